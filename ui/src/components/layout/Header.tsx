import { useState } from 'react';
import { useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import CloseIcon from '@mui/icons-material/Close';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { useSession } from '../../lib/session';
import { palette } from '../../lib/theme';
import { LAYOUT_MESSAGES } from '../messages';
import { Brand } from './Brand';
import { navigationFor, navRole, type NavItem } from './navigation';

/**
 * From this width the header shows its links; below, the menu button. Not `md` (768 px): a
 * candidate's six links and the bell need about 950 px, a staff member's about 990.
 */
const WIDE = '@media (min-width: 1024px)';
/** From this width the staff's « Administration » shows its word beside its icon. */
const WIDER = '@media (min-width: 1200px)';
/** Undoes `visuallyHidden`. */
const VISIBLE = { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' } as const;

/** The bell of the candidate's header leads to her alerts (spec: Design Alertes). */
const ALERTS_PATH = '/dashboard/alerts';

function isCurrent(item: NavItem, pathname: string): boolean {
  const path = item.href.split(/[?#]/)[0];
  return path === pathname;
}

export function Header() {
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const role = navRole(session);
  const items = navigationFor(role, session.isStaff);
  const close = () => setOpen(false);

  return (
    <AppBar
      component="header"
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{ bgcolor: 'rgba(250, 247, 242, 0.96)', borderBottom: `1px solid ${palette.line}`, backdropFilter: 'blur(6px)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 76 }, gap: 2 }}>
          {/* The candidate's and the staff's menus are the longest: no room for the baseline. */}
          <Brand compact={role === 'candidate' || session.isStaff} />
          <Box sx={{ flexGrow: 1 }} />
          <Box component="nav" aria-label={LAYOUT_MESSAGES.mainNavigation} sx={{ display: 'none', [WIDE]: { display: 'block' } }}>
            <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: { md: 0.5, lg: 1 }, listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => (
                <li key={item.href + item.label}>
                  {item.icon ? (
                    // The icon with its word (issue 35: a bare icon said nothing); the word
                    // hides on narrower wide screens, kept for screen readers and the title.
                    <Button
                      href={item.href}
                      title={item.label}
                      color="secondary"
                      aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                      startIcon={<AdminPanelSettingsOutlinedIcon />}
                      sx={{
                        px: 1,
                        minWidth: 0,
                        fontWeight: 500,
                        whiteSpace: 'nowrap',
                        color: isCurrent(item, pathname) ? 'primary.main' : palette.ink,
                        '& .MuiButton-startIcon': { mr: 0, ml: 0, [WIDER]: { mr: 0.75 } },
                      }}
                    >
                      <Box component="span" sx={{ ...visuallyHidden, [WIDER]: VISIBLE }}>
                        {item.label}
                      </Box>
                    </Button>
                  ) : (
                    <Button
                      href={item.href}
                      variant={item.emphasis ? 'contained' : 'text'}
                      color={item.emphasis ? 'primary' : 'secondary'}
                      aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                      sx={{
                        px: { md: 1, lg: 1.75 },
                        ml: item.emphasis ? 1 : 0,
                        fontWeight: 500,
                        whiteSpace: 'nowrap',
                        '&[aria-current="page"]': item.emphasis
                          ? {}
                          : { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '6px' },
                      }}
                    >
                      {item.label}
                    </Button>
                  )}
                </li>
              ))}
            </Box>
          </Box>
          {role === 'candidate' && (
            <IconButton
              href={ALERTS_PATH}
              aria-label={LAYOUT_MESSAGES.alerts}
              aria-current={pathname === ALERTS_PATH ? 'page' : undefined}
              sx={{ color: pathname === ALERTS_PATH ? 'primary.main' : palette.ink }}
            >
              <NotificationsNoneIcon />
            </IconButton>
          )}
          <IconButton
            edge="end"
            aria-label={LAYOUT_MESSAGES.openMenu}
            aria-controls="menu-mobile"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: 'inline-flex', [WIDE]: { display: 'none' }, color: palette.ink }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { id: 'menu-mobile', sx: { width: 'min(320px, 86vw)', bgcolor: palette.paper } } }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
            borderBottom: `1px solid ${palette.line}`,
          }}
        >
          <Brand onClick={close} />
          <IconButton aria-label={LAYOUT_MESSAGES.closeMenu} onClick={close} sx={{ color: palette.ink }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={LAYOUT_MESSAGES.mainNavigation}>
          <List>
            {items.map((item) => (
              <ListItem key={item.href + item.label} disablePadding>
                <ListItemButton
                  href={item.href}
                  onClick={close}
                  selected={isCurrent(item, pathname)}
                  aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                  sx={
                    item.emphasis
                      ? {
                          mx: 2,
                          mt: 2,
                          borderRadius: 999,
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          justifyContent: 'center',
                          '&:hover': { bgcolor: 'primary.dark' },
                        }
                      : { px: 3 }
                  }
                >
                  <ListItemText
                    primary={item.label}
                    slotProps={{ primary: { sx: { fontWeight: item.emphasis ? 600 : 500, textAlign: item.emphasis ? 'center' : 'left' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
