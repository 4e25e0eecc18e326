//! The interview's mails, queued in the transaction of what caused them: to the candidate and
//! to the member who proposed it, each only at an address its account proved (as every mail;
//! the `mail_queue_proven_recipient` trigger holds it too). The invitation and the
//! cancellation carry the same `.ics` for both.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use super::{
    ics::{Invitation, Method, Person},
    Mode,
};
use crate::{
    error::AppResult,
    french,
    mail::{
        interviews::{self as mails, About, To},
        Attachment, Mailer,
    },
};

/// Everything the mails of one interview name.
pub(super) struct Party {
    pub uid: String,
    pub mode: Mode,
    pub place: String,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub sequence: i32,
    /// Its time was set (or moved to) less than 24 hours ahead: no reminder.
    pub set_within_a_day: bool,
    pub title: String,
    pub company: String,
    pub candidate_name: String,
    /// Empty unless her account proved it.
    pub candidate_email: String,
    pub candidate_phone: String,
    pub recruiter_firstname: String,
    pub recruiter_name: String,
    /// Empty unless the member's account proved it.
    pub recruiter_email: String,
    pub link: String,
}

impl Party {
    fn candidate_firstname(&self) -> &str {
        self.candidate_name
            .split_whitespace()
            .next()
            .unwrap_or_default()
    }

    fn about<'a>(&'a self, place: &'a str) -> About<'a> {
        About {
            title: &self.title,
            company: &self.company,
            mode: self.mode.words(),
            place,
            link: &self.link,
        }
    }

    /// What « où » says to the candidate: the address, the link; for a call, nothing more.
    fn place_for_candidate(&self) -> &str {
        &self.place
    }

    /// To the member, a call names the number to call.
    fn place_for_recruiter(&self) -> String {
        match self.mode {
            Mode::Phone => self.candidate_phone.clone(),
            Mode::Workshop | Mode::Video => self.place.clone(),
        }
    }

    fn when(&self) -> Option<String> {
        self.starts_at.map(french::moment)
    }

    /// The `.ics` of this version of the interview (`None` before a time is set).
    fn calendar(&self, method: Method) -> Option<Attachment> {
        let (starts_at, ends_at) = (self.starts_at?, self.ends_at?);
        let summary = format!("Entretien : {} – {}", self.title, self.company);
        let location = match self.mode {
            Mode::Phone => format!("Par téléphone ({})", self.candidate_phone),
            Mode::Workshop | Mode::Video => self.place.clone(),
        };
        let description = format!(
            "Entretien {} entre {} ({}) et {}, pour l'offre « {} ».\n{}",
            self.mode.words(),
            self.recruiter_name,
            self.company,
            self.candidate_name,
            self.title,
            self.link
        );
        let invitation = Invitation {
            uid: &self.uid,
            sequence: u32::try_from(self.sequence).unwrap_or_default(),
            method,
            starts_at,
            ends_at,
            summary: &summary,
            location: &location,
            description: &description,
            url: (self.mode == Mode::Video).then_some(self.place.as_str()),
            organizer: Person {
                name: &self.recruiter_name,
                email: &self.recruiter_email,
            },
            attendee: Person {
                name: &self.candidate_name,
                email: &self.candidate_email,
            },
            stamp: Utc::now(),
        };
        Some(Attachment {
            name: if method == Method::Cancel {
                "annulation.ics".to_owned()
            } else {
                "invitation.ics".to_owned()
            },
            content_type: invitation.content_type().to_owned(),
            body: invitation.to_ics().into_bytes(),
        })
    }
}

/// Reads the party of the interview `id` (in the caller's transaction, after its change).
pub(super) async fn party(conn: &mut PgConnection, mailer: &Mailer, id: i64) -> AppResult<Party> {
    // `cu.confirmation_token IS NULL`, `u.confirmation_token IS NULL`: `mail::CONFIRMED`.
    let row = sqlx::query!(
        r#"SELECT i.uid, i.mode, i.place, i.starts_at, i.ends_at, i.sequence,
                  coalesce(i.starts_at - i.scheduled_at < interval '24 hours', false)
                      AS "set_within_a_day!",
                  o.id AS offer_id, o.title, c.name AS company,
                  a.id AS application_id, a.candidate_name,
                  CASE WHEN a.withdrawn_at IS NULL AND EXISTS (
                           SELECT 1 FROM candidates ca JOIN users cu ON cu.id = ca.user_id
                            WHERE ca.id = a.candidate_id AND cu.confirmation_token IS NULL
                              AND lower(cu.email) = lower(a.candidate_email))
                       THEN a.candidate_email ELSE '' END AS "candidate_email!",
                  coalesce(nullif(a.phone, ''), a.candidate_tel) AS "candidate_phone!",
                  u.firstname AS recruiter_firstname,
                  btrim(u.firstname || ' ' || u.lastname) AS "recruiter_name!",
                  CASE WHEN u.confirmation_token IS NULL THEN u.email ELSE '' END
                      AS "recruiter_email!"
             FROM interviews i
             JOIN job_offer_applications a ON a.id = i.application_id
             JOIN job_offers o ON o.id = a.job_offer_id
             JOIN localized_companies lc ON lc.id = o.localized_company_id
             JOIN companies c ON c.id = lc.company_id
             JOIN users u ON u.id = i.recruiter_user_id
            WHERE i.id = $1"#,
        id
    )
    .fetch_one(&mut *conn)
    .await?;
    Ok(Party {
        uid: format!("{}@ensemblier", row.uid),
        mode: Mode::parse(&row.mode),
        place: row.place,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        sequence: row.sequence,
        set_within_a_day: row.set_within_a_day,
        title: row.title,
        company: row.company,
        candidate_name: row.candidate_name,
        candidate_email: row.candidate_email,
        candidate_phone: row.candidate_phone,
        recruiter_firstname: row.recruiter_firstname,
        recruiter_name: row.recruiter_name,
        recruiter_email: row.recruiter_email,
        link: mailer.link(&format!(
            "/emploi/{}/applications/{}",
            row.offer_id, row.application_id
        )),
    })
}

