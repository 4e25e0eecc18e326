import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Deferred } from '../../../components/Deferred';
import { SocialLinks } from '../../../components/layout/Footer';
import { MarketingFigures } from '../../../components/MarketingFigures';
import { usePlaceOptions } from '../../../components/places/usePlaceOptions';
import { usePageMeta } from '../../../lib/head';
import { FOCUS_KEYWORDS_STATE, type PlaceRef } from '../../../lib/jobSearch';
import { h1Sx, palette } from '../../../lib/theme';
import { PostCard, PostCardSkeleton, postGridSx } from '../../../components/posts/PostCard';
import { useHomeLatestJobOffers } from '../api/latestOffers';
import { useHomeShowcase } from '../api/showcase';
import { useHomeBanner } from '../api/banner';
import { AdvertisingBlock } from '../components/AdvertisingBlock';
import { HomeSearchBlock } from '../components/HomeSearchBlock';
import { LatestOffers } from '../components/LatestOffers';
import { PartnersCarousel } from '../components/PartnersCarousel';
import { TestimonialsCarousel } from '../components/TestimonialsCarousel';
import { HOME_MESSAGES as M } from '../messages';

const sectionSx = { mt: { xs: 7, md: 10 } } as const;

/** A section's title row: its heading and, optionally, a button to the whole list. */
function SectionTitle({ id, title, action }: { id: string; title: string; action?: { label: string; href: string } }) {
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

/**
 * The advertising block with the banner whose turn it is: its own component, so the banner's
 * answer re-renders this block only, not the whole page (issue 22, a phone's blocking time).
 */
function HomeAdvertising() {
  return <AdvertisingBlock banner={useHomeBanner()} />;
}

/**
 * Home (spec section 2): the search block, the 8 latest offers, the 4 latest posts, the
 * partners and testimonials carousels (database content), the advertising block, the call
 * to publish and the follow-us block. The advertising block shows the banner whose turn it
 * is (the server counts its impression), else the house ad.
 */
export function HomePage() {
  usePageMeta(M.meta);
  const navigate = useNavigate();
  const [selectedPlaces, setSelectedPlaces] = useState<PlaceRef[]>([]);
  const places = usePlaceOptions(selectedPlaces);
  const latest = useHomeLatestJobOffers();
  const showcase = useHomeShowcase();
  const P = M.posts;

  return (
    <>
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

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box component="section" aria-labelledby="dernieres-offres-titre" sx={{ mb: { xs: 7, md: 10 } }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 3 }}>
            <Typography id="dernieres-offres-titre" variant="h2">
              {M.latest.title}
            </Typography>
            <Button variant="outlined" color="secondary" href="/emploi">
              {M.latest.all}
            </Button>
          </Box>
          {latest.status === 'pending' && (
            <Box
              role="status"
              aria-label={M.latest.loading}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
            >
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} variant="rounded" height={190} />
              ))}
            </Box>
          )}
          {latest.status === 'error' && (
            <Alert
              severity="error"
              sx={{ whiteSpace: 'pre-line' }}
              action={
                <Button color="inherit" onClick={() => void latest.refetch()}>
                  {M.latest.retry}
                </Button>
              }
            >
              {M.latest.error}
              {'\n'}
              {latest.error.message}
            </Alert>
          )}
          {latest.status === 'success' && <LatestOffers offers={latest.data.lastJobOffers} />}
        </Box>

        {/* Below the latest offers, off a first screen: a commit after the one that takes it over. */}
        <Deferred>
          <Box component="section" aria-labelledby="derniers-articles-titre">
            <SectionTitle id="derniers-articles-titre" title={P.title} action={{ label: P.all, href: '/tendance-rh' }} />
            {showcase.status === 'pending' && (
              <Box role="status" aria-label={P.loading} sx={postGridSx(4)}>
                {[0, 1, 2, 3].map((key) => (
                  <PostCardSkeleton key={key} />
                ))}
              </Box>
            )}
            {showcase.status === 'error' && (
              <Alert
                severity="error"
                sx={{ whiteSpace: 'pre-line' }}
                action={
                  <Button color="inherit" onClick={() => void showcase.refetch()}>
                    {P.retry}
                  </Button>
                }
              >
                {P.error}
                {'\n'}
                {showcase.error.message}
              </Alert>
            )}
            {showcase.status === 'success' &&
              (showcase.data.lastPosts.length > 0 ? (
                <Box sx={postGridSx(4)}>
                  {showcase.data.lastPosts.map((post) => (
                    <PostCard key={post.id} post={post} />
                  ))}
                </Box>
              ) : (
                <Typography color="text.secondary">{P.empty}</Typography>
              ))}
          </Box>

          {showcase.status === 'success' && showcase.data.partners.length > 0 && (
            // The carousel is the labelled region (a section) itself.
            <Box sx={sectionSx}>
              <SectionTitle id="partenaires-titre" title={M.partners.title} />
              <PartnersCarousel partners={showcase.data.partners} labelledBy="partenaires-titre" />
            </Box>
          )}

          <Box sx={sectionSx}>
            <HomeAdvertising />
          </Box>

          {showcase.status === 'success' && showcase.data.testimonials.length > 0 && (
            <Box sx={sectionSx}>
              <SectionTitle id="temoignages-titre" title={M.testimonials.title} />
              <TestimonialsCarousel testimonials={showcase.data.testimonials} labelledBy="temoignages-titre" />
            </Box>
          )}

          <Box sx={{ mt: { xs: 7, md: 10 } }}>
            <MarketingFigures />
          </Box>

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
        </Deferred>
      </Container>
    </>
  );
}
