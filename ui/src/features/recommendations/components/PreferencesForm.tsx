import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../gql/limits';
import type { PreferencesInput } from '../api/recommendations';
import { RECOMMENDATIONS_MESSAGES } from '../messages';
import { TownsField, type Town } from './TownsField';

const M = RECOMMENDATIONS_MESSAGES.preferences;
type Period = 'YEAR' | 'MONTH' | 'HOUR';
const PERIODS: Period[] = ['YEAR', 'MONTH', 'HOUR'];

export interface Choice {
  id: string;
  name: string;
}

export interface PreferencesValue {
  positions: Choice[];
  localities: Town[];
  radiusKm: number;
  contracts: Choice[];
  payFloor: number | null;
  payFloorPeriod: Period | null;
  availableFrom: string | null;
  recommendationsEnabled: boolean;
  weeklyMail: boolean;
}

/** What she looks for: trades, towns and a radius, contracts, a pay floor, a start date, the two switches. */
export function PreferencesForm({
  initial,
  trades,
  contracts,
  pending,
  onSubmit,
}: {
  initial: PreferencesValue;
  trades: Choice[];
  contracts: Choice[];
  pending: boolean;
  onSubmit: (input: PreferencesInput) => void;
}) {
  const [value, setValue] = useState(initial);
  const [floor, setFloor] = useState(initial.payFloor === null ? '' : String(initial.payFloor));
  const change = (part: Partial<PreferencesValue>) => setValue((was) => ({ ...was, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(floor.replace(',', '.').replace(/\s/g, ''));
    const payFloor = floor.trim() === '' || !Number.isFinite(amount) ? null : amount;
    onSubmit({
      positions: value.positions.map((p) => p.id),
      localities: value.localities.map((t) => t.id),
      radiusKm: value.radiusKm,
      contracts: value.contracts.map((c) => c.id),
      payFloor,
      payFloorPeriod: payFloor === null ? null : (value.payFloorPeriod ?? 'YEAR'),
      availableFrom: value.availableFrom || null,
      recommendationsEnabled: value.recommendationsEnabled,
      weeklyMail: value.weeklyMail,
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.formLabel} sx={{ display: 'grid', gap: 2.5 }}>
      <Autocomplete
        multiple
        filterSelectedOptions
        options={trades}
        value={value.positions}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(trade) => trade.name}
        getOptionDisabled={() => value.positions.length >= LIMITS.preferences.trades}
        onChange={(_, positions) => change({ positions })}
        renderInput={(params) => <TextField {...params} label={M.trades} helperText={M.tradesHelp} />}
      />
      <TownsField value={value.localities} onChange={(localities) => change({ localities })} />
      <TextField
        label={M.radius}
        type="number"
        value={value.radiusKm}
        slotProps={{ htmlInput: { min: LIMITS.preferences.minRadiusKm, max: LIMITS.preferences.maxRadiusKm } }}
        onChange={(event) => change({ radiusKm: Number(event.target.value) })}
      />
      <Autocomplete
        multiple
        filterSelectedOptions
        options={contracts}
        value={value.contracts}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(contract) => contract.name}
        onChange={(_, chosen) => change({ contracts: chosen })}
        renderInput={(params) => <TextField {...params} label={M.contracts} helperText={M.contractsHelp} />}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField label={M.payFloor} inputMode="decimal" value={floor} onChange={(event) => setFloor(event.target.value)} />
        <TextField
          select
          label={M.payPeriod}
          value={value.payFloorPeriod ?? 'YEAR'}
          onChange={(event) => change({ payFloorPeriod: event.target.value as Period })}
        >
          {PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {M.periods[period]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        label={M.availableFrom}
        type="date"
        value={value.availableFrom ?? ''}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => change({ availableFrom: event.target.value || null })}
      />
      <FormControlLabel
        control={
          <Switch checked={value.recommendationsEnabled} onChange={(event) => change({ recommendationsEnabled: event.target.checked })} />
        }
        label={M.enabled}
      />
      <FormControlLabel
        control={<Switch checked={value.weeklyMail} onChange={(event) => change({ weeklyMail: event.target.checked })} />}
        label={M.weekly}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {M.save}
        </Button>
      </Box>
    </Box>
  );
}
