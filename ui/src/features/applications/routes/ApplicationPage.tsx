import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Alert from '@mui/material/Alert';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { Page } from '../../../components/Page';
import type { ApplicationDetailFieldsFragment } from '../../../gql/graphql';
import { frenchDateTime } from '../../../lib/dates';
import { hasErrorCode } from '../../../lib/failure';
import { GraphqlRequestError } from '../../../lib/graphql';
import { RestError, downloadWithToken } from '../../../lib/rest';
import { notify } from '../../../lib/notifications';
import { useSession } from '../../../lib/session';
import { useApplicationDetail, useUpdateApplicationDetail, useWithdrawApplication } from '../api/applications';
import { useApplicationThread } from '../api/thread';
import { useApplicationInterview } from '../interviews/api';
import { useMessageTemplates } from '../templates/api';
import { ApplicationDetail, type DocumentKind, type InterviewState } from '../components/ApplicationDetail';
import { APPLICATION_MESSAGES as M, WITHDRAW_MESSAGES as W, type InterviewStatus } from '../messages';
import { WithdrawDialog } from '../components/WithdrawDialog';
import { ThreadSection } from '../components/ThreadSection';
import { INTERVIEW_PARAM, interviewFilterOf } from '../triage/components/InterviewFilterSelect';
import { InterviewSlots } from '../interviews/InterviewSlots';

type Application = ApplicationDetailFieldsFragment;

export const COMPANY_BACK_PATH = '/dashboard/jobs';
export const CANDIDATE_BACK_PATH = '/dashboard/applications';

const offerPath = (offer: { _id: number; slug: string }) => `/emploi/${offer._id}/${encodeURIComponent(offer.slug)}`;

/** The triage of an offer's candidates (`/dashboard/jobs/:id/applications`). */
const offerApplicationsPath = (offerId: number) => `${COMPANY_BACK_PATH}/${offerId}/applications`;

/** The triage's filter the application was opened from (issue 58, minor 11), to go back to it. */
function useListQuery(): string {
  const [params] = useSearchParams();
  const interview = interviewFilterOf(params.get(INTERVIEW_PARAM));
  return interview ? `?${INTERVIEW_PARAM}=${interview}` : '';
}

/**
 * Back where the user came from: a company to that offer's candidates (issue 35), or to its
 * offers when the application could not be shown; a candidate to her applications.
 */
function BackButton({ isCompany, offerId }: { isCompany: boolean; offerId?: number }) {
  const listQuery = useListQuery();
  const [href, label] = !isCompany
    ? [CANDIDATE_BACK_PATH, M.backCandidate]
    : offerId === undefined
      ? [COMPANY_BACK_PATH, M.backCompany]
      : [offerApplicationsPath(offerId) + listQuery, M.backToCandidates];
  return (
    <Button variant="outlined" color="secondary" startIcon={<ArrowBackIcon />} href={href}>
      {label}
    </Button>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A 401 already sent the user to sign-in: nothing to show. */
function handled(error: unknown): boolean {
  return (error instanceof GraphqlRequestError && error.status === 401) || (error instanceof RestError && error.handled);
}

/** One loaded application: marks it read for the company, sets the interview status, downloads. */
function ApplicationScreen({ initial, isCompany }: { initial: Application; isCompany: boolean }) {
  const [application, setApplication] = useState(initial);
  const { mutateAsync: updateApplication } = useUpdateApplicationDetail();
  const { mutateAsync: withdrawApplication } = useWithdrawApplication();
  const [interview, setInterview] = useState<InterviewState>({ saving: false, saved: false, error: null });
  const [downloading, setDownloading] = useState<DocumentKind | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [withdrawal, setWithdrawal] = useState<{ open: boolean; pending: boolean; error: string | null }>({
    open: false,
    pending: false,
    error: null,
  });

  // Spec section 4: a company opening an unread application marks it read (once).
  const marked = useRef(false);
  useEffect(() => {
    if (!isCompany || initial.readAt != null || marked.current) return;
    marked.current = true;
    updateApplication({ input: { id: initial.id, read: true } }).then(
      (data) => setApplication((current) => ({ ...current, readAt: data.updateJobOfferApplication.jobOfferApplication.readAt })),
      (error: unknown) => console.error(error),
    );
  }, [isCompany, initial.id, initial.readAt, updateApplication]);

  const changeInterview = async (status: InterviewStatus) => {
    const previous = application.interviewStatus;
    setApplication((current) => ({ ...current, interviewStatus: status }));
    setInterview({ saving: true, saved: false, error: null });
    try {
      const data = await updateApplication({ input: { id: application.id, interviewStatus: status } });
      const saved = data.updateJobOfferApplication;
      setApplication((current) => ({
        ...current,
        interviewStatus: saved.interviewStatus ?? status,
        triagedByName: saved.jobOfferApplication.triagedByName,
      }));
      setInterview({ saving: false, saved: true, error: null });
    } catch (error) {
      setApplication((current) => ({ ...current, interviewStatus: previous }));
      setInterview({ saving: false, saved: false, error: handled(error) ? null : messageOf(error) });
    }
  };

  const download = async (kind: DocumentKind) => {
    const path = { cv: application.cvPath, coverLetter: application.coverLetterPath, bookPdf: application.portfolio.pdfPath }[kind];
    const file = { cv: M.cvFile, coverLetter: M.coverLetterFile, bookPdf: M.bookPdfFile }[kind](application._id);
    if (!path) return;
    setDownloading(kind);
    setDownloadError(null);
    try {
      await downloadWithToken(path, file);
    } catch (error) {
      if (!handled(error)) setDownloadError(messageOf(error));
    } finally {
      setDownloading(null);
    }
  };

  const withdraw = async () => {
    setWithdrawal({ open: true, pending: true, error: null });
    try {
      const data = await withdrawApplication({ input: { id: application.id } });
      setApplication(data.withdrawJobOfferApplication.jobOfferApplication);
      setWithdrawal({ open: false, pending: false, error: null });
      notify({ severity: 'success', title: W.doneTitle, message: W.done });
    } catch (error) {
      setWithdrawal({ open: true, pending: false, error: handled(error) ? null : messageOf(error) });
    }
  };

  const offer = application.jobOffer;
  const { company, address } = offer.localizedCompany;
  return (
    <Page
      meta={{ title: `${M.title} – ${offer.title}`, description: M.meta.description }}
      eyebrow={M.eyebrow}
      title={offer.title}
      intro={
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {company.name} · {M.place(address.locality.name, address.locality.postalCode)}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {M.sentAt(frenchDateTime(String(application.createdAt)))}
          </Box>
          {application.readAt != null && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="read-at">
              {M.readAt(frenchDateTime(String(application.readAt)))}
            </Box>
          )}
        </>
      }
      actions={
        <>
          <BackButton isCompany={isCompany} offerId={offer._id} />
          <Button variant="contained" startIcon={<WorkOutlineIcon />} href={offerPath(offer)}>
            {M.viewOffer}
          </Button>
          {!isCompany && !application.withdrawn && (
            <Button variant="text" color="secondary" onClick={() => setWithdrawal({ open: true, pending: false, error: null })}>
              {W.button}
            </Button>
          )}
        </>
      }
    >
      {application.withdrawn && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="withdrawn">
          {isCompany ? W.companyText : W.candidate}
        </Alert>
      )}
      <WithdrawDialog
        open={withdrawal.open}
        pending={withdrawal.pending}
        error={withdrawal.error}
        onCancel={() => setWithdrawal({ open: false, pending: false, error: null })}
        onConfirm={() => void withdraw()}
      />
      {/* The company reads « Candidature retirée » and nothing else of a withdrawn application. */}
      {!(isCompany && application.withdrawn) && (
        <ApplicationDetail
          application={application}
          isCompany={isCompany}
          interview={interview}
          onInterviewChange={(status) => void changeInterview(status)}
          downloading={downloading}
          downloadError={downloadError}
          onDownload={(kind) => void download(kind)}
        />
      )}
      <ThreadSection applicationId={application.id} isCompany={isCompany} />
      <InterviewSlots applicationId={application.id} isCompany={isCompany} withdrawn={application.withdrawn} />
    </Page>
  );
}

