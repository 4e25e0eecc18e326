//! Granting and revoking the staff role (`ensemblier staff grant|revoke <email>`). Each
//! change is audit-logged in its transaction, the command line as its actor. A revoked
//! member loses the back-office at their next request: the viewer is read fresh each time.

use serde::Serialize;
use sqlx::PgPool;

use crate::{
    access::Actor,
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
};

/// What a grant or revoke did.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    Changed,
    /// The account already had (grant) or already lacked (revoke) the role.
    Unchanged,
}

#[derive(Serialize)]
struct StaffState<'a> {
    email: &'a str,
    is_staff: bool,
}

/// Makes the account of `email` a member of the team.
pub async fn grant(pool: &PgPool, email: &str) -> AppResult<Outcome> {
    set(pool, email, true).await
}

/// Takes the back-office away from the account of `email`.
pub async fn revoke(pool: &PgPool, email: &str) -> AppResult<Outcome> {
    set(pool, email, false).await
}

async fn set(pool: &PgPool, email: &str, is_staff: bool) -> AppResult<Outcome> {
    let mut tx = pool.begin().await?;
    let row: Option<(i64, String, bool)> = sqlx::query!(
        "SELECT id, email, is_staff FROM users WHERE lower(email) = lower($1) FOR UPDATE",
        email.trim()
    )
    .map(|row| (row.id, row.email, row.is_staff))
    .fetch_optional(&mut *tx)
    .await?;
    let Some((user_id, email, was_staff)) = row else {
        return Err(AppError::invalid(
            ErrorCode::NotFound,
            format!("Aucun compte n'utilise l'adresse {}.", email.trim()),
        ));
    };
    if was_staff == is_staff {
        return Ok(Outcome::Unchanged);
    }
    sqlx::query!(
        "UPDATE users SET is_staff = $2, updated_at = now() WHERE id = $1",
        user_id,
        is_staff
    )
    .execute(&mut *tx)
    .await?;
    let action = if is_staff {
        "staff.grant"
    } else {
        "staff.revoke"
    };
    let change = Change::new(action, "user", user_id)
        .before(&StaffState {
            email: &email,
            is_staff: was_staff,
        })
        .after(&StaffState {
            email: &email,
            is_staff,
        });
    audit::record(&mut tx, Actor::CommandLine, change).await?;
    tx.commit().await?;
    Ok(Outcome::Changed)
}
