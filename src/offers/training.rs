//! Training offers (issue 55, docs/offers.md "Training offers"): apprenticeship
//! (`alternance`), professionalisation contract and internship (`stage`) offers say what they
//! train for (diploma, school, rhythm, months, start), and the law sets their least pay: a
//! share of the SMIC by age band and contract year, or the internship allowance past two
//! months. The values are dated reference data (`filters::legal_pay`, `filters::MinimumWage`).

use chrono::{Datelike, NaiveDate};

use super::pay::{euros, PayPeriod, PayRange};
use crate::filters::{InternshipAllowance, JobContract, JobFilters, MinimumWage, PayShare};

/// The training contracts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
#[graphql(name = "TrainingKind")]
pub enum Kind {
    Apprenticeship,
    Professionalisation,
    Internship,
}

impl Kind {
    /// The kind of a contract, by its code (`migrations/data/job_filters.json`).
    pub fn of(contract: &JobContract) -> Option<Kind> {
        match contract.code.as_str() {
            "alternance" => Some(Kind::Apprenticeship),
            "professionnalisation" => Some(Kind::Professionalisation),
            "stage" => Some(Kind::Internship),
            _ => None,
        }
    }

    /// Whether the diploma prepared must be given (an internship's is optional).
    fn needs_diploma(self) -> bool {
        self != Kind::Internship
    }

    /// The lengths the law allows, in months: an apprenticeship 6 months to 3 years (4 for a
    /// disabled apprentice), a professionalisation contract 6 to 36, an internship at most 6.
    fn months(self) -> std::ops::RangeInclusive<i16> {
        match self {
            Kind::Apprenticeship => 6..=48,
            Kind::Professionalisation => 6..=36,
            Kind::Internship => 1..=6,
        }
    }
}

/// What the form sends of the training.
#[derive(Clone, Debug, Default)]
pub struct TrainingForm {
    pub diploma_id: Option<i64>,
    pub school: Option<String>,
    pub rhythm: Option<String>,
    pub months: Option<i32>,
    pub starts_on: Option<NaiveDate>,
}

/// A training as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Training {
    pub diploma_id: Option<i64>,
    pub school: String,
    pub rhythm: String,
    pub months: i16,
    pub starts_on: NaiveDate,
}

impl Training {
    /// The training of an offer's columns; `None` for an offer that is no training.
    pub fn from_columns(
        diploma_id: Option<i64>,
        school: String,
        rhythm: String,
        months: Option<i16>,
        starts_on: Option<NaiveDate>,
    ) -> Option<Self> {
        Some(Training {
            diploma_id,
            school,
            rhythm,
            months: months?,
            starts_on: starts_on?,
        })
    }

    /// « 2 ans », « 18 mois », « 1 an ».
    pub fn duration(&self) -> String {
        match self.months {
            12 => "1 an".to_owned(),
            m if m % 12 == 0 => format!("{} ans", m / 12),
            m => format!("{m} mois"),
        }
    }

    /// « septembre 2027 ».
    pub fn start(&self) -> String {
        crate::french::month(self.starts_on)
    }

    /// A card's line: « CAP · 2 ans · début septembre 2027 » (the diploma's name, if any).
    pub fn summary(&self, diploma: Option<&str>) -> String {
        let rest = format!("{} · début {}", self.duration(), self.start());
        match diploma {
            Some(name) => format!("{name} · {rest}"),
            None => rest,
        }
    }

    /// The month it starts in, as the index counts months (`year * 12 + month - 1`).
    pub fn start_month(&self) -> u32 {
        month_number(self.starts_on)
    }
}

/// A day's month as the index counts months: `year * 12 + month - 1`.
pub fn month_number(day: NaiveDate) -> u32 {
    u32::try_from(day.year()).unwrap_or_default() * 12 + day.month0()
}

impl TrainingForm {
    /// Whether no part of the training was sent.
    pub fn is_empty(&self) -> bool {
        self.diploma_id.is_none()
            && self.months.is_none()
            && self.starts_on.is_none()
            && self.school.as_deref().is_none_or(|s| s.trim().is_empty())
            && self.rhythm.as_deref().is_none_or(|s| s.trim().is_empty())
    }

