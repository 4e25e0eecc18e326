//! Sign-in, rate limited per address and per e-mail over a sliding window, counted in
//! PostgreSQL so every server instance shares the count.

use std::net::IpAddr;

use sqlx::PgPool;

use super::{
    password, session,
    session_user::{session_data, SessionData},
};
use crate::error::{AppError, AppResult};

/// Failed attempts allowed per e-mail, and per address, within the window.
pub const MAX_FAILURES_PER_EMAIL: i64 = 5;
pub const MAX_FAILURES_PER_ADDRESS: i64 = 20;
pub const WINDOW_MINUTES: i64 = 15;

pub const TOO_MANY_ATTEMPTS: &str =
    "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

pub async fn login(
    pool: &PgPool,
    jwt_secret: &str,
    address: IpAddr,
    email: &str,
    password: &str,
) -> AppResult<SessionData> {
    let email_key = format!("email:{}", email.trim().to_lowercase());
    let address_key = format!("ip:{address}");
    let (by_email, by_address): (i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE key = $1), count(*) FILTER (WHERE key = $2)
         FROM login_failures
         WHERE key IN ($1, $2) AND failed_at > now() - make_interval(mins => $3)",
    )
    .bind(&email_key)
    .bind(&address_key)
    .bind(WINDOW_MINUTES as i32)
    .fetch_one(pool)
    .await?;
    if by_email >= MAX_FAILURES_PER_EMAIL || by_address >= MAX_FAILURES_PER_ADDRESS {
        return Err(AppError::RateLimited(TOO_MANY_ATTEMPTS.to_owned()));
    }

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
            sqlx::query("DELETE FROM login_failures WHERE key = $1")
                .bind(&email_key)
                .execute(pool)
                .await?;
            session_data(pool, user_id, session::issue(user_id, version, jwt_secret)?).await
        }
        None => {
            sqlx::query(
                "WITH pruned AS (DELETE FROM login_failures WHERE failed_at < now() - interval '1 day')
                 INSERT INTO login_failures (key) VALUES ($1), ($2)",
            )
            .bind(&email_key)
            .bind(&address_key)
            .execute(pool)
            .await?;
            Err(AppError::InvalidCredentials)
        }
    }
}
