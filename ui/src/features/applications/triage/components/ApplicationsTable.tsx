import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowForwardOutlinedIcon from '@mui/icons-material/ArrowForwardOutlined';
import type { TriageApplicationFieldsFragment } from '../../../../gql/graphql';
import { frenchDate } from '../../../../lib/dates';
import { palette } from '../../../../lib/theme';
import { TRIAGE_MESSAGES as M, type InterviewStatus } from '../messages';
import { ApplicationDocuments, type DocumentKind } from './ApplicationDocuments';
import { InterviewStatusControl } from './InterviewStatusControl';
import { MessagesChip } from './MessagesChip';

type Application = TriageApplicationFieldsFragment;

export interface ApplicationsTableProps {
  /** The offer's numeric id, for the link to each application's page. */
  offerId: number;
  /** The list's filter (`?entretien=…`), carried to each application so its « Retour » comes back to it. */
  listQuery?: string;
  applications: Application[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  /** Applications whose interview status is being saved. */
  saving: ReadonlySet<string>;
  /** The document being downloaded per application id. */
  downloading: Record<string, DocumentKind | undefined>;
  onInterviewStatus: (application: Application, status: InterviewStatus) => void;
  onDownload: (application: Application, kind: DocumentKind) => void;
}

export const applicationPath = (offerId: number, applicationId: number) => `/emploi/${offerId}/applications/${applicationId}`;

const nameOf = (application: Application) => (application.withdrawn ? M.withdrawn : application.candidateName.trim() || M.anonymous);

/** The last answer the recruiter sent, if any. */
function lastAnswer(application: Application): 'INVITED' | 'REFUSED' | null {
  const answers = application.steps.flatMap((step) => (step.kind === 'INVITED' || step.kind === 'REFUSED' ? [step.kind] : []));
  return answers.at(-1) ?? null;
}

function AnswerChip({ application }: { application: Application }) {
  const answer = lastAnswer(application);
  if (!answer) return null;
  return (
    <Chip
      label={M.answered[answer]}
      size="small"
      variant="outlined"
      color={answer === 'INVITED' ? 'success' : 'default'}
      sx={{ height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
const isUnread = (application: Application) => application.readAt == null;
const sentOn = (application: Application) => frenchDate(String(application.createdAt));

function NewChip() {
  return <Chip label={M.newChip} size="small" color="primary" sx={{ height: 22, fontWeight: 600, '& .MuiChip-label': { px: 1 } }} />;
}

function OpenButton({ offerId, application, listQuery = '' }: { offerId: number; application: Application; listQuery?: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      color="secondary"
      endIcon={<ArrowForwardOutlinedIcon />}
      href={applicationPath(offerId, application._id) + listQuery}
      aria-label={M.openLabel(nameOf(application))}
      sx={{ px: 1.5, whiteSpace: 'nowrap' }}
    >
      {M.open}
    </Button>
  );
}

function SelectAll({
  applications,
  selected,
  onSelectAll,
  label,
}: Pick<ApplicationsTableProps, 'applications' | 'selected' | 'onSelectAll'> & { label?: string }) {
  const count = applications.filter((application) => selected.has(application.id)).length;
  const checkbox = (
    <Checkbox
      checked={count > 0 && count === applications.length}
      indeterminate={count > 0 && count < applications.length}
      onChange={(event) => onSelectAll(event.target.checked)}
      // With a visible label, the label names it (the accessible name must contain what is seen).
      slotProps={label ? undefined : { input: { 'aria-label': M.selectAll } }}
    />
  );
  return label ? <FormControlLabel control={checkbox} label={label} /> : checkbox;
}

/** Desktop: one row per application. */
function DesktopTable(props: ApplicationsTableProps) {
  const { offerId, applications, selected, onSelect, saving, downloading, onInterviewStatus, onDownload } = props;
  return (
    <TableContainer sx={{ border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
      <Table aria-label={M.listLabel} size="small" sx={{ '& td, & th': { borderColor: palette.line, py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <SelectAll {...props} />
            </TableCell>
            <TableCell>{M.columns.candidate}</TableCell>
            <TableCell>{M.columns.sentAt}</TableCell>
            <TableCell>{M.columns.interview}</TableCell>
            <TableCell>{M.columns.documents}</TableCell>
            <TableCell align="right">{M.columns.open}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((application) => {
            const name = nameOf(application);
            const unread = isUnread(application);
            return (
              <TableRow
                key={application.id}
                hover
                selected={selected.has(application.id)}
                data-unread={unread || undefined}
                sx={unread ? { '& > td:first-of-type': { boxShadow: `inset 3px 0 0 ${palette.terracotta}` } } : undefined}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(application.id)}
                    onChange={(event) => onSelect(application.id, event.target.checked)}
                    slotProps={{ input: { 'aria-label': M.select(name) } }}
                  />
                </TableCell>
                <TableCell component="th" scope="row" sx={{ fontWeight: unread ? 700 : 400 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                    <span>{name}</span>
                    {unread && !application.withdrawn && <NewChip />}
                    <AnswerChip application={application} />
                    <MessagesChip count={application.unreadMessagesCount} />
                  </Box>
                </TableCell>
                <TableCell sx={{ fontWeight: unread ? 700 : 400, whiteSpace: 'nowrap' }}>{sentOn(application)}</TableCell>
                <TableCell>
                  {application.withdrawn ? (
                    <Box component="span" sx={{ color: palette.inkSoft }}>
                      —
                    </Box>
                  ) : (
                    <InterviewStatusControl
                      candidateName={name}
                      value={application.interviewStatus}
                      disabled={saving.has(application.id)}
                      onChange={(status) => onInterviewStatus(application, status)}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <ApplicationDocuments
                    application={application}
                    candidateName={name}
                    downloading={downloading[application.id]}
                    onDownload={(kind) => onDownload(application, kind)}
                  />
                </TableCell>
                <TableCell align="right">
                  <OpenButton offerId={offerId} application={application} listQuery={props.listQuery} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones (under 768 px): one card per application. */
function Cards(props: ApplicationsTableProps) {
  const { offerId, applications, selected, onSelect, saving, downloading, onInterviewStatus, onDownload } = props;
  return (
    <Box>
      <Box sx={{ px: 0.5, mb: 1 }}>
        <SelectAll {...props} label={M.selectAllShort} />
      </Box>
      <Box component="ul" aria-label={M.listLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {applications.map((application) => {
          const name = nameOf(application);
          const unread = isUnread(application);
          const nameId = `candidature-${application._id}`;
          return (
            <Box
              component="li"
              key={application.id}
              aria-labelledby={nameId}
              data-unread={unread || undefined}
              sx={{
                p: 2,
                bgcolor: selected.has(application.id) ? 'rgba(164, 70, 42, 0.06)' : palette.surface,
                border: `1px solid ${palette.line}`,
                borderLeft: unread ? `4px solid ${palette.terracotta}` : `1px solid ${palette.line}`,
                borderRadius: 2,
                display: 'grid',
                gap: 1.25,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Checkbox
                  checked={selected.has(application.id)}
                  onChange={(event) => onSelect(application.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': M.select(name) } }}
                  sx={{ mt: -0.75, ml: -1 }}
                />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                    <Typography id={nameId} component="h3" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    {unread && !application.withdrawn && <NewChip />}
                    <AnswerChip application={application} />
                    <MessagesChip count={application.unreadMessagesCount} />
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ fontWeight: unread ? 600 : 400 }}>
                    {M.sentAt(sentOn(application))}
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ display: application.withdrawn ? 'none' : 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="body2" component="span" color="text.secondary">
                  {M.columns.interview}
                </Typography>
                <InterviewStatusControl
                  candidateName={name}
                  value={application.interviewStatus}
                  disabled={saving.has(application.id)}
                  onChange={(status) => onInterviewStatus(application, status)}
                />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <ApplicationDocuments
                  application={application}
                  candidateName={name}
                  downloading={downloading[application.id]}
                  onDownload={(kind) => onDownload(application, kind)}
                />
                <OpenButton offerId={offerId} application={application} listQuery={props.listQuery} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** The applications of an offer: a table from 768 px, cards below. */
export function ApplicationsTable(props: ApplicationsTableProps) {
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return desktop ? <DesktopTable {...props} /> : <Cards {...props} />;
}
