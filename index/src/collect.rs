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
use tantivy::{DocId, DocSet, Score, SegmentOrdinal, SegmentReader, TantivyError};

use crate::cursor::SortKey;
use crate::query::{Relevance, EXACT};
use crate::schema::ANYWHERE;
use crate::table::SegmentTable;
use crate::Near;

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
    /// The terms whose presence makes relevance.
    pub relevance: Relevance,
    /// Only offers within this circle.
    pub near: Option<Circle>,
}

/// A circle on the map, with what makes its test cheap.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Circle {
    latitude: f32,
    longitude: f32,
    /// Metres per degree of longitude at the centre's latitude.
    metres_per_longitude_degree: f32,
    radius: f32,
    /// The bounding box's half-sides in degrees.
    latitude_span: f32,
    longitude_span: f32,
}

const METRES_PER_LATITUDE_DEGREE: f32 = 111_195.0;

impl Circle {
    pub fn new(near: Near) -> Self {
        let latitude = near.latitude() as f32;
        let metres_per_longitude_degree =
            METRES_PER_LATITUDE_DEGREE * latitude.to_radians().cos().max(0.01);
        let radius = near.radius_km as f32 * 1_000.0;
        Circle {
            latitude,
            longitude: near.longitude() as f32,
            metres_per_longitude_degree,
            radius,
            latitude_span: radius / METRES_PER_LATITUDE_DEGREE,
            longitude_span: radius / metres_per_longitude_degree,
        }
    }

    /// The distance in metres from the centre, if within the radius. An equirectangular
    /// projection at the centre's latitude: within 0.1 % of the great-circle distance at the
    /// radii offered (100 km at most).
    #[inline]
    pub fn distance(&self, latitude: f32, longitude: f32) -> Option<u32> {
        let dy = latitude - self.latitude;
        let dx = longitude - self.longitude;
        if dy.abs() > self.latitude_span || dx.abs() > self.longitude_span {
            return None;
        }
        let y = dy * METRES_PER_LATITUDE_DEGREE;
        let x = dx * self.metres_per_longitude_degree;
        let distance = (x * x + y * y).sqrt();
        (distance <= self.radius).then_some(distance as u32)
    }
}

/// The result of the pass.
#[derive(Default)]
pub(crate) struct Harvest {
    pub total: u64,
    /// Results meeting every slot as typed or by a synonym.
    pub exact_total: u64,
    pub after_cursor: u64,
    /// The page, best first, with the distance from the circle's centre (0 without one).
    pub page: Vec<(SortKey, u32)>,
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
        for &(ref term, weight, alternative, in_all) in &self.relevance.terms {
            let postings = reader
                .inverted_index(term.field())?
                .read_postings(term, IndexRecordOption::Basic)?;
            relevance_postings.extend(postings.map(|postings| Scored {
                postings,
                weight,
                alternative,
                in_all,
            }));
        }
        let alternatives = self.relevance.alternatives.len();
        Ok(OfferSegmentCollector {
            table: Arc::clone(table),
            filters: self.filters.clone(),
            now: self.now,
            urgent_now: self.urgent_now,
            after: self.after,
            first: self.first,
            relevance_postings,
            alternatives: self.relevance.alternatives.clone(),
            alternative_weight: vec![0; alternatives],
            alternative_hits: vec![0; alternatives],
            slot_best: vec![0; self.relevance.slots],
            slot_exact: vec![false; self.relevance.slots],
            near: self.near,
            exact_total: 0,
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
            merged.exact_total += fruit.exact_total;
            merged.after_cursor += fruit.after_cursor;
            merged.page.extend(fruit.page);
            for (counts, more) in merged.counts.iter_mut().zip(fruit.counts) {
                counts.merge(more);
            }
        }
        merged.page.sort_unstable_by_key(|&(key, _)| Reverse(key));
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
    relevance_postings: Vec<Scored>,
    /// `(slot, stems, hits needed, exact)` per alternative, and scratch space per alternative
    /// and slot.
    alternatives: Vec<(usize, u32, u32, bool)>,
    alternative_weight: Vec<u32>,
    alternative_hits: Vec<u32>,
    slot_best: Vec<u32>,
    slot_exact: Vec<bool>,
    near: Option<Circle>,
    /// The best `first` offers after the cursor seen so far, worst on top, with their distance.
    heap: BinaryHeap<Reverse<(SortKey, u32)>>,
    total: u64,
    exact_total: u64,
    after_cursor: u64,
    counts: [Counts; 4],
    changes_at: i64,
}

impl OfferSegmentCollector {
    /// The relevance of a matching offer, and whether it meets every slot as typed (or by a
    /// synonym); docs come in increasing order.
    fn relevance(&mut self, doc: DocId) -> (u32, bool) {
        if self.alternatives.is_empty() {
            return (0, true);
        }
        self.alternative_weight.fill(0);
        self.alternative_hits.fill(0);
        for scored in &mut self.relevance_postings {
            let mut at = scored.postings.doc();
            if at < doc {
                at = scored.postings.seek(doc);
            }
            if at == doc {
                self.alternative_weight[scored.alternative] += scored.weight;
                self.alternative_hits[scored.alternative] += u32::from(scored.in_all);
            }
        }
        self.slot_best.fill(0);
        self.slot_exact.fill(false);
        for (a, &(slot, stems, needed, exact)) in self.alternatives.iter().enumerate() {
            if self.alternative_hits[a] == needed {
                // A certain alternative's stems are all somewhere: `ANYWHERE` each.
                let anywhere = if needed == 0 { ANYWHERE * stems } else { 0 };
                let weight = (self.alternative_weight[a] + anywhere) / stems.max(1);
                self.slot_best[slot] = self.slot_best[slot].max(weight);
                self.slot_exact[slot] |= exact;
            }
        }
        let exact = self.slot_exact.iter().filter(|&&exact| exact).count() as u32;
        let relevance = self.slot_best.iter().sum::<u32>() + EXACT * exact;
        (relevance, exact as usize == self.slot_exact.len())
    }
}

/// A relevance term's postings in a segment.
struct Scored {
    postings: SegmentPostings,
    weight: u32,
    alternative: usize,
    /// The term of the field of every text: the alternative's stem is in the offer.
    in_all: bool,
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
        let distance = match &self.near {
            Some(circle) => match circle.distance(row.latitude, row.longitude) {
                Some(distance) => distance,
                None => return,
            },
            None => 0,
        };
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
        let (relevance, exact) = self.relevance(doc);
        self.exact_total += u64::from(exact);
        let key = SortKey {
            urgent,
            relevance,
            published_at: row.published_at,
            id: row.id,
        };
        if self.after.is_some_and(|after| key >= after) {
            return;
        }
        self.after_cursor += 1;
        // Keys are unique (by id): the distance never decides the order.
        if self.heap.len() < self.first {
            self.heap.push(Reverse((key, distance)));
        } else if self.heap.peek().is_some_and(|worst| key > worst.0 .0) {
            self.heap.pop();
            self.heap.push(Reverse((key, distance)));
        }
    }

    fn harvest(self) -> Harvest {
        Harvest {
            total: self.total,
            exact_total: self.exact_total,
            after_cursor: self.after_cursor,
            page: self.heap.into_iter().map(|Reverse(key)| key).collect(),
            counts: self.counts,
            changes_at: self.changes_at,
        }
    }
}
