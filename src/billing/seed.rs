//! Loads `migrations/data/pricings.json`. Ids and uuids are fixed: the payment routes name
//! pricings by them (ids 1, 2, 3 are the packs, 6 the Urgent option). A pricing staff changed
//! in the back-office (`edited_by_staff_at`) is left as staff left it (docs/admin.md).
//! A pack names its ads (`jobOfferAdsAmount`), a banner its days (`bannerDays`); the Urgent
//! option names neither: its days are [`super::URGENT_DAYS`].

use serde::Deserialize;
use sqlx::PgPool;

use super::including_vat;

const PRICINGS: &str = include_str!("../../migrations/data/pricings.json");

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PricingRow {
    id: i64,
    uuid: uuid::Uuid,
    code: String,
    name: String,
    price: i32,
    job_offer_ads_amount: Option<i32>,
    banner_days: Option<i32>,
    is_pack: bool,
    display_group: i16,
    description: String,
}

pub async fn seed_pricings(pool: &PgPool) -> anyhow::Result<()> {
    let rows: Vec<PricingRow> = serde_json::from_str(PRICINGS)?;
    let mut tx = pool.begin().await?;
    for (order, p) in (0..).zip(&rows) {
        sqlx::query!(
            "INSERT INTO pricings (id, uuid, code, name, price, price_incl, job_offer_ads_amount,
                                   banner_days, description, is_pack, display_group, sort_order)
             OVERRIDING SYSTEM VALUE
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
             ON CONFLICT (id) DO UPDATE SET uuid = EXCLUDED.uuid, code = EXCLUDED.code,
                 name = EXCLUDED.name, price = EXCLUDED.price, price_incl = EXCLUDED.price_incl,
                 job_offer_ads_amount = EXCLUDED.job_offer_ads_amount,
                 banner_days = EXCLUDED.banner_days,
                 description = EXCLUDED.description, is_pack = EXCLUDED.is_pack,
                 display_group = EXCLUDED.display_group, sort_order = EXCLUDED.sort_order
             WHERE pricings.edited_by_staff_at IS NULL",
            p.id,
            p.uuid,
            &p.code,
            &p.name,
            p.price,
            including_vat(p.price),
            p.job_offer_ads_amount,
            p.banner_days,
            &p.description,
            p.is_pack,
            p.display_group,
            order
        )
        .execute(&mut *tx)
        .await?;
    }
    // Identity values must continue after the fixed ids.
    sqlx::query!(
        "SELECT setval(pg_get_serial_sequence('pricings', 'id'), (SELECT max(id) FROM pricings))"
    )
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::billing::{PricingGroup, URGENT_DAYS};

    /// The pricing page shows each description as written: its days are the rule's.
    #[test]
    fn each_description_says_the_days_its_pricing_gives() {
        let rows: Vec<PricingRow> = serde_json::from_str(PRICINGS).expect("pricings.json");
        for row in &rows {
            let group = PricingGroup::of(row.display_group);
            assert_eq!(
                row.job_offer_ads_amount.is_some(),
                group == PricingGroup::AdPacks,
                "{}",
                row.code
            );
            assert_eq!(
                row.banner_days.is_some(),
                group == PricingGroup::Banners,
                "{}",
                row.code
            );
            if let Some(days) = group.duration_days(row.banner_days) {
                assert!(
                    row.description.contains(&format!("pendant {days} jours")),
                    "{}: {}",
                    row.code,
                    row.description
                );
            }
        }
        let urgent = rows
            .iter()
            .find(|r| r.code == "urgent")
            .expect("the Urgent option");
        assert!(urgent.description.contains(&format!("{URGENT_DAYS} jours")));
    }
}
