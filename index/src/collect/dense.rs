//! The pass of a segment where the words and places may match a large share of its offers: a
//! broad word (`atelier`, in most descriptions), a whole region, no condition at all.
//!
//! One candidate at a time, such a search costs each candidate a step of the intersection, a
//! row read, the filter tests and the counts: ~60 ns each, so ~10 ms for the 150,000 offers of
//! "atelier" in Île-de-France at a million offers. Here every set is a bitset ([`Bits`]):
//! the candidates are the conditions' postings intersected word by word, each filter group's
//! passing offers are the union of its ticked options' docs ([`OptionDocs`]), a facet count is
//! one intersection count, and of the results (the offers passing every group) only those the
//! page needs are read one by one to be ranked ([`OfferSegmentCollector::rank_results`]). The
//! cost is then a few passes over `max_doc / 64` words per condition, group and option,
//! whatever the candidates.
//!
//! It gives exactly what the pass one candidate at a time gives: a test holds the two equal.

use std::sync::Arc;

use tantivy::{DocId, SegmentReader, Term, COLLECT_BLOCK_BUFFER_LEN};

use super::{OfferSegmentCollector, TermDocs};
use crate::bits::Bits;
use crate::query::{Condition, EXACT};
use crate::sets::SegmentSets;
use crate::table::SortTimes;
use crate::Sort;

/// A set of fewer than `n / IN_ORDER` docs, `n` the docs of its tier's order, is ranked doc by
/// doc rather than found in that order: reading all `n` then costs about as much.
const IN_ORDER: u64 = 64;

/// A set of at least `max_doc / SPLIT` docs is split by a relevance term rather than read
/// with a bound that may be loose: a split costs three passes over `max_doc / 64` words, a doc
/// read (its relevance, its place) about as much as 30 words.
const SPLIT: u64 = 512;

/// The bitset pass is taken when the conditions may match `max_doc / DENSE` offers or more...
const DENSE: u64 = 32;
/// ...or `max_doc / DENSE_WITH_UNION` when a condition has several alternatives (synonyms,
/// corrections): tantivy's union, asked for the next doc of each candidate, reads a window of
/// 4,096 docs of all its alternatives each time (`architecte intérieur`, the first word with a
/// correction, in a city of 7,500 offers: 2.3 ms one candidate at a time, 1.2 ms with bitsets,
/// at 1M offers).
const DENSE_WITH_UNION: u64 = 256;

/// Whether the conditions may match a large share of the segment: the offers of the rarest
/// condition (its alternatives' rarest terms, added up: an upper bound) are `max_doc / DENSE`
/// or more (see [`DENSE_WITH_UNION`]).
pub(super) fn is_dense(conditions: &[Condition], reader: &SegmentReader) -> tantivy::Result<bool> {
    #[cfg(test)]
    if let Some(forced) = tests::FORCED.get() {
        return Ok(forced);
    }
    let max_doc = u64::from(reader.max_doc());
    let mut fewest = max_doc;
    for alternatives in conditions {
        let mut at_most = 0;
        for terms in alternatives {
            let mut rarest = max_doc;
            for term in terms {
                let offers = reader.inverted_index(term.field())?.doc_freq(term)?;
                rarest = rarest.min(u64::from(offers));
            }
            at_most += rarest;
        }
        fewest = fewest.min(at_most);
    }
    let union = conditions.iter().any(|alternatives| alternatives.len() > 1);
    let share = if union { DENSE_WITH_UNION } else { DENSE };
    Ok(fewest * share >= max_doc)
}

/// The docs of a term in the segment, kept when common.
pub(super) fn term_docs(
    reader: &SegmentReader,
    sets: &SegmentSets,
    term: &Term,
) -> tantivy::Result<Arc<Bits>> {
    let max_doc = reader.max_doc();
    let offers = reader.inverted_index(term.field())?.doc_freq(term)?;
    sets.term(
        reader,
        term,
        u64::from(offers) * DENSE >= u64::from(max_doc),
    )
}

