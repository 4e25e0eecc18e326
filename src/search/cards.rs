//! The card of every public offer, kept in memory so a result page needs no PostgreSQL round
//! trip. The index's writer keeps it beside the index: a rebuild replaces every card, a batch
//! of the outbox follower updates the cards of the offers it applies.

use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
};

use sqlx::PgPool;

use crate::{
    error::AppResult,
    offers::read::{self, OfferCard},
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
            let cards = self
                .cards
                .read()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
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

    /// The offers `changed` were applied to the index: `public` are the cards of those still
    /// public, the others leave.
    pub fn update(&self, changed: &[i64], public: impl IntoIterator<Item = OfferCard>) {
        let mut cards = self
            .cards
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
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
        *self
            .cards
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = all;
    }
}
