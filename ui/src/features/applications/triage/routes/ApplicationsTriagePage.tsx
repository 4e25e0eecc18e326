import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DoNotDisturbAltOutlinedIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { TriageApplicationFieldsFragment } from '../../../../gql/graphql';
import { GraphqlRequestError } from '../../../../lib/graphql';
import { documentTitle } from '../../../../lib/head';
import { notify } from '../../../../lib/notifications';
import { downloadWithToken, RestError } from '../../../../lib/rest';
import { palette } from '../../../../lib/theme';
import { useTriageAnswerApplications, useTriageInterviewStatus, useTriageMailApplicants } from '../api/triage';
import type { DocumentKind } from '../components/ApplicationDocuments';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { MailApplicantsDialog, type AnswerKind, type MailValues } from '../components/MailApplicantsDialog';
import { useTriageApplications, type InterviewFilter, type TriageOffer } from '../hooks/useTriageApplications';
import { TRIAGE_MESSAGES as M, type InterviewStatus } from '../messages';

const JOBS_PATH = '/dashboard/jobs';

type Application = TriageApplicationFieldsFragment;

/** A failure to show, or null when it was already dealt with (a 401 goes to sign-in). */
function failureMessage(error: unknown): string | null {
  if (error instanceof GraphqlRequestError) return error.status === 401 ? null : error.message;
  if (error instanceof RestError) return error.handled ? null : error.message;
  return error instanceof Error ? error.message : String(error);
}

function reportFailure(title: string, error: unknown) {
  const message = failureMessage(error);
  if (message !== null) notify({ severity: 'error', title, message });
}

function Header({ offer }: { offer: TriageOffer | null }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href={JOBS_PATH} sx={{ ml: -1.5, mb: 1 }}>
        {M.back}
      </Button>
      <Typography id="section-titre" variant="h2">
        {M.title}
      </Typography>
      {offer && (
        <Typography id="offre-titre" component="p" variant="h4" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {M.offerLabel} :{' '}
          </Box>
          <Link href={`/emploi/${offer._id}/${offer.slug}`} underline="hover">
            {offer.title}
          </Link>
        </Typography>
      )}
      {offer && <ExportButtons offerId={offer._id} />}
    </Box>
  );
}

/** The offer's applications as a CSV file for a spreadsheet, or with their documents as a ZIP (issue 38). */
function ExportButtons({ offerId }: { offerId: number }) {
  const base = `/api/job_offers/${offerId}/applications`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
      <DownloadButton url={`${base}/export.csv`} fileName={`candidatures-${offerId}.csv`} label={M.export} />
      <DownloadButton url={`${base}/export.zip`} fileName={`candidatures-${offerId}.zip`} label={M.exportArchive} />
    </Box>
  );
}

