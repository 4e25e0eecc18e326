/**
 * Saving the offer form (spec sections 4 and 8):
 * - Enregistrer en Brouillon: create (or update) → warning 'Annonce enregistrée';
 * - Publier mon annonce: create (or update), then status 2 → 'Publication en ligne';
 *   when publishing fails (no credit) the offer stays a draft and the recruiter goes to
 *   /dashboard/jobs at once, where the failure shows for 15 s (spec section 4: "warns about
 *   missing credits and goes to /dashboard/jobs"; the form is not held while it shows);
 * - a refused save: 'Annonce invalide' with the server's messages, else 'Une erreur est survenue.'.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { JobOfferFieldsFragment } from '../../../gql/graphql';
import { GraphqlRequestError } from '../../../lib/graphql';
import { hasErrorCode } from '../../../lib/failure';
import { notify } from '../../../lib/notifications';
import { useCreateJobOffer, useUpdateJobOffer, useUpdateJobOfferStatus } from '../api/offers';
import type { OfferIntent } from '../components/JobOfferForm';
import { OFFER_NOTIFICATIONS as N, OFFER_STATUS } from '../messages';
import { toJobOfferInput, type OfferFormValues } from '../offerForm';

export const JOBS_PATH = '/dashboard/jobs';

/** The text to show for a failed request, or null when it was already dealt with (401). */
export function failureMessage(error: unknown): string | null {
  if (error instanceof GraphqlRequestError) {
    if (error.status === 401) return null;
    return error.message.trim() || N.unknownError;
  }
  return N.unknownError;
}

/** Publishes an offer; on failure shows why (the no-credit text of the spec for 15 s). */
export function usePublishOffer() {
  const { mutateAsync: setStatus } = useUpdateJobOfferStatus();
  return useCallback(
    async (id: string): Promise<{ status: number; statusLabel: string } | null> => {
      try {
        const data = await setStatus({ input: { id, status: OFFER_STATUS.published } });
        // Over the checker's warnings the server holds it for staff (status 1): say so.
        const held = data.updateStatusJobOffer.jobOffer.status === OFFER_STATUS.held;
        notify(
          held
            ? { severity: 'info', title: N.heldTitle, message: N.held }
            : { severity: 'success', title: N.publishedTitle, message: N.published },
        );
        return data.updateStatusJobOffer.jobOffer;
      } catch (error) {
        const message = failureMessage(error);
        if (message !== null) {
          const noCredit = hasErrorCode(error, 'NO_CREDIT');
          notify({
            severity: 'error',
            ...(noCredit ? {} : { title: N.publishFailedTitle }),
            message: noCredit ? N.noCredit : message,
            timeout: N.noCreditTimeoutMs,
          });
        }
        return null;
      }
    },
    [setStatus],
  );
}

interface Options {
  /** The offer being edited; absent on /emploi/nouvelle-annonce. */
  offer?: JobOfferFieldsFragment;
  /** After an update that keeps the recruiter on the offer page. */
  onSaved?: (offer: JobOfferFieldsFragment) => void;
}

export function useOfferSubmit({ offer, onSaved }: Options = {}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<OfferIntent | null>(null);
  const [errors, setErrors] = useState<string | null>(null);
  const { mutateAsync: create } = useCreateJobOffer();
  const { mutateAsync: change } = useUpdateJobOffer();
  const publishOffer = usePublishOffer();

  const submit = useCallback(
    async (values: OfferFormValues, intent: OfferIntent) => {
      setBusy(intent);
      setErrors(null);
      let saved: JobOfferFieldsFragment;
      try {
        const input = toJobOfferInput(values, offer?.id);
        saved = offer ? (await change({ input })).updateJobOffer.jobOffer : (await create({ input })).createJobOffer.jobOffer;
      } catch (error) {
        setBusy(null);
        const message = failureMessage(error);
        if (message === null) return;
        setErrors(message);
        notify({ severity: 'error', title: N.invalidTitle, message });
        return;
      }

      if (intent !== 'publish') {
        setBusy(null);
        notify({ severity: intent === 'draft' ? 'warning' : 'success', message: N.draftSaved });
        if (onSaved) onSaved(saved);
        else navigate(JOBS_PATH);
        return;
      }

      const published = await publishOffer(saved.id);
      setBusy(null);
      // Refused (no credit): the draft is saved; the list shows it beside the message.
      if (published && onSaved) onSaved({ ...saved, ...published });
      else navigate(JOBS_PATH);
    },
    [offer, onSaved, navigate, create, change, publishOffer],
  );

  return { submit, busy, errors };
}
