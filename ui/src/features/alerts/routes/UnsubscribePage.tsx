import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../../lib/head';
import { h1Sx } from '../../../lib/theme';
import { setAlertsFromLink, type UnsubscribeAnswer } from '../api/unsubscribe';
import { ALERTS_MESSAGES } from '../messages';

const M = ALERTS_MESSAGES.unsubscribe;

type State = { kind: 'working' } | { kind: 'done'; answer: UnsubscribeAnswer } | { kind: 'error'; message: string };

/**
 * `/alertes/desinscription?token=…`, where an alert mail's « Ne plus recevoir cette alerte »
 * leads: no sign-in; the page disables the alerts of the signed link (a POST, so link checkers
 * that open a mail's links change nothing), says so and offers to enable them again.
 */
export function UnsubscribePage() {
  usePageMeta(M.meta);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'error', message: M.missing });

  const apply = (enabled: boolean) => {
    setState({ kind: 'working' });
    setAlertsFromLink(token, enabled).then(
      (answer) => setState({ kind: 'done', answer }),
      (error: unknown) => setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  useEffect(() => {
    if (token) apply(false);
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={h1Sx}>
        {M.title}
      </Typography>
      <Box sx={{ mt: 3 }} aria-live="polite">
        {state.kind === 'working' && <Typography>{M.working}</Typography>}
        {state.kind === 'error' && <Alert severity="error">{state.message}</Alert>}
        {state.kind === 'done' && (
          <>
            <Alert severity={state.answer.enabled ? 'success' : 'info'}>
              {state.answer.enabled ? M.enabled(state.answer.alerts) : M.disabled(state.answer.alerts)}
            </Alert>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
              {!state.answer.enabled && (
                <Button variant="contained" onClick={() => apply(true)}>
                  {M.enable}
                </Button>
              )}
              <Button variant="outlined" color="secondary" href="/dashboard/alerts">
                {M.manage}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </Container>
  );
}
