//! Uploads and downloads of files: candidate CVs (private) and company logos (public).

use axum::{
    extract::{Multipart, Path, State},
    http::header,
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};

use super::{auth::SignedIn, form::Form, AppState};
use crate::{
    accounts::profile,
    companies,
    error::{AppError, AppResult},
    files::FileKind,
    graphql::parse_iri,
};

pub fn api_router() -> Router<AppState> {
    Router::new()
        .route("/upload/candidate-cv", post(upload_candidate_cv))
        .route("/upload/company-logo", post(upload_company_logo))
}

pub fn file_router() -> Router<AppState> {
    Router::new()
        .route("/candidates/cv/{cv_name}", get(download_cv))
        .route("/uploads/logos/{name}", get(logo))
}

async fn upload_candidate_cv(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let mut form = Form::read(multipart).await?;
    let cv = form
        .take_file("cv")
        .ok_or_else(|| AppError::missing("CV"))?;
    let name = profile::set_cv(
        &state.pool,
        &state.storage,
        &viewer,
        &cv.file_name,
        &cv.bytes,
    )
    .await?;
    Ok(Json(serde_json::json!({ "cvName": name })))
}

async fn upload_company_logo(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let mut form = Form::read(multipart).await?;
    let company_id = parse_iri("companies", &form.text("companyIRI"))?;
    let logo = form
        .take_file("logo")
        .ok_or_else(|| AppError::missing("Logo"))?;
    let name = companies::set_logo(
        &state.pool,
        &state.storage,
        &viewer,
        company_id,
        &logo.bytes,
    )
    .await?;
    Ok(Json(
        serde_json::json!({ "logoName": name, "logoPath": format!("/uploads/logos/{name}") }),
    ))
}

/// A profile CV, for its candidate or a company the candidate applied to; anyone else
/// gets the same 404 as for a file that does not exist.
async fn download_cv(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(cv_name): Path<String>,
) -> AppResult<impl IntoResponse> {
    if !profile::may_read_cv(&state.pool, &viewer, &cv_name).await? {
        return Err(AppError::NotFound);
    }
    let bytes = state.storage.read(FileKind::Cv, &cv_name).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"cv-{cv_name}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        bytes,
    ))
}

async fn logo(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> AppResult<impl IntoResponse> {
    let bytes = state.storage.read(FileKind::Logo, &name).await?;
    let content_type = match name.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        _ => "application/octet-stream",
    };
    Ok((
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        bytes,
    ))
}
