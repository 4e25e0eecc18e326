//! The nightly computation (task `salary-barometer`): every ad that counts, read once, its
//! range annualised by `offers::pay`, gathered by trade, region (and all of France) and
//! contract, then `salary_cells` replaced whole in one transaction. Rerunning it on the same
//! ads writes the same rows; a reader sees the old table or the new one, never half of each.

use std::collections::BTreeMap;

use sqlx::PgPool;

use super::{enough, figures, Figures, RECENT_DAYS};
use crate::{error::AppResult, offers::pay::PayRange};

/// A cell's key: trade, region (`None`: all of France), contract.
type Key = (i64, Option<i64>, i64);

/// What a cell gathers: each ad's yearly range and its employer.
#[derive(Default)]
struct Gathered {
    ranges: Vec<(i64, i64)>,
    companies: Vec<i64>,
}

/// Serialises the replacements (a transaction-level lock, apart from the task's session lock):
/// two runs at once (the task, the demo seed) would each delete what it saw, and the second
/// one's insert would meet the first one's rows.
const REPLACING: i64 = 0x7361_6c61_7269;

/// Recomputes the barometer; returns how many cells it wrote.
pub async fn compute(pool: &PgPool) -> AppResult<u64> {
    // The ads that count: published at some point (an ad period that started; not a held
    // ad, which never was public, nor a deleted or removed one), live or ended less than
    // `RECENT_DAYS` ago, of a company not suspended, with a range, of a trade (a job with a
    // plural name). Each offer counts once, with its current range.
    let rows = sqlx::query!(
        r#"SELECT o.job_position_id, d.region_id, o.job_contract_id, lc.company_id,
                  o.pay_min_cents, o.pay_max_cents, o.pay_period
           FROM job_offers o
           JOIN job_offer_ads ad ON ad.job_offer_id = o.id
           JOIN job_positions p ON p.id = o.job_position_id
           JOIN localized_companies lc ON lc.id = o.localized_company_id
           JOIN companies c ON c.id = lc.company_id
           JOIN addresses a ON a.id = lc.address_id
           JOIN localities l ON l.id = a.locality_id
           JOIN departments d ON d.id = l.department_id
           WHERE o.status IN (2, 0, -1) AND ad.starts_at <= now()
             AND ad.ends_at > now() - make_interval(days => $1)
             AND c.suspended_at IS NULL AND o.pay_min_cents IS NOT NULL
             AND p.plural_name IS NOT NULL"#,
        RECENT_DAYS
    )
    .fetch_all(pool)
    .await?;
    let mut cells: BTreeMap<Key, Gathered> = BTreeMap::new();
    for row in rows {
        let Some(range) = PayRange::from_columns(
            row.pay_min_cents,
            row.pay_max_cents,
            row.pay_period.as_deref(),
            String::new(),
            String::new(),
        ) else {
            continue;
        };
        let yearly = (range.annual_min_euros(), range.annual_max_euros());
        for region in [Some(row.region_id), None] {
            let cell = cells
                .entry((row.job_position_id, region, row.job_contract_id))
                .or_default();
            cell.ranges.push(yearly);
            cell.companies.push(row.company_id);
        }
    }

    let mut columns = Columns::default();
    for ((position, region, contract), mut gathered) in cells {
        let ads = i32::try_from(gathered.ranges.len()).unwrap_or(i32::MAX);
        gathered.companies.sort_unstable();
        gathered.companies.dedup();
        let companies = i32::try_from(gathered.companies.len()).unwrap_or(i32::MAX);
        let shown = enough(ads, companies)
            .then(|| figures(&gathered.ranges))
            .flatten();
        columns.push(position, region, contract, ads, companies, shown);
    }

    let mut tx = pool.begin().await?;
    sqlx::query!("SELECT pg_advisory_xact_lock($1)", REPLACING)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM salary_cells")
        .execute(&mut *tx)
        .await?;
    let written = sqlx::query!(
        "INSERT INTO salary_cells (job_position_id, region_id, job_contract_id, ads, companies,
             median_min, median_max, quartile_low, quartile_high, computed_at)
         SELECT position, region, contract, ads, companies, median_min, median_max,
                quartile_low, quartile_high, now()
         FROM UNNEST($1::bigint[], $2::bigint[], $3::bigint[], $4::int[], $5::int[],
                     $6::int[], $7::int[], $8::int[], $9::int[])
              AS t (position, region, contract, ads, companies, median_min, median_max,
                    quartile_low, quartile_high)",
        &columns.positions,
        &columns.regions as &[Option<i64>],
        &columns.contracts,
        &columns.ads,
        &columns.companies,
        &columns.median_min as &[Option<i32>],
        &columns.median_max as &[Option<i32>],
        &columns.quartile_low as &[Option<i32>],
        &columns.quartile_high as &[Option<i32>],
    )
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok(written)
}

/// The cells as the columns of one `INSERT … UNNEST`.
#[derive(Default)]
struct Columns {
    positions: Vec<i64>,
    regions: Vec<Option<i64>>,
    contracts: Vec<i64>,
    ads: Vec<i32>,
    companies: Vec<i32>,
    median_min: Vec<Option<i32>>,
    median_max: Vec<Option<i32>>,
    quartile_low: Vec<Option<i32>>,
    quartile_high: Vec<Option<i32>>,
}

impl Columns {
    fn push(
        &mut self,
        position: i64,
        region: Option<i64>,
        contract: i64,
        ads: i32,
        companies: i32,
        figures: Option<Figures>,
    ) {
        self.positions.push(position);
        self.regions.push(region);
        self.contracts.push(contract);
        self.ads.push(ads);
        self.companies.push(companies);
        self.median_min.push(figures.map(|f| f.median_min));
        self.median_max.push(figures.map(|f| f.median_max));
        self.quartile_low.push(figures.map(|f| f.quartile_low));
        self.quartile_high.push(figures.map(|f| f.quartile_high));
    }
}
