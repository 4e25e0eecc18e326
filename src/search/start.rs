//! « Début »: when a training offer starts, as a search and an alert choose it (« ce mois-ci »,
//! « dans les 3 prochains mois », « à partir de septembre »), named as `/emploi`'s URL
//! (`start=`) and an alert's row (`job_offer_alerts.start`) name it. A choice is read against
//! a day (the search's, the alert run's) into the months the index matches
//! (`OfferQuery::start_months`).

use chrono::{Datelike, NaiveDate};

use crate::offers::training::month_number;

/// A choice of « Début ».
#[derive(async_graphql::Enum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[graphql(name = "JobOfferStart")]
pub enum Start {
    /// « Ce mois-ci »: starting in the current month.
    ThisMonth,
    /// « Dans les 3 prochains mois »: the current month and the three after it.
    NextThreeMonths,
    /// « À partir de septembre »: the next school year, from the coming September (this
    /// year's until it ends) and the eleven months after it.
    September,
}

/// Every choice, in the order « Début » offers them.
pub const ALL: [Start; 3] = [Start::ThisMonth, Start::NextThreeMonths, Start::September];

impl Start {
    /// The choice's name: `this-month`, `next-3-months`, `september` (the `CHECK` of
    /// `job_offer_alerts.start` lists the same; `ui/src/lib/jobSearch.ts` writes them).
    pub fn name(self) -> &'static str {
        match self {
            Start::ThisMonth => "this-month",
            Start::NextThreeMonths => "next-3-months",
            Start::September => "september",
        }
    }

    /// The choice of a name; anything else is none, as the UI reads the URL.
    pub fn named(name: &str) -> Option<Start> {
        ALL.into_iter().find(|start| start.name() == name)
    }

    /// In the sentence of an alert: « début ce mois-ci ».
    pub fn label(self) -> &'static str {
        match self {
            Start::ThisMonth => "début ce mois-ci",
            Start::NextThreeMonths => "début dans les 3 prochains mois",
            Start::September => "début à partir de septembre",
        }
    }

    /// The months it covers on `today`.
    pub fn months(self, today: NaiveDate) -> Vec<u32> {
        let now = month_number(today);
        match self {
            Start::ThisMonth => vec![now],
            Start::NextThreeMonths => (now..=now + 3).collect(),
            Start::September => {
                let year = u32::try_from(today.year()).unwrap_or_default();
                let year = if today.month() <= 9 { year } else { year + 1 };
                let september = year * 12 + 8;
                (september..september + 12).collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().expect("a value")
    }

    #[test]
    fn each_choice_reads_back_from_its_name() {
        for start in ALL {
            assert_eq!(Start::named(start.name()), Some(start));
        }
        assert_eq!(Start::named("septembre"), None);
    }

    #[test]
    fn september_is_the_coming_one_until_it_ends() {
        let sept_2027 = month_number(day("2027-09-01"));
        assert_eq!(Start::September.months(day("2026-12-07"))[0], sept_2027);
        assert_eq!(Start::September.months(day("2027-09-30"))[0], sept_2027);
        assert_eq!(Start::September.months(day("2027-09-30")).len(), 12);
        assert_eq!(
            Start::September.months(day("2027-10-01"))[0],
            month_number(day("2028-09-01"))
        );
    }

    #[test]
    fn the_next_three_months_begin_with_this_one() {
        let months = Start::NextThreeMonths.months(day("2026-12-07"));
        assert_eq!(months[0], Start::ThisMonth.months(day("2026-12-07"))[0]);
        assert_eq!(months[3], month_number(day("2027-03-01")));
    }
}
