import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { palette } from '../../lib/theme';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { SUGGESTION_MESSAGES as M } from './messages';
import { useJobSuggestions, type JobSuggestion } from './useJobSuggestions';

interface ComboboxOptions {
  /** The text of the box. */
  text: string;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onPick: (text: string) => void;
}

/** What the keyword box spreads on its `<input>` (the ARIA 1.2 combobox pattern). */
export interface ComboboxInputProps {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * Suggestions under « Quel job ? » (issue 39), as an ARIA 1.2 combobox with a listbox popup:
 * the box keeps the focus; Up and Down move through the suggestions (Down opens a closed
 * list), Enter picks the one highlighted (without one, Enter does what it did), Escape closes
 * the list; a screen reader
 * hears how many suggestions there are, and each one's count. Returns the input's props, a
 * key handler to call first (true: the key was the list's), and the popup to render under
 * the box (in a `position: relative` parent).
 */
// The results of a search as one types do not close the list (issue 58, minor 6: it closed
// ~0.7 s after the last key, before anyone on a phone could pick); Escape, Enter or a pick do.
export function useKeywordCombobox({ text, onPick }: ComboboxOptions) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [focused, setFocused] = useState(false);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [shownFor, setShownFor] = useState<JobSuggestion[]>([]);
  const suggestions = useJobSuggestions(text, focused);
  const open = focused && suggestions.length > 0 && closedFor !== text;
  // A new list starts with nothing highlighted.
  if (suggestions !== shownFor) {
    setShownFor(suggestions);
    setActive(-1);
  }
  const optionId = (index: number) => `${id}-option-${index}`;
  const pick = (suggestion: JobSuggestion) => {
    setClosedFor(suggestion.text);
    setActive(-1);
    onPick(suggestion.text);
  };

  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open) {
      // Down opens a list closed by Escape or Enter.
      if (event.key !== 'ArrowDown' || suggestions.length === 0) return false;
      event.preventDefault();
      setClosedFor(null);
      setActive(0);
      return true;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((active + 1) % suggestions.length);
        return true;
      case 'ArrowUp':
        event.preventDefault();
        setActive(active <= 0 ? suggestions.length - 1 : active - 1);
        return true;
      case 'Escape':
        event.preventDefault();
        setClosedFor(text);
        return true;
      case 'Enter':
        if (active < 0) {
          setClosedFor(text);
          return false;
        }
        event.preventDefault();
        pick(suggestions[active]);
        return true;
      default:
        return false;
    }
  };

  const inputProps: ComboboxInputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  const corrected = suggestions.some((s) => s.corrected);

  const popup: ReactNode = (
    <>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {open ? M.announced(suggestions.length, corrected) : ''}
      </Box>
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={M.listLabel}
        hidden={!open}
        sx={{
          position: 'absolute',
          zIndex: 10,
          top: '100%',
          left: 0,
          right: 0,
          mt: 0.5,
          p: 0.5,
          listStyle: 'none',
          bgcolor: palette.surface,
          border: `1px solid ${palette.line}`,
          borderRadius: 2,
          boxShadow: '0 12px 32px rgba(30, 42, 54, 0.12)',
          textAlign: 'left',
        }}
      >
        {open &&
          suggestions.map((suggestion, index) => (
            <Box
              component="li"
              key={`${suggestion.kind}-${suggestion.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the box: the click picks, the blur would close first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.stopPropagation();
                pick(suggestion);
              }}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'baseline',
                px: 1.5,
                py: 1,
                minHeight: 44,
                borderRadius: 1.5,
                cursor: 'pointer',
                bgcolor: index === active ? palette.sand : 'transparent',
                '&:hover': { bgcolor: palette.sand },
              }}
            >
              <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', color: palette.ink }}>
                {suggestion.text}
                <Box component="span" sx={visuallyHidden}>
                  ,{' '}
                </Box>
              </Box>
              {/* What the suggestion is, seen as heard (issue 58, item 35). */}
              <Box
                component="span"
                data-kind={suggestion.kind}
                sx={{
                  color: palette.inkSoft,
                  fontSize: '0.75rem',
                  whiteSpace: 'nowrap',
                  border: `1px solid ${palette.line}`,
                  borderRadius: 1,
                  px: 0.75,
                }}
              >
                {M.kinds[suggestion.kind]}
                <Box component="span" sx={visuallyHidden}>
                  {suggestion.corrected ? `, ${M.corrected}` : ''},{' '}
                </Box>
              </Box>
              <Box component="span" sx={{ color: palette.inkSoft, fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                {M.offers(suggestion.count)}
              </Box>
            </Box>
          ))}
      </Box>
    </>
  );
  return { inputProps, onKeyDown, popup };
}
