import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { palette } from '../../../lib/theme';
import { OFFER_MESSAGES } from '../messages';
import { StatusChip } from './StatusChip';

const M = OFFER_MESSAGES.detail;

interface OwnerBarProps {
  status: number;
  statusLabel: string;
  applicationsCount: number;
  /** « Créée par … · publiée par … » (issue 38); '' when unknown. */
  authors?: string;
  /** « La bonne alternance : publiée » (issue 55); '' when the offer is not sent there. */
  partnerState?: string;
  editing: boolean;
  onModeChange: (editing: boolean) => void;
  onShare: () => void;
}

/** The owning company's tools on its offer: status, candidates, and the Show/Edit toggle. */
export function OwnerBar({
  status,
  statusLabel,
  applicationsCount,
  authors = '',
  partnerState = '',
  editing,
  onModeChange,
  onShare,
}: OwnerBarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: 2,
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <StatusChip status={status} label={statusLabel} />
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {M.candidates(applicationsCount)}
        </Typography>
        {authors && (
          <Typography component="span" variant="body2" color="text.secondary" data-testid="offer-authors">
            {authors}
          </Typography>
        )}
        {partnerState && (
          <Typography component="span" variant="body2" color="text.secondary" data-testid="offer-la-bonne-alternance">
            {partnerState}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={editing ? 'edit' : 'show'}
          onChange={(_, value: 'edit' | 'show' | null) => value && onModeChange(value === 'edit')}
          aria-label={M.modeLabel}
        >
          <ToggleButton value="show" sx={{ px: 1.5, gap: 0.75 }}>
            <VisibilityOutlinedIcon fontSize="small" aria-hidden />
            {M.show}
          </ToggleButton>
          <ToggleButton value="edit" sx={{ px: 1.5, gap: 0.75 }}>
            <EditOutlinedIcon fontSize="small" aria-hidden />
            {M.edit}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="text" color="secondary" startIcon={<ShareOutlinedIcon />} onClick={onShare} sx={{ px: 1.5 }}>
          {M.share}
        </Button>
      </Box>
    </Box>
  );
}
