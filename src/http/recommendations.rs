//! One-click unsubscribe from the weekly « Offres pour vous » (RFC 8058), no sign-in:
//! `POST /api/recommendations/unsubscribe?token=…` (what a mail client posts from
//! `List-Unsubscribe`) and `POST /api/recommendations/resubscribe?token=…`. A GET changes
//! nothing (link checkers).

use axum::{extract::State, routing::post, Json, Router};
use serde::{Deserialize, Serialize};

use super::query::Query;
use super::AppState;
use crate::{error::AppResult, recommendations::unsubscribe};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/recommendations/unsubscribe", post(unsubscribe_weekly))
        .route("/recommendations/resubscribe", post(resubscribe_weekly))
}

#[derive(Deserialize)]
struct TokenQuery {
    token: String,
}

/// Whether the weekly mail is now on.
#[derive(Serialize)]
struct Answer {
    #[serde(rename = "weeklyMail")]
    weekly_mail: bool,
}

async fn set(state: &AppState, token: &str, on: bool) -> AppResult<Json<Answer>> {
    unsubscribe::set_weekly(&state.pool, token, &state.settings.jwt_secret, on).await?;
    Ok(Json(Answer { weekly_mail: on }))
}

async fn unsubscribe_weekly(
    State(state): State<AppState>,
    Query(query): Query<TokenQuery>,
) -> AppResult<Json<Answer>> {
    super::fields::check(
        "/api/recommendations/unsubscribe",
        "token",
        Some(&query.token),
    )?;
    set(&state, &query.token, false).await
}

async fn resubscribe_weekly(
    State(state): State<AppState>,
    Query(query): Query<TokenQuery>,
) -> AppResult<Json<Answer>> {
    super::fields::check(
        "/api/recommendations/resubscribe",
        "token",
        Some(&query.token),
    )?;
    set(&state, &query.token, true).await
}
