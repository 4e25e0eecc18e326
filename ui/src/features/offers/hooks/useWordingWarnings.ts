import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSettled } from '../../../lib/useSettled';
import { offerWordingQuery } from '../api/wording';
import { parseAmount, type OfferFormValues } from '../offerForm';

export interface WordingWarning {
  rule: string;
  field: string;
  message: string;
  law: string;
}

/** How long the texts must stay still before they are checked. */
export const WORDING_DEBOUNCE_MS = 600;

const NO_WARNING: WordingWarning[] = [];

const hasText = (input: { title: string; companyPresentation: string; description: string; perfectCandidateDescription: string }) =>
  [input.title, input.companyPresentation, input.description, input.perfectCandidateDescription].some((text) => text.trim() !== '');

/**
 * The checker's warnings on the form's texts, asked once the recruiter stops typing (the last
 * ones stay until the next answer). They are advice: a failed check shows nothing and never
 * blocks the form.
 */
export function useWordingWarnings(values: OfferFormValues): WordingWarning[] {
  const { title, companyPresentation, description, perfectCandidateDescription, payPeriod } = values;
  // The range, so a pay written in the texts is checked against it.
  const input = {
    title,
    companyPresentation,
    description,
    perfectCandidateDescription,
    payMin: parseAmount(values.payMin),
    payMax: parseAmount(values.payMax),
    payPeriod,
  };
  const { value: asked } = useSettled(input, WORDING_DEBOUNCE_MS);
  const enabled = asked !== null && hasText(asked);
  const query = useQuery({ ...offerWordingQuery(asked ?? input), enabled, placeholderData: keepPreviousData });
  if (!hasText(input) || !enabled) return NO_WARNING;
  return query.data?.offerWording ?? NO_WARNING;
}
