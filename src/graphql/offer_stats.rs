//! Per-offer numbers for its company: views of an offer's page and clicks on « Postuler »
//! (docs/moderation.md, "Per-offer numbers").

use async_graphql::{Context, Enum, Object, ID};
use sqlx::PgPool;

use super::{caller::viewer, ClientAddress};
use crate::{
    access::parse_iri,
    error::AppResult,
    offers::stats::{self, Event, UserAgent, Visitor, VisitorKey},
};

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
    /// offer's own company are not counted), once per visitor and day; true when counted.
    /// Nothing that names the visitor is kept.
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
        let visitor = Visitor {
            secret: ctx.data_opt::<VisitorKey>().map_or("", |key| &key.0),
            viewer: viewer(ctx),
            address: ctx.data_opt::<ClientAddress>().map(|address| address.0),
            user_agent: agent,
        };
        stats::record(ctx.data_unchecked::<PgPool>(), &visitor, offer_id, event).await
    }
}