/// Keeps the docs of `candidates` meeting one condition: one of its alternatives, all of whose
/// terms they hold.
fn keep_meeting(
    candidates: &mut Bits,
    alternatives: &[Vec<Term>],
    reader: &SegmentReader,
    sets: &SegmentSets,
) -> tantivy::Result<()> {
    if let [terms] = alternatives {
        for term in terms {
            candidates.and(&*term_docs(reader, sets, term)?);
        }
        return Ok(());
    }
    let mut met = Bits::none(reader.max_doc());
    for terms in alternatives {
        let mut holding = candidates.clone();
        for term in terms {
            holding.and(&*term_docs(reader, sets, term)?);
        }
        met.or(&holding);
    }
    *candidates = met;
    Ok(())
}

impl OfferSegmentCollector {
    /// The pass over the segment with bitsets: the same candidates, counts and results as
    /// [`collect_block`](OfferSegmentCollector::collect_block) given the docs matching the
    /// conditions.
    pub(super) fn collect_dense(
        &mut self,
        conditions: &[Condition],
        reader: &SegmentReader,
    ) -> tantivy::Result<()> {
        let table = Arc::clone(&self.table);
        let max_doc = reader.max_doc();
        // Per ticked group, the offers passing it.
        let passing: [Option<Bits>; super::GROUPS] = std::array::from_fn(|group| {
            let wanted = self.wanted[group].as_ref()?;
            let mut passing = Bits::none(max_doc);
            for (code, _) in wanted.iter().enumerate().filter(|&(_, &wanted)| wanted) {
                table.options[group].docs(code).add_to(&mut passing);
            }
            Some(passing)
        });
        let mut candidates = table.sets.unexpired(&table.expires, self.now).docs.clone();
        for alternatives in conditions {
            keep_meeting(&mut candidates, alternatives, reader, &table.sets)?;
        }
        // Without counts, an offer failing a group is nothing: the circle tests only results.
        if !self.facets {
            passing
                .iter()
                .flatten()
                .for_each(|passing| candidates.and(passing));
        }
        if let Some(alive) = reader.alive_bitset() {
            candidates.retain(|doc| alive.is_alive(doc));
        }
        if let Some(circle) = &self.near {
            candidates.retain(|doc| {
                let (latitude, longitude) = table.coordinates[doc as usize];
                circle.distance(latitude, longitude).is_some()
            });
        }
        let first_expiry = table.first_expiry(self.now, &candidates);
        self.changes_at = self.changes_at.min(first_expiry);
        let passing_all_but = |skipped: Option<usize>| {
            let mut passing_all = candidates.clone();
            for (group, passing) in passing.iter().enumerate() {
                if let (Some(passing), false) = (passing, skipped == Some(group)) {
                    passing_all.and(passing);
                }
            }
            passing_all
        };
        let results = passing_all_but(None);
        // An offer counts in a group when it passes every other group (see the module `collect`).
        for (group, ticked) in passing.iter().enumerate().filter(|_| self.facets) {
            let counted = match ticked {
                Some(_) => &passing_all_but(Some(group)),
                None => &results,
            };
            let options = &table.options[group];
            for (code, count) in self.counts[group].iter_mut().enumerate() {
                *count += options.docs(code).count_in(counted);
            }
        }
        // Urgency orders the results in « Pertinence » only.
        let by_urgency = self.sort == Sort::Relevance;
        if by_urgency && self.after.is_none() {
            let first_end = table.first_urgency_end(self.urgent_now, &results);
            self.changes_at = self.changes_at.min(first_end);
        }
        self.rank_results(&results, max_doc);
        Ok(())
    }

