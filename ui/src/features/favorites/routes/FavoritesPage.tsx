import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { favoritesStore } from '../../../components/favorites/favoritesStore';
import { useFavorites } from '../../../components/favorites/useFavorites';
import { palette } from '../../../lib/theme';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { FavoritesList } from '../components/FavoritesList';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { FAVORITES_MESSAGES as M } from '../messages';

export const ALL_OFFERS_PATH = '/emploi';

/**
 * `/dashboard/favorites` ('Mes favoris', candidates only: the route guard sends others to
 * /emploi). The list is the shared favourites store, asked again on arrival so it shows what
 * the server holds now; removing one (the heart) takes it off at once.
 */
export function FavoritesPage() {
  const { state } = useFavorites();
  useEffect(() => {
    favoritesStore.reload();
  }, []);

  const allOffers = (
    <Button variant="outlined" color="secondary" href={ALL_OFFERS_PATH}>
      {M.allOffers}
    </Button>
  );

  return (
    <DashboardSection section="favorites">
      {(state.status === 'idle' || state.status === 'loading') && <SectionLoading />}
      {state.status === 'error' && <SectionLoadError message={state.error ?? ''} onRetry={() => favoritesStore.reload()} />}
      {state.status === 'ready' && state.items.length === 0 && (
        <Box
          role="status"
          sx={{
            p: 3,
            border: `1px dashed ${palette.line}`,
            borderRadius: 2,
            bgcolor: palette.surface,
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
          }}
        >
          <FavoriteBorderIcon aria-hidden sx={{ color: palette.terracotta, mt: 0.3 }} />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{M.empty}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {M.emptyHint}
            </Typography>
          </Box>
        </Box>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {M.count(state.totalCount)}
          </Typography>
          <FavoritesList favorites={state.items} />
          {state.hasNextPage && (
            <Box sx={{ mt: 2 }}>
              <Button
                variant="text"
                color="secondary"
                onClick={() => favoritesStore.loadMore()}
                disabled={state.loadingMore}
                startIcon={state.loadingMore ? <CircularProgress size={16} /> : undefined}
              >
                {M.more}
              </Button>
            </Box>
          )}
        </>
      )}
      <Box sx={{ mt: 3 }}>{allOffers}</Box>
    </DashboardSection>
  );
}
