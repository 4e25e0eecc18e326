//! Applications in GraphQL: applying, the lists of each side, the recruiter's triage.

use crate::{
    access::{iri, parse_iri},
    text::{Choice, ClientMutationId, Cursor, MailSubject, Message, Phone, Plain, Text},
};
use std::{collections::HashMap, net::IpAddr, sync::Arc};

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{
    caller::viewer,
    connection::{connection, decode_after, page_size, CountedConnection, Keyset},
    job_offer::JobOffer,
    messages::ApplicationMessage,
    portfolio::ApplicationPortfolio,
};
use crate::{
    access::{signed_in, Audience},
    accounts::profile::phone_for_display,
    applications::{
        answers::Answer,
        apply::{self, NewApplication},
        authors::{self, ApplicationAuthors},
        messages, portfolio,
        story::{Step, StepKind},
        triage, withdraw, ApplicationRow,
    },
    book::links::ImageLinks,
    error::{AppError, AppResult},
    files::Storage,
    mail::Mailer,
    offers::read::{self, OfferCard, PageTexts},
};

/// The caller's network address, for the spam guard.
#[derive(Clone, Copy, Debug)]
pub struct ClientAddress(pub IpAddr);

fn client_address(ctx: &Context<'_>) -> Option<IpAddr> {
    ctx.data_opt::<ClientAddress>().map(|a| a.0)
}

/// One dated step of an application's story.
#[derive(SimpleObject)]
pub struct ApplicationStep {
    kind: StepKind,
    at: DateTime<Utc>,
}

impl From<Step> for ApplicationStep {
    fn from(step: Step) -> Self {
        Self {
            kind: step.kind,
            at: step.at,
        }
    }
}

/// An application as one side sees it, with its offer loaded.
pub struct JobOfferApplication {
    row: ApplicationRow,
    audience: Audience,
    offer: JobOffer,
}

/// Pairs rows with their offers, loaded in one query.
async fn with_offers(
    pool: &PgPool,
    rows: Vec<(ApplicationRow, Audience)>,
) -> AppResult<Vec<JobOfferApplication>> {
    let mut ids: Vec<i64> = rows.iter().map(|(r, _)| r.job_offer_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let offers: HashMap<i64, Arc<OfferCard>> = read::cards_by_ids(pool, &ids)
        .await?
        .into_iter()
        .map(|card| (card.id, Arc::new(card)))
        .collect();
    // Their texts, if asked, read once for all.
    let texts = Arc::new(PageTexts::new(ids));
    rows.into_iter()
        .map(|(row, audience)| {
            let card = offers.get(&row.job_offer_id).ok_or_else(|| {
                AppError::internal(anyhow::anyhow!("offer of application {}", row.id))
            })?;
            Ok(JobOfferApplication {
                row,
                audience,
                offer: JobOffer::of_page(Arc::clone(card), Arc::clone(&texts), None),
            })
        })
        .collect()
}

async fn one_with_offer(
    pool: &PgPool,
    row: ApplicationRow,
    audience: Audience,
) -> AppResult<JobOfferApplication> {
    let mut loaded = with_offers(pool, vec![(row, audience)]).await?;
    loaded
        .pop()
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("application without offer")))
}

impl JobOfferApplication {
    /// Who handled it, for the company's eyes only.
    async fn authors(&self, ctx: &Context<'_>) -> AppResult<Option<ApplicationAuthors>> {
        match self.audience {
            Audience::Company => Ok(Some(
                authors::of_application(ctx.data_unchecked::<PgPool>(), self.row.id).await?,
            )),
            Audience::Candidate => Ok(None),
        }
    }
}

