//! The contact inbox of the back-office: the messages of `/contact`, newest first, and
//! marking one handled.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use super::{
    audit::{self, Change},
    Staff,
};
use crate::{
    contact::Subject,
    error::{AppError, AppResult},
};

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
pub struct InboxMessage {
    pub id: i64,
    pub created_at: DateTime<Utc>,
    /// The form's subject code (`postuler`, `publier`, `compte`, `autre`).
    pub subject: String,
    /// The address the sender typed (replies go there).
    pub email: String,
    pub message: String,
    pub handled_at: Option<DateTime<Utc>>,
}

impl InboxMessage {
    /// The subject as the form showed it.
    pub fn subject_label(&self) -> &'static str {
        Subject::parse(&self.subject)
            .map(Subject::label)
            .unwrap_or("Autre question")
    }
}

const COLUMNS: &str = "id, created_at, subject, email, message, handled_at";

/// A page of messages, newest first (`handled`: only those handled, or not, when given);
/// and how many match in all.
pub async fn messages(
    pool: &PgPool,
    _staff: &Staff,
    handled: Option<bool>,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<InboxMessage>, i64)> {
    let rows = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM contact_messages
         WHERE ($1::boolean IS NULL OR (handled_at IS NOT NULL) = $1)
           AND ($2::bigint IS NULL OR id < $2)
         ORDER BY id DESC LIMIT $3"
    ))
    .bind(handled)
    .bind(before_id)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    let total = sqlx::query_scalar(
        "SELECT count(*) FROM contact_messages
         WHERE ($1::boolean IS NULL OR (handled_at IS NOT NULL) = $1)",
    )
    .bind(handled)
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}

/// The message `id`, locked for the caller's transaction.
pub(crate) async fn lock(conn: &mut PgConnection, id: i64) -> AppResult<InboxMessage> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM contact_messages WHERE id = $1 FOR UPDATE"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await?
    .ok_or(AppError::NotFound)
}

/// Marks the message handled (again: nothing changes, nothing is logged).
pub async fn mark_handled(pool: &PgPool, staff: &Staff, id: i64) -> AppResult<InboxMessage> {
    let mut tx = pool.begin().await?;
    let before = lock(&mut tx, id).await?;
    if before.handled_at.is_some() {
        return Ok(before);
    }
    let after: InboxMessage = sqlx::query_as(&format!(
        "UPDATE contact_messages SET handled_at = now() WHERE id = $1 RETURNING {COLUMNS}"
    ))
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    let change = Change::new("contact_message.mark_handled", "contact_message", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}