    /// Ranks the results: only those the page needs, and counts the rest.
    ///
    /// In « Pertinence » (urgency, relevance, date) and « Plus récentes » (date), the results
    /// come in tiers: the Urgent ones, then the others. A tier is split by the relevance terms
    /// its offers hold, the most telling term first, into sets whose highest possible
    /// relevance is known ([`relevance_bound`](Self::relevance_bound)); the set of the highest
    /// bound is ranked first, and a set whose bound sorts below a full page is skipped. Once
    /// every term is decided (the bound is then each offer's relevance) or the set is small
    /// ([`SPLIT`]), it is read newest first
    /// ([`SegmentTable::by_date`](crate::table::SegmentTable::by_date), the Urgent docs' own
    /// list for their tier) up to the first offer that sorts below a full page. « Salaire » has
    /// one tier, read in its own order
    /// ([`SegmentTable::by_pay`](crate::table::SegmentTable::by_pay)) the same way. Every
    /// result skipped sorts below the page, so after the cursor: the totals stay exact.
    fn rank_results(&mut self, results: &Bits, max_doc: DocId) {
        let table = Arc::clone(&self.table);
        let total = results.count();
        self.total += total;
        // Without words, every result is as typed (as `relevance` says).
        self.exact_total += match self.alternatives.is_empty() {
            true => total,
            false => results.len_with(&self.exact_docs(max_doc)),
        };
        let urgent = match self.sort {
            Sort::Pay => return self.read_in_order(results, false, &table.by_pay, u32::MAX),
            // No docs kept by distance (it depends on the centre): each result is ranked, as
            // in the pass one offer at a time; a circle holds a small share of the offers.
            Sort::Distance => return self.rank_each(results, false, u32::MAX),
            Sort::Recent => None,
            Sort::Relevance => {
                let times = &table.sort_times;
                Some(table.sets.urgent(times, &table.by_date, self.urgent_now))
            }
        };
        // Each tier with its docs newest first (the Urgent ones apart: they are few).
        let tiers = match &urgent {
            None => vec![(false, results.clone(), &table.by_date[..])],
            Some(urgent) => vec![
                (true, results.with(&urgent.docs), &urgent.newest_first[..]),
                (false, results.without(&urgent.docs), &table.by_date[..]),
            ],
        };
        let mut held = vec![None; self.relevance_terms.len()];
        for (urgent, tier, newest_first) in tiers {
            match self.sort {
                Sort::Relevance => self.rank_by_terms(tier, urgent, newest_first, &mut held),
                _ => self.read_in_order(&tier, urgent, newest_first, 0),
            }
        }
    }

    /// Ranks the docs of `set`, which hold the relevance terms `held` says yes to and not
    /// those it says no to; `newest_first`: its tier's docs (or more) in that order.
    fn rank_by_terms(
        &mut self,
        set: Bits,
        urgent: bool,
        newest_first: &[DocId],
        held: &mut [Option<bool>],
    ) {
        let bound = self.relevance_bound(held);
        let count = set.count();
        if count == 0 || self.below_page(urgent, bound, u32::MAX, None) {
            self.after_cursor += count;
            return;
        }
        // The undecided term whose absence lowers the bound most or, where none does alone
        // (another alternative of the slot offers as much), the heaviest: with the others, it
        // will.
        let mut split: Option<(usize, u32, u32)> = None;
        for term in 0..held.len() {
            if held[term].is_some() {
                continue;
            }
            let weight = self.relevance_terms[term].weight;
            held[term] = Some(false);
            let without = self.relevance_bound(held);
            held[term] = None;
            if split.is_none_or(|(_, lowest, heaviest)| (without, !weight) < (lowest, !heaviest)) {
                split = Some((term, without, weight));
            }
        }
        let large = count * SPLIT >= self.table.by_date.len() as u64;
        let (Some((term, _, _)), true) = (split, large) else {
            return self.read_in_order(&set, urgent, newest_first, bound);
        };
        let TermDocs::Bits(docs) = &self.relevance_terms[term].docs else {
            return self.read_in_order(&set, urgent, newest_first, bound);
        };
        let (with, without) = (set.with(docs), set.without(docs));
        for (holds, part) in [(true, with), (false, without)] {
            held[term] = Some(holds);
            self.rank_by_terms(part, urgent, newest_first, held);
        }
        held[term] = None;
    }

