import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { palette } from '../../../lib/theme';
import { DASHBOARD_MESSAGES, type DashboardSectionKey } from '../messages';

type Side = 'left' | 'right';

/**
 * On phones the menu is a horizontal strip that scrolls: a fade and a chevron on each side
 * where entries are hidden say so (a tab cut to « Me… » with nothing more looked broken).
 * The chevrons are for pointers; keyboards reach every entry with Tab, which scrolls it in.
 */
function ScrollHint({ side, onClick }: { side: Side; onClick: () => void }) {
  return (
    <Box
      aria-hidden
      data-testid={`menu-more-${side}`}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 8,
        [side]: 0,
        width: 56,
        display: 'flex',
        alignItems: 'center',
        justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
        background: `linear-gradient(to ${side}, rgba(250, 247, 242, 0), ${palette.paper} 55%)`,
        pointerEvents: 'none',
      }}
    >
      <IconButton
        tabIndex={-1}
        size="small"
        onClick={onClick}
        sx={{ pointerEvents: 'auto', bgcolor: palette.surface, border: `1px solid ${palette.line}`, '&:hover': { bgcolor: palette.sand } }}
      >
        {side === 'left' ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

/** The side menu: the candidate's or the company's sections (spec section 2). */
export function DashboardMenu({
  sections,
  current,
  unread = {},
}: {
  sections: readonly DashboardSectionKey[];
  current: string;
  /** « Non lus » beside a section: messages of the other side not read yet. */
  unread?: Partial<Record<DashboardSectionKey, number>>;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState<Record<Side, boolean>>({ left: false, right: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const left = list.scrollLeft > 1;
    const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setHidden((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  // On phones the menu is a horizontal strip: keep the current entry in sight.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.offsetLeft - 16;
    }
    measure();
  }, [current, measure]);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (side: Side) => {
    const list = listRef.current;
    list?.scrollBy({ left: (side === 'left' ? -0.7 : 0.7) * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <nav aria-label={DASHBOARD_MESSAGES.menuLabel}>
      <Box sx={{ position: 'relative' }}>
        <List
          ref={listRef}
          onScroll={measure}
          disablePadding
          sx={{ display: { xs: 'flex', md: 'block' }, overflowX: 'auto', gap: 1, pb: { xs: 1, md: 0 } }}
        >
          {sections.map((key) => {
            const href = `/dashboard/${key}`;
            // A page under a section (an offer's applications under jobs) keeps it highlighted.
            const active = current === href;
            const within = !active && current.startsWith(`${href}/`);
            return (
              <li key={key}>
                <ListItemButton
                  href={href}
                  selected={active || within}
                  aria-current={active ? 'page' : within ? 'true' : undefined}
                  sx={{
                    borderRadius: 2,
                    whiteSpace: 'nowrap',
                    border: { xs: `1px solid ${palette.line}`, md: 'none' },
                    '&.Mui-selected': { bgcolor: 'rgba(164, 70, 42, 0.1)', color: 'primary.dark', fontWeight: 600 },
                  }}
                >
                  <ListItemText primary={DASHBOARD_MESSAGES.sections[key].title} />
                  {(unread[key] ?? 0) > 0 && (
                    <Chip
                      size="small"
                      color="primary"
                      label={DASHBOARD_MESSAGES.unread(unread[key] ?? 0)}
                      aria-label={DASHBOARD_MESSAGES.unreadLabel(unread[key] ?? 0)}
                      data-testid={`unread-${key}`}
                      sx={{ ml: 1 }}
                    />
                  )}
                </ListItemButton>
              </li>
            );
          })}
        </List>
        {hidden.left && <ScrollHint side="left" onClick={() => scroll('left')} />}
        {hidden.right && <ScrollHint side="right" onClick={() => scroll('right')} />}
      </Box>
    </nav>
  );
}
