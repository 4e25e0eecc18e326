import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobOfferFieldsFragment } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.detail.training;

type Training = NonNullable<JobOfferFieldsFragment['training']>;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 130 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The grid of the law's least pay: a row per age band, a column per year of the contract. */
function LegalGrid({ legalPay }: { legalPay: NonNullable<Training['legalPay']> }) {
  const years = legalPay.bands[0]?.cells.map((cell) => cell.year) ?? [];
  return (
    <Table size="small" aria-label={M.legalTitle} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{M.age}</TableCell>
          {years.map((year) => (
            <TableCell component="th" key={year}>
              {M.year(year)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {legalPay.bands.map((band) => (
          <TableRow key={band.label}>
            <TableCell component="th" scope="row">
              {band.label}
            </TableCell>
            {band.cells.map((cell) => (
              <TableCell key={cell.year}>{cell.label}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A training offer's diploma, school, rhythm, length and start, and the pay the law sets (issue 55). */
export function TrainingSection({ training }: { training: Training }) {
  const { legalPay } = training;
  return (
    <Box component="section" aria-labelledby="offre-formation" sx={{ mb: 5 }}>
      <Typography id="offre-formation" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2 }}>
        {M.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {training.diploma && <Fact label={M.diploma} value={`${training.diploma.name} (${M.rncp(training.diploma.rncpLevel)})`} />}
        {training.school && <Fact label={M.school} value={training.school} />}
        {training.rhythm && <Fact label={M.rhythm} value={training.rhythm} />}
        <Fact label={M.duration} value={training.duration} />
        <Fact label={M.start} value={training.start} />
      </Box>
      {legalPay && (
        <Box sx={{ mt: 3, p: 2, border: `1px solid ${palette.line}`, borderRadius: 2, overflowX: 'auto' }}>
          <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
            {M.legalTitle}
          </Typography>
          <Typography variant="body2" sx={{ color: palette.inkSoft, mt: 0.5 }}>
            {legalPay.note}
          </Typography>
          {legalPay.bands.length > 0 ? (
            <LegalGrid legalPay={legalPay} />
          ) : (
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{legalPay.label}</Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
