import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { failureOf } from '../../../lib/failure';
import { useContestByLink, useModerationDecisionByLink } from '../api/notices';
import { DecisionCard } from '../components/DecisionCard';
import { NOTICE_MESSAGES } from '../messages';

const M = NOTICE_MESSAGES.contestByLink;

/**
 * `/contestation/:token`: the personal link mailed with a suspension's statement of reasons.
 * The company's accounts cannot sign in, so the decision is read and contested here, once.
 */
export function ContestByLinkPage() {
  const { token = '' } = useParams();
  const decision = useModerationDecisionByLink(token);
  const contest = useContestByLink();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {M.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{M.intro}</Typography>
      {decision.status === 'pending' && <Typography role="status">{M.loading}</Typography>}
      {decision.status === 'error' && (
        <>
          <Alert severity="error" role="alert">
            {failureOf(decision.error).codes.has('NOT_FOUND') ? M.invalid : failureOf(decision.error).message}
          </Alert>
          <Button href="/contact" sx={{ mt: 3 }}>
            {M.contact}
          </Button>
        </>
      )}
      {decision.status === 'success' && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          <DecisionCard statement={decision.data.moderationDecisionByLink} contest={(text) => contest.mutateAsync({ token, text })} />
        </Box>
      )}
    </Container>
  );
}
