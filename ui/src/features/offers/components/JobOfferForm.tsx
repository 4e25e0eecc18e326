import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import {
  canSubmitOffer,
  missingFields,
  withCompany,
  type LocalityOption,
  type OfferFormChoices,
  type OfferFormValues,
  type RequiredField,
} from '../offerForm';
import { useWordingWarnings } from '../hooks/useWordingWarnings';
import { LocalityField } from './LocalityField';
import { PayFields } from './PayFields';
import { WordingWarnings } from './WordingWarnings';
import { LIMITS } from '../../../gql/limits';

/** What a button asks for: create/update as draft, publish, or save a live offer's changes. */
export type OfferIntent = 'draft' | 'publish' | 'save';

export interface JobOfferFormProps {
  choices: OfferFormChoices;
  initialValues: OfferFormValues;
  /** `create`: draft or publish. `edit-draft`: the same on an existing offer. `edit-live`: save only. */
  mode: 'create' | 'edit-draft' | 'edit-live';
  /** The request running, if any (its button shows progress, every button is disabled). */
  busy: OfferIntent | null;
  /** The server's messages (one per line), shown above the buttons. */
  errors?: string | null;
  onSubmit: (values: OfferFormValues, intent: OfferIntent) => void;
  onCancel?: () => void;
  searchLocalities: (text: string) => Promise<LocalityOption[]>;
  /** Publishing is not possible yet (unconfirmed e-mail): the publish button is disabled
   * and this notice, given the id passed, says why. */
  publishBlocked?: (id: string) => ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: { xs: '1.35rem', md: '1.5rem' }, mb: 2.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The `name` of each required field's input: where the focus goes when it is missing. */
const INPUT_NAMES: Record<RequiredField, string> = {
  companyId: 'localizedCompanyCompanyId',
  companyPresentation: 'companyPresentation',
  title: 'title',
  description: 'description',
  perfectCandidateDescription: 'perfectCandidateDescription',
  jobContractId: 'jobContractIRI',
  payMin: 'payMin',
  payMax: 'payMax',
  jobPositionId: 'jobPositionIRI',
  jobTypeIds: 'jobTypesIRI',
  locality: 'locality',
};

/**
 * The offer form (create and edit): title required, one choice in each single-choice filter,
 * job types multi-choice, the company and its presentation, the two texts, one place.
 */
export function JobOfferForm({
  choices,
  initialValues,
  mode,
  busy,
  errors,
  onSubmit,
  onCancel,
  searchLocalities,
  publishBlocked,
}: JobOfferFormProps) {
  const [values, setValues] = useState(initialValues);
  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const warnings = useWordingWarnings(values);
  const ids = { hint: useId(), types: useId(), typesHelp: useId(), errors: useId(), blocked: useId() };
  const root = useRef<HTMLFormElement>(null);
  // After a first attempt, each required field left empty says so under itself (issue 35),
  // and stops saying it once filled.
  const [tried, setTried] = useState(false);
  const missing = new Set(tried ? missingFields(values) : []);
  const invalid = (field: RequiredField, help?: string) =>
    missing.has(field) ? { error: true, helperText: M.requiredField } : help === undefined ? {} : { helperText: help };

  const disabled = busy !== null;
  const blocked = publishBlocked !== undefined && mode !== 'edit-live';
  const ready = canSubmitOffer(values);
  const contract = choices.contracts.find((item) => item.id === values.jobContractId);
  const positionKnown = choices.positions.some((group) => group.positions.some((position) => position.id === values.jobPositionId));
  const companyKnown = choices.companies.some((company) => company.id === values.companyId);

  const toggleType = (id: string, checked: boolean) =>
    set('jobTypeIds', checked ? [...values.jobTypeIds, id] : values.jobTypeIds.filter((item) => item !== id));

  const button = (intent: OfferIntent, label: string, busyLabel: string, variant: 'contained' | 'outlined') => (
    <Button
      key={intent}
      type="button"
      variant={variant}
      color={variant === 'contained' ? 'primary' : 'secondary'}
      size="large"
      disabled={disabled || !ready || (intent === 'publish' && blocked)}
      aria-describedby={intent === 'publish' && blocked ? ids.blocked : !ready ? ids.hint : undefined}
      onClick={() => {
        const empty = missingFields(values);
        if (empty.length === 0) return onSubmit(values, intent);
        setTried(true);
        root.current?.querySelector<HTMLElement>(`[name="${INPUT_NAMES[empty[0]]}"]`)?.focus();
      }}
      startIcon={busy === intent ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {busy === intent ? busyLabel : label}
    </Button>
  );

  return (
    <Box
      component="form"
      ref={root}
      noValidate
      aria-label={M.formLabel}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: { xs: 4, md: 5 }, maxWidth: 860 }}
    >
      <Typography variant="body2" color="text.secondary">
        {M.requiredHint}
      </Typography>

      <Section title={M.sections.company}>
        {choices.companies.length === 0 ? (
          <Alert severity="warning">
            {M.noCompany} <Link href="/dashboard/company">{M.companyLink}</Link>
          </Alert>
        ) : (
          <TextField
            select
            label={M.company}
            name="localizedCompanyCompanyId"
            required
            {...invalid('companyId')}
            value={values.companyId}
            onChange={(event) => setValues((current) => withCompany(current, event.target.value, choices.companies))}
            disabled={disabled}
            slotProps={nativeSelect}
          >
            {!companyKnown && <option value={values.companyId}>{values.companyId ? M.company : M.choose}</option>}
            {choices.companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          label={M.companyPresentation}
          name="companyPresentation"
          required
          multiline
          minRows={4}
          value={values.companyPresentation}
          onChange={(event) => set('companyPresentation', event.target.value)}
          disabled={disabled}
          {...invalid('companyPresentation', M.companyPresentationHelp)}
        />
      </Section>

      <Section title={M.sections.job}>
        <TextField
          label={M.title}
          name="title"
          required
          {...invalid('title')}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          disabled={disabled}
          placeholder={M.titlePlaceholder}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.offerTitle } }}
        />
        <TextField
          label={M.description}
          name="description"
          required
          multiline
          minRows={8}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          disabled={disabled}
          {...invalid('description', `${M.descriptionHelp} ${M.textFormatHelp}`)}
        />
        <TextField
          label={M.perfectCandidateDescription}
          name="perfectCandidateDescription"
          required
          multiline
          minRows={5}
          value={values.perfectCandidateDescription}
          onChange={(event) => set('perfectCandidateDescription', event.target.value)}
          disabled={disabled}
          {...invalid('perfectCandidateDescription', `${M.perfectCandidateHelp} ${M.textFormatHelp}`)}
        />
      </Section>

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
          <PayFields values={values} set={set} disabled={disabled} invalid={invalid} />
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

      <Section title={M.sections.place}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <LocalityField
            value={values.locality}
            onChange={(next) => set('locality', next)}
            search={searchLocalities}
            disabled={disabled}
            error={missing.has('locality') ? M.requiredField : undefined}
          />
          <TextField
            label={M.address}
            name="localizedCompanyAddress1"
            value={values.address1}
            onChange={(event) => set('address1', event.target.value)}
            disabled={disabled}
            placeholder={M.addressPlaceholder}
          />
        </Box>
      </Section>

      <WordingWarnings warnings={warnings} />

      {errors && (
        <Alert id={ids.errors} severity="error" role="note" sx={{ whiteSpace: 'pre-line' }} data-testid="offer-form-errors">
          <AlertTitle>{M.errorsTitle}</AlertTitle>
          {errors}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 1.5, pt: 3, borderTop: `1px solid ${palette.line}` }}>
        {mode !== 'edit-live' && contract && (
          <Typography variant="body2" color="text.secondary">
            {contract.freePublication ? M.freePublication : M.creditPublication}
          </Typography>
        )}
        {blocked && publishBlocked(ids.blocked)}
        {!ready && (
          <Typography id={ids.hint} variant="body2" color="text.secondary">
            {M.disabledHint}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > .MuiButton-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' } } }}>
          {mode === 'edit-live'
            ? button('save', M.saveChanges, M.saving, 'contained')
            : [button('publish', M.publish, M.publishing, 'contained'), button('draft', M.saveDraft, M.saving, 'outlined')]}
          {onCancel && (
            <Button type="button" variant="text" color="secondary" size="large" onClick={onCancel} disabled={busy !== null}>
              {M.cancel}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
