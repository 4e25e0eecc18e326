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
    access::Viewer,
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
    pub min_pay: Option<i32>,
    /// « Trier par » of the search it was saved from (`search::sort`'s names).
    pub sort: String,
    /// « Dans un rayon de … » around its one town, km (0: the town only).
    pub radius_km: i32,
    /// « Savoir-faire labellisé ».
    pub labelled: bool,
    /// « Diplôme préparé » (issue 55).
    pub diplomas: Vec<i64>,
    /// « Début », by its name (`search::start`).
    pub start: Option<String>,
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
            min_pay: self.min_pay,
            sort: crate::search::sort::named(&self.sort),
            radius_km: u32::try_from(self.radius_km).unwrap_or_default(),
            labelled: self.labelled,
            diplomas: self.diplomas.clone(),
            start: self
                .start
                .as_deref()
                .and_then(crate::search::start::Start::named),
        }
    }
}

/// `sqlx::query_as!` reading [`AlertRow`]s: `SELECT` its columns `FROM job_offer_alerts a`,
/// then the rest of the statement (`$rest`, a literal) and its arguments. The criteria are
/// read from the arrays the alert's row holds (written with it by [`create`]; the link tables
/// keep the foreign keys): one table, no join, whether for one alert or the jobs' 100,000.
macro_rules! select_alerts {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            $crate::alerts::AlertRow,
            "SELECT a.id, a.candidate_id, a.enabled, a.recurrence, a.terms, a.created_at,
               a.regions, a.departments, a.cities, a.districts, a.contracts, a.types,
               a.salaries, a.positions, a.min_pay, a.sort, a.radius_km,
               a.labelled, a.diplomas, a.start
             FROM job_offer_alerts a " + $rest
            $(, $arg)*
        )
    };
}

/// Every enabled alert of `recurrence`, for the jobs, by id.
pub(crate) async fn enabled_of(
    conn: &mut sqlx::PgConnection,
    recurrence: Recurrence,
) -> AppResult<Vec<AlertRow>> {
    Ok(select_alerts!(
        "WHERE a.enabled AND a.recurrence = $1 ORDER BY a.id",
        recurrence.as_str()
    )
    .fetch_all(conn)
    .await?)
}

/// Each locality's city (`None` for a commune) among `ids`: what [`Criteria::check`] needs.
pub async fn localities(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<(i64, Option<i64>)>> {
    let rows = sqlx::query!("SELECT id, city_id FROM localities WHERE id = ANY($1)", ids)
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(|row| (row.id, row.city_id)).collect())
}

/// `Lyon (69)`, `Lyon 3e Arrondissement (69)`: each locality's label by id.
pub async fn locality_labels(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<(i64, String)>> {
    let rows = sqlx::query!(
        r#"SELECT l.id, l.name || ' (' || d.code || ')' AS "label!" FROM localities l
           JOIN departments d ON d.id = l.department_id WHERE l.id = ANY($1)"#,
        ids
    )
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|row| (row.id, row.label)).collect())
}

async fn by_id(tx: &mut Transaction<'_, Postgres>, id: i64) -> AppResult<AlertRow> {
    Ok(select_alerts!("WHERE a.id = $1", id)
        .fetch_one(&mut **tx)
        .await?)
}

