import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { recordOfferEvent } from '../api/stats';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { FavoriteButton, registerPath } from '../../../components/favorites/FavoriteButton';
import type { JobOfferFieldsFragment } from '../../../gql/graphql';
import { hasErrorCode } from '../../../lib/failure';
import { usePageMeta } from '../../../lib/head';
import { useSession } from '../../../lib/session';
import { useJobOffer } from '../api/offers';
import { ApplyDialog } from '../components/ApplyDialog';
import { ExpiredOfferNotice } from '../components/ExpiredOfferNotice';
import { JobOfferBody } from '../components/JobOfferBody';
import { HowItWorksNote } from '../components/HowItWorksNote';
import { JobOfferHeader } from '../components/JobOfferHeader';
import { OfferNotFound } from '../components/OfferNotFound';
import { OfferActions, type Viewer } from '../components/OfferActions';
import { OwnerBar } from '../components/OwnerBar';
import { ShareDialog } from '../components/ShareDialog';
import { SimilarOffers } from '../components/SimilarOffers';
import { LoadError } from '../components/FormStates';
import { useOfferApplication } from '../hooks/useOfferApplication';
import { JOBS_PATH } from '../hooks/useOfferSubmit';
import { OFFER_MESSAGES, OFFER_STATUS, offerAuthors } from '../messages';
import { laBonneAlternanceLabel } from '../laBonneAlternance';
import { cut, htmlToPlain } from '../simpleText';

const M = OFFER_MESSAGES.detail;

/** The form (and its place picker) loads only when the owner edits: visitors never download it. */
const OfferEditor = lazy(async () => ({ default: (await import('./OfferEditor')).OfferEditor }));

/** Mirrors the head the server writes for an offer (title, 200-character description). */
function offerMeta(offer: JobOfferFieldsFragment) {
  const locality = offer.localizedCompany.address.locality;
  const town = locality.city?.name ?? locality.name;
  return {
    title: `${offer.title} – ${offer.localizedCompany.company.name} à ${town}`,
    description: cut(htmlToPlain(offer.description), 200),
  };
}

