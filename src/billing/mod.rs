//! Billing: what can be bought (pricings), orders and their payment, promotion codes,
//! invoices and wallets. docs/billing.md and docs/invoices.md have the rules where the spec
//! is silent.

use sqlx::{PgConnection, PgPool};

pub mod amounts;
pub mod checkout;
pub mod codes;
pub mod credit_notes;
pub mod facturx;
pub mod invoice_pdf;
pub mod invoices;
pub mod orders;
pub mod payment_events;
pub mod payment_method;
pub mod pdf;
pub mod provider;
pub mod seed;
pub mod seller;
pub mod transfer;
pub mod wallet;
pub mod xmp;

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
    /// Ads a pack credits (display group 1); none for the Urgent option and banners.
    pub job_offer_ads_amount: Option<i32>,
    /// Days a banner runs (display group 3); the Urgent option's are [`URGENT_DAYS`].
    pub banner_days: Option<i32>,
    pub description: String,
    pub is_pack: bool,
    pub display_group: i16,
    pub sort_order: i32,
}

/// What a pricing sells (its `display_group`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PricingGroup {
    /// 1: ads credited to the wallet.
    AdPacks,
    /// 2: an offer made Urgent for some days.
    Urgent,
    /// 3: home-page banner days.
    Banners,
}

impl PricingGroup {
    pub fn of(display_group: i16) -> Self {
        match display_group {
            2 => PricingGroup::Urgent,
            3 => PricingGroup::Banners,
            _ => PricingGroup::AdPacks,
        }
    }

    /// Days the Urgent option or a banner (its row's `banner_days`) lasts; none for a pack.
    pub fn duration_days(self, banner_days: Option<i32>) -> Option<i32> {
        match self {
            PricingGroup::AdPacks => None,
            PricingGroup::Urgent => Some(URGENT_DAYS),
            PricingGroup::Banners => banner_days,
        }
    }

    /// What one order gives: a pack's ads, or the days of the option or the banner (an
    /// order's and an invoice's quantity).
    pub fn quantity(self, ads: Option<i32>, banner_days: Option<i32>) -> i32 {
        match self {
            PricingGroup::AdPacks => ads,
            _ => self.duration_days(banner_days),
        }
        .unwrap_or(0)
    }
}

impl Pricing {
    pub fn group(&self) -> PricingGroup {
        PricingGroup::of(self.display_group)
    }

    /// See [`PricingGroup::duration_days`].
    pub fn duration_days(&self) -> Option<i32> {
        self.group().duration_days(self.banner_days)
    }

    /// See [`PricingGroup::quantity`].
    pub fn quantity(&self) -> i32 {
        self.group()
            .quantity(self.job_offer_ads_amount, self.banner_days)
    }
}

/// The Urgent option's pricing id (the payment route's `urgent` alias).
pub const URGENT_PRICING_ID: i64 = 6;

/// The days an offer stays Urgent (on top of the results) per option bought: the one home
/// of this duration. Fixed in the code, not in the pricing's row: staff change a pricing's
/// price and description only (`admin::money::update_pricing`). Billing applies it, the demo
/// seed uses it, and the UI reads it from `ui/src/gql/limits.ts` (`crate::limits`).
pub const URGENT_DAYS: i32 = 10;

pub async fn pricing_by_id(conn: &mut PgConnection, id: i64) -> sqlx::Result<Option<Pricing>> {
    sqlx::query_as!(
        Pricing,
        "SELECT id, uuid, name, price, price_incl, job_offer_ads_amount, banner_days, description,
    is_pack, display_group, sort_order FROM pricings WHERE id = $1",
        id
    )
    .fetch_optional(conn)
    .await
}

/// A pricing as the payment route names it: its id, its uuid (the pricing page's links), or
/// `urgent`.
pub async fn pricing_by_key(conn: &mut PgConnection, key: &str) -> sqlx::Result<Option<Pricing>> {
    let key = key.trim();
    if key.eq_ignore_ascii_case("urgent") {
        return pricing_by_id(conn, URGENT_PRICING_ID).await;
    }
    if let Ok(id) = key.parse::<i64>() {
        return pricing_by_id(conn, id).await;
    }
    match uuid::Uuid::parse_str(key) {
        Ok(uuid) => {
            sqlx::query_as!(
                Pricing,
                "SELECT id, uuid, name, price, price_incl, job_offer_ads_amount, banner_days, description,
    is_pack, display_group, sort_order FROM pricings WHERE uuid = $1",
                uuid
            )
            .fetch_optional(conn)
            .await
        }
        Err(_) => Ok(None),
    }
}

/// Pricings in display order, optionally of one display group (1 packs, 2 Urgent, 3 banners).
pub async fn list_pricings(
    pool: &PgPool,
    display_group: Option<i16>,
) -> sqlx::Result<Vec<Pricing>> {
    sqlx::query_as!(
        Pricing,
        "SELECT id, uuid, name, price, price_incl, job_offer_ads_amount, banner_days, description, is_pack,
                display_group, sort_order
         FROM pricings WHERE $1::smallint IS NULL OR display_group = $1
         ORDER BY display_group, sort_order, id",
        display_group
    )
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
