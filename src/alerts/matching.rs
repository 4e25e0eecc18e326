//! Matching: the offers published lately that a recurrence's matcher has not examined yet are
//! run against its enabled alerts (`ensemblier_index::AlertMatcher`, the search's semantics);
//! the pairs found and the offers examined are written in one transaction, so a run cut short
//! is simply done again.

use std::collections::HashSet;
use std::time::Instant;

use chrono::Utc;
use ensemblier_index::{AlertMatcher, OfferQuery};
use sqlx::PgPool;

use super::{AlertRow, Recurrence};
use crate::{
    error::{AppError, AppResult},
    filters::JobFilters,
    offers::read,
    search::documents::document,
};

impl Recurrence {
    /// How far back an offer counts as new: a day and a margin for `1d`, a week and a day
    /// for `7d` (the week's offers).
    pub fn lookback_days(self) -> i32 {
        match self {
            Self::Daily => 2,
            Self::Weekly => 8,
        }
    }
}

/// Matches the new offers against the enabled alerts of `recurrence`; returns the pairs found.
pub async fn match_new_offers(
    pool: &PgPool,
    filters: &JobFilters,
    recurrence: Recurrence,
) -> AppResult<u64> {
    let recent = read::public_offers_started_within(pool, recurrence.lookback_days()).await?;
    let ids: Vec<i64> = recent.iter().map(|o| o.id).collect();
    let examined: HashSet<i64> = sqlx::query_scalar(
        "SELECT job_offer_id FROM job_offer_alert_examined
         WHERE recurrence = $1 AND job_offer_id = ANY($2)",
    )
    .bind(recurrence.as_str())
    .bind(&ids)
    .fetch_all(pool)
    .await?
    .into_iter()
    .collect();
    let new: Vec<_> = recent
        .iter()
        .filter(|o| !examined.contains(&o.id))
        .map(|o| document(o, filters))
        .collect();
    if new.is_empty() {
        return Ok(0);
    }
    let new_ids: Vec<i64> = new
        .iter()
        .filter_map(|o| i64::try_from(o.id).ok())
        .collect();

    let started = Instant::now();
    let mut tx = pool.begin().await?;
    let alerts: Vec<AlertRow> = super::enabled_of(&mut tx, recurrence).await?;
    let read = started.elapsed();
    let queries: Vec<(u64, OfferQuery)> = alerts
        .iter()
        .map(|a| {
            (
                u64::try_from(a.id).unwrap_or_default(),
                a.criteria().query(),
            )
        })
        .collect();
    drop(alerts);
    let now = Utc::now().timestamp();
    // Indexing and matching are CPU work: off the async workers.
    let pairs = tokio::task::spawn_blocking(move || -> AppResult<Vec<(u64, u64)>> {
        let matcher = AlertMatcher::new(new, now).map_err(AppError::internal)?;
        matcher
            .matches(queries.iter().map(|(id, query)| (*id, query)))
            .map_err(AppError::internal)
    })
    .await
    .map_err(AppError::internal)??;
    let matched = started.elapsed();
    let (alert_ids, offer_ids): (Vec<i64>, Vec<i64>) =
        pairs.iter().map(|&(a, o)| (a as i64, o as i64)).unzip();
    let inserted = sqlx::query(
        "INSERT INTO job_offer_alert_matches (alert_id, job_offer_id)
         SELECT * FROM unnest($1::bigint[], $2::bigint[]) ON CONFLICT DO NOTHING",
    )
    .bind(&alert_ids)
    .bind(&offer_ids)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    sqlx::query(
        "INSERT INTO job_offer_alert_examined (recurrence, job_offer_id)
         SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING",
    )
    .bind(recurrence.as_str())
    .bind(&new_ids)
    .execute(&mut *tx)
    .await?;
    // Examined offers older than any lookback are never looked at again.
    sqlx::query(
        "DELETE FROM job_offer_alert_examined WHERE examined_at < now() - interval '30 days'",
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    tracing::info!(
        recurrence = recurrence.as_str(),
        offers = new_ids.len(),
        pairs = pairs.len(),
        read_alerts_ms = read.as_millis(),
        matched_ms = (matched - read).as_millis(),
        stored_ms = (started.elapsed() - matched).as_millis(),
        "alert matching"
    );
    Ok(inserted)
}
