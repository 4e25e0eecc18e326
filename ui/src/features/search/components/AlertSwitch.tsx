import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SEARCH_MESSAGES as M } from '../messages';

/**
 * « Créer une alerte » from the current search (spec section 2). Alerts are managed on the
 * candidate's dashboard: the switch takes the search there (`target`), or to the candidate
 * sign-up for visitors. The route renders it only where one of those exists.
 */
export function AlertSwitch({ target, help, onNavigate }: { target: string; help: string; onNavigate: (path: string) => void }) {
  return (
    <FormControlLabel
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      control={
        <Switch
          checked={false}
          onChange={() => onNavigate(target)}
          slotProps={{ input: { role: 'switch', 'aria-describedby': 'alerte-aide' } }}
        />
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
