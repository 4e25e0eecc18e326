//! REST endpoints of banners: the creative's upload, the home block's banner, the counting
//! click redirect, the buyer's banners and counts, and the creatives' files. Rules in
//! `crate::banners`.

use axum::{
    extract::{Multipart, Path, State},
    http::{header, StatusCode},
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};

use super::{auth::SignedIn, form::Form, query::Query, uploads::image_response, AppState};
use crate::{
    banners::{
        self,
        preview::{self, Previews},
        rotation::ShownBanner,
        BannerWithCounts, Creative,
    },
    error::{AppError, AppResult},
    files::FileKind,
};

pub fn api_router() -> Router<AppState> {
    Router::new()
        .route("/upload/banner-creative", post(upload_creative))
        .route("/banners/home", get(home))
        .route("/banners/mine", get(mine))
        .route("/banners/{id}/click", get(click))
}

pub fn file_router() -> Router<AppState> {
    Router::new().route("/uploads/banners/{name}", get(creative_file))
}

async fn upload_creative(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<Json<Creative>> {
    let mut form = Form::read(multipart, "/api/upload/banner-creative").await?;
    let image = form
        .take_file("image")
        .ok_or_else(|| AppError::missing("Image de la bannière"))?;
    let mut creative =
        banners::upload_creative(&state.pool, &state.storage, &viewer, &image.bytes).await?;
    // Not approved yet: its owner sees it through a signed address (banners::preview).
    creative.image_url = previews(&state).url(&creative.creative, now());
    Ok(Json(creative))
}

/// The block's banner for this view (its impression counted), or `null` for the house ad.
/// Never cached by the browser: each view is a turn of the rotation.
async fn home(State(state): State<AppState>) -> AppResult<impl IntoResponse> {
    let banner: Option<ShownBanner> = state.banners.next(&state.pool).await?;
    Ok((
        [(header::CACHE_CONTROL, "no-store")],
        Json(serde_json::json!({ "banner": banner })),
    ))
}

async fn mine(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
) -> AppResult<Json<Vec<BannerWithCounts>>> {
    let mut mine = banners::of_viewer(&state.pool, &viewer).await?;
    let previews = previews(&state);
    for banner in mine.iter_mut().filter(|b| b.banner.review != "approved") {
        banner.image_url = previews.url(&banner.banner.image_name, now());
    }
    Ok(Json(mine))
}

fn previews(state: &AppState) -> Previews {
    Previews::new(&state.settings.jwt_secret)
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

async fn click(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> AppResult<impl IntoResponse> {
    let id: i64 = id.parse().map_err(|_| AppError::NotFound)?;
    let link = banners::rotation::click(&state.pool, id).await?;
    Ok((
        StatusCode::FOUND,
        [
            (header::LOCATION, link),
            (header::CACHE_CONTROL, "no-store".to_owned()),
            (header::REFERRER_POLICY, "origin".to_owned()),
        ],
    ))
}

/// A creative's image: public once approved, else only through its signed address (404
/// otherwise, as for a file that does not exist).
async fn creative_file(
    State(state): State<AppState>,
    Path(name): Path<String>,
    Query(query): Query<std::collections::HashMap<String, String>>,
) -> AppResult<impl IntoResponse> {
    let signed = query
        .get(preview::PARAMETER)
        .is_some_and(|signature| previews(&state).verify(&name, signature, now()));
    if !signed && !preview::is_public(&state.pool, &name).await? {
        return Err(AppError::NotFound);
    }
    let file = state.storage.open(FileKind::Banner, &name).await?;
    Ok(image_response(&name, file))
}
