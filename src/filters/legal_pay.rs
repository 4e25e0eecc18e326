//! The pay the law sets for training contracts, reference data with its dates (tables
//! `legal_pay_shares`, `internship_allowances`; a new value is a new row): what it binds and
//! how it reads is `offers::training`.

use chrono::NaiveDate;

/// A share of the SMIC for an age band and a year of a contract, from one day on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PayShare {
    pub valid_from: NaiveDate,
    /// The contract's code (`alternance`, `professionnalisation`).
    pub contract_code: String,
    pub age_from: i16,
    /// `None`: and older.
    pub age_to: Option<i16>,
    /// 1, 2, 3…; 0: every year of the contract.
    pub contract_year: i16,
    pub share_percent: i16,
}

/// The least allowance of an internship of more than two months, per hour, from one day on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InternshipAllowance {
    pub valid_from: NaiveDate,
    pub hourly_cents: i32,
}

impl PayShare {
    /// The shares of `contract_code` in force on `day`: those of the latest date on or before
    /// it (a new date replaces the whole grid of its contract).
    pub fn in_force<'a>(
        shares: &'a [PayShare],
        contract_code: &str,
        day: NaiveDate,
    ) -> Vec<&'a PayShare> {
        let latest = shares
            .iter()
            .filter(|s| s.contract_code == contract_code && s.valid_from <= day)
            .map(|s| s.valid_from)
            .max();
        let mut found: Vec<&PayShare> = shares
            .iter()
            .filter(|s| s.contract_code == contract_code && Some(s.valid_from) == latest)
            .collect();
        found.sort_by_key(|s| (s.age_from, s.contract_year));
        found
    }
}

impl InternshipAllowance {
    /// The value in force on `day`: the latest that starts on or before it.
    pub fn in_force(
        allowances: &[InternshipAllowance],
        day: NaiveDate,
    ) -> Option<&InternshipAllowance> {
        allowances
            .iter()
            .filter(|a| a.valid_from <= day)
            .max_by_key(|a| a.valid_from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share(valid_from: &str, age_from: i16, year: i16, percent: i16) -> PayShare {
        PayShare {
            valid_from: valid_from.parse().expect("a value"),
            contract_code: "alternance".into(),
            age_from,
            age_to: None,
            contract_year: year,
            share_percent: percent,
        }
    }

    #[test]
    fn a_new_date_replaces_the_whole_grid_of_its_contract() {
        let shares = [
            share("2019-01-01", 18, 1, 43),
            share("2019-01-01", 18, 2, 51),
            share("2027-01-01", 18, 1, 45),
        ];
        let day = |d: &str| d.parse::<NaiveDate>().expect("a value");
        let now = PayShare::in_force(&shares, "alternance", day("2026-12-07"));
        assert_eq!(
            now.iter().map(|s| s.share_percent).collect::<Vec<_>>(),
            [43, 51]
        );
        let then = PayShare::in_force(&shares, "alternance", day("2027-01-01"));
        assert_eq!(
            then.iter().map(|s| s.share_percent).collect::<Vec<_>>(),
            [45]
        );
        assert!(PayShare::in_force(&shares, "professionnalisation", day("2027-01-01")).is_empty());
    }
}
