import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayFont, palette } from '../lib/theme';
import { MARKETING_MESSAGES } from './messages';

type Figure = { value: string; label: string };

/** The marketing claims of spec section 1, as a row of figures. */
export function MarketingFigures({
  figures = MARKETING_MESSAGES.figures,
  title = MARKETING_MESSAGES.title,
  headingLevel = 'h2',
}: {
  figures?: readonly Figure[];
  title?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant={headingLevel} component={headingLevel} sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
      >
        {figures.map((figure) => (
          <Box
            component="li"
            key={figure.label}
            sx={{ p: { xs: 2, md: 3 }, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
          >
            <Typography
              component="p"
              sx={{
                fontFamily: displayFont,
                fontWeight: 600,
                fontSize: { xs: '2rem', md: '2.6rem' },
                lineHeight: 1.1,
                color: palette.terracotta,
              }}
            >
              {figure.value}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 0.5, color: palette.inkSoft }}>
              {figure.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
