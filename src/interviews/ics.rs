//! The iCalendar invitation (RFC 5545, with RFC 5546's methods) both sides receive: one
//! `VEVENT` whose `UID` stays the interview's for every update, `METHOD:REQUEST` with a new
//! `SEQUENCE` at each move, `METHOD:CANCEL` when cancelled. Times are Paris wall-clock times
//! (`TZID=Europe/Paris`) with the zone's daylight-saving rules written as a `VTIMEZONE`, so a
//! calendar set to any zone shows the right hour.
//!
//! The event is written by the `icalendar` crate (escaping, line folding); the calendar's own
//! lines and the `VTIMEZONE` are fixed ASCII written here: the crate would add a `DTSTAMP` and
//! a `UID` to every component it writes, which a `VTIMEZONE` must not have.

use chrono::{DateTime, NaiveDateTime, Utc};
use chrono_tz::Europe::Paris;
use icalendar::{
    Attendee, CalendarDateTime, Component, Event, EventLike, EventStatus, PartStat, Property, Role,
};

/// The zone every interview is written in.
pub const TZID: &str = "Europe/Paris";

/// Europe/Paris since 1996: summer time from the last Sunday of March at 02:00 to the last
/// Sunday of October at 03:00 (the EU rule, directive 2000/84/EC). A unit test checks it
/// against the tz database for the years to come.
const PARIS: &str = "BEGIN:VTIMEZONE\r
TZID:Europe/Paris\r
BEGIN:DAYLIGHT\r
TZOFFSETFROM:+0100\r
TZOFFSETTO:+0200\r
TZNAME:CEST\r
DTSTART:19700329T020000\r
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
END:DAYLIGHT\r
BEGIN:STANDARD\r
TZOFFSETFROM:+0200\r
TZOFFSETTO:+0100\r
TZNAME:CET\r
DTSTART:19701025T030000\r
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
END:STANDARD\r
END:VTIMEZONE\r
";

/// What the invitation asks of the calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Add or update the event (a new `SEQUENCE` replaces the former).
    Request,
    /// Remove it.
    Cancel,
}

/// A person of the invitation.
pub struct Person<'a> {
    pub name: &'a str,
    pub email: &'a str,
}

/// One interview as its calendars see it.
pub struct Invitation<'a> {
    /// The interview's UID (its uuid and the site's domain).
    pub uid: &'a str,
    pub sequence: u32,
    pub method: Method,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub summary: &'a str,
    /// The workshop's address, the video link, or « Par téléphone ».
    pub location: &'a str,
    pub description: &'a str,
    /// The video link, when there is one.
    pub url: Option<&'a str>,
    /// The recruiter.
    pub organizer: Person<'a>,
    /// The candidate.
    pub attendee: Person<'a>,
    /// When this version was written (`DTSTAMP`).
    pub stamp: DateTime<Utc>,
}

/// The Paris wall-clock time of `instant`, as `TZID=Europe/Paris` reads it.
fn paris(instant: DateTime<Utc>) -> CalendarDateTime {
    let local: NaiveDateTime = instant.with_timezone(&Paris).naive_local();
    CalendarDateTime::WithTimezone {
        date_time: local,
        tzid: TZID.to_owned(),
    }
}

/// `mailto:` with the address's characters that a URI may not hold left out (a proven
/// address holds none of them anyway).
fn mailto(email: &str) -> String {
    let clean: String = email
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control() && !matches!(c, '"' | ';' | ':' | ','))
        .collect();
    format!("mailto:{clean}")
}

