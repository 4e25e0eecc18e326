//! Search: the server's side of the tantivy index. PostgreSQL holds the truth; the index is
//! derived from it, kept true by the outbox follower (`indexer`) and rebuilt whole by
//! `reindex` (nightly, or `ensemblier reindex` with the server stopped).

use std::{path::PathBuf, sync::Arc};

use chrono::{DateTime, Utc};
use ensemblier_index::{Highlight, LiveIndex, NamedPlace, OfferQuery, SearchError, SearchPage};
use sqlx::PgPool;

use crate::{
    error::{AppError, AppResult},
    offers::read::{OfferCard, PageTexts},
};

pub mod cards;
pub mod documents;
pub mod indexer;
pub mod pages;
pub mod position;
pub mod similar;
pub mod snapshot;
pub mod sort;
pub mod start;
pub mod suggestions;

/// The index of this server instance, under `DATA_DIR/index`.
#[derive(Clone)]
pub struct Search {
    pub live: Arc<LiveIndex>,
    /// The card of every public offer: what result pages show.
    pub cards: Arc<cards::OfferCards>,
    pages: Arc<pages::PageCache>,
    /// Searches computed at once (on the blocking pool, off the async workers that answer
    /// everything else, `/healthz` included); the others wait their turn.
    searching: Arc<tokio::sync::Semaphore>,
    /// The index has one writer at a time: the follower's batches and rebuilds take turns, so
    /// neither applies a change the other then overwrites with older data.
    writer: Arc<tokio::sync::Mutex<()>>,
    dir: PathBuf,
}

impl Search {
    pub fn open(data_dir: &std::path::Path) -> anyhow::Result<Self> {
        let dir = data_dir.join("index");
        let live = LiveIndex::open(&dir).map_err(|e| {
            anyhow::anyhow!("cannot open the search index in {}: {e}", dir.display())
        })?;
        Ok(Self {
            live: Arc::new(live),
            cards: Arc::default(),
            pages: Arc::default(),
            searching: Arc::new(tokio::sync::Semaphore::new(max_concurrent_searches())),
            writer: Arc::default(),
            dir,
        })
    }

    /// A page of results at `now` (unix seconds); a page computed earlier is reused while it
    /// holds (no index change since, no offer it looked at expired, no result lost its
    /// urgency).
    pub fn page(&self, query: &OfferQuery, now: i64) -> Result<Arc<SearchPage>, SearchError> {
        self.pages
            .get_or_search(query, now, || self.live.search(query, now))
    }

    /// [`Search::page`] from the kept pages, or computed on the blocking pool once a search
    /// place is free: a costly search holds a blocking thread, never an async worker.
    async fn page_off_the_workers(
        &self,
        query: &OfferQuery,
        now: i64,
    ) -> AppResult<Result<Arc<SearchPage>, SearchError>> {
        if let Some(page) = self.pages.get(query, now) {
            return Ok(Ok(page));
        }
        let _place = self.searching.acquire().await.map_err(AppError::internal)?;
        let (search, query) = (self.clone(), query.clone());
        tokio::task::spawn_blocking(move || search.page(&query, now))
            .await
            .map_err(AppError::internal)
    }

    /// Moves with every change of the index and its cards: an answer built from the pages of
    /// one version shows the same offers, texts and counts as long as it stays the version.
    pub fn version(&self) -> u64 {
        self.pages.version()
    }

    /// Reads the places named among the keywords of a search made without a place (`architecte
    /// lyon`): they become its places and the other words its keywords. Returns those places
    /// (the page shows them as chips the candidate can remove).
    pub fn read_places(&self, query: &mut OfferQuery) -> Vec<NamedPlace> {
        if !query.places.is_empty() || query.near.is_some() || query.terms.trim().is_empty() {
            return Vec::new();
        }
        let found = self.live.places_in_keywords(&query.terms);
        if !found.places.is_empty() {
            query.places = found.places.iter().map(|named| named.place).collect();
            query.terms = found.keywords;
        }
        found.places
    }

    /// The public search: the index's page, then each result's card, with the long texts of
    /// the page read once if something asks for them. An offer no longer public since the page
    /// was computed is left out.
    pub async fn results(
        &self,
        pool: &PgPool,
        query: &OfferQuery,
        now: DateTime<Utc>,
    ) -> AppResult<ResultPage> {
        let page = self
            .page_off_the_workers(query, now.timestamp())
            .await?
            .map_err(|error| match error {
                SearchError::InvalidCursor => AppError::invalid_cursor(),
                other => AppError::internal(other),
            })?;
        let ids: Vec<i64> = page
            .ids
            .iter()
            .map(|&id| i64::try_from(id).unwrap_or_default())
            .collect();
        let results: Vec<SearchResult> = self
            .cards
            .get(pool, &ids)
            .await?
            .into_iter()
            .zip(&page.cursors)
            .enumerate()
            .filter_map(|(i, (card, cursor))| {
                Some(SearchResult {
                    card: card?,
                    cursor: cursor.clone(),
                    distance: page.distances.get(i).copied(),
                })
            })
            .collect();
        let texts = Arc::new(PageTexts::new(
            results.iter().map(|result| result.card.id).collect(),
        ));
        Ok(ResultPage {
            highlight: Arc::new(Highlight::new(&page.marked)),
            page,
            results,
            texts,
        })
    }

    /// Where the outbox follower records how far it got (beside the index it describes).
    fn progress_file(&self) -> PathBuf {
        self.dir.join("OUTBOX_PROGRESS")
    }
}

/// Searches computed at once: one per core, so searches keep every core busy while the async
/// workers stay free for other requests.
fn max_concurrent_searches() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// One page of the public search, as the API shows it.
pub struct ResultPage {
    /// The index's answer: total, facets, whether a next page exists.
    pub page: Arc<SearchPage>,
    /// The results, in order.
    pub results: Vec<SearchResult>,
    /// The long texts of the results, read on first use.
    pub texts: Arc<PageTexts>,
    /// The words the search looked for, to mark in the results' titles and extracts.
    pub highlight: Arc<Highlight>,
}

/// One result of a page.
pub struct SearchResult {
    pub card: Arc<OfferCard>,
    pub cursor: String,
    /// In a search within a radius: metres from the town searched around.
    pub distance: Option<u32>,
}
