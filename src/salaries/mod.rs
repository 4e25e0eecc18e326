//! The salary barometer (issue 56, item 3; docs/salaries.md): what the live and recent ads of
//! a trade pay, by region and contract. The task `salary-barometer` computes it nightly
//! (`compute`) into `salary_cells`; the public pages `/salaires/…`, the offer form's help and
//! the offer page's link read that table (`read`). The rules of a figure live here: which ads
//! count, from how many a cell shows one, what the spread is, and the pages' words.

use crate::{filters::JobFilters, offers::pay::PayPeriod, places::Region};

pub mod compute;
pub mod hint;
pub mod read;

/// Fewer ads than this in a cell and it shows no figure (« données insuffisantes »): a
/// median of two or three ads is one company's pay, not the market's.
pub const MIN_ADS: i32 = 5;

/// Nor from fewer employers than this: five ads of one workshop are its own pay scale.
/// Both equal the `CHECK` `salary_cells_enough` (migration `20261206300001`).
pub const MIN_COMPANIES: i32 = 3;

/// An ad counts while it is live and for this many days after its period ended ("recent").
pub const RECENT_DAYS: i32 = 365;

/// The words of a cell without a figure.
pub const INSUFFICIENT: &str = "données insuffisantes";

/// Whether a cell of `ads` ads from `companies` employers may show its figures.
pub fn enough(ads: i32, companies: i32) -> bool {
    ads >= MIN_ADS && companies >= MIN_COMPANIES
}

/// A cell's figures, in gross euros a year (each ad's range annualised by `offers::pay`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figures {
    /// The median of the ads' minimums, and of their maximums.
    pub median_min: i32,
    pub median_max: i32,
    /// The spread: the first and third quartiles of the ranges' middles (half the ads pay
    /// between them).
    pub quartile_low: i32,
    pub quartile_high: i32,
}

/// The quantile `q` of sorted `values`, interpolated between the two nearest as PostgreSQL's
/// `percentile_cont` (the median of an even count is the mean of the middle two), rounded down.
fn quantile(sorted: &[i64], q: f64) -> i64 {
    let Some(&last) = sorted.last() else {
        return 0;
    };
    let at = q * (sorted.len() - 1) as f64;
    let below = at.floor() as usize;
    let Some(&above) = sorted.get(below + 1) else {
        return last;
    };
    let low = sorted[below];
    low + ((above - low) as f64 * (at - below as f64)).floor() as i64
}

/// The figures of yearly `(minimum, maximum)` ranges; `None` for none.
pub fn figures(ranges: &[(i64, i64)]) -> Option<Figures> {
    if ranges.is_empty() {
        return None;
    }
    let sorted = |mut values: Vec<i64>| {
        values.sort_unstable();
        values
    };
    let minimums = sorted(ranges.iter().map(|r| r.0).collect());
    let maximums = sorted(ranges.iter().map(|r| r.1).collect());
    let middles = sorted(ranges.iter().map(|r| (r.0 + r.1) / 2).collect());
    let euros = |value: i64| i32::try_from(value).unwrap_or(i32::MAX);
    Some(Figures {
        median_min: euros(quantile(&minimums, 0.5)),
        median_max: euros(quantile(&maximums, 0.5)),
        quartile_low: euros(quantile(&middles, 0.25)),
        quartile_high: euros(quantile(&middles, 0.75)),
    })
}

/// Yearly euros as cents of `period`, rounded to its step (a market figure, not one to copy):
/// 100 € a year, 10 € a month, 10 cents an hour.
pub fn in_period(annual_euros: i32, period: PayPeriod) -> i64 {
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

/// « 32 400 € »: yearly euros rounded to 100 €, as the pages write them.
pub fn yearly_words(annual_euros: i32) -> String {
    format!(
        "{}\u{a0}€",
        crate::offers::pay::euros(in_period(annual_euros, PayPeriod::Year))
    )
}

/// A trade of the barometer: a job (a position without children) that has a plural name.
#[derive(Clone, Debug)]
pub struct Trade<'a> {
    pub id: i64,
    pub code: &'a str,
    pub name: &'a str,
    pub plural: &'a str,
    /// Its family's name (the index page's headings).
    pub family: &'a str,
}

/// Every trade, in the tree's order.
pub fn trades(filters: &JobFilters) -> Vec<Trade<'_>> {
    filters
        .positions
        .iter()
        .filter_map(|position| {
            let plural = position.plural_name.as_deref()?;
            let family = filters
                .with_ancestors(position.id)
                .last()
                .and_then(|&id| filters.position(id))
                .map_or("", |family| family.name.as_str());
            Some(Trade {
                id: position.id,
                code: &position.code,
                name: &position.name,
                plural,
                family,
            })
        })
        .collect()
}

/// The trade whose code is `code` (positions' codes are their slugs).
pub fn trade<'a>(filters: &'a JobFilters, code: &str) -> Option<Trade<'a>> {
    trades(filters).into_iter().find(|trade| trade.code == code)
}

/// The trade of `position_id`, if it has a barometer.
pub fn trade_of(filters: &JobFilters, position_id: i64) -> Option<Trade<'_>> {
    trades(filters)
        .into_iter()
        .find(|trade| trade.id == position_id)
}

/// `/salaires/{trade}` or `/salaires/{trade}/{region}`.
pub fn path(trade: &Trade<'_>, region: Option<&Region>) -> String {
    match region {
        Some(region) => format!("/salaires/{}/{}", trade.code, region.slug()),
        None => format!("/salaires/{}", trade.code),
    }
}

/// « Salaires des ébénistes en Bretagne », « Salaires des ébénistes en France »: a page's
/// title and the offer page's link.
pub fn title(trade: &Trade<'_>, region: Option<&Region>) -> String {
    let place = region.map_or_else(|| "en France".to_owned(), Region::in_region);
    format!("Salaires des {} {place}", trade.plural)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_of_an_odd_and_an_even_count_and_the_quartiles() {
        let five = [
            (26_000, 30_000),
            (28_000, 33_000),
            (30_000, 36_000),
            (32_000, 40_000),
            (35_000, 42_000),
        ];
        // Middles 28 000, 30 500, 33 000, 36 000, 38 500.
        assert_eq!(
            figures(&five),
            Some(Figures {
                median_min: 30_000,
                median_max: 36_000,
                quartile_low: 30_500,
                quartile_high: 36_000,
            })
        );
        let four = [
            (20_000, 20_000),
            (30_000, 30_000),
            (40_000, 40_000),
            (50_000, 50_000),
        ];
        let figures = figures(&four).expect("figures");
        assert_eq!((figures.median_min, figures.median_max), (35_000, 35_000));
        // percentile_cont(0.25) of 20, 30, 40, 50 thousand: 27 500.
        assert_eq!(
            (figures.quartile_low, figures.quartile_high),
            (27_500, 42_500)
        );
        assert_eq!(super::figures(&[]), None);
    }

    #[test]
    fn a_cell_needs_five_ads_of_three_employers() {
        assert!(!enough(4, 4));
        assert!(!enough(9, 2));
        assert!(enough(5, 3));
    }

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
        assert_eq!(yearly_words(32_449), "32\u{a0}400\u{a0}€");
    }
}
