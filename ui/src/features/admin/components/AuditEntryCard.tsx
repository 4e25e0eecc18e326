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
  /** The action in French, from the server. */
  actionLabel: string;
  subjectType: string;
  subjectId: string;
  /** The fields it changed, named in French by the server. */
  changes: ReadonlyArray<{ label: string; before: string; after: string }>;
}

/** One action of the log: when, who, what, and the fields it changed (folded). */
export function AuditEntryCard({ entry }: { entry: AuditEntryView }) {
  return (
    <Box
      component="li"
      aria-label={`${entry.actionLabel} ${entry.subjectType} ${entry.subjectId}`}
      sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {entry.actionLabel}
        </Typography>
        <Typography component="span" color="text.secondary" variant="body2">
          {M.subject} : {entry.subjectType} {entry.subjectId}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {M.by} {entry.actorEmail}
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer', fontSize: '0.9rem' }}>
            {M.details}
          </Box>
          <Box
            component="table"
            sx={{
              mt: 1,
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: '0.85rem',
              tableLayout: 'fixed',
              '& th, & td': {
                textAlign: 'left',
                verticalAlign: 'top',
                p: 0.75,
                borderBottom: `1px solid ${palette.line}`,
                overflowWrap: 'anywhere',
              },
              '& td': { whiteSpace: 'pre-wrap' },
            }}
          >
            <thead>
              <tr>
                <th scope="col">{M.field}</th>
                <th scope="col">{M.before}</th>
                <th scope="col">{M.after}</th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change) => (
                <tr key={change.label}>
                  <th scope="row">{change.label}</th>
                  <td>{change.before || M.none}</td>
                  <td>{change.after || M.none}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}
