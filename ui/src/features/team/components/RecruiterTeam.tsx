import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionBlock } from '../../../components/dashboard/SectionBlock';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { MyTeamMembersQuery } from '../../../gql/graphql';
import { frenchDate } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import { useMyTeamMembers } from '../api/team';
import { TEAM_MESSAGES as M } from '../messages';

type Member = MyTeamMembersQuery['myTeam']['members'][number];

/** A member as the team's lists name her: her names, else her address. */
export function nameOf(member: { firstname: string; lastname: string; email: string }): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.email;
}

/** The members as a recruiter reads them: names, addresses, roles; nothing to change. */
function ReadOnlyMembers({ members }: { members: Member[] }) {
  return (
    <List disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {members.map((member) => (
        <ListItem key={member.userId} sx={{ border: `1px solid ${palette.line}`, borderRadius: 2, display: 'block' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {nameOf(member)} {member.isMe && M.me}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {M.roles[member.role]} · {member.email} · {M.joined(frenchDate(String(member.joinedAt)))}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** « Équipe » for a recruiter (issue 58, minor 17): the team's list, read only. */
export function RecruiterTeam() {
  const query = useMyTeamMembers();
  const members = query.status === 'success' ? query.data.myTeam.members : undefined;
  return (
    <DashboardSection section="team">
      {query.status === 'pending' && <SectionLoading />}
      {query.status === 'error' && <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      {members && (
        <SectionBlock title={M.members} intro={M.readOnlyIntro}>
          <ReadOnlyMembers members={members} />
        </SectionBlock>
      )}
    </DashboardSection>
  );
}
