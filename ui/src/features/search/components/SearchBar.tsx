import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { PlaceSelect } from '../../../components/places/PlaceSelect';
import type { PlaceOption } from '../../../components/places/placeOptions';
import type { PlaceOptionsState } from '../../../components/places/usePlaceOptions';
import { palette } from '../../../lib/theme';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { SEARCH_MESSAGES as M } from '../messages';
import { useKeywordCombobox } from '../../../components/suggestions/KeywordCombobox';

interface SearchBarProps {
  keywords: string;
  onKeywordsChange: (text: string) => void;
  /** Enter in the keyword box: search now (same rules as the pause). */
  onSubmit: () => void;
  /** A suggestion picked under the keyword box: it becomes the keywords, searched at once. */
  onPick: (text: string) => void;
  places: PlaceOptionsState;
  onPlacesChange: (places: PlaceOption[]) => void;
  /** The « Créer une alerte » switch, when it can be offered. */
  alert?: ReactNode;
  /** « Dans un rayon de », under the place box and aligned with it (one town chosen). */
  radius?: ReactNode;
  /** Put the cursor in the keyword box (arriving from a click on the home search block). */
  focusKeywords?: boolean;
}

/** The top bar: keyword box (« Quel job ? ») and multi-select place box (« Où ? »). */
export function SearchBar({
  keywords,
  onKeywordsChange,
  onSubmit,
  onPick,
  places,
  onPlacesChange,
  alert,
  radius,
  focusKeywords = false,
}: SearchBarProps) {
  const suggestions = useKeywordCombobox({ text: keywords, onPick });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={M.searchLabel}
      onSubmit={submit}
      sx={{
        mt: 3,
        p: { xs: 1.5, md: 2 },
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.2fr) auto' },
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 3,
        boxShadow: '0 10px 28px rgba(30, 42, 54, 0.06)',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Box component="label" htmlFor="recherche-mots-cles" sx={visuallyHidden}>
          {M.keywordsLabel}
        </Box>
        <TextField
          id="recherche-mots-cles"
          name="search"
          type="search"
          fullWidth
          value={keywords}
          onChange={(event) => onKeywordsChange(event.target.value)}
          onKeyDown={(event) => {
            if (suggestions.onKeyDown(event)) return;
            // Two text fields: the browser would not submit the form on Enter by itself.
            if (event.key === 'Enter') {
              event.preventDefault();
              onSubmit();
            }
          }}
          placeholder={M.keywordsPlaceholder}
          autoComplete="off"
          autoFocus={focusKeywords}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden sx={{ color: palette.inkSoft }} />
                </InputAdornment>
              ),
            },
            htmlInput: { enterKeyHint: 'search', ...suggestions.inputProps },
          }}
        />
        {suggestions.popup}
      </Box>
      <PlaceSelect id="recherche-lieux" places={places} onChange={onPlacesChange} />
      {radius && <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 2 } }}>{radius}</Box>}
      {alert && (
        <Box sx={{ justifySelf: { xs: 'start', md: 'end' }, px: { xs: 0.5, md: 1 }, gridColumn: { md: 3 }, gridRow: { md: 1 } }}>
          {alert}
        </Box>
      )}
    </Box>
  );
}
