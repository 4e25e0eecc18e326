import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { PORTFOLIO_MESSAGES as M } from '../messages';

/** One image of the book sent, with the project it belongs to. */
export interface ViewerItem {
  image: { altText: string; caption: string; src: string; srcsetWebp: string; srcsetJpeg: string; width: number; height: number };
  project: string;
}

interface PortfolioViewerProps {
  items: ViewerItem[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A horizontal swipe of at least this many pixels turns the page on a phone. */
export const SWIPE_PX = 40;

const INK = '#14110F';

/**
 * The full-screen viewer of the book sent with an application: one image at a time, as large
 * as the screen allows, with its project and caption; « Image précédente » / « suivante »
 * buttons, the arrow keys, a swipe on a phone; Escape or « Fermer » closes it (the dialog
 * gives the focus back to the thumbnail that opened it).
 */
export function PortfolioViewer({ items, index, onIndex, onClose }: PortfolioViewerProps) {
  const start = useRef<number | null>(null);
  const open = index !== null && items.length > 0;
  const at = index ?? 0;
  const item = items[Math.min(at, items.length - 1)];
  const go = (by: -1 | 1) => {
    const to = at + by;
    if (to >= 0 && to < items.length) onIndex(to);
  };
  // The next image is fetched while this one is looked at.
  useEffect(() => {
    const next = items[at + 1];
    if (open && next) {
      const preload = new Image();
      preload.srcset = next.image.srcsetJpeg;
      preload.src = next.image.src;
    }
  }, [open, at, items]);
  if (!item) return null;

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  const touchStart = (event: TouchEvent) => {
    start.current = event.touches[0]?.clientX ?? null;
  };
  const touchEnd = (event: TouchEvent) => {
    const from = start.current;
    const to = event.changedTouches[0]?.clientX;
    start.current = null;
    if (from === null || to === undefined) return;
    if (to - from > SWIPE_PX) go(-1);
    else if (from - to > SWIPE_PX) go(1);
  };
  const arrow = {
    color: '#fff',
    bgcolor: 'rgba(255,255,255,0.12)',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
    '&.Mui-disabled': { color: 'rgba(255,255,255,0.3)' },
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-describedby="visionneuse-aide"
      onKeyDown={keys}
      slotProps={{ paper: { 'aria-label': M.viewer, sx: { bgcolor: INK, color: '#fff' } } }}
    >
      <Box
        onTouchStart={touchStart}
        onTouchEnd={touchEnd}
        sx={{ display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto', height: '100%', userSelect: 'none' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, md: 3 }, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{item.project}</Typography>
          <Typography aria-live="polite" sx={{ color: 'rgba(255,255,255,0.75)', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {M.position(at + 1, items.length)}
          </Typography>
          <IconButton aria-label={M.close} onClick={onClose} sx={{ color: '#fff' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box
          sx={{ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0, px: { xs: 0, md: 9 } }}
        >
          <Box component="picture" sx={{ display: 'contents' }}>
            <source type="image/webp" srcSet={item.image.srcsetWebp} sizes="100vw" />
            <Box
              component="img"
              key={item.image.src}
              src={item.image.src}
              srcSet={item.image.srcsetJpeg}
              sizes="100vw"
              alt={item.image.altText}
              width={item.image.width}
              height={item.image.height}
              sx={{ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain', display: 'block' }}
            />
          </Box>
          <IconButton
            aria-label={M.previous}
            disabled={at === 0}
            onClick={() => go(-1)}
            sx={{ ...arrow, position: 'absolute', left: { xs: 8, md: 16 }, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton
            aria-label={M.next}
            disabled={at === items.length - 1}
            onClick={() => go(1)}
            sx={{ ...arrow, position: 'absolute', right: { xs: 8, md: 16 }, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </Box>
        <Box sx={{ px: { xs: 2, md: 3 }, py: 2, minHeight: 64, textAlign: 'center' }}>
          {item.image.caption && <Typography sx={{ overflowWrap: 'anywhere' }}>{item.image.caption}</Typography>}
          <Typography
            id="visionneuse-aide"
            variant="body2"
            sx={{ color: 'rgba(255,255,255,0.6)', mt: 0.5, display: { xs: 'none', md: 'block' } }}
          >
            {M.help}
          </Typography>
        </Box>
      </Box>
    </Dialog>
  );
}
