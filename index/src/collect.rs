//! One pass over the offers that match the words and the places: expiry, the filter
//! groups, disjunctive facet counts, the total and the page after the cursor (in the search's
//! order), all read from the
//! decoded fast fields ([`SegmentTable`]); one candidate at a time, or over bitsets where the
//! words and places match a large share of a segment ([`dense`]).
//!
//! Disjunctive counting in one pass: an offer that passes every group is a result and counts in
//! every group; an offer that fails exactly one group counts in that group only (that group's
//! counts ignore its own filter); an offer that fails two groups counts nowhere.

use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;
use std::sync::Arc;

use tantivy::collector::{Collector, SegmentCollector};
use tantivy::postings::SegmentPostings;
use tantivy::query::Weight;
use tantivy::schema::IndexRecordOption;
use tantivy::{
    DocId, DocSet, Score, SegmentOrdinal, SegmentReader, TantivyError, COLLECT_BLOCK_BUFFER_LEN,
};

use crate::bits::Bits;
use crate::cursor::SortKey;
use crate::query::{Condition, Relevance, EXACT};
use crate::schema::ANYWHERE;
use crate::table::{Row, SegmentTable, PAY_FLOORS_REACHED};
use crate::{Near, Sort};

mod dense;

/// The filter groups, in the order of [`Filters::groups`].
pub(crate) const CONTRACTS: usize = 0;
pub(crate) const TYPES: usize = 1;
pub(crate) const SALARIES: usize = 2;
pub(crate) const POSITIONS: usize = 3;
/// « Salaire minimum »: its options are the floors of [`PAY_FLOORS`](crate::PAY_FLOORS), and an
/// offer holds every floor its yearly maximum reaches (as it holds its position's ancestors).
pub(crate) const PAY: usize = 4;
pub(crate) const GROUPS: usize = 5;

/// The options ticked in each group; an empty group does not filter.
#[derive(Clone, Debug, Default)]
pub(crate) struct Filters {
    pub groups: [Vec<u64>; GROUPS],
}

/// What the pass needs: the tables of the searcher's segments and the query's conditions.
pub(crate) struct OfferCollector {
    /// The words and places, as terms (the same as the tantivy query's): the pass of a segment
    /// where they match many offers reads them as bitsets ([`dense`]).
    pub conditions: Vec<Condition>,
    /// By segment ordinal.
    pub tables: Vec<Arc<SegmentTable>>,
    pub filters: Filters,
    /// Offers with `expires_at <= now` are skipped.
    pub now: i64,
    /// Offers with `urgent_until > urgent_now` sort first (the first page's `now`) in the
    /// order « Pertinence ».
    pub urgent_now: i64,
    /// The order of the results.
    pub sort: Sort,
    /// Only offers strictly after this key make the page.
    pub after: Option<SortKey>,
    pub first: usize,
    /// The terms whose presence makes relevance.
    pub relevance: Relevance,
    /// Only offers within this circle.
    pub near: Option<Circle>,
    /// Count the facets (`OfferQuery::facets`).
    pub facets: bool,
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
    pub counts: [Counts; GROUPS],
    /// The first moment after `now` at which an offer the pass saw expires or a result stops
    /// being Urgent (`i64::MAX`: neither happens); until then, the same pass gives the same
    /// harvest.
    pub changes_at: i64,
}

/// Offers per option id, `(id, count)` by id, counted ones only.
pub(crate) type Counts = Vec<(u64, u64)>;

/// The counts of several segments as one.
fn merge(counts: &mut Counts, more: Counts) {
    counts.extend(more);
    counts.sort_unstable();
    let mut merged: Counts = Vec::with_capacity(counts.len());
    for (id, count) in counts.drain(..) {
        match merged.last_mut() {
            Some((last, total)) if *last == id => *total += count,
            _ => merged.push((id, count)),
        }
    }
    *counts = merged;
}

