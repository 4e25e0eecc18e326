//! One-click unsubscribe from the weekly « Offres pour vous » (RFC 8058), as the alerts'
//! (`alerts::unsubscribe`): a token signed with the server's secret names the candidate; a
//! POST to its address turns the weekly mail off (no sign-in). Its own audience: an alert's
//! token, a session token or any other is refused here, and this one is refused there
//! (`alerts::inbound` tries it after the alerts' own, for the mailto half).

use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;

use crate::error::{AppError, AppResult, ErrorCode};

const AUDIENCE: &str = "offers-for-you-unsubscribe";

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    aud: String,
    candidate: i64,
}

/// The signed token of the candidate's weekly mail.
pub fn token(candidate_id: i64, secret: &str) -> AppResult<String> {
    encode(
        &Header::new(Algorithm::HS256),
        &Claims {
            aud: AUDIENCE.to_owned(),
            candidate: candidate_id,
        },
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .map_err(AppError::internal)
}

/// The candidate a token names, if this server signed it for this mail.
pub fn verify(token: &str, secret: &str) -> AppResult<i64> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.required_spec_claims.clear();
    validation.validate_exp = false;
    validation.set_audience(&[AUDIENCE]);
    decode::<Claims>(
        token,
        &DecodingKey::from_secret(secret.as_bytes()),
        &validation,
    )
    .map(|data| data.claims.candidate)
    .map_err(|_| {
        AppError::invalid(
            ErrorCode::InvalidToken,
            "Ce lien de désinscription est invalide.",
        )
    })
}

/// Turns the weekly mail of the candidate the token names on or off.
pub async fn set_weekly(pool: &PgPool, token: &str, secret: &str, on: bool) -> AppResult<()> {
    let candidate_id = verify(token, secret)?;
    let changed = sqlx::query!(
        "UPDATE candidate_preferences SET weekly_mail = $2, updated_at = now() WHERE candidate_id = $1",
        candidate_id,
        on
    )
    .execute(pool)
    .await?;
    if changed.rows_affected() == 0 {
        return Err(AppError::NotFound);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_names_its_candidate_for_this_mail_only() {
        let signed = token(7, "secret-a").expect("token");
        assert_eq!(verify(&signed, "secret-a").ok(), Some(7));
        assert!(verify(&signed, "secret-b").is_err());
        let session =
            crate::accounts::session::issue(7, 0, uuid::Uuid::nil(), "secret-a").expect("session");
        assert!(verify(&session, "secret-a").is_err());
        assert!(crate::accounts::session::verify(&signed, "secret-a").is_err());
    }
}
