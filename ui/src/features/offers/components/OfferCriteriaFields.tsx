import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import type { OfferFormChoices, RequiredField } from '../offerForm';
import { nativeSelect, Section, type OfferFieldsProps } from './OfferFormSection';
import { PayFields } from './PayFields';
import { TrainingFields } from './TrainingFields';
import type { TrainingKind } from '../../../gql/graphql';

interface Props extends OfferFieldsProps {
  choices: OfferFormChoices;
  missing: ReadonlySet<RequiredField>;
  /** The ids of the job types' legend and help. */
  ids: { types: string; typesHelp: string };
  /** The chosen contract's training kind: its fields, and a pay the law sets. */
  kind: TrainingKind | null;
}

/** « Les critères »: contract, pay, position and job types. */
export function OfferCriteriaFields({ values, set, disabled, invalid, choices, missing, ids, kind }: Props) {
  const positionKnown = choices.positions.some((group) => group.positions.some((position) => position.id === values.jobPositionId));
  const toggleType = (id: string, checked: boolean) =>
    set('jobTypeIds', checked ? [...values.jobTypeIds, id] : values.jobTypeIds.filter((item) => item !== id));
  return (
    <Section title={M.sections.criteria}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          select
          label={M.contract}
          name="jobContractIRI"
          required
          {...invalid('jobContractId')}
          value={values.jobContractId}
          onChange={(event) => set('jobContractId', event.target.value)}
          disabled={disabled}
          slotProps={nativeSelect}
        >
          <option value="">{M.choose}</option>
          {choices.contracts.map((item) => (
            <option key={item.id} value={item.id}>
              {item.freePublication ? M.contractFree(item.name) : item.name}
            </option>
          ))}
        </TextField>
        {kind && <TrainingFields values={values} set={set} disabled={disabled} invalid={invalid} kind={kind} diplomas={choices.diplomas} />}
        <PayFields values={values} set={set} disabled={disabled} invalid={invalid} legal={kind !== null} />
        <TextField
          select
          label={M.position}
          name="jobPositionIRI"
          required
          {...invalid('jobPositionId')}
          value={values.jobPositionId}
          onChange={(event) => set('jobPositionId', event.target.value)}
          disabled={disabled}
          slotProps={nativeSelect}
          sx={{ gridColumn: { md: '1 / -1' } }}
        >
          <option value="">{M.choose}</option>
          {!positionKnown && values.jobPositionId && <option value={values.jobPositionId}>{M.position}</option>}
          {choices.positions.map((group) => (
            <optgroup key={group.family} label={group.family}>
              {group.positions.map((position) => (
                <option key={position.id} value={position.id}>
                  {position.name}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      </Box>
      <FormControl component="fieldset" required disabled={disabled} error={missing.has('jobTypeIds')} sx={{ minWidth: 0 }}>
        <FormLabel component="legend" id={ids.types} sx={{ mb: 0.5 }}>
          {M.jobTypes}
        </FormLabel>
        <FormGroup
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {choices.jobTypes.map((type) => (
            <FormControlLabel
              key={type.id}
              control={
                <Checkbox
                  checked={values.jobTypeIds.includes(type.id)}
                  onChange={(event) => toggleType(type.id, event.target.checked)}
                  name="jobTypesIRI"
                  value={type.id}
                  slotProps={{
                    input: { 'aria-invalid': missing.has('jobTypeIds') || undefined, 'aria-describedby': ids.typesHelp } as object,
                  }}
                />
              }
              label={type.name}
            />
          ))}
        </FormGroup>
        <FormHelperText id={ids.typesHelp}>{missing.has('jobTypeIds') ? M.requiredField : M.jobTypesHelp}</FormHelperText>
      </FormControl>
    </Section>
  );
}
