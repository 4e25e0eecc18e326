//! Sends the mail queue (the `mail-queue` job runs it). Due mails are claimed with `FOR
//! UPDATE SKIP LOCKED` (several servers never send one twice); a failed send is retried with
//! a growing delay and the mail is never dropped. An address the relay refuses for good (a
//! permanent 5xx answer) is tried `MAX_ATTEMPTS_WHEN_REFUSED` times, then the mail is parked:
//! kept for the operator (`ensemblier_mail_queue_parked`), never retried, erased by the
//! retention job. Rerunning is harmless.

use std::{path::PathBuf, time::Duration};

use anyhow::Context;
use lettre::{
    message::{
        header::{ContentType, HeaderName, HeaderValue},
        Attachment, Mailbox, MessageBuilder, MultiPart, SinglePart,
    },
    AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};
use sqlx::PgPool;

const BATCH: i64 = 20;
/// The delay before retry n is `BASE_RETRY_SECONDS * 2^(n-1)`, capped at an hour.
const BASE_RETRY_SECONDS: i64 = 30;
const MAX_RETRY_SECONDS: i64 = 3600;
/// Attempts after which a mail whose address the relay refuses for good is parked: a refusal
/// can be a relay's passing mistake, three in a row (over a minute and a half) are not.
pub const MAX_ATTEMPTS_WHEN_REFUSED: i32 = 3;

/// Why a mail was not sent.
struct Failure {
    /// The relay refused it for good (5xx), or it can never be built (an invalid address).
    permanent: bool,
    error: String,
}

impl Failure {
    fn temporary(error: impl std::fmt::Display) -> Self {
        Self {
            permanent: false,
            error: error.to_string(),
        }
    }
}

pub enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    /// No relay configured: mails are written as `.eml` files for a developer to open.
    Files(AsyncFileTransport<Tokio1Executor>),
}

impl Transport {
    pub fn new(smtp_url: Option<&str>, data_dir: &std::path::Path) -> anyhow::Result<Self> {
        match smtp_url {
            Some(url) => Ok(Self::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .context("SMTP_URL is not a valid SMTP URL")?
                    .timeout(Some(Duration::from_secs(20)))
                    .build(),
            )),
            None => {
                let dir: PathBuf = data_dir.join("mail");
                std::fs::create_dir_all(&dir)
                    .with_context(|| format!("creating {}", dir.display()))?;
                Ok(Self::Files(AsyncFileTransport::new(dir)))
            }
        }
    }

    async fn send(&self, message: Message) -> Result<(), Failure> {
        match self {
            Self::Smtp(smtp) => smtp.send(message).await.map(drop).map_err(|error| Failure {
                permanent: error.is_permanent(),
                error: format!("{:#}", anyhow::Error::from(error)),
            }),
            Self::Files(files) => {
                files.send(message).await.map(drop).map_err(|error| {
                    Failure::temporary(format!("{:#}", anyhow::Error::from(error)))
                })
            }
        }
    }
}

#[derive(sqlx::FromRow)]
struct QueuedMail {
    id: i64,
    to_address: String,
    subject: String,
    text_body: String,
    html_body: String,
    reply_to: Option<String>,
    list_unsubscribe: Option<String>,
    on_behalf_of: Option<String>,
    attachment_name: Option<String>,
    attachment_type: Option<String>,
    attachment_body: Option<Vec<u8>>,
    attempts: i32,
}

/// One pass over the due mails; returns how many were handled.
pub async fn send_due(
    pool: &PgPool,
    transport: &Transport,
    from: &Mailbox,
) -> anyhow::Result<usize> {
    let mut tx = pool.begin().await?;
    let due: Vec<QueuedMail> = sqlx::query_as!(
        QueuedMail,
        "SELECT id, to_address, subject, text_body, html_body, reply_to, list_unsubscribe,
                on_behalf_of, attachment_name, attachment_type, attachment_body, attempts
           FROM mail_queue
         WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED",
        BATCH
    )
    .fetch_all(&mut *tx)
    .await?;
    for mail in &due {
        let sent = match build(mail, from) {
            Ok(message) => transport.send(message).await,
            // An address or header that cannot be written will never be: parked at once.
            Err(error) => Err(Failure {
                permanent: true,
                error: format!("{error:#}"),
            }),
        };
        match sent {
            Ok(()) => {
                sqlx::query!(
                    "UPDATE mail_queue SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1",
                    mail.id
                )
                    .execute(&mut *tx)
                    .await?;
            }
            Err(failure) if failure.permanent && mail.attempts + 1 >= MAX_ATTEMPTS_WHEN_REFUSED => {
                park(&mut tx, mail, &failure.error).await?;
            }
            Err(failure) => retry_later(&mut tx, mail, &failure.error).await?,
        }
    }
    tx.commit().await?;
    Ok(due.len())
}

