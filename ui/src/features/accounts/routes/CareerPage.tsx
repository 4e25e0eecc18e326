import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { cvPath, downloadCv, uploadCv } from '../api/cv';
import { useMyCandidate, useUpdateMyCandidate } from '../api/profile';
import type { UploadState } from '../../../components/files/UploadProgress';
import { BookSection } from '../components/BookSection';
import { CvPanel } from '../components/CvPanel';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { IDLE, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { ProfessionalProfileForm } from '../components/ProfessionalProfileForm';
import { failureOf } from '../../../lib/failure';
import { cvFileProblem } from '../files';
import { PROFILE_MESSAGES } from '../messages';

const M = PROFILE_MESSAGES.career;

/** The CV block: download with the token, upload with progress after the browser's checks. */
function CvBlock({ initialCvName }: { initialCvName: string | null }) {
  const [cvName, setCvName] = useState(initialCvName);
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  useEffect(() => setCvName(initialCvName), [initialCvName]);

  const send = async (file: File) => {
    const problem = cvFileProblem(file);
    if (problem) {
      setUpload({ kind: 'error', message: problem });
      return;
    }
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      const answer = await uploadCv(file, (fraction) => setUpload({ kind: 'uploading', fraction }));
      setCvName(answer.cvName);
      setUpload({ kind: 'done', message: M.uploaded });
    } catch (error) {
      const failure = failureOf(error);
      setUpload(failure.handled ? { kind: 'idle' } : { kind: 'error', message: failure.message });
    }
  };

  const download = async () => {
    if (!cvName) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadCv(cvName);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) setDownloadError(failure.message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <CvPanel
      cvName={cvName}
      cvHref={cvName ? cvPath(cvName) : null}
      upload={upload}
      downloading={downloading}
      downloadError={downloadError}
      onDownload={() => void download()}
      onFile={(file) => void send(file)}
    />
  );
}

/**
 * `/dashboard/career`: CV download and upload, professional profile URL, « Mon book »; `children` (the app
 * composes them: « Ce que je recherche », issue 56) below.
 */
export function CareerPage({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const query = useMyCandidate(user?.candidate?.id ?? '');
  const updateCandidate = useUpdateMyCandidate();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus>(IDLE);
  const [invalid, setInvalid] = useState(false);

  const save = async (url: string) => {
    setPending(true);
    setStatus(IDLE);
    setInvalid(false);
    try {
      await updateCandidate.mutateAsync({ input: { socialLinkedinURL: url } });
      setStatus({ kind: 'success', message: M.success });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.handled) return;
      setInvalid(failure.codes.has('INVALID_LINKEDIN_URL'));
      setStatus({ kind: 'error', message: failure.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <DashboardSection section="career">
      {query.status === 'pending' && <SectionLoading />}
      {query.status === 'error' && <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.status === 'success' && (
        <>
          <CvBlock initialCvName={query.data.candidate.cvName} />
          <ProfessionalProfileForm
            initial={query.data.candidate.socialLinkedinURL ?? ''}
            pending={pending}
            status={status}
            invalid={invalid}
            onChange={() => status.kind === 'success' && setStatus(IDLE)}
            onSubmit={(url) => void save(url)}
          />
          <BookSection />
          {children}
        </>
      )}
    </DashboardSection>
  );
}
