//! The interview mails (`interviews`, docs/interviews.md): the proposal to the candidate, the
//! invitation both sides get (with its `.ics`), the cancellation, the reminder 24 hours
//! before. One template pair, `interview.html` and `interview.txt`: each mail is its
//! paragraphs, a few labelled lines, the slots (a proposal), and a button to the application.

use askama::Template;

use super::{
    templates::{compose, hello, of, quoted},
    Attachment, Kind, Mail,
};

struct InterviewMail {
    greeting: String,
    paragraphs: Vec<String>,
    details: Vec<(&'static str, String)>,
    slots: Vec<String>,
    button: &'static str,
    link: String,
    attached: bool,
}

#[derive(Template)]
#[template(path = "mail/interview.html")]
struct InterviewHtml<'a> {
    subject: &'a str,
    m: &'a InterviewMail,
}

#[derive(Template)]
#[template(path = "mail/interview.txt")]
struct InterviewText<'a> {
    m: &'a InterviewMail,
}

/// What every interview mail names: the offer, its company, where, and the application's page.
pub struct About<'a> {
    pub title: &'a str,
    pub company: &'a str,
    /// « à l'atelier », « en visio », « par téléphone ».
    pub mode: &'a str,
    /// The address, the link, or the number called.
    pub place: &'a str,
    pub link: &'a str,
}

impl About<'_> {
    fn offer(&self) -> String {
        format!("{} {}", quoted(self.title), of(self.company))
    }

    fn place(&self) -> String {
        let mut chars = self.mode.chars();
        let words: String = chars
            .next()
            .map(|first| first.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        match self.place.trim() {
            "" => words,
            place => format!("{words} : {place}"),
        }
    }
}

/// Who a mail goes to: its address and first name.
pub struct To<'a> {
    pub address: &'a str,
    pub firstname: &'a str,
}

fn send(kind: Kind, to: &To<'_>, subject: String, m: &InterviewMail) -> Mail {
    compose(
        kind,
        to.address,
        subject.clone(),
        &InterviewHtml {
            subject: &subject,
            m,
        },
        &InterviewText { m },
    )
}

/// To the candidate: the recruiter proposes `slots` (« jeudi 10 décembre 2026 à 10 h 00,
/// 45 min »); she picks one from the application's page.
pub fn proposed(to: &To<'_>, about: &About<'_>, recruiter: &str, slots: Vec<String>) -> Mail {
    let subject = format!("Proposition d'entretien – {}", about.company);
    let m = InterviewMail {
        greeting: hello(to.firstname),
        paragraphs: vec![
            format!(
                "{recruiter} vous propose un entretien {} pour votre candidature à l'offre {}.",
                about.mode,
                about.offer()
            ),
            "Choisissez le créneau qui vous convient sur la page de votre candidature :".to_owned(),
        ],
        details: vec![("Où", about.place())],
        slots,
        button: "Choisir un créneau",
        link: about.link.to_owned(),
        attached: false,
    };
    send(Kind::InterviewProposed, to, subject, &m).on_behalf_of(about.company)
}

/// To each side: the interview is set (`moved`: set again at another time) for `when`; the
/// attached invitation puts it in the calendar.
pub fn invitation(
    to: &To<'_>,
    about: &About<'_>,
    with: &str,
    when: &str,
    moved: bool,
    ics: Attachment,
) -> Mail {
    let subject = if moved {
        format!("Entretien déplacé au {when} – {}", about.company)
    } else {
        format!("Entretien confirmé le {when} – {}", about.company)
    };
    let opening = if moved {
        format!("Votre entretien avec {with} est déplacé.")
    } else {
        format!("Votre entretien avec {with} est confirmé.")
    };
    let m = InterviewMail {
        greeting: hello(to.firstname),
        paragraphs: vec![opening],
        details: vec![
            ("Offre", about.offer()),
            ("Quand", when.to_owned()),
            ("Où", about.place()),
        ],
        slots: Vec::new(),
        button: "Voir la candidature",
        link: about.link.to_owned(),
        attached: true,
    };
    send(Kind::InterviewInvitation, to, subject, &m)
        .on_behalf_of(about.company)
        .attaching(ics)
}

