import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import type { InterviewFieldsFragment } from '../../../gql/graphql';
import { frenchDateTime } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import { useApplicationInterview, useCancelInterview, usePickInterviewSlot } from './api';
import { MoveForm, ProposeForm, messageOf } from './InterviewForms';
import { INTERVIEW_MESSAGES as M } from './messages';

type Interview = InterviewFieldsFragment;

function where(interview: Interview): string {
  return M.where(M.modes[interview.mode], interview.place);
}

/** What the interview is at, and what this side may do with it. */
function InterviewBody({ interview, isCompany, applicationId }: { interview: Interview; isCompany: boolean; applicationId: string }) {
  const [moving, setMoving] = useState(false);
  const [proposing, setProposing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = usePickInterviewSlot();
  const cancel = useCancelInterview();
  const run = (action: Promise<unknown>) => {
    setError(null);
    action.catch((failure: unknown) => setError(messageOf(failure)));
  };
  const busy = pick.isPending || cancel.isPending;
  const failure = error && (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {error}
    </Alert>
  );

  if (interview.status === 'CANCELLED') {
    return (
      <>
        <Typography color="text.secondary">
          {M.cancelled(interview.cancelledBy === 'candidate' || interview.cancelledBy === 'company' ? interview.cancelledBy : null)}
        </Typography>
        {isCompany &&
          (proposing ? (
            <Box sx={{ mt: 2 }}>
              <ProposeForm applicationId={applicationId} onClose={() => setProposing(false)} />
            </Box>
          ) : (
            <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setProposing(true)}>
              {M.proposeAgain}
            </Button>
          ))}
      </>
    );
  }

  if (interview.status === 'SCHEDULED' && interview.startsAt) {
    return (
      <>
        <Typography sx={{ fontWeight: 600 }} data-testid="interview-when">
          {M.scheduled(frenchDateTime(String(interview.startsAt)))}
        </Typography>
        <Typography color="text.secondary">{where(interview)}</Typography>
        {moving ? (
          <MoveForm interviewId={interview.id} onClose={() => setMoving(false)} />
        ) : (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {isCompany && (
              <Button variant="outlined" onClick={() => setMoving(true)} disabled={busy}>
                {M.move}
              </Button>
            )}
            <Button color="secondary" onClick={() => run(cancel.mutateAsync({ interviewId: interview.id }))} disabled={busy}>
              {M.cancel}
            </Button>
          </Stack>
        )}
        {failure}
      </>
    );
  }

  const open = interview.slots.filter((slot) => !slot.taken);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {isCompany ? M.proposedCompany(interview.slots.length) : M.proposedCandidate(interview.recruiterName)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {where(interview)}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {interview.slots.map((slot) => (
          <Box
            component="li"
            key={slot.id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', color: slot.taken ? 'text.disabled' : undefined }}
          >
            <span>
              {frenchDateTime(String(slot.startsAt))} ({M.duration(slot.minutes)}){slot.taken && ` – ${M.taken}`}
            </span>
            {!isCompany && !slot.taken && (
              <Button size="small" variant="contained" disabled={busy} onClick={() => run(pick.mutateAsync({ slotId: slot.id }))}>
                {M.pick}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {!isCompany && open.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {M.taken}
        </Typography>
      )}
      <Button sx={{ mt: 2 }} color="secondary" disabled={busy} onClick={() => run(cancel.mutateAsync({ interviewId: interview.id }))}>
        {isCompany ? M.cancelProposal : M.decline}
      </Button>
      {failure}
    </>
  );
}

/**
 * An application's interview, on its page, for the company (propose, move, cancel) and for
 * the candidate (pick a slot, cancel). `applicationId` is the application's IRI.
 */
export function InterviewSlots({ applicationId, isCompany, withdrawn }: { applicationId: string; isCompany: boolean; withdrawn: boolean }) {
  const query = useApplicationInterview(applicationId);
  const [proposing, setProposing] = useState(false);
  if (withdrawn) return null;
  const interview = query.data?.applicationInterview ?? null;
  return (
    <Box
      component="section"
      aria-labelledby="entretien-titre"
      data-testid="interview"
      sx={{ mt: 3, p: { xs: 2.5, sm: 3 }, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
    >
      <Typography id="entretien-titre" variant="h3" component="h2" sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <EventOutlinedIcon fontSize="small" aria-hidden />
        {M.title}
      </Typography>
      {query.status === 'pending' ? null : query.status === 'error' ? (
        <Typography color="text.secondary">{M.loadError}</Typography>
      ) : interview ? (
        <InterviewBody interview={interview} isCompany={isCompany} applicationId={applicationId} />
      ) : isCompany ? (
        proposing ? (
          <ProposeForm applicationId={applicationId} onClose={() => setProposing(false)} />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {M.none}
            </Typography>
            <Button variant="contained" onClick={() => setProposing(true)}>
              {M.propose}
            </Button>
          </>
        )
      ) : (
        <Typography color="text.secondary">{M.noneCandidate}</Typography>
      )}
    </Box>
  );
}
