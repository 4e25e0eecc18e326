//! Sign-in, rate limited over a sliding window, counted in PostgreSQL so every server
//! instance shares the count (docs/security.md):
//! - per e-mail *from one address*: someone guessing a password from elsewhere cannot lock
//!   its owner out;
//! - per address, whatever the e-mails.
//!
//! An attempt is counted before its password is checked, in one transaction serialised per
//! key, so parallel attempts cannot all pass a count none of them has added to yet. A right
//! password clears that client's count for the e-mail.
//!
//! The old password asked by update-password is counted the same way ([`Attempt::old_password`]):
//! per account (a stolen session must not guess it to take the account over), and per address
//! with the sign-ins.

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
pub const TOO_MANY_OLD_PASSWORDS: &str =
    "Trop de tentatives avec un ancien mot de passe incorrect. Veuillez réessayer dans 15 minutes.";

/// Advisory lock namespaces of the two counters (two-key locks: they cannot collide).
const KEY_LOCKS: i32 = 0x6c6f_6731;
const ADDRESS_LOCKS: i32 = 0x6c6f_6732;

/// A password attempt, counted against its own key and its address's before the password
/// is checked.
pub struct Attempt {
    /// The e-mail from one address (sign-in), or the account (old password).
    key: String,
    address_key: String,
    refusal: &'static str,
    /// The rows this attempt recorded, once counted.
    ids: Vec<i64>,
}

impl Attempt {
    fn login(email: &str, address: IpAddr) -> Self {
        let address_key = format!("ip:{address}");
        Self {
            key: format!("email:{}|{address_key}", email.trim().to_lowercase()),
            address_key,
            refusal: TOO_MANY_ATTEMPTS,
            ids: Vec::new(),
        }
    }

    /// The old password of update-password: counted per account whatever the address, and
    /// per address with the sign-ins, with the same limits.
    pub fn old_password(user_id: i64, address: IpAddr) -> Self {
        Self {
            key: format!("old-password:{user_id}"),
            address_key: format!("ip:{address}"),
            refusal: TOO_MANY_OLD_PASSWORDS,
            ids: Vec::new(),
        }
    }

    /// Counts this attempt against both keys, or refuses it (`RATE_LIMITED`) when either is
    /// spent.
    pub async fn count(mut self, pool: &PgPool) -> AppResult<Self> {
        let mut tx = pool.begin().await?;
        // Always the own key's lock first, then the address's: no two attempts wait on each
        // other in a circle.
        sqlx::query!(
            "SELECT pg_advisory_xact_lock($1, hashtext($2)), pg_advisory_xact_lock($3, hashtext($4))",
            KEY_LOCKS,
            &self.key,
            ADDRESS_LOCKS,
            &self.address_key
        )
        .execute(&mut *tx)
        .await?;
        let (by_key, by_address): (i64, i64) = sqlx::query!(
            r#"SELECT count(*) FILTER (WHERE key = $1) AS "by_key!", count(*) FILTER (WHERE key = $2) AS "by_address!"
             FROM login_failures
             WHERE key IN ($1, $2) AND failed_at > now() - make_interval(mins => $3)"#,
            &self.key,
            &self.address_key,
            WINDOW_MINUTES as i32
        )
        .map(|row| (row.by_key, row.by_address))
        .fetch_one(&mut *tx)
        .await?;
        if by_key >= MAX_FAILURES_PER_EMAIL || by_address >= MAX_FAILURES_PER_ADDRESS {
            return Err(AppError::RateLimited(self.refusal.to_owned()));
        }
        self.ids = sqlx::query_scalar!(
            "WITH pruned AS (DELETE FROM login_failures WHERE failed_at < now() - interval '1 day')
             INSERT INTO login_failures (key) VALUES ($1), ($2) RETURNING id",
            &self.key,
            &self.address_key
        )
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(self)
    }

    /// The right password: this key's failures, and this attempt, no longer count.
    pub async fn succeeded(self, pool: &PgPool) -> AppResult<()> {
        sqlx::query!(
            "DELETE FROM login_failures WHERE key = $1 OR id = ANY($2)",
            &self.key,
            &self.ids
        )
        .execute(pool)
        .await?;
        Ok(())
    }
}

pub async fn login(
    pool: &PgPool,
    jwt_secret: &str,
    address: IpAddr,
    email: &str,
    password: &str,
) -> AppResult<SessionData> {
    let attempt = Attempt::login(email, address).count(pool).await?;

    let user: Option<(i64, Option<String>, i32)> = sqlx::query!(
        "SELECT id, password_hash, session_version FROM users WHERE lower(email) = lower($1)",
        email.trim()
    )
    .map(|row| (row.id, row.password_hash, row.session_version))
    .fetch_optional(pool)
    .await?;
    let (user_id, hash, version) =
        user.map_or((None, None, 0), |(id, hash, v)| (Some(id), hash, v));
    let matches = password::verify(hash, password.to_owned()).await?;
    match user_id.filter(|_| matches) {
        Some(user_id) => {
            attempt.succeeded(pool).await?;
            if user_is_suspended(pool, user_id).await? {
                return Err(AppError::invalid(ErrorCode::AccountSuspended, SUSPENDED));
            }
            let token = session::start(pool, user_id, version, jwt_secret).await?;
            session_data(pool, user_id, token).await
        }
        // The attempt was counted before the check.
        None => Err(AppError::InvalidCredentials),
    }
}

/// The message a suspended company's user reads when signing in.
pub const SUSPENDED: &str = "Votre compte entreprise est suspendu : vous ne pouvez plus vous connecter. Écrivez-nous depuis la page Contact pour en savoir plus.";

/// Whether `user_id` belongs to a company client with a suspended company: such users cannot
/// sign in.
pub async fn user_is_suspended(pool: &PgPool, user_id: i64) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM pro_accounts pa JOIN companies c ON c.pro_client_id = pa.pro_client_id
                        WHERE pa.user_id = $1 AND c.suspended_at IS NOT NULL) AS "exists!""#,
        user_id
    )
    .fetch_one(pool)
    .await?)
}
