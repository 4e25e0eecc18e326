//! The back-office (issue 19): who may use it, and what every admin action leaves behind.
//!
//! - `access::Staff` is the proof that the caller is a member of the team, made by one guard
//!   that answers `NotFound` to anyone else. Every admin domain function takes a `&Staff` (or
//!   an `access::Actor`), so none can run without the guard having passed.
//! - `crate::audit`: the append-only log every admin action writes in its own transaction.
//! - [`staff`]: granting and revoking the role (`ensemblier staff grant|revoke`).
//!
//! See docs/admin.md.

use crate::error::{AppError, AppResult, ErrorCode};

pub mod images;
pub mod inbox;
pub mod money;
pub mod numbers;
pub mod staff;

/// « Le champ <field> ne doit pas dépasser <max> caractères. »
pub fn too_long(field: &str, max: usize) -> AppError {
    AppError::invalid(
        ErrorCode::TooLong,
        format!("Le champ {field} ne doit pas dépasser {max} caractères."),
    )
}

/// One text field of a back-office form: trimmed, required or not, at most `max` characters.
pub fn checked_text(value: &str, field: &str, max: usize, required: bool) -> AppResult<String> {
    let value = value.trim();
    if required && value.is_empty() {
        return Err(AppError::missing(field));
    }
    if value.chars().count() > max {
        return Err(too_long(field, max));
    }
    Ok(value.to_owned())
}
