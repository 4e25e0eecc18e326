//! The conversation of an application (issue 53, docs/messages.md): messages between its
//! candidate and the offer's company, oldest first, each read once by the other side. Every
//! member whose role may act on applications reads and writes the company's side. The
//! company opens the conversation: before its first message the candidate may send one
//! (a question about the offer); each side sends at most `MAX_PER_DAY` a day in a thread.
//! Both limits are the trigger `application_messages_limits`'s, counted under the
//! application's row lock. Each message is mailed to the other side (`mails`), whose reply
//! by mail comes back through `inbound`; members who chose the digest hear of them in the
//! morning (`digest`).

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use self::attachments::{Attachment, Stored};
use super::{
    answers::{self, Answer},
    apply::Document,
    templates::{self, Fills},
    triage, ApplicationRow,
};
use crate::{
    access::{Area, Audience, Role, Viewer},
    error::{AppError, AppResult, ErrorCode},
    files::Storage,
    mail::Mailer,
    text::{Bound, ThreadMessage as MessageBound},
};

pub mod attachments;
pub mod digest;
pub mod inbound;
pub mod mails;

/// Messages one side sends in one thread per day (trigger `application_messages_limits`).
pub const MAX_PER_DAY: i64 = 30;
/// The most recent messages a thread lists (older ones stay in the data export).
pub const MAX_LISTED: i64 = 100;
/// The longest message, in characters (`text::ThreadMessage`, the column's CHECK).
pub const MAX_CHARS: usize = MessageBound::MAX;

pub const ONE_FIRST: &str = "Vous avez déjà écrit au recruteur : vous pourrez lui écrire de \
     nouveau dès qu'il vous aura répondu.";
pub const TOO_MANY: &str = "Beaucoup de messages ont été envoyés dans cette conversation \
     aujourd'hui : au plus 30 par jour. Merci de réessayer demain.";
pub const WITHDRAWN: &str = "Cette candidature a été retirée : la conversation est close.";

/// Who writes in a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Party {
    Candidate,
    /// A member of the offer's company (the user id).
    Member(i64),
}

/// One message as a side reads it.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: i64,
    pub from_company: bool,
    /// « Claire, Atelier Dubois » (a member's first name and her company), or the candidate's
    /// name.
    pub author: String,
    pub body: String,
    pub by_mail: bool,
    pub sent_at: DateTime<Utc>,
    /// When the other side read it; the candidate sees it on her own messages only while
    /// the company's read tracking is on (as the application's own read mark).
    pub read_at: Option<DateTime<Utc>>,
    /// Its PDF attachments, in the order they were sent.
    pub attachments: Vec<Attachment>,
}

/// The author's words for a member: her first name and the company, or the company alone.
pub fn member_author(firstname: &str, company: &str) -> String {
    match firstname.trim() {
        "" => company.trim().to_owned(),
        name => format!("{name}, {}", company.trim()),
    }
}

/// The candidate's words: her name, or « Candidat » once erased.
pub fn candidate_author(name: &str) -> String {
    match name.trim() {
        "" => "Candidat".to_owned(),
        name => name.to_owned(),
    }
}

/// The application's thread as `audience` reads it (its `MAX_LISTED` latest messages).
pub async fn of_application(
    pool: &PgPool,
    row: &ApplicationRow,
    audience: Audience,
) -> AppResult<Vec<Message>> {
    let rows = sqlx::query!(
        r#"SELECT m.id, m.from_company, m.body, m.by_mail, m.sent_at, m.read_at,
                  coalesce(u.firstname, '') AS "firstname!", c.name AS company
           FROM application_messages m
           JOIN job_offer_applications a ON a.id = m.application_id
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN localized_companies lc ON lc.id = o.localized_company_id
           JOIN companies c ON c.id = lc.company_id
           LEFT JOIN users u ON u.id = m.author_user_id
           WHERE m.application_id = $1 ORDER BY m.id DESC LIMIT $2"#,
        row.id,
        MAX_LISTED
    )
    .fetch_all(pool)
    .await?;
    let ids: Vec<i64> = rows.iter().map(|m| m.id).collect();
    let mut files = attachments::of_messages(pool, &ids).await?;
    let mut messages: Vec<Message> = rows
        .into_iter()
        .map(|m| Message {
            id: m.id,
            from_company: m.from_company,
            author: if m.from_company {
                member_author(&m.firstname, &m.company)
            } else {
                candidate_author(&row.candidate_name)
            },
            body: m.body,
            by_mail: m.by_mail,
            sent_at: m.sent_at,
            read_at: m
                .read_at
                .filter(|_| audience == Audience::Company || m.from_company || row.read_tracking),
            attachments: files.remove(&m.id).unwrap_or_default(),
        })
        .collect();
    messages.reverse();
    Ok(messages)
}

