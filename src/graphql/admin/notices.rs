//! `admin { reportedContent noticeContests }` and `admin { decideNotice decideContest }`: the
//! moderation screen's « Signalements » (`notices::queue`, `notices::decisions`,
//! `notices::contests`; docs/notices.md).

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{one_mail_per_request, staff};
use crate::{
    error::AppResult,
    graphql::notices::ModerationStatement,
    mail::Mailer,
    moderation::Reason,
    notices::{
        self, contests,
        decisions::Decision,
        queue::{self, QueuedNotice, Reported},
        Outcome, Target,
    },
    text::{Choice, DecisionFacts, Text},
};

/// One notice of a reported offer or company.
#[derive(SimpleObject)]
pub struct AdminNotice {
    id: i64,
    /// A `noticeReasons` code.
    reason: &'static str,
    reason_label: &'static str,
    /// « autre », written out.
    other_reason: Option<String>,
    explanation: String,
    /// Queued by the wording checker (« détection automatique »): no reporter.
    automatic: bool,
    reporter_name: Option<String>,
    reporter_email: Option<String>,
    /// When it entered the queue (confirmed).
    reported_at: DateTime<Utc>,
    /// The ground the decision form proposes (a `removalReasons` code).
    suggested_ground: &'static str,
}

impl From<QueuedNotice> for AdminNotice {
    fn from(notice: QueuedNotice) -> Self {
        Self {
            id: notice.id,
            reason: notice.reason.code(),
            reason_label: notice.reason.label(),
            other_reason: notice.reason_other,
            explanation: notice.explanation,
            automatic: notice.automatic,
            reporter_name: notice.reporter_name,
            reporter_email: notice.reporter_email,
            reported_at: notice.confirmed_at,
            suggested_ground: notice.reason.ground().code(),
        }
    }
}

/// An offer or a company and its open notices.
#[derive(SimpleObject)]
pub struct ReportedItem {
    /// OFFER or COMPANY.
    kind: &'static str,
    job_offer_id: Option<i64>,
    company_id: i64,
    title: String,
    company_name: String,
    /// Its public page, if it has one.
    path: Option<String>,
    /// How many open notices.
    count: i64,
    /// An urgent reason among them (arnaque, discriminatoire, contenu illicite).
    urgent: bool,
    /// One of them is the wording checker's.
    automatic: bool,
    oldest_at: DateTime<Utc>,
    notices: Vec<AdminNotice>,
}

impl From<Reported> for ReportedItem {
    fn from(item: Reported) -> Self {
        let (urgent, automatic, oldest_at) = (item.urgent(), item.automatic(), item.oldest());
        Self {
            kind: match item.target {
                Target::Offer(_) => "OFFER",
                Target::Company(_) => "COMPANY",
            },
            job_offer_id: item.target.offer_id(),
            company_id: item.company_id,
            title: item.title,
            company_name: item.company_name,
            path: item.path,
            count: item.count,
            urgent,
            automatic,
            oldest_at,
            notices: item.notices.into_iter().map(Into::into).collect(),
        }
    }
}

/// A contested decision waiting for another staff member.
#[derive(SimpleObject)]
pub struct ContestedDecision {
    statement: ModerationStatement,
    /// Who took the first decision (they may not decide the contest).
    decided_by_email: String,
}

/// A decision staff may take.
#[derive(SimpleObject)]
pub struct NoticeOutcomeOption {
    /// KEPT, OFFER_REMOVED or COMPANY_SUSPENDED.
    code: &'static str,
    label: &'static str,
}

#[derive(SimpleObject)]
pub struct DecidedNotice {
    decision_id: i64,
    /// How many open notices the decision closed.
    notices: i64,
}

#[derive(Default)]
pub struct NoticesAdminQuery;

#[Object]
impl NoticesAdminQuery {
    /// « Signalements »: reported offers and companies with their open notices, urgent reasons
    /// first, then the oldest first.
    async fn reported_content(&self, ctx: &Context<'_>) -> AppResult<Vec<ReportedItem>> {
        let staff = staff(ctx)?;
        let rows = queue::reported(ctx.data_unchecked::<PgPool>(), &staff).await?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    /// Contested decisions no one has decided again, oldest contest first.
    async fn notice_contests(&self, ctx: &Context<'_>) -> AppResult<Vec<ContestedDecision>> {
        let staff = staff(ctx)?;
        let rows = queue::contests(ctx.data_unchecked::<PgPool>(), &staff).await?;
        Ok(rows
            .into_iter()
            .map(|(statement, decided_by_email)| ContestedDecision {
                statement: statement.into(),
                decided_by_email,
            })
            .collect())
    }

    /// The decisions on a notice: maintenue, retirée, entreprise suspendue.
    async fn notice_outcomes(&self, ctx: &Context<'_>) -> AppResult<Vec<NoticeOutcomeOption>> {
        staff(ctx)?;
        Ok(Outcome::DECISIONS
            .into_iter()
            .map(|outcome| NoticeOutcomeOption {
                code: outcome.code(),
                label: outcome.label(),
            })
            .collect())
    }
}

#[derive(Default)]
pub struct NoticesAdminMutation;

#[Object]
impl NoticesAdminMutation {
    /// Decides every open notice on the offer (or company) of `noticeId`: `outcome` one of
    /// `noticeOutcomes`, `ground` a `removalReasons` code (required unless KEPT), `facts` the
    /// facts and circumstances the company and the statement read. The reporters are mailed
    /// the decision, the company its statement of reasons.
    async fn decide_notice(
        &self,
        ctx: &Context<'_>,
        notice_id: i64,
        outcome: Text<Choice>,
        ground: Option<Text<Choice>>,
        facts: Text<DecisionFacts>,
    ) -> AppResult<DecidedNotice> {
        let staff = staff(ctx)?;
        let outcome = Outcome::parse(&outcome)?;
        let ground = ground
            .as_deref()
            .filter(|g| !g.is_empty())
            .map(Reason::parse)
            .transpose()?;
        one_mail_per_request(ctx)?;
        let decided = notices::decide(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            &staff,
            notice_id,
            Decision {
                outcome,
                ground,
                facts: facts.into_string(),
            },
        )
        .await?;
        Ok(DecidedNotice {
            decision_id: decided.decision_id,
            notices: decided.notices,
        })
    }

    /// Decides the contest of the decision `decisionId`: `granted` lifts the restriction. The
    /// staff member who took the first decision is refused (SAME_MODERATOR).
    async fn decide_contest(
        &self,
        ctx: &Context<'_>,
        decision_id: i64,
        granted: bool,
        facts: Text<DecisionFacts>,
    ) -> AppResult<DecidedNotice> {
        let staff = staff(ctx)?;
        one_mail_per_request(ctx)?;
        let id = contests::decide_contest(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            &staff,
            decision_id,
            granted,
            &facts,
        )
        .await?;
        Ok(DecidedNotice {
            decision_id: id,
            notices: 0,
        })
    }
}
