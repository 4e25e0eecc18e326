//! What an ATS reads of a company (the API and the webhook's payload, docs/api.md "ATS"):
//! its offers and its sent applications as JSON, documents as signed links. Lists go up by
//! id, `PAGE` at a time: an ATS keeps the last id it has and asks for those after it.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgPool;

use super::links::{Document, DocumentLinks};
use crate::{
    accounts::profile::phone_e164,
    applications::{select_applications, ApplicationRow},
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
    let now = Utc::now().timestamp();
    let data: Vec<Application> = rows
        .into_iter()
        .map(|row| {
            let title = titles
                .iter()
                .find(|(id, _)| *id == row.job_offer_id)
                .map(|(_, title)| title.clone())
                .unwrap_or_default();
            application(row, title, links, now)
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
    Ok(Some(application(row, title, links, Utc::now().timestamp())))
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

fn application(row: ApplicationRow, title: String, links: &DocumentLinks, now: i64) -> Application {
    let link =
        |path: &Option<String>, document| path.as_ref().map(|_| links.url(row.id, document, now));
    Application {
        documents: Documents {
            cv: link(&row.cv_path, Document::Cv),
            cover_letter: link(&row.cover_letter_path, Document::CoverLetter),
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
        "SELECT cv_path, cover_letter_path, candidate_name FROM job_offer_applications
         WHERE id = $1 AND submitted_at IS NOT NULL",
        application
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.and_then(|row| {
        let name = match document {
            Document::Cv => row.cv_path,
            Document::CoverLetter => row.cover_letter_path,
        };
        name.map(|name| (name, row.candidate_name))
    }))
}