async fn retry_later(
    tx: &mut sqlx::PgConnection,
    mail: &QueuedMail,
    error: &str,
) -> anyhow::Result<()> {
    tracing::warn!(mail = mail.id, attempts = mail.attempts + 1, %error, "mail not sent, will retry");
    sqlx::query!(
        "UPDATE mail_queue SET attempts = attempts + 1, last_error = left($2, 1000),
             next_attempt_at = now() + make_interval(secs => $3)
         WHERE id = $1",
        mail.id,
        error,
        retry_delay_seconds(mail.attempts + 1) as f64
    )
    .execute(tx)
    .await?;
    Ok(())
}

async fn park(tx: &mut sqlx::PgConnection, mail: &QueuedMail, error: &str) -> anyhow::Result<()> {
    tracing::warn!(mail = mail.id, attempts = mail.attempts + 1, %error, "mail refused for good, parked");
    sqlx::query!(
        "UPDATE mail_queue SET status = 'parked', parked_at = now(), attempts = attempts + 1,
             last_error = $2
         WHERE id = $1",
        mail.id,
        error
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// Also the webhook deliveries' (`ats::delivery`).
pub(crate) fn retry_delay_seconds(attempt: i32) -> i64 {
    let doublings = u32::try_from(attempt.clamp(1, 20) - 1).unwrap_or(0);
    (BASE_RETRY_SECONDS << doublings).min(MAX_RETRY_SECONDS)
}

/// `List-Unsubscribe` (the https address and a mail to the sender naming it) and
/// `List-Unsubscribe-Post` (RFC 8058: a POST to the address unsubscribes, no page to read).
fn list_headers(builder: MessageBuilder, address: &str, from: &Mailbox) -> MessageBuilder {
    let subject: String = format!("unsubscribe {address}")
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    builder
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            format!("<{address}>, <mailto:{}?subject={subject}>", from.email),
        ))
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".to_owned(),
        ))
}

fn build(mail: &QueuedMail, from: &Mailbox) -> anyhow::Result<Message> {
    let mut builder = Message::builder();
    if let Some(address) = &mail.list_unsubscribe {
        builder = list_headers(builder, address, from);
    }
    // « Atelier Dubois via Ensemblier », from the site's own address.
    let from = match &mail.on_behalf_of {
        Some(company) => Mailbox::new(
            Some(format!(
                "{company} via {}",
                from.name.as_deref().unwrap_or("Ensemblier")
            )),
            from.email.clone(),
        ),
        None => from.clone(),
    };
    builder = builder
        .from(from)
        .to(mail.to_address.parse().context("invalid recipient")?);
    if let Some(reply_to) = &mail.reply_to {
        builder = builder.reply_to(reply_to.parse().context("invalid Reply-To")?);
    }
    let mut alternative = MultiPart::alternative()
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_PLAIN)
                .body(mail.text_body.clone()),
        )
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_HTML)
                .body(mail.html_body.clone()),
        );
    let builder = builder.subject(&mail.subject);
    let (Some(name), Some(kind), Some(body)) = (
        &mail.attachment_name,
        &mail.attachment_type,
        &mail.attachment_body,
    ) else {
        return builder.multipart(alternative).context("building the mail");
    };
    let content_type = ContentType::parse(kind).context("invalid attachment type")?;
    // An invitation is also the calendar part of the alternatives (RFC 6047): Outlook and
    // Gmail offer « Accepter » from it; other clients open the attached file.
    if kind.starts_with("text/calendar") {
        alternative = alternative.singlepart(
            SinglePart::builder()
                .header(content_type.clone())
                .body(String::from_utf8_lossy(body).into_owned()),
        );
    }
    builder
        .multipart(
            MultiPart::mixed()
                .multipart(alternative)
                .singlepart(Attachment::new(name.clone()).body(body.clone(), content_type)),
        )
        .context("building the mail")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_wait_longer_each_time_up_to_an_hour() {
        let delays: Vec<i64> = (1..=9).map(retry_delay_seconds).collect();
        assert_eq!(delays, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    }
}
