//! Google's Indexing API: a published or changed offer's page is notified `URL_UPDATED`, a
//! removed one's (expired, suspended, deleted, its company suspended) `URL_DELETED`, within
//! the project's daily quota (docs/operations.md, "Google's Indexing API"). Off unless
//! `GOOGLE_INDEXING_KEY_FILE` is set.
//!
//! No queue is written beside the offers: what is to send is the difference between the
//! public offers and what Google accepted (`google_indexing_notices`), read again at each run
//! (`tasks::google_indexing`). A restart loses nothing, what the quota postpones waits for the
//! next day, an offer changed twice before a run is notified once. Removals go first.

pub mod batch;
pub mod client;
pub mod fake;

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use self::client::{Answer, Client, Kind, Notification, BATCH_MAX};

/// A passing failure is tried again after 10 minutes, then twice as long each time, up to a
/// day; a refusal after an hour, up to a week (a site verified later, a fixed page).
const FAILED_RETRY_SECONDS: f64 = 600.0;
const FAILED_RETRY_MAX_SECONDS: f64 = 86_400.0;
const REFUSED_RETRY_SECONDS: f64 = 3_600.0;
const REFUSED_RETRY_MAX_SECONDS: f64 = 7.0 * 86_400.0;

/// One address to notify.
#[derive(Debug)]
struct Pending {
    offer_id: i64,
    slug: String,
    kind: Kind,
    /// The version told (`URL_UPDATED`).
    updated_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
}

/// What a run did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// Calls Google accepted.
    pub accepted: u64,
    /// Calls refused or failed, to be tried again later.
    pub failed: u64,
}

/// Sends what Google has not been told, while today's quota lasts. `base_url` is the site's
/// (`PUBLIC_BASE_URL`), the one verified in Search Console.
pub async fn notify(pool: &PgPool, client: &Client, base_url: &str) -> anyhow::Result<Run> {
    forget_old(pool).await?;
    let mut run = Run::default();
    let mut token = None;
    loop {
        let room = remaining_quota(pool, client.daily_quota()).await?;
        if room == 0 {
            return Ok(run);
        }
        let batch = pending(pool, room.min(BATCH_MAX as i64)).await?;
        if batch.is_empty() {
            return Ok(run);
        }
        let token = match &token {
            Some(token) => token,
            None => token.insert(client.access_token().await.map_err(anyhow::Error::msg)?),
        };
        let granted = reserve(pool, client.daily_quota(), batch.len()).await?;
        let batch = &batch[..granted.min(batch.len())];
        if batch.is_empty() {
            return Ok(run);
        }
        let notifications: Vec<Notification> = batch
            .iter()
            .map(|p| Notification {
                url: format!("{base_url}/emploi/{}/{}", p.offer_id, p.slug),
                kind: p.kind,
            })
            .collect();
        let answers = match client.publish(token, &notifications).await {
            Ok(answers) => answers,
            Err(why) => {
                for pending in batch {
                    failed(
                        pool,
                        pending,
                        &why,
                        FAILED_RETRY_SECONDS,
                        FAILED_RETRY_MAX_SECONDS,
                    )
                    .await?;
                }
                anyhow::bail!("Google's Indexing API: {why}");
            }
        };
        let mut exhausted = false;
        for (pending, answer) in batch.iter().zip(answers) {
            match answer {
                Answer::Done => {
                    accepted(pool, pending).await?;
                    run.accepted += 1;
                }
                // Not counted against the address: it waits for tomorrow's quota.
                Answer::QuotaExhausted => exhausted = true,
                Answer::Refused(why) => {
                    tracing::warn!(offer = pending.offer_id, %why, "Google refused a notice");
                    failed(
                        pool,
                        pending,
                        &why,
                        REFUSED_RETRY_SECONDS,
                        REFUSED_RETRY_MAX_SECONDS,
                    )
                    .await?;
                    run.failed += 1;
                }
                Answer::Failed(why) => {
                    failed(
                        pool,
                        pending,
                        &why,
                        FAILED_RETRY_SECONDS,
                        FAILED_RETRY_MAX_SECONDS,
                    )
                    .await?;
                    run.failed += 1;
                }
            }
        }
        if exhausted {
            sqlx::query!(
                "UPDATE google_indexing_quota SET exhausted = true
                 WHERE day = (now() AT TIME ZONE 'America/Los_Angeles')::date"
            )
            .execute(pool)
            .await?;
            return Ok(run);
        }
    }
}

/// The day's calls left (Google's day: midnight Pacific time).
async fn remaining_quota(pool: &PgPool, quota: u32) -> sqlx::Result<i64> {
    let used = sqlx::query!(
        "SELECT sent, exhausted FROM google_indexing_quota
         WHERE day = (now() AT TIME ZONE 'America/Los_Angeles')::date"
    )
    .fetch_optional(pool)
    .await?;
    Ok(match used {
        Some(day) if day.exhausted => 0,
        Some(day) => (i64::from(quota) - i64::from(day.sent)).max(0),
        None => i64::from(quota),
    })
}

