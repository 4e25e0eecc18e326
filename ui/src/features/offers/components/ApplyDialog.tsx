import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { FileButton } from '../../../components/files/FileButton';
import { UploadProgress } from '../../../components/files/UploadProgress';
import { palette } from '../../../lib/theme';
import { useBookToSend } from '../api/apply';
import { defaultChoice, type BookChoice } from '../bookChoice';
import { BookPicker } from './BookPicker';
import { applicationDocumentProblem, applicationProblems, isOneStep, type ApplicationForm, type DocumentNumber } from '../application';
import type { ApplyState } from '../hooks/useOfferApplication';
import { APPLY_MESSAGES as M } from '../messages';

interface DocumentFieldProps {
  document: DocumentNumber;
  file: File | null;
  /** No file chosen, but the profile's CV goes (document n°1 only). */
  profileCv?: boolean;
  /** The letter in the one-step apply: the typed message may stand for it. */
  optional?: boolean;
  error: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** One of the two PDFs: its name, the chosen file, a button opening the picker, its problem. */
function DocumentField({ document, file, profileCv = false, optional = false, error, disabled, onFile }: DocumentFieldProps) {
  const id = useId();
  const label = document === 1 ? M.cv : M.coverLetter;
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      sx={{ p: 2, border: `1px solid ${error ? palette.terracotta : palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
    >
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        {label} {!optional && <span aria-hidden>*</span>}
      </Typography>
      <Box
        sx={{
          mt: 0.5,
          mb: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: file || profileCv ? 'text.primary' : 'text.secondary',
          minWidth: 0,
        }}
      >
        <DescriptionOutlinedIcon aria-hidden fontSize="small" sx={{ color: palette.brass, flexShrink: 0 }} />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file ? M.file(file.name, file.size) : profileCv ? M.profileCv : M.noFile}
        </Typography>
      </Box>
      {!file && profileCv && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
          {M.profileCvHint}
        </Typography>
      )}
      {!file && optional && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
          {M.coverLetterOptional}
        </Typography>
      )}
      <FileButton
        name={document === 1 ? 'cv' : 'cv2'}
        accept=".pdf,application/pdf"
        inputLabel={document === 1 ? M.cvInput : M.coverLetterInput}
        disabled={disabled}
        startIcon={<UploadFileOutlinedIcon />}
        onFile={onFile}
      >
        {file || profileCv ? M.replace : M.choose}
      </FileButton>
      {error && (
        <Typography id={`${id}-error`} role="alert" variant="body2" sx={{ mt: 1, color: 'error.main', fontWeight: 500 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

interface ApplyDialogProps {
  open: boolean;
  offerTitle: string;
  company: string;
  /** The phone of the candidate's profile (it may arrive after the dialog opened). */
  initialPhone: string;
  /** The profile holds a CV: it goes as document n°1 unless another is chosen. */
  profileCv?: boolean;
  state: ApplyState;
  onSubmit: (form: ApplicationForm) => void;
  onClose: () => void;
}

const EMPTY: ApplicationForm = {
  phone: '',
  coverLetterMessage: '',
  questionsAnswerMessage: '',
  cv: null,
  profileCv: false,
  coverLetter: null,
  portfolio: [],
  bookPdf: false,
};

/**
 * The application form: phone (required, prefilled), two messages, the CV and the cover
 * letter as PDFs. The browser checks everything it can with the spec's messages before any
 * request; a missing document opens a modal asking for both. While sending, the dialog
 * cannot be closed and shows the upload's progress; the server's refusals appear above the
 * buttons.
 */
export function ApplyDialog({ open, offerTitle, company, initialPhone, profileCv = false, state, onSubmit, onClose }: ApplyDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState<ApplicationForm>({ ...EMPTY, phone: initialPhone, profileCv });
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [documentErrors, setDocumentErrors] = useState<{ 1: string | null; 2: string | null }>({ 1: null, 2: null });
  const [missingOpen, setMissingOpen] = useState(false);
  const [motivationError, setMotivationError] = useState<string | null>(null);
  const phoneTouched = useRef(false);
  const busy = state.kind === 'sending' || state.kind === 'uploading';
  // « Mon book »: her last choice ticked again, until she changes it.
  const book = useBookToSend(open).data?.myBook;
  const choiceTouched = useRef(false);
  useEffect(() => {
    if (!book || choiceTouched.current) return;
    const choice = defaultChoice(book);
    setForm((current) => ({ ...current, portfolio: choice.projects, bookPdf: choice.pdf }));
  }, [book]);
  const choose = (choice: BookChoice) => {
    choiceTouched.current = true;
    setForm((current) => ({ ...current, portfolio: choice.projects, bookPdf: choice.pdf }));
  };
  const hasBook = Boolean(book && (book.projects.length > 0 || book.pdfPath));

  // The profile's phone arrives with the page's check: fill the field unless the candidate typed.
  useEffect(() => {
    if (!phoneTouched.current && initialPhone) setForm((current) => ({ ...current, phone: initialPhone }));
  }, [initialPhone]);
  useEffect(() => setForm((current) => ({ ...current, profileCv })), [profileCv]);

  const pick = (document: DocumentNumber, file: File) => {
    const problem = applicationDocumentProblem(file, document);
    setDocumentErrors((current) => ({ ...current, [document]: problem }));
    // A refused file is not kept: what the form holds can be sent.
    setForm((current) => ({ ...current, [document === 1 ? 'cv' : 'coverLetter']: problem ? null : file }));
    if (document === 2 && !problem) setMotivationError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = applicationProblems(form);
    setPhoneError(problems.phone);
    if (problems.phone) {
      document.getElementById('candidature-telephone')?.focus();
      return;
    }
    if (problems.missingDocuments) {
      setMissingOpen(true);
      return;
    }
    setMotivationError(problems.motivation);
    if (problems.motivation) {
      document.getElementById('candidature-motivation')?.focus();
      return;
    }
    if (problems.documents[1] || problems.documents[2]) {
      setDocumentErrors(problems.documents);
      return;
    }
    onSubmit(form);
  };

  const close = () => {
    if (!busy) onClose();
  };
  const serverPhoneError = state.kind === 'error' && state.phoneInvalid;
  const oneStep = isOneStep(form);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="candidature-titre"
      aria-describedby="candidature-offre"
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="candidature-titre"
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1 }}
      >
        <DialogTitle id="candidature-titre" component="h2" sx={{ pb: 0.5 }}>
          {M.dialogTitle}
        </DialogTitle>
        <DialogContent>
          <Typography id="candidature-offre" sx={{ fontWeight: 600, color: palette.inkSoft, overflowWrap: 'anywhere' }}>
            {M.offer(offerTitle, company)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {oneStep ? M.introOneStep : M.intro}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <TextField
              id="candidature-telephone"
              label={M.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={form.phone}
              disabled={busy}
              error={phoneError !== null || serverPhoneError}
              helperText={phoneError ?? M.phoneHelp}
              onChange={(event) => {
                phoneTouched.current = true;
                setForm({ ...form, phone: event.target.value });
                if (phoneError && event.target.value.trim()) setPhoneError(null);
              }}
              sx={{ maxWidth: { sm: 320 } }}
            />
            <TextField
              id="candidature-motivation"
              label={M.coverLetterMessage}
              name="coverLetterMessage"
              multiline
              minRows={4}
              maxRows={12}
              value={form.coverLetterMessage}
              disabled={busy}
              error={motivationError !== null}
              helperText={motivationError ?? (oneStep ? M.coverLetterMessageOneStepHelp : M.coverLetterMessageHelp)}
              onChange={(event) => {
                setForm({ ...form, coverLetterMessage: event.target.value });
                if (motivationError && event.target.value.trim()) setMotivationError(null);
              }}
            />
            <TextField
              label={M.questionsAnswerMessage}
              name="questionsAnswerMessage"
              multiline
              minRows={3}
              maxRows={10}
              value={form.questionsAnswerMessage}
              disabled={busy}
              helperText={M.questionsAnswerMessageHelp}
              onChange={(event) => setForm({ ...form, questionsAnswerMessage: event.target.value })}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
                {M.documents}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {M.documentsHelp}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                <DocumentField
                  document={1}
                  file={form.cv}
                  profileCv={form.profileCv}
                  error={documentErrors[1]}
                  disabled={busy}
                  onFile={(file) => pick(1, file)}
                />
                <DocumentField
                  document={2}
                  file={form.coverLetter}
                  optional={oneStep}
                  error={documentErrors[2]}
                  disabled={busy}
                  onFile={(file) => pick(2, file)}
                />
              </Box>
            </Box>
            {book && hasBook && (
              <BookPicker book={book} choice={{ projects: form.portfolio, pdf: form.bookPdf }} disabled={busy} onChange={choose} />
            )}
          </Box>
          {state.kind === 'sending' && (
            <Typography role="status" sx={{ mt: 2.5, color: palette.inkSoft }}>
              {M.sending}
            </Typography>
          )}
          {state.kind === 'uploading' && <UploadProgress fraction={state.fraction} label={M.progressLabel} text={M.uploading} />}
          {state.kind === 'error' && (
            <Alert severity="error" sx={{ mt: 2.5, whiteSpace: 'pre-line' }}>
              <strong>{M.errorTitle}</strong>
              {'\n'}
              {state.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, pt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button color="secondary" onClick={close} disabled={busy}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? M.sending : M.submit}
          </Button>
        </DialogActions>
      </Box>

      <Dialog
        open={missingOpen}
        onClose={() => setMissingOpen(false)}
        aria-labelledby="documents-manquants-titre"
        aria-describedby="documents-manquants-texte"
      >
        <DialogTitle id="documents-manquants-titre" component="h2">
          {M.missingTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="documents-manquants-texte">{M.missing}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setMissingOpen(false)} autoFocus>
            {M.missingClose}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
