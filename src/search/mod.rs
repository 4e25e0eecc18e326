//! Search: the server's side of the tantivy index. PostgreSQL holds the truth; the index is
//! derived from it, kept true by the outbox follower (`indexer`) and rebuilt whole by
//! `reindex` (nightly, or `ensemblier reindex` with the server stopped).

use std::{path::PathBuf, sync::Arc};

use ensemblier_index::LiveIndex;

pub mod documents;
pub mod indexer;
pub mod query;

/// The index of this server instance, under `DATA_DIR/index`.
#[derive(Clone)]
pub struct Search {
    pub live: Arc<LiveIndex>,
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
            dir,
        })
    }

    /// Where the outbox follower records how far it got (beside the index it describes).
    fn progress_file(&self) -> PathBuf {
        self.dir.join("OUTBOX_PROGRESS")
    }
}
