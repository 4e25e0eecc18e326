//! Mail: every mail is queued in PostgreSQL, in the transaction of what caused it, and sent
//! by `sender` (SMTP, or `.eml` files when no relay is configured).

use sqlx::PgConnection;

use crate::error::{AppError, AppResult};

pub use kind::{Kind, CONFIRMED};
pub use replies::ReplyAddresses;

pub mod interviews;
mod kind;
mod replies;
pub mod sender;
pub mod templates;
#[cfg(test)]
mod tests;

pub struct Mail {
    pub kind: Kind,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Where an answer goes, when not to the sender (a contact message: to its author).
    pub reply_to: Option<String>,
    /// The https address that unsubscribes the recipient in one click (RFC 8058), for mails
    /// sent again and again (alerts); the sender adds the `List-Unsubscribe` headers.
    pub list_unsubscribe: Option<String>,
    /// Whom the mail speaks for, when not the site (a recruiter's message: her company): the
    /// `From:` then reads « Atelier Dubois via Ensemblier », still from the site's address.
    pub on_behalf_of: Option<String>,
    /// One file sent with the mail (an interview's invitation, `invitation.ics`).
    pub attachment: Option<Attachment>,
}

/// A file attached to a mail. A calendar (`text/calendar; method=…`) is also sent as the
/// mail's calendar part, which is where Outlook and Gmail look for an invitation.
#[derive(Clone, Debug)]
pub struct Attachment {
    pub name: String,
    pub content_type: String,
    pub body: Vec<u8>,
}

impl Mail {
    /// Sends `attachment` with the mail.
    pub fn attaching(mut self, attachment: Attachment) -> Self {
        self.attachment = Some(attachment);
        self
    }

    /// Answers go to `address` (a recruiter's mail: to the company; a digest of one
    /// candidate: to her). An address that could not be written as a header is left out, so
    /// that the mail still goes (answers then go to the sender, as before).
    pub fn replying_to(mut self, address: &str) -> Self {
        let address = address.trim();
        if address.parse::<lettre::Address>().is_ok() {
            self.reply_to = Some(address.to_owned());
        }
        self
    }

    /// The `From:` names `company` (« Atelier Dubois via Ensemblier »); its address stays the
    /// site's, which SPF and DKIM vouch for. The name is cut to what the column holds.
    pub fn on_behalf_of(mut self, company: &str) -> Self {
        let name: String = company
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_ON_BEHALF_OF)
            .collect();
        let name = name.trim();
        if !name.is_empty() {
            self.on_behalf_of = Some(name.to_owned());
        }
        self
    }
}

/// The longest name a `From:` speaks for (`mail_queue.on_behalf_of`'s CHECK).
pub const MAX_ON_BEHALF_OF: usize = 200;

/// Queues mails and writes the absolute links they carry.
#[derive(Clone, Debug)]
pub struct Mailer {
    base_url: String,
    /// Where replies to a thread's mails come back (`with_replies`); without, the mails
    /// carry no reply address of their own.
    replies: Option<ReplyAddresses>,
}

impl Mailer {
    pub fn new(public_base_url: &str) -> Self {
        Self {
            base_url: public_base_url.trim_end_matches('/').to_owned(),
            replies: None,
        }
    }

    /// Signs reply addresses with `secret` on the sender address `mail_from` (`MAIL_FROM`).
    pub fn with_replies(mut self, secret: &str, mail_from: &str) -> Self {
        self.replies = ReplyAddresses::new(secret, mail_from);
        self
    }

    pub fn replies(&self) -> Option<&ReplyAddresses> {
        self.replies.as_ref()
    }

    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    pub async fn queue(&self, conn: &mut PgConnection, mail: Mail) -> AppResult<()> {
        let attachment = mail.attachment.as_ref();
        sqlx::query!(
            "INSERT INTO mail_queue (kind, to_address, subject, text_body, html_body, reply_to,
                                     list_unsubscribe, on_behalf_of, attachment_name,
                                     attachment_type, attachment_body)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
            mail.kind.as_str(),
            &mail.to,
            &mail.subject,
            &mail.text,
            &mail.html,
            mail.reply_to.as_deref(),
            mail.list_unsubscribe.as_deref(),
            mail.on_behalf_of.as_deref(),
            attachment.map(|a| a.name.as_str()),
            attachment.map(|a| a.content_type.as_str()),
            attachment.map(|a| a.body.as_slice())
        )
        .execute(conn)
        .await?;
        Ok(())
    }

    /// Queues many mails in one binary `COPY` (a job mailing thousands of recipients at once:
    /// no array of bodies built and taken apart again, nothing escaped), sent a megabyte at a
    /// time. Their attachments are not written: mailings carry none (`queue` does).
    pub async fn queue_all(&self, conn: &mut PgConnection, mails: Vec<Mail>) -> AppResult<()> {
        if mails.is_empty() {
            return Ok(());
        }
        let mut copy = conn
            .copy_in_raw(
                "COPY mail_queue (kind, to_address, subject, text_body, html_body, reply_to,
                                  list_unsubscribe, on_behalf_of)
                 FROM STDIN (FORMAT binary)",
            )
            .await?;
        let mut buffer: Vec<u8> = Vec::with_capacity(2 << 20);
        buffer.extend_from_slice(b"PGCOPY\n\xff\r\n\0");
        buffer.extend_from_slice(&0_i32.to_be_bytes()); // flags
        buffer.extend_from_slice(&0_i32.to_be_bytes()); // header extension
        for mail in &mails {
            buffer.extend_from_slice(&8_i16.to_be_bytes());
            for field in [
                Some(mail.kind.as_str()),
                Some(mail.to.as_str()),
                Some(mail.subject.as_str()),
                Some(mail.text.as_str()),
                Some(mail.html.as_str()),
                mail.reply_to.as_deref(),
                mail.list_unsubscribe.as_deref(),
                mail.on_behalf_of.as_deref(),
            ] {
                match field {
                    Some(text) => {
                        let len = i32::try_from(text.len()).map_err(AppError::internal)?;
                        buffer.extend_from_slice(&len.to_be_bytes());
                        buffer.extend_from_slice(text.as_bytes());
                    }
                    None => buffer.extend_from_slice(&(-1_i32).to_be_bytes()),
                }
            }
            if buffer.len() >= 1 << 20 {
                copy.send(buffer.as_slice()).await?;
                buffer.clear();
            }
        }
        buffer.extend_from_slice(&(-1_i16).to_be_bytes());
        copy.send(buffer.as_slice()).await?;
        copy.finish().await?;
        Ok(())
    }
}
