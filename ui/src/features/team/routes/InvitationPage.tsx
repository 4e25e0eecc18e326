import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import type { TeamInvitationQuery as InvitationResult } from '../../../gql/graphql';
import { frenchDate } from '../../../lib/dates';
import { failureOf } from '../../../lib/failure';
import { loginPathFor } from '../../../lib/graphql';
import { restRequest } from '../../../lib/rest';
import { parseSession, useSession } from '../../../lib/session';
import { refreshSession } from '../../../lib/sessionRefresh';
import { palette } from '../../../lib/theme';
import { useAcceptTeamInvitation, useJoinTeamByRegistering, useTeamInvitation } from '../api/team';
import { TEAM_MESSAGES } from '../messages';
import { LIMITS } from '../../../gql/limits';

const M = TEAM_MESSAGES.invitation;
const card = { p: { xs: 2.5, sm: 4 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface } as const;

type Offer = InvitationResult['teamInvitation'];

function Joined({ offer }: { offer: Offer }) {
  return (
    <Box sx={card}>
      <Alert severity="success" role="status">
        {M.joined(offer.companyName)}
      </Alert>
      <Button variant="contained" href="/dashboard/jobs" sx={{ mt: 3 }}>
        {M.toJobs}
      </Button>
    </Box>
  );
}

/** A signed-in user: one button (the server checks the address and the account). */
function Accept({ token, email, onJoined }: { token: string; email: string; onJoined: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const acceptInvitation = useAcceptTeamInvitation();
  const accept = async () => {
    setPending(true);
    setError(null);
    try {
      await acceptInvitation.mutateAsync({ token });
      await refreshSession();
      onJoined();
    } catch (failure) {
      const { handled, message } = failureOf(failure);
      if (!handled) setError(message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={card}>
      <Typography sx={{ mb: 2 }}>{M.signedInAs(email)}</Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button variant="contained" disabled={pending} onClick={() => void accept()}>
        {pending ? M.accepting : M.accept}
      </Button>
    </Box>
  );
}

/** Someone without an account: her names and a password; the address is the invitation's. */
function Register({ token, offer, onJoined }: { token: string; offer: Offer; onJoined: () => void }) {
  const { signIn } = useSession();
  const [values, setValues] = useState({ firstname: '', lastname: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = useJoinTeamByRegistering();
  const set = (key: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((was) => ({ ...was, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const email = (await join.mutateAsync({ token, ...values })).joinTeamByRegistering;
      const session = parseSession(await restRequest('/api/login_check', { json: { email, password: values.password } }));
      if (session) signIn(session);
      onJoined();
    } catch (failure) {
      const { handled, message } = failureOf(failure);
      if (!handled) setError(message);
    } finally {
      setPending(false);
    }
  };
  const empty = values.firstname.trim() === '' || values.lastname.trim() === '' || values.password === '';
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} sx={{ ...card, display: 'grid', gap: 2 }}>
      <Typography>{M.registerIntro(offer.email)}</Typography>
      <TextField
        label={M.firstname}
        required
        value={values.firstname}
        onChange={set('firstname')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.personName } }}
      />
      <TextField
        label={M.lastname}
        required
        value={values.lastname}
        onChange={set('lastname')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.personName } }}
      />
      <TextField
        label={M.password}
        type="password"
        required
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={pending || empty}>
        {pending ? M.accepting : M.register}
      </Button>
      <Link href={loginPathFor(window.location.pathname)}>{M.haveAccount}</Link>
    </Box>
  );
}

/** `/equipe/invitation/:token`: the link of an invitation mail (issue 38). */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { user } = useSession();
  const query = useTeamInvitation(token);
  const [joined, setJoined] = useState(false);
  const offer = query.status === 'success' ? query.data.teamInvitation : undefined;
  return (
    <Page meta={{ title: M.title, description: M.title }} title={M.title} maxWidth="sm">
      {query.status === 'pending' && <Typography>{M.loading}</Typography>}
      {query.status === 'error' && (
        <Alert severity="error" role="alert">
          {query.error.message}
        </Alert>
      )}
      {offer && !joined && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <Typography sx={{ fontSize: '1.1rem' }}>{M.offer(offer.companyName, TEAM_MESSAGES.roles[offer.role])}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {M.until(frenchDate(String(offer.expiresAt)))}
            </Typography>
          </Box>
          {user ? (
            <Accept token={token} email={user.email} onJoined={() => setJoined(true)} />
          ) : (
            <Register token={token} offer={offer} onJoined={() => setJoined(true)} />
          )}
        </Box>
      )}
      {offer && joined && <Joined offer={offer} />}
    </Page>
  );
}
