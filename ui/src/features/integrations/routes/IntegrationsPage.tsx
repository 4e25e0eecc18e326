import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionBlock } from '../../../components/dashboard/SectionBlock';
import { useChange, type RunChange } from '../../../components/dashboard/useChange';
import { FormFeedback, IDLE, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { MyIntegrationsQuery as Result } from '../../../gql/graphql';
import { frenchDate, frenchDateTime } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import {
  useCreateApiToken,
  useMyIntegrations,
  useRemoveWebhook,
  useReplaceWebhookSecret,
  useRevokeApiToken,
  useSendTestWebhook,
  useSendWebhookAgain,
  useSetWebhook,
} from '../api/integrations';
import { INTEGRATIONS_MESSAGES as M } from '../messages';
import { LIMITS } from '../../../gql/limits';

type Integrations = Result['myIntegrations'];

/** A secret shown on request, with a copy button. */
function Secret({ label, value }: { label: string; value: string }) {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        label={label}
        value={shown ? value : '•'.repeat(24)}
        size="small"
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        sx={{ flex: '1 1 260px', '& input': { fontFamily: 'monospace' } }}
      />
      <Button size="small" onClick={() => setShown(!shown)}>
        {shown ? M.hide : M.show}
      </Button>
      <Button
        size="small"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {M.copy}
      </Button>
      {copied && (
        <Typography variant="body2" role="status" color="text.secondary">
          {M.copied}
        </Typography>
      )}
    </Box>
  );
}

