import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CompanyVerificationFieldsFragment } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { useVerifyCompanySiret } from '../api/verification';
import { COMPANY_MESSAGES } from '../messages';
import { Panel } from './Panel';

const M = COMPANY_MESSAGES.siret;

/** « SIRET et vérification » (issue 54): the company's SIRET, what the State's directory said, and the field giving it. */
export function SiretPanel({
  companyId,
  verification,
}: {
  companyId: string;
  verification: CompanyVerificationFieldsFragment | null | undefined;
}) {
  const [siret, setSiret] = useState('');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const verify = useVerifyCompanySiret();

  const submit = async () => {
    setMessage(null);
    try {
      const answer = await verify.mutateAsync({ input: { company: companyId, siret } });
      const given = answer.verifyCompanySiret.verification;
      setSiret('');
      setMessage({
        severity: 'success',
        text: given.status === 'VERIFIED' && given.legalName ? M.savedVerified(given.legalName) : M.savedPending,
      });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) setMessage({ severity: 'error', text: failure.message });
    }
  };

  return (
    <Panel id="siret" title={M.title} intro={M.intro}>
      {verification && <VerificationState verification={verification} />}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
      >
        <TextField
          label={M.field}
          value={siret}
          onChange={(event) => setSiret(event.target.value)}
          required
          inputMode="numeric"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: LIMITS.text.siret } }}
          helperText={M.help}
        />
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={siret.trim() === '' || verify.isPending}>
          {verify.isPending ? M.checking : M.submit}
        </Button>
      </Box>
    </Panel>
  );
}

function VerificationState({ verification }: { verification: CompanyVerificationFieldsFragment }) {
  if (verification.status === 'VERIFIED') {
    const rows: [string, string | null | undefined][] = [
      [M.legalName, verification.legalName],
      [M.number, verification.siretSpaced],
      [M.address, [verification.street, `${verification.postcode} ${verification.city}`.trim()].filter(Boolean).join(', ')],
      [M.naf, verification.naf],
      [M.size, verification.size],
    ];
    return (
      <Box sx={{ mb: 3 }}>
        <Chip color="success" label={M.verified} sx={{ mb: 1 }} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ color: palette.inkSoft }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
        </Box>
      </Box>
    );
  }
  const pending = verification.status === 'PENDING';
  return (
    <Alert severity={pending && verification.allowsPublishing ? 'info' : 'warning'} sx={{ mb: 3 }}>
      <strong>{pending ? M.pending : M.refused}</strong> — {verification.siretSpaced}.{' '}
      {pending
        ? verification.allowsPublishing
          ? M.pendingText
          : M.pendingExpired
        : (M.refusedText[verification.refusal ?? ''] ?? M.refusedText.unknown)}
    </Alert>
  );
}
