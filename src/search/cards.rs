//! The rows behind search results, kept in memory so a results page needs no PostgreSQL
//! round trip. A read-through cache: a miss loads from PostgreSQL; the outbox follower drops
//! the rows of every offer that changed.

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, RwLock,
    },
};

use sqlx::PgPool;

use crate::{
    error::AppResult,
    offers::read::{self, OfferRow},
};

/// Result pages show the first offers of common searches: a small hot set. Past this many
/// rows, an eighth of them (arbitrary ones: the map's order) make room. Evicting all at once
/// sent every following search to PostgreSQL together and stalled the server for a second
/// under load (benches/README.md).
const CAPACITY: usize = 20_000;
const EVICTED: usize = CAPACITY / 8;

#[derive(Default)]
pub struct OfferCards {
    rows: RwLock<HashMap<i64, Arc<OfferRow>>>,
    /// Bumped by every change the follower applies: a load that started before a change
    /// must not put back what the change replaced.
    version: AtomicU64,
}

impl OfferCards {
    /// The rows of `ids`, in their order; ids of offers gone meanwhile are skipped.
    pub async fn get(&self, pool: &PgPool, ids: &[i64]) -> AppResult<Vec<Arc<OfferRow>>> {
        let mut found: Vec<Option<Arc<OfferRow>>> = {
            let rows = self.rows.read().unwrap_or_else(|e| e.into_inner());
            ids.iter().map(|id| rows.get(id).cloned()).collect()
        };
        let missing: Vec<i64> = ids
            .iter()
            .zip(&found)
            .filter(|(_, row)| row.is_none())
            .map(|(id, _)| *id)
            .collect();
        if !missing.is_empty() {
            let version = self.version.load(Ordering::Acquire);
            let loaded: Vec<Arc<OfferRow>> = read::offers_by_ids(pool, &missing)
                .await?
                .into_iter()
                .map(Arc::new)
                .collect();
            let mut rows = self.rows.write().unwrap_or_else(|e| e.into_inner());
            if self.version.load(Ordering::Acquire) == version {
                if rows.len() + loaded.len() > CAPACITY {
                    let mut evicted = 0;
                    rows.retain(|_, _| {
                        evicted += 1;
                        evicted > EVICTED
                    });
                }
                for row in &loaded {
                    rows.insert(row.id, row.clone());
                }
            }
            for (slot, id) in found.iter_mut().zip(ids) {
                if slot.is_none() {
                    *slot = loaded.iter().find(|row| row.id == *id).cloned();
                }
            }
        }
        Ok(found.into_iter().flatten().collect())
    }

    /// Drops the rows of offers that changed: the next search showing them loads them anew.
    pub fn invalidate(&self, changed: &[i64]) {
        let mut rows = self.rows.write().unwrap_or_else(|e| e.into_inner());
        for id in changed {
            rows.remove(id);
        }
        self.version.fetch_add(1, Ordering::AcqRel);
    }

    /// Forgets everything (after a full reindex).
    pub fn clear(&self) {
        self.rows.write().unwrap_or_else(|e| e.into_inner()).clear();
        self.version.fetch_add(1, Ordering::AcqRel);
    }
}
