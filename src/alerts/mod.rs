//! Job alerts (issue 16): a candidate's saved searches, mailed when new offers match them.
//!
//! - `criteria`: what an alert looks for, its key (one alert per search) and its sentence;
//! - here: storing, listing, changing and deleting a candidate's alerts (owner only);
//! - `matching`: the (alert, offer) pairs of new offers, through the index crate's matcher;
//! - `mailing`: the mails of the 1d and 7d jobs, claims and mails in one transaction;
//! - `unsubscribe`: the signed one-click unsubscribe link (RFC 8058);
//! - `inbound`: the same by mail (`List-Unsubscribe: <mailto:…>`, `ensemblier mail inbound`).
//!
//! Decisions are in docs/alerts.md.

use chrono::{DateTime, Utc};
use sqlx::{PgPool, Postgres, Transaction};

use crate::{
    accounts::Viewer,
    error::{AppError, AppResult, ErrorCode},
};

pub mod criteria;
pub mod inbound;
pub mod mailing;
pub mod matching;
pub mod unsubscribe;

pub use criteria::Criteria;

/// More alerts than that and a candidate is asked to remove some.
pub const MAX_ALERTS: i64 = 20;

/// How often an alert mails: `1d` as soon as a new offer appears, `7d` once a week.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Recurrence {
    Daily,
    Weekly,
}

impl Recurrence {
    pub fn parse(value: &str) -> AppResult<Self> {
        match value {
            "1d" => Ok(Self::Daily),
            "7d" => Ok(Self::Weekly),
            _ => Err(AppError::invalid(
                ErrorCode::InvalidRecurrence,
                "La fréquence d'une alerte est 1d (dès qu'une offre paraît) ou 7d (une fois par semaine).",
            )),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Daily => "1d",
            Self::Weekly => "7d",
        }
    }
}

/// An alert as stored, its criteria read back.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct AlertRow {
    pub id: i64,
    pub candidate_id: i64,
    pub enabled: bool,
    pub recurrence: String,
    pub terms: String,
    pub created_at: DateTime<Utc>,
    pub regions: Vec<i64>,
    pub departments: Vec<i64>,
    pub cities: Vec<i64>,
    pub districts: Vec<i64>,
    pub contracts: Vec<i64>,
    pub types: Vec<i64>,
    pub salaries: Vec<i64>,
    pub positions: Vec<i64>,
}

impl AlertRow {
    pub fn criteria(&self) -> Criteria {
        Criteria {
            terms: self.terms.clone(),
            regions: self.regions.clone(),
            departments: self.departments.clone(),
            cities: self.cities.clone(),
            districts: self.districts.clone(),
            contracts: self.contracts.clone(),
            types: self.types.clone(),
            salaries: self.salaries.clone(),
            positions: self.positions.clone(),
        }
    }
}

/// The columns of an [`AlertRow`] (`a` is the alert). The criteria are read from the arrays
/// the alert's row holds (written with it by [`create`]; the link tables keep the foreign
/// keys): one table, no join, whether for one alert or the jobs' 100,000.
pub(crate) const SELECT: &str = concat!("SELECT ", alert_columns!(), " FROM job_offer_alerts a");

/// The columns of an [`AlertRow`], without `SELECT` and `FROM`.
pub(crate) const COLUMNS: &str = alert_columns!();

macro_rules! alert_columns {
    () => {
        "a.id, a.candidate_id, a.enabled, a.recurrence, a.terms, a.created_at,
  a.regions, a.departments, a.cities, a.districts, a.contracts, a.types, a.salaries, a.positions"
    };
}
use alert_columns;

/// Every enabled alert of `recurrence`, for the jobs, by id.
pub(crate) async fn enabled_of(
    conn: &mut sqlx::PgConnection,
    recurrence: Recurrence,
) -> AppResult<Vec<AlertRow>> {
    Ok(sqlx::query_as(&format!(
        "{SELECT} WHERE a.enabled AND a.recurrence = $1 ORDER BY a.id"
    ))
    .bind(recurrence.as_str())
    .fetch_all(conn)
    .await?)
}

