//! Interviews in GraphQL (`interviews`, docs/interviews.md): an application's interview
//! (`applicationInterview`), the company's proposal, move and cancellation, the candidate's
//! pick and cancellation. Slots are typed as Paris wall-clock days and times.

use async_graphql::{Context, InputObject, Object, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{iri, parse_iri, signed_in},
    error::AppResult,
    interviews::{
        booking::{self, Proposal},
        read,
        slots::{self, When},
        Interview as Row, Mode, Status,
    },
    mail::Mailer,
    text::{Choice, Plain, Text, Url},
};

/// A slot as the recruiter types it: a day (`2026-12-10`), a time (`14:30`, Paris time) and
/// a duration in minutes (15 to 480).
#[derive(InputObject)]
pub struct InterviewSlotInput {
    pub date: Text<Choice>,
    pub time: Text<Choice>,
    pub minutes: i32,
}

impl InterviewSlotInput {
    fn read(&self) -> AppResult<When> {
        slots::read(
            self.date.as_str(),
            self.time.as_str(),
            self.minutes,
            Utc::now(),
        )
    }
}

/// One proposed slot.
pub struct InterviewSlot(crate::interviews::Slot);

#[Object]
impl InterviewSlot {
    async fn id(&self) -> ID {
        iri("interview_slots", self.0.id)
    }
    async fn starts_at(&self) -> DateTime<Utc> {
        self.0.starts_at
    }
    async fn minutes(&self) -> i32 {
        self.0.minutes
    }
    /// Past, or taken by another candidate of the same recruiter: no longer offered.
    async fn taken(&self) -> bool {
        self.0.taken
    }
}

/// An application's interview.
pub struct Interview(Row);

#[Object]
impl Interview {
    async fn id(&self) -> ID {
        iri("interviews", self.0.id)
    }
    async fn application_id(&self) -> ID {
        iri("job_offer_applications", self.0.application_id)
    }
    async fn status(&self) -> Status {
        self.0.status
    }
    async fn mode(&self) -> Mode {
        self.0.mode
    }
    /// The workshop's address, the video link, or empty (by phone).
    async fn place(&self) -> &str {
        &self.0.place
    }
    /// The time set (scheduled, or the one cancelled).
    async fn starts_at(&self) -> Option<DateTime<Utc>> {
        self.0.starts_at
    }
    async fn ends_at(&self) -> Option<DateTime<Utc>> {
        self.0.ends_at
    }
    /// The invitation's version (RFC 5545 `SEQUENCE`).
    async fn sequence(&self) -> i32 {
        self.0.sequence
    }
    /// `candidate` or `company`, once cancelled.
    async fn cancelled_by(&self) -> Option<&str> {
        self.0.cancelled_by.as_deref()
    }
    /// The member who proposed it.
    async fn recruiter_name(&self) -> &str {
        &self.0.recruiter_name
    }
    /// The proposed slots, soonest first (at most 5).
    async fn slots(&self) -> Vec<InterviewSlot> {
        self.0.slots.iter().cloned().map(InterviewSlot).collect()
    }
}

#[derive(Default)]
pub struct InterviewsQuery;

#[Object]
impl InterviewsQuery {
    /// The latest interview of an application (under way, or the last cancelled), for its
    /// candidate and its company's members; `null` when none was proposed.
    async fn application_interview(
        &self,
        ctx: &Context<'_>,
        application_id: ID,
    ) -> AppResult<Option<Interview>> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("job_offer_applications", &application_id)?;
        Ok(
            read::for_application(ctx.data_unchecked::<PgPool>(), viewer, id)
                .await?
                .map(Interview),
        )
    }
}

#[derive(Default)]
pub struct InterviewsMutation;

#[Object]
impl InterviewsMutation {
    /// The company proposes 1 to 5 slots for an application (« à l'atelier » at the offer's
    /// address, « en visio » with `link`, « par téléphone »); the candidate is mailed them.
    async fn propose_interview(
        &self,
        ctx: &Context<'_>,
        application_id: ID,
        mode: Mode,
        link: Option<Text<Url>>,
        slots: Vec<InterviewSlotInput>,
    ) -> AppResult<Interview> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("job_offer_applications", &application_id)?;
        if slots.len() > slots::MAX_SLOTS {
            slots::check_all(&[])?;
        }
        let slots = slots
            .iter()
            .map(InterviewSlotInput::read)
            .collect::<AppResult<_>>()?;
        let proposal = Proposal {
            mode,
            link: link.plain(),
            slots,
        };
        let interview = booking::propose(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            viewer,
            id,
            proposal,
        )
        .await?;
        Ok(Interview(interview))
    }

    /// The candidate picks one of the proposed slots; both get the invitation. Refused with
    /// `SLOT_TAKEN` (« Ce créneau vient d'être pris. ») when another candidate of the same
    /// recruiter took it first.
    async fn pick_interview_slot(&self, ctx: &Context<'_>, slot_id: ID) -> AppResult<Interview> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("interview_slots", &slot_id)?;
        let interview = booking::pick(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            viewer,
            id,
        )
        .await?;
        Ok(Interview(interview))
    }

    /// The company moves a scheduled interview; both get the updated invitation.
    async fn move_interview(
        &self,
        ctx: &Context<'_>,
        interview_id: ID,
        slot: InterviewSlotInput,
    ) -> AppResult<Interview> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("interviews", &interview_id)?;
        let when = slot.read()?;
        let interview = booking::reschedule(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            viewer,
            id,
            when,
        )
        .await?;
        Ok(Interview(interview))
    }

    /// Either side cancels the interview; both are told (with the cancelling invitation when a
    /// time was set).
    async fn cancel_interview(&self, ctx: &Context<'_>, interview_id: ID) -> AppResult<Interview> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("interviews", &interview_id)?;
        let interview = booking::cancel(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            viewer,
            id,
        )
        .await?;
        Ok(Interview(interview))
    }
}
