import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Page } from '../../../components/Page';
import { SITE } from '../../../lib/site';
import { palette } from '../../../lib/theme';
import { CONTACT_MESSAGES as M } from '../messages';

/**
 * Visitors only get the address to write to (spec, "Contact"). The signed-in form comes
 * with the contact feature; until then everyone sees the address.
 */
export function ContactPage() {
  const [before, after] = M.instruction('\u0000').split('\u0000');
  return (
    <Page meta={M.meta} eyebrow={M.eyebrow} title={M.title} intro={M.intro} maxWidth="md">
      <Box
        sx={{
          p: { xs: 3, md: 5 },
          bgcolor: palette.surface,
          border: `1px solid ${palette.line}`,
          borderRadius: 3,
          display: 'flex',
          gap: 2.5,
          alignItems: 'flex-start',
        }}
      >
        <MailOutlineIcon aria-hidden sx={{ color: palette.terracotta, fontSize: 32, mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontSize: '1.15rem' }}>
            {before}
            <Link href={`mailto:${SITE.contactEmail}`} sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'underline' }}>
              {SITE.contactEmail}
            </Link>
            {after}
          </Typography>
          <Button variant="contained" href={`mailto:${SITE.contactEmail}`} sx={{ mt: 3 }}>
            {M.writeButton}
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="avant-titre" sx={{ mt: 6 }}>
        <Typography id="avant-titre" variant="h2" sx={{ fontSize: '1.7rem' }}>
          {M.helpTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
          {M.helpText}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" color="secondary" href="/faq#faq-recruteur">
            {M.faqRecruiter}
          </Button>
          <Button variant="outlined" color="secondary" href="/faq#faq-candidat">
            {M.faqCandidate}
          </Button>
        </Box>
      </Box>
    </Page>
  );
}
