import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { formatDateTime } from '../format';
import { ADMIN_MESSAGES } from '../messages';
import { guillemets } from '../../../lib/french';

const M = ADMIN_MESSAGES.moderation;

export interface QueuedOfferView {
  id: number;
  title: string;
  companyName: string;
  companySuspended: boolean;
  place: string;
  publishedAt: string;
  path: string;
  /** Published over the checker's warnings: not public until approved. */
  held: boolean;
  /** `label`: the rule in French for staff (the recruiter's wording is `message`, not shown here). */
  flags: readonly { rule: string; label: string; field: string; sentence: string; law: string; blocking: boolean }[];
}

interface QueuedOfferCardProps {
  offer: QueuedOfferView;
  onRemove: () => void;
  /** « Approuver » for a held offer. */
  onApprove?: () => void;
  approving?: boolean;
}

/** One offer of the queue: who, where, when, the checker's flags (the sentence highlighted), « Approuver » when held, and « Retirer ». */
export function QueuedOfferCard({ offer, onRemove, onApprove, approving = false }: QueuedOfferCardProps) {
  const flagged = offer.flags.length > 0;
  return (
    <Box
      component="li"
      aria-label={offer.title}
      sx={{
        listStyle: 'none',
        p: 2,
        bgcolor: palette.surface,
        border: `1px solid ${flagged ? palette.terracotta : palette.line}`,
        borderLeftWidth: flagged ? 4 : 1,
        borderRadius: 2,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {offer.title}
        </Typography>
        {offer.held && <Chip size="small" color="warning" label={M.held} />}
        {offer.companySuspended && <Chip size="small" label={M.suspended} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {offer.companyName} · {offer.place} · {M.publishedAt} <time dateTime={offer.publishedAt}>{formatDateTime(offer.publishedAt)}</time>
      </Typography>
      {flagged ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, color: palette.terracottaDark }}>
            {M.flags(offer.flags.length)}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.75 }}>
            {offer.flags.map((flag, index) => (
              <li key={`${flag.rule}-${flag.field}-${index}`}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {flag.blocking && `${M.offence} `}
                  {flag.label}
                </Typography>{' '}
                <Typography variant="body2" component="span" color="text.secondary">
                  ({flag.law})
                </Typography>
                <Box
                  component="mark"
                  sx={{
                    display: 'block',
                    mt: 0.5,
                    px: 1,
                    py: 0.5,
                    bgcolor: '#FBE3C8',
                    color: palette.ink,
                    borderRadius: 1,
                    fontSize: '0.9rem',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {guillemets(flag.sentence)}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {M.noFlag}
        </Typography>
      )}
      <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link href={offer.path} target="_blank" rel="noopener" sx={{ mr: 'auto' }}>
          {M.view}
        </Link>
        {offer.held && onApprove && (
          <Button variant="contained" onClick={onApprove} disabled={approving}>
            {approving ? M.approving : M.approve}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={onRemove}>
          {M.remove}
        </Button>
      </Box>
    </Box>
  );
}
