//! `Query<T>`: axum's query-string extractor with a French refusal. axum's own answers a
//! repeated or malformed parameter (`?after=1&after=2`) with an English text/plain 400; this
//! one with `BAD_REQUEST` and a French message, as every other refusal.

use axum::{
    extract::{FromRequestParts, Query as AxumQuery},
    http::request::Parts,
};
use serde::de::DeserializeOwned;

use crate::error::{AppError, ErrorCode};

pub const UNREADABLE: &str =
    "Les paramètres de l'adresse sont illisibles (un paramètre répété ou mal écrit).";

pub struct Query<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Query<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        AxumQuery::<T>::from_request_parts(parts, state)
            .await
            .map(|AxumQuery(value)| Self(value))
            .map_err(|_| AppError::invalid(ErrorCode::BadRequest, UNREADABLE))
    }
}
