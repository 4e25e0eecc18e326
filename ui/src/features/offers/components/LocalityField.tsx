import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import type { LocalityOption } from '../offerForm';

/** Spec section 9: the place search waits 350 ms after the last key. */
export const PLACE_DEBOUNCE_MS = 350;

export const localityLabel = (locality: LocalityOption) => `${locality.name} ${locality.postalCode}`;

interface LocalityFieldProps {
  value: LocalityOption | null;
  onChange: (value: LocalityOption | null) => void;
  /** Asks the server for suggestions (the route provides it). */
  search: (text: string) => Promise<LocalityOption[]>;
  disabled?: boolean;
  /** Why the field is invalid (« Ce champ est obligatoire. »), shown under it. */
  error?: string;
}

/** The one place of an offer: suggestions by name or postal code, biggest towns first. */
export function LocalityField({ value, onChange, search, disabled, error }: LocalityFieldProps) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<LocalityOption[]>([]);
  const [loading, setLoading] = useState(false);

  const typed = input.trim();
  const shown = value && input === localityLabel(value);

  useEffect(() => {
    if (typed.length < 2 || shown) {
      setLoading(false);
      return undefined;
    }
    let active = true;
    setLoading(true);
    const timer = setTimeout(() => {
      search(typed).then(
        (found) => {
          if (!active) return;
          setOptions(found);
          setLoading(false);
        },
        () => {
          if (!active) return;
          setOptions([]);
          setLoading(false);
        },
      );
    }, PLACE_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [typed, shown, search]);

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      getOptionLabel={localityLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(all) => all}
      loading={loading}
      loadingText={M.localityLoading}
      noOptionsText={typed.length < 2 ? M.localityTyping : M.localityNone}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={M.locality}
          name="locality"
          required
          placeholder={M.localityPlaceholder}
          error={error !== undefined}
          helperText={error ?? M.localityHelp}
        />
      )}
    />
  );
}
