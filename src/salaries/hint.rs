//! The recruiter's help while writing a range (issue 36, issue 56 item 3; docs/salaries.md):
//! the barometer's cell of the offer's trade, region and contract, in the period he chose.
//! Where his range stands against it is said by the form (`PayHint.tsx`) as he types.

use sqlx::PgPool;

use super::{in_period, read, title, trade_of};
use crate::{
    error::AppResult,
    filters::JobFilters,
    offers::pay::PayPeriod,
    places::{self, Places},
};

/// The barometer's cell for an offer being written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PayHint {
    /// The ads it counts (0: none yet).
    pub ads: i32,
    /// The medians of the minimums and of the maximums in cents of `period`, rounded to its
    /// step; `None` under `MIN_ADS` ads or `MIN_COMPANIES` employers.
    pub medians: Option<(i64, i64)>,
    pub period: PayPeriod,
    /// « Salaires des ébénistes en Bretagne », and the page it names.
    pub title: String,
    pub path: String,
}

/// The hint for an offer of `position_id` and `contract_id` at `locality_id` (its region,
/// through its department); `None` when the locality is unknown or the position is no trade
/// of the barometer (a family, a group).
pub async fn hint(
    pool: &PgPool,
    filters: &JobFilters,
    places: &Places,
    position_id: i64,
    contract_id: i64,
    locality_id: i64,
    period: PayPeriod,
) -> AppResult<Option<PayHint>> {
    let locality = places::find_locality(pool, locality_id).await?;
    let region = locality
        .and_then(|locality| places.department(locality.department_id))
        .and_then(|department| places.region(department.region_id));
    let (Some(region), Some(trade)) = (region, trade_of(filters, position_id)) else {
        return Ok(None);
    };
    let cell = read::one(pool, trade.id, region.id, contract_id).await?;
    Ok(Some(PayHint {
        ads: cell.as_ref().map_or(0, |cell| cell.ads),
        medians: cell.and_then(|cell| cell.figures).map(|figures| {
            (
                in_period(figures.median_min, period),
                in_period(figures.median_max, period),
            )
        }),
        period,
        title: title(&trade, Some(region)),
        path: super::path(&trade, Some(region)),
    }))
}
