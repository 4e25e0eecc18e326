import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { frenchDate } from '../../../lib/dates';
import { useMyAnswerTime } from '../api/answerTime';
import { ANSWER_TIME_MESSAGES as M } from '../messages';

/**
 * The recruiter's answer time on « Mes annonces »: what the offers' pages say (or why they say
 * nothing yet), and the applications waiting for a first answer, oldest first, each a link to
 * its page where the conversation is.
 */
export function AnswerTimeBlock() {
  const query = useMyAnswerTime();
  if (query.status === 'pending') return null;
  if (query.status === 'error')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {M.loadError}
      </Typography>
    );
  const mine = query.data.myAnswerTime;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="delai-titre" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, mb: 3 }}>
      <Typography id="delai-titre" variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {M.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="answer-time">
        {mine.answerLine && <Typography>{M.shown(mine.answerLine)}</Typography>}
        {mine.medianDays != null && (
          <Typography variant="body2" color="text.secondary">
            {M.median(mine.medianDays, mine.applications)} {!mine.answerLine && M.tooLong}
          </Typography>
        )}
        {mine.medianDays == null && (
          <Typography variant="body2" color="text.secondary">
            {M.tooFew(mine.applications)}
          </Typography>
        )}
        {mine.readingLine && (
          <Typography variant="body2" color="text.secondary">
            {M.reading(mine.readingLine)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {M.how}
        </Typography>
      </Box>
      <Typography sx={{ mt: 2, fontWeight: 600 }}>{M.waiting(mine.waitingCount)}</Typography>
      {mine.oldestWaiting.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {mine.oldestWaiting.map((waiting) => (
            <li key={waiting.id}>
              <Link href={`/emploi/${waiting.jobOfferId}/applications/${waiting._id}#conversation`}>
                {M.waitingItem(waiting.candidateName, waiting.offerTitle, frenchDate(String(waiting.sentAt)))}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
