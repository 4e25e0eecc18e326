//! The pass of a segment where the words and places may match a large share of its offers: a
//! broad word (`atelier`, in most descriptions), a whole region, no condition at all.
//!
//! One candidate at a time, such a search costs each candidate a step of the intersection, a
//! row read, the filter tests and the counts: ~60 ns each, so ~10 ms for the 150,000 offers of
//! "atelier" in Île-de-France at a million offers. Here every set is a bitset ([`Bits`]):
//! the candidates are the conditions' postings intersected word by word, each filter group's
//! passing offers are the union of its ticked options' docs ([`OptionDocs`]), a facet count is
//! one intersection count, and only the results (the offers passing every group, usually a
//! small share of the candidates) are read one by one to be ranked. The cost is then a few
//! passes over `max_doc / 64` words per condition, group and option, whatever the candidates.
//!
//! It gives exactly what the pass one candidate at a time gives: a test holds the two equal.

use std::sync::Arc;

use tantivy::{SegmentReader, Term, COLLECT_BLOCK_BUFFER_LEN};

use super::OfferSegmentCollector;
use crate::bits::Bits;
use crate::query::Condition;
use crate::sets::SegmentSets;
use crate::table::SortTimes;

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
        let mut candidates = table.sets.unexpired(&table.expires, self.now).docs.clone();
        for alternatives in conditions {
            keep_meeting(&mut candidates, alternatives, reader, &table.sets)?;
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
        let first_expiry = table.first_expiry(self.now, |doc| candidates.contains(doc));
        self.changes_at = self.changes_at.min(first_expiry);
        // Per ticked group, the offers passing it.
        let passing: [Option<Bits>; super::GROUPS] = std::array::from_fn(|group| {
            let wanted = self.wanted[group].as_ref()?;
            let mut passing = Bits::none(max_doc);
            for (code, _) in wanted.iter().enumerate().filter(|&(_, &wanted)| wanted) {
                table.options[group].docs(code).add_to(&mut passing);
            }
            Some(passing)
        });
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
        for (group, ticked) in passing.iter().enumerate() {
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
        let by_urgency = self.sort == crate::Sort::Relevance;
        if by_urgency && self.after.is_none() {
            let first_end = table.first_urgency_end(self.urgent_now, |doc| results.contains(doc));
            self.changes_at = self.changes_at.min(first_end);
        }
        // Ranked without their rows (32 bytes each, at a million offers a cache miss apiece),
        // by blocks whose sort times are read before any is used: their misses overlap.
        let mut block = [(0, SortTimes::default()); COLLECT_BLOCK_BUFFER_LEN];
        let mut docs = results.iter().peekable();
        while docs.peek().is_some() {
            let mut len = 0;
            for (slot, doc) in block.iter_mut().zip(docs.by_ref()) {
                *slot = (doc, table.sort_times[doc as usize]);
                len += 1;
            }
            for &(doc, times) in &block[..len] {
                let distance = self.near.as_ref().map_or(0, |circle| {
                    let (latitude, longitude) = table.coordinates[doc as usize];
                    circle.distance(latitude, longitude).unwrap_or_default()
                });
                let urgent = by_urgency && i64::from(times.urgent_until) > self.urgent_now;
                self.rank(doc, urgent, times.published_at, distance);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use crate::synthetic::{self, NOW};
    use crate::{Near, OfferIndex, OfferQuery, SearchPage, Sort};

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

    /// Both passes give the same pages, counts and totals on every kind of search: words,
    /// places, filters, circles, later pages, offers replaced (deleted docs), several
    /// segments, expired and Urgent offers (the synthetic offers have both), every order.
    #[test]
    fn the_bitset_pass_finds_what_the_pass_one_offer_at_a_time_finds() {
        let index = OfferIndex::in_memory().expect("an index");
        let offers: Vec<_> = synthetic::offers(3_000, 11).collect();
        for batch in offers.chunks(700) {
            batch
                .iter()
                .for_each(|offer| index.upsert(offer).expect("an upsert"));
            index.commit().expect("a commit");
        }
        // Replaced (the old doc is deleted) and removed offers.
        offers
            .iter()
            .step_by(7)
            .for_each(|offer| index.upsert(offer).expect("an upsert"));
        (1..3_000).step_by(13).for_each(|id| index.delete(id));
        index.commit().expect("a commit");

        let mut queries = synthetic::queries(150, 3);
        queries.extend(
            synthetic::alerts(150, 5)
                .into_iter()
                .map(|alert| OfferQuery {
                    exact: false,
                    ..alert
                }),
        );
        let (latitude, longitude) = synthetic::city_position(1);
        let around: Vec<OfferQuery> = queries
            .iter()
            .take(60)
            .map(|query| OfferQuery {
                places: Vec::new(),
                near: Some(Near::new(latitude, longitude, 50)),
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
                sort: if i % 2 == 0 { Sort::Recent } else { Sort::Pay },
                ..query.clone()
            })
            .collect();
        queries.extend(orders);
        queries.push(OfferQuery::default());
        queries.push(OfferQuery {
            sort: Sort::Pay,
            ..OfferQuery::default()
        });
        let mut pages = 0;
        for query in &queries {
            let mut query = query.clone();
            // Up to three pages of each.
            for _ in 0..3 {
                let one_by_one = search(&index, &query, false);
                let bitsets = search(&index, &query, true);
                assert_eq!(bitsets, one_by_one, "{query:?}");
                pages += 1;
                if !one_by_one.has_next_page {
                    break;
                }
                query.after = one_by_one.end_cursor;
            }
        }
        assert!(pages > queries.len(), "later pages were compared too");
    }
}
