import { useEffect, useRef } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { palette } from '../../../lib/theme';
import { DASHBOARD_MESSAGES, type DashboardSectionKey } from '../messages';

/** The side menu: the candidate's or the company's sections (spec section 2). */
export function DashboardMenu({ sections, current }: { sections: readonly DashboardSectionKey[]; current: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the menu is a horizontal strip: keep the current entry in sight.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.offsetLeft - 16;
    }
  }, [current]);
  return (
    <nav aria-label={DASHBOARD_MESSAGES.menuLabel}>
      <List ref={listRef} disablePadding sx={{ display: { xs: 'flex', md: 'block' }, overflowX: 'auto', gap: 1, pb: { xs: 1, md: 0 } }}>
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
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
