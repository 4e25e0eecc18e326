//! POST /api/graphql. A body that is not a GraphQL request gets a GraphQL-shaped error,
//! never a 500.

use std::net::SocketAddr;

use async_graphql_axum::{GraphQLRequest, GraphQLResponse};
use axum::{
    extract::{ConnectInfo, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};

use super::{auth::MaybeViewer, AppState};
use crate::{
    error::ErrorCode,
    graphql::{french, ClientAddress},
};

/// Runs a GraphQL request as the caller (a bad token is a 401 before anything runs).
pub async fn execute(
    State(state): State<AppState>,
    MaybeViewer(viewer): MaybeViewer,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    request: Result<GraphQLRequest, async_graphql_axum::rejection::GraphQLRejection>,
) -> Response {
    match request {
        Ok(request) => {
            let mut request = request
                .into_inner()
                .data(viewer)
                .data(ClientAddress(address.ip()));
            state.documents.prepare(&mut request);
            let mut response = state.schema.execute(request).await;
            response.errors.iter_mut().for_each(french::rewrite);
            GraphQLResponse::from(response).into_response()
        }
        Err(rejection) => {
            tracing::debug!(error = %rejection.0, "unreadable GraphQL request");
            unreadable().into_response()
        }
    }
}

fn unreadable() -> (StatusCode, Json<serde_json::Value>) {
    (
        StatusCode::BAD_REQUEST,
        Json(serde_json::json!({
            "errors": [{
                "message": "La requête GraphQL est illisible.",
                "extensions": { "code": ErrorCode::BadRequest.as_str() }
            }]
        })),
    )
}
