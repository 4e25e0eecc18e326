//! How long personal data is kept (docs/privacy.md, after the CNIL's recruitment guide), in
//! one place: each rule a function the nightly `retention` job runs. Every rule is
//! idempotent: rerunning erases nothing more than what is due.

use std::{
    path::Path,
    time::{Duration, SystemTime},
};

use sqlx::PgPool;

use crate::{
    error::AppResult,
    files::{FileKind, Storage},
    offers::status::OfferStatus,
};

/// Applications of a closed offer are kept this long after the last contact.
pub const APPLICATION_YEARS: i32 = 2;
/// The address an application was sent from is kept at most this long.
pub const ADDRESS_DAYS: i32 = 365;
/// A sent mail (its row and its `.eml` file) is kept this long.
pub const SENT_MAIL_DAYS: i32 = 30;
/// A parked mail (its address refused for good by the relay) is kept this long after parking:
/// as long as a sent one, time for the operator to see why.
pub const PARKED_MAIL_DAYS: i32 = 30;
/// A contact message and the team's replies are kept this long after the last of them: long
/// enough for a follow-up or a dispute about the request, no longer (the request is handled).
pub const CONTACT_MESSAGE_DAYS: i32 = 365;

/// How many rows (and files) a run erased, per rule.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Erased {
    pub applications: u64,
    pub addresses: u64,
    pub mails: u64,
    pub mail_files: u64,
    pub parked_mails: u64,
    pub contact_messages: u64,
    pub offer_visitors: u64,
}

impl Erased {
    pub fn total(&self) -> u64 {
        self.applications
            + self.addresses
            + self.mails
            + self.mail_files
            + self.parked_mails
            + self.contact_messages
            + self.offer_visitors
    }
}

/// Applies every rule once.
pub async fn apply(pool: &PgPool, storage: &Storage, mail_dir: &Path) -> AppResult<Erased> {
    Ok(Erased {
        applications: erase_stale_applications(pool, storage).await?,
        addresses: forget_old_addresses(pool).await?,
        mails: purge_sent_mails(pool).await?,
        mail_files: purge_mail_files(mail_dir).await?,
        parked_mails: purge_parked_mails(pool).await?,
        contact_messages: purge_contact_messages(pool).await?,
        offer_visitors: forget_offer_visitors(pool).await?,
    })
}

/// Erases, with their documents, the applications of a closed offer (deleted, or no longer
/// published and its ad over) whose last contact (sending, reading, an interview decision, a
/// recruiter's mail) is more than two years old, unless the candidate agreed to a longer
/// keeping that still runs.
pub async fn erase_stale_applications(pool: &PgPool, storage: &Storage) -> AppResult<u64> {
    let mut tx = pool.begin().await?;
    let stale: Vec<i64> = sqlx::query_scalar!(
        "SELECT a.id FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         LEFT JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         WHERE (o.status = $1 OR (o.status <> $2 AND coalesce(ad.ends_at <= now(), true)))
           AND greatest(a.created_at, a.submitted_at, a.read_at, a.last_contact_at)
               < now() - make_interval(years => $3)
           AND coalesce(a.kept_with_consent_until <= now(), true)
         FOR UPDATE OF a",
        OfferStatus::Deleted.code(),
        OfferStatus::Published.code(),
        APPLICATION_YEARS
    )
    .fetch_all(&mut *tx)
    .await?;
    // The book sent with each (docs/book.md), released once its rows are gone.
    let released = crate::applications::portfolio::erase(&mut tx, &stale).await?;
    // The files attached to their threads (whose rows would go by the cascade unnamed).
    let attached = crate::applications::messages::attachments::erase(&mut tx, &stale).await?;
    let documents: Vec<(Option<String>, Option<String>)> = sqlx::query!(
        "DELETE FROM job_offer_applications WHERE id = ANY($1)
         RETURNING cv_path, cover_letter_path",
        &stale
    )
    .map(|row| (row.cv_path, row.cover_letter_path))
    .fetch_all(&mut *tx)
    .await?;
    tx.commit().await?;
    crate::book::release(pool, storage, released).await?;
    crate::applications::messages::attachments::release(storage, &attached).await;
    for (cv, letter) in &documents {
        if let Some(cv) = cv {
            storage.delete(FileKind::Cv, cv).await;
        }
        if let Some(letter) = letter {
            storage.delete(FileKind::CoverLetter, letter).await;
        }
    }
    Ok(documents.len() as u64)
}

