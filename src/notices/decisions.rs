//! Staff's decision on what is reported: every open notice on the same offer (or company) is
//! decided at once. « maintenue » changes nothing; « retirée » removes the offer
//! (`moderation::remove_offer_in`, its own mail replaced by the statement of reasons);
//! « entreprise suspendue » suspends the company (`moderation::set_company_suspended_in`).
//! The ground is one of `moderation::Reason`, the facts staff's own words. All in one
//! transaction: the decision, the notices closed, the audit row and the mails.

use sqlx::PgPool;

use super::{form::Target, outcome::Outcome, statements};
use crate::{
    access::{Actor, Staff},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
    moderation::{self, Reason},
};

/// What staff decide.
#[derive(Debug)]
pub struct Decision {
    pub outcome: Outcome,
    /// Required for a restriction.
    pub ground: Option<Reason>,
    /// The facts and circumstances (bounded at the boundary).
    pub facts: String,
}

/// What a decision did.
#[derive(Clone, Debug)]
pub struct Decided {
    pub decision_id: i64,
    pub notices: i64,
}

/// Decides every open notice on the target of the notice `notice_id` (NOT_FOUND unless open).
pub async fn decide(
    pool: &PgPool,
    mailer: &Mailer,
    staff: &Staff,
    notice_id: i64,
    decision: Decision,
) -> AppResult<Decided> {
    let facts = decision.facts.trim();
    if facts.is_empty() {
        return Err(AppError::missing("Faits et circonstances"));
    }
    let ground = match (decision.outcome.restricts(), decision.ground) {
        (true, None) => {
            return Err(AppError::invalid(
                ErrorCode::InvalidReason,
                "Choisissez le motif de la décision.",
            ))
        }
        (_, ground) => ground,
    };
    let mut tx = pool.begin().await?;
    let target = sqlx::query!(
        "SELECT job_offer_id, company_id FROM notices WHERE id = $1 AND status = 'open' FOR UPDATE",
        notice_id
    )
    .map(|row| Target::of(row.job_offer_id, row.company_id))
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(AppError::NotFound)?;
    let company_id: i64 = match target {
        Target::Offer(id) => {
            sqlx::query_scalar!(
                "SELECT lc.company_id FROM job_offers o
             JOIN localized_companies lc ON lc.id = o.localized_company_id WHERE o.id = $1",
                id
            )
            .fetch_one(&mut *tx)
            .await?
        }
        Target::Company(id) => id,
    };
    let notices = sqlx::query!(
        "SELECT id, automatic, reporter_name, reporter_email FROM notices
         WHERE status = 'open' AND job_offer_id IS NOT DISTINCT FROM $1
           AND company_id IS NOT DISTINCT FROM $2
         ORDER BY id FOR UPDATE",
        target.offer_id(),
        target.company_id()
    )
    .fetch_all(&mut *tx)
    .await?;
    let automated = notices.iter().any(|notice| notice.automatic);
    let actor = Actor::from(staff);
    match (decision.outcome, target, ground) {
        (Outcome::OfferRemoved, Target::Offer(offer_id), Some(ground)) => {
            let note: Option<String> = ground
                .note(Some(facts))?
                .map(|note| note.chars().take(500).collect());
            moderation::remove_offer_in(&mut tx, None, offer_id, ground, note.as_deref(), actor)
                .await?;
        }
        (Outcome::OfferRemoved, Target::Company(_), _) => return Err(AppError::invalid(
            ErrorCode::InvalidReason,
            "Un signalement d'entreprise se décide par « maintenue » ou « entreprise suspendue ».",
        )),
        (Outcome::CompanySuspended, _, _) => {
            moderation::set_company_suspended_in(&mut tx, company_id, true, actor).await?;
        }
        // « maintenue » on an ad held for a review (the checker's notice): it goes public.
        (Outcome::Kept, Target::Offer(offer_id), _) => {
            let held: bool = sqlx::query_scalar!(
                r#"SELECT status = $2 AS "held!" FROM job_offers WHERE id = $1"#,
                offer_id,
                crate::offers::status::OfferStatus::Held.code()
            )
            .fetch_one(&mut *tx)
            .await?;
            if held {
                moderation::approve_offer_in(&mut tx, offer_id, actor).await?;
            }
        }
        _ => {}
    }
    let decision_id: i64 = sqlx::query_scalar!(
        "INSERT INTO notice_decisions (job_offer_id, company_id, outcome, ground, facts,
                                       automated_detection, decided_by, decided_by_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        target.offer_id(),
        company_id,
        decision.outcome.code(),
        ground.map(Reason::code),
        facts,
        automated,
        staff.user_id(),
        staff.email()
    )
    .fetch_one(&mut *tx)
    .await?;
    let ids: Vec<i64> = notices.iter().map(|notice| notice.id).collect();
    sqlx::query!(
        "UPDATE notices SET status = 'decided', decision_id = $2 WHERE id = ANY($1)",
        &ids,
        decision_id
    )
    .execute(&mut *tx)
    .await?;
    let change =
        Change::new("notice.decide", "notice_decision", decision_id).after(&serde_json::json!({
            "notices": ids,
            "job_offer_id": target.offer_id(),
            "company_id": company_id,
            "outcome": decision.outcome.code(),
            "ground": ground.map(Reason::code),
            "facts": facts,
            "automated_detection": automated,
        }));
    audit::record(&mut tx, actor, change).await?;
    // The reporters (none for an automatic notice), then the company's statement.
    let statement = statements::load(&mut tx, decision_id).await?;
    let what = match target {
        Target::Offer(_) => format!("l'offre {}", templates::quoted(&statement.subject)),
        Target::Company(_) => format!("l'entreprise {}", templates::quoted(&statement.subject)),
    };
    let ground_label = ground.map(|g| g.mailed(None)).unwrap_or_default();
    for notice in notices.iter().filter(|notice| !notice.automatic) {
        if let (Some(name), Some(email)) = (&notice.reporter_name, &notice.reporter_email) {
            let mail = templates::notice_decision(
                email,
                name,
                &what,
                decision.outcome.to_reporter(),
                ground_label,
            );
            mailer.queue(&mut tx, mail).await?;
        }
    }
    if decision.outcome.restricts() {
        statements::mail(&mut tx, mailer, decision_id).await?;
    }
    tx.commit().await?;
    Ok(Decided {
        decision_id,
        notices: ids.len() as i64,
    })
}
