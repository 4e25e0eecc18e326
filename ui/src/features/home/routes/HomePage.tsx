import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Deferred } from '../../../components/Deferred';
import { MarketingFigures } from '../../../components/MarketingFigures';
import { usePageMeta } from '../../../lib/head';
import { useHomeLatestJobOffers } from '../api/latestOffers';
import { useHomeShowcase } from '../api/showcase';
import { useHomeBanner } from '../api/banner';
import { AdvertisingBlock } from '../components/AdvertisingBlock';
import { FollowUs } from '../components/FollowUs';
import { HomeHero } from '../components/HomeHero';
import { LatestOffersSection } from '../components/LatestOffersSection';
import { LatestPostsSection } from '../components/LatestPostsSection';
import { PartnersCarousel } from '../components/PartnersCarousel';
import { PublishCall } from '../components/PublishCall';
import { SectionTitle } from '../components/SectionTitle';
import { TestimonialsCarousel } from '../components/TestimonialsCarousel';
import { HOME_MESSAGES as M } from '../messages';

const sectionSx = { mt: { xs: 7, md: 10 } } as const;

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
  const latest = useHomeLatestJobOffers();
  const showcase = useHomeShowcase();

  return (
    <>
      <HomeHero />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <LatestOffersSection latest={latest} />

        {/* Below the latest offers, off a first screen: a commit after the one that takes it over. */}
        <Deferred>
          <LatestPostsSection showcase={showcase} />

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
          <PublishCall />

          <FollowUs />
        </Deferred>
      </Container>
    </>
  );
}
