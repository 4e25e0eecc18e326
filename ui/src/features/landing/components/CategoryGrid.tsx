import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayFont, palette } from '../../../lib/theme';

export function CategoryGrid({ categories }: { categories: readonly { name: string; text: string }[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {categories.map((category, index) => (
        <Box
          component="li"
          key={category.name}
          sx={{ p: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
        >
          <Typography
            component="span"
            aria-hidden
            sx={{ fontFamily: displayFont, color: palette.brass, fontSize: '1.1rem', fontWeight: 600 }}
          >
            {String(index + 1).padStart(2, '0')}
          </Typography>
          <Typography variant="h3" sx={{ fontSize: '1.4rem', mt: 0.5 }}>
            {category.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {category.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