/// The slots, as the proposal lists them: « jeudi 10 décembre 2026 à 10 h 00 (45 min) ».
pub(super) fn slot_words(slots: &[super::slots::When]) -> Vec<String> {
    slots
        .iter()
        .map(|s| {
            format!(
                "{} ({})",
                french::moment(s.starts_at),
                french::minutes(s.minutes)
            )
        })
        .collect()
}

/// To the candidate: the proposal.
pub(super) async fn proposed(
    conn: &mut PgConnection,
    mailer: &Mailer,
    party: &Party,
    slots: Vec<String>,
) -> AppResult<()> {
    if party.candidate_email.is_empty() {
        return Ok(());
    }
    let to = To {
        address: &party.candidate_email,
        firstname: party.candidate_firstname(),
    };
    let place = party.place_for_candidate();
    let mail = mails::proposed(&to, &party.about(place), &party.recruiter_name, slots);
    mailer.queue(conn, mail).await
}

/// To both: the interview is set (`moved`: at a new time), with its `.ics`.
pub(super) async fn invitation(
    conn: &mut PgConnection,
    mailer: &Mailer,
    party: &Party,
    moved: bool,
) -> AppResult<()> {
    let (Some(when), Some(ics)) = (party.when(), party.calendar(Method::Request)) else {
        return Ok(());
    };
    if !party.candidate_email.is_empty() {
        let to = To {
            address: &party.candidate_email,
            firstname: party.candidate_firstname(),
        };
        let with = format!("{} ({})", party.recruiter_name, party.company);
        let about = party.about(party.place_for_candidate());
        let mail = mails::invitation(&to, &about, &with, &when, moved, ics.clone());
        mailer.queue(conn, mail).await?;
    }
    if !party.recruiter_email.is_empty() {
        let to = To {
            address: &party.recruiter_email,
            firstname: &party.recruiter_firstname,
        };
        let place = party.place_for_recruiter();
        let mail = mails::invitation(
            &to,
            &party.about(&place),
            &party.candidate_name,
            &when,
            moved,
            ics,
        );
        mailer.queue(conn, mail).await?;
    }
    Ok(())
}

/// To both: cancelled by `by`; with the cancelling `.ics` when a time was set.
pub(super) async fn cancelled(
    conn: &mut PgConnection,
    mailer: &Mailer,
    party: &Party,
    by: &str,
    was_scheduled: bool,
) -> AppResult<()> {
    let when = party.when().filter(|_| was_scheduled);
    let ics = if was_scheduled {
        party.calendar(Method::Cancel)
    } else {
        None
    };
    if !party.candidate_email.is_empty() {
        let to = To {
            address: &party.candidate_email,
            firstname: party.candidate_firstname(),
        };
        let about = party.about(party.place_for_candidate());
        let mail = mails::cancelled(&to, &about, by, when.as_deref(), ics.clone());
        mailer.queue(conn, mail).await?;
    }
    if !party.recruiter_email.is_empty() {
        let to = To {
            address: &party.recruiter_email,
            firstname: &party.recruiter_firstname,
        };
        let place = party.place_for_recruiter();
        let mail = mails::cancelled(&to, &party.about(&place), by, when.as_deref(), ics);
        mailer.queue(conn, mail).await?;
    }
    Ok(())
}

/// To both, 24 hours before.
pub(super) async fn reminder(
    conn: &mut PgConnection,
    mailer: &Mailer,
    party: &Party,
) -> AppResult<()> {
    let Some(when) = party.when() else {
        return Ok(());
    };
    if !party.candidate_email.is_empty() {
        let to = To {
            address: &party.candidate_email,
            firstname: party.candidate_firstname(),
        };
        let with = format!("{} ({})", party.recruiter_name, party.company);
        let about = party.about(party.place_for_candidate());
        mailer
            .queue(conn, mails::reminder(&to, &about, &with, &when))
            .await?;
    }
    if !party.recruiter_email.is_empty() {
        let to = To {
            address: &party.recruiter_email,
            firstname: &party.recruiter_firstname,
        };
        let place = party.place_for_recruiter();
        let mail = mails::reminder(&to, &party.about(&place), &party.candidate_name, &when);
        mailer.queue(conn, mail).await?;
    }
    Ok(())
}
