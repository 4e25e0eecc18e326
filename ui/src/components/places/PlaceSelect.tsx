/**
 * The multi-select place box (placeholder « Où ? »): regions, departments, towns and
 * districts as chips. It receives its options from `usePlaceOptions` (the route loads them).
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { placeToken } from '../../lib/jobSearch';
import { palette } from '../../lib/theme';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { PLACE_MESSAGES as M } from './messages';
import { chipLabel, samePlace, type PlaceOption } from './placeOptions';
import { anchorAfterFrame } from './anchorAfterFrame';
import type { PlaceOptionsState } from './usePlaceOptions';

interface PlaceSelectProps {
  id: string;
  places: PlaceOptionsState;
  onChange: (places: PlaceOption[]) => void;
  /** `bare`: no frame (inside the home search block). */
  variant?: 'outlined' | 'bare';
  /** Extra attributes of the floating list (e.g. to recognise clicks on it). */
  listAttributes?: Record<string, string>;
}

export function PlaceSelect({ id, places, onChange, variant = 'outlined', listAttributes }: PlaceSelectProps) {
  return (
    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {M.label}
      </Box>
      <Autocomplete
        id={id}
        multiple
        autoHighlight
        filterSelectedOptions
        options={places.options}
        value={places.value}
        inputValue={places.inputValue}
        onInputChange={(_event, text) => places.setInputValue(text)}
        onChange={(_event, value) => onChange(value)}
        onOpen={places.open}
        filterOptions={(options) => options}
        isOptionEqualToValue={samePlace}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => placeToken(option)}
        loading={places.loading}
        loadingText={M.loading}
        noOptionsText={places.error ? M.loadError : M.noOptions}
        slotProps={{ popper: listAttributes ?? {} }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{option.label}</span>
            <Box component="span" sx={{ color: palette.inkSoft, fontSize: '0.8rem', flexShrink: 0 }}>
              {M.types[option.type]}
            </Box>
          </Box>
        )}
        renderValue={(value, getItemProps) =>
          value.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={chipLabel(option)} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            variant={variant === 'bare' ? 'standard' : 'outlined'}
            placeholder={places.value.length === 0 ? M.placeholder : undefined}
            InputProps={{
              ...params.InputProps,
              ref: anchorAfterFrame(params.InputProps.ref),
              ...(variant === 'bare' ? { disableUnderline: true } : {}),
              startAdornment: (
                <>
                  <PlaceOutlinedIcon aria-hidden sx={{ color: palette.inkSoft, ml: variant === 'bare' ? 0 : 0.5, mr: 0.5 }} />
                  {params.InputProps.startAdornment}
                </>
              ),
            }}
          />
        )}
      />
    </Box>
  );
}