impl Invitation<'_> {
    /// The whole `.ics` file.
    pub fn to_ics(&self) -> String {
        let mut event = Event::with_uid(self.uid);
        event
            .timestamp(self.stamp)
            .sequence(self.sequence)
            .starts(paris(self.starts_at))
            .ends(paris(self.ends_at))
            .summary(self.summary)
            .location(self.location)
            .description(self.description)
            .status(match self.method {
                Method::Request => EventStatus::Confirmed,
                Method::Cancel => EventStatus::Cancelled,
            });
        if let Some(url) = self.url {
            event.url(url);
        }
        let mut organizer = Property::new("ORGANIZER", mailto(self.organizer.email));
        organizer.add_parameter("CN", self.organizer.name);
        event.append_property(organizer);
        event.attendee(
            Attendee::new(mailto(self.attendee.email))
                .cn(self.attendee.name.to_owned())
                .role(Role::ReqParticipant)
                .partstat(PartStat::Accepted),
        );
        let method = match self.method {
            Method::Request => "REQUEST",
            Method::Cancel => "CANCEL",
        };
        format!(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Ensemblier//Entretiens//FR\r\n\
             CALSCALE:GREGORIAN\r\nMETHOD:{method}\r\n{PARIS}{}END:VCALENDAR\r\n",
            // Writing into a `String` cannot fail.
            event.done().try_into_string().unwrap_or_default()
        )
    }

    /// The MIME type of the file and of the mail's calendar part (RFC 6047).
    pub fn content_type(&self) -> &'static str {
        match self.method {
            Method::Request => "text/calendar; charset=utf-8; method=REQUEST",
            Method::Cancel => "text/calendar; charset=utf-8; method=CANCEL",
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::{Datelike, Duration, NaiveDate, TimeZone, Weekday};

    use super::*;

    fn last_sunday(year: i32, month: u32) -> NaiveDate {
        let mut day =
            NaiveDate::from_ymd_opt(year, month + 1, 1).expect("a date") - Duration::days(1);
        while day.weekday() != Weekday::Sun {
            day -= Duration::days(1);
        }
        day
    }

    /// The fixed VTIMEZONE says what the tz database says, for every year an interview may
    /// be set in: the offset changes at 01:00 UTC on the last Sundays of March and October.
    #[test]
    fn the_written_rules_are_the_tz_databases() {
        for year in 2026..2040 {
            for (month, before, after) in [(3, 3600, 7200), (10, 7200, 3600)] {
                let change = Utc.from_utc_datetime(
                    &last_sunday(year, month)
                        .and_hms_opt(1, 0, 0)
                        .expect("01:00"),
                );
                let offset = |t: DateTime<Utc>| {
                    use chrono::Offset;
                    t.with_timezone(&Paris).offset().fix().local_minus_utc()
                };
                assert_eq!(
                    offset(change - Duration::seconds(1)),
                    before,
                    "{year}-{month}"
                );
                assert_eq!(offset(change), after, "{year}-{month}");
            }
        }
        assert!(PARIS.contains("BYMONTH=3;BYDAY=-1SU") && PARIS.contains("BYMONTH=10;BYDAY=-1SU"));
    }

    #[test]
    fn an_invitation_is_one_event_in_paris_time() {
        let at = Utc
            .with_ymd_and_hms(2026, 7, 10, 8, 0, 0)
            .single()
            .expect("a time");
        let invitation = Invitation {
            uid: "5f0c@ensemblier",
            sequence: 2,
            method: Method::Request,
            starts_at: at,
            ends_at: at + Duration::minutes(45),
            summary: "Entretien : Tapissier, décorateur – Atelier Dubois",
            location: "12, rue des Arts; Lyon",
            description: "Entretien à l'atelier.\nÀ bientôt",
            url: None,
            organizer: Person {
                name: "Claire Dubois",
                email: "claire@atelier.fr",
            },
            attendee: Person {
                name: "Léa Martin",
                email: "lea@exemple.fr",
            },
            stamp: at,
        };
        let ics = invitation.to_ics();
        assert!(ics.contains("METHOD:REQUEST\r\n"), "{ics}");
        assert!(
            ics.contains("DTSTART;TZID=Europe/Paris:20260710T100000\r\n"),
            "{ics}"
        );
        assert!(
            ics.contains("DTEND;TZID=Europe/Paris:20260710T104500\r\n"),
            "{ics}"
        );
        assert!(ics.contains("SEQUENCE:2\r\n"), "{ics}");
        assert!(ics.contains("UID:5f0c@ensemblier\r\n"), "{ics}");
        assert!(ics.contains("LOCATION:12\\, rue des Arts\\; Lyon"), "{ics}");
        assert_eq!(ics.matches("UID:").count(), 1, "{ics}");
        assert!(ics.lines().all(|line| line.len() <= 75), "{ics}");
    }
}
