import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { failureOf } from '../../../lib/failure';
import { useConfirmNotice } from '../api/notices';
import { NOTICE_MESSAGES } from '../messages';

const M = NOTICE_MESSAGES.confirm;

/** `/signalement/confirmer/:token`: the link mailed to an anonymous reporter; confirms once on arrival. */
export function ConfirmNoticePage() {
  const { token = '' } = useParams();
  const confirm = useConfirmNotice();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm
      .mutateAsync({ token })
      .then((data) => setResult({ ok: true, message: data.confirmNotice.message }))
      .catch((failure: unknown) => setResult({ ok: false, message: failureOf(failure).message }));
  }, [confirm, token]);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {M.title}
      </Typography>
      {result === null ? (
        <Typography role="status">{M.pending}</Typography>
      ) : (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </Alert>
      )}
      <Button href="/emploi" sx={{ mt: 3 }}>
        {M.back}
      </Button>
    </Container>
  );
}
