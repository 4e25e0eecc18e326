//! What a candidate looks for (issue 56, item 1), set once in the career space: her trades,
//! towns and a radius, the contracts she wants, a gross pay floor (per hour, month or year),
//! when she can start, and whether she wants « Offres pour vous » and their weekly mail. Every
//! part is optional; each is bounded here and by the table's `CHECK`s.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgPool;

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    filters::JobFilters,
    offers::pay::PayPeriod,
};

/// At most this many trades, towns, contracts (the `CHECK`s of `candidate_preferences`).
pub const MAX_TRADES: usize = 10;
pub const MAX_PLACES: usize = 5;
pub const MAX_CONTRACTS: usize = 10;
/// The radius around her towns, in km.
pub const MIN_RADIUS_KM: i32 = 5;
pub const MAX_RADIUS_KM: i32 = 200;
pub const DEFAULT_RADIUS_KM: i32 = 30;

/// A gross pay floor as she typed it: an amount of a period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PayFloor {
    pub cents: i32,
    pub period: PayPeriod,
}

impl PayFloor {
    /// Over a year, in whole euros: the rule an offer's range is annualised by
    /// (`PayRange::annual_max_euros`: 1,820 hours, 12 months).
    pub fn annual_euros(&self) -> i64 {
        i64::from(self.cents) * self.period.per_year() / 100
    }
}

/// A candidate's preferences; the defaults are « nothing chosen », recommendations on.
#[derive(Clone, Debug, PartialEq)]
pub struct Preferences {
    pub position_ids: Vec<i64>,
    pub locality_ids: Vec<i64>,
    pub radius_km: i32,
    pub contract_ids: Vec<i64>,
    pub pay_floor: Option<PayFloor>,
    pub available_from: Option<NaiveDate>,
    pub recommendations_enabled: bool,
    pub weekly_mail: bool,
    pub updated_at: Option<DateTime<Utc>>,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            position_ids: Vec::new(),
            locality_ids: Vec::new(),
            radius_km: DEFAULT_RADIUS_KM,
            contract_ids: Vec::new(),
            pay_floor: None,
            available_from: None,
            recommendations_enabled: true,
            weekly_mail: false,
            updated_at: None,
        }
    }
}

/// The preferences as sent, before their checks (amount in euros, as typed).
#[derive(Clone, Debug, Default)]
pub struct PreferencesInput {
    pub position_ids: Vec<i64>,
    pub locality_ids: Vec<i64>,
    pub radius_km: Option<i32>,
    pub contract_ids: Vec<i64>,
    pub pay_floor_euros: Option<f64>,
    pub pay_floor_period: Option<PayPeriod>,
    pub available_from: Option<NaiveDate>,
    pub recommendations_enabled: bool,
    pub weekly_mail: bool,
}

fn refused(message: impl Into<String>) -> AppError {
    AppError::invalid(ErrorCode::InvalidPreferences, message)
}

fn distinct(mut ids: Vec<i64>) -> Vec<i64> {
    let mut seen = std::collections::HashSet::new();
    ids.retain(|id| seen.insert(*id));
    ids
}

impl PreferencesInput {
    /// The preferences if every part is within its bounds and names a known trade, town and
    /// contract. The towns are checked by the caller's database.
    pub fn check(self, filters: &JobFilters) -> AppResult<Preferences> {
        let position_ids = distinct(self.position_ids);
        let locality_ids = distinct(self.locality_ids);
        let contract_ids = distinct(self.contract_ids);
        if position_ids.len() > MAX_TRADES {
            return Err(refused(format!("Choisissez au plus {MAX_TRADES} métiers.")));
        }
        if locality_ids.len() > MAX_PLACES {
            return Err(refused(format!("Choisissez au plus {MAX_PLACES} villes.")));
        }
        if contract_ids.len() > MAX_CONTRACTS {
            return Err(refused(format!(
                "Choisissez au plus {MAX_CONTRACTS} contrats."
            )));
        }
        if position_ids
            .iter()
            .any(|&id| filters.position(id).is_none())
        {
            return Err(refused("Ce métier n'existe pas."));
        }
        if contract_ids
            .iter()
            .any(|&id| filters.contract(id).is_none())
        {
            return Err(refused("Ce contrat n'existe pas."));
        }
        let radius_km = self.radius_km.unwrap_or(DEFAULT_RADIUS_KM);
        if !(MIN_RADIUS_KM..=MAX_RADIUS_KM).contains(&radius_km) {
            return Err(refused(format!(
                "Le rayon va de {MIN_RADIUS_KM} à {MAX_RADIUS_KM} km."
            )));
        }
        let pay_floor = match (self.pay_floor_euros, self.pay_floor_period) {
            (None, _) => None,
            (Some(_), None) => {
                return Err(refused(
                    "Indiquez si votre salaire plancher est de l'heure, du mois ou de l'année.",
                ))
            }
            (Some(euros), Some(period)) => {
                let cents = (euros * 100.0).round();
                if !cents.is_finite() || cents < 1.0 || cents > period.max_cents() as f64 {
                    return Err(refused(format!(
                        "Le salaire plancher va de 0,01 € à {} € brut {}.",
                        period.max_cents() / 100,
                        match period {
                            PayPeriod::Hour => "de l'heure",
                            PayPeriod::Month => "du mois",
                            PayPeriod::Year => "de l'année",
                        }
                    )));
                }
                Some(PayFloor {
                    cents: cents as i32,
                    period,
                })
            }
        };
        // The column's `CHECK`: 2000-01-01 to 2100-12-31.
        if self
            .available_from
            .is_some_and(|day| !(2000..=2100).contains(&chrono::Datelike::year(&day)))
        {
            return Err(refused("Cette date de disponibilité n'est pas valable."));
        }
        Ok(Preferences {
            position_ids,
            locality_ids,
            radius_km,
            contract_ids,
            pay_floor,
            available_from: self.available_from,
            recommendations_enabled: self.recommendations_enabled,
            weekly_mail: self.weekly_mail,
            updated_at: None,
        })
    }
}

