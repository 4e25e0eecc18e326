import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../gql/limits';
import { isWebAddress, withScheme } from '../../../lib/links';
import { CONTENT_MESSAGES } from '../contentMessages';

const T = CONTENT_MESSAGES.toolbar;

/**
 * The address a link of an article points to (issue 58, minor 23): http or https (« www… » is
 * given its https://), or a path of the site (« /emploi »); at most `LIMITS.text.url`
 * characters, as the server keeps (`src/posts/html.rs`). Emptied, it removes the link.
 */
export function linkTarget(typed: string): { href: string } | { error: string } {
  const address = typed.trim();
  if (address === '') return { href: '' };
  if (address.length > LIMITS.text.url) return { error: T.linkTooLong };
  if (/^\/(?!\/)\S*$/.test(address)) return { href: address };
  return isWebAddress(address) ? { href: withScheme(address) } : { error: T.linkInvalid };
}

/** « Lien »: the address of the selected text's link, checked before it is set. */
export function LinkDialog({
  open,
  initial,
  onCancel,
  onDone,
}: {
  open: boolean;
  initial: string;
  onCancel: () => void;
  /** The address to set, or '' to remove the link. */
  onDone: (href: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const target = linkTarget(value);
    if ('error' in target) setError(target.error);
    else onDone(target.href);
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="lien-titre" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="lien-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
          {T.linkTitle}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={T.linkAddress}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? T.linkHelp}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.url, inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel} color="secondary">
            {T.linkCancel}
          </Button>
          {initial !== '' && (
            <Button onClick={() => onDone('')} color="error">
              {T.linkRemove}
            </Button>
          )}
          <Button type="submit" variant="contained">
            {T.linkApply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
