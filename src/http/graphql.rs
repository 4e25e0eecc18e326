//! POST /api/graphql. A body that is not a GraphQL request gets a GraphQL-shaped error,
//! never a 500. A request over the limits of `graphql::limits` is refused before it runs.

use std::net::SocketAddr;

use async_graphql::ServerError;
use async_graphql_axum::GraphQLRequest;
use axum::{
    extract::{ConnectInfo, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};

use super::{auth::MaybeViewer, AppState};
use crate::{
    error::ErrorCode,
    graphql::{
        admin::OneMailPerRequest,
        answer_budget, french,
        limits::{Refusal, MAX_QUERY_BYTES, MAX_RESPONSE_BYTES},
        ClientAddress,
    },
    offers::stats::UserAgent,
};

/// Runs a GraphQL request as the caller (a bad token is a 401 before anything runs).
pub async fn execute(
    State(state): State<AppState>,
    MaybeViewer(viewer): MaybeViewer,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    request: Result<GraphQLRequest, async_graphql_axum::rejection::GraphQLRejection>,
) -> Response {
    let request = match request {
        Ok(request) => request.into_inner(),
        Err(rejection) => {
            tracing::debug!(error = %rejection.0, "unreadable GraphQL request");
            return unreadable().into_response();
        }
    };
    if request.query.len() > MAX_QUERY_BYTES {
        return refused(Refusal::query_too_long());
    }
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .chars()
        .take(512)
        .collect();
    // A signed-in caller reads what it has just written: none of its reads on the replica.
    let signed_in = viewer.is_some();
    let mut request = request
        .data(viewer)
        .data(ClientAddress(address.ip()))
        .data(UserAgent(user_agent))
        .data(state.visitor_key.clone())
        .data(OneMailPerRequest::default())
        // The home page's banner rotation: a review in the back-office refreshes it at once.
        .data(state.banners.clone())
        .data(crate::banners::preview::Previews::new(
            &state.settings.jwt_secret,
        ));
    if signed_in {
        request = request.data(state.read.on_primary_only());
    }
    state.documents.prepare(&mut request);
    let variables = std::mem::take(&mut request.variables);
    let checked = match request.parsed_query() {
        Ok(document) => state.limits.check(document, &variables),
        // Left for the execution to report in its words.
        Err(_) => Ok(()),
    };
    request.variables = variables;
    if let Err(refusal) = checked {
        return refused(refusal);
    }
    let mut response = state.schema.execute(request).await;
    if answer_budget::ran_out(&response) {
        return refused(Refusal::response_too_large());
    }
    response.errors.iter_mut().for_each(french::rewrite);
    let headers = response.http_headers.clone();
    let mut body = Capped(Vec::new());
    match serde_json::to_writer(&mut body, &response) {
        Ok(()) => {}
        Err(error) if error.is_io() => return refused(Refusal::response_too_large()),
        Err(error) => {
            tracing::error!(%error, "cannot write a GraphQL answer");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    }
    let body = body.0;
    let mut answer = Response::new(body.into());
    answer.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/graphql-response+json"),
    );
    answer.headers_mut().extend(headers);
    answer
}

/// An answer's JSON, which stops at [`MAX_RESPONSE_BYTES`] (an I/O error) rather than grow
/// past it.
struct Capped(Vec<u8>);

impl std::io::Write for Capped {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if self.0.len() + bytes.len() > MAX_RESPONSE_BYTES {
            return Err(std::io::ErrorKind::FileTooLarge.into());
        }
        self.0.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Largest GraphQL request body: its text (16 KB at most) and its variables, which hold an
/// offer's texts at most. Uploads go to their own routes.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// A GraphQL body over [`MAX_BODY_BYTES`] gets a GraphQL-shaped French answer.
pub async fn too_large(response: Response) -> Response {
    if response.status() != StatusCode::PAYLOAD_TOO_LARGE {
        return response;
    }
    let mut answer = refused(Refusal {
        code: ErrorCode::TooLarge,
        message: "La requête GraphQL dépasse 1 Mo.".to_owned(),
    });
    *answer.status_mut() = StatusCode::PAYLOAD_TOO_LARGE;
    answer
}

/// A GraphQL answer with one error: the request was not run.
fn refused(refusal: Refusal) -> Response {
    let mut error = ServerError::new(refusal.message, None);
    error
        .extensions
        .get_or_insert_with(Default::default)
        .set("code", refusal.code.as_str());
    let response = async_graphql::Response::from_errors(vec![error]);
    async_graphql_axum::GraphQLResponse::from(response).into_response()
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
