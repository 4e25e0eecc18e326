//! The one error type GraphQL resolvers return: a French message the user can read and a
//! stable `extensions.code`. Internal causes are logged, never sent.
//!
//! `ApiError` deliberately has no `Display`: async-graphql turns any `Display` error into a
//! client message, and a database error's text must never reach a client.

use std::sync::Arc;

use async_graphql::ErrorExtensions;

#[derive(Clone, Debug)]
pub enum ApiError {
    InvalidId(String),
    InvalidCursor,
    OutOfRange {
        name: &'static str,
        min: i64,
        max: i64,
    },
    /// The actual error message isn't returned to the client for security reasons.
    Internal(Arc<anyhow::Error>),
}

impl ApiError {
    pub fn invalid_id(value: &str) -> Self {
        Self::InvalidId(value.chars().take(80).collect())
    }

    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        Self::Internal(Arc::new(cause.into()))
    }

    pub fn message(&self) -> String {
        match self {
            Self::InvalidId(value) => format!("L'identifiant « {value} » est invalide."),
            Self::InvalidCursor => "Le curseur de pagination est invalide.".to_owned(),
            Self::OutOfRange { name, min, max } => {
                format!("Le paramètre {name} doit être compris entre {min} et {max}.")
            }
            Self::Internal(_) => "Une erreur est survenue.".to_owned(),
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Self::InvalidId(_) => "INVALID_ID",
            Self::InvalidCursor => "INVALID_CURSOR",
            Self::OutOfRange { .. } => "OUT_OF_RANGE",
            Self::Internal(_) => "INTERNAL",
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        Self::internal(error)
    }
}

impl From<ApiError> for async_graphql::Error {
    fn from(error: ApiError) -> Self {
        if let ApiError::Internal(cause) = &error {
            tracing::error!(error = ?cause, "GraphQL resolver failed");
        }
        let code = error.code();
        async_graphql::Error::new(error.message()).extend_with(|_, e| e.set("code", code))
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
