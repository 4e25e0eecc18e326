import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { palette } from '../../../lib/theme';
import { bindGuillemets } from '../../../lib/french';
import { ALERTS_MESSAGES as M } from '../messages';

export interface AlertItem {
  id: string;
  _id: number;
  enabled: boolean;
  recurrence: string;
  summary: string;
  searchQuery: string;
}

/** One alert: its criteria as a sentence, its switch, its recurrence and its links. */
export function AlertCard({
  alert,
  busy,
  onChange,
  onDelete,
}: {
  alert: AlertItem;
  busy: boolean;
  onChange: (enabled: boolean, recurrence: string) => void;
  onDelete: () => void;
}) {
  const search = alert.searchQuery ? `/emploi?${alert.searchQuery}` : '/emploi';
  const feed = alert.searchQuery ? `/emploi/feed?${alert.searchQuery}` : '/emploi/feed';
  const recurrenceId = `alerte-${alert._id}-frequence`;
  return (
    <Box component="li" sx={{ p: 2.5, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface, listStyle: 'none' }}>
      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {bindGuillemets(alert.summary)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <FormControlLabel
          sx={{ m: 0 }}
          disabled={busy}
          control={
            <Switch
              checked={alert.enabled}
              onChange={(event) => onChange(event.target.checked, alert.recurrence)}
              slotProps={{ input: { role: 'switch' } }}
            />
          }
          label={alert.enabled ? M.enabled : M.disabled}
        />
        <TextField
          select
          size="small"
          id={recurrenceId}
          label={M.recurrenceLabel}
          value={alert.recurrence}
          disabled={busy}
          onChange={(event) => onChange(alert.enabled, event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {Object.entries(M.recurrence).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="outlined" color="secondary" href={search}>
          {M.showOffers}
        </Button>
        <Button variant="text" color="secondary" href={feed} startIcon={<RssFeedIcon />} aria-label={M.feedLabel(alert.summary)}>
          {M.feed}
        </Button>
        <Button
          variant="text"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={busy}
          aria-label={M.deleteLabel(alert.summary)}
        >
          {M.delete}
        </Button>
      </Box>
    </Box>
  );
}