/// Saves `criteria` (already checked) as an enabled `1d` alert of the candidate. The same
/// search saved again is the same alert, enabled again, in the order it was saved in last.
pub async fn create(pool: &PgPool, viewer: &Viewer, criteria: &Criteria) -> AppResult<AlertRow> {
    let candidate_id = viewer.candidate()?;
    let mut tx = pool.begin().await?;
    // Serialises a candidate's additions so the cap holds under concurrent clicks.
    sqlx::query!(
        "SELECT 1 AS one FROM candidates WHERE id = $1 FOR UPDATE",
        candidate_id
    )
    .fetch_optional(&mut *tx)
    .await?;
    let key = criteria.key();
    let sort = crate::search::sort::name(criteria.sort);
    let existing: Option<i64> = sqlx::query_scalar!(
        "UPDATE job_offer_alerts SET enabled = true, sort = $3
         WHERE candidate_id = $1 AND search_key = $2 RETURNING id",
        candidate_id,
        &key,
        sort
    )
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(id) = existing {
        let alert = by_id(&mut tx, id).await?;
        tx.commit().await?;
        return Ok(alert);
    }
    let count: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM job_offer_alerts WHERE candidate_id = $1"#,
        candidate_id
    )
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
    let id: i64 = sqlx::query_scalar!(
        "INSERT INTO job_offer_alerts (candidate_id, terms, search_key, regions, departments,
                                       cities, districts, contracts, types, salaries, positions, min_pay,
                                       sort, radius_km, labelled, diplomas, start)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         RETURNING id",
        candidate_id,
        &criteria.terms,
        &key,
        &sorted(&criteria.regions),
        &sorted(&criteria.departments),
        &sorted(&criteria.cities),
        &sorted(&criteria.districts),
        &sorted(&criteria.contracts),
        &sorted(&criteria.types),
        &sorted(&criteria.salaries),
        &sorted(&criteria.positions),
        criteria.min_pay,
        sort,
        i32::try_from(criteria.radius_km).unwrap_or_default(),
        criteria.labelled,
        &sorted(&criteria.diplomas),
        criteria.start.map(crate::search::start::Start::name),
    )
    .fetch_one(&mut *tx)
    .await?;
    let localities: Vec<i64> = criteria
        .cities
        .iter()
        .chain(&criteria.districts)
        .copied()
        .collect();
    // One statement for the seven link tables (an empty list inserts nothing).
    sqlx::query!(
        "WITH regions AS (
           INSERT INTO job_offer_alert_regions (alert_id, region_id) SELECT $1, unnest($2::bigint[])
         ), departments AS (
           INSERT INTO job_offer_alert_departments (alert_id, department_id)
           SELECT $1, unnest($3::bigint[])
         ), localities AS (
           INSERT INTO job_offer_alert_localities (alert_id, locality_id)
           SELECT $1, unnest($4::bigint[])
         ), contracts AS (
           INSERT INTO job_offer_alert_job_contracts (alert_id, job_contract_id)
           SELECT $1, unnest($5::bigint[])
         ), types AS (
           INSERT INTO job_offer_alert_job_types (alert_id, job_type_id)
           SELECT $1, unnest($6::bigint[])
         ), salaries AS (
           INSERT INTO job_offer_alert_job_salaries (alert_id, job_salary_id)
           SELECT $1, unnest($7::bigint[])
         )
         INSERT INTO job_offer_alert_job_positions (alert_id, job_position_id)
         SELECT $1, unnest($8::bigint[])",
        id,
        &criteria.regions,
        &criteria.departments,
        &localities,
        &criteria.contracts,
        &criteria.types,
        &criteria.salaries,
        &criteria.positions,
    )
    .execute(&mut *tx)
    .await?;
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
    let updated = sqlx::query!(
        "UPDATE job_offer_alerts SET enabled = $3, recurrence = $4
         WHERE id = $1 AND candidate_id = $2",
        id,
        candidate_id,
        enabled,
        recurrence.as_str()
    )
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
    let deleted = sqlx::query!(
        "DELETE FROM job_offer_alerts WHERE id = $1 AND candidate_id = $2",
        id,
        candidate_id
    )
    .execute(pool)
    .await?;
    if deleted.rows_affected() == 0 {
        return Err(AppError::NotFound);
    }
    Ok(())
}

/// The alerts of these ids (any candidate's: for the unsubscribe page, which names them).
pub async fn by_ids(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<AlertRow>> {
    Ok(select_alerts!("WHERE a.id = ANY($1) ORDER BY a.id", ids)
        .fetch_all(pool)
        .await?)
}

/// The candidate's alerts, newest first (at most [`MAX_ALERTS`]).
pub async fn list(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<AlertRow>> {
    let candidate_id = viewer.candidate()?;
    Ok(
        select_alerts!("WHERE a.candidate_id = $1 ORDER BY a.id DESC", candidate_id)
            .fetch_all(pool)
            .await?,
    )
}
