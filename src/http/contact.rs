//! `POST /api/contact` (spec section 7): multipart subject, email, message; Bearer token.

use axum::{extract::Multipart, extract::State, routing::post, Router};

use super::{auth::SignedIn, form::Form, AppState};
use crate::{
    contact::{self, ContactMessage},
    error::AppResult,
};

pub fn router() -> Router<AppState> {
    Router::new().route("/contact", post(send_contact))
}

async fn send_contact(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<&'static str> {
    let form = Form::read(multipart, "/api/contact").await?;
    let message = ContactMessage::parse(
        &form.text("subject"),
        &form.text("email"),
        &form.text("message"),
    )?;
    contact::send(
        &state.pool,
        &state.mailer,
        &state.settings.contact_email,
        &viewer,
        message,
    )
    .await?;
    Ok("ok")
}
