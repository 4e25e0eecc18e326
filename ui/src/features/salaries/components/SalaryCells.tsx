import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SalaryBarometerQuery } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { INSUFFICIENT, SALARY_MESSAGES as M } from '../messages';

type Cell = NonNullable<SalaryBarometerQuery['salaryBarometer']>['cells'][number];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ py: 1.25, borderTop: `1px solid ${palette.line}` }}>
      <Typography component="dt" variant="body2" sx={{ color: palette.inkSoft }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One card per contract: its ads, its medians and spread, or « données insuffisantes ». */
export function SalaryCells({ cells }: { cells: readonly Cell[] }) {
  if (cells.length === 0) {
    return <Typography sx={{ p: 4, textAlign: 'center', border: `1px dashed ${palette.line}`, borderRadius: 3 }}>{M.empty}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'repeat(2, minmax(0,1fr))' },
      }}
    >
      {cells.map((cell) => (
        <Box
          component="li"
          key={cell.contract.id}
          data-testid="salary-cell"
          sx={{ p: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 3, minWidth: 0 }}
        >
          <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
            {cell.contract.name}
          </Typography>
          <Typography sx={{ m: 0 }}>{M.ads(cell.ads)}</Typography>
          {cell.figures ? (
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label={M.medians} value={M.range(cell.figures.medianMin, cell.figures.medianMax)} />
              <Fact label={M.spread} value={M.range(cell.figures.quartileLow, cell.figures.quartileHigh)} />
            </Box>
          ) : (
            <Typography sx={{ color: palette.inkSoft }}>{INSUFFICIENT}</Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
