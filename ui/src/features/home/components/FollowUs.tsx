import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SocialLinks } from '../../../components/layout/Footer';
import { HOME_MESSAGES as M } from '../messages';

/** « Suivez-nous »: the social networks. */
export function FollowUs() {
  return (
    <Box component="section" aria-labelledby="suivre-titre" sx={{ mt: { xs: 7, md: 10 }, textAlign: 'center' }}>
      <Typography id="suivre-titre" variant="h2">
        {M.follow.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, mx: 'auto', maxWidth: 560 }}>
        {M.follow.text}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <SocialLinks tone="dark" />
      </Box>
    </Box>
  );
}
