//! Who did what to an offer, for its company (docs/accounts.md, "Teams"): its creator (the
//! contact account it was written with) and the member who published it last.

use sqlx::PgPool;

use crate::error::AppResult;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OfferAuthors {
    /// « Claire Dubois » (the address when the account has no name).
    pub created_by: Option<String>,
    pub published_by: Option<String>,
}

/// The authors of the offer `offer_id`. Callers show them to the offer's company only.
pub async fn of_offer(pool: &PgPool, offer_id: i64) -> AppResult<OfferAuthors> {
    let row = sqlx::query!(
        r#"SELECT coalesce(nullif(btrim(c.firstname || ' ' || c.lastname), ''), c.email) AS created_by,
                  coalesce(nullif(btrim(p.firstname || ' ' || p.lastname), ''), p.email) AS published_by
         FROM job_offers o
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         LEFT JOIN users c ON c.id = pa.user_id
         LEFT JOIN users p ON p.id = o.published_by_user_id
         WHERE o.id = $1"#,
        offer_id
    )
    .fetch_optional(pool)
    .await?;
    Ok(row
        .map(|row| OfferAuthors {
            created_by: row.created_by,
            published_by: row.published_by,
        })
        .unwrap_or_default())
}
