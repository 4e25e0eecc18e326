//! Craft labels over REST (docs/labels.md): declaring one with its proof (a multipart form,
//! the PDF checked by `files::check`), and the proof itself for the company's members and
//! staff.

use axum::{
    extract::{Multipart, Path, State},
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};

use super::{auth::SignedIn, form::Form, uploads::private_pdf, AppState};
use crate::{
    companies::labels::{self, Declaration},
    error::{AppError, AppResult},
    files::{download_name, FileKind},
};

pub fn api_router() -> Router<AppState> {
    Router::new()
        .route("/upload/company-label", post(declare))
        .route("/company-labels/{id}/proof", get(proof))
}

/// Fields `kind` (EPV, MOF, MAITRE_ART), `holderName` (personal titles), `expiresOn`
/// (YYYY-MM-DD, EPV) and the file `proof`.
async fn declare(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    viewer.company()?;
    let mut form = Form::read(multipart, "/api/upload/company-label").await?;
    let declaration = Declaration::parse(
        &form.text("kind"),
        &form.text("holderName"),
        &form.text("expiresOn"),
        chrono::Utc::now().date_naive(),
    )?;
    let proof = form
        .take_file("proof")
        .ok_or_else(|| AppError::missing("Justificatif"))?;
    let label = labels::declare(
        &state.pool,
        &state.storage,
        &viewer,
        declaration,
        &proof.file_name,
        &proof.bytes,
    )
    .await?;
    Ok(Json(serde_json::json!({
        "id": format!("/api/company_labels/{}", label.id),
        "status": label.status.to_uppercase(),
        "title": label.title(),
    })))
}

async fn proof(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(id): Path<String>,
) -> AppResult<impl IntoResponse> {
    let id: i64 = id.parse().map_err(|_| AppError::NotFound)?;
    let name = labels::proof(&state.pool, &viewer, id).await?;
    let file = state.storage.open(FileKind::LabelProof, &name).await?;
    Ok(private_pdf(
        download_name::attachment("Justificatif-label", &id.to_string()),
        file,
    ))
}
