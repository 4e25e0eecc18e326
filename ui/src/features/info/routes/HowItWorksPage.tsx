import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { ProseSections } from '../../../components/Prose';
import { palette } from '../../../lib/theme';
import { HOW_IT_WORKS_MESSAGES, HOW_IT_WORKS_SECTIONS } from '../messages/howItWorks';

const M = HOW_IT_WORKS_MESSAGES;

/** /comment-fonctionne-ensemblier: the automated steps of the site (issue 54, item 6). */
export function HowItWorksPage() {
  return (
    <Page meta={M.meta} eyebrow={M.eyebrow} title={M.title} intro={M.intro} maxWidth="md">
      <Box
        component="nav"
        aria-labelledby="sommaire"
        sx={{ mb: 6, p: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
      >
        <Typography id="sommaire" variant="h6" component="h2" sx={{ mb: 1 }}>
          {M.tocLabel}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', columns: { xs: 1, sm: 2 } }}>
          {HOW_IT_WORKS_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} variant="body2" sx={{ lineHeight: 2 }}>
                {section.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <ProseSections sections={HOW_IT_WORKS_SECTIONS} />
    </Page>
  );
}
