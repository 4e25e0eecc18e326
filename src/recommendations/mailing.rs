//! The weekly « Offres pour vous » mail (issue 56, item 2), for the candidates who asked for
//! it: the offers of her dashboard not mailed before, each with why, at most once a week.
//! Once across servers: the task holds an advisory lock, and each candidate's mail is claimed
//! (`last_mailed_at`) in the transaction that queues it, so a second server or a rerun after a
//! kill finds her mailed already. A candidate whose address is not confirmed is not mailed
//! (`u.confirmation_token IS NULL`, `mail::CONFIRMED`).

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{for_candidate_excluding, unsubscribe, SHOWN};
use crate::{
    error::AppResult,
    filters::JobFilters,
    mail::{
        templates::{self, ForYouMailOffer},
        Mailer,
    },
    offers::read::shown_pay,
    places::Places,
    search::Search,
};

/// What the weekly mail needs.
pub struct Weekly<'a> {
    pub pool: &'a PgPool,
    pub search: &'a Search,
    pub filters: &'a JobFilters,
    pub places: &'a Places,
    pub mailer: &'a Mailer,
    /// Signs the unsubscribe links.
    pub secret: &'a str,
}

/// Mails every candidate due; returns the number of mails queued.
pub async fn run(weekly: &Weekly<'_>, now: DateTime<Utc>) -> AppResult<u64> {
    // Due: asked for it, recommendations on, confirmed, not mailed in the last six days.
    let due = sqlx::query!(
        "SELECT p.candidate_id, u.email, u.firstname
         FROM candidate_preferences p JOIN candidates c ON c.id = p.candidate_id
         JOIN users u ON u.id = c.user_id
         WHERE p.weekly_mail AND p.recommendations_enabled AND u.confirmation_token IS NULL
           AND (p.last_mailed_at IS NULL OR p.last_mailed_at < $1::timestamptz - interval '6 days')
         ORDER BY p.candidate_id",
        now
    )
    .fetch_all(weekly.pool)
    .await?;
    let mut queued = 0;
    for candidate in due {
        let mailed: Vec<i64> = sqlx::query_scalar!(
            "SELECT job_offer_id FROM recommendation_mailed WHERE candidate_id = $1",
            candidate.candidate_id
        )
        .fetch_all(weekly.pool)
        .await?;
        let found = for_candidate_excluding(
            weekly.pool,
            weekly.search,
            weekly.filters,
            weekly.places,
            candidate.candidate_id,
            &mailed,
            SHOWN,
            now,
        )
        .await?;
        if found.is_empty() {
            continue;
        }
        let offers: Vec<ForYouMailOffer> = found
            .iter()
            .map(|r| ForYouMailOffer {
                title: r.card.title.clone(),
                company: r.card.company_name.clone(),
                place: format!("{} ({})", r.card.locality_name, r.card.postal_code),
                pay: shown_pay(&r.card, weekly.filters).unwrap_or_default(),
                reasons: r.reasons.join(", "),
                link: weekly
                    .mailer
                    .link(&format!("/emploi/{}/{}", r.card.id, r.card.slug)),
            })
            .collect();
        let token = unsubscribe::token(candidate.candidate_id, weekly.secret)?;
        let mail = templates::offers_for_you(
            &candidate.email,
            &candidate.firstname,
            &offers,
            &weekly.mailer.link("/dashboard"),
            &weekly.mailer.link("/dashboard/career"),
            &weekly
                .mailer
                .link(&format!("/api/recommendations/unsubscribe?token={token}")),
        );
        let ids: Vec<i64> = found.iter().map(|r| r.card.id).collect();
        let mut tx = weekly.pool.begin().await?;
        let claimed = sqlx::query!(
            "UPDATE candidate_preferences SET last_mailed_at = $2
             WHERE candidate_id = $1 AND weekly_mail AND recommendations_enabled
               AND (last_mailed_at IS NULL OR last_mailed_at < $2::timestamptz - interval '6 days')",
            candidate.candidate_id,
            now
        )
        .execute(&mut *tx)
        .await?;
        if claimed.rows_affected() == 0 {
            continue;
        }
        sqlx::query!(
            "INSERT INTO recommendation_mailed (candidate_id, job_offer_id)
             SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING",
            candidate.candidate_id,
            &ids
        )
        .execute(&mut *tx)
        .await?;
        weekly.mailer.queue(&mut tx, mail).await?;
        tx.commit().await?;
        queued += 1;
    }
    Ok(queued)
}
