import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { SectionBlock } from '../../../components/dashboard/SectionBlock';
import { useCandidatePreferences, useEraseDismissals, useSavePreferences } from '../api/recommendations';
import { PreferencesForm, type PreferencesValue } from '../components/PreferencesForm';
import { RECOMMENDATIONS_MESSAGES } from '../messages';

const M = RECOMMENDATIONS_MESSAGES.preferences;
/** Jobs, not their families and groups: the trades one looks for. */
const JOB_LEVEL = 3;

/** « Ce que je recherche », in the career space (`/dashboard/career`): her preferences, her dismissals. */
export function PreferencesBlock() {
  const query = useCandidatePreferences();
  const save = useSavePreferences();
  const erase = useEraseDismissals();
  return (
    <Box id="ce-que-je-recherche" sx={{ mt: 4 }}>
      <SectionBlock title={M.title} intro={M.intro}>
        {query.status === 'pending' && <SectionLoading />}
        {query.status === 'error' && <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />}
        {query.status === 'success' &&
          (() => {
            const mine = query.data.candidatePreferences;
            const initial: PreferencesValue = {
              positions: mine.positions,
              localities: mine.localities,
              radiusKm: mine.radiusKm,
              contracts: mine.contracts,
              payFloor: mine.payFloor ?? null,
              payFloorPeriod: mine.payFloorPeriod ?? null,
              availableFrom: typeof mine.availableFrom === 'string' ? mine.availableFrom : null,
              recommendationsEnabled: mine.recommendationsEnabled,
              weeklyMail: mine.weeklyMail,
            };
            return (
              <>
                <PreferencesForm
                  initial={initial}
                  trades={query.data.jobPositions.edges.map(({ node }) => node).filter((node) => node.level === JOB_LEVEL)}
                  contracts={query.data.jobContracts.edges.map(({ node }) => node)}
                  pending={save.isPending}
                  onSubmit={(input) => save.mutate(input)}
                />
                <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                  <Typography variant="body2">{M.dismissals(mine.dismissals)}</Typography>
                  <Button size="small" color="secondary" disabled={mine.dismissals === 0 || erase.isPending} onClick={() => erase.mutate()}>
                    {M.erase}
                  </Button>
                </Box>
              </>
            );
          })()}
      </SectionBlock>
    </Box>
  );
}
