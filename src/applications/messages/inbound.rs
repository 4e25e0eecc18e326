//! A reply by mail to a thread's mail (`ensemblier mail inbound`, the MTA's pipe): the
//! reply address's signed tag names the thread and the party it was sent to
//! (`mails::reply_tag`); the sender must be that party's own address (the candidate's
//! account, or the member's, still a member whose role may act on applications). The reply's
//! text, without what it quotes and without its signature, joins the thread as that party's
//! message. Anything else (no address of ours, a forged, altered or foreign tag, another
//! sender, an empty reply, a thread's limit) is ignored without an answer: an answer to a
//! forged sender would be backscatter.

use mail_parser::{Message as Parsed, MessageParser};
use sqlx::PgPool;

use super::{add, is_member, mails::parse_reply_tag, Party, MAX_CHARS};
use crate::{
    applications::apply::find,
    error::{AppError, AppResult},
    mail::{Mailer, ReplyAddresses},
};

/// The largest reply read: a reply quoting a thread's HTML mail is tens of kilobytes; one
/// carrying attachments is not read.
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// What became of a received message.
#[derive(Debug, PartialEq, Eq)]
pub enum Received {
    /// Added to the application's thread as this message.
    Added {
        application_id: i64,
        message_id: i64,
    },
    /// Sent to a thread's address, but not taken. The reason is for logs.
    Ignored(&'static str),
}

/// Reads one RFC 5322 message; `None` when it was not sent to a thread's address (another
/// reader may take it: an alert's unsubscribe request). Errors are the database's only (the
/// MTA should try again later).
pub async fn receive(
    pool: &PgPool,
    mailer: &Mailer,
    replies: &ReplyAddresses,
    raw: &[u8],
) -> AppResult<Option<Received>> {
    let Some(message) = MessageParser::default().parse(raw) else {
        return Ok(None);
    };
    let addressed = recipients(&message);
    if !addressed.iter().any(|a| a.contains('+')) {
        return Ok(None);
    }
    let Some(tag) = addressed.iter().find_map(|a| replies.tag_of(a)) else {
        return Ok(Some(Received::Ignored(
            "reply address not signed by this server",
        )));
    };
    let Some((application_id, party)) = parse_reply_tag(&tag) else {
        return Ok(Some(Received::Ignored("not a thread's reply address")));
    };
    if raw.len() > MAX_MESSAGE_BYTES {
        return Ok(Some(Received::Ignored("message too large")));
    }
    let Some(row) = find(pool, application_id).await?.filter(|r| r.sent) else {
        return Ok(Some(Received::Ignored("the application no longer exists")));
    };
    let sender = message
        .from()
        .and_then(|from| from.first())
        .and_then(|addr| addr.address())
        .map(str::to_lowercase)
        .unwrap_or_default();
    let party_address: Option<String> = match party {
        Party::Candidate => sqlx::query_scalar!(
            "SELECT lower(u.email) FROM candidates ca JOIN users u ON u.id = ca.user_id
                 WHERE ca.id = $1",
            row.candidate_id
        )
        .fetch_optional(pool)
        .await?
        .flatten(),
        Party::Member(user_id) => {
            if is_member(pool, user_id, row.pro_client_id).await? {
                sqlx::query_scalar!("SELECT lower(email) FROM users WHERE id = $1", user_id)
                    .fetch_optional(pool)
                    .await?
                    .flatten()
            } else {
                None
            }
        }
    };
    if sender.is_empty() || party_address.as_deref() != Some(sender.as_str()) {
        return Ok(Some(Received::Ignored("sender is not the thread's party")));
    }
    let body = message
        .body_text(0)
        .map(|text| new_text(&text))
        .unwrap_or_default();
    if body.is_empty() {
        return Ok(Some(Received::Ignored("nothing new in the reply")));
    }
    match add(pool, mailer, &row, party, &body, true, None, &[]).await {
        Ok(message_id) => Ok(Some(Received::Added {
            application_id,
            message_id,
        })),
        Err(AppError::Invalid { .. } | AppError::RateLimited(_)) => {
            Ok(Some(Received::Ignored("refused by the thread's rules")))
        }
        Err(other) => Err(other),
    }
}

/// Every address the message was delivered to: `To`, `Cc`, and the MTA's `Delivered-To` and
/// `X-Original-To` (a `Bcc` leaves only those).
fn recipients(message: &Parsed<'_>) -> Vec<String> {
    let mut addresses: Vec<String> = [message.to(), message.cc()]
        .into_iter()
        .flatten()
        .flat_map(|list| list.iter())
        .filter_map(|addr| addr.address())
        .map(str::to_owned)
        .collect();
    for header in ["Delivered-To", "X-Original-To"] {
        if let Some(raw) = message.header_raw(header) {
            addresses.push(raw.trim().to_owned());
        }
    }
    addresses
}

/// What the reply says of its own: the lines it quotes (`>`), everything from the
/// attribution line (« Le 3 déc. 2026 à 14:10, … a écrit : », « On … wrote: ») or an
/// Outlook header block on, its signature (`-- `) and a phone's « Envoyé de mon iPhone »
/// removed; control characters but line breaks and tabs dropped; cut to the thread's bound.
pub fn new_text(text: &str) -> String {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = text.lines().collect();
    let mut kept: Vec<&str> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim();
        if trimmed == "--" || line.trim_end_matches(' ') == "--" || *line == "-- " {
            break;
        }
        if is_attribution(trimmed) {
            // An attribution wrapped on two lines starts on the line before.
            let whole = trimmed.starts_with("Le ") || trimmed.starts_with("On ");
            if let Some(last) = kept
                .iter()
                .rposition(|l| !l.trim().is_empty())
                .filter(|_| !whole)
            {
                let previous = kept[last].trim();
                if previous.starts_with("Le ") || previous.starts_with("On ") {
                    kept.truncate(last);
                }
            }
            break;
        }
        if is_original_block(trimmed, lines.get(i + 1).map(|l| l.trim())) {
            break;
        }
        if trimmed.starts_with('>') {
            continue;
        }
        if trimmed.starts_with("Envoyé de mon ") || trimmed.starts_with("Sent from my ") {
            continue;
        }
        kept.push(*line);
    }
    let joined = kept.join("\n");
    let cleaned: String = joined
        .trim()
        .chars()
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
        .take(MAX_CHARS)
        .collect();
    cleaned.trim().to_owned()
}

