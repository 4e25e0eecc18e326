//! The `mailto:` half of `List-Unsubscribe`: a mail client that cannot POST sends a message to
//! the sender's address with the subject `unsubscribe <the https one-click address>`; the MTA
//! pipes each message received at that address into `ensemblier mail inbound`, which finds the
//! signed token in the subject and disables the alerts it names — the very function the https
//! one-click calls (`unsubscribe::set_enabled`).
//!
//! Only the subject is read: a reply to an alert mail quotes its body, whose links carry
//! tokens too, and a reply must never unsubscribe anyone. Anything else (no token, a forged or
//! foreign token, a message too large, not a mail at all) is ignored, never answered: an
//! answer to a forged sender would be backscatter. docs/alerts.md and docs/operations.md.

use mail_parser::MessageParser;
use sqlx::PgPool;

use super::unsubscribe;
use crate::error::{AppError, AppResult};
use crate::recommendations::unsubscribe as recommendations;

/// The largest message read: an unsubscribe request is a few hundred bytes, a client's
/// signature and HTML part a few kilobytes; anything larger is ignored unparsed.
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// What became of one received message.
#[derive(Debug, PartialEq, Eq)]
pub enum Inbound {
    /// These alerts are now disabled.
    Unsubscribed(Vec<i64>),
    /// This candidate's weekly « Offres pour vous » mail is now off (its own token,
    /// `recommendations::unsubscribe`).
    OffersForYouStopped(i64),
    /// Not an unsubscribe request this server signed; nothing changed. The reason is for logs.
    Ignored(&'static str),
}

/// Reads one RFC 5322 message (`raw`, at most `MAX_MESSAGE_BYTES`; `truncated` when more was
/// offered) and disables the alerts its subject's token names. Errors are the database's only
/// (the MTA should try again later); every other outcome is `Ok`.
pub async fn receive(
    pool: &PgPool,
    secret: &str,
    raw: &[u8],
    truncated: bool,
) -> AppResult<Inbound> {
    if truncated || raw.len() > MAX_MESSAGE_BYTES {
        return Ok(Inbound::Ignored("message too large"));
    }
    let Some(token) = subject_token(raw) else {
        return Ok(Inbound::Ignored("no unsubscribe token in the subject"));
    };
    if unsubscribe::verify(&token, secret).is_err() {
        let Ok(candidate) = recommendations::verify(&token, secret) else {
            return Ok(Inbound::Ignored("token not signed by this server"));
        };
        return match recommendations::set_weekly(pool, &token, secret, false).await {
            Ok(()) => Ok(Inbound::OffersForYouStopped(candidate)),
            Err(AppError::NotFound) => Ok(Inbound::Ignored("the candidate no longer exists")),
            Err(error) => Err(error),
        };
    }
    match unsubscribe::set_enabled(pool, &token, secret, false).await {
        Ok(alerts) => Ok(Inbound::Unsubscribed(alerts)),
        Err(AppError::NotFound) => Ok(Inbound::Ignored("the alerts no longer exist")),
        Err(error) => Err(error),
    }
}

/// The token of a subject `unsubscribe <…?token=…>` (RFC 2047 words decoded, folding undone,
/// `%XX` escapes decoded for clients that left them), if there is one.
fn subject_token(raw: &[u8]) -> Option<String> {
    let message = MessageParser::default().parse_headers(raw)?;
    let subject = percent_decode(message.subject()?);
    if !subject
        .trim_start()
        .to_ascii_lowercase()
        .starts_with("unsubscribe")
    {
        return None;
    }
    let start = subject.find("token=")? + "token=".len();
    let token: String = subject[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    (!token.is_empty()).then_some(token)
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0)) as u8);
                i += 3;
            }
            (byte, _, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "eyJ0eXAiOiJKV1QifQ.eyJhbGVydHMiOls0XX0.c2lnbmF0dXJl-_x";

    fn message(subject_lines: &str) -> Vec<u8> {
        format!(
            "From: Léa <lea@exemple.fr>\r\nTo: alertes@ensemblier.fr\r\n{subject_lines}\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\nhttps://x/?token=other.token.here\r\n"
        )
        .into_bytes()
    }

    #[test]
    fn the_token_is_read_from_the_subject_as_clients_write_it() {
        let plain = format!(
            "Subject: unsubscribe https://ensemblier.fr/api/alerts/unsubscribe?token={TOKEN}"
        );
        let folded = format!(
            "Subject: unsubscribe\r\n https://ensemblier.fr/api/alerts/unsubscribe?token={TOKEN}"
        );
        let escaped = format!(
            "Subject: unsubscribe%20https%3A%2F%2Fensemblier.fr%2Fapi%2Falerts%2Funsubscribe%3Ftoken%3D{TOKEN}"
        );
        let encoded = format!(
            "Subject: =?utf-8?q?unsubscribe_https=3A//ensemblier.fr/api/alerts/unsubscribe?=\r\n =?utf-8?q?=3Ftoken=3D{}?=",
            TOKEN.replace('_', "=5F")
        );
        for subject in [plain, folded, escaped, encoded] {
            assert_eq!(
                subject_token(&message(&subject)).as_deref(),
                Some(TOKEN),
                "{subject}"
            );
        }
    }

    #[test]
    fn a_reply_quoting_the_links_or_a_subject_without_token_gives_nothing() {
        for subject in [
            "Subject: Re: Une nouvelle offre pour votre alerte",
            "Subject: unsubscribe",
            "Subject: Merci, token=abc.def.ghi",
        ] {
            assert_eq!(subject_token(&message(subject)), None, "{subject}");
        }
        assert_eq!(subject_token(b"\x00\x01 not a mail"), None);
    }
}