/// To each side: the interview (`when`, if one was set) is cancelled by `by` (« Léa Martin »,
/// « Atelier Dubois »); the attached cancellation takes it out of the calendar.
pub fn cancelled(
    to: &To<'_>,
    about: &About<'_>,
    by: &str,
    when: Option<&str>,
    ics: Option<Attachment>,
) -> Mail {
    let subject = format!("Entretien annulé – {}", about.company);
    let what = match when {
        Some(when) => format!(
            "L'entretien du {when} pour l'offre {} est annulé",
            about.offer()
        ),
        None => format!(
            "La proposition d'entretien pour l'offre {} est annulée",
            about.offer()
        ),
    };
    let attached = ics.is_some();
    let m = InterviewMail {
        greeting: hello(to.firstname),
        paragraphs: vec![format!("{what} à la demande de {by}.")],
        details: Vec::new(),
        slots: Vec::new(),
        button: "Voir la candidature",
        link: about.link.to_owned(),
        attached,
    };
    let mail = send(Kind::InterviewCancelled, to, subject, &m).on_behalf_of(about.company);
    match ics {
        Some(ics) => mail.attaching(ics),
        None => mail,
    }
}

/// To each side, 24 hours before.
pub fn reminder(to: &To<'_>, about: &About<'_>, with: &str, when: &str) -> Mail {
    let subject = format!("Rappel : entretien demain – {}", about.company);
    let m = InterviewMail {
        greeting: hello(to.firstname),
        paragraphs: vec![format!(
            "Pour rappel, votre entretien avec {with} a lieu demain."
        )],
        details: vec![
            ("Offre", about.offer()),
            ("Quand", when.to_owned()),
            ("Où", about.place()),
        ],
        slots: Vec::new(),
        button: "Voir la candidature",
        link: about.link.to_owned(),
        attached: false,
    };
    send(Kind::InterviewReminder, to, subject, &m).on_behalf_of(about.company)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn about() -> About<'static> {
        About {
            title: "Tapissier décorateur",
            company: "Atelier Dubois",
            mode: "à l'atelier",
            place: "12 rue des Arts, 69001 Lyon",
            link: "https://ensemblier.fr/emploi/3/applications/7",
        }
    }

    fn lea() -> To<'static> {
        To {
            address: "lea@exemple.fr",
            firstname: "Léa",
        }
    }

    #[test]
    fn a_proposal_lists_its_slots() {
        let mail = proposed(
            &lea(),
            &about(),
            "Claire Dubois",
            vec![
                "jeudi 10 décembre 2026 à 10 h 00 (45 min)".to_owned(),
                "vendredi 11 décembre 2026 à 14 h 30 (1 h)".to_owned(),
            ],
        );
        insta::assert_snapshot!("interview_proposed_text", mail.text);
        insta::assert_snapshot!("interview_proposed_html", mail.html);
        assert_eq!(mail.subject, "Proposition d'entretien – Atelier Dubois");
    }

    #[test]
    fn an_invitation_carries_its_calendar() {
        let ics = Attachment {
            name: "invitation.ics".to_owned(),
            content_type: "text/calendar; charset=utf-8; method=REQUEST".to_owned(),
            body: b"BEGIN:VCALENDAR".to_vec(),
        };
        let mail = invitation(
            &lea(),
            &about(),
            "Claire Dubois (Atelier Dubois)",
            "jeudi 10 décembre 2026 à 10 h 00",
            false,
            ics,
        );
        insta::assert_snapshot!("interview_invitation_text", mail.text);
        assert!(mail.attachment.is_some());
        let cancelled = cancelled(&lea(), &about(), "Atelier Dubois", None, None);
        insta::assert_snapshot!("interview_cancelled_text", cancelled.text);
        let reminder = reminder(&lea(), &about(), "Claire Dubois", "demain");
        insta::assert_snapshot!("interview_reminder_text", reminder.text);
    }
}