function WebhookForm({ integrations, pending, run }: { integrations: Integrations; pending: boolean; run: RunChange }) {
  const webhook = integrations.webhook;
  const [url, setUrl] = useState(webhook?.url ?? '');
  const setWebhook = useSetWebhook();
  const sendTest = useSendTestWebhook();
  const replaceSecret = useReplaceWebhookSecret();
  const removeWebhook = useRemoveWebhook();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => setWebhook.mutateAsync({ url: url.trim() }), M.saved);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          label={M.url}
          type="url"
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.url, inputMode: 'url' } }}
          sx={{ flex: '1 1 320px' }}
        />
        <Button type="submit" variant="contained" disabled={pending || url.trim() === ''} sx={{ minHeight: 56 }}>
          {pending ? M.saving : M.save}
        </Button>
      </Box>
      {webhook && (
        <>
          <Secret label={M.secret} value={webhook.secret} />
          <Typography variant="body2" color="text.secondary">
            {M.secretHelp}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" disabled={pending} onClick={() => void run(() => sendTest.mutateAsync({}), M.testQueued)}>
              {M.test}
            </Button>
            <Button
              variant="outlined"
              disabled={pending}
              onClick={() => {
                if (window.confirm(M.confirmReplaceSecret)) {
                  void run(() => replaceSecret.mutateAsync({}), M.secretReplaced);
                }
              }}
            >
              {M.replaceSecret}
            </Button>
            <Button
              color="error"
              variant="outlined"
              disabled={pending}
              onClick={() => {
                if (window.confirm(M.confirmRemove)) {
                  void run(async () => {
                    await removeWebhook.mutateAsync({});
                    setUrl('');
                  }, M.removed);
                }
              }}
            >
              {M.remove}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

const STATUS_COLOR = { PENDING: 'default', DELIVERED: 'success', FAILED: 'error' } as const;

function Deliveries({
  integrations,
  pending,
  run,
  reload,
}: {
  integrations: Integrations;
  pending: boolean;
  run: RunChange;
  reload: () => void;
}) {
  const sendAgain = useSendWebhookAgain();
  return (
    <>
      <Button size="small" onClick={reload} sx={{ mb: 1 }}>
        {M.refresh}
      </Button>
      {integrations.deliveries.length === 0 ? (
        <Typography color="text.secondary">{M.noDeliveries}</Typography>
      ) : (
        <List disablePadding sx={{ display: 'grid', gap: 1 }}>
          {integrations.deliveries.map((delivery) => {
            const details = [
              frenchDateTime(String(delivery.createdAt)),
              M.attempts(delivery.attempts),
              delivery.lastStatus != null ? M.httpStatus(delivery.lastStatus) : null,
              delivery.deliveredAt ? M.deliveredAt(frenchDateTime(String(delivery.deliveredAt))) : null,
              delivery.nextAttemptAt ? M.nextTry(frenchDateTime(String(delivery.nextAttemptAt))) : null,
            ].filter(Boolean);
            return (
              <ListItem
                key={delivery.id}
                sx={{
                  border: `1px solid ${palette.line}`,
                  borderRadius: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  alignItems: 'center',
                }}
              >
                <Chip size="small" label={M.statuses[delivery.status]} color={STATUS_COLOR[delivery.status]} />
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {delivery.event === 'ping' ? M.ping : M.delivery(delivery.event, delivery.candidateName, delivery.offerTitle)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {details.join(' · ')}
                  </Typography>
                  {delivery.lastError && (
                    <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                      {delivery.lastError}
                    </Typography>
                  )}
                </Box>
                {delivery.status !== 'PENDING' && (
                  <Button
                    size="small"
                    disabled={pending}
                    aria-label={M.sendAgainOf(delivery.id)}
                    onClick={() => void run(() => sendAgain.mutateAsync({ id: delivery.id }), M.sentAgain)}
                  >
                    {M.sendAgain}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}

function ApiToken({ integrations, pending, run }: { integrations: Integrations; pending: boolean; run: RunChange }) {
  const [created, setCreated] = useState<string | null>(null);
  const createToken = useCreateApiToken();
  const revokeToken = useRevokeApiToken();
  const token = integrations.apiToken;
  const create = () => {
    if (token && !window.confirm(M.confirmReplaceToken)) return;
    void run(async () => {
      const answer = await createToken.mutateAsync({});
      setCreated(answer.createApiToken);
    }, M.newToken);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {created && (
        <Alert severity="warning">
          <Box component="p" sx={{ m: 0, mb: 1 }}>
            {M.newToken}
          </Box>
          <Box component="code" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {created}
          </Box>
        </Alert>
      )}
      <Typography>
        {token
          ? [
              M.tokenInfo(token.prefix, frenchDate(String(token.createdAt))),
              token.createdBy ? M.tokenBy(token.createdBy) : null,
              token.lastUsedAt ? M.tokenUsed(frenchDateTime(String(token.lastUsedAt))) : M.tokenNeverUsed,
            ]
              .filter(Boolean)
              .join(' · ')
          : M.noToken}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled={pending} onClick={create}>
          {token ? M.replaceToken : M.createToken}
        </Button>
        {token && (
          <Button
            color="error"
            variant="outlined"
            disabled={pending}
            onClick={() => {
              if (window.confirm(M.confirmRevokeToken)) {
                void run(async () => {
                  await revokeToken.mutateAsync({});
                  setCreated(null);
                }, M.tokenRevoked);
              }
            }}
          >
            {M.revokeToken}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {M.documentation}
      </Typography>
    </Box>
  );
}

/** `/dashboard/integrations` (« Intégrations »): the owner's hand-off to her ATS (issue 38). */
export function IntegrationsPage() {
  const query = useMyIntegrations();
  const [status, setStatus] = useState<FormStatus>(IDLE);
  const { pending, run } = useChange(setStatus);
  // The page stays while a change reloads it: a token just made stays on screen to be copied.
  const shown = useRef<Integrations>(undefined);
  if (query.status === 'success') shown.current = query.data.myIntegrations;
  const integrations = shown.current;
  return (
    <DashboardSection section="integrations">
      {query.status === 'pending' && !integrations && <SectionLoading />}
      {query.status === 'error' && <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <FormFeedback status={status} />
        {integrations && (
          <>
            <SectionBlock title={M.webhook} intro={M.webhookIntro}>
              <WebhookForm integrations={integrations} pending={pending} run={run} />
            </SectionBlock>
            {integrations.webhook && (
              <SectionBlock title={M.deliveries}>
                <Deliveries integrations={integrations} pending={pending} run={run} reload={() => void query.refetch()} />
              </SectionBlock>
            )}
            <SectionBlock title={M.api} intro={M.apiIntro}>
              <ApiToken integrations={integrations} pending={pending} run={run} />
            </SectionBlock>
          </>
        )}
      </Box>
    </DashboardSection>
  );
}
