import { useState, type FormEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { palette } from '../../../lib/theme';
import { HOME_MESSAGES } from '../messages';

const M = HOME_MESSAGES.search;

/** `/emploi`, with the keywords in `search` (the job list pre-fills them). */
export function searchPath(terms: string): string {
  const trimmed = terms.trim();
  return trimmed ? `/emploi?search=${encodeURIComponent(trimmed)}` : '/emploi';
}

/**
 * The home search block: submitting opens the job list with the keywords; a click on the
 * block outside its fields also opens the job list (spec section 2).
 */
export function HomeSearchBlock({ onSearch }: { onSearch: (path: string) => void }) {
  const [terms, setTerms] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchPath(terms));
  };
  const clickBlock = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, button, select, [role="combobox"], [role="listbox"]')) return;
    onSearch(searchPath(terms));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={M.label}
      onSubmit={submit}
      onClick={clickBlock}
      sx={{ cursor: 'pointer', mt: 4, p: 1, display: 'flex', gap: 1, alignItems: 'center', bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 999, boxShadow: '0 12px 32px rgba(30, 42, 54, 0.08)', maxWidth: 640 }}
    >
      <SearchIcon aria-hidden sx={{ ml: 1.5, color: palette.inkSoft }} />
      <Box component="label" htmlFor="recherche-accueil" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {M.keywordsLabel}
      </Box>
      <InputBase
        id="recherche-accueil"
        name="search"
        value={terms}
        onChange={(event) => setTerms(event.target.value)}
        placeholder={M.keywordsPlaceholder}
        sx={{ flexGrow: 1, fontSize: '1.05rem', py: 0.5 }}
        inputProps={{ 'aria-describedby': 'recherche-accueil-aide' }}
      />
      <Button type="submit" variant="contained" sx={{ py: 1.25 }}>
        {M.submit}
      </Button>
      <Typography id="recherche-accueil-aide" component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {M.hint}
      </Typography>
    </Box>
  );
}
