import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { ProseSections } from '../../../components/Prose';
import { palette } from '../../../lib/theme';
import { TERMS_MESSAGES, TERMS_SECTIONS } from '../messages/terms';

export function TermsPage() {
  return (
    <Page
      meta={TERMS_MESSAGES.meta}
      eyebrow={TERMS_MESSAGES.eyebrow}
      title={TERMS_MESSAGES.title}
      intro={TERMS_MESSAGES.intro}
      maxWidth="md"
    >
      <Box
        component="nav"
        aria-labelledby="sommaire"
        sx={{ mb: 6, p: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
      >
        <Typography id="sommaire" variant="h6" component="h2" sx={{ mb: 1 }}>
          {TERMS_MESSAGES.tocLabel}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', columns: { xs: 1, sm: 2 } }}>
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} variant="body2" sx={{ lineHeight: 2 }}>
                {section.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <ProseSections sections={TERMS_SECTIONS} />
    </Page>
  );
}
