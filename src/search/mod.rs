//! Search: the server's side of the tantivy index. PostgreSQL holds the truth; the index is
//! derived from it, kept true by the outbox follower (`indexer`) and rebuilt whole by
//! `reindex` (nightly, or `ensemblier reindex` with the server stopped).

use std::{path::PathBuf, sync::Arc};

use ensemblier_index::{LiveIndex, OfferQuery, SearchError, SearchPage};

pub mod cards;
pub mod documents;
pub mod indexer;
pub mod query;
pub mod recent;

/// The index of this server instance, under `DATA_DIR/index`.
#[derive(Clone)]
pub struct Search {
    pub live: Arc<LiveIndex>,
    /// The rows behind result pages.
    pub cards: Arc<cards::OfferCards>,
    recent: Arc<recent::RecentPages>,
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
            recent: Arc::default(),
            dir,
        })
    }

    /// A page of results at `now` (unix seconds); the same query within the same second,
    /// with no index change between, is answered once.
    pub fn page(&self, query: &OfferQuery, now: i64) -> Result<Arc<SearchPage>, SearchError> {
        self.recent
            .get_or_search(query, now, || self.live.search(query, now))
    }

    /// The index changed: pages computed before are stale, and so are the rows of the
    /// offers changed (`None`: all of them, after a rebuild).
    fn changed(&self, offer_ids: Option<&[i64]>) {
        self.recent.invalidate();
        match offer_ids {
            Some(ids) => self.cards.invalidate(ids),
            None => self.cards.clear(),
        }
    }

    /// Where the outbox follower records how far it got (beside the index it describes).
    fn progress_file(&self) -> PathBuf {
        self.dir.join("OUTBOX_PROGRESS")
    }
}
