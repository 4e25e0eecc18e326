//! One pass over the offers that match the words and the places: expiry, the four filter
//! groups, disjunctive facet counts, the total and the page after the cursor, all read from the
//! decoded fast fields ([`SegmentTable`]).
//!
//! Disjunctive counting in one pass: an offer that passes every group is a result and counts in
//! every group; an offer that fails exactly one group counts in that group only (that group's
//! counts ignore its own filter); an offer that fails two groups counts nowhere.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Arc;

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::postings::SegmentPostings;
use tantivy::schema::IndexRecordOption;
use tantivy::{DocId, DocSet, Score, SegmentOrdinal, SegmentReader, TantivyError, Term};

use crate::cursor::SortKey;
use crate::table::SegmentTable;

/// The filter groups, in the order of [`Filters::groups`].
pub(crate) const CONTRACTS: usize = 0;
pub(crate) const TYPES: usize = 1;
pub(crate) const SALARIES: usize = 2;
pub(crate) const POSITIONS: usize = 3;

/// The options ticked in each group; an empty group does not filter.
#[derive(Clone, Debug, Default)]
pub(crate) struct Filters {
    pub groups: [Vec<u64>; 4],
}

/// What the pass needs: the tables of the searcher's segments and the query's conditions.
pub(crate) struct OfferCollector {
    /// By segment ordinal.
    pub tables: Vec<Arc<SegmentTable>>,
    pub filters: Filters,
    /// Offers with `expires_at <= now` are skipped.
    pub now: i64,
    /// Offers with `urgent_until > urgent_now` sort first (the first page's `now`).
    pub urgent_now: i64,
    /// Only offers strictly after this key make the page.
    pub after: Option<SortKey>,
    pub first: usize,
    /// The terms whose presence adds to relevance, with their weight (see
    /// [`relevance_terms`](crate::query::relevance_terms)).
    pub relevance_terms: Vec<(Term, u32)>,
    /// The relevance every match has (the words are all somewhere).
    pub base_relevance: u32,
}

/// The result of the pass.
#[derive(Default)]
pub(crate) struct Harvest {
    pub total: u64,
    pub after_cursor: u64,
    /// The page, best first.
    pub page: Vec<SortKey>,
    pub counts: [Counts; 4],
    /// The first moment after `now` at which an offer the pass saw expires or a result stops
    /// being Urgent (`i64::MAX`: neither happens); until then, the same pass gives the same
    /// harvest.
    pub changes_at: i64,
}

/// Counts per option id: a dense table for the small ids filters have, a map beyond.
#[derive(Default, Clone)]
pub(crate) struct Counts {
    dense: Vec<u64>,
    sparse: HashMap<u64, u64>,
}

/// Option ids up to this one are counted in a table.
const DENSE_IDS: u64 = 4096;

impl Counts {
    /// Counts with a table for the ids up to `largest` (within [`DENSE_IDS`]).
    fn up_to(largest: u64) -> Self {
        Counts {
            dense: vec![0; largest.min(DENSE_IDS) as usize + 1],
            sparse: HashMap::new(),
        }
    }

    #[inline]
    fn add(&mut self, id: u64, count: u64) {
        match usize::try_from(id).ok().and_then(|i| self.dense.get_mut(i)) {
            Some(slot) => *slot += count,
            None => *self.sparse.entry(id).or_default() += count,
        }
    }

    fn merge(&mut self, other: Counts) {
        for (id, count) in other.into_pairs() {
            self.add(id, count);
        }
    }

    /// (option id, count) for every option counted, by id.
    pub fn into_pairs(self) -> Vec<(u64, u64)> {
        let mut pairs: Vec<(u64, u64)> = (0..)
            .zip(self.dense)
            .filter(|&(_, count)| count > 0)
            .chain(self.sparse)
            .collect();
        pairs.sort_unstable();
        pairs
    }
}

impl Collector for OfferCollector {
    type Fruit = Harvest;
    type Child = OfferSegmentCollector;

