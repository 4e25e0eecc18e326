import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { failureOf } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { useNoticeReasons, useReportCompany, useReportOffer } from '../api/notices';
import { NOTICE_MESSAGES } from '../messages';
import { EMPTY_REPORT, ReportFields, type ReportValues } from './ReportFields';

const M = NOTICE_MESSAGES;

interface ReportDialogProps {
  kind: 'offer' | 'company';
  /** The offer's or the company's IRI or number. */
  id: string;
  open: boolean;
  onClose: () => void;
}

/** « Signaler cette offre » / « Signaler cette entreprise »: the notice form in a dialog. */
export function ReportDialog({ kind, id, open, onClose }: ReportDialogProps) {
  const { user } = useSession();
  const reasons = useNoticeReasons();
  const reportOffer = useReportOffer();
  const reportCompany = useReportCompany();
  const [values, setValues] = useState<ReportValues>(EMPTY_REPORT);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const signedInEmail = user && !user.confirmationToken ? user.email : null;
  const close = () => {
    setValues(EMPTY_REPORT);
    setError(null);
    setDone(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const input = {
      id,
      reason: values.reason,
      otherReason: values.reason === 'OTHER' ? values.otherReason : null,
      explanation: values.explanation,
      name: signedInEmail ? null : values.name,
      email: signedInEmail ? null : values.email,
      goodFaith: values.goodFaith,
    };
    try {
      const message =
        kind === 'offer'
          ? (await reportOffer.mutateAsync({ input })).reportOffer.message
          : (await reportCompany.mutateAsync({ input })).reportCompany.message;
      setDone(message);
    } catch (failure) {
      const { handled, message } = failureOf(failure);
      if (!handled) setError(message);
    } finally {
      setPending(false);
    }
  };
  const incomplete = values.reason === '' || values.explanation.trim() === '' || !values.goodFaith;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="signalement-titre" fullWidth maxWidth="sm">
      <DialogTitle id="signalement-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
        {M.dialogTitle[kind]}
      </DialogTitle>
      {done ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {done}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{M.close}</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{M.intro}</DialogContentText>
            <ReportFields values={values} onChange={setValues} reasons={reasons.data?.noticeReasons ?? []} signedInEmail={signedInEmail} />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{M.cancel}</Button>
            <Button type="submit" variant="contained" disabled={pending || incomplete}>
              {pending ? M.sending : M.send}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
