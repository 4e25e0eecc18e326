import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { MyApplicationFieldsFragment } from '../../../gql/graphql';
import { frenchDate } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import { ApplicationSteps } from './ApplicationSteps';
import { MY_APPLICATIONS_MESSAGES as M } from '../messages';

/** The application page (route name `application`). */
export const applicationPath = (application: { _id: number; jobOffer: { _id: number } }) =>
  `/emploi/${application.jobOffer._id}/applications/${application._id}`;

/** The steps after « Envoyée » (the date column says it), or a calm « waiting ». */
function AfterSending({ steps }: { steps: MyApplicationFieldsFragment['steps'] }) {
  const later = steps.filter((step) => step.kind !== 'SENT');
  if (later.length === 0)
    return (
      <Box component="span" sx={{ color: palette.inkSoft }}>
        {M.waiting}
      </Box>
    );
  return <ApplicationSteps steps={later} dense />;
}

/**
 * The candidate's sent applications (spec section 2, "table of sent applications"): offer
 * (link to the application), company, place, date sent and its dated steps (issue 37). Below
 * 768 px the same rows become a list of cards, which reads better than a scrolling table.
 */
export function MyApplicationsTable({ applications }: { applications: MyApplicationFieldsFragment[] }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  if (narrow) {
    return (
      <Box component="ul" aria-label={M.tableLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {applications.map((application) => {
          const { company, address } = application.jobOffer.localizedCompany;
          return (
            <Box
              component="li"
              key={application.id}
              sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, display: 'grid', gap: 0.5 }}
            >
              <Link
                href={applicationPath(application)}
                underline="hover"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'primary.main' }}
              >
                {application.jobOffer.title}
              </Link>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {company.name} · {M.placeLabel(address.locality.name, address.locality.postalCode)}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <ApplicationSteps steps={application.steps} dense />
              </Box>
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Box sx={{ border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface, overflowX: 'auto' }}>
      <Table aria-label={M.tableLabel} size="small" sx={{ '& th, & td': { py: 1.5 }, '& tbody tr:last-of-type td': { borderBottom: 0 } }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{M.offer}</TableCell>
            <TableCell scope="col">{M.company}</TableCell>
            <TableCell scope="col">{M.place}</TableCell>
            <TableCell scope="col" sx={{ whiteSpace: 'nowrap' }}>
              {M.sentAt}
            </TableCell>
            <TableCell scope="col">{M.reading}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((application) => {
            const { company, address } = application.jobOffer.localizedCompany;
            return (
              <TableRow key={application.id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  <Link href={applicationPath(application)} underline="hover" sx={{ overflowWrap: 'anywhere', color: 'primary.main' }}>
                    {application.jobOffer.title}
                  </Link>
                </TableCell>
                <TableCell>{company.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{M.placeLabel(address.locality.name, address.locality.postalCode)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{frenchDate(String(application.createdAt))}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <AfterSending steps={application.steps} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
