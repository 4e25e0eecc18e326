//! Uploads and downloads of files: candidate CVs and application documents (private) and
//! company logos (public).

use std::net::SocketAddr;

use axum::{
    body::Body,
    extract::{ConnectInfo, Multipart, Path, State},
    http::header,
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};

use super::{auth::SignedIn, form::Form, AppState};
use crate::{
    access::parse_iri,
    accounts::profile,
    applications::{
        apply::{self, Document, Documents},
        export,
        messages::{self, attachments},
        portfolio, triage,
    },
    companies,
    error::{AppError, AppResult},
    files::{download_name, images, Download, FileKind},
};

pub fn api_router() -> Router<AppState> {
    Router::new()
        .route("/upload/candidate-cv", post(upload_candidate_cv))
        .route("/upload/company-logo", post(upload_company_logo))
        .route("/upload/application-cv", post(upload_application_documents))
        .route("/upload/application-message", post(send_message_with_files))
        .route(
            "/message-attachments/{id}",
            get(download_message_attachment),
        )
        .route("/applications/{uuid}/cv", get(download_application_cv))
        .route(
            "/job_offers/{id}/applications/export.csv",
            get(export_applications),
        )
        .route(
            "/job_offers/{id}/applications/export.zip",
            get(archive_applications),
        )
        .route(
            "/applications/{uuid}/cover-letter",
            get(download_application_cover_letter),
        )
        .route(
            "/applications/{uuid}/book-pdf",
            get(download_application_book_pdf),
        )
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
    let mut form = Form::read(multipart, "/api/upload/candidate-cv").await?;
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
    let _turn = images::upload_turn().await?;
    let mut form = Form::read(multipart, "/api/upload/company-logo").await?;
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

/// The documents of an application created by `createJobOfferApplication`: `cv` (n°1) and
/// `cv2` (n°2, the cover letter). Storing both sends the application.
async fn upload_application_documents(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let mut form = Form::read(multipart, "/api/upload/application-cv").await?;
    let id = form
        .optional("application")
        .or_else(|| form.optional("id"))
        .ok_or_else(|| AppError::missing("Candidature"))?;
    let id = parse_iri("job_offer_applications", &id)?;
    let (mut cv, cover_letter) = (form.take_file("cv"), form.take_file("cv2"));
    // The projects of her book she ticked, in her order, and her PDF book.
    let choice = portfolio::Choice::parse(
        &form.text("portfolio"),
        form.optional("bookPdf").as_deref() == Some("1"),
    )?;
    // One-step apply: without a file of her own, document n°1 is her profile's CV, and the
    // typed message may stand for the letter.
    let profile_cv = cv.is_none() && form.optional("profileCv").as_deref() == Some("1");
    if profile_cv {
        cv = profile::cv_bytes(&state.pool, &state.storage, &viewer)
            .await?
            .map(|bytes| super::form::Upload {
                file_name: "cv.pdf".to_owned(),
                bytes,
            });
    }
    fn document(upload: &Option<super::form::Upload>) -> Option<Document<'_>> {
        upload.as_ref().map(|u| Document {
            file_name: &u.file_name,
            bytes: &u.bytes,
        })
    }
    let application = apply::submit(
        &state.pool,
        &state.storage,
        &state.mailer,
        &viewer,
        Some(address.ip()),
        id,
        Documents {
            cv: document(&cv),
            cover_letter: document(&cover_letter),
            profile_cv,
            portfolio: choice,
        },
    )
    .await?;
    Ok(Json(serde_json::json!({
        "id": format!("/api/job_offer_applications/{}", application.id),
        "uuid": application.uuid,
        "cvPath": application.cv_link(),
        "coverLetterPath": application.cover_letter_link(),
    })))
}

/// A thread's message with its PDF attachments (files `attachment`, 3 at most, checked as
/// CVs are), by the application's candidate or a member of the offer's company; the same
/// rules and mails as `sendApplicationMessage`.
async fn send_message_with_files(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let mut form = Form::read(multipart, "/api/upload/application-message").await?;
    let application = parse_iri("job_offer_applications", &form.text("application"))?;
    let template = form
        .optional("template")
        .filter(|t| !t.is_empty())
        .map(|t| parse_iri("message_templates", &t))
        .transpose()?;
    let uploads = form.take_files("attachment");
    let files: Vec<Document<'_>> = uploads
        .iter()
        .map(|u| Document {
            file_name: &u.file_name,
            bytes: &u.bytes,
        })
        .collect();
    let (message, _) = messages::send(
        &state.pool,
        (&state.storage, &state.mailer),
        &viewer,
        application,
        (&form.text("body"), &files),
        template,
    )
    .await?;
    Ok(Json(serde_json::json!({
        "id": format!("/api/application_messages/{}", message.id),
        "attachments": message.attachments.iter().map(|a| serde_json::json!({
            "id": a.id, "name": a.name, "bytes": a.bytes, "path": a.path(),
        })).collect::<Vec<_>>(),
    })))
}

