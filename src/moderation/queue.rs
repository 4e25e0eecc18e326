//! What staff see coming: offers as they are published, each with the wording checker's
//! flags; the offers held for a review first (published over warnings, not public until
//! approved), then the flagged ones, then the others, newest first in each.

use sqlx::PgPool;

use crate::{
    error::AppResult,
    offers::{
        read::{self, OfferRow},
        status::OfferStatus,
        wording::{self, Flag},
    },
};

/// An offer of the moderation queue and the checker's flags on it.
pub struct QueuedOffer {
    pub offer: OfferRow,
    pub flags: Vec<Flag>,
}

/// Its place in the queue, greatest first: the group (held 2, flagged 1, others 0) times
/// [`GROUP_SPAN`] plus its publication time in microseconds, then its id.
pub type Keyset = (i64, i64);

/// Above any publication time in microseconds (the year 5138).
const GROUP_SPAN: i64 = 100_000_000_000_000_000;

impl QueuedOffer {
    /// Published over the checker's warnings: waiting for staff (`approve_offer`).
    pub fn held(&self) -> bool {
        self.offer.card.status == OfferStatus::Held.code()
    }

    pub fn keyset(&self) -> Keyset {
        let card = &self.offer.card;
        let group = if self.held() {
            2
        } else {
            i64::from(!self.flags.is_empty())
        };
        let at = card.starts_at.unwrap_or(card.created_at).timestamp_micros();
        (group * GROUP_SPAN + at, card.id)
    }
}

/// At most this many offers in a page of the queue.
pub const MAX_QUEUE: i64 = 50;

/// Offers read at a time.
const SCAN_BATCH: i64 = 200;

fn checked(offer: OfferRow) -> QueuedOffer {
    let flags = wording::check_offer(&offer);
    QueuedOffer { offer, flags }
}

/// The queue after `after`, `limit` offers at most, and how many in all. `flagged_only`:
/// only those the checker flags or staff must review (« signalées seulement »).
///
/// The flags are the checker's, computed here, not stored: every published or held offer is
/// read in batches and only the page's best are kept, so the order can put the flagged
/// first. Staff's queue holds the site's live offers, a few thousand at most.
pub async fn queue(
    pool: &PgPool,
    limit: i64,
    after: Option<Keyset>,
    flagged_only: bool,
) -> AppResult<(Vec<QueuedOffer>, i64)> {
    let limit = usize::try_from(limit.clamp(1, MAX_QUEUE + 1)).unwrap_or(1);
    let mut page: Vec<QueuedOffer> = Vec::new();
    let mut total = 0;
    let mut scanned_to = None;
    loop {
        let (offers, _) = read::newest_published_offers(pool, SCAN_BATCH, scanned_to).await?;
        let done = (offers.len() as i64) < SCAN_BATCH;
        scanned_to = offers
            .last()
            .map(|o| (o.card.starts_at.unwrap_or(o.card.created_at), o.card.id));
        for queued in offers.into_iter().map(checked) {
            if flagged_only && queued.flags.is_empty() && !queued.held() {
                continue;
            }
            total += 1;
            if after.is_none_or(|after| queued.keyset() < after) {
                page.push(queued);
            }
        }
        page.sort_unstable_by_key(|queued| std::cmp::Reverse(queued.keyset()));
        page.truncate(limit);
        if done || scanned_to.is_none() {
            return Ok((page, total));
        }
    }
}
