/**
 * A candidate's application to the offer on screen: whether it was already sent (the apply
 * button then gives way to a link to /dashboard/applications), the profile's phone for the
 * form, and sending it in the two calls the server expects: `createJobOfferApplication`,
 * then the PDFs by `POST /api/upload/application-cv` with upload progress (the one-step apply:
 * `profileCv=1`, the letter PDF only when chosen), with the projects of « Mon book » ticked
 * (`portfolio`, in her order) and `bookPdf=1`.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../../lib/failure';
import { notify } from '../../../lib/notifications';
import { uploadWithProgress } from '../../../lib/rest';
import { offerApplicationStateQuery, useCreateJobOfferApplication } from '../api/apply';
import { applicationProblems, hasProblems, type ApplicationForm } from '../application';
import { APPLY_MESSAGES as M } from '../messages';

export const APPLICATION_UPLOAD_PATH = '/api/upload/application-cv';

export type ApplyState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'error'; message: string; phoneInvalid: boolean };

export interface OfferApplication {
  /** The check on load: until it is `ready`, nobody knows whether the candidate applied. */
  status: 'off' | 'loading' | 'ready' | 'error';
  /** When the candidate applied ('' when known to be sent but not when); null: not yet. */
  appliedAt: string | null;
  /** The profile's phone, to prefill the form. */
  phone: string;
  /** The profile holds a CV: it is document n°1 unless the candidate chooses another. */
  profileCv: boolean;
  state: ApplyState;
  /** Sends the application; true once both calls succeeded (or it had already been sent). */
  send: (form: ApplicationForm) => Promise<boolean>;
  resetState: () => void;
}

export function useOfferApplication(jobOfferId: string, candidateId: string | null): OfferApplication {
  const [status, setStatus] = useState<OfferApplication['status']>(candidateId ? 'loading' : 'off');
  const [appliedAt, setAppliedAt] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [profileCv, setProfileCv] = useState(false);
  const [state, setState] = useState<ApplyState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const client = useQueryClient();
  const { mutateAsync: createApplication } = useCreateJobOfferApplication();

  useEffect(() => {
    if (!candidateId) {
      setStatus('off');
      return;
    }
    let active = true;
    setStatus('loading');
    client.fetchQuery(offerApplicationStateQuery(jobOfferId, candidateId)).then(
      (data) => {
        if (!active) return;
        const sent = data.jobOfferApplications.edges[0]?.node;
        setAppliedAt(sent ? String(sent.createdAt) : null);
        setPhone(data.candidate.mobilePhone ?? '');
        setProfileCv(Boolean(data.candidate.cvName));
        setStatus('ready');
      },
      (error: unknown) => {
        if (!active) return;
        // The apply button stays: the server refuses a second application anyway.
        console.error(error);
        setStatus('error');
      },
    );
    return () => {
      active = false;
    };
  }, [client, jobOfferId, candidateId, attempt]);

  const send = useCallback(
    async (form: ApplicationForm): Promise<boolean> => {
      if (!candidateId || hasProblems(applicationProblems(form))) return false;
      setState({ kind: 'sending' });
      try {
        const created = await createApplication({
          input: {
            jobOffer: jobOfferId,
            candidate: candidateId,
            phone: form.phone.trim(),
            coverLetterMessage: form.coverLetterMessage.trim(),
            questionsAnswerMessage: form.questionsAnswerMessage.trim(),
          },
        });
        setState({ kind: 'uploading', fraction: 0 });
        await uploadWithProgress(
          APPLICATION_UPLOAD_PATH,
          {
            application: created.createJobOfferApplication.jobOfferApplication.id,
            ...(form.cv ? { cv: form.cv } : { profileCv: '1' }),
            ...(form.coverLetter ? { cv2: form.coverLetter } : {}),
            // The book's projects in her order, and her PDF book (docs/book.md).
            ...(form.portfolio.length > 0 ? { portfolio: form.portfolio.join(',') } : {}),
            ...(form.bookPdf ? { bookPdf: '1' } : {}),
          },
          (fraction) => setState({ kind: 'uploading', fraction }),
        );
        setPhone(form.phone.trim());
        setAppliedAt(new Date().toISOString());
        setState({ kind: 'idle' });
        notify({ severity: 'success', title: M.successTitle, message: M.success });
        return true;
      } catch (error) {
        const failure = failureOf(error);
        if (failure.handled) {
          setState({ kind: 'idle' });
          return false;
        }
        if (failure.codes.has('ALREADY_APPLIED')) {
          // Sent from another tab or device: show it as sent, with its date from the server.
          setAppliedAt('');
          setState({ kind: 'idle' });
          setAttempt((n) => n + 1);
          notify({ severity: 'info', message: failure.message });
          return true;
        }
        setState({
          kind: 'error',
          message: failure.message,
          phoneInvalid: failure.codes.has('PHONE_REQUIRED') || failure.codes.has('INVALID_PHONE'),
        });
        return false;
      }
    },
    [jobOfferId, candidateId, createApplication],
  );

  const resetState = useCallback(() => setState({ kind: 'idle' }), []);
  return { status, appliedAt, phone, profileCv, state, send, resetState };
}
