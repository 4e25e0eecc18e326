//! Session tokens: JWT signed with HS256 (the algorithm is pinned: a token claiming another
//! is refused), valid for `SESSION_DAYS`.

use chrono::Utc;
use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

use crate::error::{AppError, AppResult};

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
}

pub fn issue(user_id: i64, version: i32, secret: &str) -> AppResult<String> {
    let now = Utc::now().timestamp();
    let claims = Claims {
        sub: user_id,
        iat: now,
        exp: now + SESSION_DAYS * 24 * 3600,
        ver: version,
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
        let token = issue(42, 0, "secret-a").expect("issue");
        assert_eq!(verify(&token, "secret-a").map(|c| c.sub).ok(), Some(42));
        assert!(verify(&token, "secret-b").is_err());
    }

    #[test]
    fn a_tampered_or_expired_token_is_refused() {
        let token = issue(42, 0, "s").expect("issue");
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
