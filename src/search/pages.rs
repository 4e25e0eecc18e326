//! Result pages kept by query while they hold. The index computes a page from the query, its
//! own state and `now`; the page tells until when `now` does not matter
//! ([`SearchPage::valid_until`]: the first offer it saw to expire or stop being Urgent). So a
//! page is reused until then or until the index changes, and a search made again (the bare
//! `/emploi` page, a trade in a region) costs a map look-up instead of a pass over the index.

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, RwLock,
    },
};

use std::sync::{Mutex, PoisonError};

use ensemblier_index::{OfferQuery, SearchPage};

/// Distinct searches kept (a page is a few kilobytes: its cursors and facet counts), and the
/// bytes they may take in all (query and page, as [`weight`] counts them); past either, an
/// eighth of them (arbitrary ones) make room, and more until the bytes fit.
const CAPACITY: usize = 10_000;
const EVICTED: usize = CAPACITY / 8;
pub const MAX_BYTES: usize = 32 * 1024 * 1024;

#[derive(Default)]
pub struct PageCache {
    pages: RwLock<Pages>,
    /// Bumped by every index change: a page computed before a change is not kept.
    version: AtomicU64,
}

#[derive(Default)]
struct Pages {
    kept: HashMap<OfferQuery, Kept>,
    /// The sum of the kept pages' weights.
    bytes: usize,
}

struct Kept {
    /// The `now` the page was computed at.
    computed_at: i64,
    page: Arc<SearchPage>,
    bytes: usize,
}

/// About the bytes a kept page holds: its query (the key) and the page, heap included.
fn weight(query: &OfferQuery, page: &SearchPage) -> usize {
    let strings = |texts: &[String]| texts.iter().map(|t| t.len() + 24).sum::<usize>();
    let facets = &page.facets;
    let pairs = facets.contracts.len()
        + facets.types.len()
        + facets.salaries.len()
        + facets.positions.len()
        + facets.pay_floors.len();
    let ids = query.contracts.len()
        + query.types.len()
        + query.salaries.len()
        + query.positions.len()
        + query.places.len() * 2;
    std::mem::size_of::<OfferQuery>()
        + std::mem::size_of::<SearchPage>()
        + std::mem::size_of::<Kept>()
        + query.terms.len()
        + query.after.as_ref().map_or(0, String::len)
        + ids * 8
        + page.ids.len() * 8
        + strings(&page.cursors)
        + strings(&page.marked)
        + page.distances.len() * 4
        + page.corrected.as_ref().map_or(0, String::len)
        + page.end_cursor.as_ref().map_or(0, String::len)
        + pairs * 16
}

impl Pages {
    /// Makes room for a page of `bytes`: an eighth of the pages when the count is reached,
    /// then more until the bytes fit.
    fn make_room(&mut self, bytes: usize) {
        let mut evicted = 0;
        let full = self.kept.len() >= CAPACITY;
        let mut freed = 0;
        let over = (self.bytes + bytes).saturating_sub(MAX_BYTES);
        if !full && over == 0 {
            return;
        }
        self.kept.retain(|_, kept| {
            let keep = (!full || evicted >= EVICTED) && freed >= over;
            if !keep {
                evicted += 1;
                freed += kept.bytes;
            }
            keep
        });
        self.bytes -= freed;
    }
}

/// Whether what was computed at `computed_at` from result pages that hold until
/// `valid_until` still holds at `now` (the index unchanged): the one rule of every kept page,
/// the index's result pages here and the written `/emploi` pages (`pages::first_screen::kept`,
/// which also compare [`PageCache::version`]).
pub fn holds(computed_at: i64, valid_until: i64, now: i64) -> bool {
    computed_at <= now && now < valid_until
}

impl Kept {
    fn holds_at(&self, now: i64) -> bool {
        holds(self.computed_at, self.page.valid_until, now)
    }
}

/// Until when the search pages an answer was built from hold (the earliest of their
/// `valid_until`): the `jobOffers` resolver records it when the server's own first screen
/// runs the query (request data only it sets), which keeps its written `/emploi` page that
/// long (`pages::first_screen::kept`, by the rule of [`holds`]).
#[derive(Clone, Default)]
pub struct SearchHolds(Arc<Mutex<Option<i64>>>);

impl SearchHolds {
    pub fn record(&self, valid_until: i64) {
        let mut until = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        *until = Some(until.map_or(valid_until, |until| until.min(valid_until)));
    }