/**
 * What the sections under the application show (its thread, its interview, a company's message
 * templates) is asked together with it, not once it has arrived: on a phone, one round trip
 * less before the page is whole (issue 52, the gallery's LCP). The sections read these answers;
 * true while one is still coming, so the page appears in one step (no section pushed down).
 */
function useSectionsAhead(applicationId: string, isCompany: boolean): boolean {
  const known = /^\d+$/.test(applicationId);
  const iri = `/api/job_offer_applications/${applicationId}`;
  const asked = [useApplicationThread(iri, known), useApplicationInterview(iri, known), useMessageTemplates(known && isCompany)];
  // Only their first answer is awaited: a section asking again (after a failure) shows its own state.
  return asked.some((query) => query.isLoading && !query.isFetched);
}

/** `/emploi/:jobOfferId/applications/:applicationId` (signed-in users: its candidate or the offer's company). */
export function ApplicationPage() {
  const { jobOfferId = '', applicationId = '' } = useParams();
  const navigate = useNavigate();
  const { isCompany } = useSession();
  const query = useApplicationDetail(applicationId);
  const sectionsComing = useSectionsAhead(applicationId, isCompany);
  const application = query.data?.jobOfferApplication ?? null;

  // The application's own offer in the address (a link may carry another one).
  useEffect(() => {
    if (application && String(application.jobOffer._id) !== jobOfferId) {
      navigate(`/emploi/${application.jobOffer._id}/applications/${application._id}`, { replace: true });
    }
  }, [application, jobOfferId, navigate]);

  if (query.status === 'pending' || sectionsComing) return <LinearProgress aria-label={M.loading} />;
  const invalidId = query.status === 'error' && hasErrorCode(query.error, 'INVALID_ID');
  if (query.status === 'error' && !invalidId) {
    return (
      <Page meta={M.meta} title={M.title} actions={<BackButton isCompany={isCompany} />}>
        <Container disableGutters maxWidth="md">
          <Alert
            severity="error"
            sx={{ whiteSpace: 'pre-line' }}
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {M.retry}
              </Button>
            }
          >
            {M.loadError}
            {'\n'}
            {query.error.message}
          </Alert>
        </Container>
      </Page>
    );
  }
  if (!application) {
    return <Page meta={M.meta} title={M.notFoundTitle} intro={M.notFound} actions={<BackButton isCompany={isCompany} />} />;
  }
  return <ApplicationScreen key={application.id} initial={application} isCompany={isCompany} />;
}