    /// The highest relevance of an offer holding the relevance terms `held` says yes to, and
    /// not those it says no to (the rule of [`relevance`](OfferSegmentCollector::relevance),
    /// taking the undecided ones as held: holding more never lowers it).
    fn relevance_bound(&self, held: &[Option<bool>]) -> u32 {
        let alternatives = self.alternatives.len();
        let (mut weights, mut hits) = (vec![0; alternatives], vec![0; alternatives]);
        for (scored, held) in self.relevance_terms.iter().zip(held) {
            if *held != Some(false) {
                weights[scored.alternative] += scored.weight;
                hits[scored.alternative] += u32::from(scored.in_all);
            }
        }
        let slots = self.slot_exact.len();
        let (mut slot_best, mut slot_exact) = (vec![0; slots], vec![false; slots]);
        for (a, &(slot, stems, needed, exact)) in self.alternatives.iter().enumerate() {
            if hits[a] == needed {
                let score = super::alternative_score(weights[a], stems, needed);
                slot_best[slot] = slot_best[slot].max(score);
                slot_exact[slot] |= exact;
            }
        }
        let exact = slot_exact.iter().filter(|&&exact| exact).count() as u32;
        slot_best.iter().sum::<u32>() + EXACT * exact
    }

    /// The docs meeting every slot as typed or by a synonym (the rule of
    /// [`relevance`](OfferSegmentCollector::relevance)).
    fn exact_docs(&self, max_doc: DocId) -> Bits {
        let slots = self.slot_exact.len();
        let mut slot_exact = vec![Bits::none(max_doc); slots];
        for (a, &(slot, _, needed, exact)) in self.alternatives.iter().enumerate() {
            if !exact {
                continue;
            }
            // Met when every stem is somewhere (`needed` of them), always when certain.
            let mut meeting = Bits::all(max_doc);
            if needed > 0 {
                for scored in &self.relevance_terms {
                    if let (true, true, TermDocs::Bits(docs)) =
                        (scored.alternative == a, scored.in_all, &scored.docs)
                    {
                        meeting.and(docs);
                    }
                }
            }
            slot_exact[slot].or(&meeting);
        }
        slot_exact
            .into_iter()
            .reduce(|mut all, slot| {
                all.and(&slot);
                all
            })
            .unwrap_or_else(|| Bits::all(max_doc))
    }

    /// Ranks each doc of `set` (`urgent` or not), unless one ranked `bound` could not make
    /// the page.
    fn rank_each(&mut self, set: &Bits, urgent: bool, bound: u32) {
        let count = set.count();
        if count == 0 {
            return;
        }
        if self.below_page(urgent, bound, u32::MAX, None) {
            self.after_cursor += count;
            return;
        }
        let table = Arc::clone(&self.table);
        // Without their rows (32 bytes each, at a million offers a cache miss apiece), by
        // blocks whose sort times are read before any is used: their misses overlap.
        let mut block = [(0, SortTimes::default()); COLLECT_BLOCK_BUFFER_LEN];
        let mut docs = set.iter().peekable();
        while docs.peek().is_some() {
            let mut len = 0;
            for (slot, doc) in block.iter_mut().zip(docs.by_ref()) {
                *slot = (doc, table.sort_times[doc as usize]);
                len += 1;
            }
            for &(doc, times) in &block[..len] {
                let rank = self.rank_of(doc);
                self.place(doc, urgent, rank, times.published_at, self.distance(doc));
            }
        }
    }

