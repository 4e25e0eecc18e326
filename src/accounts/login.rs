//! Sign-in, rate limited over a sliding window, counted in PostgreSQL so every server
//! instance shares the count (docs/security.md):
//! - per e-mail *from one address*: someone guessing a password from elsewhere cannot lock
//!   its owner out;
//! - per address, whatever the e-mails.
//!
//! An attempt is counted before its password is checked, in one transaction serialised per
//! key, so parallel attempts cannot all pass a count none of them has added to yet. A right
//! password clears that client's count for the e-mail.

use std::net::IpAddr;

use sqlx::PgPool;

use super::{
    password, session,
    session_user::{session_data, SessionData},
};
use crate::error::{AppError, AppResult, ErrorCode};

/// Failed attempts allowed per e-mail from one address, and per address, within the window.
pub const MAX_FAILURES_PER_EMAIL: i64 = 5;
pub const MAX_FAILURES_PER_ADDRESS: i64 = 20;
pub const WINDOW_MINUTES: i64 = 15;

pub const TOO_MANY_ATTEMPTS: &str =
    "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

/// Advisory lock namespaces of the two counters (two-key locks: they cannot collide).
const EMAIL_LOCKS: i32 = 0x6c6f_6731;
const ADDRESS_LOCKS: i32 = 0x6c6f_6732;

/// Counts this attempt against both keys, or refuses it when either is spent. Returns the ids
/// of the rows it recorded.
async fn count_attempt(pool: &PgPool, email_key: &str, address_key: &str) -> AppResult<Vec<i64>> {
    let mut tx = pool.begin().await?;
    // Always the e-mail's lock first, then the address's: no two attempts wait on each other
    // in a circle.
    sqlx::query(
        "SELECT pg_advisory_xact_lock($1, hashtext($2)), pg_advisory_xact_lock($3, hashtext($4))",
    )
    .bind(EMAIL_LOCKS)
    .bind(email_key)
    .bind(ADDRESS_LOCKS)
    .bind(address_key)
    .execute(&mut *tx)
    .await?;
    let (by_email, by_address): (i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE key = $1), count(*) FILTER (WHERE key = $2)
         FROM login_failures
         WHERE key IN ($1, $2) AND failed_at > now() - make_interval(mins => $3)",
    )
    .bind(email_key)
    .bind(address_key)
    .bind(WINDOW_MINUTES as i32)
    .fetch_one(&mut *tx)
    .await?;
    if by_email >= MAX_FAILURES_PER_EMAIL || by_address >= MAX_FAILURES_PER_ADDRESS {
        return Err(AppError::RateLimited(TOO_MANY_ATTEMPTS.to_owned()));
    }
    let ids = sqlx::query_scalar(
        "WITH pruned AS (DELETE FROM login_failures WHERE failed_at < now() - interval '1 day')
         INSERT INTO login_failures (key) VALUES ($1), ($2) RETURNING id",
    )
    .bind(email_key)
    .bind(address_key)
    .fetch_all(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(ids)
}

pub async fn login(
    pool: &PgPool,
    jwt_secret: &str,
    address: IpAddr,
    email: &str,
    password: &str,
) -> AppResult<SessionData> {
    let address_key = format!("ip:{address}");
    let email_key = format!("email:{}|{address_key}", email.trim().to_lowercase());
    let attempt = count_attempt(pool, &email_key, &address_key).await?;

    let user: Option<(i64, Option<String>, i32)> = sqlx::query_as(
        "SELECT id, password_hash, session_version FROM users WHERE lower(email) = lower($1)",
    )
    .bind(email.trim())
    .fetch_optional(pool)
    .await?;
    let (user_id, hash, version) =
        user.map_or((None, None, 0), |(id, hash, v)| (Some(id), hash, v));
    let matches = password::verify(hash, password.to_owned()).await?;
    match user_id.filter(|_| matches) {
        Some(user_id) => {
            // The right password: this client's failures for the e-mail, and this attempt,
            // no longer count.
            sqlx::query("DELETE FROM login_failures WHERE key = $1 OR id = ANY($2)")
                .bind(&email_key)
                .bind(&attempt)
                .execute(pool)
                .await?;
            if crate::moderation::user_is_suspended(pool, user_id).await? {
                return Err(AppError::invalid(
                    ErrorCode::AccountSuspended,
                    crate::moderation::SUSPENDED,
                ));
            }
            let token = session::start(pool, user_id, version, jwt_secret).await?;
            session_data(pool, user_id, token).await
        }
        // The attempt was counted before the check.
        None => Err(AppError::InvalidCredentials),
    }
}
