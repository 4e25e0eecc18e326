import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePlaceOptions } from '../../../components/places/usePlaceOptions';
import { FOCUS_KEYWORDS_STATE, type PlaceRef } from '../../../lib/jobSearch';
import { h1Sx, palette } from '../../../lib/theme';
import { HOME_MESSAGES as M } from '../messages';
import { HomeSearchBlock } from './HomeSearchBlock';

/** The top of the home page: its title, its two rings and the search block. */
export function HomeHero() {
  const navigate = useNavigate();
  const [selectedPlaces, setSelectedPlaces] = useState<PlaceRef[]>([]);
  const places = usePlaceOptions(selectedPlaces);
  return (
    <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}`, position: 'relative', overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -120, md: -60 },
          top: { xs: -80, md: -40 },
          width: { xs: 280, md: 460 },
          height: { xs: 280, md: 460 },
          borderRadius: '50%',
          border: `1px solid ${palette.line}`,
          opacity: 0.9,
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -60, md: 40 },
          top: { xs: 40, md: 90 },
          width: { xs: 160, md: 260 },
          height: { xs: 160, md: 260 },
          borderRadius: '50%',
          bgcolor: 'rgba(164, 70, 42, 0.08)',
        }}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 12 }, position: 'relative' }}>
        <Typography variant="overline" component="p" data-ssr>
          {M.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ ...h1Sx, fontSize: { xs: '2.4rem', md: '3.6rem' }, maxWidth: 720, mt: 1 }} data-ssr>
          {M.title}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ mt: 2, maxWidth: 620 }} data-ssr>
          {M.intro}
        </Typography>
        <HomeSearchBlock
          places={places}
          onPlacesChange={(picked) => setSelectedPlaces(picked.map(({ type, id }) => ({ type, id })))}
          onSearch={(path, focusKeywords) => navigate(path, focusKeywords ? { state: FOCUS_KEYWORDS_STATE } : undefined)}
        />
      </Container>
    </Box>
  );
}
