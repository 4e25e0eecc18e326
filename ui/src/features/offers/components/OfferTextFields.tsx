import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../gql/limits';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import { Section, type OfferFieldsProps } from './OfferFormSection';

/** « Le poste »: the title and the two texts. */
export function OfferTextFields({ values, set, disabled, invalid }: OfferFieldsProps) {
  return (
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
  );
}
