import { useEffect, useState } from 'react';
import { graphqlRequest } from '../../../lib/graphql';
import { OfferWordingQuery } from '../api/wording';
import { parseAmount, type OfferFormValues } from '../offerForm';

export interface WordingWarning {
  rule: string;
  field: string;
  message: string;
  law: string;
}

/** How long the texts must stay still before they are checked. */
export const WORDING_DEBOUNCE_MS = 600;

/**
 * The checker's warnings on the form's texts, asked once the recruiter stops typing. They
 * are advice: a failed check shows nothing and never blocks the form.
 */
export function useWordingWarnings(values: OfferFormValues): WordingWarning[] {
  const [warnings, setWarnings] = useState<WordingWarning[]>([]);
  const { title, companyPresentation, description, perfectCandidateDescription, payPeriod } = values;
  // The range, so a pay written in the texts is checked against it.
  const payMin = parseAmount(values.payMin);
  const payMax = parseAmount(values.payMax);

  useEffect(() => {
    const texts = { title, companyPresentation, description, perfectCandidateDescription };
    if (!Object.values(texts).some((text) => text.trim() !== '')) {
      setWarnings([]);
      return;
    }
    let active = true;
    const timer = setTimeout(() => {
      const input = { ...texts, payMin, payMax, payPeriod };
      graphqlRequest(OfferWordingQuery, { input }).then(
        (data) => {
          if (active) setWarnings(data.offerWording);
        },
        () => {
          if (active) setWarnings([]);
        },
      );
    }, WORDING_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [title, companyPresentation, description, perfectCandidateDescription, payMin, payMax, payPeriod]);

  return warnings;
}
