//! `payHint`: the salary barometer's cell of the trade, region and contract of the offer being
//! written, for the offer form (recruiters only; docs/salaries.md, docs/offers.md "Pay").

use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject, ID};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{parse_iri, signed_in},
    error::AppResult,
    filters::JobFilters,
    offers::pay::PayPeriod,
    places::Places,
    salaries::hint,
};

/// What the ads of a trade in a region pay for a contract, in median (the barometer's cell).
#[derive(SimpleObject)]
pub struct PayHint {
    /// How many live and recent ads with a range the cell counts (0: none).
    count: i32,
    /// The median of their minimums, in cents of `period` (rounded to 100 € a year, 10 € a
    /// month, 10 cents an hour); null under 5 ads or 3 employers (« données insuffisantes »).
    min_cents: Option<i64>,
    /// The median of their maximums, likewise.
    max_cents: Option<i64>,
    period: PayPeriod,
    /// « Salaires des ébénistes en Bretagne »: the barometer's page of the cell.
    title: String,
    path: String,
}

#[derive(Default)]
pub struct PayHintQuery;

#[Object]
impl PayHintQuery {
    /// The salary barometer's cell of `position` and `contract` in the region of `locality`,
    /// in `period`; null for an unknown locality or a position that is no trade (a family, a
    /// group). Recruiters only: a help for writing an offer.
    async fn pay_hint(
        &self,
        ctx: &Context<'_>,
        position: ID,
        contract: ID,
        locality: ID,
        period: PayPeriod,
    ) -> AppResult<Option<PayHint>> {
        signed_in(viewer(ctx))?.company()?;
        let hint = hint::hint(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Arc<JobFilters>>(),
            ctx.data_unchecked::<Arc<Places>>(),
            parse_iri("job_positions", &position)?,
            parse_iri("job_contracts", &contract)?,
            parse_iri("localities", &locality)?,
            period,
        )
        .await?;
        Ok(hint.map(|hint| PayHint {
            count: hint.ads,
            min_cents: hint.medians.map(|m| m.0),
            max_cents: hint.medians.map(|m| m.1),
            period: hint.period,
            title: hint.title,
            path: hint.path,
        }))
    }
}
