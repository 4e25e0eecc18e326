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

/// Published offers read at a time when only the flagged ones are wanted.
const SCAN_BATCH: i64 = 200;

type Keyset = (chrono::DateTime<chrono::Utc>, i64);

fn checked(offer: OfferRow) -> QueuedOffer {
    let flags = wording::check(&AdWording {
        title: &offer.card.title,
        company_presentation: &offer.texts.company_presentation,
        description: &offer.texts.description,
        perfect_candidate_description: &offer.texts.perfect_candidate_description,
        pay: offer.card.pay.as_ref(),
    });
    QueuedOffer { offer, flags }
}

fn keyset(offer: &OfferRow) -> Keyset {
    (
        offer.card.starts_at.unwrap_or(offer.card.created_at),
        offer.card.id,
    )
}

/// Offers as they are published, newest first, each with the checker's flags: up to
/// `limit` after the offer published at `after.0` with id `after.1`; and how many in all.
/// `flagged_only`: only those the checker flags (« signalées seulement »), and how many of
/// them in all.
pub async fn queue(
    pool: &PgPool,
    limit: i64,
    after: Option<Keyset>,
    flagged_only: bool,
) -> AppResult<(Vec<QueuedOffer>, i64)> {
    let limit = limit.clamp(1, MAX_QUEUE + 1);
    if flagged_only {
        return flagged(pool, limit, after).await;
    }
    let (offers, total) = read::newest_published_offers(pool, limit, after).await?;
    Ok((offers.into_iter().map(checked).collect(), total))
}

/// The flags are the checker's, computed here, not stored: every published offer is read in
/// batches (only the page's are kept) to count the flagged ones. Staff's queue holds the
/// site's live offers, a few thousand at most.
async fn flagged(
    pool: &PgPool,
    limit: i64,
    after: Option<Keyset>,
) -> AppResult<(Vec<QueuedOffer>, i64)> {
    let mut page = Vec::new();
    let mut total = 0;
    let mut scanned_to = None;
    loop {
        let (offers, _) = read::newest_published_offers(pool, SCAN_BATCH, scanned_to).await?;
        let done = (offers.len() as i64) < SCAN_BATCH;
        scanned_to = offers.last().map(keyset);
        for queued in offers.into_iter().map(checked) {
            if queued.flags.is_empty() {
                continue;
            }
            total += 1;
            let past_cursor = after.is_none_or(|after| keyset(&queued.offer) < after);
            if past_cursor && (page.len() as i64) < limit {
                page.push(queued);
            }
        }
        if done || scanned_to.is_none() {
            return Ok((page, total));
        }
    }
}
