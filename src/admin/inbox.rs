//! The contact inbox of the back-office: the messages of `/contact`, newest first, marking
//! one handled, and answering one by mail (docs/admin.md, "The contact inbox").

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use crate::{
    access::Staff,
    audit::{self, Change},
    contact::Subject,
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
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

/// A page of messages, newest first (`handled`: only those handled, or not, when given);
/// and how many match in all.
pub async fn messages(
    pool: &PgPool,
    _staff: &Staff,
    handled: Option<bool>,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<InboxMessage>, i64)> {
    let rows = sqlx::query_as!(
        InboxMessage,
        "SELECT id, created_at, subject, email, message, handled_at FROM contact_messages
         WHERE ($1::boolean IS NULL OR (handled_at IS NOT NULL) = $1)
           AND ($2::bigint IS NULL OR id < $2)
         ORDER BY id DESC LIMIT $3",
        handled,
        before_id,
        limit
    )
    .fetch_all(pool)
    .await?;
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM contact_messages
         WHERE ($1::boolean IS NULL OR (handled_at IS NOT NULL) = $1)"#,
        handled
    )
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}

/// The message `id`, locked for the caller's transaction.
pub(crate) async fn lock(conn: &mut PgConnection, id: i64) -> AppResult<InboxMessage> {
    sqlx::query_as!(
        InboxMessage,
        "SELECT id, created_at, subject, email, message, handled_at FROM contact_messages WHERE id = $1 FOR UPDATE",
        id
    )
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
    let after: InboxMessage = sqlx::query_as!(
        InboxMessage,
        "UPDATE contact_messages SET handled_at = now() WHERE id = $1 RETURNING id, created_at, subject, email, message, handled_at",
        id
    )
    .fetch_one(&mut *tx)
    .await?;
    let change = Change::new("contact_message.mark_handled", "contact_message", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

/// The longest reply, in characters (as long as a contact message may be).
pub const MAX_REPLY_CHARS: usize = crate::contact::MAX_MESSAGE_CHARS;
/// The most replies one message receives (the inbox lists them all under it).
pub const MAX_REPLIES: i64 = 10;

/// A reply of the team to a contact message, as mailed.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
pub struct Reply {
    pub id: i64,
    pub contact_message_id: i64,
    pub author_email: String,
    pub body: String,
    pub created_at: DateTime<Utc>,
}

/// The replies to the messages `ids`, oldest first (at most [`MAX_REPLIES`] each).
pub async fn replies(pool: &PgPool, _staff: &Staff, ids: &[i64]) -> AppResult<Vec<Reply>> {
    Ok(sqlx::query_as!(
        Reply,
        "SELECT id, contact_message_id, author_email, body, created_at FROM contact_replies
         WHERE contact_message_id = ANY($1) ORDER BY contact_message_id, id",
        ids
    )
    .fetch_all(pool)
    .await?)
}

/// A reply as staff typed it: its text checked, and the key its form was opened with.
#[derive(Debug)]
pub struct NewReply {
    body: String,
    request_key: uuid::Uuid,
}

impl NewReply {
    pub fn parse(body: &str, request_key: &str) -> AppResult<Self> {
        let body = body.trim();
        if body.is_empty() {
            return Err(AppError::missing("Réponse"));
        }
        if body.chars().count() > MAX_REPLY_CHARS {
            return Err(AppError::invalid(
                ErrorCode::TooLong,
                format!("La réponse ne peut dépasser {MAX_REPLY_CHARS} caractères."),
            ));
        }
        let request_key = uuid::Uuid::parse_str(request_key.trim())
            .map_err(|_| AppError::invalid_id(request_key))?;
        Ok(Self {
            body: body.to_owned(),
            request_key,
        })
    }
}

/// Answers the message `id` by mail, to the address its sender typed: the reply is stored
/// under the message, the mail queued, the message marked handled, the action logged, all
/// in one transaction. A second call with the same request key (a double click) finds the
/// first reply and sends nothing more. Returns the message as it is now.
pub async fn reply(
    pool: &PgPool,
    mailer: &Mailer,
    contact_email: &str,
    staff: &Staff,
    id: i64,
    reply: NewReply,
) -> AppResult<InboxMessage> {
    let mut tx = pool.begin().await?;
    // Both clicks of a double click wait here, one after the other.
    let before = lock(&mut tx, id).await?;
    let same_key: Option<i64> = sqlx::query_scalar!(
        "SELECT contact_message_id FROM contact_replies WHERE request_key = $1",
        reply.request_key
    )
    .fetch_optional(&mut *tx)
    .await?;
    match same_key {
        Some(message) if message == id => return Ok(before),
        Some(_) => {
            return Err(AppError::invalid(
                ErrorCode::InvalidId,
                "Cette réponse appartient à un autre message : rouvrez le formulaire.",
            ))
        }
        None => {}
    }
    let count: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM contact_replies WHERE contact_message_id = $1"#,
        id
    )
    .fetch_one(&mut *tx)
    .await?;
    if count >= MAX_REPLIES {
        return Err(AppError::invalid(
            ErrorCode::TooMany,
            format!("Ce message a déjà reçu {MAX_REPLIES} réponses."),
        ));
    }
    let stored: Reply = sqlx::query_as!(
        Reply,
        "INSERT INTO contact_replies (contact_message_id, author_user_id, author_email, body, request_key)
         VALUES ($1, $2, $3, $4, $5) RETURNING id, contact_message_id, author_email, body, created_at",
        id,
        staff.user_id(),
        staff.email(),
        &reply.body,
        reply.request_key
    )
    .fetch_one(&mut *tx)
    .await?;
    let after: InboxMessage = sqlx::query_as!(
        InboxMessage,
        "UPDATE contact_messages SET handled_at = coalesce(handled_at, now()) WHERE id = $1
         RETURNING id, created_at, subject, email, message, handled_at",
        id
    )
    .fetch_one(&mut *tx)
    .await?;
    let mut mail = templates::contact_reply(
        &before.email,
        before.subject_label(),
        &stored.body,
        &before.message,
    );
    mail.reply_to = Some(contact_email.to_owned());
    mailer.queue(&mut tx, mail).await?;
    let change = Change::new("contact_message.reply", "contact_message", id)
        .before(&before)
        .after(&serde_json::json!({ "message": after, "reply": stored }));
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "6f1c1b1e-2f7a-4a0e-9c53-3d2b8e9b7a10";

    fn code(result: AppResult<NewReply>) -> Option<ErrorCode> {
        match result {
            Err(AppError::Invalid { code, .. }) => Some(code),
            _ => None,
        }
    }

    #[test]
    fn a_reply_is_trimmed_and_bounded() {
        let reply = NewReply::parse("  Bonjour Léa  ", KEY).expect("valid");
        assert_eq!(reply.body, "Bonjour Léa");
        let long = "é".repeat(MAX_REPLY_CHARS);
        assert!(NewReply::parse(&long, KEY).is_ok());
        let longer = "é".repeat(MAX_REPLY_CHARS + 1);
        assert_eq!(
            code(NewReply::parse(&longer, KEY)),
            Some(ErrorCode::TooLong)
        );
        assert_eq!(
            code(NewReply::parse(" \n ", KEY)),
            Some(ErrorCode::Required)
        );
        assert_eq!(
            code(NewReply::parse("Bonjour", "1")),
            Some(ErrorCode::InvalidId)
        );
    }
}
