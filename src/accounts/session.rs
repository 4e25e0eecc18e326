//! Sessions: a row of `sessions` per sign-in, and its token, a JWT signed with HS256 (the
//! algorithm is pinned: a token claiming another is refused), valid for `SESSION_DAYS`.
//!
//! A token is accepted only while its row exists (`Viewer::load`): signing out deletes the
//! row, a password change deletes every other row of the user, so a copied token stops
//! working at once rather than at its expiry. See docs/accounts.md, "Sessions".

use chrono::Utc;
use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sqlx::{PgExecutor, PgPool};
use uuid::Uuid;

use crate::{
    access::Viewer,
    error::{AppError, AppResult},
};

pub const SESSION_DAYS: i64 = 7;

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    /// The user's id.
    pub sub: i64,
    pub iat: i64,
    pub exp: i64,
    /// The user's session version when issued; a password reset bumps it.
    #[serde(default)]
    pub ver: i32,
    /// The session's row; tokens issued before sessions had rows carry none (nil) and are
    /// refused.
    #[serde(default)]
    pub sid: Uuid,
}

/// Opens a session for the user (a row valid `SESSION_DAYS`) and returns its token.
pub async fn start(pool: &PgPool, user_id: i64, version: i32, secret: &str) -> AppResult<String> {
    let sid = Uuid::new_v4();
    sqlx::query!(
        "INSERT INTO sessions (id, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(days => $3))",
        sid,
        user_id,
        SESSION_DAYS as i32
    )
    .execute(pool)
    .await?;
    issue(user_id, version, sid, secret)
}

/// Signs the viewer's session out: its token is refused from now on.
pub async fn end(pool: &PgPool, viewer: &Viewer) -> AppResult<()> {
    sqlx::query!("DELETE FROM sessions WHERE id = $1", viewer.session_id)
        .execute(pool)
        .await?;
    Ok(())
}

/// Ends every session of the viewer's user but the viewer's own (after a password change).
pub async fn end_others<'c>(executor: impl PgExecutor<'c>, viewer: &Viewer) -> AppResult<()> {
    sqlx::query!(
        "DELETE FROM sessions WHERE user_id = $1 AND id <> $2",
        viewer.user_id,
        viewer.session_id
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Deletes the rows of sessions past their expiry (their tokens are refused anyway);
/// returns how many.
pub async fn purge_expired(pool: &PgPool) -> AppResult<u64> {
    Ok(
        sqlx::query!("DELETE FROM sessions WHERE expires_at <= now()")
            .execute(pool)
            .await?
            .rows_affected(),
    )
}

pub fn issue(user_id: i64, version: i32, sid: Uuid, secret: &str) -> AppResult<String> {
    let now = Utc::now().timestamp();
    let claims = Claims {
        sub: user_id,
        iat: now,
        exp: now + SESSION_DAYS * 24 * 3600,
        ver: version,
        sid,
    };
    encode(
        &Header::new(Algorithm::HS256),
        &claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .map_err(AppError::internal)
}

/// The claims of a valid, unexpired token signed with `secret`; anything else is
/// `Unauthenticated`.
pub fn verify(token: &str, secret: &str) -> AppResult<Claims> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.leeway = 0;
    decode::<Claims>(
        token,
        &DecodingKey::from_secret(secret.as_bytes()),
        &validation,
    )
    .map(|data| data.claims)
    .map_err(|_| AppError::Unauthenticated)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_verifies_with_its_secret_only() {
        let token = issue(42, 0, Uuid::nil(), "secret-a").expect("issue");
        assert_eq!(verify(&token, "secret-a").map(|c| c.sub).ok(), Some(42));
        assert!(verify(&token, "secret-b").is_err());
    }

    #[test]
    fn a_tampered_or_expired_token_is_refused() {
        let token = issue(42, 0, Uuid::nil(), "s").expect("issue");
        let mut parts: Vec<String> = token.split('.').map(str::to_owned).collect();
        parts[1] = base64::Engine::encode(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD,
            br#"{"sub":1,"iat":0,"exp":99999999999}"#,
        );
        assert!(verify(&parts.join("."), "s").is_err());
        let expired = Claims {
            sub: 42,
            iat: 0,
            exp: Utc::now().timestamp() - 1,
            ver: 0,
            sid: Uuid::nil(),
        };
        let expired = encode(
            &Header::new(Algorithm::HS256),
            &expired,
            &EncodingKey::from_secret(b"s"),
        )
        .expect("encode");
        assert!(verify(&expired, "s").is_err());
    }

    #[test]
    fn a_token_signed_with_another_algorithm_is_refused() {
        let claims = Claims {
            sub: 42,
            iat: 0,
            exp: Utc::now().timestamp() + 60,
            ver: 0,
            sid: Uuid::nil(),
        };
        let token = encode(
            &Header::new(Algorithm::HS512),
            &claims,
            &EncodingKey::from_secret(b"s"),
        )
        .expect("encode");
        assert!(verify(&token, "s").is_err());
    }
}
