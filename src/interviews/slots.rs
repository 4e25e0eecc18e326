//! A slot as the recruiter types it: a day, a Paris wall-clock time and a duration. The day
//! and time are read in Europe/Paris (the site's), whatever zone the browser is in; a time
//! that does not exist (the hour skipped in March) is refused, one that happens twice (the
//! hour repeated in October) is the first.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Europe::Paris;

use crate::error::{AppError, AppResult, ErrorCode};

/// Slots in one proposal.
pub const MAX_SLOTS: usize = 5;
/// Shortest and longest interview, in minutes (`interview_slots.minutes`'s CHECK).
pub const MIN_MINUTES: i32 = 15;
pub const MAX_MINUTES: i32 = 480;
/// How far ahead a slot may be.
pub const MAX_DAYS_AHEAD: i64 = 365;

/// A slot once read: its start (UTC) and duration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct When {
    pub starts_at: DateTime<Utc>,
    pub minutes: i32,
}

impl When {
    pub fn ends_at(self) -> DateTime<Utc> {
        self.starts_at + Duration::minutes(i64::from(self.minutes))
    }
}

fn invalid(message: impl Into<String>) -> AppError {
    AppError::invalid(ErrorCode::InvalidSlots, message)
}

/// Reads one slot: `date` as `2026-12-10`, `time` as `14:30`, `minutes` from 15 to 480, to
/// come (after `now`) and within a year.
pub fn read(date: &str, time: &str, minutes: i32, now: DateTime<Utc>) -> AppResult<When> {
    let day = NaiveDate::parse_from_str(date.trim(), "%Y-%m-%d")
        .map_err(|_| invalid("Indiquez la date du créneau (jj/mm/aaaa)."))?;
    let hour = NaiveTime::parse_from_str(time.trim(), "%H:%M")
        .map_err(|_| invalid("Indiquez l'heure du créneau (hh:mm)."))?;
    if !(MIN_MINUTES..=MAX_MINUTES).contains(&minutes) {
        return Err(invalid("Un entretien dure entre 15 minutes et 8 heures."));
    }
    let starts_at = Paris
        .from_local_datetime(&day.and_time(hour))
        .earliest()
        .ok_or_else(|| invalid("Cette heure n'existe pas ce jour-là (passage à l'heure d'été)."))?
        .with_timezone(&Utc);
    if starts_at <= now {
        return Err(invalid("Choisissez un créneau à venir."));
    }
    if starts_at > now + Duration::days(MAX_DAYS_AHEAD) {
        return Err(invalid("Choisissez un créneau dans l'année qui vient."));
    }
    Ok(When { starts_at, minutes })
}

/// Checks a proposal's slots: 1 to 5, no two at the same time.
pub fn check_all(slots: &[When]) -> AppResult<()> {
    if slots.is_empty() || slots.len() > MAX_SLOTS {
        return Err(invalid("Proposez entre 1 et 5 créneaux."));
    }
    let mut starts: Vec<_> = slots.iter().map(|s| s.starts_at).collect();
    starts.sort_unstable();
    if starts.windows(2).any(|pair| pair[0] == pair[1]) {
        return Err(invalid("Deux créneaux commencent à la même heure."));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 1, 9, 0, 0)
            .single()
            .expect("a time")
    }

    #[test]
    fn paris_time_follows_summer_time() {
        let winter = read("2026-03-20", "10:00", 60, now()).expect("winter");
        assert_eq!(winter.starts_at.to_rfc3339(), "2026-03-20T09:00:00+00:00");
        let summer = read("2026-04-02", "10:00", 60, now()).expect("summer");
        assert_eq!(summer.starts_at.to_rfc3339(), "2026-04-02T08:00:00+00:00");
        assert!(
            read("2026-03-29", "02:30", 60, now()).is_err(),
            "skipped hour"
        );
        let twice = read("2026-10-25", "02:30", 30, now()).expect("repeated hour");
        assert_eq!(twice.starts_at.to_rfc3339(), "2026-10-25T00:30:00+00:00");
    }

    #[test]
    fn a_slot_is_to_come_and_of_a_sensible_length() {
        assert!(read("2026-02-28", "10:00", 60, now()).is_err());
        assert!(read("2026-03-02", "10:00", 10, now()).is_err());
        assert!(read("2026-03-02", "10:00", 481, now()).is_err());
        assert!(read("2027-06-02", "10:00", 60, now()).is_err());
        assert!(read("02/03/2026", "10:00", 60, now()).is_err());
        assert!(read("2026-03-02", "10h", 60, now()).is_err());
        let slot = read("2026-03-02", "10:00", 60, now()).expect("a slot");
        assert!(check_all(&[]).is_err());
        assert!(check_all(&[slot; 6]).is_err());
        assert!(check_all(&[slot, slot]).is_err());
        assert!(check_all(&[slot]).is_ok());
    }
}
