//! The French mails. Each has one value holding what it says and two askama templates under
//! `templates/mail/`: `<mail>.html` (on `layout.html`: tables and inline styles, which the
//! common mail clients render) and `<mail>.txt` (on `layout.txt`), both rendered from that
//! value. The HTML part escapes every value; the text part is sent as is.

use askama::Template;

use super::{Kind, Mail};

/// "Bonjour Léa," or, without a first name, "Bonjour,".
pub(super) fn hello(firstname: &str) -> String {
    if firstname.trim().is_empty() {
        "Bonjour,".to_owned()
    } else {
        format!("Bonjour {},", firstname.trim())
    }
}

/// « de « Maison Lumen » »: a company's name is text its account typed, so a mail to anyone
/// else quotes it, and it is never made a link (issue 59: « Gagnez 500 € sur https://… »).
pub(super) fn of(name: &str) -> String {
    format!("de {}", quoted(name))
}

/// `text` between guillemets (no-break spaces inside), as [`unlinkable`].
pub fn quoted(text: &str) -> String {
    format!("«\u{a0}{}\u{a0}»", unlinkable(text.trim()))
}

/// `text` with a zero-width space after each `.`, `/`, `:` and `@`: it reads the same, but no
/// mail client turns an address or a domain written in it into a link.
pub fn unlinkable(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        out.push(c);
        if matches!(c, '.' | '/' | ':' | '@') {
            out.push('\u{200b}');
        }
    }
    out
}

/// Renders both parts. Rendering only writes strings into a `String`, which cannot fail.
pub(super) fn compose(
    kind: Kind,
    to: &str,
    subject: String,
    html: &impl Template,
    text: &impl Template,
) -> Mail {
    Mail {
        kind,
        to: to.to_owned(),
        subject,
        text: text.to_string(),
        html: html.to_string(),
        reply_to: None,
        list_unsubscribe: None,
        on_behalf_of: None,
        attachment: None,
    }
}

/// A mail whose only value is a link (and the greeting every mail has).
struct Link<'a> {
    greeting: String,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/confirm_email.html")]
struct ConfirmEmailHtml<'a> {
    subject: &'a str,
    m: &'a Link<'a>,
}

#[derive(Template)]
#[template(path = "mail/confirm_email.txt")]
struct ConfirmEmailText<'a> {
    m: &'a Link<'a>,
}

pub fn confirm_email(to: &str, firstname: &str, link: &str) -> Mail {
    let subject = "Confirmez votre adresse e-mail – Ensemblier";
    let m = Link {
        greeting: hello(firstname),
        link,
    };
    compose(
        Kind::ConfirmEmail,
        to,
        subject.to_owned(),
        &ConfirmEmailHtml { subject, m: &m },
        &ConfirmEmailText { m: &m },
    )
}

#[derive(Template)]
#[template(path = "mail/reset_password.html")]
struct ResetPasswordHtml<'a> {
    subject: &'a str,
    m: &'a Link<'a>,
}

#[derive(Template)]
#[template(path = "mail/reset_password.txt")]
struct ResetPasswordText<'a> {
    m: &'a Link<'a>,
}

pub fn reset_password(to: &str, link: &str) -> Mail {
    let subject = "Réinitialisation de votre mot de passe – Ensemblier";
    let m = Link {
        greeting: hello(""),
        link,
    };
    compose(
        Kind::ResetPassword,
        to,
        subject.to_owned(),
        &ResetPasswordHtml { subject, m: &m },
        &ResetPasswordText { m: &m },
    )
}

struct PasswordChanged<'a> {
    greeting: String,
    /// The forgotten-password page, for whoever did not make the change.
    link: &'a str,
    contact: &'a str,
}

#[derive(Template)]
#[template(path = "mail/password_changed.html")]
struct PasswordChangedHtml<'a> {
    subject: &'a str,
    m: &'a PasswordChanged<'a>,
}

#[derive(Template)]
#[template(path = "mail/password_changed.txt")]
struct PasswordChangedText<'a> {
    m: &'a PasswordChanged<'a>,
}

/// Told after a reset and after a change from the dashboard: a stolen account is noticed.
pub fn password_changed(to: &str, firstname: &str, link: &str, contact: &str) -> Mail {
    let subject = "Votre mot de passe a été modifié – Ensemblier";
    let m = PasswordChanged {
        greeting: hello(firstname),
        link,
        contact,
    };
    compose(
        Kind::PasswordChanged,
        to,
        subject.to_owned(),
        &PasswordChangedHtml { subject, m: &m },
        &PasswordChangedText { m: &m },
    )
}

/// A mail that only greets before its fixed paragraphs.
struct Greeting {
    greeting: String,
}

#[derive(Template)]
#[template(path = "mail/account_deleted.html")]
struct AccountDeletedHtml<'a> {
    subject: &'a str,
    m: &'a Greeting,
}

