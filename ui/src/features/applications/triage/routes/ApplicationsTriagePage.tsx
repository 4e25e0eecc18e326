import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { documentTitle } from '../../../../lib/head';
import { palette } from '../../../../lib/theme';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { INTERVIEW_PARAM, InterviewFilterSelect, interviewFilterOf } from '../components/InterviewFilterSelect';
import { MailApplicantsDialog } from '../components/MailApplicantsDialog';
import { SelectionActions } from '../components/SelectionActions';
import { TriageHeader, TriageNotFound } from '../components/TriageHeader';
import { useTriageActions } from '../hooks/useTriageActions';
import { useMessageTemplates } from '../../templates/api';
import { useTriageApplications, type InterviewFilter } from '../hooks/useTriageApplications';
import { TRIAGE_MESSAGES as M } from '../messages';

export { INTERVIEW_PARAM } from '../components/InterviewFilterSelect';

/** The triage of one offer (the page is keyed by the offer, so the selection starts empty on each). */
function OfferApplications({ jobOfferId }: { jobOfferId: string }) {
  const [params, setParams] = useSearchParams();
  const interview = interviewFilterOf(params.get(INTERVIEW_PARAM));
  // The list's top (its filter): a filter chosen far down a long list shows its first rows,
  // not the bottom of a shorter page (issue 58, minor 11, at 375 px).
  const listTop = useRef<HTMLDivElement>(null);
  const scrollAfterFilter = useRef(false);
  const filter = (next: InterviewFilter | null) => {
    scrollAfterFilter.current = true;
    setParams(next ? { [INTERVIEW_PARAM]: next } : {}, { replace: true, preventScrollReset: true });
  };
  const { state, reload, loadMore, update } = useTriageApplications(jobOfferId, interview);
  const offer = state.status === 'success' ? state.offer : null;
  const {
    selected,
    chosen,
    select,
    selectAll,
    saving,
    downloading,
    setInterviewStatus,
    noting,
    noteSelected,
    download,
    mail,
    write,
    cancelMail,
    sendMail,
  } = useTriageActions({ items: state.status === 'success' ? state.items : [], update, reload });
  // Asked once the dialog opens (and kept while the page shows).
  const templates = useMessageTemplates(mail.open);

  useEffect(() => {
    if (state.status !== 'success' || !scrollAfterFilter.current) return;
    scrollAfterFilter.current = false;
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [state.status, interview]);

  useEffect(() => {
    document.title = documentTitle([M.title, offer?.title, M.dashboardTitle].filter(Boolean).join(' — '));
  }, [offer?.title]);

  if (state.status === 'not-found') return <TriageNotFound />;

  return (
    <Box component="section" aria-labelledby={offer ? 'section-titre offre-titre' : 'section-titre'}>
      <TriageHeader offer={offer} />

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
        <Box ref={listTop} sx={{ mb: 2, scrollMarginTop: 88 }} data-testid="triage-list-top">
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
          <SelectionActions
            offer={state.offer}
            total={state.total}
            chosen={chosen.length}
            onWrite={write}
            onNote={(status) => void noteSelected(status)}
            noting={noting}
          />
          <ApplicationsTable
            offerId={state.offer._id}
            listQuery={interview ? `?${INTERVIEW_PARAM}=${interview}` : ''}
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
        templates={templates.data?.messageTemplates ?? []}
        onCancel={cancelMail}
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
