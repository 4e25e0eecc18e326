//! A candidate withdraws an application: at once its documents are erased (files and links),
//! and its texts and her snapshot (messages, phone, name, address) emptied and its thread
//! deleted, so that the
//! company reads « Candidature retirée » and nothing else of it. The row stays, dated, in her
//! own list; it still counts as her one application to the offer (no second try: a withdrawal
//! is a decision, and re-sending would mail the recruiter again). Withdrawing twice is harmless.

use sqlx::PgPool;

use super::{apply::find, messages::attachments, portfolio, triage, ApplicationRow};
use crate::access::Audience;
use crate::{
    access::Viewer,
    error::{AppError, AppResult},
    files::{FileKind, Storage},
};

pub async fn withdraw(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    id: i64,
) -> AppResult<ApplicationRow> {
    match triage::one(pool, viewer, id).await? {
        (_, Audience::Candidate) => {}
        (_, Audience::Company) => return Err(AppError::Forbidden),
    }
    // The book sent with it goes with its documents.
    let mut tx = pool.begin().await?;
    let released = portfolio::erase(&mut tx, &[id]).await?;
    // The old file names, read under the row's lock, then cleared in the same statement.
    let erased = sqlx::query!(
        "WITH prior AS (SELECT id, cv_path, cover_letter_path FROM job_offer_applications
                      WHERE id = $1 AND withdrawn_at IS NULL FOR UPDATE)
         UPDATE job_offer_applications a SET withdrawn_at = now(), cv_path = NULL,
             cover_letter_path = NULL, cover_letter_message = '', questions_answer_message = '',
             phone = '', candidate_name = '', candidate_email = '', candidate_tel = '',
             linkedin_url = ''
         FROM prior WHERE a.id = prior.id
         RETURNING prior.cv_path, prior.cover_letter_path",
        id
    )
    .fetch_optional(&mut *tx)
    .await?;
    // Its thread goes with its texts (issue 53), the files attached to it too.
    let attached = attachments::erase(&mut tx, &[id]).await?;
    sqlx::query!(
        "DELETE FROM application_messages WHERE application_id = $1",
        id
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    crate::book::release(pool, storage, released).await?;
    attachments::release(storage, &attached).await;
    if let Some(files) = erased {
        if let Some(cv) = files.cv_path {
            storage.delete(FileKind::Cv, &cv).await;
        }
        if let Some(letter) = files.cover_letter_path {
            storage.delete(FileKind::CoverLetter, &letter).await;
        }
    }
    find(pool, id).await?.ok_or(AppError::NotFound)
}
