//! Companies hear of new applications as often as their notification frequency says: `each`
//! (the default) a mail per application, those arriving within a minute gathered in one;
//! `daily` a digest every morning, `weekly` on Monday mornings; never when it is empty (the
//! dashboard shows them anyway). docs/applications.md, "Mails".

use std::collections::BTreeMap;

use sqlx::PgPool;

use crate::{
    error::AppResult,
    mail::{templates, Mailer},
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frequency {
    /// A mail per application, gathered over [`GATHER_SECONDS`].
    Each,
    Daily,
    Weekly,
}

/// `each`: a company's new applications go once the oldest is this old, so those arriving
/// within a minute (20 candidates answering one ad at once) make one mail, not twenty.
pub const GATHER_SECONDS: f64 = 60.0;

impl Frequency {
    fn as_str(self) -> &'static str {
        match self {
            Self::Each => "each",
            Self::Daily => "daily",
            Self::Weekly => "weekly",
        }
    }

    /// How old a company's oldest untold application must be before it is mailed.
    fn gather_seconds(self) -> f64 {
        match self {
            Self::Each => GATHER_SECONDS,
            Self::Daily | Self::Weekly => 0.0,
        }
    }
}

/// A new application as a digest lists it.
struct Pending {
    application_id: i64,
    company_id: i64,
    company_name: String,
    to_address: String,
    /// The first name of the account behind `to_address`: the digest greets her.
    to_firstname: String,
    job_offer_id: i64,
    title: String,
    candidate_name: String,
    /// The candidate's address while her account proves it, else empty.
    candidate_email: String,
}

/// Queues one digest per company of this frequency with applications not yet told of, and
/// marks them told, in one transaction; returns the number of digests.
pub async fn send_digests(
    pool: &PgPool,
    mailer: &Mailer,
    frequency: Frequency,
) -> AppResult<usize> {
    let mut tx = pool.begin().await?;
    // To the company's e-mail when an account proved it, else to the recruiter's own; a
    // recruiter who has not confirmed hers has her applications wait (not marked told).
    // `… confirmation_token IS NULL`: `mail::CONFIRMED`. Only what is still news: not
    // withdrawn, its candidate's account not deleted, not answered already (a recruiter who
    // refused or invited someone from the dashboard has seen her); those are never listed.
    let pending: Vec<Pending> = sqlx::query_as!(
        Pending,
        r#"SELECT a.id AS application_id, c.id AS company_id, c.name AS company_name,
                CASE WHEN cu.found THEN c.email ELSE u.email END AS "to_address!",
                coalesce(cu.firstname, u.firstname) AS "to_firstname!",
                o.id AS job_offer_id, o.title, a.candidate_name,
                CASE WHEN EXISTS (SELECT 1 FROM candidates ca JOIN users au ON au.id = ca.user_id
                                  WHERE ca.id = a.candidate_id AND au.confirmation_token IS NULL
                                    AND lower(au.email) = lower(a.candidate_email))
                     THEN a.candidate_email ELSE '' END AS "candidate_email!"
         FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         JOIN users u ON u.id = pa.user_id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = lc.company_id
         LEFT JOIN LATERAL (SELECT true AS found, cu.firstname FROM users cu
                            WHERE lower(cu.email) = lower(c.email)
                              AND cu.confirmation_token IS NULL
                            ORDER BY cu.id LIMIT 1) cu ON true
         WHERE a.submitted_at IS NOT NULL AND a.company_notified_at IS NULL
           AND a.candidate_id IS NOT NULL AND a.withdrawn_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM application_answers s WHERE s.application_id = a.id)
           AND c.notification_frequency = $1 AND u.confirmation_token IS NULL
           AND EXISTS (SELECT 1 FROM job_offer_applications a2
                       JOIN job_offers o2 ON o2.id = a2.job_offer_id
                       JOIN localized_companies lc2 ON lc2.id = o2.localized_company_id
                       WHERE lc2.company_id = c.id AND a2.submitted_at IS NOT NULL
                         AND a2.company_notified_at IS NULL
                         AND a2.candidate_id IS NOT NULL AND a2.withdrawn_at IS NULL
                         AND NOT EXISTS (SELECT 1 FROM application_answers s2
                                         WHERE s2.application_id = a2.id)
                         AND a2.submitted_at <= now() - make_interval(secs => $2))
         ORDER BY c.id, o.id, a.id
         FOR UPDATE OF a SKIP LOCKED"#,
        frequency.as_str(),
        frequency.gather_seconds()
    )
    .fetch_all(&mut *tx)
    .await?;
    let mut by_company: BTreeMap<i64, Vec<&Pending>> = BTreeMap::new();
    for application in &pending {
        by_company
            .entry(application.company_id)
            .or_default()
            .push(application);
    }
    for applications in by_company.values() {
        let first = applications[0];
        // Rows come ordered by offer: consecutive rows of one offer make one entry.
        let mut offers: Vec<templates::DigestOffer> = Vec::new();
        let mut last_offer = None;
        for application in applications {
            if last_offer != Some(application.job_offer_id) {
                last_offer = Some(application.job_offer_id);
                offers.push(templates::DigestOffer {
                    title: application.title.clone(),
                    candidates: Vec::new(),
                    link: mailer.link(&format!(
                        "/dashboard/jobs/{}/applications",
                        application.job_offer_id
                    )),
                });
            }
            if let Some(offer) = offers.last_mut() {
                offer.candidates.push(application.candidate_name.clone());
            }
        }
        let mut mail = templates::applications_digest(
            &first.to_address,
            &first.to_firstname,
            &first.company_name,
            applications.len(),
            &offers,
        );
        // A digest of one candidate is her application notice: answering it writes to her.
        // Several candidates: no Reply-To (one answer to all would show each her rivals).
        if let Some(candidate) = one_candidate(applications) {
            mail = mail.replying_to(candidate);
        }
        mailer.queue(&mut tx, mail).await?;
    }
    let ids: Vec<i64> = pending.iter().map(|p| p.application_id).collect();
    sqlx::query!(
        "UPDATE job_offer_applications SET company_notified_at = now() WHERE id = ANY($1)",
        &ids
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(by_company.len())
}

/// The proven address of the one candidate behind these applications, if there is one.
fn one_candidate<'a>(applications: &[&'a Pending]) -> Option<&'a str> {
    let first = applications.first()?.candidate_email.as_str();
    let same = applications
        .iter()
        .all(|a| a.candidate_email.eq_ignore_ascii_case(first));
    (same && !first.is_empty()).then_some(first)
}
