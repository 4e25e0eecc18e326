//! Contact messages (spec "Contact"): a signed-in user writes to the team. The message is
//! stored, mailed to `CONTACT_EMAIL` with `Reply-To` the address the user gave, and an
//! acknowledgement goes to the account's own address (never to the typed one, so the form
//! cannot be used to mail strangers). Rate limited per user (docs/accounts.md, "Contact").

use sqlx::PgPool;

use crate::{
    access::Viewer,
    accounts::email::Email,
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
};

/// The team's contact address (`CONTACT_EMAIL`), where contact messages and answers to the
/// team's replies go.
#[derive(Clone, Debug)]
pub struct ContactAddress(pub String);

/// The longest message accepted, in characters (about two pages of text).
pub const MAX_MESSAGE_CHARS: usize = 5000;
/// Messages one user may send per hour.
pub const MAX_PER_HOUR: i64 = 5;

pub const TOO_MANY_MESSAGES: &str =
    "Vous avez envoyé plusieurs messages en peu de temps. Merci de réessayer dans une heure.";

/// The four subjects of the form, by the code the form sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    Apply,
    Publish,
    Account,
    Other,
}

impl Subject {
    pub const ALL: [Subject; 4] = [Self::Apply, Self::Publish, Self::Account, Self::Other];

    pub fn code(self) -> &'static str {
        match self {
            Self::Apply => "postuler",
            Self::Publish => "publier",
            Self::Account => "compte",
            Self::Other => "autre",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Apply => "Problème ou aide pour postuler à une annonce",
            Self::Publish => "Problème ou aide pour publier une annonce",
            Self::Account => "Suppression de compte ou données personnelles",
            Self::Other => "Autre question",
        }
    }

    pub fn parse(raw: &str) -> AppResult<Self> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Err(AppError::missing("Sujet"));
        }
        Self::ALL
            .into_iter()
            .find(|s| s.code() == raw)
            .ok_or_else(|| {
                AppError::invalid(
                    ErrorCode::UnknownSubject,
                    "Choisissez le sujet de votre message dans la liste.",
                )
            })
    }
}

/// A message ready to send: its three fields parsed.
#[derive(Debug)]
pub struct ContactMessage {
    pub subject: Subject,
    pub email: Email,
    pub message: String,
}

impl ContactMessage {
    pub fn parse(subject: &str, email: &str, message: &str) -> AppResult<Self> {
        let subject = Subject::parse(subject)?;
        let email = Email::parse(email)?;
        let message = message.trim();
        if message.is_empty() {
            return Err(AppError::missing("Message"));
        }
        if message.chars().count() > MAX_MESSAGE_CHARS {
            return Err(AppError::invalid(
                ErrorCode::TooLong,
                format!("Votre message ne peut dépasser {MAX_MESSAGE_CHARS} caractères."),
            ));
        }
        Ok(Self {
            subject,
            email,
            message: message.to_owned(),
        })
    }
}

/// Stores the message and queues both mails, in one transaction: all or nothing.
pub async fn send(
    pool: &PgPool,
    mailer: &Mailer,
    contact_email: &str,
    viewer: &Viewer,
    message: ContactMessage,
) -> AppResult<()> {
    let mut tx = pool.begin().await?;
    // One user's sends are counted one at a time, so two at once cannot both pass.
    sqlx::query!(
        "SELECT pg_advisory_xact_lock(hashtextextended('contact', $1))",
        viewer.user_id
    )
    .execute(&mut *tx)
    .await?;
    let recent: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM contact_messages
         WHERE user_id = $1 AND created_at > now() - interval '1 hour'"#,
        viewer.user_id
    )
    .fetch_one(&mut *tx)
    .await?;
    if recent >= MAX_PER_HOUR {
        return Err(AppError::RateLimited(TOO_MANY_MESSAGES.to_owned()));
    }
    sqlx::query!(
        "INSERT INTO contact_messages (user_id, subject, email, message) VALUES ($1, $2, $3, $4)",
        viewer.user_id,
        message.subject.code(),
        message.email.as_str(),
        &message.message
    )
    .execute(&mut *tx)
    .await?;
    let mut to_team = templates::contact_message(
        contact_email,
        message.subject.label(),
        message.email.as_str(),
        &message.message,
    );
    to_team.reply_to = Some(message.email.as_str().to_owned());
    mailer.queue(&mut tx, to_team).await?;
    // The acknowledgement quotes the message: only to an address its owner proved, or the
    // form would carry anyone's text to an address typed at registration.
    if viewer.email_confirmed {
        let acknowledgement =
            templates::contact_received(&viewer.email, message.subject.label(), &message.message);
        mailer.queue(&mut tx, acknowledgement).await?;
    }
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(result: AppResult<ContactMessage>) -> Option<ErrorCode> {
        match result {
            Err(AppError::Invalid { code, .. }) => Some(code),
            _ => None,
        }
    }

    #[test]
    fn a_complete_message_is_accepted_trimmed() {
        let parsed = ContactMessage::parse("autre", " lea@exemple.fr ", "  Bonjour  ").ok();
        let parsed = parsed.expect("valid");
        assert_eq!(parsed.subject, Subject::Other);
        assert_eq!(parsed.email.as_str(), "lea@exemple.fr");
        assert_eq!(parsed.message, "Bonjour");
    }

    #[test]
    fn bad_input_is_refused_with_its_code() {
        let long = "a".repeat(MAX_MESSAGE_CHARS + 1);
        for (subject, email, message, expected, why) in [
            ("", "a@b.fr", "x", ErrorCode::Required, "no subject"),
            (
                "newsletter",
                "a@b.fr",
                "x",
                ErrorCode::UnknownSubject,
                "unknown subject",
            ),
            (
                "autre",
                "pas-une-adresse",
                "x",
                ErrorCode::InvalidEmail,
                "bad address",
            ),
            ("autre", "", "x", ErrorCode::Required, "no address"),
            (
                "autre",
                "a@b.fr",
                "   ",
                ErrorCode::Required,
                "empty message",
            ),
            (
                "autre",
                "a@b.fr",
                long.as_str(),
                ErrorCode::TooLong,
                "too long",
            ),
        ] {
            assert_eq!(
                code(ContactMessage::parse(subject, email, message)),
                Some(expected),
                "{why}"
            );
        }
    }

    #[test]
    fn a_message_of_the_maximum_length_is_accepted() {
        let message = "é".repeat(MAX_MESSAGE_CHARS);
        assert!(ContactMessage::parse("postuler", "a@b.fr", &message).is_ok());
    }
}