/// Each locality's city (`None` for a commune) among `ids`: what [`Criteria::check`] needs.
pub async fn localities(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<(i64, Option<i64>)>> {
    Ok(
        sqlx::query_as("SELECT id, city_id FROM localities WHERE id = ANY($1)")
            .bind(ids)
            .fetch_all(pool)
            .await?,
    )
}

/// `Lyon (69)`, `Lyon 3e Arrondissement (69)`: each locality's label by id.
pub async fn locality_labels(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<(i64, String)>> {
    Ok(sqlx::query_as(
        "SELECT l.id, l.name || ' (' || d.code || ')' FROM localities l
         JOIN departments d ON d.id = l.department_id WHERE l.id = ANY($1)",
    )
    .bind(ids)
    .fetch_all(pool)
    .await?)
}

async fn by_id(tx: &mut Transaction<'_, Postgres>, id: i64) -> AppResult<AlertRow> {
    Ok(sqlx::query_as(&format!("{SELECT} WHERE a.id = $1"))
        .bind(id)
        .fetch_one(&mut **tx)
        .await?)
}

/// Saves `criteria` (already checked) as an enabled `1d` alert of the candidate. The same
/// search saved again is the same alert, enabled again.
pub async fn create(pool: &PgPool, viewer: &Viewer, criteria: &Criteria) -> AppResult<AlertRow> {
    let candidate_id = viewer.candidate()?;
    let mut tx = pool.begin().await?;
    // Serialises a candidate's additions so the cap holds under concurrent clicks.
    sqlx::query("SELECT 1 FROM candidates WHERE id = $1 FOR UPDATE")
        .bind(candidate_id)
        .execute(&mut *tx)
        .await?;
    let key = criteria.key();
    let existing: Option<i64> = sqlx::query_scalar(
        "UPDATE job_offer_alerts SET enabled = true
         WHERE candidate_id = $1 AND search_key = $2 RETURNING id",
    )
    .bind(candidate_id)
    .bind(&key)
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(id) = existing {
        let alert = by_id(&mut tx, id).await?;
        tx.commit().await?;
        return Ok(alert);
    }
    let count: i64 =
        sqlx::query_scalar("SELECT count(*) FROM job_offer_alerts WHERE candidate_id = $1")
            .bind(candidate_id)
            .fetch_one(&mut *tx)
            .await?;
    if count >= MAX_ALERTS {
        return Err(AppError::invalid(
            ErrorCode::TooManyAlerts,
            format!("Vous avez atteint le nombre maximal d'alertes ({MAX_ALERTS}). Supprimez-en une avant d'en créer une autre."),
        ));
    }
    // The criteria on the row (what every read uses) and in the link tables (their keys).
    let sorted = |ids: &[i64]| {
        let mut ids = ids.to_vec();
        ids.sort_unstable();
        ids.dedup();
        ids
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO job_offer_alerts (candidate_id, terms, search_key, regions, departments,
                                       cities, districts, contracts, types, salaries, positions)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING id",
    )
    .bind(candidate_id)
    .bind(&criteria.terms)
    .bind(&key)
    .bind(sorted(&criteria.regions))
    .bind(sorted(&criteria.departments))
    .bind(sorted(&criteria.cities))
    .bind(sorted(&criteria.districts))
    .bind(sorted(&criteria.contracts))
    .bind(sorted(&criteria.types))
    .bind(sorted(&criteria.salaries))
    .bind(sorted(&criteria.positions))
    .fetch_one(&mut *tx)
    .await?;
    let localities: Vec<i64> = criteria
        .cities
        .iter()
        .chain(&criteria.districts)
        .copied()
        .collect();
    for (table, column, ids) in [
        ("job_offer_alert_regions", "region_id", &criteria.regions),
        (
            "job_offer_alert_departments",
            "department_id",
            &criteria.departments,
        ),
        ("job_offer_alert_localities", "locality_id", &localities),
        (
            "job_offer_alert_job_contracts",
            "job_contract_id",
            &criteria.contracts,
        ),
        ("job_offer_alert_job_types", "job_type_id", &criteria.types),
        (
            "job_offer_alert_job_salaries",
            "job_salary_id",
            &criteria.salaries,
        ),
        (
            "job_offer_alert_job_positions",
            "job_position_id",
            &criteria.positions,
        ),
    ] {
        if ids.is_empty() {
            continue;
        }
        sqlx::query(&format!(
            "INSERT INTO {table} (alert_id, {column}) SELECT $1, unnest($2::bigint[])"
        ))
        .bind(id)
        .bind(ids)
        .execute(&mut *tx)
        .await?;
    }
    let alert = by_id(&mut tx, id).await?;
    tx.commit().await?;
    Ok(alert)
}

/// Enables or disables one of the candidate's alerts and sets its recurrence; anyone else's
/// id is `NotFound`.
pub async fn update(
    pool: &PgPool,
    viewer: &Viewer,
    id: i64,
    enabled: bool,
    recurrence: Recurrence,
) -> AppResult<AlertRow> {
    let candidate_id = viewer.candidate()?;
    let mut tx = pool.begin().await?;
    let updated = sqlx::query(
        "UPDATE job_offer_alerts SET enabled = $3, recurrence = $4
         WHERE id = $1 AND candidate_id = $2",
    )
    .bind(id)
    .bind(candidate_id)
    .bind(enabled)
    .bind(recurrence.as_str())
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() == 0 {
        return Err(AppError::NotFound);
    }
    let alert = by_id(&mut tx, id).await?;
    tx.commit().await?;
    Ok(alert)
}

/// Deletes one of the candidate's alerts; anyone else's id is `NotFound`.
pub async fn delete(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let deleted = sqlx::query("DELETE FROM job_offer_alerts WHERE id = $1 AND candidate_id = $2")
        .bind(id)
        .bind(candidate_id)
        .execute(pool)
        .await?;
    if deleted.rows_affected() == 0 {
        return Err(AppError::NotFound);
    }
    Ok(())
}

/// The alerts of these ids (any candidate's: for the unsubscribe page, which names them).
pub async fn by_ids(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<AlertRow>> {
    Ok(
        sqlx::query_as(&format!("{SELECT} WHERE a.id = ANY($1) ORDER BY a.id"))
            .bind(ids)
            .fetch_all(pool)
            .await?,
    )
}

/// The candidate's alerts, newest first (at most [`MAX_ALERTS`]).
pub async fn list(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<AlertRow>> {
    let candidate_id = viewer.candidate()?;
    Ok(sqlx::query_as(&format!(
        "{SELECT} WHERE a.candidate_id = $1 ORDER BY a.id DESC"
    ))
    .bind(candidate_id)
    .fetch_all(pool)
    .await?)
}
