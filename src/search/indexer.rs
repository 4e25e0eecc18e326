//! Keeps the index true: follows `index_outbox` (written by triggers in the transaction of
//! every offer change) and records how far it got beside the index, after the index commit.
//! A crash at any moment replays at most the last batch: upserts and deletes are idempotent,
//! so nothing is lost and nothing doubles.
//!
//! Outbox ids are taken when a row is written, not when its transaction commits, so the id
//! order is not the commit order. The follower reads rows in (transaction id, id) order, and
//! only those of transactions that have all ended (below `ended_below`): a row can then never
//! become visible behind the recorded position.

use std::time::Duration;

use sqlx::PgPool;

use super::{documents::document, position::OutboxPosition, Search};
use crate::{
    error::{AppError, AppResult},
    files::Storage,
    filters::JobFilters,
    offers::read,
};

const BATCH: i64 = 500;
/// Public offers read at a time by a rebuild or the loading of the cards.
const CHUNK: i64 = 2_000;
const POLL_INTERVAL: Duration = Duration::from_millis(250);

/// The oldest transaction of this database still running (or the next one to start): every
/// transaction below it has ended, so its outbox rows are all visible to a later statement, or
/// never will be. Not the snapshot's `xmin`, which is the whole cluster's: a long transaction
/// in another database (a dump, a seeding) would hold the index back, and none can write here.
///
/// Two statements, in this order: the transactions running anywhere, then which of them still
/// run here. One that ends in between has ended; one that starts in between takes an id above
/// the snapshot's `xmax`. `backend_xid` is shown to every role, not only to privileged ones.
async fn ended_below(pool: &PgPool) -> AppResult<u64> {
    let snapshot = sqlx::query!(
        r#"SELECT pg_snapshot_xmax(s)::text AS "next!",
                  ARRAY(SELECT x::text FROM pg_snapshot_xip(s) x) AS "running!"
             FROM pg_current_snapshot() s"#
    )
    .fetch_one(pool)
    .await?;
    let running_here: Vec<i64> = sqlx::query_scalar!(
        r#"SELECT backend_xid::text::bigint AS "xid!" FROM pg_stat_activity
            WHERE datname = current_database() AND backend_xid IS NOT NULL
           UNION ALL
           SELECT transaction::text::bigint FROM pg_prepared_xacts
            WHERE database = current_database()"#
    )
    .fetch_all(pool)
    .await?;
    let mut horizon: u64 = snapshot.next.parse().map_err(AppError::internal)?;
    for xid in &snapshot.running {
        let xid: u64 = xid.parse().map_err(AppError::internal)?;
        // `backend_xid` is the 32-bit id; the snapshot's are 64-bit (epoch and id).
        if running_here.contains(&i64::from(xid as u32)) {
            horizon = horizon.min(xid);
        }
    }
    Ok(horizon)
}

/// How [`Search::start`] made the index ready.
#[derive(Debug)]
pub enum Start {
    /// The index kept in the data folder, with this many cards.
    Kept(usize),
    /// Installed from this snapshot.
    Snapshot(super::snapshot::Manifest),
    /// Built from the database: this many offers.
    Rebuilt(usize),
}

impl Search {
    /// Where the follower is; the start of the outbox if nothing (readable) was recorded.
    pub fn progress(&self) -> OutboxPosition {
        std::fs::read_to_string(self.progress_file())
            .ok()
            .and_then(|text| text.parse().ok())
            .unwrap_or_default()
    }

    pub(super) fn record_progress(&self, position: OutboxPosition) -> AppResult<()> {
        let file = self.progress_file();
        let temporary = file.with_extension("part");
        std::fs::write(&temporary, position.to_string())?;
        std::fs::rename(&temporary, &file)?;
        Ok(())
    }

    /// Applies the outbox rows after the recorded position; returns how many were read.
    pub async fn catch_up(&self, pool: &PgPool, filters: &JobFilters) -> AppResult<usize> {
        let _writer = self.writer.lock().await;
        let after = self.progress();
        let ended_below = ended_below(pool).await?;
        let rows: Vec<(String, i64, i64)> = sqlx::query!(
            r#"SELECT xid::text AS "xid!", id, job_offer_id FROM index_outbox
             WHERE (xid, id) > ($1::text::xid8, $2) AND xid < $3::text::xid8
             ORDER BY xid, id LIMIT $4"#,
            after.xid.to_string(),
            after.id,
            ended_below.to_string(),
            BATCH
        )
        .map(|row| (row.xid, row.id, row.job_offer_id))
        .fetch_all(pool)
        .await?;
        let Some((xid, id, _)) = rows.last() else {
            return Ok(0);
        };
        let last = OutboxPosition {
            xid: xid.parse().map_err(AppError::internal)?,
            id: *id,
        };
        let mut ids: Vec<i64> = rows.iter().map(|&(_, _, offer)| offer).collect();
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
        // The cards first: what was built before the pages' version moves is then forgotten
        // with them (`Search::version`).
        self.cards
            .update(&ids, public.into_iter().map(|row| row.card));
        self.pages.invalidate();
        self.record_progress(last)?;
        Ok(rows.len())
    }

