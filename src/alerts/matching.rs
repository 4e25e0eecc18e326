//! Matching: the offers published lately that a recurrence's matcher has not examined yet are
//! run against its enabled alerts (`ensemblier_index::AlertMatcher`, the search's semantics);
//! what the run found is written as one row per alert holding its offers (one `COPY`), with
//! the run's offers and the offers examined, in one transaction, so a run cut short is simply
//! done again.

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
    places::Places,
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

/// Matches the new offers against the enabled alerts of `recurrence`; returns the pairs stored.
pub async fn match_new_offers(
    pool: &PgPool,
    filters: &JobFilters,
    places: &Places,
    recurrence: Recurrence,
) -> AppResult<u64> {
    let recent = read::public_offers_started_within(pool, recurrence.lookback_days()).await?;
    let ids: Vec<i64> = recent.iter().map(|o| o.id).collect();
    let examined: HashSet<i64> = sqlx::query_scalar!(
        "SELECT job_offer_id FROM job_offer_alert_examined
         WHERE recurrence = $1 AND job_offer_id = ANY($2)",
        recurrence.as_str(),
        &ids
    )
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
    // The 1d and 7d jobs store one after the other: the pairs one stores are seen by the other.
    sqlx::query!("SELECT pg_advisory_xact_lock($1)", STORE_LOCK)
        .execute(&mut *tx)
        .await?;
    let alerts: Vec<AlertRow> = super::enabled_of(&mut tx, recurrence).await?;
    let read = started.elapsed();
    let queries: Vec<(u64, OfferQuery)> = alerts
        .iter()
        .map(|a| {
            (
                u64::try_from(a.id).unwrap_or_default(),
                a.criteria().query(|id| places.centre(id)),
            )
        })
        .collect();
    drop(alerts);
    let now = Utc::now().timestamp();
    // Indexing and matching are CPU work: off the async workers.
    let mut pairs = tokio::task::spawn_blocking(move || -> AppResult<Vec<(u64, u64)>> {
        let matcher = AlertMatcher::new(new, now).map_err(AppError::internal)?;
        matcher
            .matches(queries.iter().map(|(id, query)| (*id, query)))
            .map_err(AppError::internal)
    })
    .await
    .map_err(AppError::internal)??;
    let matched = started.elapsed();
    // The matcher gives each alert's pairs together, by offer; sorting is then a check.
    if !pairs.is_sorted() {
        pairs.sort_unstable();
    }
    let seen = already_found(&mut tx, &new_ids).await?;
    let run: i64 = sqlx::query_scalar!(r#"SELECT nextval('job_offer_alert_run_seq') AS "run!""#)
        .fetch_one(&mut *tx)
        .await?;
    let inserted = store(&mut tx, run, &pairs, &seen).await?;
    sqlx::query!(
        "INSERT INTO job_offer_alert_run_offers (job_offer_id, run_id)
         SELECT unnest($1::bigint[]), $2",
        &new_ids,
        run
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO job_offer_alert_examined (recurrence, job_offer_id)
         SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING",
        recurrence.as_str(),
        &new_ids
    )
    .execute(&mut *tx)
    .await?;
    // Examined offers older than any lookback are never looked at again.
    sqlx::query!(
        "DELETE FROM job_offer_alert_examined WHERE examined_at < now() - interval '30 days'"
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    tracing::info!(
        recurrence = recurrence.as_str(),
        offers = new_ids.len(),
        pairs = inserted,
        read_alerts_ms = read.as_millis(),
        matched_ms = (matched - read).as_millis(),
        stored_ms = (started.elapsed() - matched).as_millis(),
        "alert matching"
    );
    Ok(inserted)
}

/// Taken by a matching run while it stores what it found (`alert` in ASCII, and 0).
const STORE_LOCK: i64 = 0x616c_6572_7400;

/// The (alert, offer) pairs already stored among the offers `ids`: offers a run examined
/// before (an alert moved from 1d to 7d, an ad published again long after) are listed in
/// `job_offer_alert_run_offers`, and only the rows of those runs are read. For fresh offers,
/// one index look-up that finds nothing.
async fn already_found(tx: &mut sqlx::PgConnection, ids: &[i64]) -> AppResult<HashSet<(i64, i64)>> {
    let runs: Vec<i64> = sqlx::query_scalar!(
        "SELECT DISTINCT run_id FROM job_offer_alert_run_offers WHERE job_offer_id = ANY($1)",
        ids
    )
    .fetch_all(&mut *tx)
    .await?;
    if runs.is_empty() {
        return Ok(HashSet::new());
    }
    let rows: Vec<(i64, Vec<i64>)> = sqlx::query!(
        "SELECT alert_id, offer_ids FROM job_offer_alert_found
         WHERE run_id = ANY($1) AND offer_ids && $2",
        &runs,
        ids
    )
    .map(|row| (row.alert_id, row.offer_ids))
    .fetch_all(&mut *tx)
    .await?;
    let ids: HashSet<i64> = ids.iter().copied().collect();
    Ok(rows
        .into_iter()
        .flat_map(|(alert, offers)| {
            offers
                .into_iter()
                .filter(|o| ids.contains(o))
                .map(move |o| (alert, o))
        })
        .collect())
}

/// Writes one row per alert of `pairs` (sorted by alert) with the array of its offers, but
/// the pairs of `seen`, in one `COPY`; returns the pairs written.
async fn store(
    tx: &mut sqlx::PgConnection,
    run: i64,
    pairs: &[(u64, u64)],
    seen: &HashSet<(i64, i64)>,
) -> AppResult<u64> {
    use std::fmt::Write;

    let mut copy = tx
        .copy_in_raw("COPY job_offer_alert_found (run_id, alert_id, offer_ids) FROM STDIN")
        .await?;
    let mut buffer = String::with_capacity(1 << 20);
    let mut written = 0;
    for group in pairs.chunk_by(|a, b| a.0 == b.0) {
        let alert = group[0].0 as i64;
        let mut first = true;
        for &(_, offer) in group {
            let offer = offer as i64;
            if seen.contains(&(alert, offer)) {
                continue;
            }
            if first {
                let _ = write!(buffer, "{run}\t{alert}\t{{{offer}");
                first = false;
            } else {
                let _ = write!(buffer, ",{offer}");
            }
            written += 1;
        }
        if !first {
            buffer.push_str("}\n");
        }
        if buffer.len() > 1 << 20 {
            copy.send(buffer.as_bytes()).await?;
            buffer.clear();
        }
    }
    if !buffer.is_empty() {
        copy.send(buffer.as_bytes()).await?;
    }
    copy.finish().await?;
    Ok(written)
}
