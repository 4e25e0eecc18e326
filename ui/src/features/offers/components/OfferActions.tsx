import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { frenchDate } from '../../../lib/dates';
import { palette } from '../../../lib/theme';
import { APPLY_MESSAGES, OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.detail;

/** Who is looking: the apply and favourite buttons depend on it (spec section 6). */
export type Viewer = 'visitor' | 'candidate' | 'company';

export const MY_APPLICATIONS_PATH = '/dashboard/applications';

interface OfferActionsProps {
  viewer: Viewer;
  /** A visitor's apply button: the candidate sign-up, coming back to the offer. */
  registerHref: string;
  /** The candidate's application: null before it is sent, '' when sent at an unknown time. */
  appliedAt: string | null;
  onApply: () => void;
  /** The favourite heart (visitors and candidates). */
  favorite: ReactNode;
  onShare: () => void;
}

/** Once applied, the apply button gives way to the date and a link to the candidate's applications. */
function Applied({ appliedAt }: { appliedAt: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: palette.ink }}>
        <CheckCircleOutlineIcon aria-hidden sx={{ color: palette.brass }} />
        {appliedAt ? APPLY_MESSAGES.applied(frenchDate(appliedAt)) : APPLY_MESSAGES.appliedNoDate}
      </Typography>
      <Button variant="contained" size="large" href={MY_APPLICATIONS_PATH}>
        {APPLY_MESSAGES.myApplications}
      </Button>
    </Box>
  );
}

/**
 * Apply, favourite and share (spec sections 2 and 6). Visitors see apply and the heart, both
 * leading to the candidate sign-up; candidates apply in a dialog (or, once applied, find the
 * link to their applications) and switch the heart; companies only share.
 */
export function OfferActions({ viewer, registerHref, appliedAt, onApply, favorite, onShare }: OfferActionsProps) {
  const heartSx = { border: `1px solid ${palette.line}`, bgcolor: palette.surface, width: 48, height: 48 } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {viewer === 'visitor' && (
        <Button variant="contained" size="large" href={registerHref}>
          {M.apply}
        </Button>
      )}
      {viewer === 'candidate' &&
        (appliedAt !== null ? (
          <Applied appliedAt={appliedAt} />
        ) : (
          <Button variant="contained" size="large" onClick={onApply} aria-haspopup="dialog">
            {M.apply}
          </Button>
        ))}
      {viewer !== 'company' && <Box sx={{ display: 'inline-flex', '& .MuiIconButton-root': heartSx }}>{favorite}</Box>}
      <Button
        variant="outlined"
        color="secondary"
        size="large"
        startIcon={<ShareOutlinedIcon />}
        onClick={onShare}
        sx={{ bgcolor: palette.surface }}
      >
        {M.share}
      </Button>
    </Box>
  );
}
