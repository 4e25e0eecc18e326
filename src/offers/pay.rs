//! Pay in numbers (issue 36, docs/offers.md "Pay"): an offer's gross range per hour, month
//! or year, the rules it obeys (the 1.5× spread, the SMIC), the salary bracket derived from it,
//! and how it reads everywhere the server writes it (« 32–38 k€ brut/an », « 14 € brut/h »;
//! the UI writes it with `ui/src/lib/pay.ts`, both pinned by `fixtures/pay-ranges.json`).

use crate::filters::{JobContract, JobSalary, MinimumWage};

/// Hours a year of a full-time job (35 h × 52 weeks): an hourly wage times this is its year.
pub const HOURS_A_YEAR: i64 = 1_820;

/// The period an amount is paid for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, async_graphql::Enum)]
pub enum PayPeriod {
    Hour,
    Month,
    Year,
}

impl PayPeriod {
    /// The column's value.
    pub fn code(self) -> &'static str {
        match self {
            PayPeriod::Hour => "hour",
            PayPeriod::Month => "month",
            PayPeriod::Year => "year",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "hour" => Some(PayPeriod::Hour),
            "month" => Some(PayPeriod::Month),
            "year" => Some(PayPeriod::Year),
            _ => None,
        }
    }

    /// How many of this period make a year.
    pub fn per_year(self) -> i64 {
        match self {
            PayPeriod::Hour => HOURS_A_YEAR,
            PayPeriod::Month => 12,
            PayPeriod::Year => 1,
        }
    }

    /// The most a range of this period may say, in cents: past it an amount is a typo or a
    /// trick (issue 59: an hourly 1,000,000 € ranked first in « Salaire »). Equal to the
    /// `CHECK` `job_offers_pay_plausible` (migration `20261202200003`).
    pub fn max_cents(self) -> i64 {
        match self {
            PayPeriod::Hour => 30_000,
            PayPeriod::Month => 5_000_000,
            PayPeriod::Year => 60_000_000,
        }
    }

    /// schema.org's `unitText` (Google for Jobs: HOUR, DAY, WEEK, MONTH, YEAR).
    pub fn unit_text(self) -> &'static str {
        match self {
            PayPeriod::Hour => "HOUR",
            PayPeriod::Month => "MONTH",
            PayPeriod::Year => "YEAR",
        }
    }

    /// What follows the amounts: « brut/h », « brut/mois », « brut/an ».
    pub fn suffix(self) -> &'static str {
        match self {
            PayPeriod::Hour => "brut/h",
            PayPeriod::Month => "brut/mois",
            PayPeriod::Year => "brut/an",
        }
    }
}

/// An offer's gross pay range, as stored (amounts in euro cents).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PayRange {
    pub min_cents: i32,
    pub max_cents: i32,
    pub period: PayPeriod,
    /// The variable part in words, or empty.
    pub variable: String,
    /// Why the maximum exceeds 1.5 times the minimum, or empty.
    pub spread_reason: String,
}

impl PayRange {
    /// The range of an offer's columns; `None` for an offer published before ranges.
    pub fn from_columns(
        min_cents: Option<i32>,
        max_cents: Option<i32>,
        period: Option<&str>,
        variable: String,
        spread_reason: String,
    ) -> Option<Self> {
        Some(PayRange {
            min_cents: min_cents?,
            max_cents: max_cents?,
            period: PayPeriod::parse(period?)?,
            variable,
            spread_reason,
        })
    }

    /// The minimum over a year, in whole euros (rounded down).
    pub fn annual_min_euros(&self) -> i64 {
        i64::from(self.min_cents) * self.period.per_year() / 100
    }

    /// The maximum over a year, in whole euros (rounded down): what « Salaire minimum »
    /// compares (an offer whose range reaches 35 000 € pays at least that to someone).
    pub fn annual_max_euros(&self) -> i64 {
        i64::from(self.max_cents) * self.period.per_year() / 100
    }

