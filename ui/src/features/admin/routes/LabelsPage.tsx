/** /admin/labels: craft labels waiting for staff, oldest first; open the proof, approve or refuse with a reason. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { LIMITS } from '../../../gql/limits';
import { failureOf } from '../../../lib/failure';
import { downloadWithToken } from '../../../lib/rest';
import { palette } from '../../../lib/theme';
import { useDecideLabel, usePendingLabels } from '../api/labels';
import { AdminPage } from '../components/AdminPage';
import { formatDateTime } from '../format';
import { ADMIN_MESSAGES } from '../messages';

const M = ADMIN_MESSAGES.labels;

export function LabelsPage() {
  const list = usePendingLabels();
  const [done, setDone] = useState<string | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const decide = useDecideLabel(() => setDone(M.done));
  const labels = list.data?.admin.pendingCompanyLabels ?? [];
  return (
    <AdminPage title={M.title} intro={M.intro}>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {decide.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureOf(decide.error).message}
        </Alert>
      )}
      {list.status === 'pending' && <SectionLoading />}
      {list.status === 'error' && <SectionLoadError message={failureOf(list.error).message} onRetry={() => void list.refetch()} />}
      {list.status === 'success' && labels.length === 0 && <Typography>{M.empty}</Typography>}
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
              <Button
                variant="contained"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: label.id, approve: true, reason: null })}
              >
                {M.approve}
              </Button>
              <TextField
                size="small"
                label={M.reason}
                value={reasons[label.id] ?? ''}
                onChange={(event) => setReasons({ ...reasons, [label.id]: event.target.value })}
                slotProps={{ htmlInput: { maxLength: LIMITS.text.reviewReason } }}
              />
              <Button
                color="error"
                variant="outlined"
                disabled={decide.isPending || !(reasons[label.id] ?? '').trim()}
                onClick={() => decide.mutate({ id: label.id, approve: false, reason: reasons[label.id] ?? '' })}
              >
                {M.refuse}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </AdminPage>
  );
}
