//! Pages answered within the current second, by query. The index computes a page from the
//! query, its own state and `now` in whole seconds; while neither the second nor the index
//! changes, the same query has the same answer, so popular searches (the bare `/emploi`
//! page above all) are computed once per second instead of once per visitor.

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex,
    },
};

use ensemblier_index::{OfferQuery, SearchPage};

/// Distinct searches kept for one second; beyond, the second starts over.
const CAPACITY: usize = 1_000;

#[derive(Default)]
pub struct RecentPages {
    state: Mutex<Second>,
    /// Bumped by every index change: a page computed before a change is not kept.
    version: AtomicU64,
}

#[derive(Default)]
struct Second {
    now: i64,
    pages: HashMap<OfferQuery, Arc<SearchPage>>,
}

impl RecentPages {
    /// The page of `query` at `now`, computed by `search` unless it already was this second.
    pub fn get_or_search<E>(
        &self,
        query: &OfferQuery,
        now: i64,
        search: impl FnOnce() -> Result<SearchPage, E>,
    ) -> Result<Arc<SearchPage>, E> {
        {
            let second = self.state.lock().unwrap_or_else(|e| e.into_inner());
            if second.now == now {
                if let Some(page) = second.pages.get(query) {
                    return Ok(page.clone());
                }
            }
        }
        let version = self.version.load(Ordering::Acquire);
        let page = Arc::new(search()?);
        let mut second = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if self.version.load(Ordering::Acquire) == version && now >= second.now {
            if second.now != now || second.pages.len() >= CAPACITY {
                second.now = now;
                second.pages.clear();
            }
            second.pages.insert(query.clone(), page.clone());
        }
        Ok(page)
    }

    /// Forgets every page: the index changed.
    pub fn invalidate(&self) {
        let mut second = self.state.lock().unwrap_or_else(|e| e.into_inner());
        self.version.fetch_add(1, Ordering::AcqRel);
        second.pages.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(total: u64) -> Result<SearchPage, ()> {
        Ok(SearchPage {
            total,
            ..SearchPage::default()
        })
    }

    #[test]
    fn a_query_is_computed_once_per_second_and_again_after_a_change() {
        let recent = RecentPages::default();
        let query = OfferQuery::default();
        let total = |r: Result<Arc<SearchPage>, ()>| r.map(|p| p.total).ok();
        assert_eq!(total(recent.get_or_search(&query, 10, || page(1))), Some(1));
        assert_eq!(
            total(recent.get_or_search(&query, 10, || page(2))),
            Some(1),
            "same second"
        );
        assert_eq!(
            total(recent.get_or_search(&query, 11, || page(3))),
            Some(3),
            "next second"
        );
        recent.invalidate();
        assert_eq!(
            total(recent.get_or_search(&query, 11, || page(4))),
            Some(4),
            "index changed"
        );
        let other = OfferQuery {
            terms: "doreur".to_owned(),
            ..OfferQuery::default()
        };
        assert_eq!(total(recent.get_or_search(&other, 11, || page(5))), Some(5));
    }

    #[test]
    fn a_page_computed_across_a_change_is_not_kept() {
        let recent = RecentPages::default();
        let query = OfferQuery::default();
        let stale = recent.get_or_search(&query, 10, || {
            recent.invalidate();
            page(1)
        });
        assert_eq!(stale.map(|p| p.total).ok(), Some(1));
        let fresh = recent.get_or_search(&query, 10, || page(2));
        assert_eq!(fresh.map(|p| p.total).ok(), Some(2));
    }
}