/** One offer, loaded: reading for everyone, Show/Edit for its company. */
function JobOfferScreen({ initial, report }: { initial: JobOfferFieldsFragment; report?: ReactNode }) {
  const [offer, setOffer] = useState(initial);
  const [sharing, setSharing] = useState(false);
  const [applying, setApplying] = useState(false);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { isCandidate, isCompany, user } = useSession();
  usePageMeta(offerMeta(offer));
  const application = useOfferApplication(offer.id, isCandidate ? (user?.candidate?.id ?? null) : null);

  // The server answers `applicationsCount` to the offer's own company only.
  const owner = isCompany && offer.applicationsCount !== null;
  const editing = owner && params.get('action') === 'edit';
  const viewer: Viewer = isCompany ? 'company' : isCandidate ? 'candidate' : 'visitor';

  const setEditing = useCallback(
    (edit: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (edit) next.set('action', 'edit');
          else next.delete('action');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const onSaved = useCallback(
    (saved: JobOfferFieldsFragment) => {
      setOffer(saved);
      setEditing(false);
      window.scrollTo({ top: 0 });
    },
    [setEditing],
  );

  // One view counted per page opened by anyone but its company (docs/moderation.md).
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (owner || offer.status !== OFFER_STATUS.published || counted.current === offer.id) return;
    counted.current = offer.id;
    recordOfferEvent(offer.id, 'VIEW');
  }, [owner, offer.id, offer.status]);

  // Back to where the visitor came from inside the site, else to the job list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(owner ? JOBS_PATH : '/emploi'));
  const path = `/emploi/${offer._id}/${offer.slug}`;
  const url = `${window.location.origin}${path}`;

  return (
    <>
      <JobOfferHeader offer={offer} onBack={back}>
        {owner ? (
          <OwnerBar
            status={offer.status}
            statusLabel={offer.statusLabel}
            applicationsCount={offer.applicationsCount ?? 0}
            authors={offerAuthors(offer.createdByName, offer.publishedByName)}
            partnerState={offer.laBonneAlternance ? laBonneAlternanceLabel(offer.laBonneAlternance) : ''}
            editing={editing}
            onModeChange={setEditing}
            onShare={() => setSharing(true)}
          />
        ) : (
          <OfferActions
            viewer={viewer}
            registerHref={registerPath(path)}
            appliedAt={application.appliedAt}
            onApply={() => {
              recordOfferEvent(offer.id, 'APPLY_CLICK');
              setApplying(true);
            }}
            favorite={<FavoriteButton jobOfferId={offer.id} offerPath={path} />}
            onShare={() => setSharing(true)}
          />
        )}
      </JobOfferHeader>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {owner && offer.expired && !editing && (
          <Alert
            severity="warning"
            sx={{ mb: 4 }}
            action={
              <Button color="inherit" href={JOBS_PATH}>
                {M.myJobs}
              </Button>
            }
          >
            {M.expiredOwner}
          </Alert>
        )}
        {/* Issue 37: an expired offer is no dead end: a notice, then offers like it, then its text. */}
        {offer.expired && !owner && (
          <>
            <ExpiredOfferNotice />
            <Box sx={{ mb: 6 }}>
              <SimilarOffers jobOfferId={offer.id} title={OFFER_MESSAGES.similar.expiredTitle} />
            </Box>
          </>
        )}
        {editing ? (
          <Suspense fallback={<LinearProgress aria-label={OFFER_MESSAGES.create.loading} />}>
            <OfferEditor offer={offer} onSaved={onSaved} onCancel={() => setEditing(false)} />
          </Suspense>
        ) : (
          <JobOfferBody offer={offer} />
        )}
        {!editing && !owner && report}
        {!editing && !(offer.expired && !owner) && (
          <Box sx={{ mt: { xs: 6, md: 8 } }}>
            <SimilarOffers jobOfferId={offer.id} />
          </Box>
        )}
        {!editing && <HowItWorksNote />}
      </Container>
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        url={url}
        title={offer.title}
        company={offer.localizedCompany.company.name}
      />
      {isCandidate && application.appliedAt === null && (
        <ApplyDialog
          open={applying}
          offerTitle={offer.title}
          company={offer.localizedCompany.company.name}
          initialPhone={application.phone}
          profileCv={application.profileCv}
          state={application.state}
          onSubmit={(form) => {
            void application.send(form).then((sent) => sent && setApplying(false));
          }}
          onClose={() => {
            setApplying(false);
            application.resetState();
          }}
        />
      )}
    </>
  );
}

/**
 * `/emploi/:jobOfferId/:jobOfferSlug` (query `action=edit` opens edit mode for the owner);
 * `report`: « Signaler cette offre », composed by the routes (another feature's).
 */
export function JobOfferPage({ report }: { report?: ReactNode }) {
  const { jobOfferId = '', jobOfferSlug = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const query = useJobOffer(jobOfferId);
  const offer = query.data?.jobOffer ?? null;

  // Reload when the user signs in or out: drafts and the owner's tools depend on it. The page
  // waits for the new answer (the screen below starts from the offer it is given).
  const token = session?.token;
  const loadedWith = useRef(token);
  const [reloading, setReloading] = useState(false);
  const { refetch } = query;
  useEffect(() => {
    if (loadedWith.current === token) return;
    loadedWith.current = token;
    setReloading(true);
    void refetch().finally(() => setReloading(false));
  }, [token, refetch]);

  // A wrong slug (renamed offer, shortened link) is replaced by the right one.
  useEffect(() => {
    if (offer && offer.slug !== jobOfferSlug && String(offer._id) === jobOfferId) {
      navigate({ pathname: `/emploi/${offer._id}/${offer.slug}`, search }, { replace: true });
    }
  }, [offer, jobOfferId, jobOfferSlug, search, navigate]);

  if (query.status === 'pending' || reloading) return <LinearProgress aria-label={M.loading} />;
  const invalidId = query.status === 'error' && hasErrorCode(query.error, 'INVALID_ID');
  if (query.status === 'error' && !invalidId) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <LoadError title={M.loadError} message={query.error.message} retry={M.retry} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!offer) return <OfferNotFound />;
  return <JobOfferScreen key={`${offer.id}:${session?.token ?? ''}`} initial={offer} report={report} />;
}
