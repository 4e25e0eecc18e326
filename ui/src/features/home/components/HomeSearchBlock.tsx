import { lazy, Suspense, useState, type FormEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { PlaceOption } from '../../../components/places/placeOptions';
import type { PlaceOptionsState } from '../../../components/places/usePlaceOptions';
import { EMPTY_JOB_SEARCH, jobSearchPath, type PlaceRef } from '../../../lib/jobSearch';
import { carryKeywords } from '../../../lib/keywordCarry';
import { palette } from '../../../lib/theme';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useKeywordCombobox } from '../../../components/suggestions/KeywordCombobox';
import { HOME_MESSAGES } from '../messages';

const M = HOME_MESSAGES.search;

/**
 * The place select (MUI Autocomplete and TextField, about 30 KB gzip) loads right after the
 * page, outside the first-page budget; until then a look-alike box stands in.
 */
const PlaceSelect = lazy(async () => ({ default: (await import('../../../components/places/PlaceSelect')).PlaceSelect }));

function PlaceSelectStandIn() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexGrow: 1 }}>
      <PlaceOutlinedIcon aria-hidden sx={{ color: palette.inkSoft }} />
      <InputBase placeholder={M.placesPlaceholder} readOnly inputProps={{ 'aria-label': M.placesLabel }} sx={{ flexGrow: 1 }} />
    </Box>
  );
}

/** `/emploi` with the keywords (trimmed) and the places in its query; plain `/emploi` when both are empty. */
export function searchPath(terms: string, places: PlaceRef[] = []): string {
  return jobSearchPath({ ...EMPTY_JOB_SEARCH, terms: terms.trim(), places: places.map(({ type, id }) => ({ type, id })) });
}

/** Marks the place select and its floating list: clicks there never leave the page. */
const PLACE_SELECT_ATTRIBUTE = 'data-place-select';
/** Marks the keyword box: typed in place, it suggests under itself (issue 58, item 6). */
const KEYWORD_BOX_ATTRIBUTE = 'data-keyword-box';

/**
 * Spec: a click anywhere on the block opens the job list, except on the place select (and its
 * floating list). Issue 58 (item 6) adds the keyword box to the exceptions: opening the job
 * list on its first click hid its suggestions, so one types there and the job list opens on
 * « Rechercher », Enter or a suggestion picked. Buttons do their own job.
 */
export function isBlockNavigationClick(target: Element): boolean {
  return !target.closest(
    `[${PLACE_SELECT_ATTRIBUTE}], [${KEYWORD_BOX_ATTRIBUTE}], button, a, [role="listbox"], [role="option"], [role="presentation"]`,
  );
}

interface HomeSearchBlockProps {
  places: PlaceOptionsState;
  onPlacesChange: (places: PlaceOption[]) => void;
  /** `focusKeywords`: a click on the block, the visitor goes on typing on the job list. */
  onSearch: (path: string, focusKeywords: boolean) => void;
}

/**
 * The home search block (spec section 2): keywords and places; submitting (Enter, « Rechercher »)
 * or picking a suggestion opens the job list with both; a click anywhere else on the block
 * opens it too, with the cursor in its keyword box, except on the place select and the
 * keyword box, where one types.
 */
export function HomeSearchBlock({ places, onPlacesChange, onSearch }: HomeSearchBlockProps) {
  const [terms, setTerms] = useState('');
  const path = () => searchPath(terms, places.value);
  const suggestions = useKeywordCombobox({
    text: terms,
    onPick: (picked) => {
      setTerms(picked);
      onSearch(searchPath(picked, places.value), false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(path(), false);
  };
  const clickBlock = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !isBlockNavigationClick(event.target)) return;
    // The visitor goes on typing at once: the job list's box gets those letters too.
    carryKeywords(terms);
    onSearch(path(), true);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={M.label}
      onSubmit={submit}
      onClick={clickBlock}
      sx={{
        cursor: 'pointer',
        mt: 4,
        p: 1,
        display: 'grid',
        gap: { xs: 0.5, md: 1 },
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 4,
        boxShadow: '0 12px 32px rgba(30, 42, 54, 0.08)',
        maxWidth: 820,
      }}
    >
      <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1, px: 1.5, minHeight: 48 }}>
        <SearchIcon aria-hidden sx={{ color: palette.inkSoft }} />
        <Box component="label" htmlFor="recherche-accueil" sx={visuallyHidden}>
          {M.keywordsLabel}
        </Box>
        <InputBase
          {...{ [KEYWORD_BOX_ATTRIBUTE]: '' }}
          id="recherche-accueil"
          name="search"
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          onKeyDown={(event) => suggestions.onKeyDown(event)}
          placeholder={M.keywordsPlaceholder}
          autoComplete="off"
          sx={{ flexGrow: 1, fontSize: '1.05rem', py: 0.5 }}
          inputProps={{ 'aria-describedby': 'recherche-accueil-aide', ...suggestions.inputProps }}
        />
        {suggestions.popup}
      </Box>
      <Box
        {...{ [PLACE_SELECT_ATTRIBUTE]: '' }}
        sx={{
          px: 1.5,
          minHeight: 48,
          display: 'flex',
          alignItems: 'center',
          borderTop: { xs: `1px solid ${palette.line}`, md: 0 },
          borderLeft: { md: `1px solid ${palette.line}` },
        }}
      >
        <Suspense fallback={<PlaceSelectStandIn />}>
          <PlaceSelect
            id="recherche-accueil-lieux"
            variant="bare"
            places={places}
            onChange={onPlacesChange}
            listAttributes={{ [PLACE_SELECT_ATTRIBUTE]: '' }}
          />
        </Suspense>
      </Box>
      <Button type="submit" variant="contained" sx={{ py: 1.25, m: { xs: 0.5, md: 0 } }}>
        {M.submit}
      </Button>
      <Typography id="recherche-accueil-aide" component="span" sx={visuallyHidden}>
        {M.hint}
      </Typography>
    </Box>
  );
}
