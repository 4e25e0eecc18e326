import Chip from '@mui/material/Chip';
import { TRIAGE_THREAD_MESSAGES as M } from '../messages';

/** « 2 messages non lus »: the candidate wrote in the application's thread (issue 53). */
export function MessagesChip({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Chip
      label={M.unread(count)}
      size="small"
      color="secondary"
      data-testid="unread-messages"
      sx={{ height: 22, fontWeight: 600, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
