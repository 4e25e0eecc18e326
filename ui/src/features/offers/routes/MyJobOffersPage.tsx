import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { MyJobOfferFieldsFragment } from '../../../gql/graphql';
import { documentTitle } from '../../../lib/head';
import { notify } from '../../../lib/notifications';
import { palette } from '../../../lib/theme';
import { useDeleteJobOffer, useDuplicateJobOffer, useUpdateJobOfferStatus } from '../api/offers';
import { DeleteOfferDialog } from '../components/DeleteOfferDialog';
import { LoadError } from '../components/FormStates';
import { MyJobOffersList, type OfferAction } from '../components/MyJobOffersList';
import { useMyJobOffers } from '../hooks/useMyJobOffers';
import { failureMessage, usePublishOffer } from '../hooks/useOfferSubmit';
import { MY_JOBS_MESSAGES as M, OFFER_NOTIFICATIONS as N, OFFER_STATUS } from '../messages';

const NEW_OFFER_PATH = '/emploi/nouvelle-annonce';

function reportFailure(error: unknown) {
  const message = failureMessage(error);
  if (message !== null) notify({ severity: 'error', title: N.actionFailedTitle, message });
}

/**
 * `/dashboard/jobs`: the company's offers, their status and candidates; publish, suspend,
 * duplicate, delete. `children`: blocks of other features shown above the list (the answer
 * time), composed by the routes.
 */
export function MyJobOffersPage({ children }: { children?: ReactNode }) {
  const { state, reload, loadMore, update, remove, prepend } = useMyJobOffers();
  const [pending, setPending] = useState<Record<string, OfferAction | undefined>>({});
  const [toDelete, setToDelete] = useState<MyJobOfferFieldsFragment | null>(null);
  const setStatus = useUpdateJobOfferStatus();
  const duplicate = useDuplicateJobOffer();
  const deleteOffer = useDeleteJobOffer();
  const publishOffer = usePublishOffer();

  useEffect(() => {
    document.title = documentTitle(`${M.title} — ${M.dashboardTitle}`);
  }, []);

  const run = async (offer: MyJobOfferFieldsFragment, action: OfferAction, work: () => Promise<void>) => {
    setPending((current) => ({ ...current, [offer.id]: action }));
    try {
      await work();
    } catch (error) {
      reportFailure(error);
    } finally {
      setPending((current) => ({ ...current, [offer.id]: undefined }));
    }
  };

  const onAction = (offer: MyJobOfferFieldsFragment, action: OfferAction) => {
    switch (action) {
      case 'publish':
        void run(offer, action, async () => {
          const published = await publishOffer(offer.id);
          if (published) update(offer.id, published);
        });
        break;
      case 'suspend':
        void run(offer, action, async () => {
          const data = await setStatus.mutateAsync({ input: { id: offer.id, status: OFFER_STATUS.draft } });
          update(offer.id, data.updateStatusJobOffer.jobOffer);
          notify({ severity: 'success', title: N.suspendedTitle, message: N.suspended });
        });
        break;
      case 'duplicate':
        void run(offer, action, async () => {
          const data = await duplicate.mutateAsync({ input: { id: offer.id } });
          const copy = data.duplicateJobOffer.jobOffer;
          prepend(copy);
          notify({ severity: 'success', title: N.duplicatedTitle, message: N.duplicated(copy.title) });
        });
        break;
      case 'delete':
        setToDelete(offer);
        break;
    }
  };

  const confirmDelete = () => {
    const offer = toDelete;
    setToDelete(null);
    if (!offer) return;
    void run(offer, 'delete', async () => {
      await deleteOffer.mutateAsync({ input: { id: offer.id } });
      remove(offer.id);
      notify({ severity: 'success', title: N.deletedTitle, message: N.deleted });
    });
  };

  return (
    <Box component="section" aria-labelledby="section-titre">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography id="section-titre" variant="h2">
            {M.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {M.intro}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} href={NEW_OFFER_PATH}>
          {M.newOffer}
        </Button>
      </Box>
      {children}

      {state.status === 'loading' && (
        <Box role="status" aria-label={M.loading} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={112} />
        </Box>
      )}
      {state.status === 'error' && <LoadError title={M.loadError} message={state.error.message} retry={M.retry} onRetry={reload} />}
      {state.status === 'success' && state.items.length === 0 && (
        <Box sx={{ p: 3, border: `1px dashed ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
          <Typography sx={{ fontWeight: 600 }}>{M.empty}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {M.emptyHint}
          </Typography>
        </Box>
      )}
      {state.status === 'success' && state.items.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {M.count(state.total)}
          </Typography>
          <MyJobOffersList offers={state.items} pending={pending} onAction={onAction} />
          {state.hasNextPage && (
            <Box sx={{ mt: 3, textAlign: 'center' }}>
              <Button variant="outlined" color="secondary" onClick={() => void loadMore()} disabled={state.loadingMore}>
                {M.more}
              </Button>
            </Box>
          )}
        </>
      )}
      <DeleteOfferDialog title={toDelete?.title ?? null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </Box>
  );
}
