import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../format';
import { palette } from '../../../lib/theme';
import { ADMIN_MESSAGES } from '../messages';

const M = ADMIN_MESSAGES.audit;

export interface AuditEntryView {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before?: string | null;
  after?: string | null;
}

function Snapshot({ label, value }: { label: string; value?: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: palette.paper,
          border: `1px solid ${palette.line}`,
          borderRadius: 1,
          fontSize: '0.8rem',
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          maxHeight: 320,
        }}
      >
        {value ?? M.none}
      </Box>
    </Box>
  );
}

/** One action of the log: when, who, what, and the record before and after (folded). */
export function AuditEntryCard({ entry }: { entry: AuditEntryView }) {
  return (
    <Box
      component="li"
      aria-label={`${entry.action} ${entry.subjectType} ${entry.subjectId}`}
      sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {entry.action}
        </Typography>
        <Typography component="span" color="text.secondary" variant="body2">
          {M.subject} : {entry.subjectType} {entry.subjectId}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {M.by} {entry.actorEmail}
      </Typography>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', fontSize: '0.9rem' }}>
          {M.details}
        </Box>
        <Box sx={{ mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <Snapshot label={M.before} value={entry.before} />
          <Snapshot label={M.after} value={entry.after} />
        </Box>
      </Box>
    </Box>
  );
}