    /// `None` when no search ran.
    pub fn until(&self) -> Option<i64> {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl PageCache {
    /// The page of `query` at `now`, computed by `search` unless a kept one still holds.
    pub fn get_or_search<E>(
        &self,
        query: &OfferQuery,
        now: i64,
        search: impl FnOnce() -> Result<SearchPage, E>,
    ) -> Result<Arc<SearchPage>, E> {
        if let Some(page) = self.get(query, now) {
            return Ok(page);
        }
        let version = self.version.load(Ordering::Acquire);
        let page = Arc::new(search()?);
        let bytes = weight(query, &page);
        let mut pages = self
            .pages
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if self.version.load(Ordering::Acquire) == version && bytes <= MAX_BYTES / 64 {
            let newer = pages
                .kept
                .get(query)
                .is_some_and(|kept| kept.computed_at > now);
            if !newer {
                if let Some(old) = pages.kept.remove(query) {
                    pages.bytes -= old.bytes;
                }
                pages.make_room(bytes);
                let kept = Kept {
                    computed_at: now,
                    page: page.clone(),
                    bytes,
                };
                pages.kept.insert(query.clone(), kept);
                pages.bytes += bytes;
            }
        }
        Ok(page)
    }

    /// The kept page of `query` if it still holds at `now`.
    pub fn get(&self, query: &OfferQuery, now: i64) -> Option<Arc<SearchPage>> {
        let pages = self
            .pages
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        pages
            .kept
            .get(query)
            .filter(|kept| kept.holds_at(now))
            .map(|kept| kept.page.clone())
    }

    /// Bumped by every index change: whatever was built from a page of an older version may
    /// be out of date.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    /// Forgets every page: the index changed.
    pub fn invalidate(&self) {
        let mut pages = self
            .pages
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        self.version.fetch_add(1, Ordering::AcqRel);
        pages.kept.clear();
        pages.bytes = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(total: u64, valid_until: i64) -> Result<SearchPage, ()> {
        Ok(SearchPage {
            total,
            valid_until,
            ..SearchPage::default()
        })
    }

    fn total(page: Result<Arc<SearchPage>, ()>) -> Option<u64> {
        page.map(|p| p.total).ok()
    }

    #[test]
    fn a_page_is_reused_until_it_no_longer_holds_or_the_index_changes() {
        let pages = PageCache::default();
        let query = OfferQuery::default();
        assert_eq!(
            total(pages.get_or_search(&query, 10, || page(1, 20))),
            Some(1)
        );
        assert_eq!(
            total(pages.get_or_search(&query, 19, || page(2, 30))),
            Some(1),
            "still holds"
        );
        assert_eq!(
            total(pages.get_or_search(&query, 20, || page(3, 30))),
            Some(3),
            "an offer it showed expired"
        );
        assert_eq!(
            total(pages.get_or_search(&query, 9, || page(4, 30))),
            Some(4),
            "computed later than this request's now"
        );
        assert_eq!(
            total(pages.get_or_search(&query, 21, || page(5, 30))),
            Some(3),
            "the earlier request did not replace the newer page"
        );
        pages.invalidate();
        assert_eq!(
            total(pages.get_or_search(&query, 21, || page(6, 30))),
            Some(6),
            "index changed"
        );
        let other = OfferQuery {
            terms: "doreur".to_owned(),
            ..OfferQuery::default()
        };
        assert_eq!(
            total(pages.get_or_search(&other, 21, || page(7, 30))),
            Some(7)
        );
    }

    #[test]
    fn a_page_computed_across_a_change_is_not_kept() {
        let pages = PageCache::default();
        let query = OfferQuery::default();
        let stale = pages.get_or_search(&query, 10, || {
            pages.invalidate();
            page(1, 20)
        });
        assert_eq!(total(stale), Some(1));
        assert_eq!(
            total(pages.get_or_search(&query, 10, || page(2, 20))),
            Some(2)
        );
    }

    #[test]
    fn a_full_cache_makes_room_and_keeps_answering() {
        let pages = PageCache::default();
        let query = |n: usize| OfferQuery {
            terms: format!("mot{n}"),
            ..OfferQuery::default()
        };
        for n in 0..=CAPACITY {
            pages.get_or_search(&query(n), 10, || page(1, 20)).ok();
        }
        let kept = pages.pages.read().map(|p| p.kept.len()).unwrap_or_default();
        assert!(
            kept <= CAPACITY && kept > CAPACITY - EVICTED,
            "{kept} pages kept"
        );
        assert_eq!(
            total(pages.get_or_search(&query(CAPACITY), 11, || page(2, 20))),
            Some(1),
            "the newest page survived"
        );
    }

    #[test]
    fn the_kept_pages_stay_under_their_bytes() {
        let pages = PageCache::default();
        // Pages of long searches: about 256 KB each with their key, past MAX_BYTES in all.
        let query = |n: usize| OfferQuery {
            terms: format!("{n} {}", "mot ".repeat(MAX_BYTES / 64 / 8)),
            ..OfferQuery::default()
        };
        for n in 0..200 {
            pages.get_or_search(&query(n), 10, || page(1, 20)).ok();
            let (bytes, counted) = pages
                .pages
                .read()
                .map(|p| {
                    (
                        p.bytes,
                        p.kept
                            .iter()
                            .map(|(q, k)| weight(q, &k.page))
                            .sum::<usize>(),
                    )
                })
                .unwrap_or_default();
            assert!(bytes <= MAX_BYTES, "{bytes} bytes kept");
            assert_eq!(bytes, counted);
        }
        assert!(
            pages.get(&query(199), 11).is_some(),
            "the newest page is kept"
        );
        let huge = OfferQuery {
            terms: "mot ".repeat(MAX_BYTES / 32),
            ..OfferQuery::default()
        };
        pages.get_or_search(&huge, 10, || page(1, 20)).ok();
        assert!(pages.get(&huge, 11).is_none(), "a page too big is not kept");
    }
}
