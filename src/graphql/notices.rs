//! Notices in GraphQL (`notices`, docs/notices.md): anyone's « Signaler cette offre » /
//! « Signaler cette entreprise » and the mailed link's confirmation; a company's statements of
//! reasons and its one contest. Staff's side is `admin { reportedContent … }`
//! (`admin/notices.rs`).

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{caller::viewer, ClientAddress};
use crate::{
    access::{parse_iri, signed_in},
    error::AppResult,
    mail::Mailer,
    notices::{
        confirmation, contests,
        form::{self, NoticeForm, NoticeReason, Reported, Target},
        statements::{self, Statement},
    },
    text::{
        Choice, ContestText, EmailAddress, NoticeExplanation, NoticeOtherReason, PersonName, Text,
        Token,
    },
};

/// A reason a reporter may choose.
#[derive(SimpleObject)]
pub struct NoticeReasonOption {
    /// DISCRIMINATORY, SCAM, OFF_TOPIC, FAKE_COMPANY, ILLEGAL or OTHER (written out).
    code: &'static str,
    label: &'static str,
    /// Listed first in staff's queue.
    urgent: bool,
}

impl From<NoticeReason> for NoticeReasonOption {
    fn from(reason: NoticeReason) -> Self {
        Self {
            code: reason.code(),
            label: reason.label(),
            urgent: reason.urgent(),
        }
    }
}

/// The notice form (DSA article 16 (2)). A signed-in reporter's name and address are the
/// account's (those sent are ignored).
#[derive(InputObject)]
pub struct ReportInput {
    /// `/api/job_offers/{id}` (reportOffer) or `/api/companies/{id}` (reportCompany), or the number.
    id: ID,
    /// A code of `noticeReasons`.
    reason: Text<Choice>,
    /// Required for OTHER.
    other_reason: Option<Text<NoticeOtherReason>>,
    explanation: Text<NoticeExplanation>,
    name: Option<Text<PersonName>>,
    email: Option<Text<EmailAddress>>,
    /// « Je déclare de bonne foi … » checked.
    good_faith: bool,
}

/// Where a notice stands after sending it.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum ReportStatus {
    /// In staff's queue (signed in with a confirmed address).
    Open,
    /// Waiting for the link mailed to the reporter.
    AwaitingConfirmation,
}

#[derive(SimpleObject)]
pub struct ReportPayload {
    status: ReportStatus,
    /// What the form shows.
    message: String,
}

#[derive(SimpleObject)]
pub struct ConfirmedNotice {
    message: String,
}

/// A moderation decision as its company reads it: the statement of reasons.
pub struct ModerationStatement(Statement);

#[Object]
impl ModerationStatement {
    async fn id(&self) -> i64 {
        self.0.id
    }
    /// The offer's title or the company's name.
    async fn subject(&self) -> &str {
        &self.0.subject
    }
    async fn job_offer_id(&self) -> Option<i64> {
        self.0.job_offer_id
    }
    /// OFFER_REMOVED, COMPANY_SUSPENDED, or on a contest UPHELD / REVERSED.
    async fn outcome(&self) -> &'static str {
        self.0.outcome.code()
    }
    /// What was decided, in a sentence.
    async fn decision(&self) -> String {
        self.0.decision()
    }
    async fn facts(&self) -> &str {
        &self.0.facts
    }
    /// Whether automated means were used, to detect and to decide.
    async fn automated(&self) -> &'static str {
        self.0.automated()
    }
    async fn automated_detection(&self) -> bool {
        self.0.automated_detection
    }
    /// The reason's code (a `removalReasons` code).
    async fn ground_code(&self) -> Option<&'static str> {
        self.0.ground.map(crate::moderation::Reason::code)
    }
    /// The reason and its clause of the terms or the law.
    async fn ground(&self) -> String {
        self.0.ground_text()
    }
    /// How to contest.
    async fn redress(&self) -> String {
        self.0.redress()
    }
    async fn decided_at(&self) -> DateTime<Utc> {
        self.0.decided_at
    }
    /// The decision this one answers the contest of.
    async fn contest_of(&self) -> Option<i64> {
        self.0.contest_of
    }
    async fn contested_at(&self) -> Option<DateTime<Utc>> {
        self.0.contested_at
    }
    async fn contest_text(&self) -> Option<&str> {
        self.0.contest_text.as_deref()
    }
    /// « Contester cette décision » is offered.
    async fn contestable(&self) -> bool {
        self.0.contestable(Utc::now())
    }
    async fn contest_until(&self) -> DateTime<Utc> {
        self.0.contest_until()
    }
}

impl From<Statement> for ModerationStatement {
    fn from(statement: Statement) -> Self {
        Self(statement)
    }
}

