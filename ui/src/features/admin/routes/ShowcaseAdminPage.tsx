/**
 * /admin/accueil: the home page's partners and testimonials, in display order: add, edit,
 * delete, move up or down. Each list is small (50 at most), so it is read whole.
 */
import Box from '@mui/material/Box';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { useAdminShowcase } from '../api/showcase';
import { AdminPage } from '../components/AdminPage';
import { PartnersSection } from '../components/PartnersSection';
import { TestimonialsSection } from '../components/TestimonialsSection';
import { CONTENT_MESSAGES } from '../contentMessages';

const M = CONTENT_MESSAGES.showcase;

export function ShowcaseAdminPage() {
  const showcase = useAdminShowcase();
  return (
    <AdminPage title={M.title} intro={M.intro}>
      {showcase.status === 'pending' && <SectionLoading />}
      {showcase.status === 'error' && (
        <SectionLoadError message={failureOf(showcase.error).message} onRetry={() => void showcase.refetch()} />
      )}
      {showcase.status === 'success' && (
        <Box sx={{ display: 'grid', gap: 5 }}>
          <PartnersSection partners={showcase.data.admin.partners} />
          <TestimonialsSection testimonials={showcase.data.admin.testimonials} />
        </Box>
      )}
    </AdminPage>
  );
}
