//! La bonne alternance: the apprenticeship and professionalisation offers, once published,
//! are sent to the State's apprenticeship service through its offer-publishing API (`jobs:write`),
//! with the verified employer's SIRET; updated when they change, withdrawn (`offer.status`
//! `Cancelled`) when they expire, are suspended or deleted, or their company is suspended
//! (docs/operations.md, "La bonne alternance"). Off unless `LBA_API_URL` and `LBA_API_KEY` are set.
//!
//! As for Google's notices, no queue is written beside the offers: what the service should
//! hold is the view `la_bonne_alternance_wanted`, what it holds `la_bonne_alternance_offers`;
//! each run of `tasks::la_bonne_alternance` sends the difference (withdrawals first), then
//! asks the service how the offers it holds are published. A failure waits its backoff
//! there; our own publication never waits for the service.

pub mod client;
pub mod fake;
pub mod offer;
pub mod state;

use sqlx::PgPool;

use self::client::{Client, Failure, JobOfferWrite};

/// The API takes 30 writes a minute from a key; a run (every minute) makes at most this many
/// calls, so that a run never meets the limit alone.
pub const CALLS_PER_RUN: usize = 25;
/// A passing failure (`5xx`, timeout, `401`) is tried again after 10 minutes, twice as long each
/// time, up to a day; a refusal (`400`, `403`) after an hour, up to a week.
const FAILED_RETRY_SECONDS: f64 = 600.0;
const FAILED_RETRY_MAX_SECONDS: f64 = 86_400.0;
const REFUSED_RETRY_SECONDS: f64 = 3_600.0;
const REFUSED_RETRY_MAX_SECONDS: f64 = 7.0 * 86_400.0;
/// A state the service gave is asked again after a day (it may still refuse an offer
/// later: a company closed meanwhile); a pending one at each run.
const RECHECK_SECONDS: f64 = 86_400.0;

/// What a run did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// Offers created or updated there.
    pub sent: u64,
    /// Offers withdrawn there.
    pub withdrawn: u64,
    /// States read.
    pub checked: u64,
    /// Calls that failed, to be tried again later.
    pub failed: u64,
}

/// Why a run stopped before its end.
enum Stop {
    /// `429`: the rest waits for the next run.
    RateLimited,
    /// `401`: the key is refused; every call would be.
    Unauthorized(String),
}

/// Sends what the service should have and has not, then reads the states it gave.
/// `base_url` is our site's (`PUBLIC_BASE_URL`): the offers' pages, where candidates apply.
pub async fn sync(pool: &PgPool, client: &Client, base_url: &str) -> anyhow::Result<Run> {
    let mut run = Run::default();
    let mut budget = CALLS_PER_RUN;
    let stop = match send(pool, client, base_url, &mut run, &mut budget).await? {
        Some(stop) => Some(stop),
        None => check(pool, client, &mut run, &mut budget).await?,
    };
    match stop {
        Some(Stop::Unauthorized(why)) => {
            anyhow::bail!("La bonne alternance refused the key: {why}")
        }
        Some(Stop::RateLimited) | None => Ok(run),
    }
}

/// One offer the service holds and should not any more, with what it was sent.
struct Withdrawal {
    job_offer_id: i64,
    remote_id: String,
    body: JobOfferWrite,
}