#[derive(Default)]
pub struct NoticesQuery;

#[Object]
impl NoticesQuery {
    /// The reasons of the notice form, in its order.
    async fn notice_reasons(&self) -> Vec<NoticeReasonOption> {
        NoticeReason::ALL.into_iter().map(Into::into).collect()
    }

    /// The statements of reasons of the caller's company (« Décisions de modération »),
    /// newest first.
    async fn my_moderation_decisions(
        &self,
        ctx: &Context<'_>,
    ) -> AppResult<Vec<ModerationStatement>> {
        let viewer = signed_in(viewer(ctx))?;
        let rows = statements::of_my_company(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    /// The decision of a suspended company's personal contest link (the token of
    /// `/contestation/{token}`, mailed with its statement of reasons): no sign-in.
    async fn moderation_decision_by_link(
        &self,
        ctx: &Context<'_>,
        token: Text<Token>,
    ) -> AppResult<ModerationStatement> {
        let mut conn = ctx.data_unchecked::<PgPool>().acquire().await?;
        let (statement, _) = statements::by_contest_link(&mut conn, &token).await?;
        Ok(statement.into())
    }
}

#[derive(Default)]
pub struct NoticesMutation;

async fn report(ctx: &Context<'_>, target: Target, input: ReportInput) -> AppResult<ReportPayload> {
    let form = NoticeForm {
        target,
        reason: NoticeReason::parse(&input.reason)?,
        reason_other: input.other_reason.map(Text::into_string),
        explanation: input.explanation.into_string(),
        name: input.name.map(Text::into_string),
        email: input.email.map(Text::into_string),
        good_faith: input.good_faith,
    };
    let reported = form::report(
        ctx.data_unchecked::<PgPool>(),
        ctx.data_unchecked::<Mailer>(),
        viewer(ctx),
        ctx.data_opt::<ClientAddress>().map(|a| a.0),
        form,
    )
    .await?;
    Ok(match reported {
        Reported::Open => ReportPayload {
            status: ReportStatus::Open,
            message: "Nous avons bien reçu votre signalement : notre équipe va l'examiner.".to_owned(),
        },
        Reported::AwaitingConfirmation => ReportPayload {
            status: ReportStatus::AwaitingConfirmation,
            message: "Un e-mail vient de vous être envoyé : suivez son lien pour confirmer votre signalement.".to_owned(),
        },
    })
}

#[Object]
impl NoticesMutation {
    /// « Signaler cette offre »: anyone, signed in or not.
    async fn report_offer(
        &self,
        ctx: &Context<'_>,
        input: ReportInput,
    ) -> AppResult<ReportPayload> {
        let id = parse_iri("job_offers", &input.id)?;
        report(ctx, Target::Offer(id), input).await
    }

    /// « Signaler cette entreprise »: anyone, signed in or not.
    async fn report_company(
        &self,
        ctx: &Context<'_>,
        input: ReportInput,
    ) -> AppResult<ReportPayload> {
        let id = parse_iri("companies", &input.id)?;
        report(ctx, Target::Company(id), input).await
    }

    /// The mailed link's token: the notice enters staff's queue.
    async fn confirm_notice(
        &self,
        ctx: &Context<'_>,
        token: Text<Token>,
    ) -> AppResult<ConfirmedNotice> {
        confirmation::confirm(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            &token,
        )
        .await?;
        Ok(ConfirmedNotice {
            message: "Votre signalement est confirmé : notre équipe de modération va l'examiner. Nous vous écrirons pour vous informer de sa décision.".to_owned(),
        })
    }

    /// « Contester cette décision »: once, within 6 months; another staff member decides.
    async fn contest_moderation_decision(
        &self,
        ctx: &Context<'_>,
        id: i64,
        text: Text<ContestText>,
    ) -> AppResult<ModerationStatement> {
        let viewer = signed_in(viewer(ctx))?;
        let pool = ctx.data_unchecked::<PgPool>();
        contests::contest(pool, viewer, id, &text).await?;
        let mut conn = pool.acquire().await?;
        Ok(statements::load(&mut conn, id).await?.into())
    }

    /// « Contester cette décision » through a suspended company's personal link: once,
    /// within 6 months, like the dashboard's.
    async fn contest_by_link(
        &self,
        ctx: &Context<'_>,
        token: Text<Token>,
        text: Text<ContestText>,
    ) -> AppResult<ModerationStatement> {
        let pool = ctx.data_unchecked::<PgPool>();
        let id = contests::contest_by_link(pool, &token, &text).await?;
        let mut conn = pool.acquire().await?;
        Ok(statements::load(&mut conn, id).await?.into())
    }
}