    /// Ranks the docs of `set` in `order` (which holds them and maybe more), up to the first
    /// that could not make the page: then neither can any later one. `order` is newest first,
    /// and `bound` the highest rank of the set's docs; or, in « Salaire », the order itself
    /// (then a doc's own rank is its bound).
    fn read_in_order(&mut self, set: &Bits, urgent: bool, order: &[DocId], bound: u32) {
        let count = set.count();
        // A sparse set is cheaper ranked doc by doc than found among the others.
        if count * IN_ORDER < order.len() as u64 {
            return self.rank_each(set, urgent, bound);
        }
        let table = Arc::clone(&self.table);
        let mut read = 0;
        for &doc in order.iter().filter(|&&doc| set.contains(doc)) {
            let published_at = table.sort_times[doc as usize].published_at;
            let bound = match self.sort {
                Sort::Pay => table.pay_min[doc as usize],
                _ => bound,
            };
            if self.below_page(urgent, bound, published_at, Some(doc)) {
                self.after_cursor += count - read;
                return;
            }
            read += 1;
            let rank = self.rank_of(doc);
            self.place(doc, urgent, rank, published_at, self.distance(doc));
            if read == count {
                return;
            }
        }
    }

    /// The rank of a result in the search's order.
    #[inline]
    fn rank_of(&mut self, doc: DocId) -> u32 {
        // The relevance (a cost per offer) only where it orders.
        let relevance = match self.sort {
            Sort::Relevance => self.relevance(doc).0,
            _ => 0,
        };
        let distance = match self.sort {
            Sort::Distance => self.distance(doc),
            _ => 0,
        };
        self.rank_in_order(doc, relevance, distance)
    }