async fn send(
    pool: &PgPool,
    client: &Client,
    base_url: &str,
    run: &mut Run,
    budget: &mut usize,
) -> anyhow::Result<Option<Stop>> {
    // Withdrawals first: an offer taken down leaves the service before a new one comes.
    let limit = *budget as i64;
    let withdrawals = sqlx::query!(
        r#"SELECT n.job_offer_id, n.remote_id AS "remote_id!", n.sent_body AS "sent_body!"
           FROM la_bonne_alternance_offers n
           WHERE n.sent_state = 'active' AND n.remote_id IS NOT NULL
             AND (n.retry_at IS NULL OR n.retry_at <= now())
             AND NOT EXISTS (SELECT 1 FROM la_bonne_alternance_wanted w WHERE w.job_offer_id = n.job_offer_id)
           ORDER BY n.sent_at, n.job_offer_id LIMIT $1"#,
        limit
    )
    .fetch_all(pool)
    .await?;
    for row in withdrawals {
        let Ok(body) = serde_json::from_value::<JobOfferWrite>(row.sent_body) else {
            continue;
        };
        let withdrawal = Withdrawal {
            job_offer_id: row.job_offer_id,
            remote_id: row.remote_id,
            body,
        };
        *budget -= 1;
        let mut cancelled = withdrawal.body.clone();
        cancelled.offer.status = "Cancelled".to_owned();
        match client.update(&withdrawal.remote_id, &cancelled).await {
            // Not there any more: withdrawn as well.
            Ok(()) | Err(Failure::NotFound) => {
                withdrawn(pool, withdrawal.job_offer_id, &cancelled).await?;
                run.withdrawn += 1;
            }
            Err(failure) => {
                if let Some(stop) = failed(pool, withdrawal.job_offer_id, &failure, run).await? {
                    return Ok(Some(stop));
                }
            }
        }
    }
    if *budget == 0 {
        return Ok(None);
    }
    // Then the offers whose version the service does not hold, last changed first.
    let limit = *budget as i64;
    let wanted = sqlx::query!(
        r#"SELECT w.job_offer_id AS "job_offer_id!",
                  -- A withdrawn offer published again is created anew: the API updates
                  -- active offers only.
                  CASE WHEN n.sent_state = 'active' THEN n.remote_id END AS "remote_id?"
           FROM la_bonne_alternance_wanted w
           LEFT JOIN la_bonne_alternance_offers n ON n.job_offer_id = w.job_offer_id
           WHERE (n.job_offer_id IS NULL
                  OR ((n.retry_at IS NULL OR n.retry_at <= now())
                      AND (n.sent_state IS DISTINCT FROM 'active' OR n.remote_id IS NULL
                           OR n.offer_updated_at IS DISTINCT FROM w.updated_at
                           OR n.ad_ends_at IS DISTINCT FROM w.ad_ends_at
                           OR n.siret IS DISTINCT FROM w.siret)))
           ORDER BY w.updated_at DESC, w.job_offer_id LIMIT $1"#,
        limit
    )
    .fetch_all(pool)
    .await?;
    for row in wanted {
        let Some(version) = offer::load(pool, row.job_offer_id, base_url).await? else {
            continue;
        };
        *budget -= 1;
        let answer = match &row.remote_id {
            Some(id) => client.update(id, &version.body).await.map(|()| id.clone()),
            None => client.create(&version.body).await,
        };
        match answer {
            Ok(remote_id) => {
                accepted(pool, &version, &remote_id, row.remote_id.is_none()).await?;
                run.sent += 1;
            }
            // The service dropped it (expired there, say): created anew at the next run.
            Err(Failure::NotFound) => {
                sqlx::query!(
                    "UPDATE la_bonne_alternance_offers SET remote_id = NULL, publishing = NULL,
                         reason_code = NULL, reason_label = NULL, checked_at = NULL
                     WHERE job_offer_id = $1",
                    row.job_offer_id
                )
                .execute(pool)
                .await?;
            }
            Err(failure) => {
                if let Some(stop) = failed(pool, row.job_offer_id, &failure, run).await? {
                    return Ok(Some(stop));
                }
            }
        }
    }
    Ok(None)
}

/// Reads the state of the offers it holds whose state is unknown, pending, or a day old.
async fn check(
    pool: &PgPool,
    client: &Client,
    run: &mut Run,
    budget: &mut usize,
) -> anyhow::Result<Option<Stop>> {
    if *budget == 0 {
        return Ok(None);
    }
    let rows = sqlx::query!(
        r#"SELECT job_offer_id, remote_id AS "remote_id!" FROM la_bonne_alternance_offers
           WHERE sent_state = 'active' AND remote_id IS NOT NULL
             AND (retry_at IS NULL OR retry_at <= now())
             AND (checked_at IS NULL OR publishing IS DISTINCT FROM 'PUBLISHED' AND publishing IS DISTINCT FROM 'WILL_NOT_BE_PUBLISHED'
                  OR checked_at < now() - make_interval(secs => $2))
           ORDER BY checked_at NULLS FIRST, job_offer_id LIMIT $1"#,
        *budget as i64,
        RECHECK_SECONDS
    )
    .fetch_all(pool)
    .await?;
    for row in rows {
        *budget -= 1;
        match client.publishing(&row.remote_id).await {
            Ok(state) => {
                let error = state.error.as_ref();
                let code: Option<String> = error.map(|e| e.code.chars().take(50).collect());
                let label: Option<String> = error.map(|e| e.label.chars().take(500).collect());
                sqlx::query!(
                    "UPDATE la_bonne_alternance_offers SET publishing = $2, reason_code = $3,
                         reason_label = $4, checked_at = now(), attempts = 0, retry_at = NULL,
                         last_status = NULL, last_error = NULL
                     WHERE job_offer_id = $1",
                    row.job_offer_id,
                    state.status,
                    code,
                    label,
                )
                .execute(pool)
                .await?;
                run.checked += 1;
            }
            Err(Failure::NotFound) => {
                sqlx::query!(
                    "UPDATE la_bonne_alternance_offers SET remote_id = NULL, publishing = NULL,
                         reason_code = NULL, reason_label = NULL, checked_at = NULL
                     WHERE job_offer_id = $1",
                    row.job_offer_id
                )
                .execute(pool)
                .await?;
            }
            Err(failure) => {
                if let Some(stop) = failed(pool, row.job_offer_id, &failure, run).await? {
                    return Ok(Some(stop));
                }
            }
        }
    }
    Ok(None)
}

