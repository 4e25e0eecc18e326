//! `payHint`: the median range of the live offers of a position in a region, for the offer
//! form (recruiters only; docs/offers.md "Pay").

use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::Utc;
use sqlx::PgPool;

use super::accounts::viewer;
use crate::{
    access::{parse_iri, signed_in},
    error::AppResult,
    offers::pay::PayPeriod,
    places::Places,
    search::{pay_hint, Search},
};

/// What the live offers of a position in a region pay, in median.
#[derive(SimpleObject)]
pub struct PayHint {
    /// How many live offers with a range the medians are of (at least 5).
    count: i32,
    /// The median of their minimums, in cents of `period` (rounded to 100 € a year, 10 € a
    /// month, 10 cents an hour).
    min_cents: i64,
    /// The median of their maximums, likewise.
    max_cents: i64,
    period: PayPeriod,
}

#[derive(Default)]
pub struct PayHintQuery;

#[Object]
impl PayHintQuery {
    /// The median gross range of the live offers of `position` (or a position under it) in
    /// the region of `locality`, in `period`; null under 5 such offers (or an unknown
    /// locality). Recruiters only: a help for writing an offer.
    async fn pay_hint(
        &self,
        ctx: &Context<'_>,
        position: ID,
        locality: ID,
        period: PayPeriod,
    ) -> AppResult<Option<PayHint>> {
        signed_in(viewer(ctx))?.company()?;
        let hint = pay_hint::hint(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Search>(),
            ctx.data_unchecked::<Arc<Places>>(),
            parse_iri("job_positions", &position)?,
            parse_iri("localities", &locality)?,
            period,
            Utc::now().timestamp(),
        )
        .await?;
        Ok(hint.map(|hint| PayHint {
            count: i32::try_from(hint.count).unwrap_or(i32::MAX),
            min_cents: hint.min_cents,
            max_cents: hint.max_cents,
            period: hint.period,
        }))
    }
}
