import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A section's title row: its heading and, optionally, a button to the whole list. */
export function SectionTitle({ id, title, action }: { id: string; title: string; action?: { label: string; href: string } }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {action && (
        <Button variant="outlined" color="secondary" href={action.href}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
