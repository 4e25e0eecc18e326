import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SEARCH_MESSAGES as M } from '../messages';

/**
 * « Créer une alerte » from the current search (spec section 2): on when the current search
 * is one of the candidate's enabled alerts. The route decides what a change does.
 */
export function AlertSwitch({
  checked,
  disabled = false,
  help,
  onToggle,
}: {
  checked: boolean;
  disabled?: boolean;
  help: string;
  onToggle: () => void;
}) {
  return (
    <FormControlLabel
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      disabled={disabled}
      control={
        <Switch checked={checked} onChange={onToggle} slotProps={{ input: { role: 'switch', 'aria-describedby': 'alerte-aide' } }} />
      }
      label={
        <>
          {M.alert}
          <span id="alerte-aide" hidden>
            {help}
          </span>
        </>
      }
    />
  );
}
