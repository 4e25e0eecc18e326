import Box from '@mui/material/Box';
import type { StepKind } from '../../../gql/graphql';
import { frenchDate } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import { STEP_MESSAGES as M } from '../messages';

export interface Step {
  kind: StepKind;
  at: unknown;
}

/** Steps that end a story well or badly get their own colour; the others stay quiet. */
const TONE: Partial<Record<StepKind, string>> = {
  INVITED: palette.brass,
  REFUSED: palette.inkSoft,
  OFFER_CLOSED: palette.inkSoft,
  WITHDRAWN: palette.inkSoft,
};

/**
 * An application's dated steps, oldest first (« Envoyée le 3 décembre 2026 », « Retenue pour
 * un entretien le … »): the server gives the candidate only what she may read.
 */
export function ApplicationSteps({ steps, dense = false }: { steps: readonly Step[]; dense?: boolean }) {
  return (
    <Box
      component="ol"
      aria-label={M.label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: dense ? 0.25 : 1, fontSize: dense ? '0.875rem' : undefined }}
    >
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={`${step.kind}-${String(step.at)}`}
            data-step={step.kind}
            sx={{ display: 'flex', alignItems: 'baseline', gap: 1, fontWeight: last ? 600 : 400, color: TONE[step.kind] ?? 'text.primary' }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                flex: 'none',
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: last ? palette.terracotta : palette.line,
                transform: 'translateY(-1px)',
              }}
            />
            {M.on(M.kinds[step.kind], frenchDate(String(step.at)))}
          </Box>
        );
      })}
    </Box>
  );
}
