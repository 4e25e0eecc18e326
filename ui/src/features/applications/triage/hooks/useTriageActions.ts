import { useState } from 'react';
import type { TriageApplicationFieldsFragment } from '../../../../gql/graphql';
import { notify } from '../../../../lib/notifications';
import { downloadWithToken } from '../../../../lib/rest';
import { useTriageAnswerApplications, useTriageInterviewStatus, useTriageMailApplicants, useTriageNoteApplications } from '../api/triage';
import type { DocumentKind } from '../components/ApplicationDocuments';
import type { AnswerKind, MailValues } from '../components/MailApplicantsDialog';
import { failureMessage, reportFailure } from '../failure';
import { TRIAGE_MESSAGES as M, type InterviewStatus } from '../messages';

type Application = TriageApplicationFieldsFragment;

interface Loaded {
  items: Application[];
  update: (id: string, patch: Partial<Application>) => void;
  reload: () => void;
}

/**
 * What the recruiter does on the list: the selection, the interview notes (shown at once,
 * undone if refused), the documents' downloads and the mail to the candidates ticked.
 */
export function useTriageActions({ items, update, reload }: Loaded) {
  const interviewStatus = useTriageInterviewStatus();
  const mailApplicants = useTriageMailApplicants();
  const answerApplications = useTriageAnswerApplications();
  const noteApplications = useTriageNoteApplications();
  const [noting, setNoting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState<Record<string, DocumentKind | undefined>>({});
  const [mail, setMail] = useState<{ open: boolean; pending: boolean; error: string | null; answer?: AnswerKind }>({
    open: false,
    pending: false,
    error: null,
  });

  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);

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

  /**
   * Notes every ticked application at once (issue 58, minor 11): shown at once, undone if
   * refused; then the list is read again, so a filter and its counts follow the new notes.
   */
  const noteSelected = async (status: InterviewStatus) => {
    const ticked = items.filter((item) => selected.has(item.id));
    if (ticked.length === 0 || noting) return;
    setNoting(true);
    for (const item of ticked) update(item.id, { interviewStatus: status });
    try {
      const { noteJobOfferApplications } = await noteApplications.mutateAsync({
        input: { ids: ticked.map((item) => item.id), interviewStatus: status },
      });
      notify({ severity: 'success', title: M.noteSelected.doneTitle, message: M.noteSelected.done(noteJobOfferApplications.ids.length) });
      reload();
    } catch (error) {
      for (const item of ticked) update(item.id, { interviewStatus: item.interviewStatus });
      reportFailure(M.interviewFailedTitle, error);
    } finally {
      setNoting(false);
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

  const sendMail = async ({ subject, message, answer: picked }: MailValues): Promise<boolean> => {
    setMail((current) => ({ ...current, pending: true, error: null }));
    try {
      // Answered through the dialog's kind, or through a template that records one.
      const answer = mail.answer ?? picked;
      if (answer) {
        const { answerJobOfferApplications } = await answerApplications.mutateAsync({
          input: { ids: chosen, answer, subject, message },
        });
        notify({
          severity: 'success',
          title: M.answers[answer].sentTitle,
          message: M.answers.sent(answerJobOfferApplications.sent, chosen.length),
        });
        setMail({ open: false, pending: false, error: null, ...(mail.answer ? { answer: mail.answer } : {}) });
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

  const write = (answer?: AnswerKind) => setMail({ open: true, pending: false, error: null, ...(answer ? { answer } : {}) });
  const cancelMail = () => setMail((current) => ({ open: false, pending: false, error: null, answer: current.answer }));

  return {
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
  };
}
