//! The bitsets of a segment kept between searches, for the bitset pass ([`crate::collect`]'s
//! `dense`): a segment never changes (deletions are tantivy's alive bitset, applied after), so
//! the docs of a term stay the docs of that term, the unexpired docs stay so from one expiry to
//! the next, and the Urgent ones from one end of an urgency to the next. Like Lucene's query
//! cache, only what is costly to make again is kept: the terms held by a large share of the
//! segment (a common word, a region), and at most [`TERMS_KEPT`] of them per segment, the least
//! recently used going first.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use tantivy::{DocId, SegmentReader, Term};

use crate::bits::Bits;
use crate::table::SortTimes;

/// Terms whose docs a segment keeps: at a million offers, 128 × 125 KB = 16 MB at most.
pub(crate) const TERMS_KEPT: usize = 128;

#[derive(Debug, Default)]
pub(crate) struct SegmentSets {
    unexpired: Mutex<Option<Arc<Lasting>>>,
    urgent: Mutex<Option<Arc<Lasting>>>,
    terms: Mutex<Terms>,
}

/// The docs whose end (an expiry, the end of an urgency) is after any moment of `since..until`.
#[derive(Debug)]
pub(crate) struct Lasting {
    /// The last end at or before the moment they were read at (`i64::MIN`: none).
    since: i64,
    /// The first end after it (`i64::MAX`: none).
    until: i64,
    pub docs: Bits,
    /// The same docs newest first, where asked for (the Urgent ones).
    pub newest_first: Vec<DocId>,
}

impl Lasting {
    /// `end(doc)` for each of the segment's `max_doc` docs; `by_date`: all of them newest
    /// first, to keep the set in that order too.
    fn new(max_doc: DocId, end: impl Fn(usize) -> u32, now: i64, by_date: &[DocId]) -> Self {
        let (mut since, mut until) = (i64::MIN, i64::MAX);
        for doc in 0..max_doc as usize {
            let end = i64::from(end(doc));
            if end > now {
                until = until.min(end);
            } else {
                since = since.max(end);
            }
        }
        let docs = Bits::from_fn(max_doc, |doc| i64::from(end(doc)) > now);
        let newest_first = by_date
            .iter()
            .copied()
            .filter(|&doc| docs.contains(doc))
            .collect();
        Lasting {
            since,
            until,
            docs,
            newest_first,
        }
    }

    /// The kept docs if they are still those of `now`, else the docs of `now`, kept.
    fn at(
        kept: &Mutex<Option<Arc<Lasting>>>,
        max_doc: DocId,
        end: impl Fn(usize) -> u32,
        now: i64,
        by_date: &[DocId],
    ) -> Arc<Self> {
        if let Some(kept) = locked(kept).as_ref() {
            if (kept.since..kept.until).contains(&now) {
                return Arc::clone(kept);
            }
        }
        let lasting = Arc::new(Lasting::new(max_doc, end, now, by_date));
        *locked(kept) = Some(Arc::clone(&lasting));
        lasting
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
    pub fn unexpired(&self, expires: &[u32], now: i64) -> Arc<Lasting> {
        Lasting::at(
            &self.unexpired,
            expires.len() as DocId,
            |doc| expires[doc],
            now,
            &[],
        )
    }

    /// The docs Urgent at `now` (newest first too), given each doc's sort times and all the
    /// docs newest first.
    pub fn urgent(&self, times: &[SortTimes], by_date: &[DocId], now: i64) -> Arc<Lasting> {
        let end = |doc: usize| times[doc].urgent_until;
        Lasting::at(&self.urgent, times.len() as DocId, end, now, by_date)
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
