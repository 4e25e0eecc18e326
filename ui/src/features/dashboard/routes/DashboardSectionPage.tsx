import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { documentTitle } from '../../../lib/head';
import { DASHBOARD_MESSAGES as M, type DashboardSectionKey } from '../messages';
import { useEffect } from 'react';

/** Links the spec gives some sections (they lead to working pages). */
const SECTION_LINKS: Partial<Record<DashboardSectionKey, { label: string; href: string }[]>> = {
  status: [
    { label: M.links.pricing, href: '/tarifs' },
    { label: M.links.banners, href: '/tarifs#bannieres' },
  ],
  jobs: [{ label: M.links.newOffer, href: '/emploi/nouvelle-annonce' }],
  favorites: [{ label: M.links.allOffers, href: '/emploi' }],
};

/** Frame of one dashboard section (h2 under the shell's h1); content comes with its feature. */
export function DashboardSectionPage({ section }: { section: DashboardSectionKey }) {
  const text = M.sections[section];
  useEffect(() => {
    document.title = documentTitle(`${text.title} — ${M.title}`);
  }, [text.title]);
  return (
    <Box component="section" aria-labelledby="section-titre">
      <Typography id="section-titre" variant="h2">{text.title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>{text.intro}</Typography>
      <UpcomingNotice />
      {SECTION_LINKS[section] && (
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {SECTION_LINKS[section].map((link) => (
            <Button key={link.href} variant="outlined" color="secondary" href={link.href}>{link.label}</Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
