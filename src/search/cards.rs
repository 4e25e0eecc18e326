//! The card of every public offer, kept in memory so a result page needs no PostgreSQL round
//! trip. The index's writer keeps it beside the index: a rebuild replaces every card, a batch
//! of the outbox follower updates the cards of the offers it applies.

use std::{
    collections::HashMap,
    sync::{Arc, PoisonError, RwLock},
};

use sqlx::PgPool;

use crate::{
    db::ReadPool,
    error::AppResult,
    offers::read::{self, OfferCard, OfferRow},
};

#[derive(Default)]
pub struct OfferCards {
    cards: RwLock<HashMap<i64, Arc<OfferCard>>>,
}

impl OfferCards {
    /// The card of each of `ids` (`None`: the offer is no longer public). A card missing (the
    /// server is loading them, or the follower has just indexed or removed its offer) is read
    /// from the database for this answer only, if the offer is public.
    pub async fn get(&self, pool: &PgPool, ids: &[i64]) -> AppResult<Vec<Option<Arc<OfferCard>>>> {
        let mut found: Vec<Option<Arc<OfferCard>>> = {
            let cards = self.cards.read().unwrap_or_else(PoisonError::into_inner);
            ids.iter().map(|id| cards.get(id).cloned()).collect()
        };
        let missing: Vec<i64> = ids
            .iter()
            .zip(&found)
            .filter_map(|(id, card)| card.is_none().then_some(*id))
            .collect();
        if !missing.is_empty() {
            let mut loaded: HashMap<i64, OfferCard> = read::public_offers_among(pool, &missing)
                .await?
                .into_iter()
                .map(|row| (row.id, row.card))
                .collect();
            for (slot, id) in found.iter_mut().zip(ids) {
                if slot.is_none() {
                    *slot = loaded.remove(id).map(Arc::new);
                }
            }
        }
        Ok(found)
    }

    /// An offer whole, for its public page. A public offer's card is taken from memory and only
    /// its texts are read: to PostgreSQL that narrow query costs about a third of the whole read,
    /// whose joins are most of it (`pgbench`, commit ec84e3f). An offer without a card
    /// (not public when the index last had it, or just published) is read whole. Like a result
    /// page, the page is then as fresh as the index: one poll of its follower behind a change,
    /// and an ad that has ended since shows as ended (the card holds its dates).
    pub async fn offer(&self, pool: &ReadPool, id: i64) -> AppResult<Option<OfferRow>> {
        let card = self
            .cards
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&id)
            .cloned();
        if let Some(card) = card {
            if let Some(texts) = read::texts_of(pool, id).await? {
                let card = OfferCard::clone(&card);
                return Ok(Some(OfferRow { card, texts }));
            }
        }
        read::offer_by_id(pool, id).await
    }

    /// The offers `changed` were applied to the index: `public` are the cards of those still
    /// public, the others leave.
    pub fn update(&self, changed: &[i64], public: impl IntoIterator<Item = OfferCard>) {
        let mut cards = self.cards.write().unwrap_or_else(PoisonError::into_inner);
        for id in changed {
            cards.remove(id);
        }
        cards.extend(public.into_iter().map(|card| (card.id, Arc::new(card))));
    }

    /// Every public offer's card, after a rebuild or when the server starts.
    pub fn replace(&self, all: impl IntoIterator<Item = OfferCard>) {
        let all: HashMap<i64, Arc<OfferCard>> = all
            .into_iter()
            .map(|card| (card.id, Arc::new(card)))
            .collect();
        *self.cards.write().unwrap_or_else(PoisonError::into_inner) = all;
    }
}
