//! What staff see coming: offers as they are published, each with the wording checker's flags.

use sqlx::PgPool;

use crate::{
    error::AppResult,
    offers::{
        read::{self, OfferRow},
        wording::{self, AdWording, Flag},
    },
};

/// An offer of the moderation queue and the checker's flags on it.
pub struct QueuedOffer {
    pub offer: OfferRow,
    pub flags: Vec<Flag>,
}

/// At most this many offers in a page of the queue.
pub const MAX_QUEUE: i64 = 50;

/// Offers as they are published, newest first, each with the checker's flags: up to
/// `limit` after the offer published at `after.0` with id `after.1`; and how many in all.
pub async fn queue(
    pool: &PgPool,
    limit: i64,
    after: Option<(chrono::DateTime<chrono::Utc>, i64)>,
) -> AppResult<(Vec<QueuedOffer>, i64)> {
    let (offers, total) =
        read::newest_published_offers(pool, limit.clamp(1, MAX_QUEUE + 1), after).await?;
    let queued = offers
        .into_iter()
        .map(|offer| {
            let flags = wording::check(&AdWording {
                title: &offer.card.title,
                company_presentation: &offer.texts.company_presentation,
                description: &offer.texts.description,
                perfect_candidate_description: &offer.texts.perfect_candidate_description,
            });
            QueuedOffer { offer, flags }
        })
        .collect();
    Ok((queued, total))
}