fn is_attribution(line: &str) -> bool {
    let line = line.trim_end();
    (line.ends_with("a écrit :") || line.ends_with("a écrit:") || line.ends_with("wrote:"))
        && !line.starts_with('>')
}

fn is_original_block(line: &str, next: Option<&str>) -> bool {
    let separator = (line.starts_with("-----") && line.ends_with("-----"))
        || line.starts_with("________________");
    let header = (line.starts_with("De :") || line.starts_with("De:") || line.starts_with("From:"))
        && next.is_some_and(|n| {
            [
                "Envoyé :",
                "Envoyé:",
                "Sent:",
                "Date :",
                "Date:",
                "À :",
                "To:",
            ]
            .iter()
            .any(|p| n.starts_with(p))
        });
    separator || header
}

#[cfg(test)]
mod tests {
    use super::new_text;

    #[test]
    fn a_gmail_reply_keeps_only_its_new_text() {
        let reply = "Bonjour Claire,\r\n\r\nJe suis disponible jeudi.\r\n\r\nLéa\r\n\r\n\
                     Le jeu. 3 déc. 2026 à 14:10, Atelier Dubois via Ensemblier <\r\n\
                     ne-pas-repondre+m4c-abc@ensemblier.fr> a écrit :\r\n\r\n\
                     > Bonjour Léa,\r\n> Pouvez-vous venir jeudi ?\r\n";
        assert_eq!(
            new_text(reply),
            "Bonjour Claire,\n\nJe suis disponible jeudi.\n\nLéa"
        );
    }

    #[test]
    fn signatures_outlook_blocks_and_phones_are_removed() {
        assert_eq!(
            new_text("Merci !\n-- \nLéa Martin\n06 12 34 56 78\n"),
            "Merci !"
        );
        assert_eq!(
            new_text("D'accord.\n\nDe : Atelier Dubois\nEnvoyé : jeudi\nObjet : x\n\ntexte"),
            "D'accord."
        );
        assert_eq!(
            new_text("Oui.\n-----Original Message-----\nFrom: x"),
            "Oui."
        );
        assert_eq!(new_text("Oui.\n\nEnvoyé de mon iPhone"), "Oui.");
        assert_eq!(
            new_text("Le jeudi me va.\n\nLe 3 déc. 2026, Atelier a écrit :\n> x"),
            "Le jeudi me va."
        );
        assert_eq!(
            new_text("On Thu, Dec 3, 2026 at 2:10 PM Atelier wrote:\n> x"),
            ""
        );
    }

    #[test]
    fn the_text_is_bounded_and_has_no_control_characters() {
        assert_eq!(new_text("a\u{0}b\u{7}c"), "abc");
        assert_eq!(new_text(&"x".repeat(6_000)).chars().count(), 5_000);
    }
}
