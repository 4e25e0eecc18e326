//! The staff's numbers (issue 19, point 8): offers live, published this week, applications
//! this week, revenue this month excluding tax, alerts mailed this week. Weeks start on
//! Monday and months on the 1st, at midnight Paris time.

use serde::Serialize;
use sqlx::PgPool;

use crate::{access::Staff, error::AppResult};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Numbers {
    /// Offers the public sees now.
    pub offers_live: i64,
    /// Offers whose ad started this week (removed ones included: they were published).
    pub published_this_week: i64,
    /// Applications submitted this week (drafts whose documents never arrived excluded).
    pub applications_this_week: i64,
    /// Paid orders of this month, price after discount, excluding tax, in cents.
    pub revenue_this_month_cents: i64,
    /// Alert mails sent this week: one per (candidate, sending).
    pub alerts_mailed_this_week: i64,
}

pub async fn numbers(pool: &PgPool, _staff: &Staff) -> AppResult<Numbers> {
    // `WHERE` of offers_live: `offers::read::PUBLIC`, word for word.
    let numbers = sqlx::query_as!(
        Numbers,
        r#"WITH since AS (
             SELECT date_trunc('week', now() AT TIME ZONE 'Europe/Paris') AT TIME ZONE 'Europe/Paris' AS week,
                    date_trunc('month', now() AT TIME ZONE 'Europe/Paris') AT TIME ZONE 'Europe/Paris' AS month
         )
         SELECT
           (SELECT count(*) FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
             JOIN localized_companies lc ON lc.id = o.localized_company_id
             JOIN companies c ON c.id = lc.company_id
             WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL) AS "offers_live!",
           (SELECT count(*) FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id, since
             WHERE o.status <> 0 AND ad.starts_at >= since.week AND ad.starts_at <= now())
             AS "published_this_week!",
           (SELECT count(*) FROM job_offer_applications, since
             WHERE submitted_at >= since.week) AS "applications_this_week!",
           (SELECT coalesce(sum(price - discount), 0)::bigint FROM orders, since
             WHERE status = 'paid' AND paid_at >= since.month) AS "revenue_this_month_cents!",
           (SELECT count(*) FROM (
               SELECT DISTINCT a.candidate_id, m.mailed_at
               FROM job_offer_alert_matches m JOIN job_offer_alerts a ON a.id = m.alert_id, since
               WHERE m.mailed_at >= since.week) mails) AS "alerts_mailed_this_week!""#
    )
    .fetch_one(pool)
    .await?;
    Ok(numbers)
}
