//! What the pages, the offer form and the sitemap read of `salary_cells`.

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::Figures;
use crate::error::AppResult;

/// One cell: a contract's ads of a trade in a region (or all of France).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub contract_id: i64,
    pub ads: i32,
    /// `None` under `MIN_ADS` ads or `MIN_COMPANIES` employers: « données insuffisantes ».
    pub figures: Option<Figures>,
}

fn cell(
    contract_id: i64,
    ads: i32,
    median_min: Option<i32>,
    median_max: Option<i32>,
    quartile_low: Option<i32>,
    quartile_high: Option<i32>,
) -> Cell {
    let figures = match (median_min, median_max, quartile_low, quartile_high) {
        (Some(median_min), Some(median_max), Some(quartile_low), Some(quartile_high)) => {
            Some(Figures {
                median_min,
                median_max,
                quartile_low,
                quartile_high,
            })
        }
        _ => None,
    };
    Cell {
        contract_id,
        ads,
        figures,
    }
}

/// The cells of `position` in `region` (`None`: all of France), most ads first.
pub async fn cells(pool: &PgPool, position: i64, region: Option<i64>) -> AppResult<Vec<Cell>> {
    let rows = sqlx::query!(
        "SELECT job_contract_id, ads, median_min, median_max, quartile_low, quartile_high
         FROM salary_cells
         WHERE job_position_id = $1 AND region_id IS NOT DISTINCT FROM $2
         ORDER BY ads DESC, job_contract_id",
        position,
        region
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            cell(
                r.job_contract_id,
                r.ads,
                r.median_min,
                r.median_max,
                r.quartile_low,
                r.quartile_high,
            )
        })
        .collect())
}

/// The cell of `position`, `region` and `contract`, if it had ads.
pub async fn one(
    pool: &PgPool,
    position: i64,
    region: i64,
    contract: i64,
) -> AppResult<Option<Cell>> {
    let row = sqlx::query!(
        "SELECT job_contract_id, ads, median_min, median_max, quartile_low, quartile_high
         FROM salary_cells
         WHERE job_position_id = $1 AND region_id = $2 AND job_contract_id = $3",
        position,
        region,
        contract
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|r| {
        cell(
            r.job_contract_id,
            r.ads,
            r.median_min,
            r.median_max,
            r.quartile_low,
            r.quartile_high,
        )
    }))
}

/// A region (or a trade) summed over its contracts: its ads, and whether one of its cells
/// shows figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: i64,
    pub ads: i64,
    pub shown: bool,
}

/// The regions where `position` had ads.
pub async fn regions(pool: &PgPool, position: i64) -> AppResult<Vec<Summary>> {
    Ok(sqlx::query_as!(
        Summary,
        r#"SELECT region_id AS "id!", sum(ads)::bigint AS "ads!",
                  bool_or(median_min IS NOT NULL) AS "shown!"
           FROM salary_cells WHERE job_position_id = $1 AND region_id IS NOT NULL
           GROUP BY region_id ORDER BY 2 DESC, 1"#,
        position
    )
    .fetch_all(pool)
    .await?)
}

/// Every trade that had ads, over all of France.
pub async fn trades(pool: &PgPool) -> AppResult<Vec<Summary>> {
    Ok(sqlx::query_as!(
        Summary,
        r#"SELECT job_position_id AS "id!", sum(ads)::bigint AS "ads!",
                  bool_or(median_min IS NOT NULL) AS "shown!"
           FROM salary_cells WHERE region_id IS NULL
           GROUP BY job_position_id ORDER BY 1"#
    )
    .fetch_all(pool)
    .await?)
}

/// The pages with a figure, `(trade, region)` (`None`: the trade's page): the sitemap's.
pub async fn pages_shown(pool: &crate::db::ReadPool) -> AppResult<Vec<(i64, Option<i64>)>> {
    let rows = sqlx::query!(
        "SELECT DISTINCT job_position_id, region_id FROM salary_cells
         WHERE median_min IS NOT NULL ORDER BY 1, 2 NULLS FIRST"
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.job_position_id, r.region_id))
        .collect())
}

/// When the barometer was last computed (none before its first run).
pub async fn computed_at(pool: &PgPool) -> AppResult<Option<DateTime<Utc>>> {
    Ok(
        sqlx::query_scalar!("SELECT max(computed_at) FROM salary_cells")
            .fetch_one(pool)
            .await?,
    )
}
