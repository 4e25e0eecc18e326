//! The wording checker feeds the notices (issue 54, item 3): an ad held for a staff review over
//! a high-risk warning (money asked of candidates, a criterion of discrimination, a personal
//! address) gets a notice « détection automatique » in staff's queue, with no reporter and no
//! mail. The machine never removes anything: a person decides, and the statement of reasons
//! says the content was detected by automated means.

use sqlx::PgPool;

use crate::{
    access::Actor,
    audit::{self, Change},
    error::AppResult,
    offers::{
        read,
        status::OfferStatus,
        wording::{self, Flag, Rule},
    },
};

/// What the audit log names as the actor of an automatic notice.
pub const DETECTOR: &str = "détection automatique";

/// The checker's rules that make a held ad a notice. Not a title without « H/F » (`Sex` as a
/// warning), nor the pay or language rules: common slips, which the hold itself covers.
pub fn high_risk(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::Scam
            | Rule::Age
            | Rule::Origin
            | Rule::Health
            | Rule::Family
            | Rule::Appearance
            | Rule::PersonalEmail
    )
}

/// The notice's explanation: the checker's messages.
fn explanation(flags: &[&Flag]) -> String {
    let text = flags
        .iter()
        .map(|flag| format!("• {} ({})", flag.message, flag.law()))
        .collect::<Vec<_>>()
        .join("\n");
    text.chars().take(2000).collect()
}

/// Queues the automatic notice of the offer `offer_id` if it is held over a high-risk
/// warning and has none open; whether one was created. Called after a publication (the
/// resolver of `updateStatusJobOffer`); running it twice creates one notice.
pub async fn on_publication(pool: &PgPool, offer_id: i64) -> AppResult<bool> {
    let Some(offer) = read::offer_by_id(pool, offer_id).await? else {
        return Ok(false);
    };
    if offer.card.status != OfferStatus::Held.code() {
        return Ok(false);
    }
    let flags = wording::check_offer(&offer);
    let risky: Vec<&Flag> = flags.iter().filter(|flag| high_risk(flag.rule)).collect();
    let Some(first) = risky.first() else {
        return Ok(false);
    };
    let reason = if first.rule == Rule::Scam {
        "SCAM"
    } else if first.rule == Rule::PersonalEmail {
        "OTHER"
    } else {
        "DISCRIMINATORY"
    };
    let other = (reason == "OTHER").then_some("adresse e-mail personnelle");
    let mut tx = pool.begin().await?;
    let id: Option<i64> = sqlx::query_scalar!(
        "INSERT INTO notices (job_offer_id, reason, reason_other, explanation, automatic, status,
                              confirmed_at)
         VALUES ($1, $2, $3, $4, true, 'open', now())
         ON CONFLICT (job_offer_id) WHERE automatic AND status <> 'decided' DO NOTHING
         RETURNING id",
        offer_id,
        reason,
        other,
        explanation(&risky)
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(id) = id else {
        return Ok(false);
    };
    let rules: Vec<&str> = risky.iter().map(|flag| flag.rule.code()).collect();
    let change = Change::new("notice.detect", "notice", id).after(&serde_json::json!({
        "job_offer_id": offer_id,
        "reason": reason,
        "rules": rules,
    }));
    let actor = Actor::Outside {
        user_id: None,
        email: DETECTOR,
    };
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok(true)
}
