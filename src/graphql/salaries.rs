//! The salary barometer's pages (`/salaires`, `/salaires/{métier}`, `/salaires/{métier}/{région}`;
//! docs/salaries.md): public, read from `salary_cells`. The server writes their first screen
//! from these very queries.

use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject};
use sqlx::PgPool;

use crate::{
    error::AppResult,
    filters::{JobContract, JobFilters},
    offers::pay::PayPeriod,
    places::{Places, Region},
    salaries::{self, read, Figures, Trade},
    text::{Slug, Text},
};

/// A cell's figures in gross euros a year, rounded to 100 €.
#[derive(SimpleObject)]
pub struct SalaryFigures {
    /// The median of the ads' minimums.
    median_min: i32,
    /// The median of the ads' maximums.
    median_max: i32,
    /// The first quartile of the ranges' middles (a quarter of the ads pay less).
    quartile_low: i32,
    /// The third quartile of the ranges' middles (a quarter of the ads pay more).
    quartile_high: i32,
}

/// Yearly euros rounded to 100 €.
fn hundreds(euros: i32) -> i32 {
    i32::try_from(salaries::in_period(euros, PayPeriod::Year) / 100).unwrap_or(i32::MAX)
}

impl From<Figures> for SalaryFigures {
    fn from(figures: Figures) -> Self {
        Self {
            median_min: hundreds(figures.median_min),
            median_max: hundreds(figures.median_max),
            quartile_low: hundreds(figures.quartile_low),
            quartile_high: hundreds(figures.quartile_high),
        }
    }
}

/// One contract's ads of a trade in a region (or all of France).
#[derive(SimpleObject)]
pub struct SalaryCell {
    contract: JobContract,
    /// How many ads it counts.
    ads: i32,
    /// Null under 5 ads or 3 employers: « données insuffisantes ».
    figures: Option<SalaryFigures>,
}

/// A region on a trade's page.
#[derive(SimpleObject)]
pub struct SalaryRegion {
    slug: String,
    name: String,
    /// Its page, `/salaires/{métier}/{région}`.
    path: String,
    /// Its ads, all contracts.
    ads: i32,
    /// Whether one of its contracts shows figures.
    shown: bool,
}

/// A trade of the barometer.
#[derive(SimpleObject)]
pub struct SalaryTrade {
    /// Its slug (the position's code).
    code: String,
    name: String,
    /// « ébénistes ».
    plural_name: String,
    /// Its family (« Métiers d'art »).
    family: String,
    /// Its page, `/salaires/{métier}`.
    path: String,
    /// Its ads over all of France, all contracts.
    ads: i32,
    /// Whether one of its contracts shows figures over all of France.
    shown: bool,
}

/// A barometer page: a trade over all of France, or in one region.
#[derive(SimpleObject)]
pub struct SalaryBarometer {
    /// « Salaires des ébénistes en Bretagne ».
    title: String,
    trade: SalaryTrade,
    /// The region's name; null on the trade's page.
    region_name: Option<String>,
    path: String,
    /// The day it was last computed, in French (« 3 décembre 2026 »); null before the first run.
    updated_on: Option<String>,
    /// The fewest ads a cell shows figures from (and employers: `minCompanies`).
    min_ads: i32,
    min_companies: i32,
    /// By contract, most ads first.
    cells: Vec<SalaryCell>,
    /// On the trade's page, the regions where it had ads (most first); empty on a region's.
    regions: Vec<SalaryRegion>,
}

fn ads(count: i64) -> i32 {
    i32::try_from(count).unwrap_or(i32::MAX)
}

fn trade_object(trade: &Trade<'_>, summary: Option<read::Summary>) -> SalaryTrade {
    SalaryTrade {
        code: trade.code.to_owned(),
        name: trade.name.to_owned(),
        plural_name: trade.plural.to_owned(),
        family: trade.family.to_owned(),
        path: salaries::path(trade, None),
        ads: summary.map_or(0, |s| ads(s.ads)),
        shown: summary.is_some_and(|s| s.shown),
    }
}

#[derive(Default)]
pub struct SalariesQuery;

#[Object]
impl SalariesQuery {
    /// The barometer of the trade `trade` (a position's code), over all of France or in the
    /// region `region` (its slug); null for an unknown trade or region.
    async fn salary_barometer(
        &self,
        ctx: &Context<'_>,
        trade: Text<Slug>,
        region: Option<Text<Slug>>,
    ) -> AppResult<Option<SalaryBarometer>> {
        let pool = ctx.data_unchecked::<PgPool>();
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        let places = ctx.data_unchecked::<Arc<Places>>();
        let Some(trade) = salaries::trade(filters, &trade) else {
            return Ok(None);
        };
        let region: Option<&Region> = match region.as_deref() {
            Some(slug) => match places.region_by_slug(slug) {
                Some(region) => Some(region),
                None => return Ok(None),
            },
            None => None,
        };
        let cells = read::cells(pool, trade.id, region.map(|r| r.id)).await?;
        let summary = read::trades(pool)
            .await?
            .into_iter()
            .find(|s| s.id == trade.id);
        let regions = match region {
            Some(_) => Vec::new(),
            None => read::regions(pool, trade.id)
                .await?
                .into_iter()
                .filter_map(|summary| {
                    let region = places.region(summary.id)?;
                    Some(SalaryRegion {
                        slug: region.slug(),
                        name: region.name.clone(),
                        path: salaries::path(&trade, Some(region)),
                        ads: ads(summary.ads),
                        shown: summary.shown,
                    })
                })
                .collect(),
        };
        let updated_on = read::computed_at(pool).await?.map(crate::french::date);
        Ok(Some(SalaryBarometer {
            title: salaries::title(&trade, region),
            region_name: region.map(|r| r.name.clone()),
            path: salaries::path(&trade, region),
            updated_on,
            min_ads: salaries::MIN_ADS,
            min_companies: salaries::MIN_COMPANIES,
            cells: cells
                .into_iter()
                .filter_map(|cell| {
                    Some(SalaryCell {
                        contract: filters.contract(cell.contract_id)?.clone(),
                        ads: cell.ads,
                        figures: cell.figures.map(SalaryFigures::from),
                    })
                })
                .collect(),
            regions,
            trade: trade_object(&trade, summary),
        }))
    }

    /// Every trade of the barometer, in the tree's order, with its ads over all of France.
    async fn salary_trades(&self, ctx: &Context<'_>) -> AppResult<Vec<SalaryTrade>> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        let summaries = read::trades(ctx.data_unchecked::<PgPool>()).await?;
        Ok(salaries::trades(filters)
            .iter()
            .map(|trade| {
                let summary = summaries.iter().find(|s| s.id == trade.id).copied();
                trade_object(trade, summary)
            })
            .collect())
    }
}
