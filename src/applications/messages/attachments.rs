//! PDF attachments of a thread's messages (issue 53, item 1; docs/messages.md,
//! "Attachments"): checked as CVs are (`check::pdf_document`), at most `MAX_PER_MESSAGE` per
//! message (the trigger `message_attachments_limit` too), stored in the file store
//! (`FileKind::MessageAttachment`) and read only by the thread's two parties. The paths that
//! erase messages take their stored names first (`erase`) and delete the files after their
//! commit (`release`).

use std::collections::HashMap;

use sqlx::{PgConnection, PgPool};

use super::super::{apply::Document, triage};
use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    files::{check, FileKind, Storage},
};

/// The most files one message carries (the trigger's 3).
pub const MAX_PER_MESSAGE: usize = 3;
/// The longest name kept of a sender's file (the column's CHECK).
pub const MAX_NAME_CHARS: usize = 120;

pub const TOO_MANY: &str = "Vous pouvez joindre au plus 3 fichiers PDF à un message.";

/// One attachment as the thread lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub id: i64,
    pub name: String,
    pub bytes: i64,
}

impl Attachment {
    /// Its download for the thread's parties (with their token).
    pub fn path(&self) -> String {
        format!("/api/message-attachments/{}", self.id)
    }
}

/// A file saved in the store, not yet named by any row.
#[derive(Clone, Debug)]
pub struct Stored {
    pub name: String,
    pub stored_name: String,
    pub bytes: i64,
}

/// The sender's file name as shown: its last path segment, control characters dropped,
/// spaces folded, cut to `MAX_NAME_CHARS` keeping `.pdf`; « document.pdf » when nothing is
/// left.
pub fn clean_name(file_name: &str) -> String {
    let base = file_name.rsplit(['/', '\\']).next().unwrap_or_default();
    let words: Vec<&str> = base
        .split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|w| !w.is_empty())
        .collect();
    let joined = words.join(" ");
    let stem = joined
        .strip_suffix(".pdf")
        .or_else(|| joined.strip_suffix(".PDF"))
        .unwrap_or(&joined)
        .trim_matches(|c: char| c == '.' || c.is_whitespace());
    if stem.is_empty() {
        return "document.pdf".to_owned();
    }
    let stem: String = stem.chars().take(MAX_NAME_CHARS - 4).collect();
    format!("{}.pdf", stem.trim_end())
}

/// Checks every file before any is kept: at most `MAX_PER_MESSAGE`, each a whole PDF of at
/// most 5 MB, named in the refusal.
pub fn check(files: &[Document<'_>]) -> AppResult<()> {
    if files.len() > MAX_PER_MESSAGE {
        return Err(AppError::invalid(ErrorCode::TooMany, TOO_MANY));
    }
    for file in files {
        let what = format!("La pièce jointe « {} »", clean_name(file.file_name));
        check::pdf_document(&what, file.file_name, file.bytes)?;
    }
    Ok(())
}

/// Checks and stores `files`; on any failure nothing stays in the store.
pub async fn store(storage: &Storage, files: &[Document<'_>]) -> AppResult<Vec<Stored>> {
    check(files)?;
    let mut stored = Vec::with_capacity(files.len());
    for file in files {
        match storage
            .save(FileKind::MessageAttachment, file.bytes, "pdf")
            .await
        {
            Ok(stored_name) => stored.push(Stored {
                name: clean_name(file.file_name),
                stored_name,
                bytes: i64::try_from(file.bytes.len()).unwrap_or(i64::MAX),
            }),
            Err(error) => {
                discard(storage, &stored).await;
                return Err(error);
            }
        }
    }
    Ok(stored)
}

/// Deletes stored files no row names (their message was refused).
pub async fn discard(storage: &Storage, stored: &[Stored]) {
    for file in stored {
        storage
            .delete(FileKind::MessageAttachment, &file.stored_name)
            .await;
    }
}

/// Names `stored` as the message `message_id`'s attachments, in the message's transaction.
pub async fn attach(tx: &mut PgConnection, message_id: i64, stored: &[Stored]) -> AppResult<()> {
    for file in stored {
        sqlx::query!(
            "INSERT INTO message_attachments (message_id, name, stored_name, bytes)
             VALUES ($1, $2, $3, $4)",
            message_id,
            &file.name,
            &file.stored_name,
            file.bytes
        )
        .execute(&mut *tx)
        .await
        .map_err(refused)?;
    }
    Ok(())
}

/// The trigger's refusal as the French error it means.
pub fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        if db.constraint() == Some("message_attachments_per_message") {
            return AppError::invalid(ErrorCode::TooMany, TOO_MANY);
        }
    }
    AppError::from(error)
}

