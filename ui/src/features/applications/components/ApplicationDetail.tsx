import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ApplicationDetailFieldsFragment } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { APPLICATION_MESSAGES as M, PORTFOLIO_MESSAGES, STEP_MESSAGES, type InterviewStatus } from '../messages';
import { ApplicationSteps } from './ApplicationSteps';
import { CandidateContacts } from './CandidateContacts';
import { PortfolioGallery } from './PortfolioGallery';

export type DocumentKind = 'cv' | 'coverLetter' | 'bookPdf';

export interface InterviewState {
  saving: boolean;
  saved: boolean;
  error: string | null;
}

interface ApplicationDetailProps {
  application: ApplicationDetailFieldsFragment;
  /** The offer's company sees the candidate's contact details and the interview status. */
  isCompany: boolean;
  interview: InterviewState;
  onInterviewChange: (status: InterviewStatus) => void;
  downloading: DocumentKind | null;
  downloadError: string | null;
  onDownload: (kind: DocumentKind) => void;
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, minWidth: 0 }}
    >
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A message as the candidate wrote it (line breaks kept), or a calm "none". */
function Message({ text, empty }: { text: string; empty: string }) {
  if (!text.trim()) return <Typography color="text.secondary">{empty}</Typography>;
  return <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>;
}

function DocumentLink({ href, label, busy, onClick }: { href: string; label: string; busy: boolean; onClick: () => void }) {
  return (
    <Link
      href={href}
      onClick={(event) => {
        // The file is served only with the session's token: fetched, then saved (lib/rest.ts).
        event.preventDefault();
        if (!busy) onClick();
      }}
      aria-busy={busy || undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: 'primary.main' }}
    >
      <FileDownloadOutlinedIcon aria-hidden fontSize="small" />
      {busy ? M.downloading : label}
    </Link>
  );
}

/**
 * An application (spec section 2, "Application detail"): the messages and both documents for
 * either side; the candidate's contact details and the interview status (Oui / Peut-être /
 * Non) for the company.
 */
export function ApplicationDetail({
  application,
  isCompany,
  interview,
  onInterviewChange,
  downloading,
  downloadError,
  onDownload,
}: ApplicationDetailProps) {
  const { cvPath, coverLetterPath } = application;
  const { projects, pdfPath: bookPdfPath } = application.portfolio;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Block id="message-motivation" title={M.coverLetterMessage}>
          <Message text={application.coverLetterMessage} empty={M.noMessage} />
        </Block>
        <Block id="reponses-questions" title={M.questionsAnswerMessage}>
          <Message text={application.questionsAnswerMessage} empty={M.noAnswer} />
        </Block>
        {projects.length > 0 && (
          <Block id="book" title={PORTFOLIO_MESSAGES.title}>
            <PortfolioGallery projects={projects} />
          </Block>
        )}
      </Box>
      {/* On a phone the candidate reads her application's story first. */}
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0, order: { xs: isCompany ? 0 : -1, md: 0 } }}>
        <Block id="suivi" title={STEP_MESSAGES.title}>
          <ApplicationSteps steps={application.steps} />
          {!isCompany && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {STEP_MESSAGES.help}
            </Typography>
          )}
        </Block>
        {isCompany && (
          <Block id="le-candidat" title={M.candidate}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{application.candidateName || M.anonymous}</Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                display: 'grid',
                gap: 0.5,
                '& dt': { fontSize: '0.85rem', color: palette.inkSoft, mt: 0.75 },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              <CandidateContacts application={application} />
            </Box>
            <FormControl component="fieldset" sx={{ mt: 2.5 }} disabled={interview.saving}>
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {M.interview}
              </FormLabel>
              <RadioGroup
                row
                name="interviewStatus"
                value={application.interviewStatus ?? ''}
                onChange={(event) => onInterviewChange(event.target.value as InterviewStatus)}
              >
                {M.interviewOptions.map((option) => (
                  <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
                ))}
              </RadioGroup>
              <FormHelperText sx={{ mx: 0 }}>{M.interviewHelp}</FormHelperText>
            </FormControl>
            {(application.triagedByName || application.answeredByName) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="handled-by">
                {M.handledBy(application.triagedByName ?? null, application.answeredByName ?? null)}
              </Typography>
            )}
            <Box role="status" sx={{ minHeight: '1.5em', mt: 0.5, fontSize: '0.9rem', color: palette.inkSoft }}>
              {interview.saving ? M.interviewSaving : interview.saved ? M.interviewSaved : ''}
            </Box>
            {interview.error && (
              <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {interview.error}
              </Alert>
            )}
          </Block>
        )}
        <Block id="documents" title={M.documents}>
          {!cvPath && !coverLetterPath && !bookPdfPath ? (
            <Typography color="text.secondary">{M.noDocuments}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {cvPath && (
                <Box component="li">
                  <DocumentLink href={cvPath} label={M.downloadCv} busy={downloading === 'cv'} onClick={() => onDownload('cv')} />
                </Box>
              )}
              {coverLetterPath && (
                <Box component="li">
                  <DocumentLink
                    href={coverLetterPath}
                    label={M.downloadCoverLetter}
                    busy={downloading === 'coverLetter'}
                    onClick={() => onDownload('coverLetter')}
                  />
                </Box>
              )}
              {bookPdfPath && (
                <Box component="li">
                  <DocumentLink
                    href={bookPdfPath}
                    label={M.downloadBookPdf}
                    busy={downloading === 'bookPdf'}
                    onClick={() => onDownload('bookPdf')}
                  />
                </Box>
              )}
            </Box>
          )}
          {downloadError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {downloadError}
            </Alert>
          )}
        </Block>
      </Box>
    </Box>
  );
}