    /// The training of an offer of `contract`, or the French messages of what is missing.
    /// Another contract keeps no training (whatever was sent); a training contract sent
    /// without any of it (an API client of before issue 55, an offer written then) stays an
    /// offer as before: its range is asked, the law's grid is not shown.
    pub fn parse(
        &self,
        contract: &JobContract,
        filters: &JobFilters,
    ) -> Result<Option<Training>, Vec<String>> {
        let Some(kind) = Kind::of(contract) else {
            return Ok(None);
        };
        if self.is_empty() {
            return Ok(None);
        }
        let mut problems = Vec::new();
        if kind.needs_diploma() && self.diploma_id.is_none() {
            problems.push("Indiquez le diplôme préparé.".to_owned());
        }
        if self
            .diploma_id
            .is_some_and(|id| filters.diploma(id).is_none())
        {
            problems.push("Ce diplôme n'existe pas.".to_owned());
        }
        let range = kind.months();
        let months = match self.months {
            Some(m) if (i32::from(*range.start())..=i32::from(*range.end())).contains(&m) => {
                m as i16
            }
            _ => {
                problems.push(format!(
                    "Indiquez la durée en mois : de {} à {} mois.",
                    range.start(),
                    range.end()
                ));
                0
            }
        };
        let Some(starts_on) = self.starts_on else {
            problems.push("Indiquez la date de début.".to_owned());
            return Err(problems);
        };
        if !problems.is_empty() {
            return Err(problems);
        }
        let line = |text: &Option<String>| text.as_deref().unwrap_or("").trim().to_owned();
        Ok(Some(Training {
            diploma_id: self.diploma_id,
            school: line(&self.school),
            rhythm: line(&self.rhythm),
            months,
            starts_on,
        }))
    }
}

/// The age bands of a legal grid, in words: « moins de 18 ans », « 18 à 20 ans »,
/// « 26 ans et plus ».
fn band_label(age_from: i16, age_to: Option<i16>, youngest: bool) -> String {
    match (age_to, youngest) {
        (Some(to), true) => format!("moins de {} ans", to + 1),
        (Some(to), false) => format!("{age_from} à {to} ans"),
        (None, _) => format!("{age_from} ans et plus"),
    }
}

/// One cell of the grid: a year of the contract for an age band.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridCell {
    /// 1, 2, 3…; 0: every year.
    pub year: i16,
    pub share_percent: i16,
    /// The share of the SMIC's month, in cents, rounded to the cent.
    pub monthly_cents: i64,
}

impl GridCell {
    /// « 43 % du SMIC · 783,90 € brut/mois ».
    pub fn label(&self) -> String {
        format!(
            "{}\u{a0}% du SMIC · {}\u{a0}€\u{a0}brut/mois",
            self.share_percent,
            super::pay::euros_to_the_cent(self.monthly_cents)
        )
    }
}

/// One age band of the grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridBand {
    pub label: String,
    pub age_from: i16,
    pub age_to: Option<i16>,
    pub cells: Vec<GridCell>,
}

/// The least pay the law sets for an offer, on a day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LegalPay {
    /// A share of the SMIC by age band and year of the contract.
    Grid {
        smic: MinimumWage,
        bands: Vec<GridBand>,
    },
    /// An internship of more than two months: the least allowance per hour, and its month
    /// of 151.67 hours.
    Allowance { since: NaiveDate, hourly_cents: i32 },
}

/// The hours of a month at 35 h a week, in hundredths (151.67 h): an hourly allowance times
/// this is a month's.
const MONTH_HUNDREDTH_HOURS: i64 = 15_167;

impl LegalPay {
    /// The legal pay of an offer of `contract` with `training`, on `day`; `None` when the law
    /// sets none (another contract, an internship of two months or less) or no value is known.
    pub fn of(
        contract: &JobContract,
        training: Option<&Training>,
        filters: &JobFilters,
        day: NaiveDate,
    ) -> Option<LegalPay> {
        let kind = Kind::of(contract)?;
        let training = training?;
        if kind == Kind::Internship {
            if training.months <= 2 {
                return None;
            }
            let allowance = InternshipAllowance::in_force(&filters.internship_allowances, day)?;
            return Some(LegalPay::Allowance {
                since: allowance.valid_from,
                hourly_cents: allowance.hourly_cents,
            });
        }
        let smic = MinimumWage::in_force(&filters.minimum_wages, day)?.clone();
        let shares = PayShare::in_force(&filters.pay_shares, &contract.code, day);
        // The years of the contract (a year begun counts); the grid's last year goes on.
        let years = i16::try_from((i32::from(training.months) + 11) / 12).unwrap_or(1);
        let mut bands: Vec<GridBand> = Vec::new();
        for share in &shares {
            let at = match bands.iter().position(|b| b.age_from == share.age_from) {
                Some(at) => at,
                None => {
                    bands.push(GridBand {
                        label: band_label(share.age_from, share.age_to, bands.is_empty()),
                        age_from: share.age_from,
                        age_to: share.age_to,
                        cells: Vec::new(),
                    });
                    bands.len() - 1
                }
            };
            bands[at].cells.push(GridCell {
                year: share.contract_year,
                share_percent: share.share_percent,
                monthly_cents: (i64::from(smic.monthly_cents) * i64::from(share.share_percent)
                    + 50)
                    / 100,
            });
        }
        for band in &mut bands {
            if band.cells.iter().all(|c| c.year == 0) {
                continue;
            }
            let last = band.cells.last().cloned()?;
            band.cells.retain(|c| c.year <= years);
            for year in (last.year + 1)..=years {
                band.cells.push(GridCell {
                    year,
                    ..last.clone()
                });
            }
        }
        (!bands.is_empty()).then_some(LegalPay::Grid { smic, bands })
    }

