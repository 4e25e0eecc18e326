//! What the landing pages and the sitemap read: the live offers of each trade and diploma.

use crate::{db::ReadPool, error::AppResult};

/// The live offers of one trade and diploma (`None`: no diploma given) among some contracts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub position_id: i64,
    pub diploma_id: Option<i64>,
    pub offers: i64,
}

/// The live offers of `contracts`, by trade and diploma. Public as the sitemap's offers are.
pub async fn counts(pool: &ReadPool, contracts: &[i64]) -> AppResult<Vec<Count>> {
    Ok(sqlx::query_as!(
        Count,
        r#"SELECT o.job_position_id AS position_id, o.diploma_id, count(*) AS "offers!"
         FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = lc.company_id
         WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
           AND o.job_contract_id = ANY($1)
         GROUP BY o.job_position_id, o.diploma_id"#,
        contracts
    )
    .fetch_all(pool)
    .await?)
}