#[derive(Template)]
#[template(path = "mail/account_deleted.txt")]
struct AccountDeletedText<'a> {
    m: &'a Greeting,
}

pub fn account_deleted(to: &str, firstname: &str) -> Mail {
    let subject = "Votre compte Ensemblier a été supprimé";
    let m = Greeting {
        greeting: hello(firstname),
    };
    compose(
        Kind::AccountDeleted,
        to,
        subject.to_owned(),
        &AccountDeletedHtml { subject, m: &m },
        &AccountDeletedText { m: &m },
    )
}

struct ApplicationSent<'a> {
    greeting: String,
    title: &'a str,
    /// « de Maison Lumen », « d'Atelier Dubois ».
    of_company: String,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/application_sent.html")]
struct ApplicationSentHtml<'a> {
    subject: &'a str,
    m: &'a ApplicationSent<'a>,
}

#[derive(Template)]
#[template(path = "mail/application_sent.txt")]
struct ApplicationSentText<'a> {
    m: &'a ApplicationSent<'a>,
}

pub fn application_sent(to: &str, firstname: &str, title: &str, company: &str, link: &str) -> Mail {
    let subject = "Votre candidature a bien été envoyée – Ensemblier";
    let m = ApplicationSent {
        greeting: hello(firstname),
        title,
        of_company: of(company),
        link,
    };
    compose(
        Kind::ApplicationSent,
        to,
        subject.to_owned(),
        &ApplicationSentHtml { subject, m: &m },
        &ApplicationSentText { m: &m },
    )
}

struct RecruiterMessage<'a> {
    greeting: String,
    title: &'a str,
    company: &'a str,
    reply_to: &'a str,
    /// The recruiter's message, parted at its blank lines.
    paragraphs: Vec<&'a str>,
    /// Who wrote it, signed under it: « Claire Dubois, Dubois & Fils ».
    signature: String,
}

#[derive(Template)]
#[template(path = "mail/recruiter_message.html")]
struct RecruiterMessageHtml<'a> {
    subject: &'a str,
    m: &'a RecruiterMessage<'a>,
}

#[derive(Template)]
#[template(path = "mail/recruiter_message.txt")]
struct RecruiterMessageText<'a> {
    m: &'a RecruiterMessage<'a>,
}

/// Who writes a recruiter's message: her name and her company's.
pub struct Writer<'a> {
    pub name: &'a str,
    pub company: &'a str,
    /// Where the candidate's answer goes.
    pub reply_to: &'a str,
}

/// A recruiter writes to the candidates they selected; the candidate answers by mail. The
/// message is signed with the recruiter's name and company (a text ending « Bien
/// cordialement » names its writer), and its `From:` reads « <company> via Ensemblier ».
pub fn recruiter_message(
    to: &str,
    candidate_name: &str,
    title: &str,
    writer: &Writer<'_>,
    subject: &str,
    message: &str,
) -> Mail {
    let (company, reply_to) = (writer.company, writer.reply_to);
    let subject = format!("{subject} – {company}");
    let m = RecruiterMessage {
        greeting: hello(candidate_name.split_whitespace().next().unwrap_or_default()),
        title,
        company,
        reply_to,
        paragraphs: message
            .split("\n\n")
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .collect(),
        signature: match writer.name.trim() {
            "" => company.to_owned(),
            name => format!("{name}, {company}"),
        },
    };
    let html = RecruiterMessageHtml {
        subject: &subject,
        m: &m,
    };
    compose(
        Kind::RecruiterMessage,
        to,
        subject.clone(),
        &html,
        &RecruiterMessageText { m: &m },
    )
    // The dialog promises it: the candidate's answer goes to the company, not to no-reply.
    .replying_to(reply_to)
    .on_behalf_of(company)
}

/// A message of an application's thread, mailed to the other side (issue 53).
pub struct ThreadMail<'a> {
    /// The addressee's first name.
    pub firstname: &'a str,
    /// Who wrote it: « Claire, Atelier Dubois » or the candidate's name.
    pub author: &'a str,
    pub title: &'a str,
    pub body: &'a str,
    /// How many PDF files the message carries (named, never attached: they are read in the
    /// thread).
    pub attachments: usize,
    /// The thread's page.
    pub link: &'a str,
    /// The thread's own address, where a reply by mail joins the conversation.
    pub reply_to: Option<&'a str>,
}

struct ThreadMessage<'a> {
    greeting: String,
    author: String,
    title: &'a str,
    paragraphs: Vec<&'a str>,
    /// « Ce message contient 2 pièces jointes, à lire dans la conversation. », or empty.
    attachments: String,
    link: &'a str,
    replies: bool,
}

#[derive(Template)]
#[template(path = "mail/thread_message.html")]
struct ThreadMessageHtml<'a> {
    subject: &'a str,
    m: &'a ThreadMessage<'a>,
}

