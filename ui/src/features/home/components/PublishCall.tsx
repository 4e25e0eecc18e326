import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { HOME_MESSAGES as M } from '../messages';

/** The call to publish an offer, with the way to the prices. */
export function PublishCall() {
  return (
    <Box
      component="section"
      aria-labelledby="publier-titre"
      sx={{
        mt: { xs: 7, md: 10 },
        p: { xs: 4, md: 6 },
        borderRadius: 3,
        bgcolor: palette.ink,
        color: palette.paper,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 3,
        alignItems: { md: 'center' },
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography id="publier-titre" variant="h2" sx={{ color: palette.paper }}>
          {M.publish.title}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'rgba(250,247,242,0.85)', maxWidth: 620 }}>{M.publish.text}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, flexShrink: 0 }}>
        <Button variant="contained" href="/emploi/nouvelle-annonce">
          {M.publish.button}
        </Button>
        <Button
          variant="outlined"
          href="/tarifs"
          sx={{ color: palette.paper, borderColor: 'rgba(250,247,242,0.6)', '&:hover': { borderColor: palette.paper } }}
        >
          {M.publish.pricing}
        </Button>
      </Box>
    </Box>
  );
}
