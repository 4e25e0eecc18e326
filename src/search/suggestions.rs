//! Suggestions while a candidate types « Quel job ? » (issue 39): the index's
//! (`OfferIndex::suggest`), computed off the async workers like a search.

use chrono::Utc;
use ensemblier_index::Suggestion;

use super::Search;
use crate::error::{AppError, AppResult};

/// Suggestions shown at once.
pub const SHOWN: usize = 8;

impl Search {
    /// Up to `SHOWN` suggestions completing `typed`, from the offers live now.
    pub async fn suggestions(&self, typed: &str) -> AppResult<Vec<Suggestion>> {
        if ensemblier_index::SHORTEST_SUGGESTED > typed.trim().chars().count() {
            return Ok(Vec::new());
        }
        let _place = self.searching.acquire().await.map_err(AppError::internal)?;
        let (live, typed) = (self.live.clone(), typed.to_owned());
        tokio::task::spawn_blocking(move || live.suggest(&typed, Utc::now().timestamp(), SHOWN))
            .await
            .map_err(AppError::internal)?
            .map_err(AppError::internal)
    }
}