#[derive(Template)]
#[template(path = "mail/thread_message.txt")]
struct ThreadMessageText<'a> {
    m: &'a ThreadMessage<'a>,
}

/// A thread's message to its candidate (`RecruiterMessage`: the recruiter's text, the
/// company's limits) or to a member of the company (`ApplicationsDigest`: news of an
/// application). The author's words are quoted as text, never as links.
pub fn thread_message(to: &str, kind: Kind, mail: &ThreadMail<'_>, on_behalf_of: &str) -> Mail {
    let subject = format!("Nouveau message : {}", mail.title);
    let m = ThreadMessage {
        greeting: hello(mail.firstname),
        author: unlinkable(mail.author),
        title: mail.title,
        paragraphs: mail
            .body
            .split("\n\n")
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .collect(),
        attachments: match mail.attachments {
            0 => String::new(),
            1 => "Ce message contient 1 pièce jointe, à ouvrir dans la conversation.".to_owned(),
            n => format!("Ce message contient {n} pièces jointes, à ouvrir dans la conversation."),
        },
        link: mail.link,
        replies: mail.reply_to.is_some(),
    };
    let html = ThreadMessageHtml {
        subject: &subject,
        m: &m,
    };
    let mut composed = compose(
        kind,
        to,
        subject.clone(),
        &html,
        &ThreadMessageText { m: &m },
    );
    if let Some(address) = mail.reply_to {
        composed = composed.replying_to(address);
    }
    composed.on_behalf_of(on_behalf_of)
}

/// One thread of a member's daily digest of messages.
pub struct DigestThread {
    pub candidate: String,
    pub title: String,
    pub unread: i64,
    pub link: String,
}

struct ThreadDigest<'a> {
    greeting: String,
    threads: &'a [DigestThread],
}

#[derive(Template)]
#[template(path = "mail/thread_digest.html")]
struct ThreadDigestHtml<'a> {
    subject: &'a str,
    m: &'a ThreadDigest<'a>,
}

#[derive(Template)]
#[template(path = "mail/thread_digest.txt")]
struct ThreadDigestText<'a> {
    m: &'a ThreadDigest<'a>,
}

/// The morning's list of threads where candidates wrote, for a member who chose the digest.
pub fn thread_digest(to: &str, firstname: &str, threads: &[DigestThread]) -> Mail {
    let subject = "Vos candidats vous ont écrit – Ensemblier".to_owned();
    let m = ThreadDigest {
        greeting: hello(firstname),
        threads,
    };
    let html = ThreadDigestHtml {
        subject: &subject,
        m: &m,
    };
    compose(
        Kind::ApplicationsDigest,
        to,
        subject.clone(),
        &html,
        &ThreadDigestText { m: &m },
    )
}

/// One offer of a company's digest: its title, the new candidates, its applications page.
pub struct DigestOffer {
    pub title: String,
    pub candidates: Vec<String>,
    pub link: String,
}

struct ApplicationsDigest<'a> {
    greeting: String,
    company: &'a str,
    count: usize,
    offers: &'a [DigestOffer],
}

#[derive(Template)]
#[template(path = "mail/applications_digest.html")]
struct ApplicationsDigestHtml<'a> {
    subject: &'a str,
    m: &'a ApplicationsDigest<'a>,
}

#[derive(Template)]
#[template(path = "mail/applications_digest.txt")]
struct ApplicationsDigestText<'a> {
    m: &'a ApplicationsDigest<'a>,
}

pub fn applications_digest(
    to: &str,
    firstname: &str,
    company: &str,
    count: usize,
    offers: &[DigestOffer],
) -> Mail {
    let subject = if count == 1 {
        "Une nouvelle candidature – Ensemblier".to_owned()
    } else {
        format!("{count} nouvelles candidatures – Ensemblier")
    };
    let m = ApplicationsDigest {
        greeting: hello(firstname),
        company,
        count,
        offers,
    };
    let html = ApplicationsDigestHtml {
        subject: &subject,
        m: &m,
    };
    compose(
        Kind::ApplicationsDigest,
        to,
        subject.clone(),
        &html,
        &ApplicationsDigestText { m: &m },
    )
}

/// One offer of an alert mail.
pub struct AlertMailOffer {
    pub title: String,
    pub company: String,
    /// `Lyon 3e Arrondissement (69003)`.
    pub place: String,
    pub contract: String,
    /// The pay as `offers::read::shown_pay` writes it (« 32–38 k€ brut/an »), or empty.
    pub pay: String,
    pub link: String,
}

/// One alert of an alert mail: its sentence, its first offers, how many more, its links.
pub struct AlertMailSection {
    pub summary: String,
    /// At most [`ALERT_MAIL_OFFERS`] offers.
    pub offers: Vec<AlertMailOffer>,
    /// The offers beyond those, found by the search link.
    pub more: usize,
    pub search_link: String,
    pub unsubscribe_link: String,
}

