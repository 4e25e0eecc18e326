/**
 * /admin/labels: craft labels waiting for staff, oldest first (open the proof, approve or refuse
 * with a reason), then the approved ones, which staff may revoke with a reason.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { AdminLabelFieldsFragment } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { failureOf } from '../../../lib/failure';
import { downloadWithToken } from '../../../lib/rest';
import { palette } from '../../../lib/theme';
import { useApprovedLabels, useDecideLabel, usePendingLabels, useRevokeLabel } from '../api/labels';
import { AdminPage } from '../components/AdminPage';
import { formatDateTime } from '../format';
import { ADMIN_MESSAGES } from '../messages';

const M = ADMIN_MESSAGES.labels;

type Label = AdminLabelFieldsFragment;

export function LabelsPage() {
  const list = usePendingLabels();
  const [done, setDone] = useState<string | null>(null);
  const decide = useDecideLabel(() => setDone(M.done));
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <LabelList
        query={list}
        labels={list.data?.admin.pendingCompanyLabels ?? []}
        empty={M.empty}
        done={done}
        onCloseDone={() => setDone(null)}
        failure={decide.isError ? failureOf(decide.error).message : null}
        actions={(label) => (
          <>
            <Button
              variant="contained"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: label.id, approve: true, reason: null })}
            >
              {M.approve}
            </Button>
            <WithReason
              field={M.reason}
              action={M.refuse}
              busy={decide.isPending}
              onSend={(reason) => decide.mutate({ id: label.id, approve: false, reason })}
            />
          </>
        )}
      />
      <ApprovedLabels />
    </AdminPage>
  );
}

/** « Labels validés »: each may be taken back with a reason the company is mailed. */
function ApprovedLabels() {
  const list = useApprovedLabels();
  const [done, setDone] = useState<string | null>(null);
  const revoke = useRevokeLabel(() => setDone(M.revoked));
  return (
    <Box component="section" aria-labelledby="labels-valides" sx={{ mt: 5 }}>
      <Typography id="labels-valides" component="h2" variant="h5" sx={{ mb: 1 }}>
        {M.approved}
      </Typography>
      <Typography sx={{ color: palette.inkSoft, mb: 2 }}>{M.approvedIntro}</Typography>
      <LabelList
        query={list}
        labels={list.data?.admin.approvedCompanyLabels ?? []}
        empty={M.approvedEmpty}
        done={done}
        onCloseDone={() => setDone(null)}
        failure={revoke.isError ? failureOf(revoke.error).message : null}
        actions={(label) => (
          <WithReason
            field={M.revokeReason}
            action={M.revoke}
            busy={revoke.isPending}
            onSend={(reason) => revoke.mutate({ id: label.id, reason })}
          />
        )}
      />
    </Box>
  );
}

interface LabelListProps {
  query: { status: 'pending' | 'error' | 'success'; error: unknown; refetch: () => unknown };
  labels: readonly Label[];
  empty: string;
  done: string | null;
  onCloseDone: () => void;
  failure: string | null;
  /** What staff may do with a label, beside « Ouvrir le justificatif ». */
  actions: (label: Label) => ReactNode;
}

/** A list of labels with their proof, the outcome of the last action, and each one's actions. */
function LabelList({ query, labels, empty, done, onCloseDone, failure, actions }: LabelListProps) {
  return (
    <>
      {done && (
        <Alert severity="success" role="status" onClose={onCloseDone} sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {query.status === 'pending' && <SectionLoading />}
      {query.status === 'error' && <SectionLoadError message={failureOf(query.error).message} onRetry={() => void query.refetch()} />}
      {query.status === 'success' && labels.length === 0 && <Typography>{empty}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {labels.map((label) => (
          <Box component="li" key={label.id} sx={{ p: 2, border: `1px solid ${palette.line}`, borderRadius: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {label.title}
            </Typography>
            <Typography variant="body2" sx={{ color: palette.inkSoft, mb: 1.5 }}>
              {M.meta(label.companyName, formatDateTime(label.declaredAt), label.expiresOn)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
              <Button variant="outlined" onClick={() => void downloadWithToken(label.proofPath, 'justificatif.pdf')}>
                {M.proof}
              </Button>
              {actions(label)}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** A reason typed by staff and the action it is required for (refuse, revoke). */
function WithReason({ field, action, busy, onSend }: { field: string; action: string; busy: boolean; onSend: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <>
      <TextField
        size="small"
        label={field}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.reviewReason } }}
      />
      <Button color="error" variant="outlined" disabled={busy || !reason.trim()} onClick={() => onSend(reason)}>
        {action}
      </Button>
    </>
  );
}
