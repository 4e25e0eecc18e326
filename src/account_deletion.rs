//! A candidate deletes their account: the user, the candidate profile, favourites, alerts
//! and the CV are erased. Past applications stay with the recruiters as anonymous records
//! (the offer's count and triage stay true) with every personal datum and file erased:
//! see docs/accounts.md. It reaches into every domain that holds her data, so it stands above
//! them (`accounts` itself is imported by the applications' and companies' modules).

use std::net::IpAddr;

use sqlx::PgPool;

use crate::{
    access::Viewer,
    accounts::{login, password},
    error::{AppError, AppResult, ErrorCode},
    files::{FileKind, Storage},
    mail::{templates, Mailer},
};

pub const ANONYMOUS_CANDIDATE: &str = "Candidat supprimé";
pub const PASSWORD_NEEDED: &str = "Saisissez votre mot de passe pour supprimer votre compte.";
pub const WRONG_PASSWORD: &str =
    "Le mot de passe est incorrect : votre compte n'a pas été supprimé.";

/// Deletes the account of the signed-in candidate who typed her password again: a session
/// left open on a shared computer cannot erase an account. The guesses count with those of
/// « changer mon mot de passe » (`login::Attempt::old_password`).
pub async fn delete_candidate_account(
    pool: &PgPool,
    storage: &Storage,
    mailer: &Mailer,
    viewer: &Viewer,
    address: IpAddr,
    typed_password: &str,
) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    if typed_password.is_empty() {
        return Err(AppError::invalid(ErrorCode::WrongPassword, PASSWORD_NEEDED));
    }
    let attempt = login::Attempt::old_password(viewer.user_id, address)
        .count(pool)
        .await?;
    let hash: Option<String> = sqlx::query_scalar!(
        "SELECT password_hash FROM users WHERE id = $1",
        viewer.user_id
    )
    .fetch_one(pool)
    .await?;
    if !password::verify(hash, typed_password.to_owned()).await? {
        return Err(AppError::invalid(ErrorCode::WrongPassword, WRONG_PASSWORD));
    }
    attempt.succeeded(pool).await?;
    let mut tx = pool.begin().await?;
    let (email, firstname, cv_name): (String, String, Option<String>) = sqlx::query!(
        "SELECT u.email, u.firstname, c.cv_name FROM users u JOIN candidates c ON c.user_id = u.id
         WHERE c.id = $1 FOR UPDATE",
        candidate_id
    )
    .map(|row| (row.email, row.firstname, row.cv_name))
    .fetch_one(&mut *tx)
    .await?;
    // Applications still awaiting their documents were never sent: they simply go.
    sqlx::query!(
        "DELETE FROM job_offer_applications WHERE candidate_id = $1 AND submitted_at IS NULL",
        candidate_id
    )
    .execute(&mut *tx)
    .await?;
    let documents: Vec<(Option<String>, Option<String>)> = sqlx::query!(
        "SELECT cv_path, cover_letter_path FROM job_offer_applications WHERE candidate_id = $1 FOR UPDATE",
        candidate_id
    )
    .map(|row| (row.cv_path, row.cover_letter_path))
    .fetch_all(&mut *tx)
    .await?;
    // The applications' threads hold her words: they go with her texts (issue 53), and the
    // files attached to them (both sides') with them.
    let sent: Vec<i64> = sqlx::query_scalar!(
        "SELECT id FROM job_offer_applications WHERE candidate_id = $1",
        candidate_id
    )
    .fetch_all(&mut *tx)
    .await?;
    let attached = crate::applications::messages::attachments::erase(&mut tx, &sent).await?;
    sqlx::query!(
        "DELETE FROM application_messages m USING job_offer_applications a
         WHERE a.id = m.application_id AND a.candidate_id = $1",
        candidate_id
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "UPDATE job_offer_applications SET candidate_name = $2, candidate_email = '', candidate_tel = '',
             phone = '', cover_letter_message = '', questions_answer_message = '', linkedin_url = '',
             cv_path = NULL, cover_letter_path = NULL, submitted_from = NULL
         WHERE candidate_id = $1",
        candidate_id,
        ANONYMOUS_CANDIDATE
    )
    .execute(&mut *tx)
    .await?;
    // Queued while the account still proves the address (an unconfirmed one is not told).
    if viewer.email_confirmed {
        mailer
            .queue(&mut tx, templates::account_deleted(&email, &firstname))
            .await?;
    }
    // The book's files, read before its rows go with the account, and what her applications
    // sent of it (released after the commit).
    let mut book_files = crate::book::files_of(&mut tx, candidate_id).await?;
    book_files.extend(crate::book::erase_sent(&mut tx, &sent).await?);
    // Cascades: candidate profile, favourites, alerts, reset tokens, the book; applications keep a
    // null candidate.
    sqlx::query!("DELETE FROM users WHERE id = $1", viewer.user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;

    if let Some(cv) = cv_name {
        storage.delete(FileKind::Cv, &cv).await;
    }
    crate::book::release(pool, storage, book_files).await?;
    crate::applications::messages::attachments::release(storage, &attached).await;
    for (cv, letter) in documents {
        if let Some(cv) = cv {
            storage.delete(FileKind::Cv, &cv).await;
        }
        if let Some(letter) = letter {
            storage.delete(FileKind::CoverLetter, &letter).await;
        }
    }
    Ok(())
}