    /// The least and the most of its monthly amounts, in cents.
    pub fn monthly_span(&self) -> (i64, i64) {
        match self {
            LegalPay::Grid { bands, .. } => {
                let all = bands.iter().flat_map(|b| &b.cells).map(|c| c.monthly_cents);
                let (min, max) = all.fold((i64::MAX, 0), |(lo, hi), c| (lo.min(c), hi.max(c)));
                (min.min(max), max)
            }
            LegalPay::Allowance { hourly_cents, .. } => {
                let month = allowance_month(*hourly_cents);
                (month, month)
            }
        }
    }

    /// The least the law allows over `period`, in cents: what a range the recruiter adds
    /// must reach (« the recruiter may only state more »).
    pub fn floor(&self, period: PayPeriod) -> i64 {
        let (hourly, monthly) = match self {
            LegalPay::Allowance { hourly_cents, .. } => {
                (i64::from(*hourly_cents), allowance_month(*hourly_cents))
            }
            LegalPay::Grid { smic, bands } => {
                let least = bands
                    .iter()
                    .flat_map(|b| &b.cells)
                    .map(|c| i64::from(c.share_percent))
                    .min()
                    .unwrap_or(100);
                (
                    i64::from(smic.hourly_cents) * least / 100,
                    i64::from(smic.monthly_cents) * least / 100,
                )
            }
        };
        match period {
            PayPeriod::Hour => hourly,
            PayPeriod::Month => monthly,
            PayPeriod::Year => monthly * 12,
        }
    }

    /// The range it stands for where a range is read (the bracket, JobPosting's
    /// `baseSalary`): its least and most monthly amounts.
    pub fn as_range(&self) -> PayRange {
        let (min, max) = self.monthly_span();
        PayRange {
            min_cents: i32::try_from(min).unwrap_or(i32::MAX),
            max_cents: i32::try_from(max).unwrap_or(i32::MAX),
            period: PayPeriod::Month,
            variable: String::new(),
            spread_reason: String::new(),
        }
    }

    /// The sentence under the offer's legal pay: what the figures are, and since when.
    pub fn note(&self) -> String {
        match self {
            LegalPay::Grid { smic, .. } => format!(
                "Part du SMIC (brut) selon l’âge de l’alternant et l’année du contrat, SMIC en vigueur depuis le {}. L’employeur peut verser davantage.",
                crate::french::day(smic.valid_from)
            ),
            LegalPay::Allowance { since, .. } => format!(
                "Gratification minimale légale d’un stage de plus de deux mois, en vigueur depuis le {}.",
                crate::french::day(*since)
            ),
        }
    }

    /// In words, for feeds and texts: « Rémunération légale : de 486,19 € à 1 823,03 € brut/mois
    /// selon l'âge et l'année », « Gratification légale : 4,50 € par heure ».
    pub fn label(&self) -> String {
        match self {
            LegalPay::Grid { .. } => {
                let (min, max) = self.monthly_span();
                format!(
                    "Rémunération légale : de {} € à {} € brut/mois selon l'âge et l'année du contrat",
                    euros(min),
                    euros(max)
                )
            }
            LegalPay::Allowance { hourly_cents, .. } => format!(
                "Gratification légale : {} € par heure de stage ({} € pour un mois de 151,67 h)",
                euros(i64::from(*hourly_cents)),
                euros(allowance_month(*hourly_cents))
            ),
        }
    }
}

