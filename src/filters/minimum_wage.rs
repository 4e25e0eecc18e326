//! The SMIC, reference data with its dates (table `minimum_wages`); what it binds is
//! `offers::pay`.

use chrono::NaiveDate;

/// The SMIC from one day on (table `minimum_wages`, reference data with its date).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinimumWage {
    pub valid_from: NaiveDate,
    pub hourly_cents: i32,
    pub monthly_cents: i32,
}

impl MinimumWage {
    /// The value in force on `day`: the latest that starts on or before it.
    pub fn in_force(wages: &[MinimumWage], day: NaiveDate) -> Option<&MinimumWage> {
        wages
            .iter()
            .filter(|w| w.valid_from <= day)
            .max_by_key(|w| w.valid_from)
    }
}