/// The offers an alert mail lists per alert; the others are counted (« et N autres offres »).
pub const ALERT_MAIL_OFFERS: usize = 10;

struct JobAlert<'a> {
    greeting: String,
    intro: String,
    sections: &'a [AlertMailSection],
    manage_link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/job_alert.html")]
struct JobAlertHtml<'a> {
    subject: &'a str,
    m: &'a JobAlert<'a>,
}

#[derive(Template)]
#[template(path = "mail/job_alert.txt")]
struct JobAlertText<'a> {
    m: &'a JobAlert<'a>,
}

/// New offers for a candidate's alerts: one section per alert. `unsubscribe_all` disables
/// every alert of the mail (its `List-Unsubscribe`).
pub fn job_alert(
    to: &str,
    firstname: &str,
    sections: &[AlertMailSection],
    manage_link: &str,
    unsubscribe_all: &str,
) -> Mail {
    let count: usize = sections.iter().map(|s| s.offers.len() + s.more).sum();
    let offers = if count == 1 {
        "Une nouvelle offre".to_owned()
    } else {
        format!("{count} nouvelles offres")
    };
    let subject = match sections {
        [one] => format!("{offers} pour votre alerte {} – Ensemblier", one.summary),
        _ => format!("{offers} pour vos alertes – Ensemblier"),
    };
    let intro = if count == 1 {
        "Une nouvelle offre correspond à votre recherche sur Ensemblier :".to_owned()
    } else {
        format!("{count} nouvelles offres correspondent à vos recherches sur Ensemblier :")
    };
    let m = JobAlert {
        greeting: hello(firstname),
        intro,
        sections,
        manage_link,
    };
    let mut mail = compose(
        Kind::JobAlert,
        to,
        subject.clone(),
        &JobAlertHtml {
            subject: &subject,
            m: &m,
        },
        &JobAlertText { m: &m },
    );
    mail.list_unsubscribe = Some(unsubscribe_all.to_owned());
    mail
}

/// One offer of « Offres pour vous » by mail.
pub struct ForYouMailOffer {
    pub title: String,
    pub company: String,
    pub place: String,
    pub pay: String,
    /// Its reasons, joined: « tapissier décorateur, à 12 km de Lyon, CDI ».
    pub reasons: String,
    pub link: String,
}

struct OffersForYou<'a> {
    greeting: String,
    intro: String,
    offers: &'a [ForYouMailOffer],
    dashboard_link: &'a str,
    preferences_link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/offers_for_you.html")]
struct OffersForYouHtml<'a> {
    subject: &'a str,
    m: &'a OffersForYou<'a>,
}

#[derive(Template)]
#[template(path = "mail/offers_for_you.txt")]
struct OffersForYouText<'a> {
    m: &'a OffersForYou<'a>,
}

/// The week's « Offres pour vous », each with why; `unsubscribe` stops the mail in one click
/// (its `List-Unsubscribe`).
pub fn offers_for_you(
    to: &str,
    firstname: &str,
    offers: &[ForYouMailOffer],
    dashboard_link: &str,
    preferences_link: &str,
    unsubscribe: &str,
) -> Mail {
    let subject = if offers.len() == 1 {
        "Une offre pour vous cette semaine – Ensemblier".to_owned()
    } else {
        format!(
            "{} offres pour vous cette semaine – Ensemblier",
            offers.len()
        )
    };
    let m = OffersForYou {
        greeting: hello(firstname),
        intro: "D'après vos préférences, vos candidatures et vos favoris, ces offres pourraient vous plaire :"
            .to_owned(),
        offers,
        dashboard_link,
        preferences_link,
    };
    let mut mail = compose(
        Kind::OffersForYou,
        to,
        subject.clone(),
        &OffersForYouHtml {
            subject: &subject,
            m: &m,
        },
        &OffersForYouText { m: &m },
    );
    mail.list_unsubscribe = Some(unsubscribe.to_owned());
    mail
}

struct OfferRemoved<'a> {
    greeting: String,
    title: &'a str,
    reason: &'a str,
    terms: &'a str,
}

#[derive(Template)]
#[template(path = "mail/offer_removed.html")]
struct OfferRemovedHtml<'a> {
    subject: &'a str,
    m: &'a OfferRemoved<'a>,
}

#[derive(Template)]
#[template(path = "mail/offer_removed.txt")]
struct OfferRemovedText<'a> {
    m: &'a OfferRemoved<'a>,
}

