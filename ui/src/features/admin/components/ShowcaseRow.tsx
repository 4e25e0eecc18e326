import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { AdminMoveDirection } from '../../../gql/graphql';
import { CONTENT_MESSAGES } from '../contentMessages';

const M = CONTENT_MESSAGES.showcase;

/** The last change's outcome: an error, or what was done. */
export function Notice({ message }: { message: { severity: 'error' | 'success'; text: string } | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message.text}
    </Alert>
  );
}

/** One row of a carousel's list: its content, then move, edit and delete. */
export function ShowcaseRow({
  name,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: AdminMoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', gap: 1.5, alignItems: 'center' }}>{children}</Box>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <IconButton aria-label={M.up(name)} disabled={busy || first} onClick={() => onMove('UP')}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={M.down(name)} disabled={busy || last} onClick={() => onMove('DOWN')}>
          <ArrowDownwardIcon />
        </IconButton>
        <Button size="small" variant="outlined" color="secondary" aria-label={M.editOf(name)} onClick={onEdit}>
          {M.edit}
        </Button>
        <Button size="small" color="error" aria-label={M.deleteOf(name)} disabled={busy} onClick={onDelete}>
          {M.delete}
        </Button>
      </Box>
    </Paper>
  );
}
