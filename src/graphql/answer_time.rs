//! The answer time in GraphQL (issue 53, item 5; docs/answer-time.md): the lines an offer's
//! and a company's page show (`responsiveness` on `PublicCompany` and on an offer's company,
//! the same words for the UI and the server-written first screens), and the recruiter's own
//! figure on the dashboard (`myAnswerTime`).

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{iri, signed_in},
    applications::answer_time::{self, Lines},
    error::AppResult,
};

/// What a page says of how the company answers; each line is null when it says nothing.
/// Serialized as GraphQL answers it, for the offer page's first screen (`pages`).
#[derive(SimpleObject, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompanyResponsiveness {
    /// « Répond généralement sous 4 jours ».
    pub answer_line: Option<String>,
    /// « Consulte activement les candidatures ».
    pub reading_line: Option<String>,
}

impl From<Lines> for CompanyResponsiveness {
    fn from(lines: Lines) -> Self {
        Self {
            answer_line: lines.answer,
            reading_line: lines.reading.map(str::to_owned),
        }
    }
}

/// The lines of the company `company_id`, from the job's row.
pub async fn responsiveness(
    ctx: &Context<'_>,
    company_id: i64,
) -> AppResult<CompanyResponsiveness> {
    let figures = answer_time::of_company(ctx.data_unchecked::<PgPool>(), company_id).await?;
    Ok(figures.lines(Utc::now()).into())
}

/// An application waiting for the company's first answer.
#[derive(SimpleObject)]
pub struct WaitingApplication {
    /// The application (`/api/job_offer_applications/{id}`).
    id: ID,
    #[graphql(name = "_id")]
    numeric_id: i64,
    job_offer_id: i64,
    offer_title: String,
    candidate_name: String,
    sent_at: DateTime<Utc>,
}

/// The recruiter's own answer time and what moves it.
#[derive(SimpleObject)]
pub struct MyAnswerTime {
    /// The median in whole days, even when the pages do not show it; null when unknown.
    median_days: Option<i32>,
    /// The applications of the last 90 days it is taken over.
    applications: i32,
    /// What the offers' pages show, or null.
    answer_line: Option<String>,
    reading_line: Option<String>,
    /// Applications of the last 90 days waiting for a first answer.
    waiting_count: i32,
    /// The oldest of them (5 at most).
    oldest_waiting: Vec<WaitingApplication>,
}

#[derive(Default)]
pub struct AnswerTimeQuery;

#[Object]
impl AnswerTimeQuery {
    /// The viewer's company's answer time (a member whose role may act on applications).
    async fn my_answer_time(&self, ctx: &Context<'_>) -> AppResult<MyAnswerTime> {
        let viewer = signed_in(viewer(ctx))?;
        let mine = answer_time::mine(ctx.data_unchecked::<PgPool>(), viewer).await?;
        let lines = mine.figures.lines(Utc::now());
        Ok(MyAnswerTime {
            median_days: mine.figures.median_days,
            applications: i32::try_from(mine.figures.applications).unwrap_or(i32::MAX),
            answer_line: lines.answer,
            reading_line: lines.reading.map(str::to_owned),
            waiting_count: i32::try_from(mine.waiting_count).unwrap_or(i32::MAX),
            oldest_waiting: mine
                .oldest_waiting
                .into_iter()
                .map(|w| WaitingApplication {
                    id: iri("job_offer_applications", w.application_id),
                    numeric_id: w.application_id,
                    job_offer_id: w.offer_id,
                    offer_title: w.offer_title,
                    candidate_name: w.candidate_name,
                    sent_at: w.sent_at,
                })
                .collect(),
        })
    }
}