impl OfferCollector {
    /// The pass over one segment; `dense`: the relevance terms' docs as bitsets ([`dense`]),
    /// else their postings, read forward as docs come.
    fn segment_collector(
        &self,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
        dense: bool,
    ) -> tantivy::Result<OfferSegmentCollector> {
        let table = self.tables.get(segment as usize).ok_or_else(|| {
            TantivyError::InternalError(format!("no table for segment {segment}"))
        })?;
        let mut relevance_terms = Vec::new();
        for &(ref term, weight, alternative, in_all) in &self.relevance.terms {
            let docs = if dense {
                Some(TermDocs::Bits(dense::term_docs(reader, &table.sets, term)?))
            } else {
                reader
                    .inverted_index(term.field())?
                    .read_postings(term, IndexRecordOption::Basic)?
                    .map(|postings| TermDocs::Postings(Box::new(postings)))
            };
            relevance_terms.extend(docs.map(|docs| Scored {
                docs,
                weight,
                alternative,
                in_all,
            }));
        }
        let alternatives = self.relevance.alternatives.len();
        let wanted =
            std::array::from_fn(|group| table.options[group].wanted(&self.filters.groups[group]));
        Ok(OfferSegmentCollector {
            table: Arc::clone(table),
            wanted,
            now: self.now,
            urgent_now: self.urgent_now,
            sort: self.sort,
            after: self.after,
            first: self.first,
            relevance_terms,
            alternatives: self.relevance.alternatives.clone(),
            alternative_weight: vec![0; alternatives],
            alternative_hits: vec![0; alternatives],
            slot_best: vec![0; self.relevance.slots],
            slot_exact: vec![false; self.relevance.slots],
            near: self.near,
            facets: self.facets,
            exact_total: 0,
            heap: BinaryHeap::with_capacity(self.first.min(1_000)),
            total: 0,
            after_cursor: 0,
            counts: std::array::from_fn(|group| vec![0; table.options[group].len()]),
            pay_counts: [0; 256],
            changes_at: i64::MAX,
        })
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
        self.segment_collector(segment, reader, false)
    }
    fn requires_scoring(&self) -> bool {
        false
    }

    /// tantivy's own loop hands a segment with deletions over one doc at a time; this one
    /// hands over the living docs of each block, so every segment gets the block's overlapped
    /// row reads ([`OfferSegmentCollector::collect_block`]). Where the conditions may match a
    /// large share of the segment, the pass works on bitsets instead ([`dense`]).
    fn collect_segment(
        &self,
        weight: &dyn Weight,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<Harvest> {
        let dense = dense::is_dense(&self.conditions, reader)?;
        let mut collector = self.segment_collector(segment, reader, dense)?;
        if dense {
            collector.collect_dense(&self.conditions, reader)?;
            return Ok(collector.harvest());
        }
        match reader.alive_bitset() {
            None => weight.for_each_no_score(reader, &mut |docs| collector.collect_block(docs))?,
            Some(alive) => {
                let mut living = Vec::with_capacity(COLLECT_BLOCK_BUFFER_LEN);
                weight.for_each_no_score(reader, &mut |docs| {
                    living.clear();
                    living.extend(docs.iter().copied().filter(|&doc| alive.is_alive(doc)));
                    collector.collect_block(&living);
                })?;
            }
        }
        Ok(collector.harvest())
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
                merge(counts, more);
            }
        }
        merged.page.sort_unstable_by_key(|&(key, _)| Reverse(key));
        merged.page.truncate(self.first);
        Ok(merged)
    }
}

