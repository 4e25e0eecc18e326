//! How French writes a day (« 12 mars 2026 », « 1er avril 2026 »): the server-written pages, the
//! mails and the SMIC refusal write it here, the UI with `frenchDate` (ui/src/lib/dates.ts);
//! `fixtures/french-dates.json` pins the two (the test is in `pages::first_screen`).

use chrono::{DateTime, Datelike, NaiveDate, Timelike, Utc};

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

/// `septembre 2027`: a month and its year (a training's start).
pub fn month(day: NaiveDate) -> String {
    format!("{} {}", MONTHS[day.month0() as usize], day.year())
}

const WEEKDAYS: [&str; 7] = [
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
];

/// An instant at Paris time, with its weekday and hour: « jeudi 10 décembre 2026 à 14 h 30 »
/// (an interview's time, in its mails).
pub fn moment(instant: DateTime<Utc>) -> String {
    let local = instant.with_timezone(&chrono_tz::Europe::Paris);
    format!(
        "{} {} à {} h {:02}",
        WEEKDAYS[local.weekday().num_days_from_monday() as usize],
        day(local.date_naive()),
        local.hour(),
        local.minute()
    )
}

/// A duration in minutes: « 45 min », « 1 h », « 1 h 30 ».
pub fn minutes(minutes: i32) -> String {
    match (minutes / 60, minutes % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m:02}"),
    }
}

/// The day of an instant at Paris time.
pub fn date(instant: DateTime<Utc>) -> String {
    day(instant
        .with_timezone(&chrono_tz::Europe::Paris)
        .date_naive())
}
