import { useState } from 'react';
import { clearErrorBanner, reportError } from '../../../lib/notifications';
import { updatePassword } from '../api/accounts';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { IDLE, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { PROFILE_MESSAGES } from '../messages';

const M = PROFILE_MESSAGES.password;

/** `/dashboard/password-reset`: changes the password (`POST /api/update-password`). */
export function PasswordChangePage() {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus>(IDLE);
  const [round, setRound] = useState(0);

  const submit = async (oldPassword: string, newPassword: string, confirmation: string) => {
    setPending(true);
    setStatus(IDLE);
    clearErrorBanner();
    try {
      await updatePassword(oldPassword, newPassword, confirmation);
      setStatus({ kind: 'success', message: M.success });
      setRound((n) => n + 1); // empties the fields
    } catch (error) {
      reportError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <DashboardSection section="password-reset">
      <ChangePasswordForm
        key={round}
        pending={pending}
        status={status}
        onChange={() => status.kind === 'success' && setStatus(IDLE)}
        onSubmit={(oldPassword, newPassword, confirmation) => void submit(oldPassword, newPassword, confirmation)}
      />
    </DashboardSection>
  );
}
