import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { palette } from '../lib/theme';
import { FRAME_MESSAGES } from './messages';

/**
 * Says plainly that a page's feature is not there yet: frames of later issues show this
 * instead of invented data or buttons that do nothing.
 */
export function UpcomingNotice({ children }: { children?: React.ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 3,
        border: `1px dashed ${palette.line}`,
        borderRadius: 2,
        bgcolor: palette.surface,
      }}
    >
      <HourglassEmptyOutlinedIcon aria-hidden sx={{ color: palette.brass, mt: 0.3 }} />
      <Box>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {FRAME_MESSAGES.upcomingTitle}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {FRAME_MESSAGES.upcoming}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
