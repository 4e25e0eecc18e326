import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReportedContentQuery } from '../../../gql/graphql';
import { frenchDateTime } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import { NOTICES_MESSAGES as M } from '../noticesMessages';
import { DecisionForm, type Choice } from './DecisionForm';

type Item = ReportedContentQuery['admin']['reportedContent'][number];

interface ReportedItemCardProps {
  item: Item;
  outcomes: readonly Choice[];
  grounds: readonly Choice[];
  busy: boolean;
  error: string | null;
  onDecide: (choice: { outcome: string; ground: string | null; facts: string }) => void;
}

/** A reported offer or company: its open notices and the decision form. */
export function ReportedItemCard({ item, outcomes, grounds, busy, error, onDecide }: ReportedItemCardProps) {
  const offerOnly = item.kind === 'COMPANY' ? outcomes.filter((o) => o.code !== 'OFFER_REMOVED') : outcomes;
  return (
    <Box component="li" sx={{ listStyle: 'none', p: 2, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography component="h3" variant="h6">
          {item.kind === 'OFFER' ? M.offer : M.company} : {item.title}
        </Typography>
        <Chip size="small" label={M.count(item.count)} />
        {item.urgent && <Chip size="small" color="error" label={M.urgent} />}
        {item.automatic && <Chip size="small" color="warning" label={M.automatic} />}
      </Box>
      <Typography color="text.secondary">
        {item.companyName}
        {item.path && (
          <>
            {' · '}
            <Link href={item.path} target="_blank" rel="noopener">
              {M.view}
            </Link>
          </>
        )}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1.5 }}>
        {item.notices.map((notice) => (
          <li key={notice.id}>
            <Typography sx={{ fontWeight: 600 }}>
              {notice.reasonLabel}
              {notice.otherReason ? ` : ${notice.otherReason}` : ''} — {frenchDateTime(String(notice.reportedAt))}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{notice.explanation}</Typography>
            <Typography color="text.secondary">
              {notice.automatic ? M.automatic : M.by(notice.reporterName ?? '', notice.reporterEmail ?? '')}
            </Typography>
          </li>
        ))}
      </Box>
      <DecisionForm
        outcomes={offerOnly}
        grounds={grounds}
        suggestedGround={item.notices[0]?.suggestedGround ?? ''}
        busy={busy}
        error={error}
        onSubmit={onDecide}
      />
    </Box>
  );
}
