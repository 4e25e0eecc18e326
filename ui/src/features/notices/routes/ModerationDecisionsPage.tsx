import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { useContestModerationDecision, useMyModerationDecisions } from '../api/notices';
import { DecisionCard } from '../components/DecisionCard';
import { NOTICE_MESSAGES } from '../messages';

/** `/dashboard/moderation`: the company's « Décisions de modération », each with its statement of reasons. */
export function ModerationDecisionsPage() {
  const decisions = useMyModerationDecisions();
  const contest = useContestModerationDecision();
  return (
    <DashboardSection section="moderation">
      {decisions.status === 'pending' && <SectionLoading />}
      {decisions.status === 'error' && (
        <SectionLoadError message={failureOf(decisions.error).message} onRetry={() => void decisions.refetch()} />
      )}
      {decisions.status === 'success' &&
        (decisions.data.myModerationDecisions.length === 0 ? (
          <Typography>{NOTICE_MESSAGES.decisions.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
            {decisions.data.myModerationDecisions.map((statement) => (
              <DecisionCard key={statement.id} statement={statement} contest={(text) => contest.mutateAsync({ id: statement.id, text })} />
            ))}
          </Box>
        ))}
    </DashboardSection>
  );
}
