import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { palette } from '../../../lib/theme';
import { SEARCH_MESSAGES as M } from '../messages';

interface Props {
  /** The filters (`FilterSidebar`), headed by `filtres-titre`. */
  sidebar: ReactNode;
  /** How many filters are on (the mobile button says it). */
  activeFilters: number;
  /** The results' total, null while the search loads (the drawer's button says it). */
  totalCount: number | null;
}

/** The filters: beside the results on a desktop, in a drawer opened by a button on a phone. */
export function FiltersPanel({ sidebar, activeFilters, totalCount }: Props) {
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  return desktop ? (
    <Box
      component="aside"
      aria-labelledby="filtres-titre"
      sx={{ alignSelf: 'start', p: 2.5, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
    >
      {sidebar}
    </Box>
  ) : (
    <Box>
      <Button variant="outlined" color="secondary" startIcon={<TuneIcon />} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
        {M.openFilters(activeFilters)}
      </Button>
      <Drawer
        anchor="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: { sx: { width: 'min(360px, 92vw)', bgcolor: palette.paper }, role: 'dialog', 'aria-labelledby': 'filtres-titre' },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={M.closeFilters} onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2.5, pb: 12 }}>{sidebar}</Box>
        <Box sx={{ position: 'sticky', bottom: 0, mt: 'auto', p: 2, bgcolor: palette.paper, borderTop: `1px solid ${palette.line}` }}>
          <Button variant="contained" fullWidth onClick={() => setDrawerOpen(false)}>
            {M.showResults(totalCount)}
          </Button>
        </Box>
      </Drawer>
    </Box>
  );
}