    /// The distance from the circle's centre (0 without one).
    #[inline]
    fn distance(&self, doc: DocId) -> u32 {
        self.near.as_ref().map_or(0, |circle| {
            let (latitude, longitude) = self.table.coordinates[doc as usize];
            circle.distance(latitude, longitude).unwrap_or_default()
        })
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use crate::synthetic::{self, NOW};
    use crate::{Facets, Near, OfferIndex, OfferQuery, SearchPage, Sort};

    thread_local! {
        /// Which pass every segment takes in this thread's searches (`None`: as the search says).
        pub(super) static FORCED: Cell<Option<bool>> = const { Cell::new(None) };
    }

    fn search(index: &OfferIndex, query: &OfferQuery, dense: bool) -> SearchPage {
        FORCED.set(Some(dense));
        let page = index.search(query, NOW).expect("a search");
        FORCED.set(None);
        page
    }

    /// Both passes give the same pages, counts and totals on every kind of search: words
    /// (misspelt too), places, filters, circles, later pages, offers replaced (deleted docs), several
    /// segments, expired and Urgent offers (the synthetic offers have both), every order.
    #[test]
    fn the_bitset_pass_finds_what_the_pass_one_offer_at_a_time_finds() {
        let index = offers_in_segments(700);

        let mut queries = synthetic::queries(150, 3);
        queries.extend(
            synthetic::alerts(150, 5)
                .into_iter()
                .map(|alert| OfferQuery {
                    exact: false,
                    ..alert
                }),
        );
        // Misspelt words (two letters swapped): results meeting their slot by a correction
        // (not as typed) rank below the others.
        let misspelt: Vec<OfferQuery> = queries
            .iter()
            .take(60)
            .map(|query| OfferQuery {
                terms: synthetic::misspell(&query.terms),
                ..query.clone()
            })
            .collect();
        queries.extend(misspelt);
        let (latitude, longitude) = synthetic::city_position(1);
        let around: Vec<OfferQuery> = queries
            .iter()
            .take(60)
            .enumerate()
            .map(|(i, query)| OfferQuery {
                places: Vec::new(),
                near: Some(Near::new(latitude, longitude, 50)),
                // Half by distance, the nearest first (issue 58, item 8).
                sort: if i % 2 == 0 {
                    Sort::Distance
                } else {
                    query.sort
                },
                ..query.clone()
            })
            .collect();
        queries.extend(around);
        // « Salaire minimum », alone and with the rest (its counts too).
        let floors = crate::PAY_FLOORS;
        let paid: Vec<OfferQuery> = queries
            .iter()
            .take(90)
            .enumerate()
            .map(|(i, query)| OfferQuery {
                min_pay: Some(floors[i % floors.len()]),
                ..query.clone()
            })
            .collect();
        queries.extend(paid);
        // The other orders (their pages, cursors and `valid_until`).
        let orders: Vec<OfferQuery> = queries
            .iter()
            .step_by(3)
            .enumerate()
            .map(|(i, query)| OfferQuery {
                sort: [Sort::Recent, Sort::Pay, Sort::Distance][i % 3],
                ..query.clone()
            })
            .collect();
        queries.extend(orders);
        queries.push(OfferQuery::default());
        queries.push(OfferQuery {
            sort: Sort::Pay,
            ..OfferQuery::default()
        });
        let pages: usize = queries
            .iter()
            .map(|query| same_pages(&index, query, 3))
            .sum();
        assert!(pages > queries.len(), "later pages were compared too");
    }

    /// Every page of broad searches (one word, nothing else) is the same in both passes: the
    /// bitset pass reads only the offers its pages need, tier by tier (Urgent, words in the
    /// title, words met as typed), so its later pages come from the tiers it skipped at first.
    #[test]
    fn every_page_of_a_broad_search_is_the_one_offer_at_a_time_pass_s() {
        // One segment too: there, whether a page has a next is that segment's alone.
        for index in [offers_in_segments(700), offers_in_segments(3_000)] {
            let mut pages = 0;
            for query in synthetic::queries(6, 5) {
                for terms in [query.terms.clone(), synthetic::misspell(&query.terms)] {
                    for sort in [Sort::Relevance, Sort::Recent, Sort::Pay] {
                        let broad = OfferQuery {
                            terms: terms.clone(),
                            sort,
                            first: 25,
                            ..OfferQuery::default()
                        };
                        pages += same_pages(&index, &broad, 1_000);
                        // Pages of one: whether another follows hangs on the offers skipped.
                        let one = OfferQuery { first: 1, ..broad };
                        pages += same_pages(&index, &one, 3);
                    }
                }
            }
            assert!(pages > 400, "{pages} pages");
        }
    }

    /// 3,000 synthetic offers committed by `batch`, some removed and, with several batches,
    /// some replaced (their old doc deleted, the new one in a segment of its own).
    fn offers_in_segments(batch: usize) -> OfferIndex {
        let index = OfferIndex::in_memory().expect("an index");
        let offers: Vec<_> = synthetic::offers(3_000, 11).collect();
        for batch in offers.chunks(batch) {
            batch
                .iter()
                .for_each(|offer| index.upsert(offer).expect("an upsert"));
            index.commit().expect("a commit");
        }
        if batch < offers.len() {
            offers
                .iter()
                .step_by(7)
                .for_each(|offer| index.upsert(offer).expect("an upsert"));
        }
        (1..3_000).step_by(13).for_each(|id| index.delete(id));
        index.commit().expect("a commit");
        index
    }

    /// Compares up to `most` pages of `query` in both passes, with and without the counts; how
    /// many were compared.
    fn same_pages(index: &OfferIndex, query: &OfferQuery, most: usize) -> usize {
        let mut query = query.clone();
        for page in 1..=most {
            let one_by_one = search(index, &query, false);
            let bitsets = search(index, &query, true);
            assert_eq!(bitsets, one_by_one, "{query:?}");
            // Without the counts: the same page and total in both passes, no counts, and a
            // validity that hangs on the results only (so no earlier).
            let uncounted = OfferQuery {
                facets: false,
                ..query.clone()
            };
            let bitsets = search(index, &uncounted, true);
            assert_eq!(bitsets, search(index, &uncounted, false), "{uncounted:?}");
            assert!(
                bitsets.valid_until >= one_by_one.valid_until,
                "{uncounted:?}"
            );
            let expected = SearchPage {
                facets: Facets::default(),
                valid_until: bitsets.valid_until,
                ..one_by_one.clone()
            };
            assert_eq!(bitsets, expected, "{uncounted:?}");
            if !one_by_one.has_next_page {
                return page;
            }
            query.after = one_by_one.end_cursor;
        }
        most
    }
}
