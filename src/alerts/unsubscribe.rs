//! One-click unsubscribe from alerts (RFC 8058): a link signed with the server's secret names
//! the alerts a mail is about; following it (no sign-in) disables them, and the page it opens
//! offers to enable them again with the same link. The token never expires: a mail read months
//! later must still unsubscribe.

use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;

use crate::error::{AppError, AppResult, ErrorCode};

/// What the token is for: a session token (or any other) is refused here, and this one
/// is no session (it has neither `sub` nor `exp`).
const AUDIENCE: &str = "alert-unsubscribe";

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    aud: String,
    alerts: Vec<i64>,
}

/// The signed token of `alerts`.
pub fn token(alerts: &[i64], secret: &str) -> AppResult<String> {
    encode(
        &Header::new(Algorithm::HS256),
        &Claims {
            aud: AUDIENCE.to_owned(),
            alerts: alerts.to_vec(),
        },
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .map_err(AppError::internal)
}

fn invalid() -> AppError {
    AppError::invalid(
        ErrorCode::InvalidToken,
        "Ce lien de désinscription est invalide.",
    )
}

/// The alerts a token names, if this server signed it.
pub fn verify(token: &str, secret: &str) -> AppResult<Vec<i64>> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.required_spec_claims.clear();
    validation.validate_exp = false;
    validation.set_audience(&[AUDIENCE]);
    decode::<Claims>(
        token,
        &DecodingKey::from_secret(secret.as_bytes()),
        &validation,
    )
    .map(|data| data.claims.alerts)
    .map_err(|_| invalid())
}

/// Enables or disables the alerts a token names; returns their ids still existing.
pub async fn set_enabled(
    pool: &PgPool,
    token: &str,
    secret: &str,
    enabled: bool,
) -> AppResult<Vec<i64>> {
    let alerts = verify(token, secret)?;
    let changed: Vec<i64> = sqlx::query_scalar!(
        "UPDATE job_offer_alerts SET enabled = $2 WHERE id = ANY($1) RETURNING id",
        &alerts,
        enabled
    )
    .fetch_all(pool)
    .await?;
    if changed.is_empty() {
        return Err(AppError::NotFound);
    }
    Ok(changed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_names_its_alerts_for_its_secret_only() {
        let signed = token(&[4, 9], "secret-a").expect("token");
        assert_eq!(verify(&signed, "secret-a").ok(), Some(vec![4, 9]));
        assert!(verify(&signed, "secret-b").is_err());
        let session =
            crate::accounts::session::issue(4, 0, uuid::Uuid::nil(), "secret-a").expect("session");
        assert!(verify(&session, "secret-a").is_err());
        assert!(crate::accounts::session::verify(&signed, "secret-a").is_err());
    }
}
