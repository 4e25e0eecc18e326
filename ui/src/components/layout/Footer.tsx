import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PinterestIcon from '@mui/icons-material/Pinterest';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { SITE, type SocialNetwork } from '../../lib/site';
import { displayFont, palette } from '../../lib/theme';
import { FOOTER_MESSAGES } from '../messages';

const SOCIAL_ICONS: Record<SocialNetwork, typeof InstagramIcon> = {
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  Facebook: FacebookIcon,
  Pinterest: PinterestIcon,
};

export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {SITE.social.map(({ name, url }) => {
        const Icon = SOCIAL_ICONS[name];
        return (
          <li key={name}>
            <IconButton
              href={url}
              aria-label={FOOTER_MESSAGES.socialLabel(name)}
              sx={{
                color: tone === 'light' ? palette.paper : palette.ink,
                border: `1px solid ${tone === 'light' ? 'rgba(250,247,242,0.35)' : palette.line}`,
                '&:hover': {
                  color: palette.terracotta,
                  borderColor: palette.terracotta,
                  bgcolor: tone === 'light' ? palette.paper : 'transparent',
                },
              }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Box>
  );
}

export function Footer() {
  return (
    <Box component="footer" aria-label={FOOTER_MESSAGES.landmark} sx={{ bgcolor: palette.ink, color: palette.paper, mt: 10 }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography sx={{ fontFamily: displayFont, fontSize: '2rem', fontWeight: 600, lineHeight: 1 }}>
              Ensemblier
              <Box component="span" sx={{ color: '#E0906F' }}>
                .
              </Box>
            </Typography>
            <Typography sx={{ mt: 2, fontWeight: 500 }}>{FOOTER_MESSAGES.tagline}</Typography>
            <Typography variant="body2" sx={{ mt: 1.5, color: 'rgba(250,247,242,0.78)' }}>
              {FOOTER_MESSAGES.taglineMore}
            </Typography>
          </Grid>
          {FOOTER_MESSAGES.groups.map((group) => (
            <Grid key={group.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Box component="nav" aria-label={group.title}>
                <Typography
                  component="h2"
                  sx={{
                    fontSize: '0.78rem',
                    letterSpacing: '0.14em',
                    textTransform: 'uppercase',
                    fontWeight: 600,
                    color: '#E3C68F',
                    mb: 2,
                  }}
                >
                  {group.title}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.1 }}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} variant="body2" sx={{ color: 'rgba(250,247,242,0.88)', '&:hover': { color: '#FFFFFF' } }}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>

        <Grid container spacing={4} sx={{ mt: { xs: 4, md: 6 }, pt: 4, borderTop: '1px solid rgba(250,247,242,0.18)' }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography
              component="h2"
              sx={{ fontSize: '0.78rem', letterSpacing: '0.14em', textTransform: 'uppercase', fontWeight: 600, color: '#E3C68F', mb: 1.5 }}
            >
              {FOOTER_MESSAGES.followUs}
            </Typography>
            <SocialLinks />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <VolunteerActivismOutlinedIcon aria-hidden sx={{ color: '#E3C68F', mt: 0.5 }} />
              <Box>
                <Typography
                  component="h2"
                  sx={{ fontSize: '0.78rem', letterSpacing: '0.14em', textTransform: 'uppercase', fontWeight: 600, color: '#E3C68F' }}
                >
                  {FOOTER_MESSAGES.donationTitle}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, color: 'rgba(250,247,242,0.78)' }}>
                  {FOOTER_MESSAGES.donationText}{' '}
                  <Link href={SITE.donationUrl} sx={{ color: '#FFFFFF', textDecoration: 'underline' }}>
                    {FOOTER_MESSAGES.donationLink}
                  </Link>
                </Typography>
              </Box>
            </Box>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, color: 'rgba(250,247,242,0.7)' }}>
          {FOOTER_MESSAGES.copyright}
        </Typography>
      </Container>
    </Box>
  );
}
