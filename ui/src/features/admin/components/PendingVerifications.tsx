import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { usePendingVerifications } from '../api/companies';
import { formatDateTime } from '../format';
import { ADMIN_MESSAGES } from '../messages';

const M = ADMIN_MESSAGES.companies;

/** « SIRET en attente de l'annuaire » (issue 54): who publishes unverified, and for how long. */
export function PendingVerifications() {
  const pending = usePendingVerifications();
  return (
    <Box component="section" aria-labelledby="siret-en-attente" sx={{ mb: 4 }}>
      <Typography id="siret-en-attente" variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        {M.pendingTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {M.pendingIntro}
      </Typography>
      {pending.status === 'pending' && <SectionLoading />}
      {pending.status === 'error' && <SectionLoadError message={failureOf(pending.error).message} onRetry={() => void pending.refetch()} />}
      {pending.status === 'success' &&
        (pending.data.admin.pendingVerifications.length === 0 ? (
          <Typography variant="body2">{M.pendingNone}</Typography>
        ) : (
          <Box component="ul" aria-label={M.pendingTitle} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {pending.data.admin.pendingVerifications.map((row) => (
              <Box
                component="li"
                key={row.companyId}
                sx={{
                  listStyle: 'none',
                  p: 1.5,
                  border: `1px solid ${palette.line}`,
                  borderRadius: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                <Typography sx={{ fontWeight: 600, mr: 'auto', overflowWrap: 'anywhere' }}>
                  {row.companyName} · {row.siretSpaced}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {M.pendingGiven} <time dateTime={String(row.givenAt)}>{formatDateTime(String(row.givenAt))}</time>
                </Typography>
                <Chip size="small" variant="outlined" label={M.pendingTries(row.tries)} />
                <Chip
                  size="small"
                  color={row.allowsPublishing ? 'default' : 'warning'}
                  label={row.allowsPublishing ? M.pendingOpen : M.pendingClosed}
                />
              </Box>
            ))}
          </Box>
        ))}
    </Box>
  );
}
