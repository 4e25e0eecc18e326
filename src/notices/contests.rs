//! The company's one contest of a restriction (DSA article 20), within
//! `statements::CONTEST_DAYS` days, and its decision by another staff member than the one who
//! decided first (checked here and by the trigger `notice_decisions_other_moderator`).
//! Granted, the restriction is lifted: a removed offer comes back as a draft, a suspended
//! company is restored. Either way the company receives a new statement.

use sqlx::PgPool;

use super::{outcome::Outcome, statements};
use crate::{
    access::{Actor, Staff, Viewer},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    mail::Mailer,
    moderation,
    offers::status::OfferStatus,
};

pub const ALREADY_CONTESTED: &str = "Vous avez déjà contesté cette décision.";
pub const TOO_LATE: &str = "Le délai de 6 mois pour contester cette décision est passé.";
pub const SAME_MODERATOR: &str = "Une autre personne de l'équipe doit trancher cette contestation : vous avez pris la première décision.";

/// The viewer's company contests the decision `decision_id` with `text`.
pub async fn contest(
    pool: &PgPool,
    viewer: &Viewer,
    decision_id: i64,
    text: &str,
) -> AppResult<()> {
    viewer.company()?;
    let company_id = viewer.company_id.ok_or(AppError::Forbidden)?;
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::missing("Contestation"));
    }
    let mut tx = pool.begin().await?;
    let statement = statements::load(&mut tx, decision_id).await?;
    if statement.company_id != company_id
        || !statement.outcome.restricts()
        || statement.contest_of.is_some()
    {
        return Err(AppError::NotFound);
    }
    if statement.contested_at.is_some() {
        return Err(AppError::invalid(
            ErrorCode::AlreadyContested,
            ALREADY_CONTESTED,
        ));
    }
    if !statement.contestable(chrono::Utc::now()) {
        return Err(AppError::invalid(ErrorCode::ContestClosed, TOO_LATE));
    }
    let updated = sqlx::query!(
        "UPDATE notice_decisions SET contested_at = now(), contest_text = $2, contested_by = $3
         WHERE id = $1 AND contested_at IS NULL",
        decision_id,
        text,
        viewer.user_id
    )
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() == 0 {
        return Err(AppError::invalid(
            ErrorCode::AlreadyContested,
            ALREADY_CONTESTED,
        ));
    }
    let change = Change::new("notice.contest", "notice_decision", decision_id)
        .after(&serde_json::json!({ "company_id": company_id, "text": text }));
    let actor = Actor::Outside {
        user_id: Some(viewer.user_id),
        email: &viewer.email,
    };
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok(())
}

/// Staff decide the contest of `decision_id`: `granted` lifts the restriction. The staff
/// member who took the first decision is refused.
pub async fn decide_contest(
    pool: &PgPool,
    mailer: &Mailer,
    staff: &Staff,
    decision_id: i64,
    granted: bool,
    facts: &str,
) -> AppResult<i64> {
    let facts = facts.trim();
    if facts.is_empty() {
        return Err(AppError::missing("Faits et circonstances"));
    }
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "SELECT id FROM notice_decisions WHERE id = $1 FOR UPDATE",
        decision_id
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(AppError::NotFound)?;
    let first = statements::load(&mut tx, decision_id).await?;
    let answered: bool = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM notice_decisions WHERE contest_of = $1) AS "answered!""#,
        decision_id
    )
    .fetch_one(&mut *tx)
    .await?;
    if first.contested_at.is_none() || answered {
        return Err(AppError::NotFound);
    }
    if first.decided_by == Some(staff.user_id()) {
        return Err(AppError::invalid(ErrorCode::SameModerator, SAME_MODERATOR));
    }
    let actor = Actor::from(staff);
    let outcome = if granted {
        Outcome::Reversed
    } else {
        Outcome::Upheld
    };
    if granted {
        match (first.outcome, first.job_offer_id) {
            (Outcome::OfferRemoved, Some(offer_id)) => {
                sqlx::query!(
                    "UPDATE job_offers SET status = $2, updated_at = now() WHERE id = $1 AND status = $3",
                    offer_id,
                    OfferStatus::Draft.code(),
                    OfferStatus::Deleted.code()
                )
                .execute(&mut *tx)
                .await?;
                sqlx::query!(
                    "DELETE FROM offer_removals WHERE job_offer_id = $1",
                    offer_id
                )
                .execute(&mut *tx)
                .await?;
            }
            (Outcome::CompanySuspended, _) => {
                moderation::set_company_suspended_in(&mut tx, first.company_id, false, actor)
                    .await?;
            }
            _ => {}
        }
    }
    let id: i64 = sqlx::query_scalar!(
        "INSERT INTO notice_decisions (job_offer_id, company_id, outcome, ground, facts,
                                       automated_detection, decided_by, decided_by_email,
                                       contest_of)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
        first.job_offer_id,
        first.company_id,
        outcome.code(),
        first.ground.map(moderation::Reason::code),
        facts,
        first.automated_detection,
        staff.user_id(),
        staff.email(),
        decision_id
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(|error| match &error {
        sqlx::Error::Database(db)
            if db.constraint() == Some("notice_decisions_other_moderator") =>
        {
            AppError::invalid(ErrorCode::SameModerator, SAME_MODERATOR)
        }
        sqlx::Error::Database(db) if db.is_unique_violation() => AppError::NotFound,
        _ => AppError::from(error),
    })?;
    let change =
        Change::new("notice.contest_decide", "notice_decision", id).after(&serde_json::json!({
            "contest_of": decision_id,
            "outcome": outcome.code(),
            "facts": facts,
        }));
    audit::record(&mut tx, actor, change).await?;
    statements::mail(&mut tx, mailer, id).await?;
    tx.commit().await?;
    Ok(id)
}
