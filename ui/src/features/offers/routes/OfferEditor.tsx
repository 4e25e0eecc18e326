import type { JobOfferFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../lib/session';
import { searchLocalities } from '../api/localities';
import { FormLoading, LoadError } from '../components/FormStates';
import { JobOfferForm } from '../components/JobOfferForm';
import { PublishNeedsConfirmation } from '../components/PublishNeedsConfirmation';
import { useOfferFormChoices } from '../hooks/useOfferFormChoices';
import { useOfferSubmit } from '../hooks/useOfferSubmit';
import { OFFER_MESSAGES, OFFER_STATUS } from '../messages';
import { offerFormValues } from '../offerForm';

const M = OFFER_MESSAGES.detail;

/** Edit mode of the owning company: the same form as creation, prefilled. */
export function OfferEditor({
  offer,
  onSaved,
  onCancel,
}: {
  offer: JobOfferFieldsFragment;
  onSaved: (offer: JobOfferFieldsFragment) => void;
  onCancel: () => void;
}) {
  const { status, choices, error, reload } = useOfferFormChoices();
  const { submit, busy, errors } = useOfferSubmit({ offer, onSaved });
  const { isEmailConfirmed } = useSession();
  if (status === 'loading') return <FormLoading label={OFFER_MESSAGES.create.loading} />;
  if (status === 'error')
    return <LoadError title={OFFER_MESSAGES.create.loadError} message={error.message} retry={M.retry} onRetry={reload} />;
  const live = offer.status === OFFER_STATUS.published || offer.status === OFFER_STATUS.expired;
  return (
    <JobOfferForm
      choices={choices!}
      initialValues={offerFormValues(offer)}
      mode={live ? 'edit-live' : 'edit-draft'}
      busy={busy}
      errors={errors}
      onSubmit={submit}
      onCancel={onCancel}
      searchLocalities={searchLocalities}
      publishBlocked={isEmailConfirmed ? undefined : (id) => <PublishNeedsConfirmation id={id} />}
    />
  );
}
