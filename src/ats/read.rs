//! What an ATS reads of a company (the API and the webhook's payload, docs/api.md "ATS"):
//! its offers and its sent applications as JSON, documents as signed links. Lists go up by
//! id, `PAGE` at a time: an ATS keeps the last id it has and asks for those after it.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgPool;

use super::links::{Document, DocumentLinks};
use crate::{
    accounts::profile::phone_e164,
    applications::{
        messages::{attachments, candidate_author, member_author},
        portfolio, select_applications, ApplicationRow,
    },
    error::AppResult,
    offers::status::OfferStatus,
};

/// Items per page of a list.
pub const PAGE: i64 = 100;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Offer {
    pub id: i64,
    pub title: String,
    /// `published`, `draft`, `suspended` or `expired`.
    pub status: &'static str,
    pub url: String,
    pub created_at: DateTime<Utc>,
    pub published_from: Option<DateTime<Utc>>,
    pub published_until: Option<DateTime<Utc>>,
    pub applications: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferRef {
    pub id: i64,
    pub title: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Candidate {
    pub name: String,
    pub email: String,
    /// E.164 (`+33612345678`), or empty.
    pub phone: String,
    /// The LinkedIn profile sent with the application, or null.
    pub linkedin_url: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// `invited` or `refused`.
    pub answer: String,
    pub sent_at: DateTime<Utc>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Documents {
    pub cv: Option<String>,
    pub cover_letter: Option<String>,
    /// The book sent with it (docs/book.md): its projects in the candidate's order, and her
    /// PDF book.
    pub portfolio: Portfolio,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Portfolio {
    pub projects: Vec<PortfolioProject>,
    /// The PDF book's signed link, or null.
    pub pdf: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioProject {
    pub title: String,
    pub year: Option<i32>,
    pub role: String,
    pub techniques: String,
    pub place: String,
    pub description: String,
    pub images: Vec<PortfolioImage>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioImage {
    /// The widest JPEG (signed link, valid 48 hours).
    pub url: String,
    /// The widest WebP.
    pub webp: String,
    pub width: i32,
    pub height: i32,
    pub alt_text: String,
    pub caption: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Application {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub offer: OfferRef,
    pub submitted_at: DateTime<Utc>,
    pub candidate: Candidate,
    pub cover_letter: String,
    pub questions_answer: String,
    /// `yes`, `maybe`, `no`, or none yet.
    pub interview_status: Option<String>,
    pub read_at: Option<DateTime<Utc>>,
    /// The candidate withdrew it: its texts and documents are erased.
    pub withdrawn_at: Option<DateTime<Utc>>,
    pub answers: Vec<Answer>,
    /// Signed links, valid 48 hours.
    pub documents: Documents,
    /// Its interviews (issue 53), oldest first, as `interview.scheduled` carries them.
    pub interviews: Vec<ApplicationInterview>,
}

/// One page of a list, and the address of the next one.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    pub data: Vec<T>,
    pub next: Option<String>,
}

/// The company's offers (deleted ones aside) with an id above `after`.
pub async fn offers(
    pool: &PgPool,
    base_url: &str,
    company_id: i64,
    after: i64,
) -> AppResult<Page<Offer>> {
    let rows = sqlx::query!(
        r#"SELECT o.id, o.title, o.slug, o.status, o.created_at, ad.starts_at, ad.ends_at,
             (SELECT count(*) FROM job_offer_applications a
              WHERE a.job_offer_id = o.id AND a.submitted_at IS NOT NULL) AS "applications!"
         FROM job_offers o
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         LEFT JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         WHERE lc.company_id = $1 AND o.status <> -2 AND o.id > $2
         ORDER BY o.id LIMIT $3"#,
        company_id,
        after,
        PAGE
    )
    .fetch_all(pool)
    .await?;
    let data: Vec<Offer> = rows
        .into_iter()
        .map(|row| Offer {
            status: match OfferStatus::try_from(row.status) {
                Ok(OfferStatus::Published) => "published",
                Ok(OfferStatus::Expired) => "expired",
                _ if row.starts_at.is_some() => "suspended",
                _ => "draft",
            },
            url: format!("{base_url}/emploi/{}/{}", row.id, row.slug),
            id: row.id,
            title: row.title,
            created_at: row.created_at,
            published_from: row.starts_at,
            published_until: row.ends_at,
            applications: row.applications,
        })
        .collect();
    Ok(page(data, |o| o.id, "/api/v1/offers?after="))
}

/// The company's sent applications (of `offer` only, if given) with an id above `after`.
pub async fn applications(
    pool: &PgPool,
    links: &DocumentLinks,
    company_id: i64,
    offer: Option<i64>,
    after: i64,
) -> AppResult<Page<Application>> {
    let rows = select_applications!(
        "WHERE a.submitted_at IS NOT NULL AND c.id = $1
           AND ($2::bigint IS NULL OR a.job_offer_id = $2) AND a.id > $3
         ORDER BY a.id LIMIT $4",
        company_id,
        offer,
        after,
        PAGE
    )
    .fetch_all(pool)
    .await?;
    let titles = offer_titles(pool, &rows).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut portfolios = portfolio::of_applications(pool, &ids).await?;
    let mut interviews = interviews_of(pool, &ids).await?;
    let now = Utc::now().timestamp();
    let data: Vec<Application> = rows
        .into_iter()
        .map(|row| {
            let title = titles
                .iter()
                .find(|(id, _)| *id == row.job_offer_id)
                .map(|(_, title)| title.clone())
                .unwrap_or_default();
            let projects = portfolios.remove(&row.id).unwrap_or_default();
            let interviews = interviews.remove(&row.id).unwrap_or_default();
            application(row, title, (projects, interviews), links, now)
        })
        .collect();
    let next = match offer {
        Some(offer) => format!("/api/v1/applications?offer={offer}&after="),
        None => "/api/v1/applications?after=".to_owned(),
    };
    Ok(page(data, |a| a.id, &next))
}

/// One sent application of the company, as its webhook announces it.
pub async fn application_of(
    pool: &PgPool,
    links: &DocumentLinks,
    company_id: i64,
    id: i64,
) -> AppResult<Option<Application>> {
    let row = select_applications!(
        "WHERE a.submitted_at IS NOT NULL AND c.id = $1 AND a.id = $2",
        company_id,
        id
    )
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let titles = offer_titles(pool, std::slice::from_ref(&row)).await?;
    let title = titles
        .into_iter()
        .next()
        .map(|(_, t)| t)
        .unwrap_or_default();
    let projects = portfolio::of_application(pool, row.id).await?;
    let interviews = interviews_of(pool, &[row.id])
        .await?
        .remove(&row.id)
        .unwrap_or_default();
    Ok(Some(application(
        row,
        title,
        (projects, interviews),
        links,
        Utc::now().timestamp(),
    )))
}

/// One message of an application's thread (issue 53), for the API.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ThreadMessage {
    pub id: i64,
    /// `company` or `candidate`.
    pub from: &'static str,
    /// « Marc, Atelier Dubois », or the candidate's name.
    pub author: String,
    pub body: String,
    /// Came as a reply by mail.
    pub by_mail: bool,
    pub sent_at: DateTime<Utc>,
    /// When the other side first read it.
    pub read_at: Option<DateTime<Utc>>,
    /// Its PDF attachments.
    pub attachments: Vec<ThreadAttachment>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ThreadAttachment {
    /// The sender's file name.
    pub name: String,
    pub bytes: i64,
    /// A document link (signed, valid 48 hours).
    pub url: String,
}

/// The attachments of the messages `ids` of the application `application`, as links.
async fn attachment_links(
    pool: &PgPool,
    links: &DocumentLinks,
    application: i64,
    ids: &[i64],
) -> AppResult<HashMap<i64, Vec<ThreadAttachment>>> {
    let now = Utc::now().timestamp();
    Ok(attachments::of_messages(pool, ids)
        .await?
        .into_iter()
        .map(|(message, files)| {
            let files = files
                .into_iter()
                .map(|file| ThreadAttachment {
                    url: links.url(application, Document::Attachment(file.id), now),
                    name: file.name,
                    bytes: file.bytes,
                })
                .collect();
            (message, files)
        })
        .collect())
}

/// The thread of one sent application of the company, oldest first, `PAGE` at a time after
/// the message `after`; `None` when the application is not the company's.
pub async fn messages_of(
    pool: &PgPool,
    links: &DocumentLinks,
    company_id: i64,
    id: i64,
    after: i64,
) -> AppResult<Option<Page<ThreadMessage>>> {
    let owner = sqlx::query!(
        "SELECT a.candidate_name, c.name AS company FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = lc.company_id
         WHERE a.submitted_at IS NOT NULL AND c.id = $1 AND a.id = $2",
        company_id,
        id
    )
    .fetch_optional(pool)
    .await?;
    let Some(owner) = owner else {
        return Ok(None);
    };
    let rows = sqlx::query!(
        r#"SELECT m.id, m.from_company, m.body, m.by_mail, m.sent_at, m.read_at,
                  coalesce(u.firstname, '') AS "firstname!"
           FROM application_messages m LEFT JOIN users u ON u.id = m.author_user_id
           WHERE m.application_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3"#,
        id,
        after,
        PAGE
    )
    .fetch_all(pool)
    .await?;
    let ids: Vec<i64> = rows.iter().map(|m| m.id).collect();
    let mut files = attachment_links(pool, links, id, &ids).await?;
    let data = rows
        .into_iter()
        .map(|m| ThreadMessage {
            id: m.id,
            from: if m.from_company {
                "company"
            } else {
                "candidate"
            },
            author: if m.from_company {
                member_author(&m.firstname, &owner.company)
            } else {
                candidate_author(&owner.candidate_name)
            },
            attachments: files.remove(&m.id).unwrap_or_default(),
            body: m.body,
            by_mail: m.by_mail,
            sent_at: m.sent_at,
            read_at: m.read_at,
        })
        .collect();
    Ok(Some(page(
        data,
        |m| m.id,
        &format!("/api/v1/applications/{id}/messages?after="),
    )))
}

/// One message of a sent application of the company, as `message.created` announces it;
/// `None` when it is gone or not the company's.
pub async fn message_of(
    pool: &PgPool,
    links: &DocumentLinks,
    company_id: i64,
    application_id: i64,
    message_id: i64,
) -> AppResult<Option<ThreadMessage>> {
    let row = sqlx::query!(
        r#"SELECT m.id, m.from_company, m.body, m.by_mail, m.sent_at, m.read_at,
                  coalesce(u.firstname, '') AS "firstname!", a.candidate_name, c.name AS company
           FROM application_messages m
           JOIN job_offer_applications a ON a.id = m.application_id
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN localized_companies lc ON lc.id = o.localized_company_id
           JOIN companies c ON c.id = lc.company_id
           LEFT JOIN users u ON u.id = m.author_user_id
           WHERE m.id = $1 AND a.id = $2 AND c.id = $3 AND a.submitted_at IS NOT NULL"#,
        message_id,
        application_id,
        company_id
    )
    .fetch_optional(pool)
    .await?;
    let mut files = attachment_links(pool, links, application_id, &[message_id]).await?;
    Ok(row.map(|m| ThreadMessage {
        id: m.id,
        from: if m.from_company {
            "company"
        } else {
            "candidate"
        },
        author: if m.from_company {
            member_author(&m.firstname, &m.company)
        } else {
            candidate_author(&m.candidate_name)
        },
        attachments: files.remove(&m.id).unwrap_or_default(),
        body: m.body,
        by_mail: m.by_mail,
        sent_at: m.sent_at,
        read_at: m.read_at,
    }))
}

/// An interview of an application (issue 53), for the ATS.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationInterview {
    pub id: i64,
    /// `proposed`, `scheduled` or `cancelled`, as it is now.
    pub status: String,
    /// `workshop`, `video` or `phone`.
    pub mode: String,
    /// The workshop's address, the video link or the phone number; may be empty.
    pub place: String,
    /// The picked slot, once scheduled.
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    /// The calendar invitation's `SEQUENCE` (one more at each move or cancellation).
    pub sequence: i32,
    /// `candidate` or `company`, once cancelled.
    pub cancelled_by: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The slots proposed, in time order.
    pub slots: Vec<InterviewSlot>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InterviewSlot {
    pub starts_at: DateTime<Utc>,
    pub minutes: i32,
}

/// The interview `interview_id` of the company's sent application `application_id`; `None`
/// when it is gone or not the company's.
pub async fn interview_of(
    pool: &PgPool,
    company_id: i64,
    application_id: i64,
    interview_id: i64,
) -> AppResult<Option<ApplicationInterview>> {
    let theirs = sqlx::query_scalar!(
        r#"SELECT 1 AS "one!" FROM interviews i
           JOIN job_offer_applications a ON a.id = i.application_id
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN localized_companies lc ON lc.id = o.localized_company_id
           WHERE i.id = $1 AND a.id = $2 AND lc.company_id = $3 AND a.submitted_at IS NOT NULL"#,
        interview_id,
        application_id,
        company_id
    )
    .fetch_optional(pool)
    .await?;
    if theirs.is_none() {
        return Ok(None);
    }
    Ok(interviews_of(pool, &[application_id])
        .await?
        .remove(&application_id)
        .and_then(|all| all.into_iter().find(|i| i.id == interview_id)))
}

/// The interviews of the applications `ids` (the caller's own), by application, oldest
/// first, each with its proposed slots.
async fn interviews_of(
    pool: &PgPool,
    ids: &[i64],
) -> AppResult<HashMap<i64, Vec<ApplicationInterview>>> {
    let rows = sqlx::query!(
        "SELECT id, application_id, status, mode, place, starts_at, ends_at, sequence,
                cancelled_by, created_at
         FROM interviews WHERE application_id = ANY($1) ORDER BY id",
        ids
    )
    .fetch_all(pool)
    .await?;
    let interview_ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut slots: HashMap<i64, Vec<InterviewSlot>> = HashMap::new();
    for slot in sqlx::query!(
        "SELECT interview_id, starts_at, minutes FROM interview_slots
         WHERE interview_id = ANY($1) ORDER BY starts_at",
        &interview_ids
    )
    .fetch_all(pool)
    .await?
    {
        slots
            .entry(slot.interview_id)
            .or_default()
            .push(InterviewSlot {
                starts_at: slot.starts_at,
                minutes: slot.minutes,
            });
    }
    let mut by_application: HashMap<i64, Vec<ApplicationInterview>> = HashMap::new();
    for row in rows {
        by_application
            .entry(row.application_id)
            .or_default()
            .push(ApplicationInterview {
                slots: slots.remove(&row.id).unwrap_or_default(),
                id: row.id,
                status: row.status,
                mode: row.mode,
                place: row.place,
                starts_at: row.starts_at,
                ends_at: row.ends_at,
                sequence: row.sequence,
                cancelled_by: row.cancelled_by,
                created_at: row.created_at,
            });
    }
    Ok(by_application)
}

async fn offer_titles(pool: &PgPool, rows: &[ApplicationRow]) -> AppResult<Vec<(i64, String)>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.job_offer_id).collect();
    Ok(
        sqlx::query!("SELECT id, title FROM job_offers WHERE id = ANY($1)", &ids)
            .fetch_all(pool)
            .await?
            .into_iter()
            .map(|r| (r.id, r.title))
            .collect(),
    )
}

fn application(
    row: ApplicationRow,
    title: String,
    (projects, interviews): (Vec<portfolio::Project>, Vec<ApplicationInterview>),
    links: &DocumentLinks,
    now: i64,
) -> Application {
    let link =
        |path: &Option<String>, document| path.as_ref().map(|_| links.url(row.id, document, now));
    let projects = projects
        .into_iter()
        .map(|project| PortfolioProject {
            images: project
                .images
                .iter()
                .map(|image| PortfolioImage {
                    url: links.image_url(row.id, &image.stem, image.widest(), "jpg", now),
                    webp: links.image_url(row.id, &image.stem, image.widest(), "webp", now),
                    width: image.width,
                    height: image.height,
                    alt_text: image.alt_text.clone(),
                    caption: image.caption.clone(),
                })
                .collect(),
            title: project.title,
            year: project.year,
            role: project.role,
            techniques: project.techniques,
            place: project.place,
            description: project.description,
        })
        .collect();
    Application {
        documents: Documents {
            cv: link(&row.cv_path, Document::Cv),
            cover_letter: link(&row.cover_letter_path, Document::CoverLetter),
            portfolio: Portfolio {
                projects,
                pdf: link(&row.portfolio_pdf_name, Document::BookPdf),
            },
        },
        id: row.id,
        uuid: row.uuid,
        offer: OfferRef {
            id: row.job_offer_id,
            title,
        },
        submitted_at: row.sent_at,
        candidate: Candidate {
            name: row.candidate_name,
            email: row.candidate_email,
            phone: phone_e164(if row.candidate_tel.is_empty() {
                &row.phone
            } else {
                &row.candidate_tel
            }),
            linkedin_url: Some(row.linkedin_url).filter(|url| !url.is_empty()),
        },
        cover_letter: row.cover_letter_message,
        questions_answer: row.questions_answer_message,
        interview_status: row.interview_status,
        read_at: row.read_at,
        withdrawn_at: row.withdrawn_at,
        answers: row
            .answers
            .into_iter()
            .zip(row.answered_at)
            .map(|(answer, sent_at)| Answer { answer, sent_at })
            .collect(),
        interviews,
    }
}

fn page<T>(data: Vec<T>, id: impl Fn(&T) -> i64, next: &str) -> Page<T> {
    let next = (data.len() as i64 == PAGE)
        .then(|| data.last().map(|last| format!("{next}{}", id(last))))
        .flatten();
    Page { data, next }
}

/// The stored name of an application's document and its candidate's name, while the
/// application holds it (none once withdrawn or erased).
pub async fn document_name(
    pool: &PgPool,
    application: i64,
    document: Document,
) -> AppResult<Option<(String, String)>> {
    let row = sqlx::query!(
        "SELECT cv_path, cover_letter_path, portfolio_pdf_name, candidate_name
         FROM job_offer_applications
         WHERE id = $1 AND submitted_at IS NOT NULL",
        application
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.and_then(|row| {
        let name = match document {
            Document::Cv => row.cv_path,
            Document::CoverLetter => row.cover_letter_path,
            Document::BookPdf => row.portfolio_pdf_name,
            // Read below, by the attachment's own row.
            Document::Attachment(_) => None,
        };
        name.map(|name| (name, row.candidate_name))
    }))
}
