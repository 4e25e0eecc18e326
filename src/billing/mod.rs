//! Billing: what can be bought (pricings), and later orders, invoices and wallets.

use sqlx::PgPool;

pub mod seed;

/// VAT applied to every price (20%): amounts are stored in cents excl. tax and incl. tax.
pub const VAT_PERCENT: i32 = 20;

pub fn including_vat(price_cents: i32) -> i32 {
    price_cents + price_cents * VAT_PERCENT / 100
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Pricing {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub name: String,
    pub price: i32,
    pub price_incl: i32,
    pub job_offer_ads_amount: i32,
    pub description: String,
    pub is_pack: bool,
    pub display_group: i16,
    pub sort_order: i32,
}

/// Pricings in display order, optionally of one display group (1 packs, 2 Urgent, 3 banners).
pub async fn list_pricings(
    pool: &PgPool,
    display_group: Option<i16>,
) -> sqlx::Result<Vec<Pricing>> {
    sqlx::query_as(
        "SELECT id, uuid, name, price, price_incl, job_offer_ads_amount, description, is_pack,
                display_group, sort_order
         FROM pricings WHERE $1::smallint IS NULL OR display_group = $1
         ORDER BY display_group, sort_order, id",
    )
    .bind(display_group)
    .fetch_all(pool)
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vat_is_twenty_percent_in_cents() {
        assert_eq!(including_vat(19000), 22800);
        assert_eq!(including_vat(0), 0);
    }
}
