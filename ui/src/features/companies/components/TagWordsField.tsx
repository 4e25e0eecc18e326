import { useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COMPANY_MESSAGES } from '../messages';

const M = COMPANY_MESSAGES;

/** Adds tags to a list: trimmed, non-empty, without duplicates (ignoring case). */
export function addTags(current: string[], added: string[]): string[] {
  const result = [...current];
  for (const raw of added) {
    const tag = raw.trim();
    if (tag && !result.some((existing) => existing.toLowerCase() === tag.toLowerCase())) result.push(tag);
  }
  return result;
}

/**
 * The company's tag words as chips: Enter or a comma adds what is typed, leaving the field
 * too; a tag already there is not added twice. Backspace in the empty field removes the
 * last chip (the Autocomplete's own behaviour), as does each chip's delete button.
 */
export function TagWordsField({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const [input, setInput] = useState('');
  const commit = (text: string) => {
    if (text.trim()) onChange(addTags(value, text.split(',')));
    setInput('');
  };

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      forcePopupIcon={false}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' && text.includes(',')) {
          const parts = text.split(',');
          onChange(addTags(value, parts.slice(0, -1)));
          setInput(parts[parts.length - 1]);
        } else if (reason === 'input' || reason === 'clear') {
          setInput(text);
        }
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.defaultMuiPrevented = true;
          commit(input);
        }
      }}
      onBlur={() => commit(input)}
      // Chips removed with their button or Backspace.
      onChange={(_, next) => onChange(addTags([], next))}
      renderInput={(params) => <TextField {...params} label={M.tagWords} name="tagWords" helperText={M.tagWordsHelp} />}
    />
  );
}
