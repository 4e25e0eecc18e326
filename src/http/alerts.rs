//! One-click unsubscribe from alerts (RFC 8058), no sign-in: `POST /api/alerts/unsubscribe`
//! (what a mail client posts from `List-Unsubscribe`, and what the page the mail links to
//! posts) and `POST /api/alerts/resubscribe` (the page's « Réactiver »), both with the signed
//! `token` in the query. A GET changes nothing: link checkers that open every link of a mail
//! must not unsubscribe anyone.

use std::collections::HashMap;

use axum::{extract::State, routing::post, Json, Router};
use serde::{Deserialize, Serialize};

use super::query::Query;
use super::AppState;
use crate::{
    alerts::{self, unsubscribe, AlertRow},
    error::AppResult,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/alerts/unsubscribe", post(unsubscribe_alerts))
        .route("/alerts/resubscribe", post(resubscribe_alerts))
}

#[derive(Deserialize)]
struct TokenQuery {
    token: String,
}

/// The alerts the link names, as sentences, and whether they are now enabled.
#[derive(Serialize)]
struct Answer {
    enabled: bool,
    alerts: Vec<String>,
}

async fn set(state: &AppState, token: &str, enabled: bool) -> AppResult<Json<Answer>> {
    let ids =
        unsubscribe::set_enabled(&state.pool, token, &state.settings.jwt_secret, enabled).await?;
    let rows: Vec<AlertRow> = alerts::by_ids(&state.pool, &ids).await?;
    let locality_ids: Vec<i64> = rows
        .iter()
        .flat_map(|a| a.cities.iter().chain(&a.districts).copied())
        .collect();
    let labels: HashMap<i64, String> = alerts::locality_labels(&state.pool, &locality_ids)
        .await?
        .into_iter()
        .collect();
    Ok(Json(Answer {
        enabled,
        alerts: rows
            .iter()
            .map(|a| {
                a.criteria().sentence(&state.places, &state.filters, &|id| {
                    labels.get(&id).cloned()
                })
            })
            .collect(),
    }))
}

async fn unsubscribe_alerts(
    State(state): State<AppState>,
    Query(query): Query<TokenQuery>,
) -> AppResult<Json<Answer>> {
    super::fields::check("/api/alerts/unsubscribe", "token", Some(&query.token))?;
    set(&state, &query.token, false).await
}

async fn resubscribe_alerts(
    State(state): State<AppState>,
    Query(query): Query<TokenQuery>,
) -> AppResult<Json<Answer>> {
    super::fields::check("/api/alerts/resubscribe", "token", Some(&query.token))?;
    set(&state, &query.token, true).await
}
