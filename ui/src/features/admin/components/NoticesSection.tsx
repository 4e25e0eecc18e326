import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { useDecideContest, useDecideNotice, useReportedContent } from '../api/notices';
import { NOTICES_MESSAGES as M } from '../noticesMessages';
import { DecisionForm } from './DecisionForm';
import { ReportedItemCard } from './ReportedItemCard';

/** « Signalements »: the reported offers and companies to decide, then the contests. */
export function NoticesSection() {
  const content = useReportedContent();
  const decide = useDecideNotice();
  const decideContest = useDecideContest();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<{ id: number; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async (id: number, action: () => Promise<string>) => {
    setBusy(id);
    setError(null);
    try {
      setDone(await action());
    } catch (failure) {
      setError({ id, message: failureOf(failure).message });
    } finally {
      setBusy(null);
    }
  };
  if (content.status === 'pending') return <SectionLoading />;
  if (content.status === 'error')
    return <SectionLoadError message={failureOf(content.error).message} onRetry={() => void content.refetch()} />;
  const { reportedContent, noticeContests, noticeOutcomes, removalReasons } = content.data.admin;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{M.intro}</Typography>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {reportedContent.length === 0 ? (
        <Typography>{M.empty}</Typography>
      ) : (
        <Box component="ul" aria-label={M.tabs.notices} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {reportedContent.map((item) => {
            const id = item.notices[0]?.id ?? 0;
            return (
              <ReportedItemCard
                key={id}
                item={item}
                outcomes={noticeOutcomes}
                grounds={removalReasons}
                busy={busy === id}
                error={error?.id === id ? error.message : null}
                onDecide={(choice) =>
                  void run(id, async () => M.decided((await decide.mutateAsync({ id, ...choice })).admin.decideNotice.notices))
                }
              />
            );
          })}
        </Box>
      )}
      <Typography component="h2" variant="h5" sx={{ mt: 2 }}>
        {M.contests}
      </Typography>
      {noticeContests.length === 0 ? (
        <Typography>{M.noContest}</Typography>
      ) : (
        <Box component="ul" aria-label={M.contests} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {noticeContests.map(({ statement, decidedByEmail }) => (
            <Box
              component="li"
              key={statement.id}
              sx={{ listStyle: 'none', p: 2, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
            >
              <Typography component="h3" variant="h6">
                {statement.subject}
              </Typography>
              <Typography>{statement.decision}</Typography>
              <Typography color="text.secondary">{statement.ground}</Typography>
              <Typography sx={{ mt: 1, fontWeight: 600 }}>{M.contestText}</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{statement.contestText}</Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {M.firstBy(decidedByEmail)}
              </Typography>
              <DecisionForm
                outcomes={null}
                grounds={[]}
                suggestedGround=""
                busy={busy === -statement.id}
                error={error?.id === -statement.id ? error.message : null}
                onSubmit={({ outcome, facts }) =>
                  void run(-statement.id, async () => {
                    await decideContest.mutateAsync({ id: statement.id, granted: outcome === 'REVERSED', facts });
                    return M.contestDecided;
                  })
                }
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
