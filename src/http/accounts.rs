//! REST endpoints of accounts (spec section 7): registration, sign-in, passwords, e-mail
//! confirmation, account deletion. Answers are the text `ok` or `{"error": "…"}`.

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, Multipart, Path, State},
    http::HeaderMap,
    response::{IntoResponse, Redirect},
    routing::{delete, get, post},
    Json, Router,
};
use serde::Deserialize;

use super::{
    auth::{bearer_token, SignedIn},
    fields,
    form::Form,
    AppState,
};
use crate::{
    account_deletion::delete_candidate_account,
    accounts::{
        confirm, export, login,
        register::{register, Registration, RegistrationForm},
        reset, session,
        session_user::session_data,
    },
    error::{AppError, AppResult},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/register", post(register_account))
        .route("/login_check", post(login_check))
        .route("/session", get(current_session))
        .route("/logout", post(logout))
        .route("/reset-password", post(reset_password))
        .route("/reset-password/{token}", get(check_reset_link))
        .route("/update-password", post(update_password))
        .route("/account/delete", delete(delete_account))
        .route("/account/export", get(export_account))
        .route("/confirm-email/{token}", get(confirm_email))
        .route("/resend-confirmation", post(resend_confirmation))
}

const OK: &str = "ok";

async fn register_account(
    State(state): State<AppState>,
    multipart: Multipart,
) -> AppResult<&'static str> {
    let form = Form::read(multipart, "/api/register").await?;
    let registration = Registration::parse(RegistrationForm {
        account_type: form.optional("accountType"),
        firstname: form.text("firstname"),
        lastname: form.text("lastname"),
        email: form.text("email"),
        email_confirmation: form.optional("emailConfirmation"),
        password: form.text("password"),
        company_name: form.optional("companyName"),
    })?;
    register(&state.pool, &state.mailer, registration).await?;
    Ok(OK)
}

#[derive(Deserialize)]
struct Credentials {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

async fn login_check(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    credentials: Result<Json<Credentials>, axum::extract::rejection::JsonRejection>,
) -> AppResult<impl IntoResponse> {
    let Json(credentials) = credentials.map_err(|_| AppError::InvalidCredentials)?;
    fields::check("/api/login_check", "email", Some(&credentials.email))?;
    fields::check("/api/login_check", "password", Some(&credentials.password))?;
    let data = login::login(
        &state.pool,
        &state.settings.jwt_secret,
        address.ip(),
        &credentials.email,
        &credentials.password,
    )
    .await?;
    Ok(Json(data))
}

/// The signed-in user's session data, fresh (names, e-mail confirmation), with the same token.
async fn current_session(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    headers: HeaderMap,
) -> AppResult<impl IntoResponse> {
    let token = bearer_token(&headers).ok_or(AppError::Unauthenticated)?;
    Ok(Json(
        session_data(&state.pool, viewer.user_id, token).await?,
    ))
}

/// Signs the caller's session out: its token is refused from now on. Without a valid
/// session there is nothing to end (401, which the UI ignores: it signs out anyway).
async fn logout(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
) -> AppResult<&'static str> {
    session::end(&state.pool, &viewer).await?;
    Ok(OK)
}

/// Two forms on one endpoint (spec): `email` asks for the mail; `confirmationToken`,
/// `newPassword`, `newPasswordConfirmation` set the new password.
async fn reset_password(
    State(state): State<AppState>,
    multipart: Multipart,
) -> AppResult<&'static str> {
    let form = Form::read(multipart, "/api/reset-password").await?;
    match form.optional("confirmationToken") {
        Some(secret) => {
            reset::reset_password(
                &state.pool,
                &change_notice(&state),
                &secret,
                &form.text("newPassword"),
                &form.text("newPasswordConfirmation"),
            )
            .await?;
        }
        None => reset::request_reset(&state.pool, &state.mailer, &form.text("email")).await?,
    }
    Ok(OK)
}

/// Whether a reset link still works, asked by its page when it opens: `ok`, or the refusal
/// the form would give (`INVALID_TOKEN`).
async fn check_reset_link(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> AppResult<&'static str> {
    reset::check_reset_link(&state.pool, &token).await?;
    Ok(OK)
}

fn change_notice(state: &AppState) -> reset::ChangeNotice<'_> {
    reset::ChangeNotice {
        mailer: &state.mailer,
        contact_email: &state.settings.contact_email,
    }
}

async fn update_password(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<&'static str> {
    let form = Form::read(multipart, "/api/update-password").await?;
    reset::update_password(
        &state.pool,
        &change_notice(&state),
        &viewer,
        address.ip(),
        &form.text("oldPassword"),
        &form.text("newPassword"),
        &form.text("newPasswordConfirmation"),
    )
    .await?;
    Ok(OK)
}

#[derive(Deserialize)]
struct Deletion {
    #[serde(default)]
    password: String,
}

/// Deletes the candidate's account once she typed her password again (`{"password": …}`).
async fn delete_account(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    SignedIn(viewer): SignedIn,
    deletion: Result<Json<Deletion>, axum::extract::rejection::JsonRejection>,
) -> AppResult<&'static str> {
    let password = deletion.map(|Json(d)| d.password).unwrap_or_default();
    fields::check("/api/account/delete", "password", Some(&password))?;
    delete_candidate_account(
        &state.pool,
        &state.storage,
        &state.mailer,
        &viewer,
        address.ip(),
        &password,
    )
    .await?;
    Ok(OK)
}

/// The candidate's data as one ZIP (RGPD access and portability), streamed from disk.
async fn export_account(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
) -> AppResult<impl IntoResponse> {
    let archive = state.exporter.export(&state.pool, &viewer).await?;
    Ok(super::archive::download(archive, export::FILE_NAME))
}

/// The link of the confirmation mail: confirms, then lands on the site with the outcome.
async fn confirm_email(State(state): State<AppState>, Path(token): Path<String>) -> Redirect {
    match confirm::confirm_email(&state.pool, &token).await {
        Ok(()) => Redirect::to("/?emailConfirmed=1"),
        Err(AppError::Invalid { .. }) => Redirect::to("/?emailConfirmed=0"),
        Err(error) => {
            tracing::error!(error = ?error, "e-mail confirmation failed");
            Redirect::to("/?emailConfirmed=0")
        }
    }
}

async fn resend_confirmation(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
) -> AppResult<&'static str> {
    confirm::resend(&state.pool, &state.mailer, &viewer).await?;
    Ok(OK)
}