/// The viewer writes `body` in the thread of the application `application_id` (hers, or one
/// of her company's); the other side is mailed. A member's text has its placeholders filled
/// (`templates::fill`); written from one of the company's templates (`template`), it also
/// records the template's answer. `files`: its PDF attachments (checked, then stored; none
/// stays stored when the message is refused). Returns the message and the viewer's side.
pub async fn send(
    pool: &PgPool,
    (storage, mailer): (&Storage, &Mailer),
    viewer: &Viewer,
    application_id: i64,
    (body, files): (&str, &[Document<'_>]),
    template: Option<i64>,
) -> AppResult<(Message, Audience)> {
    let (row, audience) = triage::one(pool, viewer, application_id).await?;
    attachments::check(files)?;
    let (party, body, answer) = match audience {
        Audience::Candidate if template.is_some() => return Err(AppError::Forbidden),
        Audience::Candidate => (Party::Candidate, body.to_owned(), None),
        Audience::Company => {
            let answer = match template {
                Some(id) => templates::answer_of_template(pool, row.pro_client_id, id).await?,
                None => None,
            };
            let names = sqlx::query!(
                "SELECT o.title, c.name FROM job_offers o
                 JOIN localized_companies lc ON lc.id = o.localized_company_id
                 JOIN companies c ON c.id = lc.company_id WHERE o.id = $1",
                row.job_offer_id
            )
            .fetch_one(pool)
            .await?;
            let fills = Fills {
                candidate_name: &row.candidate_name,
                offer_title: &names.title,
                company_name: &names.name,
            };
            (
                Party::Member(viewer.user_id),
                templates::fill(body, &fills),
                answer,
            )
        }
    };
    let stored = attachments::store(storage, files).await?;
    let id = match add(pool, mailer, &row, party, &body, false, answer, &stored).await {
        Ok(id) => id,
        Err(error) => {
            attachments::discard(storage, &stored).await;
            return Err(error);
        }
    };
    of_application(pool, &row, audience)
        .await?
        .into_iter()
        .find(|m| m.id == id)
        .map(|m| (m, audience))
        .ok_or(AppError::NotFound)
}

/// Adds `party`'s message to the application's thread and queues its mails, in one
/// transaction; the limits are the trigger's. `by_mail`: it came as a reply by mail.
/// `answer`: a member's message also records this dated answer (`answers::record`).
/// `stored`: its attachments, already in the file store (the caller discards them when
/// this fails).
#[allow(clippy::too_many_arguments)]
pub async fn add(
    pool: &PgPool,
    mailer: &Mailer,
    row: &ApplicationRow,
    party: Party,
    body: &str,
    by_mail: bool,
    answer: Option<Answer>,
    stored: &[Stored],
) -> AppResult<i64> {
    if row.withdrawn_at.is_some() {
        return Err(AppError::invalid(
            ErrorCode::ApplicationWithdrawn,
            WITHDRAWN,
        ));
    }
    let body = body.trim();
    if body.is_empty() {
        return Err(AppError::missing("Message"));
    }
    if body.chars().count() > MAX_CHARS {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            MessageBound::TOO_LONG.unwrap_or_default(),
        ));
    }
    let (from_company, author) = match party {
        Party::Candidate => (false, None),
        Party::Member(user_id) => (true, Some(user_id)),
    };
    let mut tx = pool.begin().await?;
    let id = sqlx::query_scalar!(
        "INSERT INTO application_messages (application_id, from_company, author_user_id, body,
                                           by_mail)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
        row.id,
        from_company,
        author,
        body,
        by_mail
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(refused)?;
    attachments::attach(&mut tx, id, stored).await?;
    if from_company {
        // The last contact starts the two-year retention once the offer closes (retention.rs).
        sqlx::query!(
            "UPDATE job_offer_applications SET last_contact_at = now() WHERE id = $1",
            row.id
        )
        .execute(&mut *tx)
        .await?;
    }
    if let (Some(answer), Party::Member(user_id)) = (answer, party) {
        answers::record(&mut tx, &[row.id], answer, user_id).await?;
    }
    mails::notify(&mut tx, mailer, row, party, (body, stored.len())).await?;
    tx.commit().await?;
    Ok(id)
}

/// The trigger's refusals as the French errors they mean.
fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        match db.constraint() {
            Some("application_messages_one_first") => {
                return AppError::invalid(ErrorCode::ThreadNotOpen, ONE_FIRST)
            }
            Some("application_messages_per_day") => {
                return AppError::RateLimited(TOO_MANY.to_owned())
            }
            _ => {}
        }
    }
    AppError::from(error)
}

