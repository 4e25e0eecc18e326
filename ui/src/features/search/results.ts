/**
 * The results list of the job search (spec section 4): a new search clears the list;
 * loading more appends the next page using the end cursor until there is no next page;
 * a request is ignored while another one is loading.
 *
 * "Ignored" covers requests for the search on screen (another page while one is loading,
 * the same search again). A *different* search is never ignored — its ticks and keywords
 * are already in the URL — so it starts at once and the answer of the older one is dropped.
 */

export interface ResultsPage<TItem, TFacets> {
  items: TItem[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
  facets: TFacets;
}

export type FetchPage<TItem, TFacets> = (key: string, cursor: string | null) => Promise<ResultsPage<TItem, TFacets>>;

export interface ResultsState<TItem, TFacets> {
  /** The search on screen (its variables as a string). */
  key: string | null;
  items: TItem[];
  /** Total of the search on screen; null until its first page arrives. */
  totalCount: number | null;
  /** Counts of the last answer (kept while the next search loads, so the sidebar does not flicker). */
  facets: TFacets | null;
  hasNextPage: boolean;
  endCursor: string | null;
  /** `loading`: first page; `loadingMore`: next page. */
  status: 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';
  error: string | null;
}

export class SearchResults<TItem, TFacets> {
  private state: ResultsState<TItem, TFacets> = {
    key: null,
    items: [],
    totalCount: null,
    facets: null,
    hasNextPage: false,
    endCursor: null,
    status: 'idle',
    error: null,
  };
  private listeners = new Set<() => void>();
  /** Bumped by each new search: answers of older requests are dropped. */
  private generation = 0;
  private failed: { cursor: string | null } | null = null;
  /** The search whose first page came with the HTML (issue 22): its `search` asks nothing. */
  private seeded: string | null = null;

  constructor(private readonly fetchPage: FetchPage<TItem, TFacets>) {}

  getState = (): ResultsState<TItem, TFacets> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private get busy(): boolean {
    return this.state.status === 'loading' || this.state.status === 'loadingMore';
  }

  /** Shows a first page already at hand (the server's answer in the page) for the search `key`. */
  seed(key: string, page: ResultsPage<TItem, TFacets>) {
    this.seeded = key;
    this.set({
      key,
      items: page.items,
      totalCount: page.totalCount,
      facets: page.facets,
      hasNextPage: page.hasNextPage,
      endCursor: page.endCursor,
      status: 'ready',
      error: null,
    });
  }

  /** Starts a new search (clears the list). Returns false when ignored. */
  search(key: string): boolean {
    if (this.seeded !== null) {
      if (key === this.seeded && key === this.state.key) return false;
      this.seeded = null;
    }
    if (key === this.state.key && this.busy) return false;
    this.generation += 1;
    this.set({ key, items: [], totalCount: null, hasNextPage: false, endCursor: null, status: 'loading', error: null });
    this.request(null);
    return true;
  }

  /** Appends the next page. Returns false when ignored (loading, or no next page). */
  loadMore(): boolean {
    if (this.busy || this.state.status !== 'ready' || !this.state.hasNextPage || !this.state.endCursor) return false;
    this.set({ status: 'loadingMore', error: null });
    this.request(this.state.endCursor);
    return true;
  }

  /** Runs the failed request again. */
  retry(): boolean {
    if (this.state.status !== 'error' || this.state.key === null || !this.failed) return false;
    const { cursor } = this.failed;
    this.set({ status: cursor === null ? 'loading' : 'loadingMore', error: null });
    this.request(cursor);
    return true;
  }

  private request(cursor: string | null) {
    const generation = this.generation;
    const key = this.state.key as string;
    this.failed = null;
    this.fetchPage(key, cursor).then(
      (page) => {
        if (generation !== this.generation) return;
        this.set({
          items: cursor === null ? page.items : [...this.state.items, ...page.items],
          totalCount: page.totalCount,
          facets: page.facets,
          hasNextPage: page.hasNextPage,
          endCursor: page.endCursor,
          status: 'ready',
        });
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.failed = { cursor };
        this.set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
  }

  private set(patch: Partial<ResultsState<TItem, TFacets>>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
