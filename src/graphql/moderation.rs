//! The ad-wording checker's warnings for the offer form, and the moderation fields.

use crate::text::{OfferCandidate, OfferCompanyPresentation, OfferDescription, OfferTitle, Text};
use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};
use sqlx::PgPool;

use super::{accounts::viewer, parse_iri};
use crate::{
    accounts::viewer::signed_in,
    error::AppResult,
    offers::{
        stats::{self, Event, UserAgent},
        wording::{self, Flag, OfferTexts},
    },
};

/// A warning of the ad-wording checker (docs/moderation.md).
#[derive(SimpleObject)]
pub struct WordingFlag {
    /// AGE, SEX, ORIGIN, HEALTH, FAMILY, APPEARANCE, LANGUAGE, PERSONAL_EMAIL or SCAM.
    rule: String,
    /// The form field: title, companyPresentation, description, perfectCandidateDescription.
    field: String,
    /// The sentence, quoted.
    sentence: String,
    /// The French warning (« Votre annonce mentionne un âge : « … » »).
    message: String,
    /// The text that forbids it.
    law: String,
}

impl From<Flag> for WordingFlag {
    fn from(flag: Flag) -> Self {
        Self {
            rule: flag.rule.code().to_owned(),
            field: flag.field.code().to_owned(),
            sentence: flag.sentence,
            message: flag.message,
            law: flag.rule.law().to_owned(),
        }
    }
}

/// The texts of an offer being written.
#[derive(InputObject)]
pub struct OfferWordingInput {
    #[graphql(default)]
    title: Text<OfferTitle>,
    #[graphql(default)]
    company_presentation: Text<OfferCompanyPresentation>,
    #[graphql(default)]
    description: Text<OfferDescription>,
    #[graphql(default)]
    perfect_candidate_description: Text<OfferCandidate>,
}

#[derive(Default)]
pub struct ModerationQuery;

#[Object]
impl ModerationQuery {
    /// The checker's warnings on a draft's texts (recruiters): warnings, publishing stays
    /// possible.
    async fn offer_wording(
        &self,
        ctx: &Context<'_>,
        input: OfferWordingInput,
    ) -> AppResult<Vec<WordingFlag>> {
        let viewer = signed_in(viewer(ctx))?;
        let texts = OfferTexts {
            title: &input.title,
            company_presentation: &input.company_presentation,
            description: &input.description,
            perfect_candidate_description: &input.perfect_candidate_description,
        };
        Ok(wording::check_draft(viewer, &texts)?
            .into_iter()
            .map(WordingFlag::from)
            .collect())
    }
}

/// What a visitor did on an offer page.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum JobOfferEvent {
    View,
    ApplyClick,
}

#[derive(Default)]
pub struct StatsMutation;

#[Object]
impl StatsMutation {
    /// Counts a view of a public offer's page or a click on « Postuler » (robots and the
    /// offer's own company are not counted); true when counted. Nothing about the visitor
    /// is kept.
    async fn record_job_offer_event(
        &self,
        ctx: &Context<'_>,
        job_offer_id: ID,
        event: JobOfferEvent,
    ) -> AppResult<bool> {
        let offer_id = parse_iri("job_offers", &job_offer_id)?;
        let agent = ctx
            .data_opt::<UserAgent>()
            .map_or("", |agent| agent.0.as_str());
        let event = match event {
            JobOfferEvent::View => Event::View,
            JobOfferEvent::ApplyClick => Event::ApplyClick,
        };
        stats::record(
            ctx.data_unchecked::<PgPool>(),
            viewer(ctx),
            agent,
            offer_id,
            event,
        )
        .await
    }
}