/// Whether `user_id` is still a member of the client `pro_client_id`'s company whose role
/// may act on applications (a reply by mail from a member removed since is ignored).
pub async fn is_member(pool: &PgPool, user_id: i64, pro_client_id: i64) -> AppResult<bool> {
    let role: Option<String> = sqlx::query_scalar!(
        "SELECT m.role FROM company_members m JOIN companies c ON c.id = m.company_id
         WHERE m.user_id = $1 AND c.pro_client_id = $2",
        user_id,
        pro_client_id
    )
    .fetch_optional(pool)
    .await?;
    Ok(role
        .and_then(|role| Role::parse(&role).ok())
        .is_some_and(|role| role.may(Area::Applications)))
}

/// The viewer read the thread: the other side's messages are marked read. Returns how many.
pub async fn mark_read(pool: &PgPool, viewer: &Viewer, application_id: i64) -> AppResult<u64> {
    let (row, audience) = triage::one(pool, viewer, application_id).await?;
    let from_company = audience == Audience::Candidate;
    Ok(sqlx::query!(
        "UPDATE application_messages SET read_at = now()
         WHERE application_id = $1 AND from_company = $2 AND read_at IS NULL",
        row.id,
        from_company
    )
    .execute(pool)
    .await?
    .rows_affected())
}

/// The other side's messages `audience` has not read in one thread.
pub async fn unread_in(pool: &PgPool, application_id: i64, audience: Audience) -> AppResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM application_messages
           WHERE application_id = $1 AND from_company = $2 AND read_at IS NULL"#,
        application_id,
        audience == Audience::Candidate
    )
    .fetch_one(pool)
    .await?)
}

/// « Non lus » of the dashboard's menu: the company's messages a candidate has not read on
/// her applications, or the candidates' messages no member read on the company's.
pub async fn unread_count(pool: &PgPool, viewer: &Viewer) -> AppResult<i64> {
    if let Some(candidate_id) = viewer.candidate_id {
        return Ok(sqlx::query_scalar!(
            r#"SELECT count(*) AS "count!" FROM application_messages m
               JOIN job_offer_applications a ON a.id = m.application_id
               WHERE a.candidate_id = $1 AND a.withdrawn_at IS NULL
                 AND m.from_company AND m.read_at IS NULL"#,
            candidate_id
        )
        .fetch_one(pool)
        .await?);
    }
    let Ok((_, client_id)) = viewer.company_for(Area::Applications) else {
        return Ok(0);
    };
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM application_messages m
           JOIN job_offer_applications a ON a.id = m.application_id
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN pro_accounts pa ON pa.id = o.contact_account_id
           WHERE pa.pro_client_id = $1 AND a.withdrawn_at IS NULL
             AND NOT m.from_company AND m.read_at IS NULL"#,
        client_id
    )
    .fetch_one(pool)
    .await?)
}

/// How a member hears of the candidates' messages.
pub const MAIL_CHOICES: [&str; 2] = ["each", "daily"];

/// The viewer's own choice (`each`: a mail per message, `daily`: a digest in the morning).
pub async fn mail_choice(pool: &PgPool, viewer: &Viewer) -> AppResult<String> {
    viewer.company_for(Area::Applications)?;
    sqlx::query_scalar!(
        "SELECT message_mails FROM company_members WHERE user_id = $1",
        viewer.user_id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::Forbidden)
}

pub async fn set_mail_choice(pool: &PgPool, viewer: &Viewer, choice: &str) -> AppResult<String> {
    viewer.company_for(Area::Applications)?;
    let choice = choice.trim();
    if !MAIL_CHOICES.contains(&choice) {
        return Err(AppError::invalid(
            ErrorCode::UnknownOption,
            "Choisissez « à chaque message » (each) ou « un récapitulatif quotidien » (daily).",
        ));
    }
    sqlx::query!(
        "UPDATE company_members SET message_mails = $2 WHERE user_id = $1",
        viewer.user_id,
        choice
    )
    .execute(pool)
    .await?;
    Ok(choice.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn authors_are_named_as_the_thread_shows_them() {
        assert_eq!(
            member_author("Claire", "Atelier Dubois"),
            "Claire, Atelier Dubois"
        );
        assert_eq!(member_author(" ", "Atelier Dubois"), "Atelier Dubois");
        assert_eq!(candidate_author("Léa Martin"), "Léa Martin");
        assert_eq!(candidate_author(""), "Candidat");
    }

    #[test]
    fn the_limits_are_the_triggers() {
        let migration = include_str!("../../../migrations/20261207200001_application_messages.sql");
        assert!(migration.contains(&format!(">= {MAX_PER_DAY} THEN")));
        assert!(migration.contains(&format!("BETWEEN 1 AND {MAX_CHARS}")));
    }
}
