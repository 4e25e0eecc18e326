//! Billing in GraphQL: `pricings`.

use async_graphql::{Context, Object, ID};
use sqlx::PgPool;

use super::{
    connection::{connection, page_size, CountedConnection, Keyset},
    iri::iri,
};
use crate::billing::{self, Pricing};
use crate::error::{AppError, AppResult};

#[Object]
impl Pricing {
    async fn id(&self) -> ID {
        iri("pricings", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn uuid(&self) -> String {
        self.uuid.to_string()
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// Price excluding tax, in cents.
    async fn price(&self) -> i32 {
        self.price
    }
    /// Price including 20% VAT, in cents.
    async fn price_incl(&self) -> i32 {
        self.price_incl
    }
    /// Number of ads of a pack, or of days of an option or banner.
    async fn job_offer_ads_amount(&self) -> i32 {
        self.job_offer_ads_amount
    }
    /// HTML.
    async fn description(&self) -> &str {
        &self.description
    }
    async fn is_pack(&self) -> bool {
        self.is_pack
    }
    /// 1 = ad packs, 2 = Urgent options, 3 = banners.
    async fn display_group(&self) -> i16 {
        self.display_group
    }
}

#[derive(Default)]
pub struct BillingQuery;

#[Object]
impl BillingQuery {
    /// What can be bought, in display order. All of them fit on one page.
    async fn pricings(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 30)] first: Option<i32>,
        display_group: Option<i16>,
    ) -> AppResult<CountedConnection<Pricing>> {
        let first = page_size(first, 30, 100)?;
        if display_group.is_some_and(|g| !(1..=3).contains(&g)) {
            return Err(AppError::out_of_range("displayGroup", 1, 3));
        }
        let pricings =
            billing::list_pricings(ctx.data_unchecked::<PgPool>(), display_group).await?;
        let total = pricings.len() as i64;
        Ok(connection(pricings, first, total, false, |p| Keyset {
            key: i64::from(p.sort_order),
            id: p.id,
        }))
    }
}
