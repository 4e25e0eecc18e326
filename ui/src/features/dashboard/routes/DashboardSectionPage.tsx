import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { DASHBOARD_MESSAGES as M, type DashboardSectionKey } from '../messages';

/** Links the spec gives some sections (they lead to working pages). */
const SECTION_LINKS: Partial<Record<DashboardSectionKey, { label: string; href: string }[]>> = {
  status: [
    { label: M.links.pricing, href: '/tarifs' },
    { label: M.links.banners, href: '/tarifs#bannieres' },
  ],
  jobs: [{ label: M.links.newOffer, href: '/emploi/nouvelle-annonce' }],
};

/** Frame of a dashboard section whose feature comes later (h2 under the shell's h1). */
export function DashboardSectionPage({ section }: { section: DashboardSectionKey }) {
  return (
    <DashboardSection section={section}>
      <UpcomingNotice />
      {SECTION_LINKS[section] && (
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {SECTION_LINKS[section].map((link) => (
            <Button key={link.href} variant="outlined" color="secondary" href={link.href}>
              {link.label}
            </Button>
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}
