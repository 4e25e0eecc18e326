//! The mailed link that makes an anonymous reporter's notice count: single use (its hash is
//! cleared), valid `form::CONFIRMATION_HOURS` hours.

use sqlx::PgPool;

use super::form::{self, Target};
use crate::{
    accounts::token,
    error::{AppError, AppResult, ErrorCode},
    mail::Mailer,
};

pub const INVALID_LINK: &str =
    "Ce lien de confirmation n'est plus valable : il a déjà servi ou a expiré. Vous pouvez envoyer un nouveau signalement.";

/// Confirms the notice of the link `secret`: it enters staff's queue, the reporter is mailed
/// the acknowledgement, the step is audit-logged. Returns what it was about.
pub async fn confirm(pool: &PgPool, mailer: &Mailer, secret: &str) -> AppResult<Target> {
    let mut tx = pool.begin().await?;
    let row = sqlx::query!(
        r#"UPDATE notices SET status = 'open', confirmed_at = now(), token_hash = NULL
         WHERE token_hash = $1 AND status = 'unconfirmed' AND token_expires_at > now()
         RETURNING id, job_offer_id, company_id, reporter_name AS "name!",
                   reporter_email AS "email!", reporter_user_id"#,
        token::hash_token(secret)
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or_else(|| AppError::invalid(ErrorCode::InvalidToken, INVALID_LINK))?;
    let target = Target::of(row.job_offer_id, row.company_id);
    let (what, _) = form::describe(&mut tx, target).await?;
    form::opened(
        &mut tx,
        mailer,
        row.id,
        &row.name,
        &row.email,
        &what,
        row.reporter_user_id,
    )
    .await?;
    tx.commit().await?;
    Ok(target)
}
