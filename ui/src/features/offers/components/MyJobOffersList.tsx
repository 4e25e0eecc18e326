import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import type { MyJobOfferFieldsFragment } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { MY_JOBS_MESSAGES as M, OFFER_STATUS, offerAuthors } from '../messages';
import { laBonneAlternanceLabel } from '../laBonneAlternance';
import { StatusChip } from './StatusChip';

export type OfferAction = 'publish' | 'suspend' | 'duplicate' | 'delete';

export const offerPath = (offer: { _id: number; slug: string }) => `/emploi/${offer._id}/${offer.slug}`;

/** The offer's triage page (features/applications/triage). */
export const applicationsPath = (offer: { _id: number }) => `/dashboard/jobs/${offer._id}/applications`;

/** "7 candidats, dont 2 nouveaux", a link to the offer's applications once there is one. */
function Candidates({ offer }: { offer: MyJobOfferFieldsFragment }) {
  const count = offer.applicationsCount ?? 0;
  const unread = offer.unreadApplicationsCount ?? 0;
  const waiting = offer.waitingApplicationsCount ?? 0;
  return (
    <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }} data-testid="candidates">
      {count === 0 ? (
        M.candidates(offer.applicationsCount)
      ) : (
        <Link href={applicationsPath(offer)} underline="always" color="inherit" title={M.candidatesLink(offer.title)}>
          {M.candidates(count)}
          {unread > 0 && <Box component="span" sx={{ color: 'primary.dark', fontWeight: 700 }}>{`, ${M.unreadCandidates(unread)}`}</Box>}
        </Link>
      )}
      {waiting > 0 && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }} data-testid="waiting">
          {M.waitingCandidates(waiting)}
        </Box>
      )}
    </Typography>
  );
}

interface MyJobOffersListProps {
  offers: MyJobOfferFieldsFragment[];
  /** The action running per offer id (its buttons are disabled meanwhile). */
  pending: Record<string, OfferAction | undefined>;
  onAction: (offer: MyJobOfferFieldsFragment, action: OfferAction) => void;
}

function OfferRow({
  offer,
  pending,
  onAction,
}: {
  offer: MyJobOfferFieldsFragment;
  pending: OfferAction | undefined;
  onAction: (action: OfferAction) => void;
}) {
  const { locality } = offer.localizedCompany.address;
  const published = offer.status === OFFER_STATUS.published;
  const busy = pending !== undefined;
  const details = [offer.localizedCompany.company.name, M.place(locality.name, locality.postalCode), offer.jobContract?.name]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="li"
      aria-labelledby={`annonce-${offer._id}`}
      sx={{
        p: { xs: 2, md: 2.5 },
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`annonce-${offer._id}`} component="h3" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            <Link href={offerPath(offer)} underline="hover">
              {offer.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
          {(offer.createdByName || offer.publishedByName) && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
              data-testid="offer-authors"
            >
              {offerAuthors(offer.createdByName, offer.publishedByName)}
            </Typography>
          )}
          {offer.laBonneAlternance && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
              data-testid="offer-la-bonne-alternance"
            >
              {laBonneAlternanceLabel(offer.laBonneAlternance)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
          <Box sx={{ display: 'grid', justifyItems: 'end' }}>
            <Candidates offer={offer} />
            {offer.stats && (
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="offer-stats">
                {M.stats(offer.stats.views, offer.stats.applyClicks)}
              </Typography>
            )}
          </Box>
          <StatusChip status={offer.status} label={offer.statusLabel} />
        </Box>
      </Box>
      <Box
        role="group"
        aria-label={M.actionsLabel(offer.title)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { px: 1.5 } }}
      >
        {published ? (
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            startIcon={<PauseCircleOutlineIcon />}
            disabled={busy}
            onClick={() => onAction('suspend')}
          >
            {M.suspend}
          </Button>
        ) : (
          <Button size="small" variant="contained" startIcon={<PublishOutlinedIcon />} disabled={busy} onClick={() => onAction('publish')}>
            {M.publish}
          </Button>
        )}
        <Button
          size="small"
          variant="text"
          color="secondary"
          startIcon={<EditOutlinedIcon />}
          href={`${offerPath(offer)}?action=edit`}
          disabled={busy}
        >
          {M.edit}
        </Button>
        <Button
          size="small"
          variant="text"
          color="secondary"
          startIcon={<ContentCopyOutlinedIcon />}
          disabled={busy}
          onClick={() => onAction('duplicate')}
        >
          {M.duplicate}
        </Button>
        <Button
          size="small"
          variant="text"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={busy}
          onClick={() => onAction('delete')}
        >
          {M.delete}
        </Button>
        {!published && offer.jobContract?.freePublication && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ alignSelf: 'center', ml: { sm: 'auto' } }}>
            {M.freePublication}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The company's offers: title (link to the offer), status label, candidates, actions. */
export function MyJobOffersList({ offers, pending, onAction }: MyJobOffersListProps) {
  return (
    <Box component="ul" aria-label={M.listLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {offers.map((offer) => (
        <OfferRow key={offer.id} offer={offer} pending={pending[offer.id]} onAction={(action) => onAction(offer, action)} />
      ))}
    </Box>
  );
}