/// To the company whose offer staff removed (docs/moderation.md).
pub fn offer_removed(to: &str, firstname: &str, title: &str, reason: &str, terms: &str) -> Mail {
    let subject = "Votre annonce a été retirée – Ensemblier";
    let m = OfferRemoved {
        greeting: hello(firstname),
        title,
        reason,
        terms,
    };
    compose(
        Kind::OfferRemoved,
        to,
        subject.to_owned(),
        &OfferRemovedHtml { subject, m: &m },
        &OfferRemovedText { m: &m },
    )
}

struct TeamInvitation<'a> {
    greeting: String,
    inviter: &'a str,
    /// « de Maison Lumen », « d'Atelier Nord ».
    company_of: String,
    role: &'a str,
    until: String,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/team_invitation.html")]
struct TeamInvitationHtml<'a> {
    subject: &'a str,
    m: &'a TeamInvitation<'a>,
}

#[derive(Template)]
#[template(path = "mail/team_invitation.txt")]
struct TeamInvitationText<'a> {
    m: &'a TeamInvitation<'a>,
}

/// An owner's invitation to join the company's team (`companies::team`): `role` as its label
/// (« recruteur »), `until` the last day the link works.
pub fn team_invitation(
    to: &str,
    inviter: &str,
    company: &str,
    role: &str,
    until: chrono::DateTime<chrono::Utc>,
    link: &str,
) -> Mail {
    let subject = format!("Rejoignez l'équipe {} – Ensemblier", of(company));
    let inviter = unlinkable(inviter);
    let m = TeamInvitation {
        greeting: hello(""),
        inviter: &inviter,
        company_of: of(company),
        role,
        until: crate::french::date(until),
        link,
    };
    compose(
        Kind::TeamInvitation,
        to,
        subject.clone(),
        &TeamInvitationHtml {
            subject: &subject,
            m: &m,
        },
        &TeamInvitationText { m: &m },
    )
}

/// One closed offer of a candidate's notice: its title, its company (« de Maison Lumen ») and
/// the day it closed (« 3 décembre 2026 »).
pub struct ClosedOffer {
    pub title: String,
    pub of_company: String,
    pub closed_on: String,
}

impl ClosedOffer {
    pub fn new(title: String, company: &str, closed_on: String) -> Self {
        Self {
            title,
            of_company: of(company),
            closed_on,
        }
    }
}

struct OfferClosed<'a> {
    greeting: String,
    offers: &'a [ClosedOffer],
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/offer_closed.html")]
struct OfferClosedHtml<'a> {
    subject: &'a str,
    m: &'a OfferClosed<'a>,
}

#[derive(Template)]
#[template(path = "mail/offer_closed.txt")]
struct OfferClosedText<'a> {
    m: &'a OfferClosed<'a>,
}

/// To a candidate whose applications closed offers left unanswered: one mail for all of them
/// (`applications::closed_notice`).
pub fn offer_closed(to: &str, firstname: &str, offers: &[ClosedOffer], link: &str) -> Mail {
    let subject = if offers.len() == 1 {
        "Une offre à laquelle vous avez postulé est close – Ensemblier"
    } else {
        "Des offres auxquelles vous avez postulé sont closes – Ensemblier"
    };
    let m = OfferClosed {
        greeting: hello(firstname),
        offers,
        link,
    };
    compose(
        Kind::OfferClosed,
        to,
        subject.to_owned(),
        &OfferClosedHtml { subject, m: &m },
        &OfferClosedText { m: &m },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_company_name_is_quoted_and_never_a_link() {
        assert_eq!(of("Maison Lumen"), "de «\u{a0}Maison Lumen\u{a0}»");
        let mail = team_invitation(
            "a@b.fr",
            "Jean sur www.exemple.fr",
            "Gagnez 500 € sur https://arnaque.exemple",
            "recruteur",
            chrono::Utc::now(),
            "https://ensemblier.fr/equipe/invitation/abc",
        );
        for part in [&mail.text, &mail.html, &mail.subject] {
            assert!(part.contains("«\u{a0}Gagnez 500 € sur https:"), "{part}");
            assert!(!part.contains("https://arnaque"), "{part}");
            assert!(!part.contains("arnaque.exemple"), "{part}");
            assert!(!part.contains("www.exemple.fr"), "{part}");
        }
        let mail = application_sent(
            "a@b.fr",
            "Léa",
            "Tapissier",
            "Atelier Dubois",
            "https://x/y",
        );
        assert!(
            mail.text
                .contains("« Tapissier » de «\u{a0}Atelier Dubois\u{a0}» a bien été transmise"),
            "{}",
            mail.text
        );
    }

    #[test]
    fn the_confirmation_mail_carries_its_link_in_text_and_html() {
        let mail = confirm_email(
            "a@b.fr",
            "Léa",
            "https://ensemblier.fr/api/confirm-email/abc",
        );
        assert_eq!(mail.subject, "Confirmez votre adresse e-mail – Ensemblier");
        assert!(mail.text.starts_with("Bonjour Léa,"));
        assert!(mail
            .text
            .contains("https://ensemblier.fr/api/confirm-email/abc"));
        assert!(mail
            .html
            .contains("href=\"https://ensemblier.fr/api/confirm-email/abc\""));
    }

    #[test]
    fn what_a_user_typed_is_escaped_in_html() {
        let mail = account_deleted("a@b.fr", "<script>x</script>");
        assert!(!mail.html.contains("<script>"));
        assert!(mail.text.starts_with("Bonjour <script>x</script>,"));
    }

    #[test]
    fn the_text_part_has_one_blank_line_between_paragraphs_and_ends_with_the_signature() {
        let mails = [
            confirm_email("a@b.fr", "Léa", "https://e.fr/a"),
            recruiter_message(
                "a@b.fr",
                "Léa M",
                "T",
                &Writer {
                    name: "Claire",
                    company: "C",
                    reply_to: "r@c.fr",
                },
                "S",
                "a\n\n\n\nb",
            ),
            applications_digest("a@b.fr", "", "C", 1, &[]),
        ];
        for mail in mails {
            assert!(!mail.text.contains("\n\n\n"), "{}", mail.text);
            assert!(
                mail.text.ends_with("\n\nL'équipe Ensemblier\n"),
                "{}",
                mail.text
            );
        }
    }
}

/// A contact message, as the team reads it (answering goes to the sender: `Reply-To`).
struct ContactMessage<'a> {
    greeting: String,
    subject: &'a str,
    email: &'a str,
    /// The message, parted at its blank lines.
    paragraphs: Vec<&'a str>,
}

