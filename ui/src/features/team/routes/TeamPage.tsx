import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionBlock } from '../../../components/dashboard/SectionBlock';
import { useChange, type RunChange } from '../../../components/dashboard/useChange';
import { FormFeedback, IDLE, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { MyTeamQuery as MyTeamResult, TeamRole } from '../../../gql/graphql';
import { frenchDate } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import { useSession } from '../../../lib/session';
import { useInviteTeamMember, useMyTeam, useRemoveTeamMember, useRevokeTeamInvitation, useSetTeamMemberRole } from '../api/team';
import { TEAM_MESSAGES as M } from '../messages';
import { nameOf, RecruiterTeam } from '../components/RecruiterTeam';
import { TeamLog as Log } from '../components/TeamLog';
import { LIMITS } from '../../../gql/limits';

type Team = MyTeamResult['myTeam'];
const ROLES: TeamRole[] = ['OWNER', 'RECRUITER'];

function Members({ team, pending, run }: { team: Team; pending: boolean; run: RunChange }) {
  const setRole = useSetTeamMemberRole();
  const removeMember = useRemoveTeamMember();
  return (
    <List disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {team.members.map((member) => {
        const name = nameOf(member);
        return (
          <ListItem
            key={member.userId}
            sx={{ border: `1px solid ${palette.line}`, borderRadius: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name} {member.isMe && M.me}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {member.email} · {M.joined(frenchDate(String(member.joinedAt)))}
              </Typography>
            </Box>
            <TextField
              select
              size="small"
              label={M.roleLabel}
              value={member.role}
              disabled={pending}
              slotProps={{ htmlInput: { 'aria-label': M.roleOf(name) } }}
              onChange={(event) =>
                void run(() => setRole.mutateAsync({ userId: member.userId, role: event.target.value as TeamRole }), M.roleChanged)
              }
              sx={{ minWidth: 160 }}
            >
              {ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {M.roles[role]}
                </MenuItem>
              ))}
            </TextField>
            {!member.isMe && (
              <Button
                color="error"
                variant="outlined"
                disabled={pending}
                aria-label={M.removeOf(name)}
                onClick={() => {
                  if (window.confirm(M.confirmRemove(name))) {
                    void run(() => removeMember.mutateAsync({ userId: member.userId }), M.removed);
                  }
                }}
              >
                {M.remove}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

function InviteForm({ pending, run }: { pending: boolean; run: RunChange }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('RECRUITER');
  const invite = useInviteTeamMember();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void run(async () => {
      await invite.mutateAsync({ email: address, role });
      setEmail('');
    }, M.sent(address));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <TextField
        label={M.email}
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.emailAddress } }}
        sx={{ flex: '1 1 260px' }}
      />
      <TextField
        select
        label={M.roleLabel}
        value={role}
        onChange={(event) => setRole(event.target.value as TeamRole)}
        sx={{ minWidth: 160 }}
      >
        {ROLES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {M.roles[choice]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={pending || email.trim() === ''} sx={{ minHeight: 56 }}>
        {pending ? M.sending : M.send}
      </Button>
    </Box>
  );
}

function Invitations({ team, pending, run }: { team: Team; pending: boolean; run: RunChange }) {
  const revoke = useRevokeTeamInvitation();
  if (team.invitations.length === 0) return <Typography color="text.secondary">{M.noPending}</Typography>;
  return (
    <List disablePadding sx={{ display: 'grid', gap: 1 }}>
      {team.invitations.map((invitation) => (
        <ListItem key={invitation.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 0 }}>
          <Typography sx={{ flex: '1 1 220px', overflowWrap: 'anywhere' }}>
            {invitation.email} · {M.roles[invitation.role]} · {M.until(frenchDate(String(invitation.expiresAt)))}
          </Typography>
          <Button
            size="small"
            disabled={pending}
            aria-label={M.revokeOf(invitation.email)}
            onClick={() => void run(() => revoke.mutateAsync({ id: invitation.id }), M.revoked)}
          >
            {M.revoke}
          </Button>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * `/dashboard/team` (« Équipe »): the owner's members, invitations and history (issue 38); a
 * recruiter reads the members only (the server answers her nothing else).
 */
export function TeamPage() {
  const { isTeamOwner } = useSession();
  return isTeamOwner ? <OwnerTeam /> : <RecruiterTeam />;
}

function OwnerTeam() {
  const query = useMyTeam();
  const [status, setStatus] = useState<FormStatus>(IDLE);
  const { pending, run } = useChange(setStatus);
  const team = query.status === 'success' ? query.data.myTeam : undefined;
  return (
    <DashboardSection section="team">
      {query.status === 'pending' && !team && <SectionLoading />}
      {query.status === 'error' && <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <FormFeedback status={status} />
        {team && (
          <>
            <SectionBlock title={M.members} intro={M.roleHelp}>
              <Members team={team} pending={pending} run={run} />
            </SectionBlock>
            <SectionBlock title={M.invite} intro={M.inviteIntro}>
              <InviteForm pending={pending} run={run} />
            </SectionBlock>
            <SectionBlock title={M.pending}>
              <Invitations team={team} pending={pending} run={run} />
            </SectionBlock>
            <SectionBlock title={M.log}>
              <Log team={team} />
            </SectionBlock>
          </>
        )}
      </Box>
    </DashboardSection>
  );
}