pub(crate) struct OfferSegmentCollector {
    table: Arc<SegmentTable>,
    /// Per filter group, which option codes are ticked (`None`: the group does not filter).
    wanted: [Option<Vec<bool>>; GROUPS],
    now: i64,
    urgent_now: i64,
    sort: Sort,
    after: Option<SortKey>,
    first: usize,
    /// The docs of the relevance terms in this segment.
    relevance_terms: Vec<Scored>,
    /// `(slot, stems, hits needed, exact)` per alternative, and scratch space per alternative
    /// and slot.
    alternatives: Vec<(usize, u32, u32, bool)>,
    alternative_weight: Vec<u32>,
    alternative_hits: Vec<u32>,
    slot_best: Vec<u32>,
    slot_exact: Vec<bool>,
    near: Option<Circle>,
    /// Count the facets; without, an offer failing a group is passed over at once.
    facets: bool,
    /// The best `first` offers after the cursor seen so far, worst on top, with their distance.
    heap: BinaryHeap<Reverse<(SortKey, u32)>>,
    total: u64,
    exact_total: u64,
    after_cursor: u64,
    /// Per filter group, offers per option code.
    counts: [Vec<u64>; GROUPS],
    /// Offers counted in « Salaire minimum » by their `Row::pay` (the pass one offer at a
    /// time), added to `counts[PAY]`'s floors at the end.
    pay_counts: [u64; 256],
    changes_at: i64,
}

impl OfferSegmentCollector {
    /// One candidate: expiry, circle, filter groups, counts, then the page.
    #[inline]
    fn collect_row(&mut self, doc: DocId, row: Row) {
        let table = &*self.table;
        let expires_at = i64::from(row.expires_at);
        if expires_at <= self.now {
            return;
        }
        let distance = match &self.near {
            Some(circle) => {
                let (latitude, longitude) = table.coordinates[doc as usize];
                match circle.distance(latitude, longitude) {
                    Some(distance) => distance,
                    None => return,
                }
            }
            None => 0,
        };
        if self.facets {
            // With counts, any offer of the circle (as the bitset pass takes them): its end
            // may change a count.
            self.changes_at = self.changes_at.min(expires_at);
        }
        let (types, positions) = table.types_and_positions(doc);
        let one = |group: usize, code: u16| {
            self.wanted[group]
                .as_ref()
                .is_none_or(|wanted| wanted[usize::from(code)])
        };
        let any = |group: usize, codes: &[u16]| {
            self.wanted[group]
                .as_ref()
                .is_none_or(|wanted| codes.iter().any(|&code| wanted[usize::from(code)]))
        };
        // The floors the offer reaches are the codes below `floors` (codes in floor order).
        let floors = usize::from(PAY_FLOORS_REACHED[usize::from(row.pay)]);
        let passes = [
            one(CONTRACTS, row.contract),
            any(TYPES, types),
            one(SALARIES, row.salary),
            any(POSITIONS, positions),
            self.wanted[PAY]
                .as_ref()
                .is_none_or(|wanted| wanted[..floors].contains(&true)),
        ];
        let failed = passes.iter().filter(|&&pass| !pass).count();
        if failed > 1 || (failed == 1 && !self.facets) {
            return;
        }
        if self.facets {
            let counts = &mut self.counts;
            if failed == 0 || !passes[CONTRACTS] {
                counts[CONTRACTS][usize::from(row.contract)] += 1;
            }
            if failed == 0 || !passes[TYPES] {
                types
                    .iter()
                    .for_each(|&t| counts[TYPES][usize::from(t)] += 1);
            }
            if failed == 0 || !passes[SALARIES] {
                counts[SALARIES][usize::from(row.salary)] += 1;
            }
            if failed == 0 || !passes[POSITIONS] {
                positions
                    .iter()
                    .for_each(|&p| counts[POSITIONS][usize::from(p)] += 1);
            }
            if failed == 0 || !passes[PAY] {
                // One increment per offer; the floors are summed from it once, in `harvest`.
                self.pay_counts[usize::from(row.pay)] += 1;
            }
            if failed == 1 {
                return;
            }
        } else {
            // Without counts, only a result's end changes the page.
            self.changes_at = self.changes_at.min(expires_at);
        }
        let urgent_until = i64::from(row.urgent_until);
        let urgent = self.sort == Sort::Relevance && urgent_until > self.urgent_now;
        // A result's place moves when its urgency lapses (in the order « Pertinence »); with a
        // cursor, the Urgent split is the first page's and no longer moves with time.
        if urgent && self.after.is_none() {
            self.changes_at = self.changes_at.min(urgent_until);
        }
        self.rank(doc, urgent, row.published_at, distance);
    }

