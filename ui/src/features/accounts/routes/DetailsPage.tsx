import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { sessionStore, useSession } from '../../../lib/session';
import { deleteAccount, downloadMyData } from '../api/accounts';
import { useMyDetails, useUpdateMyCandidate, useUpdateMyUser } from '../api/profile';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { DeleteAccount } from '../components/DeleteAccount';
import { ExportData } from '../components/ExportData';
import { MessageMailsSetting } from '../components/MessageMailsSetting';
import { DetailsForm, type DetailsValues } from '../components/DetailsForm';
import { IDLE, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import type { ErrorCode } from '../../../gql/errorCodes';
import { PROFILE_MESSAGES } from '../messages';

const M = PROFILE_MESSAGES.details;
const D = PROFILE_MESSAGES.deleteAccount;
const X = PROFILE_MESSAGES.exportData;

/** After a deletion: sign out, then the sign-in page with the deletion flag (spec section 8). */
export const AFTER_DELETION = `/logout?redirect=${encodeURIComponent('/login?conf=delete')}`;

/** `/dashboard/details`: personal data, password link, and the candidate's data download and
 * account deletion. */
export function DetailsPage() {
  const { user, isCandidate, isCompany } = useSession();
  const navigate = useNavigate();
  const query = useMyDetails(user?.candidate?.id ?? '', isCandidate);
  const updateCandidate = useUpdateMyCandidate();
  const updateUser = useUpdateMyUser();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus>(IDLE);
  const [codes, setCodes] = useState<ReadonlySet<ErrorCode>>(new Set());
  const [deleting, setDeleting] = useState(false);

  const save = async (values: DetailsValues) => {
    setPending(true);
    setStatus(IDLE);
    try {
      if (isCandidate) {
        await updateCandidate.mutateAsync({
          input: { firstname: values.firstname, lastname: values.lastname, mobilePhone: values.mobilePhone },
        });
      } else {
        await updateUser.mutateAsync({ input: { firstname: values.firstname, lastname: values.lastname } });
      }
      sessionStore.updateUser({ firstname: values.firstname, lastname: values.lastname });
      setStatus({ kind: 'success', message: M.success });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.handled) return;
      setCodes(failure.codes);
      setStatus({ kind: 'error', message: failure.message });
    } finally {
      setPending(false);
    }
  };

  const remove = async (password: string): Promise<string | null> => {
    setDeleting(true);
    try {
      await deleteAccount(password);
    } catch (error) {
      setDeleting(false);
      const failure = failureOf(error);
      // A wrong password is said under the field; anything else in the spec's words.
      if (failure.codes.has('WRONG_PASSWORD') || failure.codes.has('RATE_LIMITED')) return failure.message;
      if (!failure.handled) notify({ severity: 'error', title: D.failureTitle, message: D.failure });
      return null;
    }
    notify({ severity: 'success', title: D.successTitle, message: D.success });
    navigate(AFTER_DELETION, { replace: true });
    return null;
  };

  const exportData = async () => {
    try {
      await downloadMyData(X.fileName);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) notify({ severity: 'error', title: X.failureTitle, message: failure.message });
    }
  };

  return (
    <DashboardSection section="details">
      {query.status === 'pending' && <SectionLoading />}
      {query.status === 'error' && <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.status === 'success' && (
        <DetailsForm
          email={query.data.me.email}
          initial={{
            firstname: query.data.me.firstname,
            lastname: query.data.me.lastname,
            mobilePhone: query.data.candidate?.mobilePhone ?? '',
          }}
          withPhone={isCandidate}
          pending={pending}
          status={status}
          errorCodes={codes}
          onChange={() => status.kind === 'success' && setStatus(IDLE)}
          onSubmit={(values) => void save(values)}
        />
      )}
      {isCompany && <MessageMailsSetting />}
      {isCandidate && <ExportData onDownload={exportData} />}
      {isCandidate && <DeleteAccount pending={deleting} onConfirm={remove} />}
    </DashboardSection>
  );
}
