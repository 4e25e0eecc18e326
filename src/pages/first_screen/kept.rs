//! `/emploi` first screens kept by their query string while what they show holds (issue 39,
//! item 5). A written search page is the same until the index or its cards change
//! (`Search::version`), the first of the offers its search saw expires or stops being Urgent
//! (`SearchPage::valid_until`), or a new build of the UI changes the query texts; until then a
//! search opened again (the trades every visitor and crawler follows) costs a map look-up
//! instead of a GraphQL execution. Bounded in bytes; past the bound, what no longer holds goes
//! first, then arbitrary pages.

use std::{
    collections::HashMap,
    sync::{Arc, PoisonError, RwLock},
};

use super::{Documents, FirstScreen};

/// Bytes the kept pages may take in all (query strings, answers and markup), and the longest
/// query string kept (a longer one is written each time).
const MAX_BYTES: usize = 16 * 1024 * 1024;
const LONGEST_QUERY: usize = 512;

/// What a page was written from: it holds while these do.
#[derive(Clone)]
pub struct Sources {
    /// `Search::version` before the page's search ran.
    pub version: u64,
    /// The query texts it ran (compared by pointer: a new build parses new ones).
    pub documents: Arc<Documents>,
    /// The `now` it was written at.
    pub written_at: i64,
    /// The first moment its search's pages stop holding (`SearchPage::valid_until`).
    pub valid_until: i64,
}

impl Sources {
    /// Whether a page written from these still holds for one asked from `now`.
    fn hold_for(&self, now: &Sources) -> bool {
        self.version == now.version
            && Arc::ptr_eq(&self.documents, &now.documents)
            && crate::search::pages::holds(self.written_at, self.valid_until, now.written_at)
    }
}

#[derive(Default)]
pub struct KeptScreens {
    kept: RwLock<Kept>,
}

#[derive(Default)]
struct Kept {
    screens: HashMap<String, (Sources, FirstScreen)>,
    bytes: usize,
}

fn weight(query: &str, screen: &FirstScreen) -> usize {
    query.len() + screen.bytes() + 128
}

impl KeptScreens {
    /// The page of `query` if it was written from what is still `now`'s.
    pub fn get(&self, query: &str, now: &Sources) -> Option<FirstScreen> {
        let kept = self.kept.read().unwrap_or_else(PoisonError::into_inner);
        let (sources, screen) = kept.screens.get(query)?;
        sources.hold_for(now).then(|| screen.clone())
    }

    /// Keeps the page of `query`, written from `sources`.
    pub fn keep(&self, query: &str, sources: Sources, screen: &FirstScreen) {
        let bytes = weight(query, screen);
        if query.len() > LONGEST_QUERY || bytes > MAX_BYTES / 64 {
            return;
        }
        let mut kept = self.kept.write().unwrap_or_else(PoisonError::into_inner);
        if kept.bytes + bytes > MAX_BYTES {
            kept.make_room(bytes, &sources);
        }
        if let Some((query, (_, screen))) = kept.screens.remove_entry(query) {
            kept.bytes -= weight(&query, &screen);
        }
        kept.bytes += bytes;
        kept.screens
            .insert(query.to_owned(), (sources, screen.clone()));
    }
}

impl Kept {
    /// Forgets what no longer holds at `now`, then arbitrary pages down to 7/8 of the bound
    /// (so the next pages do not each pay a pass over the map).
    fn make_room(&mut self, bytes: usize, now: &Sources) {
        let target = (MAX_BYTES / 8 * 7).saturating_sub(bytes);
        let mut freed = 0;
        let total = self.bytes;
        self.screens.retain(|query, (sources, screen)| {
            let keep = sources.hold_for(now);
            if !keep {
                freed += weight(query, screen);
            }
            keep
        });
        self.screens.retain(|query, (_, screen)| {
            let keep = total - freed <= target;
            if !keep {
                freed += weight(query, screen);
            }
            keep
        });
        self.bytes = total - freed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources(version: u64, documents: &Arc<Documents>, written_at: i64) -> Sources {
        Sources {
            version,
            documents: documents.clone(),
            written_at,
            valid_until: 100,
        }
    }

    fn screen(markup: &str) -> FirstScreen {
        FirstScreen {
            markup: markup.to_owned(),
            answers: vec![Arc::from("{}")],
        }
    }

    #[test]
    fn a_kept_page_holds_until_the_index_the_build_or_its_moment_changes() {
        let documents = Arc::new(Documents::new());
        let kept = KeptScreens::default();
        let query = "search=tapissier";
        assert!(kept.get(query, &sources(1, &documents, 10)).is_none());
        kept.keep(query, sources(1, &documents, 10), &screen("tapissier"));
        let again = kept.get(query, &sources(1, &documents, 50));
        assert_eq!(again.map(|s| s.markup), Some("tapissier".to_owned()));
        assert!(kept
            .get("search=doreur", &sources(1, &documents, 50))
            .is_none());
        assert!(
            kept.get(query, &sources(2, &documents, 50)).is_none(),
            "the index changed"
        );
        assert!(
            kept.get(query, &sources(1, &documents, 100)).is_none(),
            "an offer it showed expired"
        );
        assert!(
            kept.get(query, &sources(1, &documents, 9)).is_none(),
            "the clock went back"
        );
        let rebuilt = Arc::new(Documents::new());
        assert!(
            kept.get(query, &sources(1, &rebuilt, 50)).is_none(),
            "a new build of the UI"
        );
    }

    #[test]
    fn the_kept_pages_stay_within_their_bytes() {
        let documents = Arc::new(Documents::new());
        let kept = KeptScreens::default();
        let markup = "x".repeat(100 * 1024);
        for i in 0..1_000 {
            // The index changes halfway: the pages of the older version go first.
            let version = if i < 500 { 1 } else { 2 };
            kept.keep(
                &format!("search={i}"),
                sources(version, &documents, 10),
                &screen(&markup),
            );
        }
        assert!(
            kept.get("search=999", &sources(2, &documents, 10))
                .is_some(),
            "the last one is kept"
        );
        let inner = kept.kept.read().expect("a lock");
        assert!(inner.bytes <= MAX_BYTES, "{} bytes", inner.bytes);
        let counted: usize = inner
            .screens
            .iter()
            .map(|(query, (_, screen))| weight(query, screen))
            .sum();
        assert_eq!(inner.bytes, counted);
        assert!(inner.screens.len() > 100, "{} pages", inner.screens.len());
        assert!(
            inner
                .screens
                .values()
                .all(|(sources, _)| sources.version == 2),
            "the older version went first"
        );
    }

    #[test]
    fn a_long_query_string_is_not_kept() {
        let documents = Arc::new(Documents::new());
        let kept = KeptScreens::default();
        let query = format!("search={}", "a".repeat(LONGEST_QUERY));
        kept.keep(&query, sources(1, &documents, 10), &screen("page"));
        assert!(kept.get(&query, &sources(1, &documents, 10)).is_none());
    }
}