    /// « 32–38 k€ brut/an », « 14 € brut/h », « 1 900–2 300 € brut/mois ».
    pub fn label(&self) -> String {
        label(self.min_cents, self.max_cents, self.period)
    }

    /// The bracket of `salaries` the middle of the yearly range falls in (a bracket holds its
    /// lower end, not its upper one); « Selon profil » (no ends) is never derived.
    pub fn bracket(&self, salaries: &[JobSalary]) -> Option<i64> {
        let middle = (self.annual_min_euros() + self.annual_max_euros()) / 2;
        salaries
            .iter()
            .filter(|s| s.min_annual.is_some() || s.max_annual.is_some())
            .find(|s| {
                s.min_annual.is_none_or(|min| middle >= i64::from(min))
                    && s.max_annual.is_none_or(|max| middle < i64::from(max))
            })
            .map(|s| s.id)
    }
}

const NBSP: char = '\u{a0}';

/// Whole numbers grouped by three with a no-break space (`frenchNumber` in ui/src/lib/numbers.ts;
/// a narrow one read « 1850 », issue 58 minor 35).
fn grouped(number: i64) -> String {
    let digits = number.unsigned_abs().to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(NBSP);
        }
        out.push(digit);
    }
    out
}

/// Euros from cents: `1400` → `14`, `1250` → `12,50`, `182303` → `1 823,03`.
pub fn euros(cents: i64) -> String {
    match cents % 100 {
        0 => grouped(cents / 100),
        rest => format!("{},{:02}", grouped(cents / 100), rest.abs()),
    }
}

/// Euros to the cent, always with them: `78390` → `783,90`, `150000` → `1 500,00`.
pub fn euros_to_the_cent(cents: i64) -> String {
    format!("{},{:02}", grouped(cents / 100), (cents % 100).abs())
}

/// Thousands of euros with at most one decimal, from cents that are whole hundreds of euros.
fn thousands(cents: i64) -> String {
    let hundreds = cents / 10_000;
    match hundreds % 10 {
        0 => grouped(hundreds / 10),
        tenth => format!("{},{tenth}", grouped(hundreds / 10)),
    }
}

/// The one rule of a range's words (fixtures/pay-ranges.json): yearly amounts in k€ when both
/// are whole hundreds of euros, others in euros (cents only when there are some); one figure
/// when the ends are equal; an en dash between the ends; a no-break space before the unit.
pub fn label(min_cents: i32, max_cents: i32, period: PayPeriod) -> String {
    let (min, max) = (i64::from(min_cents), i64::from(max_cents));
    let (figures, unit): (Box<dyn Fn(i64) -> String>, &str) =
        if period == PayPeriod::Year && min % 10_000 == 0 && max % 10_000 == 0 {
            (Box::new(thousands), "k€")
        } else {
            (Box::new(euros), "€")
        };
    let amounts = if min == max {
        figures(min)
    } else {
        format!("{}–{}", figures(min), figures(max))
    };
    format!("{amounts}{NBSP}{unit} {}", period.suffix())
}

/// The SMIC in the pay's periods (the value itself is reference data, `filters`).
impl MinimumWage {
    /// The SMIC over `period`, in cents: hourly, monthly (151.67 h), or twelve months.
    pub fn cents(&self, period: PayPeriod) -> i64 {
        match period {
            PayPeriod::Hour => i64::from(self.hourly_cents),
            PayPeriod::Month => i64::from(self.monthly_cents),
            PayPeriod::Year => i64::from(self.monthly_cents) * 12,
        }
    }
}

/// The range as the recruiter sends it (euros, as typed), before its rules.
#[derive(Clone, Debug, Default)]
pub struct PayForm {
    pub min: Option<f64>,
    pub max: Option<f64>,
    pub period: Option<PayPeriod>,
    pub variable: Option<String>,
    pub spread_reason: Option<String>,
}

