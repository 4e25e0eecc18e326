//! The read-only API of an ATS (docs/api.md, "The API"): `Authorization: Bearer <token>`
//! (`ats::token`), counted per company and minute (429 with `Retry-After` past the limit),
//! over the company's offers and applications (`ats::read`); and the documents' signed links,
//! which need no token (`ats::links`).

use axum::{
    extract::{FromRequestParts, Path, State},
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use serde::Deserialize;

use super::{
    query::Query,
    uploads::{attachment_disposition, private_pdf},
    AppState,
};
use crate::{
    applications::messages::attachments,
    ats::{
        links::{Document, DocumentLinks},
        read,
        token::{self, Admission},
    },
    error::{AppError, ErrorCode},
    files::download_name,
};

pub const THROTTLED: &str =
    "Trop de requêtes : 150 par minute au plus. Réessayez après le délai indiqué (Retry-After).";

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/v1/offers", get(offers))
        .route("/v1/applications", get(applications))
        .route("/v1/applications/{id}", get(application))
        .route("/v1/applications/{id}/messages", get(messages))
        .route("/v1/documents/{signed}", get(document))
}

fn links(state: &AppState) -> DocumentLinks {
    DocumentLinks::new(&state.settings.jwt_secret, &state.settings.public_base_url)
}

/// The company whose token signed the request, this request counted.
struct TokenCompany(i64);

/// Why a request is not served: the usual error, or its minute's share spent.
enum Refusal {
    Error(AppError),
    Throttled(u32),
}

impl From<AppError> for Refusal {
    fn from(error: AppError) -> Self {
        Self::Error(error)
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        match self {
            Self::Error(AppError::Unauthenticated) => {
                let mut response = AppError::Unauthenticated.into_response();
                response
                    .headers_mut()
                    .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
                response
            }
            Self::Error(error) => error.into_response(),
            Self::Throttled(seconds) => (
                StatusCode::TOO_MANY_REQUESTS,
                [(header::RETRY_AFTER, seconds.to_string())],
                Json(serde_json::json!({
                    "error": THROTTLED,
                    "code": ErrorCode::RateLimited.as_str(),
                })),
            )
                .into_response(),
        }
    }
}

impl FromRequestParts<AppState> for TokenCompany {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Refusal> {
        let bearer = parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .ok_or(AppError::Unauthenticated)?;
        match token::admit(&state.pool, bearer.trim()).await? {
            Admission::Company(id) => Ok(Self(id)),
            Admission::Throttled { retry_after } => Err(Refusal::Throttled(retry_after)),
        }
    }
}

/// `?offer=<id>&after=<id>`: numbers, read as such (anything else is a French 400).
#[derive(Deserialize)]
struct ListQuery {
    offer: Option<String>,
    after: Option<String>,
}

fn number(name: &str, value: Option<&str>) -> Result<Option<i64>, AppError> {
    value
        .map(|v| {
            v.parse::<i64>()
                .ok()
                .filter(|n| *n >= 0)
                .ok_or_else(|| AppError::out_of_range(name, 0, i64::MAX))
        })
        .transpose()
}

async fn offers(
    State(state): State<AppState>,
    TokenCompany(company): TokenCompany,
    Query(query): Query<ListQuery>,
) -> Result<impl IntoResponse, Refusal> {
    let after = number("after", query.after.as_deref())?.unwrap_or(0);
    let base = state.settings.public_base_url.trim_end_matches('/');
    Ok(Json(read::offers(&state.pool, base, company, after).await?))
}

async fn applications(
    State(state): State<AppState>,
    TokenCompany(company): TokenCompany,
    Query(query): Query<ListQuery>,
) -> Result<impl IntoResponse, Refusal> {
    let after = number("after", query.after.as_deref())?.unwrap_or(0);
    let offer = number("offer", query.offer.as_deref())?;
    let page = read::applications(&state.pool, &links(&state), company, offer, after).await?;
    Ok(Json(page))
}

async fn application(
    State(state): State<AppState>,
    TokenCompany(company): TokenCompany,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, Refusal> {
    let id = id.parse::<i64>().map_err(|_| AppError::NotFound)?;
    read::application_of(&state.pool, &links(&state), company, id)
        .await?
        .map(Json)
        .ok_or(Refusal::Error(AppError::NotFound))
}

/// An application's thread (issue 53), `?after=<message id>`.
async fn messages(
    State(state): State<AppState>,
    TokenCompany(company): TokenCompany,
    Path(id): Path<String>,
    Query(query): Query<ListQuery>,
) -> Result<impl IntoResponse, Refusal> {
    let id = id.parse::<i64>().map_err(|_| AppError::NotFound)?;
    let after = number("after", query.after.as_deref())?.unwrap_or(0);
    read::messages_of(&state.pool, &links(&state), company, id, after)
        .await?
        .map(Json)
        .ok_or(Refusal::Error(AppError::NotFound))
}

/// A document by its signed link; an altered, expired or spent link is a 404.
async fn document(
    State(state): State<AppState>,
    Path(signed): Path<String>,
) -> Result<impl IntoResponse, AppError> {
    let (application, document) = links(&state)
        .read(&signed, chrono::Utc::now().timestamp())
        .ok_or(AppError::NotFound)?;
    let (name, disposition) = match document {
        Document::Attachment(id) => {
            let (stored, name) = attachments::of_application(&state.pool, application, id)
                .await?
                .ok_or(AppError::NotFound)?;
            (stored, attachment_disposition(&name))
        }
        _ => {
            let (name, candidate) = read::document_name(&state.pool, application, document)
                .await?
                .ok_or(AppError::NotFound)?;
            (
                name,
                download_name::attachment(document.label(), &candidate),
            )
        }
    };
    let file = state.storage.open(document.kind(), &name).await?;
    Ok(private_pdf(disposition, file))
}