    /// A result: it counts in the totals, and makes the page if it sorts among the best
    /// `first` after the cursor. `urgent`: it is an active Urgent offer in the order
    /// « Pertinence » (never in the others).
    #[inline]
    fn rank(&mut self, doc: DocId, urgent: bool, published_at: u32, distance: u32) {
        self.total += 1;
        // Computed in every order: `exact_total` (whether the page says « Résultats pour… »)
        // must not depend on the order.
        let (relevance, exact) = self.relevance(doc);
        self.exact_total += u64::from(exact);
        let rank = self.rank_in_order(doc, relevance, distance);
        self.place(doc, urgent, rank, published_at, distance);
    }

    /// The rank of a result of this `relevance`, `distance` metres from the circle's centre,
    /// in the search's order.
    #[inline]
    fn rank_in_order(&self, doc: DocId, relevance: u32, distance: u32) -> u32 {
        match self.sort {
            Sort::Relevance => relevance,
            Sort::Recent => 0,
            Sort::Pay => self.table.pay_min[doc as usize],
            // Higher ranks first: the nearest has the highest.
            Sort::Distance => u32::MAX - distance,
        }
    }

    /// Whether an offer of this key sorts after the worst of a full page (so can't make it).
    /// `doc`: the offer, whose id breaks a tie; `None`: a bound, which a tie does not pass.
    #[inline]
    fn below_page(&self, urgent: bool, rank: u32, published_at: u32, doc: Option<DocId>) -> bool {
        if self.heap.len() < self.first {
            return false;
        }
        let id = || doc.map_or(u64::MAX, |doc| self.table.ids[doc as usize]);
        let published_at = i64::from(published_at);
        self.heap
            .peek()
            .is_some_and(|worst| !at_least((urgent, rank, published_at), id, &worst.0 .0))
    }

    /// A result ranked `rank`: it makes the page if it sorts among the best `first` after
    /// the cursor.
    #[inline]
    fn place(&mut self, doc: DocId, urgent: bool, rank: u32, published_at: u32, distance: u32) {
        let published_at = i64::from(published_at);
        let ids = &self.table.ids;
        let id = || ids[doc as usize];
        let at_least = |other: &SortKey| at_least((urgent, rank, published_at), id, other);
        if self.after.is_some_and(|after| at_least(&after)) {
            return;
        }
        self.after_cursor += 1;
        // Keys are unique (by id): the distance never decides the order, and an offer at
        // least the worst of a full page is above it.
        let full = self.heap.len() >= self.first;
        if full && !self.heap.peek().is_some_and(|worst| at_least(&worst.0 .0)) {
            return;
        }
        let key = SortKey {
            urgent,
            rank,
            published_at,
            id: ids[doc as usize],
        };
        if full {
            self.heap.pop();
        }
        self.heap.push(Reverse((key, distance)));
    }

    /// The relevance of a matching offer, and whether it meets every slot as typed (or by a
    /// synonym). Read from postings, docs must come in increasing order; bitsets take any.
    fn relevance(&mut self, doc: DocId) -> (u32, bool) {
        if self.alternatives.is_empty() {
            return (0, true);
        }
        self.alternative_weight.fill(0);
        self.alternative_hits.fill(0);
        for scored in &mut self.relevance_terms {
            if scored.docs.hold(doc) {
                self.alternative_weight[scored.alternative] += scored.weight;
                self.alternative_hits[scored.alternative] += u32::from(scored.in_all);
            }
        }
        self.slot_best.fill(0);
        self.slot_exact.fill(false);
        for (a, &(slot, stems, needed, exact)) in self.alternatives.iter().enumerate() {
            if self.alternative_hits[a] == needed {
                let weight = alternative_score(self.alternative_weight[a], stems, needed);
                self.slot_best[slot] = self.slot_best[slot].max(weight);
                self.slot_exact[slot] |= exact;
            }
        }
        let exact = self.slot_exact.iter().filter(|&&exact| exact).count() as u32;
        let relevance = self.slot_best.iter().sum::<u32>() + EXACT * exact;
        (relevance, exact as usize == self.slot_exact.len())
    }
}

