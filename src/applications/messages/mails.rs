//! Each message of a thread mailed to the other side, with a link to the thread and, when the
//! server signs reply addresses, a `Reply-To` of the thread's own (`mail::ReplyAddresses`,
//! tag `m<application>c` for its candidate, `m<application>u<user>` for a member), where a
//! reply by mail joins the conversation (`inbound`).
//!
//! - To the candidate, a company's message is a recruiter's mail (`RecruiterMessage`): only to
//!   a proven address, within the company's mail limits (`mail_limits`: 3 a day to one
//!   candidate, 200 an hour and 500 a day). Over a limit the message stays in the thread,
//!   unmailed: the candidate reads it on her dashboard.
//! - To the company, a candidate's message is news of an application (`ApplicationsDigest`):
//!   to the offer's recruiter and every member who wrote in the thread, with a proven
//!   address, who chose « à chaque message »; the others read it in the morning's digest.

use sqlx::{Connection, PgConnection};

use super::{candidate_author, member_author, Party};
use crate::{
    applications::{mail_limits, ApplicationRow},
    error::{AppError, AppResult},
    mail::{
        templates::{self, ThreadMail},
        Kind, Mailer,
    },
};

/// The reply tag of the thread `application_id` for `party`.
pub fn reply_tag(application_id: i64, party: Party) -> String {
    match party {
        Party::Candidate => format!("m{application_id}c"),
        Party::Member(user_id) => format!("m{application_id}u{user_id}"),
    }
}

/// The thread and party a reply tag names.
pub fn parse_reply_tag(tag: &str) -> Option<(i64, Party)> {
    let rest = tag.strip_prefix('m')?;
    if let Some(id) = rest.strip_suffix('c') {
        return Some((id.parse().ok()?, Party::Candidate));
    }
    let (id, user) = rest.split_once('u')?;
    Some((id.parse().ok()?, Party::Member(user.parse().ok()?)))
}

/// The thread's page (the application's, for both sides).
fn thread_link(mailer: &Mailer, row: &ApplicationRow) -> String {
    mailer.link(&format!(
        "/emploi/{}/applications/{}#conversation",
        row.job_offer_id, row.id
    ))
}

/// Queues the mails of `party`'s new message (its text and how many files it carries: the
/// mail says « 2 pièces jointes » and links to the thread, never attaches them), in the
/// caller's transaction.
pub async fn notify(
    tx: &mut PgConnection,
    mailer: &Mailer,
    row: &ApplicationRow,
    party: Party,
    message: (&str, usize),
) -> AppResult<()> {
    match party {
        Party::Member(user_id) => to_candidate(tx, mailer, row, user_id, message).await,
        Party::Candidate => to_members(tx, mailer, row, message).await,
    }
}

async fn to_candidate(
    tx: &mut PgConnection,
    mailer: &Mailer,
    row: &ApplicationRow,
    writer_id: i64,
    (body, files): (&str, usize),
) -> AppResult<()> {
    // Her address only while her account proves it (`cu.confirmation_token IS NULL`:
    // `mail::CONFIRMED`).
    let recipient = sqlx::query!(
        r#"SELECT a.candidate_email, a.candidate_name, o.title, c.name AS company,
                  (SELECT firstname FROM users WHERE id = $2) AS "writer?"
           FROM job_offer_applications a
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN localized_companies lc ON lc.id = o.localized_company_id
           JOIN companies c ON c.id = lc.company_id
           WHERE a.id = $1 AND a.withdrawn_at IS NULL
             AND EXISTS (SELECT 1 FROM candidates ca JOIN users cu ON cu.id = ca.user_id
                         WHERE ca.id = a.candidate_id AND cu.confirmation_token IS NULL
                           AND lower(cu.email) = lower(a.candidate_email))"#,
        row.id,
        writer_id
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(recipient) = recipient else {
        return Ok(());
    };
    // A savepoint: a mail over the limits is dropped, the message kept.
    let mut savepoint = tx.begin().await?;
    let to = [(
        recipient.candidate_email.as_str(),
        recipient.candidate_name.as_str(),
    )];
    match mail_limits::record(&mut savepoint, row.pro_client_id, &to).await {
        Ok(()) => {}
        Err(AppError::RateLimited(_)) => {
            savepoint.rollback().await?;
            return Ok(());
        }
        Err(other) => return Err(other),
    }
    let author = member_author(
        recipient.writer.as_deref().unwrap_or_default(),
        &recipient.company,
    );
    let link = thread_link(mailer, row);
    let reply_to = mailer
        .replies()
        .map(|r| r.address(&reply_tag(row.id, Party::Candidate)));
    let mail = templates::thread_message(
        &recipient.candidate_email,
        Kind::RecruiterMessage,
        &ThreadMail {
            firstname: recipient
                .candidate_name
                .split_whitespace()
                .next()
                .unwrap_or_default(),
            author: &author,
            title: &recipient.title,
            body,
            attachments: files,
            link: &link,
            reply_to: reply_to.as_deref(),
        },
        &recipient.company,
    );
    mailer.queue(&mut savepoint, mail).await?;
    savepoint.commit().await?;
    Ok(())
}

async fn to_members(
    tx: &mut PgConnection,
    mailer: &Mailer,
    row: &ApplicationRow,
    (body, files): (&str, usize),
) -> AppResult<()> {
    // `u.confirmation_token IS NULL`: `mail::CONFIRMED`.
    let members = sqlx::query!(
        r#"SELECT u.id, u.email, u.firstname, o.title
           FROM job_offer_applications a
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN pro_accounts pa ON pa.id = o.contact_account_id
           JOIN localized_companies lc ON lc.id = o.localized_company_id
           JOIN company_members m ON m.company_id = lc.company_id
           JOIN users u ON u.id = m.user_id
           WHERE a.id = $1 AND u.confirmation_token IS NULL AND m.message_mails = 'each'
             AND (m.user_id = pa.user_id
                  OR m.user_id IN (SELECT author_user_id FROM application_messages
                                   WHERE application_id = $1 AND from_company))
           ORDER BY u.id"#,
        row.id
    )
    .fetch_all(&mut *tx)
    .await?;
    let author = candidate_author(&row.candidate_name);
    let link = thread_link(mailer, row);
    let mails = members
        .iter()
        .map(|member| {
            let reply_to = mailer
                .replies()
                .map(|r| r.address(&reply_tag(row.id, Party::Member(member.id))));
            templates::thread_message(
                &member.email,
                Kind::ApplicationsDigest,
                &ThreadMail {
                    firstname: &member.firstname,
                    author: &author,
                    title: &member.title,
                    body,
                    attachments: files,
                    link: &link,
                    reply_to: reply_to.as_deref(),
                },
                &author,
            )
        })
        .collect();
    mailer.queue_all(tx, mails).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_tag_names_its_thread_and_party() {
        for party in [Party::Candidate, Party::Member(12)] {
            let tag = reply_tag(41, party);
            assert_eq!(parse_reply_tag(&tag), Some((41, party)), "{tag}");
        }
        for bad in ["", "m", "mc", "m41", "m41u", "x41c", "m41ux"] {
            assert_eq!(parse_reply_tag(bad), None, "{bad}");
        }
    }
}
