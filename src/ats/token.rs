//! The company's read-only API token (docs/api.md, "The API"): one per company, made by an
//! owner and shown once (`ens_` and 256 random bits; only its SHA-256 is kept), replaced or
//! revoked on « Intégrations ». Each request it signs is counted per company and minute in
//! PostgreSQL: past `PER_MINUTE`, the answer is 429 with `Retry-After`.

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::owned_company;
use crate::{
    access::Viewer,
    accounts::token::{hash_token, new_token},
    error::{AppError, AppResult},
};

/// Requests a company's token may make per minute (Teaching Vacancies' figure).
pub const PER_MINUTE: i32 = 150;
const PREFIX: &str = "ens_";

/// What the owner sees of the token: its first characters, never the rest.
#[derive(Clone, Debug)]
pub struct TokenInfo {
    pub prefix: String,
    pub created_at: DateTime<Utc>,
    pub created_by: Option<String>,
    pub last_used_at: Option<DateTime<Utc>>,
}

pub async fn info(pool: &PgPool, viewer: &Viewer) -> AppResult<Option<TokenInfo>> {
    let company_id = owned_company(viewer)?;
    Ok(sqlx::query_as!(
        TokenInfo,
        "SELECT t.prefix, t.created_at, u.email AS \"created_by?\", t.last_used_at
         FROM company_api_tokens t LEFT JOIN users u ON u.id = t.created_by
         WHERE t.company_id = $1",
        company_id
    )
    .fetch_optional(pool)
    .await?)
}

/// A new token for the owner's company, replacing the one it had; returned once, whole.
pub async fn create(pool: &PgPool, viewer: &Viewer) -> AppResult<String> {
    let company_id = owned_company(viewer)?;
    let token = format!("{PREFIX}{}", new_token());
    let prefix: String = token.chars().take(PREFIX.len() + 4).collect();
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "INSERT INTO company_api_tokens (company_id, token_hash, prefix, created_by)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (company_id) DO UPDATE SET token_hash = EXCLUDED.token_hash,
             prefix = EXCLUDED.prefix, created_by = EXCLUDED.created_by, created_at = now(),
             last_used_at = NULL",
        company_id,
        hash_token(&token),
        prefix,
        viewer.user_id
    )
    .execute(&mut *tx)
    .await?;
    super::record(&mut tx, company_id, viewer, "api_token.create", &prefix).await?;
    tx.commit().await?;
    Ok(token)
}

/// The owner revokes the token: the next request it signs is refused.
pub async fn revoke(pool: &PgPool, viewer: &Viewer) -> AppResult<()> {
    let company_id = owned_company(viewer)?;
    let mut tx = pool.begin().await?;
    let prefix = sqlx::query_scalar!(
        "DELETE FROM company_api_tokens WHERE company_id = $1 RETURNING prefix",
        company_id
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(AppError::NotFound)?;
    super::record(&mut tx, company_id, viewer, "api_token.revoke", &prefix).await?;
    tx.commit().await?;
    Ok(())
}

/// What a request signed by a token may do.
#[derive(Debug, PartialEq, Eq)]
pub enum Admission {
    /// The token's company, which may read now.
    Company(i64),
    /// This minute's share is spent: retry after this many seconds.
    Throttled { retry_after: u32 },
}

/// The company of `token` (`Unauthenticated` for an unknown or revoked one), this request
/// counted in its minute. One upsert counts: parallel requests each get their own count.
pub async fn admit(pool: &PgPool, token: &str) -> AppResult<Admission> {
    if !token.starts_with(PREFIX) || token.len() > 100 {
        return Err(AppError::Unauthenticated);
    }
    let row = sqlx::query!(
        r#"WITH t AS (
             UPDATE company_api_tokens SET last_used_at = now()
             WHERE token_hash = $1 RETURNING company_id
           )
           INSERT INTO api_request_minutes AS m (company_id, minute, requests)
           SELECT company_id, date_trunc('minute', now()), 1 FROM t
           ON CONFLICT (company_id, minute) DO UPDATE SET requests = m.requests + 1
           RETURNING company_id, requests,
             ceil(extract(epoch FROM date_trunc('minute', now()) + interval '1 minute' - now()))::int
               AS "retry_after!""#,
        hash_token(token)
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::Unauthenticated)?;
    Ok(if row.requests > PER_MINUTE {
        Admission::Throttled {
            retry_after: u32::try_from(row.retry_after).unwrap_or(60).clamp(1, 60),
        }
    } else {
        Admission::Company(row.company_id)
    })
}

/// Erases the counts of past minutes (the retention job).
pub async fn forget_past_minutes(pool: &PgPool) -> AppResult<u64> {
    Ok(
        sqlx::query!("DELETE FROM api_request_minutes WHERE minute < date_trunc('minute', now())")
            .execute(pool)
            .await?
            .rows_affected(),
    )
}
