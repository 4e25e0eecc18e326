//! `ensemblier seed`: reference data (places, job filters, pricings), always and
//! idempotently; demo content only on an empty database.

use sqlx::PgPool;

use crate::{billing, filters, places, salaries};

mod demo;

pub struct SeedReport {
    pub demo_loaded: bool,
}

pub async fn seed(pool: &PgPool, with_demo: bool) -> anyhow::Result<SeedReport> {
    places::seed::seed_places(pool).await?;
    filters::seed::seed_job_filters(pool).await?;
    billing::seed::seed_pricings(pool).await?;
    let demo_loaded = with_demo && demo::seed_demo_if_empty(pool).await?;
    if demo_loaded {
        // The demo's ads fill the salary barometer at once, not at the first night.
        salaries::compute::compute(pool)
            .await
            .map_err(|error| anyhow::anyhow!("{error:?}"))?;
    }
    Ok(SeedReport { demo_loaded })
}
