//! The bitsets of a segment kept between searches, for the bitset pass ([`crate::collect`]'s
//! `dense`): a segment never changes (deletions are tantivy's alive bitset, applied after), so
//! the docs of a term stay the docs of that term, and the unexpired docs stay so from one
//! expiry to the next. Like Lucene's query cache, only what is costly to make again is kept: the
//! terms held by a large share of the segment (a common word, a region), and at most
//! [`TERMS_KEPT`] of them per segment, the least recently used going first.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use tantivy::{DocId, SegmentReader, Term};

use crate::bits::Bits;

/// Terms whose docs a segment keeps: at a million offers, 128 × 125 KB = 16 MB at most.
pub(crate) const TERMS_KEPT: usize = 128;

#[derive(Debug, Default)]
pub(crate) struct SegmentSets {
    unexpired: Mutex<Option<Arc<Unexpired>>>,
    terms: Mutex<Terms>,
}

/// The docs unexpired at any moment of `since..until`.
#[derive(Debug)]
pub(crate) struct Unexpired {
    /// The last expiry at or before the moment they were read at (`i64::MIN`: none).
    since: i64,
    /// The first expiry after it (`i64::MAX`: none).
    until: i64,
    pub docs: Bits,
}

impl Unexpired {
    fn new(expires: &[u32], now: i64) -> Self {
        let (mut since, mut until) = (i64::MIN, i64::MAX);
        for &expires_at in expires {
            let expires_at = i64::from(expires_at);
            if expires_at > now {
                until = until.min(expires_at);
            } else {
                since = since.max(expires_at);
            }
        }
        Unexpired {
            since,
            until,
            docs: Bits::from_fn(expires.len() as DocId, |doc| i64::from(expires[doc]) > now),
        }
    }
}

#[derive(Debug, Default)]
struct Terms {
    /// The docs of each term, and when the term was last asked for.
    kept: HashMap<Term, (Arc<Bits>, u64)>,
    clock: u64,
}

fn locked<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // What is kept is whole or absent: a panic elsewhere leaves it usable.
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl SegmentSets {
    /// The docs unexpired at `now`, given each doc's expiry.
    pub fn unexpired(&self, expires: &[u32], now: i64) -> Arc<Unexpired> {
        if let Some(kept) = locked(&self.unexpired).as_ref() {
            if (kept.since..kept.until).contains(&now) {
                return Arc::clone(kept);
            }
        }
        let unexpired = Arc::new(Unexpired::new(expires, now));
        *locked(&self.unexpired) = Some(Arc::clone(&unexpired));
        unexpired
    }

    /// The docs of `term` (deleted ones included), kept when `common`.
    pub fn term(
        &self,
        reader: &SegmentReader,
        term: &Term,
        common: bool,
    ) -> tantivy::Result<Arc<Bits>> {
        if !common {
            return Ok(Arc::new(Bits::of_term(reader, term)?));
        }
        {
            let mut terms = locked(&self.terms);
            terms.clock += 1;
            let now = terms.clock;
            if let Some((docs, used)) = terms.kept.get_mut(term) {
                *used = now;
                return Ok(Arc::clone(docs));
            }
        }
        let docs = Arc::new(Bits::of_term(reader, term)?);
        let mut terms = locked(&self.terms);
        if terms.kept.len() >= TERMS_KEPT {
            let oldest = terms
                .kept
                .iter()
                .min_by_key(|(_, &(_, used))| used)
                .map(|(term, _)| term.clone());
            oldest.map(|term| terms.kept.remove(&term));
        }
        let now = terms.clock;
        terms.kept.insert(term.clone(), (Arc::clone(&docs), now));
        Ok(docs)
    }
}
