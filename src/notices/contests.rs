//! The company's one contest of a restriction (DSA article 20), within
//! `statements::CONTEST_DAYS` days, and its decision by another staff member than the one who
//! decided first (checked here and by the trigger `notice_decisions_other_moderator`).
//! Granted, the restriction is lifted: a removed offer comes back as a draft, a suspended
//! company is restored. Either way the company receives a new statement.

use sqlx::{PgConnection, PgPool};

use super::{
    outcome::Outcome,
    statements::{self, Statement},
};
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
    let mut tx = pool.begin().await?;
    let statement = statements::load(&mut tx, decision_id).await?;
    if statement.company_id != company_id {
        return Err(AppError::NotFound);
    }
    let actor = Actor::Outside {
        user_id: Some(viewer.user_id),
        email: &viewer.email,
    };
    record(&mut tx, &statement, actor, "dashboard", text).await?;
    tx.commit().await?;
    Ok(())
}

/// A suspended company contests through the personal link `secret` of its statement's mail
/// (its accounts cannot sign in). Returns the decision contested.
pub async fn contest_by_link(pool: &PgPool, secret: &str, text: &str) -> AppResult<i64> {
    let mut tx = pool.begin().await?;
    let (statement, user_id) = statements::by_contest_link(&mut tx, secret).await?;
    let email = match user_id {
        Some(id) => {
            sqlx::query_scalar!("SELECT email FROM users WHERE id = $1", id)
                .fetch_optional(&mut *tx)
                .await?
        }
        None => None,
    };
    let actor = Actor::Outside {
        user_id,
        email: email.as_deref().unwrap_or("lien de contestation"),
    };
    record(&mut tx, &statement, actor, "mailed link", text).await?;
    tx.commit().await?;
    Ok(statement.id)
}

/// Writes the contest of `statement` once, within its 6 months, and logs it.
async fn record(
    tx: &mut PgConnection,
    statement: &Statement,
    actor: Actor<'_>,
    via: &str,
    text: &str,
) -> AppResult<()> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::missing("Contestation"));
    }
    if !statement.outcome.restricts() || statement.contest_of.is_some() {
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
    let user_id = actor.user_id();
    let updated = sqlx::query!(
        "UPDATE notice_decisions SET contested_at = now(), contest_text = $2, contested_by = $3
         WHERE id = $1 AND contested_at IS NULL",
        statement.id,
        text,
        user_id
    )
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() == 0 {
        return Err(AppError::invalid(
            ErrorCode::AlreadyContested,
            ALREADY_CONTESTED,
        ));
    }
    let change = Change::new("notice.contest", "notice_decision", statement.id).after(
        &serde_json::json!({ "company_id": statement.company_id, "text": text, "via": via }),
    );
    audit::record(tx, actor, change).await?;
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
