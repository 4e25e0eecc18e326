import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import {
  canSubmitOffer,
  missingFields,
  trainingKind,
  withCompany,
  type LocalityOption,
  type OfferFormChoices,
  type OfferFormValues,
  type RequiredField,
} from '../offerForm';
import { useWordingWarnings } from '../hooks/useWordingWarnings';
import { OfferCompanyFields } from './OfferCompanyFields';
import { OfferCriteriaFields } from './OfferCriteriaFields';
import { OfferFormActions } from './OfferFormActions';
import { OfferPlaceFields } from './OfferPlaceFields';
import { OfferTextFields } from './OfferTextFields';
import { WordingWarnings } from './WordingWarnings';

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

/** The `name` of each required field's input: where the focus goes when it is missing. */
const INPUT_NAMES: Record<RequiredField, string> = {
  companyId: 'localizedCompanyCompanyId',
  companyPresentation: 'companyPresentation',
  title: 'title',
  description: 'description',
  perfectCandidateDescription: 'perfectCandidateDescription',
  jobContractId: 'jobContractIRI',
  diplomaId: 'diplomaIRI',
  trainingMonths: 'trainingMonths',
  trainingStartsOn: 'trainingStartsOn',
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
  const kind = trainingKind(values, choices);
  const missing = new Set(tried ? missingFields(values, kind) : []);
  const invalid = (field: RequiredField, help?: string) =>
    missing.has(field) ? { error: true, helperText: M.requiredField } : help === undefined ? {} : { helperText: help };

  const disabled = busy !== null;
  const blocked = publishBlocked !== undefined && mode !== 'edit-live';
  const ready = canSubmitOffer(values, kind);
  const contract = choices.contracts.find((item) => item.id === values.jobContractId);
  const fields = { values, set, disabled, invalid };

  const attempt = (intent: OfferIntent) => {
    const empty = missingFields(values, kind);
    if (empty.length === 0) return onSubmit({ ...values, trainingKind: kind }, intent);
    setTried(true);
    root.current?.querySelector<HTMLElement>(`[name="${INPUT_NAMES[empty[0]]}"]`)?.focus();
  };

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

      <OfferCompanyFields
        {...fields}
        companies={choices.companies}
        onCompany={(id) => setValues((current) => withCompany(current, id, choices.companies))}
      />
      <OfferTextFields {...fields} />
      <OfferCriteriaFields {...fields} choices={choices} missing={missing} ids={ids} kind={kind} />
      <OfferPlaceFields
        values={values}
        set={set}
        disabled={disabled}
        searchLocalities={searchLocalities}
        missing={missing.has('locality')}
      />

      <WordingWarnings warnings={warnings} />

      {errors && (
        <Alert id={ids.errors} severity="error" role="note" sx={{ whiteSpace: 'pre-line' }} data-testid="offer-form-errors">
          <AlertTitle>{M.errorsTitle}</AlertTitle>
          {errors}
        </Alert>
      )}

      <OfferFormActions
        mode={mode}
        busy={busy}
        contract={contract}
        ready={ready}
        blocked={blocked ? publishBlocked : null}
        ids={ids}
        onIntent={attempt}
        onCancel={onCancel}
      />
    </Box>
  );
}
