/**
 * The favourites of the signed-in candidate, for any component showing hearts. Loads them
 * once (see favoritesStore); for visitors and companies it stays empty and sends nothing.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';
import { favoritesStore, type FavoritesState } from './favoritesStore';

export interface FavoritesApi {
  state: FavoritesState;
  /** Only candidates have favourites. */
  enabled: boolean;
  isFavorite: (jobOfferId: string) => boolean;
}

export function useFavorites(): FavoritesApi {
  const { isCandidate, session } = useSession();
  const state = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.get, favoritesStore.get);
  const token = session?.token;
  useEffect(() => {
    if (isCandidate) favoritesStore.ensureLoaded();
  }, [isCandidate, token]);
  const isFavorite = useCallback((jobOfferId: string) => favoritesStore.isFavorite(state, jobOfferId), [state]);
  return { state, enabled: isCandidate, isFavorite };
}
