/** /admin/chiffres: the staff's figures of the week and month. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { useAdminNumbers } from '../api/numbers';
import { AdminPage } from '../components/AdminPage';

import { ADMIN_MESSAGES } from '../messages';
import { eurosToTheCent } from '../../../lib/numbers';

const M = ADMIN_MESSAGES.numbers;

export function NumbersPage() {
  const numbers = useAdminNumbers();
  return (
    <AdminPage title={M.title} intro={M.intro}>
      {numbers.status === 'pending' && <SectionLoading />}
      {numbers.status === 'error' && <SectionLoadError message={failureOf(numbers.error).message} onRetry={() => void numbers.refetch()} />}
      {numbers.status === 'success' && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {(
            [
              [M.offersLive, String(numbers.data.admin.numbers.offersLive)],
              [M.publishedThisWeek, String(numbers.data.admin.numbers.publishedThisWeek)],
              [M.applicationsThisWeek, String(numbers.data.admin.numbers.applicationsThisWeek)],
              [M.revenueThisMonth, eurosToTheCent(numbers.data.admin.numbers.revenueThisMonthCents)],
              [M.alertsMailedThisWeek, String(numbers.data.admin.numbers.alertsMailedThisWeek)],
            ] as const
          ).map(([label, value]) => (
            <Box key={label} sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.8rem', fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </AdminPage>
  );
}
