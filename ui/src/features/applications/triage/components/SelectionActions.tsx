import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DoNotDisturbAltOutlinedIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { TriageOffer } from '../hooks/useTriageApplications';
import { TRIAGE_MESSAGES as M, type InterviewStatus } from '../messages';
import type { AnswerKind } from './MailApplicantsDialog';

interface Props {
  offer: TriageOffer;
  total: number;
  chosen: number;
  /** Opens the mail dialog: an invitation, a refusal, or a message (no answer). */
  onWrite: (answer?: AnswerKind) => void;
  /** Notes the ticked applications at once; `noting` while it is sent. */
  onNote: (status: InterviewStatus) => void;
  noting: boolean;
}

/** Above the table: the counts, and what can be sent to the candidates ticked. */
export function SelectionActions({ offer, total, chosen, onWrite, onNote, noting }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="totals">
        {M.count(total)}
        {(offer.unreadApplicationsCount ?? 0) > 0 && (
          <Box component="span" sx={{ color: 'primary.dark', fontWeight: 600 }}>{`, ${M.unread(offer.unreadApplicationsCount ?? 0)}`}</Box>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {M.selected(chosen)}
        </Typography>
        <TextField
          select
          size="small"
          label={M.noteSelected.label}
          value=""
          disabled={chosen === 0 || noting}
          onChange={(event) => {
            const status = M.interview.find((item) => item.value === event.target.value)?.value;
            if (status) onNote(status);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <option value="">{M.noteSelected.choose}</option>
          {M.interview.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<EventAvailableOutlinedIcon />} disabled={chosen === 0} onClick={() => onWrite('INVITED')}>
          {M.inviteSelected}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<DoNotDisturbAltOutlinedIcon />}
          disabled={chosen === 0}
          onClick={() => onWrite('REFUSED')}
        >
          {M.refuseSelected}
        </Button>
        <Button variant="contained" startIcon={<MailOutlineIcon />} disabled={chosen === 0} onClick={() => onWrite()}>
          {M.writeToSelected}
        </Button>
      </Box>
    </Box>
  );
}