/// The attachments of the messages `ids`, by message, in the order they were attached.
pub async fn of_messages(pool: &PgPool, ids: &[i64]) -> AppResult<HashMap<i64, Vec<Attachment>>> {
    let rows = sqlx::query!(
        "SELECT id, message_id, name, bytes FROM message_attachments
         WHERE message_id = ANY($1) ORDER BY message_id, id",
        ids
    )
    .fetch_all(pool)
    .await?;
    let mut by_message: HashMap<i64, Vec<Attachment>> = HashMap::new();
    for row in rows {
        by_message
            .entry(row.message_id)
            .or_default()
            .push(Attachment {
                id: row.id,
                name: row.name,
                bytes: row.bytes,
            });
    }
    Ok(by_message)
}

/// The stored file and shown name of the attachment `id`, for the thread's two parties only
/// (its candidate, the members of the offer's company who act on applications); anyone else
/// gets the usual `NOT_FOUND`.
pub async fn for_download(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<(String, String)> {
    let row = sqlx::query!(
        "SELECT t.stored_name, t.name, m.application_id FROM message_attachments t
         JOIN application_messages m ON m.id = t.message_id WHERE t.id = $1",
        id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)?;
    triage::one(pool, viewer, row.application_id).await?;
    Ok((row.stored_name, row.name))
}

/// The stored file and name of the attachment `id` of the company's sent application
/// `application_id` (an ATS's signed link).
pub async fn of_application(
    pool: &PgPool,
    application_id: i64,
    id: i64,
) -> AppResult<Option<(String, String)>> {
    Ok(sqlx::query!(
        "SELECT t.stored_name, t.name FROM message_attachments t
         JOIN application_messages m ON m.id = t.message_id
         JOIN job_offer_applications a ON a.id = m.application_id
         WHERE t.id = $1 AND m.application_id = $2 AND a.submitted_at IS NOT NULL",
        id,
        application_id
    )
    .fetch_optional(pool)
    .await?
    .map(|row| (row.stored_name, row.name)))
}

/// Deletes the attachments' rows of the applications `ids`' threads, in the caller's
/// transaction (before their messages or applications go); their stored names, for
/// `release` after the commit.
pub async fn erase(tx: &mut PgConnection, ids: &[i64]) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar!(
        "DELETE FROM message_attachments t USING application_messages m
         WHERE m.id = t.message_id AND m.application_id = ANY($1)
         RETURNING t.stored_name",
        ids
    )
    .fetch_all(&mut *tx)
    .await?)
}

/// Deletes the files of erased attachments (after the commit that removed their rows).
pub async fn release(storage: &Storage, stored_names: &[String]) {
    for name in stored_names {
        storage.delete(FileKind::MessageAttachment, name).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cleaned_and_bounded() {
        assert_eq!(clean_name("Devis atelier.pdf"), "Devis atelier.pdf");
        assert_eq!(
            clean_name("C:\\Users\\lea\\Plan  \u{7}final.PDF"),
            "Plan final.pdf"
        );
        assert_eq!(clean_name("../../.pdf"), "document.pdf");
        let long = clean_name(&format!("{}.pdf", "é".repeat(300)));
        assert_eq!(long.chars().count(), MAX_NAME_CHARS);
        assert!(long.ends_with(".pdf"));
    }

    #[test]
    fn the_bound_is_the_triggers() {
        let migration = include_str!("../../../migrations/20261209100001_message_attachments.sql");
        assert!(migration.contains(&format!(">= {MAX_PER_MESSAGE} THEN")));
        assert!(migration.contains(&format!("BETWEEN 1 AND {MAX_NAME_CHARS}")));
        assert!(migration.contains(&format!("BETWEEN 1 AND {}", check::MAX_DOCUMENT_BYTES)));
    }
}
