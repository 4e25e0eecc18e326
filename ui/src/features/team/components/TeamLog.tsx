import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { MyTeamQuery } from '../../../gql/graphql';
import { frenchDateTime } from '../../../lib/dates';
import { TEAM_MESSAGES as M } from '../messages';

/** The team's log, newest first, as its owners read it. */
export function TeamLog({ team }: { team: MyTeamQuery['myTeam'] }) {
  if (team.log.length === 0) return <Typography color="text.secondary">{M.noLog}</Typography>;
  return (
    <List disablePadding dense>
      {team.log.map((entry) => {
        const role = entry.role ? (M.logRoles[entry.role] ?? entry.role) : '';
        const says = M.actions[entry.action]?.(entry.subjectEmail, role) ?? entry.action;
        return (
          <ListItem key={entry.id} sx={{ px: 0, display: 'block' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {frenchDateTime(String(entry.at))}
              </Box>{' '}
              — {entry.actorEmail} {says}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