fn paragraphs(text: &str) -> Vec<&str> {
    text.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

#[derive(Template)]
#[template(path = "mail/contact_message.html")]
struct ContactMessageHtml<'a> {
    subject: &'a str,
    m: &'a ContactMessage<'a>,
}

#[derive(Template)]
#[template(path = "mail/contact_message.txt")]
struct ContactMessageText<'a> {
    m: &'a ContactMessage<'a>,
}

pub fn contact_message(to: &str, subject_label: &str, email: &str, message: &str) -> Mail {
    let subject = format!("Contact : {subject_label}");
    let m = ContactMessage {
        greeting: hello(""),
        subject: subject_label,
        email,
        paragraphs: paragraphs(message),
    };
    let html = ContactMessageHtml {
        subject: &subject,
        m: &m,
    };
    compose(
        Kind::ContactMessage,
        to,
        subject.clone(),
        &html,
        &ContactMessageText { m: &m },
    )
}

#[derive(Template)]
#[template(path = "mail/contact_received.html")]
struct ContactReceivedHtml<'a> {
    subject: &'a str,
    m: &'a ContactMessage<'a>,
}

#[derive(Template)]
#[template(path = "mail/contact_received.txt")]
struct ContactReceivedText<'a> {
    m: &'a ContactMessage<'a>,
}

/// The acknowledgement the sender of a contact message receives, with their message.
pub fn contact_received(to: &str, subject_label: &str, message: &str) -> Mail {
    let subject = "Nous avons bien reçu votre message – Ensemblier";
    let m = ContactMessage {
        greeting: hello(""),
        subject: subject_label,
        email: to,
        paragraphs: paragraphs(message),
    };
    compose(
        Kind::ContactReceived,
        to,
        subject.to_owned(),
        &ContactReceivedHtml { subject, m: &m },
        &ContactReceivedText { m: &m },
    )
}

/// The team's answer to a contact message, with the message it answers.
struct ContactReply<'a> {
    greeting: String,
    subject: &'a str,
    /// The answer, parted at its blank lines.
    reply: Vec<&'a str>,
    /// The message answered, parted likewise.
    message: Vec<&'a str>,
}

#[derive(Template)]
#[template(path = "mail/contact_reply.html")]
struct ContactReplyHtml<'a> {
    subject: &'a str,
    m: &'a ContactReply<'a>,
}

#[derive(Template)]
#[template(path = "mail/contact_reply.txt")]
struct ContactReplyText<'a> {
    m: &'a ContactReply<'a>,
}

/// A staff member's reply, from the back-office's inbox, to the sender of a contact message
/// (docs/admin.md). The caller sets `Reply-To` to the contact address.
pub fn contact_reply(to: &str, subject_label: &str, reply: &str, message: &str) -> Mail {
    let subject = "Réponse à votre message – Ensemblier";
    let m = ContactReply {
        greeting: hello(""),
        subject: subject_label,
        reply: paragraphs(reply),
        message: paragraphs(message),
    };
    compose(
        Kind::ContactReply,
        to,
        subject.to_owned(),
        &ContactReplyHtml { subject, m: &m },
        &ContactReplyText { m: &m },
    )
}

