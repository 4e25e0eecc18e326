//! `similarJobOffers(jobOfferId)`: four live offers like this one, from the index (issue 37,
//! `search::similar`). A root field, not one of `JobOffer`'s, so a list of offers cannot ask
//! for it once per offer.

use std::sync::Arc;

use async_graphql::{Context, Object, ID};
use chrono::Utc;
use sqlx::PgPool;

use super::{caller::viewer, job_offer::JobOffer};
use crate::{
    access::parse_iri,
    error::AppResult,
    filters::JobFilters,
    offers::read::{self, PageTexts},
    search::{similar, Search},
};

#[derive(Default)]
pub struct SimilarQuery;

#[Object]
impl SimilarQuery {
    /// Up to four live offers like the offer `jobOfferId` (same position family first, then
    /// nearby), for anyone who may see that offer, an expired one included; empty otherwise.
    async fn similar_job_offers(
        &self,
        ctx: &Context<'_>,
        job_offer_id: ID,
    ) -> AppResult<Vec<JobOffer>> {
        let id = parse_iri("job_offers", &job_offer_id)?;
        let pool = ctx.data_unchecked::<PgPool>();
        let now = Utc::now();
        let viewer_client = viewer(ctx).and_then(|v| v.pro_client_id);
        let Some(card) = read::cards_by_ids(pool, &[id])
            .await?
            .into_iter()
            .find(|card| card.is_visible_to(viewer_client, now))
        else {
            return Ok(Vec::new());
        };
        let cards = similar::similar(
            ctx.data_unchecked::<Search>(),
            pool,
            ctx.data_unchecked::<Arc<JobFilters>>(),
            &card,
            now,
        )
        .await?;
        let texts = Arc::new(PageTexts::new(cards.iter().map(|card| card.id).collect()));
        Ok(cards
            .into_iter()
            .map(|card| JobOffer::of_page(card, Arc::clone(&texts), None))
            .collect())
    }
}