    /// Builds the index afresh from every public offer and swaps it in; searches go on
    /// meanwhile. Outbox rows of transactions still running when it starts are replayed
    /// after it.
    pub async fn reindex(&self, pool: &PgPool, filters: &JobFilters) -> AppResult<usize> {
        let _writer = self.writer.lock().await;
        let reflected = OutboxPosition {
            xid: ended_below(pool).await?,
            id: 0,
        };
        let mut documents = Vec::new();
        let mut cards = Vec::new();
        // Each row is parted at once: whole rows never all sit in memory beside the documents.
        read::for_each_public_offer(pool, CHUNK, |row| {
            documents.push(document(&row, filters));
            cards.push(row.card);
        })
        .await?;
        let count = documents.len();
        let live = self.live.clone();
        tokio::task::spawn_blocking(move || live.rebuild(documents))
            .await
            .map_err(AppError::internal)?
            .map_err(AppError::internal)?;
        self.cards.replace(cards);
        self.pages.invalidate();
        if reflected > self.progress() {
            self.record_progress(reflected)?;
        }
        Ok(count)
    }

    /// The cards of every public offer, read anew: when the server starts on an index it
    /// kept, before following the outbox (which then brings the cards and the index up to date
    /// together).
    async fn load_cards(&self, pool: &PgPool) -> AppResult<usize> {
        let _writer = self.writer.lock().await;
        let mut cards = Vec::new();
        read::for_each_public_offer(pool, CHUNK, |row| cards.push(row.card)).await?;
        let count = cards.len();
        self.cards.replace(cards);
        self.pages.invalidate();
        Ok(count)
    }

    /// Makes the index ready to follow the outbox. A kept index gets its cards. An empty one
    /// (first start, or a new index layout) is installed from the latest snapshot when
    /// `snapshots` names the store, else (or if the snapshot is refused) built from the
    /// database.
    pub async fn start(
        &self,
        pool: &PgPool,
        filters: &JobFilters,
        snapshots: Option<&Storage>,
    ) -> AppResult<Start> {
        if !self.live.current().is_empty() {
            return Ok(Start::Kept(self.load_cards(pool).await?));
        }
        if let Some(storage) = snapshots {
            match self.install_latest_snapshot(storage).await {
                Ok(manifest) => {
                    let cards = self.load_cards(pool).await?;
                    tracing::info!(
                        offers = manifest.offers,
                        cards,
                        position = %manifest.position,
                        created_at = %manifest.created_at,
                        "search index installed from its snapshot"
                    );
                    return Ok(Start::Snapshot(manifest));
                }
                Err(error) => tracing::warn!(
                    error = format!("{error:#}"),
                    "search index: no usable snapshot, rebuilding from the database"
                ),
            }
        }
        Ok(Start::Rebuilt(self.reindex(pool, filters).await?))
    }

    /// Follows the outbox until the process stops, after [`Search::start`].
    pub async fn follow_outbox(
        self,
        pool: PgPool,
        filters: std::sync::Arc<JobFilters>,
        snapshots: Option<Storage>,
    ) {
        match self.start(&pool, &filters, snapshots.as_ref()).await {
            Ok(Start::Rebuilt(count)) => tracing::info!(count, "search index built"),
            Ok(Start::Kept(count)) => tracing::info!(count, "search result cards loaded"),
            Ok(Start::Snapshot(_)) => {}
            Err(error) => tracing::error!(error = ?error, "search index: cannot start"),
        }
        loop {
            match self.catch_up(&pool, &filters).await {
                Ok(read) if read > 0 => continue,
                Ok(_) => {}
                Err(error) => {
                    tracing::error!(error = ?error, "search index: cannot follow the outbox");
                }
            }
            tokio::time::sleep(POLL_INTERVAL).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::OutboxPosition;

    #[test]
    fn a_position_is_written_and_read_back() {
        let position = OutboxPosition { xid: 7_301, id: 42 };
        assert_eq!(position.to_string().parse(), Ok(position));
        assert!("42".parse::<OutboxPosition>().is_err(), "the older layout");
        assert!(OutboxPosition { xid: 2, id: 1 } > OutboxPosition { xid: 1, id: 9 });
    }
}
