/**
 * An accessible carousel (WAI-ARIA APG "carousel" pattern): previous, next and a visible
 * pause button; it turns by itself only while nobody hovers or focuses it and never under
 * `prefers-reduced-motion`; arrow keys move it; slides out of view are inert (no focus
 * lands in them). Every slide is rendered in one row, so its height never changes while
 * it turns (no layout shift).
 */
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { CAROUSEL_MESSAGES as M } from './messages';
import { palette } from '../lib/theme';

export interface CarouselProps {
  /** The carousel's accessible name (the heading's id, or a label). */
  labelledBy: string;
  /** Slides visible at once on a phone, a tablet and a desktop. */
  perView: { xs: number; sm: number; md: number };
  /** Milliseconds between two automatic turns. */
  interval?: number;
  children: ReactNode[];
}

function usePerView(perView: CarouselProps['perView']): number {
  const theme = useTheme();
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  return md ? perView.md : sm ? perView.sm : perView.xs;
}

export function Carousel({ labelledBy, perView, interval = 6000, children }: CarouselProps) {
  const visible = usePerView(perView);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const slidesId = useId();
  const count = children.length;
  const lastStart = Math.max(0, count - visible);
  const first = Math.min(start, lastStart);
  const turns = lastStart > 0;
  const playing = turns && !paused && !holding && !reducedMotion;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(
      () => setStart((s) => (Math.min(s, lastStart) >= lastStart ? 0 : Math.min(s, lastStart) + 1)),
      interval,
    );
    return () => window.clearInterval(timer);
  }, [playing, lastStart, interval]);

  const previous = () => setStart(first <= 0 ? lastStart : first - 1);
  const next = () => setStart(first >= lastStart ? 0 : first + 1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <Box
      component="section"
      aria-roledescription={M.roleDescription}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      {turns && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1.5 }}>
          <IconButton
            onClick={() => setPaused((p) => !p)}
            aria-label={paused || reducedMotion ? M.play : M.pause}
            disabled={reducedMotion}
            sx={{ border: `1px solid ${palette.line}` }}
          >
            {paused || reducedMotion ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
          <IconButton onClick={previous} aria-label={M.previous} aria-controls={slidesId} sx={{ border: `1px solid ${palette.line}` }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton onClick={next} aria-label={M.next} aria-controls={slidesId} sx={{ border: `1px solid ${palette.line}` }}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
      <Box sx={{ overflow: 'hidden' }}>
        <Box
          id={slidesId}
          aria-live={playing ? 'off' : 'polite'}
          sx={{
            display: 'flex',
            transform: `translateX(-${(first * 100) / visible}%)`,
            transition: reducedMotion ? 'none' : 'transform 450ms ease',
          }}
        >
          {children.map((child, index) => {
            const shown = index >= first && index < first + visible;
            return (
              <Box
                key={index}
                role="group"
                aria-roledescription={M.slideRoleDescription}
                aria-label={M.slideLabel(index + 1, count)}
                aria-hidden={!shown}
                inert={!shown}
                sx={{ flex: `0 0 ${100 / visible}%`, px: 1, boxSizing: 'border-box', display: 'flex', '& > *': { flexGrow: 1 } }}
              >
                {child}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
