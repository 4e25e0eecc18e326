import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { searchPlaceLocalities } from '../../../components/places/api';
import { LIMITS } from '../../../gql/limits';
import { RECOMMENDATIONS_MESSAGES } from '../messages';

const M = RECOMMENDATIONS_MESSAGES.preferences;

export interface Town {
  id: string;
  name: string;
}

/** Her towns: typed names or postal codes, suggested by the server (towns and districts). */
export function TownsField({ value, onChange }: { value: Town[]; onChange: (towns: Town[]) => void }) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Town[]>([]);
  useEffect(() => {
    const typed = input.trim();
    if (typed.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      searchPlaceLocalities(typed)
        .then((found) => {
          if (current) setOptions(found.edges.map(({ node }) => ({ id: node.id, name: `${node.name} (${node.postalCode})` })));
        })
        .catch(() => undefined);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input]);
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      filterOptions={(all) => all}
      options={options}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(town) => town.name}
      getOptionDisabled={() => value.length >= LIMITS.preferences.places}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, towns) => onChange(towns)}
      renderInput={(params) => <TextField {...params} label={M.towns} helperText={M.townsHelp} />}
    />
  );
}
