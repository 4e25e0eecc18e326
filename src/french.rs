//! How French writes a day (« 12 mars 2026 », « 1er avril 2026 »): the server-written pages, the
//! mails and the SMIC refusal write it here, the UI with `frenchDate` (ui/src/lib/dates.ts);
//! `fixtures/french-dates.json` pins the two (the test is in `pages::first_screen`).

use chrono::{DateTime, Datelike, NaiveDate, Utc};

const MONTHS: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];

/// `12 mars 2026`, `1er avril 2026`.
pub fn day(day: NaiveDate) -> String {
    let number = match day.day() {
        1 => "1er".to_owned(),
        n => n.to_string(),
    };
    format!("{number} {} {}", MONTHS[day.month0() as usize], day.year())
}

/// The day of an instant at Paris time.
pub fn date(instant: DateTime<Utc>) -> String {
    day(instant
        .with_timezone(&chrono_tz::Europe::Paris)
        .date_naive())
}
