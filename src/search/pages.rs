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

use ensemblier_index::{OfferQuery, SearchPage};

/// Distinct searches kept (a page is a few kilobytes: its cursors and facet counts); past this
/// many, an eighth of them (arbitrary ones) make room.
const CAPACITY: usize = 10_000;
const EVICTED: usize = CAPACITY / 8;

#[derive(Default)]
pub struct PageCache {
    pages: RwLock<HashMap<OfferQuery, Kept>>,
    /// Bumped by every index change: a page computed before a change is not kept.
    version: AtomicU64,
}

struct Kept {
    /// The `now` the page was computed at.
    computed_at: i64,
    page: Arc<SearchPage>,
}

impl Kept {
    fn holds_at(&self, now: i64) -> bool {
        self.computed_at <= now && now < self.page.valid_until
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
        {
            let pages = self.pages.read().unwrap_or_else(|e| e.into_inner());
            if let Some(kept) = pages.get(query).filter(|kept| kept.holds_at(now)) {
                return Ok(kept.page.clone());
            }
        }
        let version = self.version.load(Ordering::Acquire);
        let page = Arc::new(search()?);
        let mut pages = self.pages.write().unwrap_or_else(|e| e.into_inner());
        if self.version.load(Ordering::Acquire) == version {
            if pages.len() >= CAPACITY && !pages.contains_key(query) {
                let mut evicted = 0;
                pages.retain(|_, _| {
                    evicted += 1;
                    evicted > EVICTED
                });
            }
            let newer = pages.get(query).is_some_and(|kept| kept.computed_at > now);
            if !newer {
                let kept = Kept {
                    computed_at: now,
                    page: page.clone(),
                };
                pages.insert(query.clone(), kept);
            }
        }
        Ok(page)
    }

    /// Forgets every page: the index changed.
    pub fn invalidate(&self) {
        let mut pages = self.pages.write().unwrap_or_else(|e| e.into_inner());
        self.version.fetch_add(1, Ordering::AcqRel);
        pages.clear();
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
        let kept = pages.pages.read().map(|p| p.len()).unwrap_or_default();
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
}
