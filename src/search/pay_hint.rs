//! The recruiter's help while writing a range (issue 36, docs/offers.md "Pay"): the median
//! range of the live offers of the same position in the same region, from the index (no SQL),
//! shown only when at least [`MIN_OFFERS`] of them state a range.

use sqlx::PgPool;

use crate::{
    error::{AppError, AppResult},
    offers::pay::PayPeriod,
    places::{self, Places},
    search::Search,
};

/// Fewer offers than this and the form shows nothing: a median of two or three offers is
/// one company's pay, not the market's.
pub const MIN_OFFERS: usize = 5;

/// The median of the minimums and of the maximums, in cents of `period`, rounded (a hint, not
/// a figure to copy): to 100 € a year, 10 € a month, 10 cents an hour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PayHint {
    pub count: u64,
    pub min_cents: i64,
    pub max_cents: i64,
    pub period: PayPeriod,
}

/// Yearly euros as cents of `period`, rounded to its step.
fn in_period(annual_euros: u32, period: PayPeriod) -> i64 {
    let step = match period {
        PayPeriod::Year => 10_000,
        PayPeriod::Month => 1_000,
        PayPeriod::Hour => 10,
    };
    let cents = i64::from(annual_euros) * 100;
    let per_year = period.per_year();
    // Round half up to the nearest step of the period's amount.
    (cents + per_year * step / 2) / (per_year * step) * step
}

/// The hint for an offer of `position_id` at `locality_id` (its region, through its
/// department), in `period`; `None` when fewer than [`MIN_OFFERS`] live offers of that position
/// in that region state a range, or the locality is unknown.
pub async fn hint(
    pool: &PgPool,
    search: &Search,
    places: &Places,
    position_id: i64,
    locality_id: i64,
    period: PayPeriod,
    now: i64,
) -> AppResult<Option<PayHint>> {
    let locality = places::find_locality(pool, locality_id).await?;
    let region = locality
        .and_then(|locality| places.department(locality.department_id))
        .map(|department| department.region_id);
    let (Some(region), Ok(position)) = (region, u64::try_from(position_id)) else {
        return Ok(None);
    };
    let medians = search
        .live
        .current()
        .pay_medians(
            position,
            u64::try_from(region).unwrap_or_default(),
            now,
            MIN_OFFERS,
        )
        .map_err(AppError::internal)?;
    Ok(medians.map(|medians| PayHint {
        count: medians.count,
        min_cents: in_period(medians.annual_min, period),
        max_cents: in_period(medians.annual_max, period),
        period,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_yearly_median_reads_in_the_chosen_period_rounded_to_its_step() {
        assert_eq!(in_period(30_000, PayPeriod::Year), 3_000_000);
        assert_eq!(in_period(31_249, PayPeriod::Year), 3_120_000);
        assert_eq!(in_period(31_250, PayPeriod::Year), 3_130_000);
        // 30,000 € a year: 2,500 € a month, 16,48 € an hour (1,820 h).
        assert_eq!(in_period(30_000, PayPeriod::Month), 250_000);
        assert_eq!(in_period(31_000, PayPeriod::Month), 258_000);
        assert_eq!(in_period(30_000, PayPeriod::Hour), 1_650);
        assert_eq!(in_period(25_480, PayPeriod::Hour), 1_400);
    }
}