#[Object]
impl JobOfferApplication {
    async fn id(&self) -> ID {
        iri("job_offer_applications", self.row.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.row.id
    }
    async fn uuid(&self) -> String {
        self.row.uuid.to_string()
    }
    /// When it was sent.
    async fn created_at(&self) -> DateTime<Utc> {
        self.row.sent_at
    }
    /// When the company first opened it; the candidate sees it only while the company's
    /// read tracking is on.
    async fn read_at(&self) -> Option<DateTime<Utc>> {
        self.row.read_at_for(self.audience)
    }
    async fn cover_letter_message(&self) -> &str {
        &self.row.cover_letter_message
    }
    async fn questions_answer_message(&self) -> &str {
        &self.row.questions_answer_message
    }
    /// The phone sent, as a French recruiter reads it (`06 12 34 56 78`, or E.164 abroad).
    async fn phone(&self) -> String {
        phone_for_display(&self.row.phone)
    }
    /// The candidate's LinkedIn profile as sent with the application (« Mon CV »), or null.
    async fn linkedin_url(&self) -> Option<&str> {
        Some(self.row.linkedin_url.as_str()).filter(|url| !url.is_empty())
    }
    /// The CV's download address (bearer token required).
    async fn cv_path(&self) -> Option<String> {
        self.row.cv_link()
    }
    /// The cover letter's download address (bearer token required).
    async fn cover_letter_path(&self) -> Option<String> {
        self.row.cover_letter_link()
    }
    /// The book sent with it (docs/book.md): the projects she ticked, in her order, as they
    /// were when she applied, and her PDF book.
    async fn portfolio(&self, ctx: &Context<'_>) -> AppResult<ApplicationPortfolio> {
        Ok(ApplicationPortfolio {
            application: self.row.id,
            projects: portfolio::of_application(ctx.data_unchecked::<PgPool>(), self.row.id)
                .await?,
            pdf_path: self.row.book_pdf_link(),
            links: ctx.data_unchecked::<ImageLinks>().clone(),
            now: Utc::now().timestamp(),
        })
    }
    /// yes, maybe or no: the recruiter's own note, null for the candidate (and for a
    /// withdrawn application).
    async fn interview_status(&self) -> Option<&str> {
        match self.audience {
            Audience::Company if !self.row.is_withdrawn() => self.row.interview_status.as_deref(),
            Audience::Company | Audience::Candidate => None,
        }
    }
    /// The member who triaged it last (its interview status), for the company only.
    async fn triaged_by_name(&self, ctx: &Context<'_>) -> AppResult<Option<String>> {
        Ok(self.authors(ctx).await?.and_then(|a| a.triaged_by))
    }
    /// The member who sent its last answer (invitation, refusal), for the company only.
    async fn answered_by_name(&self, ctx: &Context<'_>) -> AppResult<Option<String>> {
        Ok(self.authors(ctx).await?.and_then(|a| a.answered_by))
    }
    /// Its dated steps, oldest first: the candidate reads « lue » only with the company's
    /// read tracking and, of the triage, only the answers sent; the company reads only
    /// WITHDRAWN once the candidate withdrew it.
    async fn steps(&self) -> Vec<ApplicationStep> {
        self.row
            .steps(self.audience)
            .into_iter()
            .map(ApplicationStep::from)
            .collect()
    }
    /// The candidate withdrew it: its documents and texts are erased.
    async fn withdrawn(&self) -> bool {
        self.row.is_withdrawn()
    }
    async fn candidate_name(&self) -> &str {
        &self.row.candidate_name
    }
    async fn candidate_email(&self) -> &str {
        &self.row.candidate_email
    }
    async fn candidate_tel(&self) -> String {
        phone_for_display(&self.row.candidate_tel)
    }
    async fn job_offer(&self) -> &JobOffer {
        &self.offer
    }
    /// Its thread, oldest first (the latest 100 messages); empty once withdrawn.
    async fn messages(&self, ctx: &Context<'_>) -> AppResult<Vec<ApplicationMessage>> {
        let pool = ctx.data_unchecked::<PgPool>();
        Ok(messages::of_application(pool, &self.row, self.audience)
            .await?
            .into_iter()
            .map(|m| ApplicationMessage::of(m, self.audience))
            .collect())
    }
    /// The other side's messages the viewer's side has not read.
    async fn unread_messages_count(&self, ctx: &Context<'_>) -> AppResult<i32> {
        let pool = ctx.data_unchecked::<PgPool>();
        let count = messages::unread_in(pool, self.row.id, self.audience).await?;
        Ok(i32::try_from(count).unwrap_or(i32::MAX))
    }
}

#[derive(Default)]
pub struct ApplicationsQuery;

#[Object]
impl ApplicationsQuery {
    /// Sent applications, newest first: a company's (to one of its offers with
    /// `jobOfferId`), or a candidate's own (to one offer with `jobOfferId`);
    /// `interviewStatus`: only those the company noted yes, maybe or no, or `none` (not yet).
    async fn job_offer_applications(
        &self,
        ctx: &Context<'_>,
        job_offer_id: Option<ID>,
        first: Option<i32>,
        after: Option<Text<Cursor>>,
        interview_status: Option<Text<Choice>>,
    ) -> AppResult<CountedConnection<JobOfferApplication>> {
        let viewer = signed_in(viewer(ctx))?;
        let pool = ctx.data_unchecked::<PgPool>();
        let first = page_size(first, 30, 100)?;
        let after = decode_after(after.as_deref().filter(|a| !a.is_empty()))?;
        let job_offer_id = job_offer_id
            .map(|id| parse_iri("job_offers", &id))
            .transpose()?;
        let (rows, total) = triage::list(
            pool,
            viewer,
            job_offer_id,
            interview_status.as_deref(),
            first as i64 + 1,
            after.map(|k| k.id),
        )
        .await?;
        let rows = rows
            .into_iter()
            .filter_map(|row| row.audience(viewer).map(|audience| (row, audience)))
            .collect();
        let applications = with_offers(pool, rows).await?;
        Ok(connection(
            applications,
            first,
            total,
            after.is_some(),
            |a| Keyset {
                key: a.row.id,
                id: a.row.id,
            },
        ))
    }

