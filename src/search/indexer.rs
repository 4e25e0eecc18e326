//! Keeps the index true: follows `index_outbox` (written by triggers in the transaction of
//! every offer change) in id order, and records how far it got beside the index, after the
//! index commit. A crash at any moment replays at most the last batch: upserts and deletes
//! are idempotent, so nothing is lost and nothing doubles.

use std::time::Duration;

use sqlx::PgPool;

use super::{documents::document, Search};
use crate::{
    error::{AppError, AppResult},
    filters::JobFilters,
    offers::read,
};

const BATCH: i64 = 500;
const POLL_INTERVAL: Duration = Duration::from_millis(250);

impl Search {
    pub fn progress(&self) -> i64 {
        std::fs::read_to_string(self.progress_file())
            .ok()
            .and_then(|p| p.trim().parse().ok())
            .unwrap_or(0)
    }

    fn record_progress(&self, outbox_id: i64) -> AppResult<()> {
        let file = self.progress_file();
        let temporary = file.with_extension("part");
        std::fs::write(&temporary, outbox_id.to_string())?;
        std::fs::rename(&temporary, &file)?;
        Ok(())
    }

    /// Applies the outbox rows after the recorded progress; returns how many were read.
    pub async fn catch_up(&self, pool: &PgPool, filters: &JobFilters) -> AppResult<usize> {
        let after = self.progress();
        let rows: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT id, job_offer_id FROM index_outbox WHERE id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after)
        .bind(BATCH)
        .fetch_all(pool)
        .await?;
        let Some(&(last, _)) = rows.last() else {
            return Ok(0);
        };
        let mut ids: Vec<i64> = rows.iter().map(|&(_, offer)| offer).collect();
        ids.sort_unstable();
        ids.dedup();
        let public = read::public_offers_among(pool, &ids).await?;
        for id in &ids {
            match public.iter().find(|row| row.id == *id) {
                Some(row) => self
                    .live
                    .upsert(&document(row, filters))
                    .map_err(AppError::internal)?,
                None => self.live.delete(u64::try_from(*id).unwrap_or_default()),
            }
        }
        self.live.commit().map_err(AppError::internal)?;
        self.changed(Some(&ids));
        self.record_progress(last)?;
        Ok(rows.len())
    }

    /// Builds the index afresh from every public offer and swaps it in; searches go on
    /// meanwhile. Outbox rows written during the build are replayed after it.
    pub async fn reindex(&self, pool: &PgPool, filters: &JobFilters) -> AppResult<usize> {
        let up_to: i64 = sqlx::query_scalar("SELECT coalesce(max(id), 0) FROM index_outbox")
            .fetch_one(pool)
            .await?;
        let rows = read::all_public_offers(pool).await?;
        let count = rows.len();
        let documents: Vec<_> = rows.iter().map(|row| document(row, filters)).collect();
        let live = self.live.clone();
        tokio::task::spawn_blocking(move || live.rebuild(documents))
            .await
            .map_err(AppError::internal)?
            .map_err(AppError::internal)?;
        self.changed(None);
        if up_to > self.progress() {
            self.record_progress(up_to)?;
        }
        Ok(count)
    }

    /// Follows the outbox until the process stops. An empty index (first start, or a new
    /// index layout) is built from the database first.
    pub async fn follow_outbox(self, pool: PgPool, filters: std::sync::Arc<JobFilters>) {
        if self.live.current().is_empty() {
            match self.reindex(&pool, &filters).await {
                Ok(count) => tracing::info!(count, "search index built"),
                Err(error) => tracing::error!(error = ?error, "search index: first build failed"),
            }
        }
        loop {
            match self.catch_up(&pool, &filters).await {
                Ok(read) if read > 0 => continue,
                Ok(_) => {}
                Err(error) => {
                    tracing::error!(error = ?error, "search index: cannot follow the outbox")
                }
            }
            tokio::time::sleep(POLL_INTERVAL).await;
        }
    }
}
