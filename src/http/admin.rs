//! REST endpoints of the back-office: the upload of a content image (post, partner logo,
//! testimonial photo). Anyone but staff gets the same 404 as for an unknown path
//! (`Staff::require`); rules in `admin::images`.

use axum::{
    extract::{Multipart, Path, State},
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};

use super::{auth::MaybeViewer, form::Form, uploads::image_response, AppState};
use crate::{
    access::Staff,
    admin::images,
    error::{AppError, AppResult},
    files::{images::upload_turn, FileKind},
};

pub fn api_router() -> Router<AppState> {
    Router::new().route("/admin/upload/image", post(upload_image))
}

pub fn file_router() -> Router<AppState> {
    Router::new().route("/uploads/images/{name}", get(image_file))
}

/// `image` (multipart) → `{"path": "/uploads/images/<name>"}`.
async fn upload_image(
    State(state): State<AppState>,
    MaybeViewer(viewer): MaybeViewer,
    multipart: Multipart,
) -> AppResult<Json<serde_json::Value>> {
    let staff = Staff::require(viewer.as_ref())?;
    let _turn = upload_turn().await?;
    let mut form = Form::read(multipart, "/api/admin/upload/image").await?;
    let image = form
        .take_file("image")
        .ok_or_else(|| AppError::missing("Image"))?;
    let path = images::upload(&state.storage, &staff, &image.bytes).await?;
    Ok(Json(serde_json::json!({ "path": path })))
}

async fn image_file(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> AppResult<impl IntoResponse> {
    let file = state.storage.open(FileKind::Image, &name).await?;
    Ok(image_response(&name, file))
}
