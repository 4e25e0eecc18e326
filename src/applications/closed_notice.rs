//! When an offer closes (expired, suspended, deleted, removed by moderation), the applicants
//! its recruiter never answered are told so a week later (`NOTICE_AFTER_DAYS`: time for the
//! recruiter to answer first), once per application, in one mail per candidate listing every
//! such offer (the `closed-offer-notices` job). A candidate whose account has not proven its
//! address is not mailed, but her applications are marked told all the same (a late
//! confirmation does not bring back old news). Each run handles at most `CANDIDATES_PER_RUN`
//! candidates, whole: the next run takes the rest.

use std::collections::BTreeMap;

use sqlx::PgPool;

use crate::{
    error::AppResult,
    mail::{templates, Mailer},
};

/// Days between an offer's closing and the notice to its unanswered applicants.
pub const NOTICE_AFTER_DAYS: i32 = 7;
/// Candidates mailed per run at most.
pub const CANDIDATES_PER_RUN: i64 = 2_000;

/// Queues the notices due and marks their applications told, in one transaction; returns the
/// number of mails queued.
pub async fn send_notices(pool: &PgPool, mailer: &Mailer) -> AppResult<usize> {
    let mut tx = pool.begin().await?;
    // `u.confirmation_token IS NULL`: `mail::CONFIRMED`.
    let due = sqlx::query!(
        r#"SELECT a.id, a.candidate_id AS "candidate_id!", u.email, u.firstname,
                u.confirmation_token IS NULL AS "proven!", o.title, c.name AS company,
                o.closed_at AS "closed_at!"
         FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = lc.company_id
         JOIN candidates ca ON ca.id = a.candidate_id
         JOIN users u ON u.id = ca.user_id
         WHERE a.candidate_id IN (
                 SELECT DISTINCT w.candidate_id FROM job_offer_applications w
                 JOIN job_offers wo ON wo.id = w.job_offer_id
                 WHERE w.submitted_at IS NOT NULL AND w.withdrawn_at IS NULL
                   AND w.closed_notice_at IS NULL AND w.candidate_id IS NOT NULL
                   AND wo.status <> 2 AND wo.closed_at <= now() - make_interval(days => $1)
                   AND NOT EXISTS (SELECT 1 FROM application_answers s
                                   WHERE s.application_id = w.id)
                 ORDER BY w.candidate_id LIMIT $2)
           AND a.submitted_at IS NOT NULL AND a.withdrawn_at IS NULL
           AND a.closed_notice_at IS NULL
           AND o.status <> 2 AND o.closed_at <= now() - make_interval(days => $1)
           AND NOT EXISTS (SELECT 1 FROM application_answers s WHERE s.application_id = a.id)
         ORDER BY a.candidate_id, o.closed_at, a.id
         FOR UPDATE OF a"#,
        NOTICE_AFTER_DAYS,
        CANDIDATES_PER_RUN
    )
    .fetch_all(&mut *tx)
    .await?;
    let mut by_candidate: BTreeMap<i64, Vec<_>> = BTreeMap::new();
    for row in &due {
        by_candidate.entry(row.candidate_id).or_default().push(row);
    }
    let link = mailer.link("/dashboard/applications");
    let mut mails = Vec::new();
    for rows in by_candidate.values() {
        let first = rows[0];
        if !first.proven {
            continue;
        }
        let offers: Vec<templates::ClosedOffer> = rows
            .iter()
            .map(|row| {
                templates::ClosedOffer::new(
                    row.title.clone(),
                    &row.company,
                    crate::french::date(row.closed_at),
                )
            })
            .collect();
        mails.push(templates::offer_closed(
            &first.email,
            &first.firstname,
            &offers,
            &link,
        ));
    }
    let queued = mails.len();
    mailer.queue_all(&mut tx, mails).await?;
    let ids: Vec<i64> = due.iter().map(|row| row.id).collect();
    sqlx::query!(
        "UPDATE job_offer_applications SET closed_notice_at = now() WHERE id = ANY($1)",
        &ids
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(queued)
}
