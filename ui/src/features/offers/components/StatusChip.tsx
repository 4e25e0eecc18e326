import Chip from '@mui/material/Chip';
import { palette } from '../../../lib/theme';
import { OFFER_STATUS } from '../messages';

/** The list label of an offer's status (Brouillon, Suspendue, Publiée, Expirée), as the server names it. */
export function StatusChip({ status, label }: { status: number; label: string }) {
  const published = status === OFFER_STATUS.published;
  const expired = status === OFFER_STATUS.expired;
  return (
    <Chip
      label={label}
      size="small"
      variant={published ? 'filled' : 'outlined'}
      sx={{
        fontWeight: 600,
        ...(published ? { bgcolor: '#2F5D3A', color: '#fff' } : {}),
        ...(expired ? { color: palette.inkSoft, borderStyle: 'dashed' } : {}),
        ...(!published && !expired ? { color: palette.brass, borderColor: palette.brass } : {}),
      }}
    />
  );
}