/// The preferences of a candidate (the defaults when she set none).
pub async fn of_candidate(pool: &PgPool, candidate_id: i64) -> AppResult<Preferences> {
    let row = sqlx::query!(
        "SELECT position_ids, locality_ids, radius_km, contract_ids, pay_floor_cents,
                pay_floor_period, available_from, recommendations_enabled, weekly_mail, updated_at
         FROM candidate_preferences WHERE candidate_id = $1",
        candidate_id
    )
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        None => Preferences::default(),
        Some(row) => Preferences {
            position_ids: row.position_ids,
            locality_ids: row.locality_ids,
            radius_km: row.radius_km,
            contract_ids: row.contract_ids,
            pay_floor: row
                .pay_floor_cents
                .zip(row.pay_floor_period.as_deref().and_then(PayPeriod::parse))
                .map(|(cents, period)| PayFloor { cents, period }),
            available_from: row.available_from,
            recommendations_enabled: row.recommendations_enabled,
            weekly_mail: row.weekly_mail,
            updated_at: Some(row.updated_at),
        },
    })
}

/// Her towns' names, in her order.
pub async fn towns(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<(i64, String)>> {
    let mut rows: Vec<(i64, String)> =
        sqlx::query!("SELECT id, name FROM localities WHERE id = ANY($1)", ids)
            .fetch_all(pool)
            .await?
            .into_iter()
            .map(|row| (row.id, row.name))
            .collect();
    rows.sort_by_key(|(id, _)| ids.iter().position(|i| i == id));
    Ok(rows)
}

/// The signed-in candidate's preferences.
pub async fn mine(pool: &PgPool, viewer: &Viewer) -> AppResult<Preferences> {
    of_candidate(pool, viewer.candidate()?).await
}

/// Replaces the signed-in candidate's preferences with `input`, once checked.
pub async fn save(
    pool: &PgPool,
    viewer: &Viewer,
    filters: &JobFilters,
    input: PreferencesInput,
) -> AppResult<Preferences> {
    let candidate_id = viewer.candidate()?;
    let preferences = input.check(filters)?;
    let known: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM localities WHERE id = ANY($1)"#,
        &preferences.locality_ids
    )
    .fetch_one(pool)
    .await?;
    if known != preferences.locality_ids.len() as i64 {
        return Err(refused("Cette ville n'existe pas."));
    }
    sqlx::query!(
        "INSERT INTO candidate_preferences (candidate_id, position_ids, locality_ids, radius_km,
             contract_ids, pay_floor_cents, pay_floor_period, available_from,
             recommendations_enabled, weekly_mail, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
         ON CONFLICT (candidate_id) DO UPDATE SET position_ids = $2, locality_ids = $3,
             radius_km = $4, contract_ids = $5, pay_floor_cents = $6, pay_floor_period = $7,
             available_from = $8, recommendations_enabled = $9, weekly_mail = $10,
             updated_at = now()",
        candidate_id,
        &preferences.position_ids,
        &preferences.locality_ids,
        preferences.radius_km,
        &preferences.contract_ids,
        preferences.pay_floor.map(|floor| floor.cents),
        preferences.pay_floor.map(|floor| floor.period.code()),
        preferences.available_from,
        preferences.recommendations_enabled,
        preferences.weekly_mail,
    )
    .execute(pool)
    .await?;
    of_candidate(pool, candidate_id).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_floor_is_annualised_by_the_ranges_rule() {
        let monthly = PayFloor {
            cents: 250_000,
            period: PayPeriod::Month,
        };
        assert_eq!(monthly.annual_euros(), 30_000);
        let hourly = PayFloor {
            cents: 1_500,
            period: PayPeriod::Hour,
        };
        assert_eq!(hourly.annual_euros(), 27_300);
    }
}
