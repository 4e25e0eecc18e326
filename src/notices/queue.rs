//! Staff's « Signalements »: what is reported, grouped by offer (or company) with the count of
//! open notices, urgent reasons first (`NoticeReason::urgent`), then the oldest first; and the
//! contests waiting for a second decision.

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{form::NoticeReason, statements::Statement, Target};
use crate::{access::Staff, error::AppResult};

/// At most this many open notices are read for the queue.
pub const MAX_OPEN: i64 = 1000;
/// At most this many reported offers or companies (and contests) in a page of the queue:
/// staff decide them from the top, the next come up.
pub const MAX_REPORTED: usize = 25;
/// At most this many notices shown per offer or company (`count` counts them all).
pub const MAX_SHOWN: usize = 10;

/// One notice as staff read it.
#[derive(Clone, Debug)]
pub struct QueuedNotice {
    pub id: i64,
    pub reason: NoticeReason,
    pub reason_other: Option<String>,
    pub explanation: String,
    pub automatic: bool,
    pub reporter_name: Option<String>,
    pub reporter_email: Option<String>,
    pub confirmed_at: DateTime<Utc>,
}

/// An offer or a company and its open notices.
#[derive(Clone, Debug)]
pub struct Reported {
    pub target: Target,
    /// The offer's title or the company's name.
    pub title: String,
    pub company_id: i64,
    pub company_name: String,
    /// The offer's page or the company's, when public.
    pub path: Option<String>,
    /// Its open notices, oldest first (the first [`MAX_SHOWN`] once listed).
    pub notices: Vec<QueuedNotice>,
    /// How many open notices in all.
    pub count: i64,
}

impl Reported {
    pub fn urgent(&self) -> bool {
        self.notices.iter().any(|notice| notice.reason.urgent())
    }

    pub fn automatic(&self) -> bool {
        self.notices.iter().any(|notice| notice.automatic)
    }

    pub fn oldest(&self) -> DateTime<Utc> {
        self.notices
            .iter()
            .map(|notice| notice.confirmed_at)
            .min()
            .unwrap_or_else(Utc::now)
    }
}

/// Every reported offer and company, urgent first, then oldest first.
pub async fn reported(pool: &PgPool, _staff: &Staff) -> AppResult<Vec<Reported>> {
    let rows = sqlx::query!(
        r#"SELECT n.id, n.job_offer_id, n.company_id, n.reason, n.reason_other, n.explanation,
             n.automatic, n.reporter_name, n.reporter_email,
             coalesce(n.confirmed_at, n.created_at) AS "confirmed_at!",
             coalesce(o.title, c.name) AS "title!", c.id AS "owner_id!", c.name AS owner_name,
             o.slug AS "offer_slug?", o.status AS "offer_status?"
         FROM notices n
         LEFT JOIN job_offers o ON o.id = n.job_offer_id
         LEFT JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = coalesce(lc.company_id, n.company_id)
         WHERE n.status = 'open'
         ORDER BY n.confirmed_at, n.id LIMIT $1"#,
        MAX_OPEN
    )
    .fetch_all(pool)
    .await?;
    let mut groups: Vec<Reported> = Vec::new();
    for row in rows {
        let target = Target::of(row.job_offer_id, row.company_id);
        let notice = QueuedNotice {
            id: row.id,
            reason: NoticeReason::stored(&row.reason),
            reason_other: row.reason_other,
            explanation: row.explanation,
            automatic: row.automatic,
            reporter_name: row.reporter_name,
            reporter_email: row.reporter_email,
            confirmed_at: row.confirmed_at,
        };
        match groups.iter_mut().find(|group| group.target == target) {
            Some(group) => {
                group.count += 1;
                group.notices.push(notice);
            }
            None => {
                let path = match target {
                    Target::Offer(id) => row
                        .offer_slug
                        .filter(|_| row.offer_status == Some(2))
                        .map(|slug| format!("/emploi/{id}/{slug}")),
                    Target::Company(id) => {
                        Some(crate::companies::public::path(id, &row.owner_name))
                    }
                };
                groups.push(Reported {
                    target,
                    title: row.title,
                    company_id: row.owner_id,
                    company_name: row.owner_name,
                    path,
                    notices: vec![notice],
                    count: 1,
                });
            }
        }
    }
    groups.sort_by_key(|group| (!group.urgent(), group.oldest()));
    groups.truncate(MAX_REPORTED);
    for group in &mut groups {
        group.notices.truncate(MAX_SHOWN);
    }
    Ok(groups)
}

/// The contested decisions no one has decided again, oldest contest first.
pub async fn contests(pool: &PgPool, _staff: &Staff) -> AppResult<Vec<(Statement, String)>> {
    let ids = sqlx::query!(
        "SELECT d.id, d.decided_by_email FROM notice_decisions d
         WHERE d.contested_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM notice_decisions a WHERE a.contest_of = d.id)
         ORDER BY d.contested_at LIMIT $1",
        MAX_REPORTED as i64
    )
    .fetch_all(pool)
    .await?;
    let mut conn = pool.acquire().await?;
    let mut out = Vec::with_capacity(ids.len());
    for row in ids {
        out.push((
            super::statements::load(&mut conn, row.id).await?,
            row.decided_by_email,
        ));
    }
    Ok(out)
}
