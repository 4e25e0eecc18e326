//! POST /api/graphql. A body that is not a GraphQL request gets a GraphQL-shaped error,
//! never a 500.

use async_graphql_axum::{GraphQLRequest, GraphQLResponse};
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};

use super::AppState;

pub async fn execute(
    State(state): State<AppState>,
    request: Result<GraphQLRequest, async_graphql_axum::rejection::GraphQLRejection>,
) -> Response {
    match request {
        Ok(request) => {
            GraphQLResponse::from(state.schema.execute(request.into_inner()).await).into_response()
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
                "extensions": { "code": "BAD_REQUEST" }
            }]
        })),
    )
}
