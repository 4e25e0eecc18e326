import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { palette } from '../../../lib/theme';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.detail;

/** Who is looking: the apply and favourite buttons depend on it (spec section 6). */
export type Viewer = 'visitor' | 'candidate' | 'company';

/** Keeps a not-yet-available button focusable (so its tooltip can be read) but inert. */
const upcomingProps = {
  'aria-disabled': true,
  onClick: (event: React.MouseEvent) => event.preventDefault(),
  sx: { opacity: 0.55, cursor: 'not-allowed' },
} as const;

interface OfferActionsProps {
  viewer: Viewer;
  onShare: () => void;
}

/**
 * Apply, favourite and share. Visitors are invited to register (/candidats); candidates
 * will apply and save favourites with the applications feature: until then both buttons are
 * shown disabled with "Bientôt disponible". Companies only share.
 */
export function OfferActions({ viewer, onShare }: OfferActionsProps) {
  const heartSx = { border: `1px solid ${palette.line}`, bgcolor: palette.surface, width: 48, height: 48 } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {viewer === 'visitor' && (
        <>
          <Button variant="contained" size="large" href="/candidats">{M.apply}</Button>
          <IconButton aria-label={M.favorite} title={M.favorite} href="/candidats" sx={heartSx}>
            <FavoriteBorderIcon sx={{ color: palette.terracotta }} />
          </IconButton>
        </>
      )}
      {viewer === 'candidate' && (
        <>
          <Tooltip title={M.upcoming} describeChild>
            <Button variant="contained" size="large" {...upcomingProps}>{M.apply}</Button>
          </Tooltip>
          <Tooltip title={M.upcoming} describeChild>
            <IconButton aria-label={M.favorite} {...upcomingProps} sx={{ ...heartSx, ...upcomingProps.sx }}>
              <FavoriteBorderIcon sx={{ color: palette.terracotta }} />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Button variant="outlined" color="secondary" size="large" startIcon={<ShareOutlinedIcon />} onClick={onShare} sx={{ bgcolor: palette.surface }}>
        {M.share}
      </Button>
    </Box>
  );
}
