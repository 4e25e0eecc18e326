//! Offers like this one (issue 37), under every offer page and in place of an expired
//! offer's dead end: four live offers, from the index only (no SQL scan), in this order of
//! preference: the same position family near the offer (within `NEAR_KM`), the same family
//! anywhere, then any offer near it. Each step is one index search (newest first, Urgent
//! first, as the search orders); the offer itself is never among them.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use ensemblier_index::{Near, OfferQuery};
use sqlx::PgPool;

use super::Search;
use crate::{error::AppResult, filters::JobFilters, offers::read::OfferCard};

/// How many similar offers a page shows.
pub const SIMILAR: usize = 4;
/// "Nearby": the radius around the offer's town.
pub const NEAR_KM: u32 = 50;

/// The position family an offer belongs to: its position's parent, or the position itself
/// when it has none (the index files an offer under its position's ancestors too).
pub fn family(filters: &JobFilters, position_id: i64) -> i64 {
    filters
        .with_ancestors(position_id)
        .get(1)
        .copied()
        .unwrap_or(position_id)
}

/// The searches tried in turn for `card`.
fn queries(filters: &JobFilters, card: &OfferCard) -> [OfferQuery; 3] {
    let family = u64::try_from(family(filters, card.job_position_id)).unwrap_or_default();
    let near = Near::new(card.latitude, card.longitude, NEAR_KM);
    // One more than shown: the offer itself may be among them. Nothing shows their counts.
    let base = OfferQuery {
        first: SIMILAR + 1,
        facets: false,
        ..OfferQuery::default()
    };
    [
        OfferQuery {
            positions: vec![family],
            near: Some(near),
            ..base.clone()
        },
        OfferQuery {
            positions: vec![family],
            ..base.clone()
        },
        OfferQuery {
            near: Some(near),
            ..base
        },
    ]
}

pub async fn similar(
    search: &Search,
    pool: &PgPool,
    filters: &JobFilters,
    card: &OfferCard,
    now: DateTime<Utc>,
) -> AppResult<Vec<Arc<OfferCard>>> {
    let mut found: Vec<Arc<OfferCard>> = Vec::with_capacity(SIMILAR);
    for query in queries(filters, card) {
        let page = search.results(pool, &query, now).await?;
        for result in page.results {
            if found.len() == SIMILAR {
                return Ok(found);
            }
            if result.card.id != card.id && found.iter().all(|f| f.id != result.card.id) {
                found.push(result.card);
            }
        }
        if found.len() == SIMILAR {
            break;
        }
    }
    Ok(found)
}
