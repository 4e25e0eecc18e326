//! REST endpoints of a company's « Réalisations » and cover photo (docs/company-works.md):
//! the uploads, through the image pipeline, and the public renditions.

use axum::{
    extract::{Multipart, Path, State},
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};

use super::{auth::SignedIn, form::Form, uploads::image_response, AppState};
use crate::{
    access::{iri, parse_iri},
    companies::works,
    error::{AppError, AppResult},
    files::{images, FileKind},
};

pub fn api_router() -> Router<AppState> {
    Router::new()
        .route("/upload/company-work", post(upload_work))
        .route("/upload/company-cover", post(upload_cover))
}

pub fn file_router() -> Router<AppState> {
    Router::new().route("/uploads/works/{name}", get(rendition))
}

/// `companyIRI`, `altText`, `caption`, `image` (multipart) → `{"id": "/api/company_works/<id>"}`.
async fn upload_work(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let _turn = images::upload_turn().await?;
    let mut form = Form::read(multipart, "/api/upload/company-work").await?;
    let company_id = parse_iri("companies", &form.text("companyIRI"))?;
    let image = form
        .take_file("image")
        .ok_or_else(|| AppError::missing("Image"))?;
    let id = works::add(
        &state.pool,
        &state.storage,
        &viewer,
        company_id,
        form.text("altText").trim(),
        form.text("caption").trim(),
        image.bytes,
    )
    .await?;
    Ok(Json(serde_json::json!({ "id": iri("company_works", id) })))
}

/// `companyIRI`, `image` (multipart) → `{"src": …, "srcsetWebp": …, "srcsetJpeg": …}`.
async fn upload_cover(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let _turn = images::upload_turn().await?;
    let mut form = Form::read(multipart, "/api/upload/company-cover").await?;
    let company_id = parse_iri("companies", &form.text("companyIRI"))?;
    let image = form
        .take_file("image")
        .ok_or_else(|| AppError::missing("Image"))?;
    let cover = works::set_cover(
        &state.pool,
        &state.storage,
        &viewer,
        company_id,
        image.bytes,
    )
    .await?;
    Ok(Json(serde_json::json!({
        "src": cover.src(),
        "srcsetWebp": cover.srcset("webp"),
        "srcsetJpeg": cover.srcset("jpg"),
        "width": cover.width,
        "height": cover.height,
    })))
}

/// `<stem>w<width>.<webp|jpg>` of a work or a cover still held, public and cached for good
/// (a stem is never reused); anything else is the usual 404.
async fn rendition(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> AppResult<impl IntoResponse> {
    let (stem, width) = parse_name(&name).ok_or(AppError::NotFound)?;
    if !works::rendition_exists(&state.pool, stem, width).await? {
        return Err(AppError::NotFound);
    }
    let file = state.storage.open(FileKind::CompanyWork, &name).await?;
    Ok(image_response(&name, file))
}

/// The stem and width of a rendition's name.
fn parse_name(name: &str) -> Option<(&str, i32)> {
    let (base, extension) = name.rsplit_once('.')?;
    if !matches!(extension, "webp" | "jpg") {
        return None;
    }
    let (stem, width) = base.split_once('w')?;
    let valid_stem =
        stem.len() == 32 && stem.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    let width: i32 = width.parse().ok()?;
    (valid_stem && width > 0).then_some((stem, width))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_renditions_name_is_read() {
        let stem = "0123456789abcdef0123456789abcdef";
        assert_eq!(parse_name(&format!("{stem}w480.webp")), Some((stem, 480)));
        assert_eq!(parse_name(&format!("{stem}w480.png")), None);
        assert_eq!(parse_name("../etc/passwdw1.jpg"), None);
        assert_eq!(parse_name(&format!("{stem}wx.jpg")), None);
    }
}
