//! What a company has bought and has left: its wallet of ads and its offers running Urgent.

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use crate::error::AppResult;

#[derive(Clone, Debug, Default, sqlx::FromRow)]
pub struct Wallet {
    pub id: i64,
    pub pro_client_id: i64,
    pub job_offer_ads_consumed: i32,
    pub job_offer_ads_remaining: i32,
}

/// The wallet of a paying client (an empty one if none was ever made).
pub async fn of_client(pool: &PgPool, client_id: i64) -> AppResult<Wallet> {
    let wallet: Option<Wallet> = sqlx::query_as!(
        Wallet,
        "SELECT id, pro_client_id, job_offer_ads_consumed, job_offer_ads_remaining
         FROM wallets WHERE pro_client_id = $1",
        client_id
    )
    .fetch_optional(pool)
    .await?;
    Ok(wallet.unwrap_or(Wallet {
        pro_client_id: client_id,
        ..Wallet::default()
    }))
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct UrgentOffer {
    pub job_offer_id: i64,
    pub title: String,
    pub slug: String,
    pub urgent_until: DateTime<Utc>,
}

/// The client's offers whose Urgent period runs now, the soonest to end first.
pub async fn urgent_offers(pool: &PgPool, client_id: i64) -> AppResult<Vec<UrgentOffer>> {
    Ok(sqlx::query_as!(
        UrgentOffer,
        r#"SELECT o.id AS job_offer_id, o.title, o.slug, ad.urgent_until AS "urgent_until!"
         FROM job_offer_ads ad
         JOIN job_offers o ON o.id = ad.job_offer_id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = lc.company_id
         WHERE c.pro_client_id = $1 AND ad.urgent AND ad.urgent_until > now() AND o.status <> -2
         ORDER BY ad.urgent_until, o.id LIMIT 100"#,
        client_id
    )
    .fetch_all(pool)
    .await?)
}