/// Forgets the address applications were sent from once it is a year old (it serves only
/// the short-term limits of `applications::limits`).
pub async fn forget_old_addresses(pool: &PgPool) -> AppResult<u64> {
    Ok(sqlx::query!(
        "UPDATE job_offer_applications SET submitted_from = NULL
         WHERE submitted_from IS NOT NULL AND submitted_at < now() - make_interval(days => $1)",
        ADDRESS_DAYS
    )
    .execute(pool)
    .await?
    .rows_affected())
}

/// Forgets the day marks of an offer's visitors (`offers::stats`) once their day and the
/// next are over: they serve only to count a visitor once a day.
pub async fn forget_offer_visitors(pool: &PgPool) -> AppResult<u64> {
    Ok(sqlx::query!(
        "DELETE FROM offer_event_visitors
         WHERE day < (now() AT TIME ZONE 'Europe/Paris')::date - 1"
    )
    .execute(pool)
    .await?
    .rows_affected())
}

/// Deletes sent mails (address and body) 30 days after sending. Unsent mails stay: the
/// queue never drops one.
pub async fn purge_sent_mails(pool: &PgPool) -> AppResult<u64> {
    Ok(sqlx::query!(
        "DELETE FROM mail_queue
         WHERE status = 'sent' AND sent_at < now() - make_interval(days => $1)",
        SENT_MAIL_DAYS
    )
    .execute(pool)
    .await?
    .rows_affected())
}

/// Deletes parked mails (address and body) 30 days after parking.
pub async fn purge_parked_mails(pool: &PgPool) -> AppResult<u64> {
    Ok(sqlx::query!(
        "DELETE FROM mail_queue
         WHERE status = 'parked' AND parked_at < now() - make_interval(days => $1)",
        PARKED_MAIL_DAYS
    )
    .execute(pool)
    .await?
    .rows_affected())
}

/// Deletes contact messages (with their replies) a year after the last of them, handled or
/// not.
pub async fn purge_contact_messages(pool: &PgPool) -> AppResult<u64> {
    Ok(sqlx::query!(
        "DELETE FROM contact_messages m
         WHERE m.created_at < now() - make_interval(days => $1)
           AND NOT EXISTS (SELECT 1 FROM contact_replies r
                           WHERE r.contact_message_id = m.id
                             AND r.created_at >= now() - make_interval(days => $1))",
        CONTACT_MESSAGE_DAYS
    )
    .execute(pool)
    .await?
    .rows_affected())
}

/// Deletes the `.eml` files (mails written without an SMTP relay) older than 30 days.
pub async fn purge_mail_files(mail_dir: &Path) -> AppResult<u64> {
    let limit = Duration::from_secs(SENT_MAIL_DAYS as u64 * 24 * 3600);
    let Ok(mut entries) = tokio::fs::read_dir(mail_dir).await else {
        return Ok(0); // no directory: mails go through SMTP
    };
    let mut purged = 0;
    while let Some(entry) = entries.next_entry().await? {
        let path = entry.path();
        if path.extension().is_none_or(|ext| ext != "eml") {
            continue;
        }
        let age = entry
            .metadata()
            .await?
            .modified()
            .ok()
            .and_then(|modified| SystemTime::now().duration_since(modified).ok());
        if age.is_some_and(|age| age > limit) {
            tokio::fs::remove_file(&path).await?;
            purged += 1;
        }
    }
    Ok(purged)
}
