//! Who is calling, from the `Authorization: Bearer <token>` header. No header: anonymous.
//! A header with a bad, expired or revoked token: 401, so the UI signs out and goes to
//! /login.

use axum::{extract::FromRequestParts, http::request::Parts};

use super::AppState;
use crate::{access::Viewer, accounts::session, error::AppError};

/// The caller, if signed in.
pub struct MaybeViewer(pub Option<Viewer>);

/// A signed-in caller (401 otherwise).
pub struct SignedIn(pub Viewer);

impl FromRequestParts<AppState> for MaybeViewer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let Some(header) = parts.headers.get(axum::http::header::AUTHORIZATION) else {
            return Ok(Self(None));
        };
        let token = header
            .to_str()
            .ok()
            .and_then(|h| h.strip_prefix("Bearer "))
            .ok_or(AppError::Unauthenticated)?;
        let claims = session::verify(token.trim(), &state.settings.jwt_secret)?;
        Ok(Self(Some(Viewer::load(&state.pool, &claims).await?)))
    }
}

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let MaybeViewer(viewer) = MaybeViewer::from_request_parts(parts, state).await?;
        viewer.map(Self).ok_or(AppError::Unauthenticated)
    }
}

/// The raw bearer token, for answers that hand the same session back.
pub fn bearer_token(parts: &axum::http::HeaderMap) -> Option<String> {
    parts
        .get(axum::http::header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(|t| t.trim().to_owned())
}
