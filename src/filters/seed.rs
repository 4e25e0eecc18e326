//! Loads `migrations/data/job_filters.json` (see docs/content.md). Idempotent: rows are
//! upserted on their code, and the file's order becomes the display order.

use serde::Deserialize;
use sqlx::{PgConnection, PgPool};

const JOB_FILTERS: &str = include_str!("../../migrations/data/job_filters.json");

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct FiltersFile {
    contracts: Vec<ContractRow>,
    diplomas: Vec<DiplomaRow>,
    types: Vec<TypeRow>,
    salaries: Vec<SalaryRow>,
    positions: Vec<PositionRow>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ContractRow {
    code: String,
    name: String,
    free_publication: bool,
    employment_type: String,
    /// The SMIC binds its offers' pay (`offers::pay`).
    minimum_wage: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DiplomaRow {
    code: String,
    name: String,
    rncp_level: i16,
}

#[derive(Deserialize)]
struct TypeRow {
    code: String,
    name: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SalaryRow {
    code: String,
    interval_label: String,
    min_annual: Option<i32>,
    max_annual: Option<i32>,
}

#[derive(Deserialize)]
struct PositionRow {
    code: String,
    name: String,
    /// A job's name in the plural, for its salary barometer (`salaries`).
    #[serde(default)]
    plural: Option<String>,
    #[serde(default)]
    children: Vec<PositionRow>,
}

pub async fn seed_job_filters(pool: &PgPool) -> anyhow::Result<()> {
    let file: FiltersFile = serde_json::from_str(JOB_FILTERS)?;
    let mut tx = pool.begin().await?;
    for (order, c) in (0..).zip(&file.contracts) {
        sqlx::query!(
            "INSERT INTO job_contracts (code, name, free_publication, employment_type, sort_order, minimum_wage)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name,
                 free_publication = EXCLUDED.free_publication,
                 employment_type = EXCLUDED.employment_type, sort_order = EXCLUDED.sort_order,
                 minimum_wage = EXCLUDED.minimum_wage",
            &c.code,
            &c.name,
            c.free_publication,
            &c.employment_type,
            order,
            c.minimum_wage
        )
        .execute(&mut *tx)
        .await?;
    }
    for (order, d) in (0..).zip(&file.diplomas) {
        sqlx::query!(
            "INSERT INTO diplomas (code, name, rncp_level, sort_order) VALUES ($1, $2, $3, $4)
             ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name,
                 rncp_level = EXCLUDED.rncp_level, sort_order = EXCLUDED.sort_order",
            &d.code,
            &d.name,
            d.rncp_level,
            order
        )
        .execute(&mut *tx)
        .await?;
    }
    for (order, t) in (0..).zip(&file.types) {
        sqlx::query!(
            "INSERT INTO job_types (code, name, sort_order) VALUES ($1, $2, $3)
             ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, sort_order = EXCLUDED.sort_order",
            &t.code,
            &t.name,
            order
        )
        .execute(&mut *tx)
        .await?;
    }
    for (order, s) in (0..).zip(&file.salaries) {
        sqlx::query!(
            "INSERT INTO job_salaries (code, interval_label, min_annual, max_annual, sort_order)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (code) DO UPDATE SET interval_label = EXCLUDED.interval_label,
                 min_annual = EXCLUDED.min_annual, max_annual = EXCLUDED.max_annual,
                 sort_order = EXCLUDED.sort_order",
            &s.code,
            &s.interval_label,
            s.min_annual,
            s.max_annual,
            order
        )
        .execute(&mut *tx)
        .await?;
    }
    let mut order = 0;
    for family in &file.positions {
        upsert_position(&mut tx, family, None, 1, &mut order).await?;
    }
    tx.commit().await?;
    Ok(())
}

async fn upsert_position(
    tx: &mut PgConnection,
    position: &PositionRow,
    parent_id: Option<i64>,
    depth: i16,
    order: &mut i32,
) -> anyhow::Result<()> {
    anyhow::ensure!(
        depth <= 3,
        "job position {} is deeper than three levels",
        position.code
    );
    *order += 1;
    let id: i64 = sqlx::query_scalar!(
        "INSERT INTO job_positions (code, name, parent_id, depth, sort_order, plural_name)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, parent_id = EXCLUDED.parent_id,
             depth = EXCLUDED.depth, sort_order = EXCLUDED.sort_order,
             plural_name = EXCLUDED.plural_name
         RETURNING id",
        &position.code,
        &position.name,
        parent_id,
        depth,
        *order,
        position.plural.as_deref()
    )
    .fetch_one(&mut *tx)
    .await?;
    for child in &position.children {
        Box::pin(upsert_position(tx, child, Some(id), depth + 1, order)).await?;
    }
    Ok(())
}