function DownloadButton({ url, fileName, label }: { url: string; fileName: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(url, fileName);
    } catch (error) {
      reportFailure(M.exportFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" color="secondary" startIcon={<FileDownloadOutlinedIcon />} disabled={busy} onClick={() => void download()}>
      {busy ? M.exporting : label}
    </Button>
  );
}

function NotFound() {
  return (
    <Box component="section" aria-labelledby="section-titre">
      <Typography id="section-titre" variant="h2">
        {M.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {M.notFound}
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} href={JOBS_PATH}>
        {M.back}
      </Button>
    </Box>
  );
}

/** The `entretien` parameter: yes, maybe, no or none; anything else shows all. */
export const INTERVIEW_PARAM = 'entretien';
const FILTERS: readonly InterviewFilter[] = ['yes', 'maybe', 'no', 'none'];

function interviewFilterOf(value: string | null): InterviewFilter | null {
  return FILTERS.find((filter) => filter === value) ?? null;
}

/** « Entretien » : Oui / Peut-être / Non / Pas encore noté, or all (issue 35). */
function InterviewFilterSelect({ value, onChange }: { value: InterviewFilter | null; onChange: (next: InterviewFilter | null) => void }) {
  return (
    <TextField
      select
      size="small"
      label={M.filterLabel}
      value={value ?? ''}
      onChange={(event) => onChange(interviewFilterOf(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <option value="">{M.filterAll}</option>
      {M.interview.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
      <option value="none">{M.filterNone}</option>
    </TextField>
  );
}

/** The triage of one offer (the page is keyed by the offer, so the selection starts empty on each). */
function OfferApplications({ jobOfferId }: { jobOfferId: string }) {
  const [params, setParams] = useSearchParams();
  const interview = interviewFilterOf(params.get(INTERVIEW_PARAM));
  const filter = (next: InterviewFilter | null) =>
    setParams(next ? { [INTERVIEW_PARAM]: next } : {}, { replace: true, preventScrollReset: true });
  const { state, reload, loadMore, update } = useTriageApplications(jobOfferId, interview);
  const interviewStatus = useTriageInterviewStatus();
  const mailApplicants = useTriageMailApplicants();
  const answerApplications = useTriageAnswerApplications();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState<Record<string, DocumentKind | undefined>>({});
  const [mail, setMail] = useState<{ open: boolean; pending: boolean; error: string | null; answer?: AnswerKind }>({
    open: false,
    pending: false,
    error: null,
  });

  const offer = state.status === 'success' ? state.offer : null;
  const items = state.status === 'success' ? state.items : [];
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);

  useEffect(() => {
    document.title = documentTitle([M.title, offer?.title, M.dashboardTitle].filter(Boolean).join(' — '));
  }, [offer?.title]);

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => setSelected(on ? new Set(items.map((item) => item.id)) : new Set());

  const setInterviewStatus = async (application: Application, status: InterviewStatus) => {
    const previous = application.interviewStatus;
    update(application.id, { interviewStatus: status });
    setSaving((current) => new Set(current).add(application.id));
    try {
      const { updateJobOfferApplication } = await interviewStatus.mutateAsync({
        input: { id: application.id, interviewStatus: status },
      });
      update(application.id, { interviewStatus: updateJobOfferApplication.interviewStatus });
    } catch (error) {
      update(application.id, { interviewStatus: previous });
      reportFailure(M.interviewFailedTitle, error);
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(application.id);
        return next;
      });
    }
  };

  const download = async (application: Application, kind: DocumentKind) => {
    const path = kind === 'cv' ? application.cvPath : application.coverLetterPath;
    if (!path) return;
    setDownloading((current) => ({ ...current, [application.id]: kind }));
    try {
      await downloadWithToken(path, kind === 'cv' ? M.cvFile(application._id) : M.coverLetterFile(application._id));
    } catch (error) {
      reportFailure(M.downloadFailedTitle, error);
    } finally {
      setDownloading((current) => ({ ...current, [application.id]: undefined }));
    }
  };

  const sendMail = async ({ subject, message }: MailValues): Promise<boolean> => {
    setMail((current) => ({ ...current, pending: true, error: null }));
    try {
      const answer = mail.answer;
      if (answer) {
        const { answerJobOfferApplications } = await answerApplications.mutateAsync({
          input: { ids: chosen, answer, subject, message },
        });
        notify({
          severity: 'success',
          title: M.answers[answer].sentTitle,
          message: M.answers.sent(answerJobOfferApplications.sent, chosen.length),
        });
        setMail({ open: false, pending: false, error: null, answer });
        reload();
        return true;
      }
      const { mailJobOfferApplicants } = await mailApplicants.mutateAsync({ input: { ids: chosen, subject, message } });
      notify({ severity: 'success', title: M.mail.sentTitle, message: M.mail.sent(mailJobOfferApplicants.sent, chosen.length) });
      // The selection stays: focus returns to an enabled button, and the same candidates can be
      // noted or written to again (the dialog's fields are emptied, so nothing is sent twice by accident).
      setMail({ open: false, pending: false, error: null });
      return true;
    } catch (error) {
      setMail((current) => ({ ...current, pending: false, error: failureMessage(error) }));
      return false;
    }
  };

  if (state.status === 'not-found') return <NotFound />;

  return (
    <Box component="section" aria-labelledby={offer ? 'section-titre offre-titre' : 'section-titre'}>
      <Header offer={offer} />

      {state.status === 'loading' && (
        <Box role="status" aria-label={M.loading} sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      )}
      {state.status === 'error' && (
        <Alert
          severity="error"
          sx={{ whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" onClick={reload}>
              {M.retry}
            </Button>
          }
        >
          {M.loadError}
          {'\n'}
          {state.error.message}
        </Alert>
      )}
      {(interview !== null || (state.status === 'success' && state.items.length > 0)) && (
        <Box sx={{ mb: 2 }}>
          <InterviewFilterSelect value={interview} onChange={filter} />
        </Box>
      )}
      {state.status === 'success' && state.items.length === 0 && interview !== null && (
        <Typography sx={{ fontWeight: 600 }}>{M.filteredEmpty}</Typography>
      )}
      {state.status === 'success' && state.items.length === 0 && interview === null && (
        <Box sx={{ p: 3, border: `1px dashed ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
          <Typography sx={{ fontWeight: 600 }}>{M.empty}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {M.emptyHint}
          </Typography>
        </Box>
      )}
      {state.status === 'success' && state.items.length > 0 && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="totals">
              {M.count(state.total)}
              {(state.offer.unreadApplicationsCount ?? 0) > 0 && (
                <Box
                  component="span"
                  sx={{ color: 'primary.dark', fontWeight: 600 }}
                >{`, ${M.unread(state.offer.unreadApplicationsCount ?? 0)}`}</Box>
              )}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {M.selected(chosen.length)}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<EventAvailableOutlinedIcon />}
                disabled={chosen.length === 0}
                onClick={() => setMail({ open: true, pending: false, error: null, answer: 'INVITED' })}
              >
                {M.inviteSelected}
              </Button>
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<DoNotDisturbAltOutlinedIcon />}
                disabled={chosen.length === 0}
                onClick={() => setMail({ open: true, pending: false, error: null, answer: 'REFUSED' })}
              >
                {M.refuseSelected}
              </Button>
              <Button
                variant="contained"
                startIcon={<MailOutlineIcon />}
                disabled={chosen.length === 0}
                onClick={() => setMail({ open: true, pending: false, error: null })}
              >
                {M.writeToSelected}
              </Button>
            </Box>
          </Box>
          <ApplicationsTable
            offerId={state.offer._id}
            applications={state.items}
            selected={selected}
            onSelect={select}
            onSelectAll={selectAll}
            saving={saving}
            downloading={downloading}
            onInterviewStatus={(application, status) => void setInterviewStatus(application, status)}
            onDownload={(application, kind) => void download(application, kind)}
          />
          {state.hasNextPage && (
            <Box sx={{ mt: 3, textAlign: 'center' }}>
              <Button variant="outlined" color="secondary" onClick={() => void loadMore()} disabled={state.loadingMore}>
                {M.more}
              </Button>
            </Box>
          )}
          {state.moreError && (
            <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {M.moreError}
              {'\n'}
              {state.moreError}
            </Alert>
          )}
        </>
      )}
      <MailApplicantsDialog
        key={mail.answer ?? 'message'}
        answer={mail.answer}
        open={mail.open}
        count={chosen.length}
        pending={mail.pending}
        error={mail.error}
        onCancel={() => setMail((current) => ({ open: false, pending: false, error: null, answer: current.answer }))}
        onSend={sendMail}
      />
    </Box>
  );
}

/** `/dashboard/jobs/:jobOfferId/applications`: the company triages an offer's applications. */
export function ApplicationsTriagePage() {
  const { jobOfferId = '' } = useParams();
  return <OfferApplications key={jobOfferId} jobOfferId={jobOfferId} />;
}
