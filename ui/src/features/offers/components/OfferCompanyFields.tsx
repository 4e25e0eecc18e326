import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import type { OfferFormChoices } from '../offerForm';
import { nativeSelect, Section, type OfferFieldsProps } from './OfferFormSection';

interface Props extends OfferFieldsProps {
  companies: OfferFormChoices['companies'];
  /** Picks the company (its presentation comes with it when the field is empty). */
  onCompany: (id: string) => void;
}

/** « L'entreprise »: which of the recruiter's companies, and its presentation. */
export function OfferCompanyFields({ values, set, disabled, invalid, companies, onCompany }: Props) {
  const companyKnown = companies.some((company) => company.id === values.companyId);
  return (
    <Section title={M.sections.company}>
      {companies.length === 0 ? (
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
          onChange={(event) => onCompany(event.target.value)}
          disabled={disabled}
          slotProps={nativeSelect}
        >
          {!companyKnown && <option value={values.companyId}>{values.companyId ? M.company : M.choose}</option>}
          {companies.map((company) => (
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
  );
}
