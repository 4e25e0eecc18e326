//! The one error type every domain returns and both boundaries (REST and GraphQL) map: a
//! French message a user can read, a stable code, and an HTTP status. Internal causes are
//! logged, never sent.
//!
//! `AppError` deliberately has no `Display`: async-graphql turns any `Display` error into a
//! client message, and a database error's text must never reach a client.

use std::sync::Arc;

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};

#[derive(Clone, Debug)]
pub enum AppError {
    /// Bad input: the message says what to fix.
    Invalid {
        code: &'static str,
        message: String,
    },
    /// No valid session: the client sends the user to /login.
    Unauthenticated,
    /// Sign-in refused: unknown e-mail or wrong password (never says which).
    InvalidCredentials,
    /// Signed in, but this is not theirs or not for their role.
    Forbidden,
    NotFound,
    /// Too many attempts (login, applications).
    RateLimited(String),
    /// A body or file over its size limit.
    TooLarge(String),
    /// The actual error message isn't returned to the client for security reasons.
    Internal(Arc<anyhow::Error>),
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn invalid(code: &'static str, message: impl Into<String>) -> Self {
        Self::Invalid {
            code,
            message: message.into(),
        }
    }

    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        Self::Internal(Arc::new(cause.into()))
    }

    pub fn invalid_id(value: &str) -> Self {
        let value: String = value.chars().take(80).collect();
        Self::invalid(
            "INVALID_ID",
            format!("L'identifiant « {value} » est invalide."),
        )
    }

    pub fn invalid_cursor() -> Self {
        Self::invalid("INVALID_CURSOR", "Le curseur de pagination est invalide.")
    }

    pub fn out_of_range(name: &str, min: i64, max: i64) -> Self {
        Self::invalid(
            "OUT_OF_RANGE",
            format!("Le paramètre {name} doit être compris entre {min} et {max}."),
        )
    }

    /// `Le champ obligatoire <name> n'a pas été renseigné.` (spec section 5).
    pub fn missing(display_name: &str) -> Self {
        Self::invalid(
            "REQUIRED",
            format!("Le champ obligatoire {display_name} n'a pas été renseigné."),
        )
    }

    pub fn message(&self) -> String {
        match self {
            Self::Invalid { message, .. }
            | Self::RateLimited(message)
            | Self::TooLarge(message) => message.clone(),
            Self::Unauthenticated => "Vous devez être connecté.".to_owned(),
            Self::InvalidCredentials => {
                "Les identifiants saisis sont invalides ou inexistants.".to_owned()
            }
            Self::Forbidden => "Vous n'avez pas accès à cette ressource.".to_owned(),
            Self::NotFound => "Ressource introuvable.".to_owned(),
            Self::Internal(_) => "Une erreur est survenue.".to_owned(),
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Self::Invalid { code, .. } => code,
            Self::Unauthenticated => "UNAUTHENTICATED",
            Self::InvalidCredentials => "INVALID_CREDENTIALS",
            Self::Forbidden => "FORBIDDEN",
            Self::NotFound => "NOT_FOUND",
            Self::RateLimited(_) => "RATE_LIMITED",
            Self::TooLarge(_) => "TOO_LARGE",
            Self::Internal(_) => "INTERNAL",
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Unauthenticated | Self::InvalidCredentials => StatusCode::UNAUTHORIZED,
            Self::Forbidden => StatusCode::FORBIDDEN,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn log(&self) {
        if let Self::Internal(cause) = self {
            tracing::error!(error = ?cause, "request failed");
        }
    }
}

/// A PostgreSQL unique-constraint violation becomes this input error; anything else is
/// internal. The one place where "already exists" is decided.
pub fn on_unique_violation(error: sqlx::Error, code: &'static str, message: &str) -> AppError {
    match &error {
        sqlx::Error::Database(db) if db.is_unique_violation() => AppError::invalid(code, message),
        _ => AppError::from(error),
    }
}

impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        Self::internal(error)
    }
}

impl From<anyhow::Error> for AppError {
    fn from(error: anyhow::Error) -> Self {
        Self::Internal(Arc::new(error))
    }
}

impl From<std::io::Error> for AppError {
    fn from(error: std::io::Error) -> Self {
        Self::internal(error)
    }
}

impl From<AppError> for async_graphql::Error {
    fn from(error: AppError) -> Self {
        use async_graphql::ErrorExtensions;
        error.log();
        let code = error.code();
        async_graphql::Error::new(error.message()).extend_with(|_, e| e.set("code", code))
    }
}

/// REST answers: `{"error": "<French message>", "code": "<CODE>"}` with the status.
impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        self.log();
        let body = serde_json::json!({ "error": self.message(), "code": self.code() });
        (self.status(), Json(body)).into_response()
    }
}
