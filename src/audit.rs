//! The audit log of the back-office and the command line: who did what to which record, when, with the record before and after.
//!
//! Every admin action writes its row with [`record`] on the connection of its own
//! transaction, so the row exists exactly when the change does. The table is append-only: the
//! database refuses UPDATE, DELETE and TRUNCATE on it (migration 20261124300001), and this
//! module has no function that would try. Staff read it with [`entries`].

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use sqlx::{PgConnection, PgPool};

use crate::{
    access::{Actor, Staff},
    error::{AppError, AppResult, ErrorCode},
};

/// What the command line is recorded as, in place of an e-mail.
pub const COMMAND_LINE: &str = "ligne de commande";

/// One action on one record. `action` is `<subject>.<verb>` (`post.publish`,
/// `order.mark_paid`…), `subject_type` the kind of record (`post`, `order`…).
#[derive(Debug)]
pub struct Change {
    action: &'static str,
    subject_type: &'static str,
    subject_id: String,
    before: Option<Value>,
    after: Option<Value>,
}

impl Change {
    pub fn new(
        action: &'static str,
        subject_type: &'static str,
        subject_id: impl ToString,
    ) -> Self {
        Self {
            action,
            subject_type,
            subject_id: subject_id.to_string(),
            before: None,
            after: None,
        }
    }

    /// The record as it was (leave out when the action creates it).
    pub fn before(mut self, record: &impl Serialize) -> Self {
        self.before = Some(snapshot(record));
        self
    }

    /// The record as it is now (leave out when the action deletes it).
    pub fn after(mut self, record: &impl Serialize) -> Self {
        self.after = Some(snapshot(record));
        self
    }
}

fn snapshot(record: &impl Serialize) -> Value {
    serde_json::to_value(record).unwrap_or_else(|error| {
        // Serialising our own plain structs does not fail; if it ever does, keep the action.
        tracing::error!(%error, "audit: cannot serialise a record");
        Value::Null
    })
}

/// Writes the row of `change`. Call it on the transaction of the change itself.
pub async fn record(conn: &mut PgConnection, actor: Actor<'_>, change: Change) -> AppResult<()> {
    let (user_id, email) = match actor {
        Actor::Staff(staff) => (actor.user_id(), staff.email()),
        Actor::CommandLine => (None, COMMAND_LINE),
        Actor::Outside { user_id, email } => (user_id, email),
    };
    sqlx::query!(
        "INSERT INTO audit_log (actor_user_id, actor_email, action, subject_type, subject_id,
                                before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        user_id,
        email,
        change.action,
        change.subject_type,
        &change.subject_id,
        change.before.as_ref(),
        change.after.as_ref()
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// One row of the log, as staff read it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Entry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_email: String,
    pub action: String,
    pub subject_type: String,
    pub subject_id: String,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

/// What the log page filters on; every part optional.
#[derive(Debug, Default)]
pub struct Filter {
    /// Exact kind of record (`post`).
    pub subject_type: Option<String>,
    /// Exact id of the record (with `subject_type`: its whole history).
    pub subject_id: Option<String>,
    /// Part of the actor's e-mail or of the action's name.
    pub search: Option<String>,
}

/// Longest filter value, in characters.
pub const MAX_FILTER_CHARS: usize = 100;

impl Filter {
    fn checked(self) -> AppResult<Self> {
        let clean = |value: Option<String>| -> AppResult<Option<String>> {
            let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
            match value {
                Some(v) if v.chars().count() > MAX_FILTER_CHARS => Err(AppError::invalid(
                    ErrorCode::TooLong,
                    format!("Un filtre du journal compte {MAX_FILTER_CHARS} caractères au plus."),
                )),
                other => Ok(other),
            }
        };
        Ok(Self {
            subject_type: clean(self.subject_type)?,
            subject_id: clean(self.subject_id)?,
            search: clean(self.search)?,
        })
    }
}

/// A page of the log, newest first: up to `limit` rows older than the row `before_id` (if
/// given), and how many rows match in all.
pub async fn entries(
    pool: &PgPool,
    _staff: &Staff,
    filter: Filter,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<Entry>, i64)> {
    let filter = filter.checked()?;
    let search = filter.search.as_deref().map(crate::db::contains_pattern);
    // The same filter in both statements.
    let rows: Vec<Entry> = sqlx::query_as!(
        Entry,
        "SELECT id, at, actor_email, action, subject_type, subject_id, before, after
         FROM audit_log
         WHERE ($1::text IS NULL OR subject_type = $1)
         AND ($2::text IS NULL OR subject_id = $2)
         AND ($3::text IS NULL OR actor_email ILIKE $3 OR action ILIKE $3) AND ($4::bigint IS NULL OR id < $4)
         ORDER BY id DESC LIMIT $5",
        filter.subject_type.as_deref(),
        filter.subject_id.as_deref(),
        search.as_deref(),
        before_id,
        limit
    )
    .fetch_all(pool)
    .await?;
    let total: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM audit_log WHERE ($1::text IS NULL OR subject_type = $1)
         AND ($2::text IS NULL OR subject_id = $2)
         AND ($3::text IS NULL OR actor_email ILIKE $3 OR action ILIKE $3)"#,
        filter.subject_type.as_deref(),
        filter.subject_id.as_deref(),
        search.as_deref()
    )
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}
