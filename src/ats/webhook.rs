//! The owner's webhook (docs/api.md, "Webhooks"): its address, checked by `address`; its
//! signing secret, made here and replaceable; the deliveries and their failures, listed; a
//! test delivery and sending one again on request, `MAX_REQUESTS_PER_HOUR` a company (trigger
//! `webhook_deliveries_requested_per_hour`).

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{
    address::{self, Reach},
    owned_company, record,
    signature::new_secret,
};
use crate::{
    access::Viewer,
    error::{AppError, AppResult},
};

/// Equal to the trigger `webhook_deliveries_requested_per_hour`.
pub const MAX_REQUESTS_PER_HOUR: i64 = 20;
/// The deliveries an owner reads (newest first; `LIMIT` in the statement).
pub const LISTED: i64 = 50;

pub const TOO_MANY_REQUESTS: &str = "Vous avez demandé 20 envois en une heure : merci de \
     réessayer plus tard.";

#[derive(Clone, Debug)]
pub struct Webhook {
    pub url: String,
    pub secret: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// One delivery as the owner reads it.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub id: i64,
    /// `application.created`, `message.created`, `interview.scheduled` or `ping`.
    pub event: String,
    pub application_id: Option<i64>,
    pub candidate_name: Option<String>,
    pub offer_title: Option<String>,
    /// `pending`, `delivered` or `failed`.
    pub status: String,
    pub attempts: i32,
    pub created_at: DateTime<Utc>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub last_status: Option<i16>,
    pub last_error: Option<String>,
    pub delivered_at: Option<DateTime<Utc>>,
}

pub async fn get(pool: &PgPool, viewer: &Viewer) -> AppResult<Option<Webhook>> {
    let company_id = owned_company(viewer)?;
    Ok(sqlx::query_as!(
        Webhook,
        "SELECT url, secret, created_at, updated_at FROM company_webhooks WHERE company_id = $1",
        company_id
    )
    .fetch_optional(pool)
    .await?)
}

/// Registers or changes the company's webhook address; a new webhook gets its secret, a
/// changed address keeps it.
pub async fn set(pool: &PgPool, viewer: &Viewer, raw: &str, reach: Reach) -> AppResult<Webhook> {
    let company_id = owned_company(viewer)?;
    let url = address::parse(raw, reach)?;
    address::resolve(&url, reach).await?;
    let mut tx = pool.begin().await?;
    let webhook = sqlx::query_as!(
        Webhook,
        "INSERT INTO company_webhooks (company_id, url, secret) VALUES ($1, $2, $3)
         ON CONFLICT (company_id) DO UPDATE SET url = EXCLUDED.url, updated_at = now()
         RETURNING url, secret, created_at, updated_at",
        company_id,
        url.as_str(),
        new_secret()
    )
    .fetch_one(&mut *tx)
    .await?;
    record(&mut tx, company_id, viewer, "webhook.set", host(&url)).await?;
    tx.commit().await?;
    Ok(webhook)
}

fn host(url: &url::Url) -> &str {
    url.host_str().unwrap_or_default()
}

/// A new secret: deliveries from now on are signed with it.
pub async fn replace_secret(pool: &PgPool, viewer: &Viewer) -> AppResult<Webhook> {
    let company_id = owned_company(viewer)?;
    let mut tx = pool.begin().await?;
    let webhook = sqlx::query_as!(
        Webhook,
        "UPDATE company_webhooks SET secret = $2, updated_at = now() WHERE company_id = $1
         RETURNING url, secret, created_at, updated_at",
        company_id,
        new_secret()
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(AppError::NotFound)?;
    let url = url::Url::parse(&webhook.url).map_err(AppError::internal)?;
    record(&mut tx, company_id, viewer, "webhook.secret", host(&url)).await?;
    tx.commit().await?;
    Ok(webhook)
}

/// Removes the webhook: deliveries still waiting fail when their turn comes, and can be sent
/// again once an address is registered.
pub async fn remove(pool: &PgPool, viewer: &Viewer) -> AppResult<()> {
    let company_id = owned_company(viewer)?;
    let mut tx = pool.begin().await?;
    let url = sqlx::query_scalar!(
        "DELETE FROM company_webhooks WHERE company_id = $1 RETURNING url",
        company_id
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(AppError::NotFound)?;
    let url = url::Url::parse(&url).map_err(AppError::internal)?;
    record(&mut tx, company_id, viewer, "webhook.remove", host(&url)).await?;
    tx.commit().await?;
    Ok(())
}

/// The last `LISTED` deliveries, newest first.
pub async fn deliveries(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<Delivery>> {
    let company_id = owned_company(viewer)?;
    Ok(sqlx::query_as!(
        Delivery,
        r#"SELECT d.id, d.event, d.application_id, a.candidate_name AS "candidate_name?",
             o.title AS "offer_title?", d.status, d.attempts, d.created_at, d.last_attempt_at,
             CASE WHEN d.status = 'pending' THEN d.next_attempt_at END AS next_attempt_at,
             d.last_status, d.last_error, d.delivered_at
         FROM webhook_deliveries d
         LEFT JOIN job_offer_applications a ON a.id = d.application_id
         LEFT JOIN job_offers o ON o.id = a.job_offer_id
         WHERE d.company_id = $1 ORDER BY d.id DESC LIMIT $2"#,
        company_id,
        LISTED
    )
    .fetch_all(pool)
    .await?)
}

/// A trigger's refusal as the owner's French error.
fn refused(error: sqlx::Error) -> AppError {
    match &error {
        sqlx::Error::Database(db)
            if db.constraint() == Some("webhook_deliveries_requested_per_hour") =>
        {
            AppError::RateLimited(TOO_MANY_REQUESTS.to_owned())
        }
        _ => AppError::from(error),
    }
}

/// Queues a test delivery (`ping`) to the webhook.
pub async fn ping(pool: &PgPool, viewer: &Viewer) -> AppResult<i64> {
    let company_id = owned_company(viewer)?;
    sqlx::query_scalar!(
        "INSERT INTO webhook_deliveries (company_id, event, requested_at)
         SELECT company_id, 'ping', now() FROM company_webhooks WHERE company_id = $1
         RETURNING id",
        company_id
    )
    .fetch_optional(pool)
    .await
    .map_err(refused)?
    .ok_or(AppError::NotFound)
}

/// Sends a finished delivery again, now and for another day if it fails.
pub async fn send_again(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<()> {
    let company_id = owned_company(viewer)?;
    sqlx::query_scalar!(
        "UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(),
             retry_until = now() + interval '24 hours', requested_at = now()
         WHERE id = $1 AND company_id = $2 AND status <> 'pending'
         RETURNING id",
        id,
        company_id
    )
    .fetch_optional(pool)
    .await
    .map_err(refused)?
    .ok_or(AppError::NotFound)?;
    Ok(())
}