/// An hourly allowance over a month of 151.67 h, in cents.
fn allowance_month(hourly_cents: i32) -> i64 {
    (i64::from(hourly_cents) * MONTH_HUNDREDTH_HOURS + 50) / 100
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contract(code: &str) -> JobContract {
        JobContract {
            id: 5,
            code: code.into(),
            name: "Alternance".into(),
            free_publication: true,
            employment_type: "OTHER".into(),
            minimum_wage: false,
        }
    }

    fn day(text: &str) -> NaiveDate {
        text.parse().expect("a value")
    }

    fn filters() -> JobFilters {
        let mut filters = JobFilters::default();
        filters.minimum_wages = vec![MinimumWage {
            valid_from: day("2026-01-01"),
            hourly_cents: 1202,
            monthly_cents: 182_303,
        }];
        for (from, to, shares) in [
            (15, Some(17), [27, 39, 55]),
            (18, Some(20), [43, 51, 67]),
            (21, Some(25), [53, 61, 78]),
            (26, None, [100, 100, 100]),
        ] {
            for (year, percent) in (1..).zip(shares) {
                filters.pay_shares.push(PayShare {
                    valid_from: day("2019-01-01"),
                    contract_code: "alternance".into(),
                    age_from: from,
                    age_to: to,
                    contract_year: year,
                    share_percent: percent,
                });
            }
        }
        filters.internship_allowances = vec![InternshipAllowance {
            valid_from: day("2026-01-01"),
            hourly_cents: 450,
        }];
        filters
    }

    fn training(months: i16) -> Training {
        Training {
            months,
            starts_on: day("2027-09-01"),
            ..Training::default()
        }
    }

    #[test]
    fn a_two_year_apprenticeship_shows_two_years_per_age_band() {
        let pay = LegalPay::of(
            &contract("alternance"),
            Some(&training(24)),
            &filters(),
            day("2026-12-07"),
        )
        .expect("a value");
        let LegalPay::Grid { bands, .. } = &pay else {
            panic!("a grid")
        };
        let labels: Vec<&str> = bands.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "moins de 18 ans",
                "18 à 20 ans",
                "21 à 25 ans",
                "26 ans et plus"
            ]
        );
        let eighteen: Vec<(i16, i16, i64)> = bands[1]
            .cells
            .iter()
            .map(|c| (c.year, c.share_percent, c.monthly_cents))
            .collect();
        // 43 % and 51 % of 1 823,03 €.
        assert_eq!(eighteen, [(1, 43, 78_390), (2, 51, 92_975)]);
        assert_eq!(pay.monthly_span(), (49_222, 182_303));
        assert_eq!(pay.floor(PayPeriod::Month), 49_221);
        assert_eq!(pay.floor(PayPeriod::Hour), 324);
    }

    #[test]
    fn a_four_year_apprenticeship_keeps_the_last_year_s_share() {
        let pay = LegalPay::of(
            &contract("alternance"),
            Some(&training(48)),
            &filters(),
            day("2026-12-07"),
        )
        .expect("a value");
        let LegalPay::Grid { bands, .. } = &pay else {
            panic!("a grid")
        };
        let years: Vec<(i16, i16)> = bands[0]
            .cells
            .iter()
            .map(|c| (c.year, c.share_percent))
            .collect();
        assert_eq!(years, [(1, 27), (2, 39), (3, 55), (4, 55)]);
    }

    #[test]
    fn an_internship_has_a_legal_allowance_past_two_months_only() {
        let stage = contract("stage");
        assert_eq!(
            LegalPay::of(&stage, Some(&training(2)), &filters(), day("2026-12-07")),
            None
        );
        let pay = LegalPay::of(&stage, Some(&training(6)), &filters(), day("2026-12-07"))
            .expect("a value");
        assert_eq!(pay.monthly_span(), (68_252, 68_252));
        assert_eq!(pay.floor(PayPeriod::Hour), 450);
        assert_eq!(
            pay.label(),
            "Gratification légale : 4,50 € par heure de stage (682,52 € pour un mois de 151,67 h)"
        );
    }

    #[test]
    fn a_training_contract_sent_without_its_training_stays_as_before() {
        assert_eq!(
            TrainingForm::default().parse(&contract("stage"), &filters()),
            Ok(None)
        );
    }

    #[test]
    fn other_contracts_have_no_training() {
        let form = TrainingForm {
            months: Some(12),
            ..TrainingForm::default()
        };
        assert_eq!(form.parse(&contract("cdi"), &filters()), Ok(None));
        assert_eq!(
            LegalPay::of(
                &contract("cdi"),
                Some(&training(12)),
                &filters(),
                day("2026-12-07")
            ),
            None
        );
    }

    #[test]
    fn an_apprenticeship_needs_its_diploma_length_and_start() {
        let problems = TrainingForm {
            school: Some("CFA".into()),
            ..TrainingForm::default()
        }
        .parse(&contract("alternance"), &filters())
        .expect_err("refused");
        assert_eq!(
            problems,
            [
                "Indiquez le diplôme préparé.",
                "Indiquez la durée en mois : de 6 à 48 mois.",
                "Indiquez la date de début.",
            ]
        );
    }
}
