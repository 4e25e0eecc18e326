import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import type { FaqEntry } from '../messages/faq';

interface FaqSectionProps {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
  /** h2 on /faq; h3 when nested under the about page's own h2. */
  level?: 2 | 3;
}

/** One FAQ, every answer visible (readable, searchable, and fine for search engines). */
export function FaqSection({ id, title, entries, level = 2 }: FaqSectionProps) {
  const titleTag = level === 2 ? 'h2' : 'h3';
  const questionTag = level === 2 ? 'h3' : 'h4';
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-titre`} sx={{ mb: 6 }}>
      <Typography
        id={`${id}-titre`}
        variant={titleTag}
        component={titleTag}
        sx={{ mb: 3, fontSize: level === 2 ? { xs: '1.8rem', md: '2.1rem' } : '1.6rem' }}
      >
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {entries.map((entry) => (
          <Box
            key={entry.question}
            sx={{ p: { xs: 2.5, md: 3 }, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
          >
            <Typography component="dt" sx={{ m: 0 }}>
              <Typography variant="h4" component={questionTag} sx={{ m: 0 }}>
                {entry.question}
              </Typography>
            </Typography>
            <Box component="dd" sx={{ m: 0, mt: 1 }}>
              {entry.answer.map((paragraph) => (
                <Typography key={paragraph} component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