/// A notice's mails (`notices`): `what` is « l'offre « … » » or « l'entreprise « … » », quoted.
struct Notice<'a> {
    greeting: String,
    what: &'a str,
    link: &'a str,
}

struct LabelDecided<'a> {
    greeting: String,
    label: &'a str,
    approved: bool,
    revoked: bool,
    reason: &'a str,
    link: &'a str,
}

/// What staff decided of a craft label, with the reason the company reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelDecision<'a> {
    Approved,
    Refused(&'a str),
    /// An approved label taken back (a proof found false, a title lost).
    Revoked(&'a str),
}

#[derive(Template)]
#[template(path = "mail/notice_confirm.html")]
struct NoticeConfirmHtml<'a> {
    subject: &'a str,
    m: &'a Notice<'a>,
}

#[derive(Template)]
#[template(path = "mail/notice_confirm.txt")]
struct NoticeConfirmText<'a> {
    m: &'a Notice<'a>,
}

/// The link an anonymous reporter follows to confirm a notice (valid 48 hours, once).
pub fn notice_confirm(to: &str, name: &str, what: &str, link: &str) -> Mail {
    let subject = "Confirmez votre signalement – Ensemblier";
    let m = Notice {
        greeting: hello(name),
        what,
        link,
    };
    compose(
        Kind::NoticeConfirm,
        to,
        subject.to_owned(),
        &NoticeConfirmHtml { subject, m: &m },
        &NoticeConfirmText { m: &m },
    )
}

#[derive(Template)]
#[template(path = "mail/notice_received.html")]
struct NoticeReceivedHtml<'a> {
    subject: &'a str,
    m: &'a Notice<'a>,
}

#[derive(Template)]
#[template(path = "mail/notice_received.txt")]
struct NoticeReceivedText<'a> {
    m: &'a Notice<'a>,
}

/// « Nous avons bien reçu votre signalement » (DSA article 16 (4)).
pub fn notice_received(to: &str, name: &str, what: &str) -> Mail {
    let subject = "Nous avons bien reçu votre signalement – Ensemblier";
    let m = Notice {
        greeting: hello(name),
        what,
        link: "",
    };
    compose(
        Kind::NoticeReceived,
        to,
        subject.to_owned(),
        &NoticeReceivedHtml { subject, m: &m },
        &NoticeReceivedText { m: &m },
    )
}

struct NoticeDecision<'a> {
    greeting: String,
    what: &'a str,
    outcome: &'a str,
    ground: &'a str,
}

#[derive(Template)]
#[template(path = "mail/notice_decision.html")]
struct NoticeDecisionHtml<'a> {
    subject: &'a str,
    m: &'a NoticeDecision<'a>,
}

#[derive(Template)]
#[template(path = "mail/notice_decision.txt")]
struct NoticeDecisionText<'a> {
    m: &'a NoticeDecision<'a>,
}

/// Staff's decision, to the reporter (DSA article 16 (5)); `ground` empty when nothing was
/// restricted.
pub fn notice_decision(to: &str, name: &str, what: &str, outcome: &str, ground: &str) -> Mail {
    let subject = "Décision sur votre signalement – Ensemblier";
    let m = NoticeDecision {
        greeting: hello(name),
        what,
        outcome,
        ground,
    };
    compose(
        Kind::NoticeDecision,
        to,
        subject.to_owned(),
        &NoticeDecisionHtml { subject, m: &m },
        &NoticeDecisionText { m: &m },
    )
}

/// The parts of a statement of reasons (DSA article 17 (3)), as `notices::statements` words them.
#[derive(Clone, Debug)]
pub struct StatementParts {
    pub decision: String,
    pub facts: String,
    pub automated: String,
    pub ground: String,
    pub redress: String,
}

struct Statement<'a> {
    greeting: String,
    parts: &'a StatementParts,
    link: &'a str,
    link_label: &'a str,
}

#[derive(Template)]
#[template(path = "mail/statement_of_reasons.html")]
struct StatementHtml<'a> {
    subject: &'a str,
    m: &'a Statement<'a>,
}

#[derive(Template)]
#[template(path = "mail/statement_of_reasons.txt")]
struct StatementText<'a> {
    m: &'a Statement<'a>,
}

/// The statement of reasons of a moderation decision, to the company; `link`: its dashboard's
/// « Décisions de modération », or for a suspended company its personal contest page,
/// named by `link_label`.
pub fn statement_of_reasons(
    to: &str,
    firstname: &str,
    parts: &StatementParts,
    link: &str,
    link_label: &str,
) -> Mail {
    let subject = "Décision de modération : exposé des motifs – Ensemblier";
    let m = Statement {
        greeting: hello(firstname),
        parts,
        link,
        link_label,
    };
    compose(
        Kind::StatementOfReasons,
        to,
        subject.to_owned(),
        &StatementHtml { subject, m: &m },
        &StatementText { m: &m },
    )
}

