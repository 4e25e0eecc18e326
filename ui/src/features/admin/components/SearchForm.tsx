import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../gql/limits';

/** The servers' bound on a back-office search (`search` arguments: 100 characters). */
const MAX_SEARCH = LIMITS.text.adminSearch;

/**
 * The search above a back-office list: the text is sent (trimmed) when the form is submitted,
 * not at each keystroke; `children` are the list's other filters, placed before the text.
 */
export function SearchForm({
  label,
  button,
  onSearch,
  children,
}: {
  label: string;
  button: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
      {children}
      <TextField
        label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: MAX_SEARCH } }}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Button type="submit" variant="outlined" color="secondary">
        {button}
      </Button>
    </Box>
  );
}