/// The most a range may say, in cents (`job_offers_pay_bounds`).
const MAX_CENTS: i64 = 100_000_000;

impl PayForm {
    /// Whether any part of the range was sent.
    pub fn is_empty(&self) -> bool {
        self.min.is_none() && self.max.is_none() && self.period.is_none()
    }

    /// The range if it obeys every rule, else the French messages of what it breaks.
    /// `part_time`: the offer is part time, so a monthly or yearly amount says nothing of the
    /// hourly wage and only an hourly one is held to the SMIC.
    pub fn parse(
        &self,
        contract: &JobContract,
        part_time: bool,
        smic: Option<&MinimumWage>,
    ) -> Result<PayRange, Vec<String>> {
        let (Some(min), Some(max), Some(period)) = (self.min, self.max, self.period) else {
            return Err(vec![
                "Indiquez le salaire brut : un minimum, un maximum (égal au minimum pour un montant fixe) et leur période (de l'heure, du mois ou de l'année)."
                    .to_owned(),
            ]);
        };
        let cents = |euros: f64| (euros * 100.0).round() as i64;
        let (min, max) = (cents(min), cents(max));
        let mut problems = Vec::new();
        if !(1..=MAX_CENTS).contains(&min) || !(1..=MAX_CENTS).contains(&max) {
            problems.push(format!(
                "Le salaire brut est un montant positif de {} € au plus.",
                euros(MAX_CENTS)
            ));
            return Err(problems);
        }
        if max > period.max_cents() {
            problems.push(format!(
                "Un salaire de {} € {} n'est pas plausible : vérifiez le montant et sa période ({} € {} au plus).",
                euros(max),
                period.suffix(),
                euros(period.max_cents()),
                period.suffix()
            ));
            return Err(problems);
        }
        if max < min {
            problems.push("Le salaire maximum ne peut être inférieur au minimum.".to_owned());
        }
        let spread_reason = self
            .spread_reason
            .as_deref()
            .unwrap_or("")
            .trim()
            .to_owned();
        if 2 * max > 3 * min && spread_reason.is_empty() {
            problems.push(format!(
                "Le maximum ({}) dépasse une fois et demie le minimum ({}) : resserrez la fourchette, ou dites pourquoi dans « Raison de l'écart ».",
                euros(max),
                euros(min)
            ));
        }
        if let (true, Some(smic)) = (contract.minimum_wage, smic) {
            let floor = smic.cents(period);
            if min < floor && (period == PayPeriod::Hour || !part_time) {
                problems.push(format!(
                    "Pour un {}, le salaire ne peut être inférieur au SMIC : {}{NBSP}€ {} depuis le {}{}.",
                    contract.name,
                    euros(floor),
                    period.suffix(),
                    crate::french::day(smic.valid_from),
                    match period {
                        PayPeriod::Hour => String::new(),
                        _ => " pour un temps plein".to_owned(),
                    }
                ));
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(PayRange {
            min_cents: min as i32,
            max_cents: max as i32,
            period,
            variable: self.variable.as_deref().unwrap_or("").trim().to_owned(),
            spread_reason: if 2 * max > 3 * min {
                spread_reason
            } else {
                String::new()
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use serde_json::Value;

    fn cdi() -> JobContract {
        JobContract {
            id: 1,
            code: "cdi".into(),
            name: "CDI".into(),
            free_publication: false,
            employment_type: "FULL_TIME".into(),
            minimum_wage: true,
        }
    }

    fn stage() -> JobContract {
        JobContract {
            name: "Stage".into(),
            code: "stage".into(),
            minimum_wage: false,
            ..cdi()
        }
    }

    fn smic() -> MinimumWage {
        MinimumWage {
            valid_from: NaiveDate::from_ymd_opt(2026, 1, 1).expect("a date"),
            hourly_cents: 1202,
            monthly_cents: 182_303,
        }
    }

    #[test]
    fn an_implausible_amount_for_its_period_is_refused() {
        let hourly =
            form(1_000_000.0, 1_000_000.0, PayPeriod::Hour).parse(&cdi(), false, Some(&smic()));
        let problems = hourly.expect_err("a million an hour");
        assert!(problems[0].contains("n'est pas plausible"), "{problems:?}");
        assert!(form(250.0, 300.0, PayPeriod::Hour)
            .parse(&cdi(), false, Some(&smic()))
            .is_ok());
        assert!(form(40_000.0, 55_000.0, PayPeriod::Month)
            .parse(&cdi(), false, Some(&smic()))
            .is_err());
        assert!(form(400_000.0, 600_000.0, PayPeriod::Year)
            .parse(&cdi(), false, Some(&smic()))
            .is_ok());
    }

    fn form(min: f64, max: f64, period: PayPeriod) -> PayForm {
        PayForm {
            min: Some(min),
            max: Some(max),
            period: Some(period),
            ..PayForm::default()
        }
    }

    #[test]
    fn ranges_read_as_the_fixture_says_as_the_ui_writes_them() {
        let fixture: Value =
            serde_json::from_str(include_str!("../../fixtures/pay-ranges.json")).expect("json");
        let cases = fixture["labels"].as_array().expect("labels");
        assert!(cases.len() >= 10);
        for case in cases {
            let period = match case["period"].as_str() {
                Some("HOUR") => PayPeriod::Hour,
                Some("MONTH") => PayPeriod::Month,
                _ => PayPeriod::Year,
            };
            let min = case["minCents"].as_i64().expect("min") as i32;
            let max = case["maxCents"].as_i64().expect("max") as i32;
            assert_eq!(label(min, max, period), case["label"], "{case}");
        }
    }

    #[test]
    fn a_range_is_annualised_by_its_period() {
        let hourly = form(14.0, 15.0, PayPeriod::Hour).parse(&cdi(), false, Some(&smic()));
        let hourly = hourly.expect("valid");
        assert_eq!(hourly.annual_min_euros(), 25_480);
        assert_eq!(hourly.annual_max_euros(), 27_300);
        let monthly = form(2_000.0, 2_400.0, PayPeriod::Month)
            .parse(&cdi(), false, Some(&smic()))
            .expect("valid");
        assert_eq!(monthly.annual_max_euros(), 28_800);
    }

    #[test]
    fn the_maximum_beyond_one_and_a_half_times_the_minimum_needs_a_reason() {
        let wide = form(30_000.0, 46_000.0, PayPeriod::Year);
        let refused = wide
            .parse(&cdi(), false, Some(&smic()))
            .expect_err("refused");
        assert!(refused[0].contains("une fois et demie"), "{refused:?}");
        let said = PayForm {
            spread_reason: Some("Selon l'expérience en restauration de sièges".into()),
            ..wide
        };
        assert!(said.parse(&cdi(), false, Some(&smic())).is_ok());
        // Exactly 1.5 times is within the rule, and keeps no reason.
        let range = PayForm {
            spread_reason: Some("inutile".into()),
            ..form(30_000.0, 45_000.0, PayPeriod::Year)
        }
        .parse(&cdi(), false, Some(&smic()))
        .expect("valid");
        assert_eq!(range.spread_reason, "");
    }

    #[test]
    fn below_the_smic_is_refused_for_a_salaried_contract_naming_the_figure() {
        let refused = form(11.0, 12.0, PayPeriod::Hour)
            .parse(&cdi(), false, Some(&smic()))
            .expect_err("refused");
        assert_eq!(
            refused,
            ["Pour un CDI, le salaire ne peut être inférieur au SMIC : 12,02\u{a0}€ brut/h depuis le 1er janvier 2026."]
        );
        let monthly = form(1_700.0, 1_900.0, PayPeriod::Month)
            .parse(&cdi(), false, Some(&smic()))
            .expect_err("refused");
        assert!(monthly[0].contains("1\u{a0}823,03"), "{monthly:?}");
        // A yearly range: twelve months of SMIC.
        assert!(form(21_000.0, 24_000.0, PayPeriod::Year)
            .parse(&cdi(), false, Some(&smic()))
            .is_err());
        assert!(form(22_000.0, 24_000.0, PayPeriod::Year)
            .parse(&cdi(), false, Some(&smic()))
            .is_ok());
    }

    #[test]
    fn an_internship_or_a_part_time_month_is_not_held_to_the_full_time_smic() {
        assert!(form(700.0, 800.0, PayPeriod::Month)
            .parse(&stage(), false, Some(&smic()))
            .is_ok());
        assert!(form(1_100.0, 1_200.0, PayPeriod::Month)
            .parse(&cdi(), true, Some(&smic()))
            .is_ok());
        assert!(form(10.0, 11.0, PayPeriod::Hour)
            .parse(&cdi(), true, Some(&smic()))
            .is_err());
    }

    #[test]
    fn a_partial_or_inverted_range_is_refused() {
        let partial = PayForm {
            min: Some(30_000.0),
            ..PayForm::default()
        };
        assert!(partial.parse(&cdi(), false, None).is_err());
        let inverted = form(40_000.0, 30_000.0, PayPeriod::Year).parse(&cdi(), false, None);
        assert!(inverted.expect_err("refused")[0].contains("inférieur au minimum"));
        assert!(form(0.0, 10.0, PayPeriod::Hour)
            .parse(&stage(), false, None)
            .is_err());
        assert!(form(1.0, 2e9, PayPeriod::Year)
            .parse(&stage(), false, None)
            .is_err());
    }

    #[test]
    fn the_smic_in_force_is_the_latest_started() {
        let older = MinimumWage {
            valid_from: NaiveDate::from_ymd_opt(2024, 11, 1).expect("a date"),
            hourly_cents: 1188,
            monthly_cents: 180_180,
        };
        let wages = [older.clone(), smic()];
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).expect("a date");
        assert_eq!(MinimumWage::in_force(&wages, day(2025, 6, 1)), Some(&older));
        assert_eq!(
            MinimumWage::in_force(&wages, day(2026, 11, 28)),
            Some(&smic())
        );
        assert_eq!(MinimumWage::in_force(&wages, day(2024, 1, 1)), None);
    }

    #[test]
    fn the_bracket_is_where_the_middle_of_the_year_falls() {
        let salary = |id, min, max| JobSalary {
            id,
            code: String::new(),
            interval_label: String::new(),
            min_annual: min,
            max_annual: max,
        };
        let salaries = [
            salary(1, None, Some(20_000)),
            salary(2, Some(20_000), Some(25_000)),
            salary(3, Some(25_000), Some(30_000)),
            salary(4, Some(30_000), Some(35_000)),
            salary(5, Some(35_000), Some(45_000)),
            salary(7, Some(60_000), None),
            salary(8, None, None),
        ];
        let range = |min, max, period| {
            form(min, max, period)
                .parse(&stage(), false, None)
                .expect("valid")
        };
        assert_eq!(
            range(32_000.0, 38_000.0, PayPeriod::Year).bracket(&salaries),
            Some(5)
        );
        assert_eq!(
            range(30_000.0, 34_000.0, PayPeriod::Year).bracket(&salaries),
            Some(4)
        );
        assert_eq!(
            range(14.0, 14.0, PayPeriod::Hour).bracket(&salaries),
            Some(3)
        );
        assert_eq!(
            range(700.0, 800.0, PayPeriod::Month).bracket(&salaries),
            Some(1)
        );
        assert_eq!(
            range(80_000.0, 90_000.0, PayPeriod::Year).bracket(&salaries),
            Some(7)
        );
        // A gap between brackets (45–60 k€ missing here) derives none.
        assert_eq!(
            range(50_000.0, 52_000.0, PayPeriod::Year).bracket(&salaries),
            None
        );
    }
}
