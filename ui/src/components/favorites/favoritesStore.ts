/**
 * The candidate's favourites, shared by every heart of the site (offer page, search results,
 * home page, `/dashboard/favorites`). Like the session, the store lives outside React: the
 * first 100 favourites are loaded once per signed-in candidate (one request, however many
 * cards show a heart), then kept in step with the hearts' own mutations. Signing in or out
 * forgets them; answers arriving for an older session are dropped.
 */
import type { FavoriteFieldsFragment } from '../../gql/graphql';
import { sessionStore } from '../../lib/session';
import { createFavorite, deleteFavorite, fetchFavorites } from './api';

export type Favorite = FavoriteFieldsFragment;

export interface FavoritesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Newest first, as the server lists them. */
  items: Favorite[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
  loadingMore: boolean;
  /** The load failure's French message. */
  error: string | null;
  /** Offers (IRIs) whose heart is being switched, and the state asked for. */
  pending: Readonly<Record<string, boolean>>;
}

const INITIAL: FavoritesState = {
  status: 'idle',
  items: [],
  totalCount: 0,
  hasNextPage: false,
  endCursor: null,
  loadingMore: false,
  error: null,
  pending: {},
};

type Listener = () => void;
const listeners = new Set<Listener>();
let state: FavoritesState = INITIAL;
/** The session the state belongs to; a different token starts over. */
let owner: string | null = null;
/** Bumped on every reset: answers of an older session are dropped. */
let generation = 0;
/** Bumped on every load of the list: only the latest one lands. */
let loadSequence = 0;

function emit() {
  for (const listener of listeners) listener();
}

function update(patch: Partial<FavoritesState>) {
  state = { ...state, ...patch };
  emit();
}

function currentToken(): string | null {
  return sessionStore.get()?.token ?? null;
}

/** Starts over when the session changed (sign-in, sign-out, another account). */
function syncOwner() {
  const token = currentToken();
  if (token === owner) return;
  owner = token;
  generation += 1;
  state = INITIAL;
  emit();
}

sessionStore.subscribe(syncOwner);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function fetchPage(after: string | null, more: boolean) {
  const started = generation;
  const sequence = ++loadSequence;
  const stale = () => started !== generation || sequence !== loadSequence;
  try {
    const page = await fetchFavorites(after);
    if (stale()) return;
    const fresh = page.edges.map((edge) => edge.node);
    const known = more ? state.items : [];
    const seen = new Set(known.map((item) => item.id));
    update({
      status: 'ready',
      items: [...known, ...fresh.filter((item) => !seen.has(item.id))],
      totalCount: page.totalCount,
      hasNextPage: page.pageInfo.hasNextPage,
      endCursor: page.pageInfo.endCursor ?? null,
      loadingMore: false,
      error: null,
    });
  } catch (error) {
    if (stale()) return;
    if (more) update({ loadingMore: false });
    else update({ status: 'error', error: messageOf(error) });
    console.error(error);
  }
}

export const favoritesStore = {
  get(): FavoritesState {
    // Pure (React calls it while rendering): another session's favourites read as none.
    return owner === currentToken() ? state : INITIAL;
  },

  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** Loads the first page once for the signed-in candidate (nothing for anyone else). */
  ensureLoaded() {
    syncOwner();
    if (state.status !== 'idle' || !sessionStore.get()?.user.candidate) return;
    update({ status: 'loading', error: null });
    void fetchPage(null, false);
  },

  /** Loads the first page again (the favourites page does, to show what the server has now). */
  reload() {
    syncOwner();
    if (state.status === 'loading' || !sessionStore.get()?.user.candidate) return;
    update({ status: state.status === 'ready' ? 'ready' : 'loading', loadingMore: false, error: null });
    void fetchPage(null, false);
  },

  /** Appends the next 100 (beyond the first page, only the favourites page needs them). */
  loadMore() {
    if (state.status !== 'ready' || state.loadingMore || !state.hasNextPage || !state.endCursor) return;
    update({ loadingMore: true });
    void fetchPage(state.endCursor, true);
  },

  /** The heart's state for an offer (IRI): what is being asked for, else what the server said. */
  isFavorite(current: FavoritesState, jobOfferId: string): boolean {
    if (jobOfferId in current.pending) return current.pending[jobOfferId];
    return current.items.some((item) => item.jobOffer.id === jobOfferId);
  },

  /**
   * Adds an offer (idempotent on the server: an offer already favourite beyond the first 100
   * comes back as it is). Rejects with the server's message; the heart goes back.
   */
  async add(jobOfferId: string): Promise<void> {
    const session = sessionStore.get();
    if (!session?.user.candidate || jobOfferId in state.pending) return;
    const started = generation;
    update({ pending: { ...state.pending, [jobOfferId]: true } });
    try {
      const favorite = await createFavorite(jobOfferId, session.user.candidate.id);
      if (started !== generation) return;
      const known = state.items.some((item) => item.id === favorite.id);
      update({
        items: known ? state.items : [favorite, ...state.items],
        totalCount: known ? state.totalCount : state.totalCount + 1,
        pending: without(state.pending, jobOfferId),
      });
    } catch (error) {
      if (started === generation) update({ pending: without(state.pending, jobOfferId) });
      throw error;
    }
  },

  /** Removes the favourite of an offer (IRI); rejects with the server's message, the heart comes back. */
  async remove(jobOfferId: string): Promise<void> {
    const favorite = state.items.find((item) => item.jobOffer.id === jobOfferId);
    if (!favorite || jobOfferId in state.pending) return;
    const started = generation;
    update({ pending: { ...state.pending, [jobOfferId]: false } });
    try {
      await deleteFavorite(favorite.id);
      if (started !== generation) return;
      update({
        items: state.items.filter((item) => item.id !== favorite.id),
        totalCount: Math.max(0, state.totalCount - 1),
        pending: without(state.pending, jobOfferId),
      });
    } catch (error) {
      if (started === generation) update({ pending: without(state.pending, jobOfferId) });
      throw error;
    }
  },

  /** Forgets everything (tests). */
  reset() {
    owner = currentToken();
    generation += 1;
    state = INITIAL;
    emit();
  },
};

function without(pending: Readonly<Record<string, boolean>>, key: string): Record<string, boolean> {
  const next = { ...pending };
  delete next[key];
  return next;
}
