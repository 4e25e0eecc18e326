//! Mail: every mail is queued in PostgreSQL, in the transaction of what caused it, and sent
//! by `sender` (SMTP, or `.eml` files when no relay is configured).

use sqlx::PgConnection;

use crate::error::AppResult;

pub mod sender;
pub mod templates;
#[cfg(test)]
mod tests;

pub struct Mail {
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
            "INSERT INTO mail_queue (to_address, subject, text_body, html_body, reply_to, list_unsubscribe)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
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

    /// Queues many mails in one statement (a job mailing hundreds of recipients at once).
    pub async fn queue_all(&self, conn: &mut PgConnection, mails: Vec<Mail>) -> AppResult<()> {
        if mails.is_empty() {
            return Ok(());
        }
        let mut to = Vec::with_capacity(mails.len());
        let mut subject = Vec::with_capacity(mails.len());
        let mut text = Vec::with_capacity(mails.len());
        let mut html = Vec::with_capacity(mails.len());
        let mut reply_to = Vec::with_capacity(mails.len());
        let mut list_unsubscribe = Vec::with_capacity(mails.len());
        for mail in mails {
            to.push(mail.to);
            subject.push(mail.subject);
            text.push(mail.text);
            html.push(mail.html);
            reply_to.push(mail.reply_to);
            list_unsubscribe.push(mail.list_unsubscribe);
        }
        sqlx::query(
            "INSERT INTO mail_queue (to_address, subject, text_body, html_body, reply_to, list_unsubscribe)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])",
        )
        .bind(&to)
        .bind(&subject)
        .bind(&text)
        .bind(&html)
        .bind(&reply_to)
        .bind(&list_unsubscribe)
        .execute(conn)
        .await?;
        Ok(())
    }
}
