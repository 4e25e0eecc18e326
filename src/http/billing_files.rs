//! Billing documents: `/sf/invoices/{uuid}` (the invoice's Factur-X PDF, to its company and
//! to staff only: 404 for anyone else) and `/pdf/iban-{product}.pdf` (transfer instructions).

use axum::{
    extract::{Path, State},
    http::header,
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use serde::Deserialize;

use super::{auth::MaybeViewer, query::Query, AppState};
use crate::{
    billing::{invoice_pdf, invoices, transfer},
    error::{AppError, AppResult},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/sf/invoices/{uuid}", get(invoice_pdf))
        .route("/sf/credit-notes/{uuid}", get(credit_note_pdf))
        .route("/pdf/{file}", get(iban_pdf))
}

fn pdf_response(bytes: Vec<u8>, file_name: &str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"{file_name}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        bytes,
    )
        .into_response()
}

async fn invoice_pdf(
    State(state): State<AppState>,
    MaybeViewer(viewer): MaybeViewer,
    Path(uuid): Path<String>,
) -> AppResult<Response> {
    billing_document(state, viewer, uuid, false).await
}

/// A credit note's PDF: the same readers as its invoice's.
async fn credit_note_pdf(
    State(state): State<AppState>,
    MaybeViewer(viewer): MaybeViewer,
    Path(uuid): Path<String>,
) -> AppResult<Response> {
    billing_document(state, viewer, uuid, true).await
}

async fn billing_document(
    state: AppState,
    viewer: Option<crate::access::Viewer>,
    uuid: String,
    credit_note: bool,
) -> AppResult<Response> {
    let uuid = uuid
        .trim_end_matches(".pdf")
        .parse::<uuid::Uuid>()
        .map_err(|_| AppError::NotFound)?;
    // Anyone but the invoice's company and staff: not found, as if it did not exist.
    let staff = viewer.as_ref().and_then(|v| v.require_staff().ok());
    let client = viewer.as_ref().and_then(|v| {
        v.company_for(crate::access::Area::Billing)
            .ok()
            .map(|(_, client_id)| client_id)
    });
    let reader = match (&staff, client) {
        (Some(staff), _) => invoices::Reader::Staff(staff),
        (None, Some(client_id)) => invoices::Reader::Client(client_id),
        (None, None) => return Err(AppError::NotFound),
    };
    let document = if credit_note {
        invoices::credit_note_for_reader(&state.pool, reader, uuid).await?
    } else {
        invoices::for_reader(&state.pool, reader, uuid).await?
    };
    let bytes = invoice_pdf::render(&document, &state.settings.seller)?;
    let kind = if credit_note { "avoir" } else { "facture" };
    Ok(pdf_response(
        bytes,
        &format!("{kind}-{}.pdf", document.reference),
    ))
}

#[derive(Deserialize)]
struct TransferQuery {
    reference: Option<String>,
}

async fn iban_pdf(
    State(state): State<AppState>,
    MaybeViewer(viewer): MaybeViewer,
    Path(file): Path<String>,
    Query(query): Query<TransferQuery>,
) -> AppResult<Response> {
    super::fields::check("/pdf/{file}", "reference", query.reference.as_deref())?;
    let product = file
        .strip_prefix("iban-")
        .and_then(|f| f.strip_suffix(".pdf"))
        .filter(|p| !p.is_empty() && p.len() <= 40)
        .ok_or(AppError::NotFound)?;
    let bytes = transfer::instructions(
        &state.pool,
        &state.settings.seller,
        product,
        query.reference.as_deref(),
        viewer.as_ref(),
    )
    .await?;
    Ok(pdf_response(bytes, &format!("virement-{product}.pdf")))
}