/// Counts up to `wanted` calls against today's quota before they are sent: how many may go.
/// The row is locked while it is counted, so two runs at once never grant more than the quota.
pub async fn reserve(pool: &PgPool, quota: u32, wanted: usize) -> sqlx::Result<usize> {
    let quota = i32::try_from(quota).unwrap_or(i32::MAX);
    let wanted = i32::try_from(wanted).unwrap_or(i32::MAX);
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "INSERT INTO google_indexing_quota (day)
         VALUES ((now() AT TIME ZONE 'America/Los_Angeles')::date) ON CONFLICT DO NOTHING"
    )
    .execute(&mut *tx)
    .await?;
    let granted = sqlx::query_scalar!(
        r#"WITH today AS (
               SELECT day, sent FROM google_indexing_quota
               WHERE day = (now() AT TIME ZONE 'America/Los_Angeles')::date AND NOT exhausted
               FOR UPDATE)
           UPDATE google_indexing_quota q SET sent = q.sent + LEAST($1, $2 - today.sent)
           FROM today WHERE q.day = today.day AND today.sent < $2
           RETURNING LEAST($1, $2 - today.sent) AS "granted!""#,
        wanted,
        quota
    )
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(granted.map_or(0, |n| usize::try_from(n).unwrap_or(0)))
}

/// Up to `limit` addresses to notify: removals first (oldest told first), then the public
/// offers whose version Google has not been told, last changed first.
async fn pending(pool: &PgPool, limit: i64) -> sqlx::Result<Vec<Pending>> {
    let mut pending: Vec<Pending> = sqlx::query!(
        "SELECT n.job_offer_id, n.slug FROM google_indexing_notices n
         WHERE n.kind = 'URL_UPDATED' AND (n.retry_at IS NULL OR n.retry_at <= now())
           AND NOT EXISTS (
               SELECT 1 FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
               JOIN localized_companies lc ON lc.id = o.localized_company_id
               JOIN companies c ON c.id = lc.company_id
               WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
                 AND o.id = n.job_offer_id AND o.slug = n.slug)
         ORDER BY n.notified_at, n.job_offer_id LIMIT $1",
        limit
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(|row| Pending {
        offer_id: row.job_offer_id,
        slug: row.slug,
        kind: Kind::UrlDeleted,
        updated_at: None,
        ends_at: None,
    })
    .collect();
    let room = limit - pending.len() as i64;
    if room > 0 {
        pending.extend(
            sqlx::query!(
                "SELECT o.id, o.slug, o.updated_at, ad.ends_at
                 FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
                 JOIN localized_companies lc ON lc.id = o.localized_company_id
                 JOIN companies c ON c.id = lc.company_id
                 WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
                   AND NOT EXISTS (
                       SELECT 1 FROM google_indexing_notices n
                       WHERE n.job_offer_id = o.id AND n.slug = o.slug
                         AND ((n.kind = 'URL_UPDATED' AND n.offer_updated_at = o.updated_at
                               AND n.ad_ends_at IS NOT DISTINCT FROM ad.ends_at)
                              OR n.retry_at > now()))
                 ORDER BY o.updated_at DESC, o.id LIMIT $1",
                room
            )
            .fetch_all(pool)
            .await?
            .into_iter()
            .map(|row| Pending {
                offer_id: row.id,
                slug: row.slug,
                kind: Kind::UrlUpdated,
                updated_at: Some(row.updated_at),
                ends_at: row.ends_at,
            }),
        );
    }
    Ok(pending)
}

async fn accepted(pool: &PgPool, pending: &Pending) -> sqlx::Result<()> {
    sqlx::query!(
        "INSERT INTO google_indexing_notices
             (job_offer_id, slug, kind, offer_updated_at, ad_ends_at, notified_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (job_offer_id, slug) DO UPDATE SET kind = EXCLUDED.kind,
             offer_updated_at = EXCLUDED.offer_updated_at, ad_ends_at = EXCLUDED.ad_ends_at,
             notified_at = now(), attempts = 0, retry_at = NULL, last_error = NULL",
        pending.offer_id,
        pending.slug,
        pending.kind.as_str(),
        pending.updated_at,
        pending.ends_at,
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Tried again after `base` seconds, doubled at each failure, at most `max`.
async fn failed(
    pool: &PgPool,
    pending: &Pending,
    why: &str,
    base: f64,
    max: f64,
) -> sqlx::Result<()> {
    let why: String = why.chars().take(500).collect();
    sqlx::query!(
        "INSERT INTO google_indexing_notices AS n (job_offer_id, slug, attempts, retry_at, last_error)
         VALUES ($1, $2, 1, now() + make_interval(secs => $4), $3)
         ON CONFLICT (job_offer_id, slug) DO UPDATE SET
             attempts = LEAST(n.attempts + 1, 1000),
             retry_at = now() + make_interval(secs => LEAST($4 * power(2, LEAST(n.attempts, 30)), $5)),
             last_error = EXCLUDED.last_error",
        pending.offer_id,
        pending.slug,
        why,
        base,
        max,
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Removals Google accepted long ago, and addresses never accepted whose offer is gone, are
/// nothing to send any more; an offer public again is notified anew.
async fn forget_old(pool: &PgPool) -> sqlx::Result<()> {
    sqlx::query!(
        "DELETE FROM google_indexing_notices n
         WHERE (n.kind = 'URL_DELETED' AND n.notified_at < now() - interval '90 days')
            OR (n.kind IS NULL AND NOT EXISTS (
               SELECT 1 FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
               JOIN localized_companies lc ON lc.id = o.localized_company_id
               JOIN companies c ON c.id = lc.company_id
               WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
                 AND o.id = n.job_offer_id AND o.slug = n.slug))"
    )
    .execute(pool)
    .await?;
    Ok(())
}