#[derive(Template)]
#[template(path = "mail/label_decided.html")]
struct LabelDecidedHtml<'a> {
    subject: &'a str,
    m: &'a LabelDecided<'a>,
}

#[derive(Template)]
#[template(path = "mail/label_decided.txt")]
struct LabelDecidedText<'a> {
    m: &'a LabelDecided<'a>,
}

/// To the company whose craft label staff approved, refused or revoked (`companies::labels`):
/// `label` as it shows (« Meilleur Ouvrier de France — Jeanne Martin »), `decision` with
/// staff's words for a refusal or a revocation, `link` the company's labels page.
pub fn label_decided(
    to: &str,
    firstname: &str,
    label: &str,
    decision: LabelDecision<'_>,
    link: &str,
) -> Mail {
    let (subject, reason) = match decision {
        LabelDecision::Approved => ("Votre label a été validé – Ensemblier", ""),
        LabelDecision::Refused(reason) => ("Votre label n'a pas été validé – Ensemblier", reason),
        LabelDecision::Revoked(reason) => ("Votre label a été retiré – Ensemblier", reason),
    };
    let m = LabelDecided {
        greeting: hello(firstname),
        label,
        approved: decision == LabelDecision::Approved,
        revoked: matches!(decision, LabelDecision::Revoked(_)),
        reason,
        link,
    };
    compose(
        Kind::LabelDecided,
        to,
        subject.to_owned(),
        &LabelDecidedHtml { subject, m: &m },
        &LabelDecidedText { m: &m },
    )
}

/// A transfer order's instructions: what to pay, to whom, with which reference.
struct TransferOrdered<'a> {
    greeting: String,
    reference: &'a str,
    product: &'a str,
    /// « 120,00 € ».
    total: String,
    holder: &'a str,
    bank: &'a str,
    iban: &'a str,
    bic: &'a str,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/transfer_ordered.html")]
struct TransferOrderedHtml<'a> {
    subject: &'a str,
    m: &'a TransferOrdered<'a>,
}

#[derive(Template)]
#[template(path = "mail/transfer_ordered.txt")]
struct TransferOrderedText<'a> {
    m: &'a TransferOrdered<'a>,
}

/// The seller's bank account, as a transfer mail names it.
pub struct BankAccount<'a> {
    pub holder: &'a str,
    pub bank: &'a str,
    pub iban: &'a str,
    pub bic: &'a str,
}

/// « Commande ENS-… : vos coordonnées de virement », to the buyer of an order paid by transfer.
pub fn transfer_ordered(
    to: &str,
    firstname: &str,
    order: &OrderSummary<'_>,
    account: &BankAccount<'_>,
    link: &str,
) -> Mail {
    let subject = format!(
        "Commande {} : vos coordonnées de virement – Ensemblier",
        order.reference
    );
    let m = TransferOrdered {
        greeting: hello(firstname),
        reference: order.reference,
        product: order.product,
        total: order.total.clone(),
        holder: account.holder,
        bank: account.bank,
        iban: account.iban,
        bic: account.bic,
        link,
    };
    compose(
        Kind::TransferOrdered,
        to,
        subject.clone(),
        &TransferOrderedHtml {
            subject: &subject,
            m: &m,
        },
        &TransferOrderedText { m: &m },
    )
}

/// An order as its mails name it.
pub struct OrderSummary<'a> {
    pub reference: &'a str,
    pub product: &'a str,
    /// Its total incl. tax in words: « 120,00 € ».
    pub total: String,
}

struct InvoiceAvailable<'a> {
    greeting: String,
    reference: &'a str,
    product: &'a str,
    total: String,
    invoice: &'a str,
    link: &'a str,
}

#[derive(Template)]
#[template(path = "mail/invoice_available.html")]
struct InvoiceAvailableHtml<'a> {
    subject: &'a str,
    m: &'a InvoiceAvailable<'a>,
}

#[derive(Template)]
#[template(path = "mail/invoice_available.txt")]
struct InvoiceAvailableText<'a> {
    m: &'a InvoiceAvailable<'a>,
}

/// « Votre facture est disponible », once a transfer is marked paid.
pub fn invoice_available(
    to: &str,
    firstname: &str,
    order: &OrderSummary<'_>,
    invoice: &str,
    link: &str,
) -> Mail {
    let subject = format!("Votre facture {invoice} est disponible – Ensemblier");
    let m = InvoiceAvailable {
        greeting: hello(firstname),
        reference: order.reference,
        product: order.product,
        total: order.total.clone(),
        invoice,
        link,
    };
    compose(
        Kind::InvoiceAvailable,
        to,
        subject.clone(),
        &InvoiceAvailableHtml {
            subject: &subject,
            m: &m,
        },
        &InvoiceAvailableText { m: &m },
    )
}