    /// One application, for its candidate or the offer's company (null for anyone else).
    async fn job_offer_application(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> AppResult<Option<JobOfferApplication>> {
        let viewer = signed_in(viewer(ctx))?;
        let pool = ctx.data_unchecked::<PgPool>();
        let id = parse_iri("job_offer_applications", &id)?;
        match triage::one(pool, viewer, id).await {
            Ok((row, audience)) => Ok(Some(one_with_offer(pool, row, audience).await?)),
            Err(AppError::NotFound) => Ok(None),
            Err(other) => Err(other),
        }
    }
}

#[derive(InputObject)]
pub struct CreateJobOfferApplicationInput {
    /// The offer (IRI or id).
    job_offer: ID,
    /// The candidate (IRI or id); when sent, it must be the caller.
    candidate: Option<ID>,
    phone: Option<Text<Phone>>,
    cover_letter_message: Option<Text<Message>>,
    questions_answer_message: Option<Text<Message>>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct CreateJobOfferApplicationPayload {
    job_offer_application: JobOfferApplication,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct UpdateJobOfferApplicationInput {
    id: ID,
    /// true marks it read (keeping the first reading's time), false unread.
    read: Option<bool>,
    /// yes, maybe or no.
    interview_status: Option<Text<Choice>>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct UpdateJobOfferApplicationPayload {
    job_offer_application: JobOfferApplication,
    id: ID,
    interview_status: Option<String>,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct MailJobOfferApplicantsInput {
    /// The selected applications (IRIs or ids), at most 100.
    ids: Vec<ID>,
    subject: Text<MailSubject>,
    message: Text<Message>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct MailJobOfferApplicantsPayload {
    /// How many candidates were mailed.
    sent: i32,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct AnswerJobOfferApplicationsInput {
    /// The selected applications (IRIs or ids), at most 100.
    ids: Vec<ID>,
    answer: Answer,
    subject: Text<MailSubject>,
    message: Text<Message>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(InputObject)]
pub struct NoteJobOfferApplicationsInput {
    /// The selected applications (IRIs or ids), at most 100.
    ids: Vec<ID>,
    /// yes, maybe or no.
    interview_status: Text<Choice>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct NoteJobOfferApplicationsPayload {
    /// The applications noted (IRIs).
    ids: Vec<ID>,
    interview_status: String,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct WithdrawJobOfferApplicationInput {
    id: ID,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct WithdrawJobOfferApplicationPayload {
    job_offer_application: JobOfferApplication,
    client_mutation_id: Option<String>,
}

fn application_ids(ids: &[ID]) -> AppResult<Vec<i64>> {
    ids.iter()
        .map(|id| parse_iri("job_offer_applications", id))
        .collect()
}

/// Refuses a `candidate` argument naming someone else than the caller.
pub fn check_candidate(candidate: Option<&ID>, own: i64) -> AppResult<()> {
    match candidate.filter(|c| !c.is_empty()) {
        Some(id) if parse_iri("candidates", id)? != own => Err(AppError::Forbidden),
        _ => Ok(()),
    }
}

#[derive(Default)]
pub struct ApplicationsMutation;

#[Object]
impl ApplicationsMutation {
    /// Starts an application (the documents follow by `POST /api/upload/application-cv`,
    /// which sends it).
    async fn create_job_offer_application(
        &self,
        ctx: &Context<'_>,
        input: CreateJobOfferApplicationInput,
    ) -> AppResult<CreateJobOfferApplicationPayload> {
        let viewer = signed_in(viewer(ctx))?;
        check_candidate(input.candidate.as_ref(), viewer.candidate()?)?;
        let pool = ctx.data_unchecked::<PgPool>();
        let new = NewApplication {
            job_offer_id: parse_iri("job_offers", &input.job_offer)?,
            phone: input.phone.plain(),
            cover_letter_message: input.cover_letter_message.plain(),
            questions_answer_message: input.questions_answer_message.plain(),
        };
        let row = apply::create(pool, viewer, client_address(ctx), new).await?;
        Ok(CreateJobOfferApplicationPayload {
            job_offer_application: one_with_offer(pool, row, Audience::Candidate).await?,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// The offer's company marks an application read or unread, or notes its interview status.
    async fn update_job_offer_application(
        &self,
        ctx: &Context<'_>,
        input: UpdateJobOfferApplicationInput,
    ) -> AppResult<UpdateJobOfferApplicationPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let pool = ctx.data_unchecked::<PgPool>();
        let id = parse_iri("job_offer_applications", &input.id)?;
        let row =
            triage::update(pool, viewer, id, input.read, input.interview_status.plain()).await?;
        let interview_status = row.interview_status.clone();
        Ok(UpdateJobOfferApplicationPayload {
            id: iri("job_offer_applications", row.id),
            job_offer_application: one_with_offer(pool, row, Audience::Company).await?,
            interview_status,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// Mails a message to the candidates of the selected applications.
    async fn mail_job_offer_applicants(
        &self,
        ctx: &Context<'_>,
        input: MailJobOfferApplicantsInput,
    ) -> AppResult<MailJobOfferApplicantsPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let ids = application_ids(&input.ids)?;
        let sent = triage::mail_applicants(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            viewer,
            &ids,
            &input.subject,
            &input.message,
            None,
        )
        .await?;
        Ok(MailJobOfferApplicantsPayload {
            sent: i32::try_from(sent).unwrap_or(i32::MAX),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// Answers the selected applications (an invitation to an interview or a refusal): the
    /// recruiter's edited text is mailed like `mailJobOfferApplicants` (same limits) and the
    /// answer shows, dated, in each candidate's story. Withdrawn ones are skipped.
    async fn answer_job_offer_applications(
        &self,
        ctx: &Context<'_>,
        input: AnswerJobOfferApplicationsInput,
    ) -> AppResult<MailJobOfferApplicantsPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let ids = application_ids(&input.ids)?;
        let sent = triage::mail_applicants(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            viewer,
            &ids,
            &input.subject,
            &input.message,
            Some(input.answer),
        )
        .await?;
        Ok(MailJobOfferApplicantsPayload {
            sent: i32::try_from(sent).unwrap_or(i32::MAX),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// The offer's company notes the interview status of the selected applications at once
    /// (all or none: one that is not the company's refuses the batch).
    async fn note_job_offer_applications(
        &self,
        ctx: &Context<'_>,
        input: NoteJobOfferApplicationsInput,
    ) -> AppResult<NoteJobOfferApplicationsPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let ids = application_ids(&input.ids)?;
        let noted = triage::note_many(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            &ids,
            &input.interview_status,
        )
        .await?;
        Ok(NoteJobOfferApplicationsPayload {
            ids: noted
                .into_iter()
                .map(|id| iri("job_offer_applications", id))
                .collect(),
            interview_status: input.interview_status.trim().to_owned(),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// The candidate withdraws her application: its documents are erased at once and the
    /// company reads « Candidature retirée » only.
    async fn withdraw_job_offer_application(
        &self,
        ctx: &Context<'_>,
        input: WithdrawJobOfferApplicationInput,
    ) -> AppResult<WithdrawJobOfferApplicationPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let pool = ctx.data_unchecked::<PgPool>();
        let id = parse_iri("job_offer_applications", &input.id)?;
        let row = withdraw::withdraw(pool, ctx.data_unchecked::<Storage>(), viewer, id).await?;
        Ok(WithdrawJobOfferApplicationPayload {
            job_offer_application: one_with_offer(pool, row, Audience::Candidate).await?,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }
}