async fn accepted(
    pool: &PgPool,
    version: &offer::Version,
    remote_id: &str,
    created: bool,
) -> sqlx::Result<()> {
    let body = serde_json::to_value(&version.body).expect("a body");
    sqlx::query!(
        "INSERT INTO la_bonne_alternance_offers AS n
             (job_offer_id, remote_id, sent_state, offer_updated_at, ad_ends_at, siret, sent_body, sent_at,
              publishing)
         VALUES ($1, $2, 'active', $3, $4, $5, $6, now(), 'WILL_BE_PUBLISHED')
         ON CONFLICT (job_offer_id) DO UPDATE SET remote_id = EXCLUDED.remote_id,
             sent_state = 'active', offer_updated_at = EXCLUDED.offer_updated_at,
             ad_ends_at = EXCLUDED.ad_ends_at, siret = EXCLUDED.siret,
             sent_body = EXCLUDED.sent_body, sent_at = now(),
             publishing = CASE WHEN $7 THEN 'WILL_BE_PUBLISHED' ELSE n.publishing END,
             reason_code = CASE WHEN $7 THEN NULL ELSE n.reason_code END,
             reason_label = CASE WHEN $7 THEN NULL ELSE n.reason_label END,
             checked_at = NULL, attempts = 0, retry_at = NULL, last_status = NULL, last_error = NULL",
        version.job_offer_id,
        remote_id,
        version.updated_at,
        version.ad_ends_at,
        version.body.workplace.siret,
        body,
        created,
    )
    .execute(pool)
    .await?;
    Ok(())
}

async fn withdrawn(pool: &PgPool, job_offer_id: i64, body: &JobOfferWrite) -> sqlx::Result<()> {
    let body = serde_json::to_value(body).expect("a body");
    sqlx::query!(
        "UPDATE la_bonne_alternance_offers SET sent_state = 'cancelled', sent_body = $2,
             sent_at = now(), attempts = 0, retry_at = NULL, last_status = NULL, last_error = NULL
         WHERE job_offer_id = $1",
        job_offer_id,
        body,
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Keeps why, and when to try again: a refusal after an hour, doubled up to a week; a
/// passing failure after 10 minutes, doubled up to a day; a `429` after its `Retry-After`,
/// which ends the run.
async fn failed(
    pool: &PgPool,
    job_offer_id: i64,
    failure: &Failure,
    run: &mut Run,
) -> sqlx::Result<Option<Stop>> {
    let why: String = failure.to_string().chars().take(500).collect();
    let status = failure.status().map(|s| s as i16);
    let (base, max, stop) = match failure {
        Failure::RateLimited(wait) => {
            let wait = wait.as_secs_f64();
            (wait, wait, Some(Stop::RateLimited))
        }
        Failure::Refused(..) => (REFUSED_RETRY_SECONDS, REFUSED_RETRY_MAX_SECONDS, None),
        Failure::Unauthorized(why) => (
            FAILED_RETRY_SECONDS,
            FAILED_RETRY_MAX_SECONDS,
            Some(Stop::Unauthorized(why.clone())),
        ),
        Failure::Failed(..) | Failure::NotFound => {
            (FAILED_RETRY_SECONDS, FAILED_RETRY_MAX_SECONDS, None)
        }
    };
    if !matches!(failure, Failure::RateLimited(_)) {
        run.failed += 1;
        tracing::warn!(offer = job_offer_id, %why, "La bonne alternance: a call failed");
    }
    // A 429 waits its time and is no failure of the offer's: its count stays.
    let counted = !matches!(failure, Failure::RateLimited(_));
    sqlx::query!(
        "INSERT INTO la_bonne_alternance_offers AS n (job_offer_id, attempts, retry_at, last_status, last_error)
         VALUES ($1, CASE WHEN $6 THEN 1 ELSE 0 END, now() + make_interval(secs => $4), $2, $3)
         ON CONFLICT (job_offer_id) DO UPDATE SET
             attempts = CASE WHEN $6 THEN LEAST(n.attempts + 1, 1000) ELSE n.attempts END,
             retry_at = now() + make_interval(secs => LEAST($4 * power(2, LEAST(CASE WHEN $6 THEN n.attempts ELSE 0 END, 30)), $5)),
             last_status = EXCLUDED.last_status, last_error = EXCLUDED.last_error",
        job_offer_id,
        status,
        why,
        base,
        max,
        counted,
    )
    .execute(pool)
    .await?;
    Ok(stop)
}
