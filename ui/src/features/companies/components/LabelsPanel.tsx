import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CRAFT_LABEL_NAMES } from '../../../components/messages';
import { LIMITS } from '../../../gql/limits';
import { failureOf } from '../../../lib/failure';
import { declareLabel, useMyCompanyLabels, useWithdrawLabel, type LabelDeclaration } from '../api/labels';
import { COMPANY_MESSAGES } from '../messages';
import { Panel } from './Panel';

const M = COMPANY_MESSAGES.labels;
const KINDS = Object.keys(CRAFT_LABEL_NAMES) as LabelDeclaration['kind'][];

/** « Labels et distinctions » (issue 54): the company's labels and the form declaring one with its proof. */
export function LabelsPanel() {
  const labels = useMyCompanyLabels();
  const withdrawal = useWithdrawLabel();
  const [kind, setKind] = useState<LabelDeclaration['kind']>('EPV');
  const [holderName, setHolderName] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const withdraw = async (id: string, title: string) => {
    if (!window.confirm(M.confirmWithdraw(title))) return;
    setMessage(null);
    try {
      await withdrawal.mutateAsync({ id });
      setMessage({ severity: 'success', text: M.withdrawn });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) setMessage({ severity: 'error', text: failure.message });
    }
  };

  const submit = async () => {
    if (!proof) return;
    setPending(true);
    setMessage(null);
    try {
      await declareLabel({ kind, holderName, expiresOn, proof }, () => undefined);
      setMessage({ severity: 'success', text: M.declared });
      setHolderName('');
      setExpiresOn('');
      setProof(null);
      void labels.refetch();
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) setMessage({ severity: 'error', text: failure.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel id="labels-et-distinctions" title={M.title} intro={M.intro}>
      {labels.status === 'success' && labels.data.myCompanyLabels.length > 0 && (
        <Box component="ul" aria-label={M.listLabel} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1 }}>
          {labels.data.myCompanyLabels.map((label) => (
            <Box component="li" key={label.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {label.title}
              </Typography>
              <Chip size="small" label={M.status[label.status as keyof typeof M.status] ?? label.status} />
              {label.expiresOn && <Typography variant="body2">{M.until(label.expiresOn)}</Typography>}
              {label.refusalReason && <Typography variant="body2">{M.reason(label.refusalReason)}</Typography>}
              <Button
                size="small"
                color="error"
                disabled={withdrawal.isPending}
                onClick={() => void withdraw(label.id, label.title)}
                aria-label={M.withdrawLabel(label.title)}
              >
                {M.withdraw}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
      >
        <TextField select label={M.kind} value={kind} onChange={(event) => setKind(event.target.value as LabelDeclaration['kind'])}>
          {KINDS.map((code) => (
            <MenuItem key={code} value={code}>
              {CRAFT_LABEL_NAMES[code]}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'EPV' ? (
          <TextField
            type="date"
            label={M.expiresOn}
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={M.expiresHelp}
          />
        ) : (
          <TextField
            label={M.holder}
            value={holderName}
            onChange={(event) => setHolderName(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: LIMITS.text.labelHolder } }}
            helperText={M.holderHelp}
          />
        )}
        <Button variant="outlined" component="label">
          {proof ? M.proofChosen(proof.name) : M.proof}
          <input hidden type="file" accept="application/pdf,.pdf" onChange={(event) => setProof(event.target.files?.[0] ?? null)} />
        </Button>
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
        <Button type="submit" variant="contained" disabled={!proof || pending}>
          {M.submit}
        </Button>
      </Box>
    </Panel>
  );
}
