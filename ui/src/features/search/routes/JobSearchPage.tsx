/**
 * `/emploi`, the job search (spec sections 2, 4, 5, 9). The whole search — keywords, places,
 * filters — lives in the URL (see lib/jobSearch.ts): every change pushes a history entry, so a
 * search can be shared and the back button returns to the previous one.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import Link from '@mui/material/Link';
import { usePlaceOptions } from '../../../components/places/usePlaceOptions';
import { usePageMeta } from '../../../lib/head';
import { takeCarriedKeywords } from '../../../lib/keywordCarry';
import {
  JOB_SEARCH_PATH,
  canChooseRadius,
  jobSearchPath,
  jobSearchQuery,
  parseJobSearch,
  wantsKeywordFocus,
  type JobSearch,
  type PlaceType,
} from '../../../lib/jobSearch';
import { CREATE_ALERT_PARAM, visitorAlertPath } from '../alerts';
import { useSession } from '../../../lib/session';
import { h1Sx, palette } from '../../../lib/theme';
import { AlertSwitch } from '../components/AlertSwitch';
import { CorrectedNotice } from '../components/CorrectedNotice';
import { RadiusSelect } from '../components/RadiusSelect';
import { SortSelect } from '../components/SortSelect';
import { FilterSidebar, type FlatFilterKey } from '../components/FilterSidebar';
import { ResultList } from '../components/ResultList';
import { SearchBar } from '../components/SearchBar';
import { ShareDialog } from '../components/ShareDialog';
import { offerPath } from '../components/ResultCard';
import { useKeywordInput } from '../hooks/useKeywordInput';
import { useSearchFilters } from '../hooks/useSearchFilters';
import { useSearchResults } from '../hooks/useSearchResults';
import { useSearchAlert } from '../hooks/useSearchAlert';
import { useShareOffer } from '../hooks/useShareOffer';
import { SEARCH_MESSAGES as M } from '../messages';
import { expandPositions, positionRoots, togglePosition } from '../positions';

export function JobSearchPage() {
  usePageMeta(M.meta);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const query = params.toString();
  const search = useMemo(() => parseJobSearch(new URLSearchParams(query)), [query]);
  const shareId = params.get('share') === 'true' ? params.get('jobOfferId') : null;

  const session = useSession();
  const filters = useSearchFilters();
  const results = useSearchResults(search);
  const places = usePlaceOptions(search.places, { eager: true });
  const share = useShareOffer(shareId);
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The search last asked for, ahead of the one rendered while a navigation's transition waits
  // (useSearchAlert says why it matters).
  const asked = useRef(search);
  useEffect(() => {
    asked.current = search;
  }, [search]);
  const askedSearch = useCallback(() => asked.current, []);
  const go = (next: JobSearch) => {
    asked.current = next;
    navigate(jobSearchPath(next), { preventScrollReset: true });
  };
  /** The search last asked for, changed: a change made while another one renders keeps both. */
  const change = (patch: Partial<JobSearch>) => go({ ...asked.current, ...patch });
  const keywords = useKeywordInput(
    search.terms,
    (terms) => change({ terms, exact: false }),
    () => asked.current.terms,
  );
  // Arriving from a click on the home search block: what was typed since the click.
  const arrivedToType = wantsKeywordFocus(location.state);
  const setKeywords = keywords.setText;
  const carryTaken = useRef(false);
  useEffect(() => {
    if (!arrivedToType || carryTaken.current) return;
    carryTaken.current = true;
    const carried = takeCarriedKeywords();
    if (carried !== null && carried.trim() !== search.terms) setKeywords(carried);
  }, [arrivedToType, search.terms, setKeywords]);

  // Places typed among the keywords (`architecte lyon`) become the selected places, shown as
  // chips the candidate can remove; the keywords left stay in the box.
  const summary = results.summary;
  useEffect(() => {
    if (!summary || summary.keywordPlaces.length === 0 || search.places.length > 0) return;
    const places = summary.keywordPlaces.map((place) => ({ type: place.type as PlaceType, id: place._id }));
    asked.current = { ...search, terms: summary.keywords, places };
    navigate(jobSearchPath(asked.current), { replace: true, preventScrollReset: true });
  }, [summary, search, navigate]);

  const tree = filters.filters?.positions ?? null;
  const ticked = useMemo(() => (tree ? expandPositions(tree, search.positions) : new Set(search.positions)), [tree, search.positions]);

  const toggle = (key: FlatFilterKey, id: number) => {
    const current = asked.current[key];
    change({ [key]: current.includes(id) ? current.filter((value) => value !== id) : [...current, id] });
  };
  const togglePositionFilter = (id: number) => {
    if (!tree) return;
    change({ positions: positionRoots(tree, togglePosition(tree, ticked, id)) });
  };
  const reset = () => {
    keywords.setText('');
    places.setInputValue('');
    asked.current = parseJobSearch(new URLSearchParams());
    navigate(JOB_SEARCH_PATH, { preventScrollReset: true });
  };

  const openShare = (offerId: number) => {
    const base = jobSearchQuery(search);
    navigate(`${JOB_SEARCH_PATH}?${base ? `${base}&` : ''}jobOfferId=${offerId}&share=true`, { replace: true, preventScrollReset: true });
  };
  const closeShare = () => navigate(jobSearchPath(search), { replace: true, preventScrollReset: true });

  // Companies (and accounts without a candidate profile) have no alerts: no switch.
  const showAlert = session.isCandidate || !session.isAuthenticated;
  const alert = useSearchAlert(search, session.isCandidate, askedSearch);
  const wantsAlert = params.get(CREATE_ALERT_PARAM) === '1';
  const saveAlert = alert.save;
  useEffect(() => {
    // Back from the sign-up with `alerte=1`: the search becomes an alert, once.
    if (!wantsAlert || !session.isCandidate) return;
    navigate(jobSearchPath(search), { replace: true, preventScrollReset: true });
    void saveAlert();
  }, [wantsAlert, session.isCandidate, search, navigate, saveAlert]);
  const activeFilters =
    search.contracts.length + search.types.length + search.salaries.length + search.positions.length + (search.minPay === null ? 0 : 1);

  const sidebar = (
    <FilterSidebar
      headingId="filtres-titre"
      filters={filters.filters}
      filtersError={filters.error}
      onRetryFilters={filters.reload}
      facets={results.facets}
      search={search}
      positions={ticked}
      onToggle={toggle}
      onTogglePosition={togglePositionFilter}
      onMinPay={(minPay) => change({ minPay })}
      onReset={reset}
    />
  );

  return (
    <>
      <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
          <Typography variant="overline" component="p">
            {M.eyebrow}
          </Typography>
          <Typography variant="h1" sx={h1Sx}>
            {M.title}
          </Typography>
          <SearchBar
            keywords={keywords.text}
            searched={search.terms}
            onKeywordsChange={keywords.setText}
            onSubmit={keywords.submitNow}
            onPick={keywords.submitText}
            focusKeywords={arrivedToType}
            places={places}
            onPlacesChange={(picked) => change({ places: picked.map(({ type, id }) => ({ type, id })) })}
            radius={canChooseRadius(search.places) && <RadiusSelect radius={search.radius} onChange={(radius) => change({ radius })} />}
            alert={
              showAlert && (
                <AlertSwitch
                  checked={alert.on}
                  disabled={alert.busy}
                  help={session.isCandidate ? M.alertHelp.candidate : M.alertHelp.visitor}
                  onToggle={() => (session.isCandidate ? void alert.toggle() : navigate(visitorAlertPath(search)))}
                />
              )
            }
          />
          <Link
            href={jobSearchPath(search, '/emploi/feed')}
            color="secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5, fontSize: 14 }}
          >
            <RssFeedIcon fontSize="small" aria-hidden />
            {M.feed}
          </Link>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' } }}>
          {desktop ? (
            <Box
              component="aside"
              aria-labelledby="filtres-titre"
              sx={{ alignSelf: 'start', p: 2.5, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
            >
              {sidebar}
            </Box>
          ) : (
            <Box>
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<TuneIcon />}
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
              >
                {M.openFilters(activeFilters)}
              </Button>
              <Drawer
                anchor="left"
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                slotProps={{
                  paper: { sx: { width: 'min(360px, 92vw)', bgcolor: palette.paper }, role: 'dialog', 'aria-labelledby': 'filtres-titre' },
                }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
                  <IconButton aria-label={M.closeFilters} onClick={() => setDrawerOpen(false)}>
                    <CloseIcon />
                  </IconButton>
                </Box>
                <Box sx={{ px: 2.5, pb: 12 }}>{sidebar}</Box>
                <Box
                  sx={{ position: 'sticky', bottom: 0, mt: 'auto', p: 2, bgcolor: palette.paper, borderTop: `1px solid ${palette.line}` }}
                >
                  <Button variant="contained" fullWidth onClick={() => setDrawerOpen(false)}>
                    {M.showResults(results.status === 'loading' ? null : results.totalCount)}
                  </Button>
                </Box>
              </Drawer>
            </Box>
          )}
          <Box sx={{ minWidth: 0 }}>
            {summary?.correctedSearch && !search.exact && (
              <CorrectedNotice corrected={summary.correctedSearch} typed={search.terms} onSearchExactly={() => change({ exact: true })} />
            )}
            <ResultList
              results={results}
              onLoadMore={results.loadMore}
              onRetry={results.retry}
              onShare={(offer) => openShare(offer._id)}
              sort={<SortSelect sort={search.sort} onChange={(sort) => change({ sort })} />}
            />
          </Box>
        </Box>
      </Container>

      <ShareDialog
        state={share}
        offerUrl={
          share.status === 'ready' ? `${window.location.origin}${offerPath({ _id: share.offer.id, slug: share.offer.slug })}` : null
        }
        onClose={closeShare}
      />
    </>
  );
}
