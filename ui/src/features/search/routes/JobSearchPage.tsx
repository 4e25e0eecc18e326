/**
 * `/emploi`, the job search (spec sections 2, 4, 5, 9). The whole search — keywords, places,
 * filters — lives in the URL (see lib/jobSearch.ts): every change pushes a history entry, so a
 * search can be shared and the back button returns to the previous one.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import Link from '@mui/material/Link';
import { usePlaceOptions } from '../../../components/places/usePlaceOptions';
import { usePageMeta } from '../../../lib/head';
import { takeCarriedKeywords } from '../../../lib/keywordCarry';
import {
  JOB_SEARCH_PATH,
  activeFilterCount,
  canChooseRadius,
  sortForRadius,
  jobSearchPath,
  jobSearchQuery,
  parseJobSearch,
  wantsKeywordFocus,
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
import { FiltersPanel } from '../components/FiltersPanel';
import { offerPath } from '../components/ResultCard';
import { useAskedSearch } from '../hooks/useAskedSearch';
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
  const { asked, askedSearch, change, replace } = useAskedSearch(search);
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
    replace({ ...search, terms: summary.keywords, places });
  }, [summary, search, replace]);

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
  // Choosing a radius orders by distance (issue 58, item 8).
  const chooseRadius = (radius: number) => change({ radius, sort: sortForRadius(search.sort, radius) });
  const activeFilters = activeFilterCount(search);

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
      onLabelled={(labelled) => change({ labelled })}
      onStart={(start) => change({ start })}
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
            onKeywordsChange={keywords.setText}
            onSubmit={keywords.submitNow}
            onPick={keywords.submitText}
            focusKeywords={arrivedToType}
            places={places}
            onPlacesChange={(picked) => change({ places: picked.map(({ type, id }) => ({ type, id })) })}
            radius={canChooseRadius(search.places) && <RadiusSelect radius={search.radius} onChange={chooseRadius} />}
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
          <FiltersPanel
            sidebar={sidebar}
            activeFilters={activeFilters}
            totalCount={results.status === 'loading' ? null : results.totalCount}
          />
          <Box sx={{ minWidth: 0 }}>
            {summary?.correctedSearch && !search.exact && (
              <CorrectedNotice corrected={summary.correctedSearch} typed={search.terms} onSearchExactly={() => change({ exact: true })} />
            )}
            <ResultList
              results={results}
              onLoadMore={results.loadMore}
              onRetry={results.retry}
              onShare={(offer) => openShare(offer._id)}
              sort={<SortSelect sort={search.sort} byDistance={search.radius > 0} onChange={(sort) => change({ sort })} />}
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