/// A message's attachment, for the thread's two parties; anyone else, and any unknown id,
/// gets the same 404.
async fn download_message_attachment(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(id): Path<String>,
) -> AppResult<impl IntoResponse> {
    let id: i64 = id.parse().map_err(|_| AppError::NotFound)?;
    let (stored, name) = attachments::for_download(&state.pool, &viewer, id).await?;
    let file = state
        .storage
        .open(FileKind::MessageAttachment, &stored)
        .await?;
    Ok(private_pdf(attachment_disposition(&name), file))
}

/// `Piece-jointe-<the file's name>.pdf`, as `download_name` writes names.
pub(super) fn attachment_disposition(name: &str) -> String {
    let stem = name.strip_suffix(".pdf").unwrap_or(name);
    download_name::attachment("Piece-jointe", stem)
}

async fn download_application_cv(
    state: State<AppState>,
    viewer: SignedIn,
    uuid: Path<String>,
) -> AppResult<impl IntoResponse> {
    application_document(state, viewer, uuid, FileKind::Cv, "CV").await
}

async fn download_application_cover_letter(
    state: State<AppState>,
    viewer: SignedIn,
    uuid: Path<String>,
) -> AppResult<impl IntoResponse> {
    application_document(
        state,
        viewer,
        uuid,
        FileKind::CoverLetter,
        "Lettre-de-motivation",
    )
    .await
}

async fn download_application_book_pdf(
    state: State<AppState>,
    viewer: SignedIn,
    uuid: Path<String>,
) -> AppResult<impl IntoResponse> {
    application_document(state, viewer, uuid, FileKind::BookPdf, "Book").await
}

/// An application's document, for its candidate and the offer's company; anyone else, and
/// any unknown id, gets the same 404.
async fn application_document(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(uuid): Path<String>,
    kind: FileKind,
    label: &str,
) -> AppResult<impl IntoResponse> {
    let uuid = uuid::Uuid::parse_str(&uuid).map_err(|_| AppError::NotFound)?;
    let (name, candidate) = triage::document(&state.pool, &viewer, uuid, kind).await?;
    let file = state.storage.open(kind, &name).await?;
    Ok(private_pdf(
        download_name::attachment(label, &candidate),
        file,
    ))
}

/// The applications of an offer as a CSV file (`applications::export`), for its company.
async fn export_applications(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(id): Path<String>,
) -> AppResult<impl IntoResponse> {
    let id: i64 = id.parse().map_err(|_| AppError::NotFound)?;
    let csv = export::csv(&state.pool, &viewer, id).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{}\"", export::csv_name(id)),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        csv,
    ))
}

/// The applications of an offer and their documents as a ZIP (`applications::export`).
async fn archive_applications(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(id): Path<String>,
) -> AppResult<impl IntoResponse> {
    let id: i64 = id.parse().map_err(|_| AppError::NotFound)?;
    let archive = export::archive(&state.exporter, &state.pool, &viewer, id).await?;
    Ok(super::archive::download(archive, &export::archive_name(id)))
}

/// A stored file's bytes, streamed as they are read from the store (bounded memory).
fn streamed(file: Download) -> ([(header::HeaderName, String); 1], Body) {
    (
        [(header::CONTENT_LENGTH, file.size.to_string())],
        Body::from_stream(file.stream),
    )
}

/// `disposition`: `download_name::attachment`, the name the file is saved under.
pub(super) fn private_pdf(disposition: String, file: Download) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        streamed(file),
    )
}

/// A profile CV, for its candidate or a company the candidate applied to; anyone else
/// gets the same 404 as for a file that does not exist.
async fn download_cv(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(cv_name): Path<String>,
) -> AppResult<impl IntoResponse> {
    let candidate = profile::may_read_cv(&state.pool, &viewer, &cv_name)
        .await?
        .ok_or(AppError::NotFound)?;
    let file = state.storage.open(FileKind::Cv, &cv_name).await?;
    Ok(private_pdf(
        download_name::attachment("CV", &candidate),
        file,
    ))
}

async fn logo(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> AppResult<impl IntoResponse> {
    let file = state.storage.open(FileKind::Logo, &name).await?;
    Ok(image_response(&name, file))
}

/// A stored public image (logo, banner creative) by its checked extension, cached for good
/// (names are never reused).
pub fn image_response(name: &str, file: Download) -> impl IntoResponse {
    let content_type = match name.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        _ => "application/octet-stream",
    };
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        streamed(file),
    )
}