    fn for_segment(
        &self,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<OfferSegmentCollector> {
        let table = self.tables.get(segment as usize).ok_or_else(|| {
            TantivyError::InternalError(format!("no table for segment {segment}"))
        })?;
        let mut relevance_postings = Vec::new();
        for (term, weight) in &self.relevance_terms {
            let postings = reader
                .inverted_index(term.field())?
                .read_postings(term, IndexRecordOption::Basic)?;
            relevance_postings.extend(postings.map(|postings| (postings, *weight)));
        }
        Ok(OfferSegmentCollector {
            table: Arc::clone(table),
            filters: self.filters.clone(),
            now: self.now,
            urgent_now: self.urgent_now,
            after: self.after,
            first: self.first,
            relevance_postings,
            base_relevance: self.base_relevance,
            heap: BinaryHeap::with_capacity(self.first.min(1_000)),
            total: 0,
            after_cursor: 0,
            counts: table.largest_ids.map(Counts::up_to),
            changes_at: i64::MAX,
        })
    }

    fn requires_scoring(&self) -> bool {
        false
    }

    fn merge_fruits(&self, fruits: Vec<Harvest>) -> tantivy::Result<Harvest> {
        let mut merged = Harvest {
            changes_at: i64::MAX,
            ..Harvest::default()
        };
        for fruit in fruits {
            merged.changes_at = merged.changes_at.min(fruit.changes_at);
            merged.total += fruit.total;
            merged.after_cursor += fruit.after_cursor;
            merged.page.extend(fruit.page);
            for (counts, more) in merged.counts.iter_mut().zip(fruit.counts) {
                counts.merge(more);
            }
        }
        merged.page.sort_unstable_by(|a, b| b.cmp(a));
        merged.page.truncate(self.first);
        Ok(merged)
    }
}

pub(crate) struct OfferSegmentCollector {
    table: Arc<SegmentTable>,
    filters: Filters,
    now: i64,
    urgent_now: i64,
    after: Option<SortKey>,
    first: usize,
    /// Postings of the relevance terms in this segment, read forward as docs come in order.
    relevance_postings: Vec<(SegmentPostings, u32)>,
    base_relevance: u32,
    /// The best `first` offers after the cursor seen so far, worst on top.
    heap: BinaryHeap<Reverse<SortKey>>,
    total: u64,
    after_cursor: u64,
    counts: [Counts; 4],
    changes_at: i64,
}

impl OfferSegmentCollector {
    /// The relevance of a matching offer; docs come in increasing order.
    fn relevance(&mut self, doc: DocId) -> u32 {
        let mut relevance = self.base_relevance;
        for (postings, weight) in &mut self.relevance_postings {
            let mut at = postings.doc();
            if at < doc {
                at = postings.seek(doc);
            }
            if at == doc {
                relevance += *weight;
            }
        }
        relevance
    }
}

impl SegmentCollector for OfferSegmentCollector {
    type Fruit = Harvest;

    #[inline]
    fn collect(&mut self, doc: DocId, _score: Score) {
        let table = &*self.table;
        let row = table.rows[doc as usize];
        if row.expires_at <= self.now {
            return;
        }
        self.changes_at = self.changes_at.min(row.expires_at);
        let types = table.types.of(doc);
        let positions = table.positions.of(doc);
        let [contracts, wanted_types, salaries, wanted_positions] = &self.filters.groups;
        let passes = [
            contracts.is_empty() || contracts.contains(&row.contract),
            wanted_types.is_empty() || types.iter().any(|t| wanted_types.contains(t)),
            salaries.is_empty() || salaries.contains(&row.salary),
            wanted_positions.is_empty() || positions.iter().any(|p| wanted_positions.contains(p)),
        ];
        let failed = passes.iter().filter(|&&pass| !pass).count();
        if failed > 1 {
            return;
        }
        let counts = &mut self.counts;
        if failed == 0 || !passes[CONTRACTS] {
            counts[CONTRACTS].add(row.contract, 1);
        }
        if failed == 0 || !passes[TYPES] {
            types.iter().for_each(|&t| counts[TYPES].add(t, 1));
        }
        if failed == 0 || !passes[SALARIES] {
            counts[SALARIES].add(row.salary, 1);
        }
        if failed == 0 || !passes[POSITIONS] {
            positions.iter().for_each(|&p| counts[POSITIONS].add(p, 1));
        }
        if failed == 1 {
            return;
        }
        self.total += 1;
        let urgent = row.urgent_until > self.urgent_now;
        // A result's place moves when its urgency lapses; with a cursor, the Urgent split is
        // the first page's and no longer moves with time.
        if urgent && self.after.is_none() {
            self.changes_at = self.changes_at.min(row.urgent_until);
        }
        let key = SortKey {
            urgent,
            relevance: self.relevance(doc),
            published_at: row.published_at,
            id: row.id,
        };
        if self.after.is_some_and(|after| key >= after) {
            return;
        }
        self.after_cursor += 1;
        if self.heap.len() < self.first {
            self.heap.push(Reverse(key));
        } else if self.heap.peek().is_some_and(|worst| key > worst.0) {
            self.heap.pop();
            self.heap.push(Reverse(key));
        }
    }

    fn harvest(self) -> Harvest {
        Harvest {
            total: self.total,
            after_cursor: self.after_cursor,
            page: self.heap.into_iter().map(|Reverse(key)| key).collect(),
            counts: self.counts,
            changes_at: self.changes_at,
        }
    }
}
