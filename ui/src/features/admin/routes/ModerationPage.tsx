/** /admin/moderation: offers as they are published, the checker's flags, and removal. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { useApproveOffer, useModerationQueue, useRemoveOffer } from '../api/moderation';
import { AdminPage } from '../components/AdminPage';
import { QueuedOfferCard } from '../components/QueuedOfferCard';
import { RemoveOfferDialog } from '../components/RemoveOfferDialog';
import { ADMIN_MESSAGES } from '../messages';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { NoticesSection } from '../components/NoticesSection';
import { NOTICES_MESSAGES } from '../noticesMessages';

const M = ADMIN_MESSAGES.moderation;
const PAGE = 20;

/** /admin/moderation: « Annonces publiées » (the queue) and « Signalements » (issue 54). */
export function ModerationPage() {
  const [tab, setTab] = useState<'offers' | 'notices'>('offers');
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <Tabs value={tab} onChange={(_, value: 'offers' | 'notices') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="offers" label={NOTICES_MESSAGES.tabs.offers} />
        <Tab value="notices" label={NOTICES_MESSAGES.tabs.notices} />
      </Tabs>
      {tab === 'offers' ? <PublishedOffers /> : <NoticesSection />}
    </AdminPage>
  );
}

function PublishedOffers() {
  const [target, setTarget] = useState<{ id: number; title: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const queue = useModerationQueue(PAGE, flaggedOnly);
  const remove = useRemoveOffer((data) => {
    const removed = data.admin.removeOffer;
    setTarget(null);
    setDone(M.removed(removed.title, removed.mailedTo));
  });
  const approve = useApproveOffer((data) => setDone(M.approved(data.admin.approveOffer.title)));
  const offers =
    queue.data?.pages.flatMap((page) => page.admin.moderationQueue.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []) ?? [];
  const total = queue.data?.pages[0]?.admin.moderationQueue.totalCount ?? 0;
  const reasons = queue.data?.pages[0]?.admin.removalReasons ?? [];
  return (
    <>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      <FormControlLabel
        control={<Switch checked={flaggedOnly} onChange={(event) => setFlaggedOnly(event.target.checked)} />}
        label={M.flaggedOnly}
        sx={{ mb: 1 }}
      />
      {queue.status === 'pending' && <SectionLoading />}
      {queue.status === 'error' && <SectionLoadError message={failureOf(queue.error).message} onRetry={() => void queue.refetch()} />}
      {queue.status === 'success' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {flaggedOnly ? M.flaggedCount(total) : M.count(total)}
          </Typography>
          {offers.length === 0 ? (
            <Typography>{flaggedOnly ? M.noneFlagged : M.empty}</Typography>
          ) : (
            <Box component="ul" aria-label={M.title} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {offers.map((offer) => (
                <QueuedOfferCard
                  key={offer.id}
                  offer={{ ...offer, publishedAt: String(offer.publishedAt) }}
                  onApprove={() => approve.mutate(offer.id)}
                  approving={approve.isPending && approve.variables === offer.id}
                  onRemove={() => {
                    remove.reset();
                    setTarget({ id: offer.id, title: offer.title });
                  }}
                />
              ))}
            </Box>
          )}
          <LoadMoreButton list={queue} />
        </>
      )}
      <RemoveOfferDialog
        key={target?.id ?? 'closed'}
        title={target?.title ?? null}
        reasons={reasons}
        busy={remove.isPending}
        error={remove.isError ? failureOf(remove.error).message : null}
        onCancel={() => setTarget(null)}
        onConfirm={(reason, note) => target && remove.mutate({ id: target.id, reason, note })}
      />
    </>
  );
}