/// Whether the key `(urgent, rank, published_at)` then `id()` sorts at or before `other`. The
/// id (a cache miss at a million offers) is read only when the rest ties, which is rare.
#[inline]
fn at_least(key: (bool, u32, i64), id: impl FnOnce() -> u64, other: &SortKey) -> bool {
    match key.cmp(&(other.urgent, other.rank, other.published_at)) {
        Ordering::Equal => id() >= other.id,
        order => order == Ordering::Greater,
    }
}

/// What an alternative met by an offer adds to the slot: the weights of its terms the offer
/// holds (`weight`), per stem.
#[inline]
fn alternative_score(weight: u32, stems: u32, needed: u32) -> u32 {
    // A certain alternative's stems are all somewhere: `ANYWHERE` each.
    let anywhere = if needed == 0 { ANYWHERE * stems } else { 0 };
    match stems {
        // Most alternatives are one word: no division (a costly instruction).
        0 | 1 => weight + anywhere,
        _ => (weight + anywhere) / stems,
    }
}

/// A relevance term's docs in a segment.
struct Scored {
    docs: TermDocs,
    weight: u32,
    alternative: usize,
    /// The term of the field of every text: the alternative's stem is in the offer.
    in_all: bool,
}

enum TermDocs {
    /// Read forward: docs must be asked in increasing order.
    Postings(Box<SegmentPostings>),
    Bits(Arc<Bits>),
}

impl TermDocs {
    #[inline]
    fn hold(&mut self, doc: DocId) -> bool {
        match self {
            TermDocs::Postings(postings) => {
                let at = postings.doc();
                at == doc || at < doc && postings.seek(doc) == doc
            }
            TermDocs::Bits(bits) => bits.contains(doc),
        }
    }
}

impl SegmentCollector for OfferSegmentCollector {
    type Fruit = Harvest;

    fn collect(&mut self, doc: DocId, _score: Score) {
        let row = self.table.rows[doc as usize];
        self.collect_row(doc, row);
    }

    /// Reads the rows of the whole block before looking at any: their cache misses then
    /// overlap instead of each waiting for the one before (at a million offers the rows do
    /// not fit in the caches, and waiting for each row was ~45 % of a search's time).
    fn collect_block(&mut self, docs: &[DocId]) {
        let mut rows = [Row::default(); COLLECT_BLOCK_BUFFER_LEN];
        for block in docs.chunks(COLLECT_BLOCK_BUFFER_LEN) {
            for (row, &doc) in rows.iter_mut().zip(block) {
                *row = self.table.rows[doc as usize];
            }
            for (&row, &doc) in rows.iter().zip(block) {
                self.collect_row(doc, row);
            }
        }
    }

    fn harvest(mut self) -> Harvest {
        for (pay, &count) in self.pay_counts.iter().enumerate().filter(|(_, &c)| c > 0) {
            let floors = usize::from(PAY_FLOORS_REACHED[pay]);
            self.counts[PAY][..floors]
                .iter_mut()
                .for_each(|total| *total += count);
        }
        Harvest {
            total: self.total,
            exact_total: self.exact_total,
            after_cursor: self.after_cursor,
            page: self.heap.into_iter().map(|Reverse(key)| key).collect(),
            counts: std::array::from_fn(|group| {
                let options = &self.table.options[group];
                (0..)
                    .zip(&self.counts[group])
                    .filter(|&(_, &count)| count > 0)
                    .map(|(code, &count)| (options.id(code), count))
                    .collect()
            }),
            changes_at: self.changes_at,
        }
    }
}
