//! Mail: every mail is queued in PostgreSQL, in the transaction of what caused it, and sent
//! by `sender` (SMTP, or `.eml` files when no relay is configured).

use sqlx::PgConnection;

use crate::error::{AppError, AppResult};

pub use kind::{confirmed, Kind};

mod kind;
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
}

impl Mail {
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
}

/// Queues mails and writes the absolute links they carry.
#[derive(Clone, Debug)]
pub struct Mailer {
    base_url: String,
}

impl Mailer {
    pub fn new(public_base_url: &str) -> Self {
        Self {
            base_url: public_base_url.trim_end_matches('/').to_owned(),
        }
    }

    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    pub async fn queue(&self, conn: &mut PgConnection, mail: Mail) -> AppResult<()> {
        sqlx::query(
            "INSERT INTO mail_queue (kind, to_address, subject, text_body, html_body, reply_to, list_unsubscribe)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(mail.kind.as_str())
        .bind(&mail.to)
        .bind(&mail.subject)
        .bind(&mail.text)
        .bind(&mail.html)
        .bind(&mail.reply_to)
        .bind(&mail.list_unsubscribe)
        .execute(conn)
        .await?;
        Ok(())
    }

    /// Queues many mails in one binary `COPY` (a job mailing thousands of recipients at once:
    /// no array of bodies built and taken apart again, nothing escaped), sent a megabyte at a
    /// time.
    pub async fn queue_all(&self, conn: &mut PgConnection, mails: Vec<Mail>) -> AppResult<()> {
        if mails.is_empty() {
            return Ok(());
        }
        let mut copy = conn
            .copy_in_raw(
                "COPY mail_queue (kind, to_address, subject, text_body, html_body, reply_to, list_unsubscribe)
                 FROM STDIN (FORMAT binary)",
            )
            .await?;
        let mut buffer: Vec<u8> = Vec::with_capacity(2 << 20);
        buffer.extend_from_slice(b"PGCOPY\n\xff\r\n\0");
        buffer.extend_from_slice(&0_i32.to_be_bytes()); // flags
        buffer.extend_from_slice(&0_i32.to_be_bytes()); // header extension
        for mail in &mails {
            buffer.extend_from_slice(&7_i16.to_be_bytes());
            for field in [
                Some(mail.kind.as_str()),
                Some(mail.to.as_str()),
                Some(mail.subject.as_str()),
                Some(mail.text.as_str()),
                Some(mail.html.as_str()),
                mail.reply_to.as_deref(),
                mail.list_unsubscribe.as_deref(),
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
