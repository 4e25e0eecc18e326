import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TrainingKind } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { OFFER_FORM_MESSAGES } from '../messages';
import type { Choice, OfferFormValues } from '../offerForm';
import { nativeSelect } from './OfferFormSection';

const M = OFFER_FORM_MESSAGES.training;

type TrainingKey = 'diplomaId' | 'trainingSchool' | 'trainingRhythm' | 'trainingMonths' | 'trainingStartsOn';

/** The months the law allows (`Kind::months` in src/offers/training.rs). */
const MONTHS: Record<TrainingKind, [number, number]> = {
  APPRENTICESHIP: [6, 48],
  PROFESSIONALISATION: [6, 36],
  INTERNSHIP: [1, 6],
};

interface Props {
  values: OfferFormValues;
  set: <K extends TrainingKey>(key: K, value: OfferFormValues[K]) => void;
  disabled: boolean;
  invalid: (field: 'diplomaId' | 'trainingMonths' | 'trainingStartsOn', help?: string) => { error?: boolean; helperText?: string };
  kind: TrainingKind;
  diplomas: Choice[];
}

/**
 * A training contract's own fields (issue 55): the diploma prepared (optional for an internship), the school or CFA,
 * the rhythm, the length in months and the first day.
 */
export function TrainingFields({ values, set, disabled, invalid, kind, diplomas }: Props) {
  const [min, max] = MONTHS[kind];
  return (
    <Box component="fieldset" sx={{ gridColumn: { md: '1 / -1' }, border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5 }}>
        {M.legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          select
          label={M.diploma}
          name="diplomaIRI"
          required={kind !== 'INTERNSHIP'}
          value={values.diplomaId}
          onChange={(event) => set('diplomaId', event.target.value)}
          disabled={disabled}
          slotProps={nativeSelect}
          {...invalid('diplomaId')}
        >
          <option value="">{OFFER_FORM_MESSAGES.choose}</option>
          {diplomas.map((diploma) => (
            <option key={diploma.id} value={diploma.id}>
              {diploma.name}
            </option>
          ))}
        </TextField>
        <TextField
          label={M.school}
          name="trainingSchool"
          value={values.trainingSchool}
          onChange={(event) => set('trainingSchool', event.target.value)}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.trainingSchool } }}
        />
        <TextField
          label={M.rhythm}
          name="trainingRhythm"
          value={values.trainingRhythm}
          onChange={(event) => set('trainingRhythm', event.target.value)}
          disabled={disabled}
          helperText={M.rhythmHelp}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.trainingRhythm } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <TextField
          label={M.months}
          name="trainingMonths"
          required
          inputMode="numeric"
          value={values.trainingMonths}
          onChange={(event) => set('trainingMonths', event.target.value)}
          disabled={disabled}
          {...invalid('trainingMonths', M.monthsHelp(min, max))}
        />
        <TextField
          label={M.startsOn}
          name="trainingStartsOn"
          type="date"
          required
          value={values.trainingStartsOn}
          onChange={(event) => set('trainingStartsOn', event.target.value)}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
          {...invalid('trainingStartsOn')}
        />
      </Box>
    </Box>
  );
}
