import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { SxProps, Theme } from '@mui/material/styles';
import { GraphqlRequestError } from '../../lib/graphql';
import { notify } from '../../lib/notifications';
import { useSession } from '../../lib/session';
import { palette } from '../../lib/theme';
import { favoritesStore } from './favoritesStore';
import { FAVORITE_MESSAGES as M } from './messages';
import { useFavorites } from './useFavorites';

interface FavoriteButtonProps {
  /** The offer's IRI (`/api/job_offers/41`). */
  jobOfferId: string;
  /** The offer's page: a visitor registers, then comes back there. */
  offerPath: string;
  /** On a list, the offer's title goes into the button's name (« Ajouter « … » aux favoris »). */
  title?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** The sign-up page, coming back to `path` afterwards (registration honours `redirect`). */
export function registerPath(path: string): string {
  return `/candidats?redirect=${encodeURIComponent(path)}`;
}

/**
 * The favourite heart (spec sections 2 and 6): a visitor is invited to register as a
 * candidate; a candidate adds or removes the offer; companies have no heart. The name says
 * what a press does (add or remove), the icon shows the state.
 */
export function FavoriteButton({ jobOfferId, offerPath, title, size = 'medium', sx }: FavoriteButtonProps) {
  const { isAuthenticated, isCandidate } = useSession();
  const { isFavorite, state } = useFavorites();
  if (isAuthenticated && !isCandidate) return null;

  const iconSx = { color: palette.terracotta, fontSize: size === 'small' ? 20 : 24 };
  if (!isCandidate) {
    const label = title ? M.addOffer(title) : M.add;
    return (
      <IconButton aria-label={label} title={M.add} href={registerPath(offerPath)} size={size} sx={sx}>
        <FavoriteBorderIcon sx={iconSx} />
      </IconButton>
    );
  }

  const on = isFavorite(jobOfferId);
  const busy = jobOfferId in state.pending;
  const label = title ? (on ? M.removeOffer(title) : M.addOffer(title)) : on ? M.remove : M.add;
  const toggle = () => {
    if (busy) return;
    if (on) {
      // Spec section 8: a failed removal is only logged.
      favoritesStore.remove(jobOfferId).catch((error: unknown) => console.error(error));
    } else {
      favoritesStore.add(jobOfferId).catch((error: unknown) => {
        console.error(error);
        if (error instanceof GraphqlRequestError && error.status === 401) return; // sent to sign-in
        const detail = error instanceof Error && error.message ? `\n${error.message}` : '';
        notify({ severity: 'error', title: M.addFailedTitle, message: `${M.addFailed}${detail}` });
      });
    }
  };
  return (
    <IconButton aria-label={label} title={on ? M.remove : M.add} aria-busy={busy || undefined} onClick={toggle} size={size} sx={sx}>
      {on ? <FavoriteIcon sx={iconSx} /> : <FavoriteBorderIcon sx={iconSx} />}
    </IconButton>
  );
}
