//! « Offres pour vous » (issue 56): the offers a candidate may want, from the index alone.
//!
//! One pass over every live offer of each segment's table: first the **vetoes** (expired, under
//! the pay floor, outside every circle, of a contract not wanted, excluded by id: applied to or
//! dismissed), then the **likeness**, then **freshness**. Likeness is made from the index's own
//! term statistics, no model: the texts that describe what the candidate looks for (the trades
//! she chose, the titles of the offers she applied to or saved) are analysed like any offer's,
//! each stem weighted by its inverse document frequency in the index (a stem held by more than
//! one offer in [`COMMON_SHARE`] says nothing and is left out), the strongest [`MOST_STEMS`]
//! kept (as tantivy's `MoreLikeThisQuery` keeps its top terms), and an offer scores the weights
//! of the stems it holds, plus [`POSITION_WEIGHT`] when its position is one she chose. Scores
//! are cut into steps of [`STEP`]: within a step the newest offer comes first, so a slightly
//! better match never buries a fresh one for weeks.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use tantivy::schema::IndexRecordOption;
use tantivy::{DocSet, Term, TERMINATED};

use crate::analysis::french_analyzer;
use crate::collect::{Circle, CONTRACTS, POSITIONS};
use crate::schema::OfferFields;
use crate::table::{seconds, Snapshot};
use crate::{Near, SearchError};

/// The strongest stems kept from the candidate's texts.
pub const MOST_STEMS: usize = 40;
/// A stem held by more than one offer in this many says nothing of what she looks for (and its
/// postings would cost the most): left out, as `MoreLikeThisQuery`'s `max_doc_frequency`.
pub const COMMON_SHARE: u64 = 4;
/// What an offer of one of her trades gains (a stem weighs its idf, about 1 to 12).
pub const POSITION_WEIGHT: f32 = 8.0;
/// The width of a step of likeness within which the newest offer comes first.
pub const STEP: f32 = 2.0;

/// Where a text describing the candidate's wishes comes from: a card says which one matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// A trade of her preferences.
    Trades = 0,
    /// An offer she applied to.
    Applications = 1,
    /// An offer she saved.
    Favorites = 2,
}

/// A text describing what the candidate looks for, and where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Liking {
    pub text: String,
    pub source: Source,
}

/// What to recommend to one candidate.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RecommendationQuery {
    /// The texts likeness is measured against.
    pub likings: Vec<Liking>,
    /// Her trades: an offer of one of them (or of a job under one) gains [`POSITION_WEIGHT`].
    pub positions: Vec<u64>,
    /// Veto: an offer whose yearly maximum does not reach this (euros), or without a range.
    pub min_pay: Option<u32>,
    /// Veto: an offer outside every circle (none: anywhere).
    pub circles: Vec<Near>,
    /// Veto: an offer of another contract (empty: any).
    pub contracts: Vec<u64>,
    /// Veto: these offers (applied to, dismissed).
    pub excluded: Vec<u64>,
    /// Veto: an offer that starts in a month before this one (the month she is available
    /// from, counted as « Début » counts them: `year * 12 + month - 1`). An offer starting in
    /// that month is kept (the month is the tolerance), one without a start date too.
    pub available_month: Option<u32>,
    pub first: usize,
}

/// One recommended offer and what the card says of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Recommended {
    pub id: u64,
    /// Its position is one of her trades (or under one).
    pub trade: bool,
    /// The nearest of her circles (index in `circles`) and the distance in metres.
    pub near: Option<(usize, u32)>,
    /// Which of her texts it shares strong words with.
    pub like: Vec<Source>,
    /// Its yearly minimum pay in euros (0: no range).
    pub pay_min: u32,
    pub score: f32,
}

/// The weighted stems of the candidate's texts, each with the sources it came from (a bit
/// per [`Source`]).
fn stems(snapshot: &Snapshot, fields: &OfferFields, likings: &[Liking]) -> Vec<(Term, f32, u8)> {
    let mut analyzer = french_analyzer();
    let mut found: HashMap<String, (u32, u8)> = HashMap::new();
    for liking in likings {
        let mut stream = analyzer.token_stream(&liking.text);
        while let Some(token) = stream.next() {
            let entry = found.entry(token.text.clone()).or_default();
            entry.0 += 1;
            entry.1 |= 1 << liking.source as u8;
        }
    }
    let total = snapshot.searcher.num_docs().max(1);
    let docs = total as f32;
    let mut weighted: Vec<(Term, f32, u8)> = found
        .into_iter()
        .filter_map(|(stem, (count, sources))| {
            let term = Term::from_field_text(fields.all, &stem);
            let df = snapshot.searcher.doc_freq(&term).ok()?;
            if df == 0 || df * COMMON_SHARE > total {
                return None;
            }
            let df = df as f32;
            // tf × idf, the tf damped: a word repeated in ten titles is not ten times as telling.
            let idf = (1.0 + docs / df).ln();
            Some((term, idf * (1.0 + (count as f32).ln()), sources))
        })
        .collect();
    weighted.sort_by(|a, b| b.1.total_cmp(&a.1));
    weighted.truncate(MOST_STEMS);
    weighted
}

/// The bit of `sources` (beside the [`Source`] bits) of a doc that starts too early for her.
const TOO_EARLY: u8 = 1 << 7;

/// Marks in `sources` the docs of `reader` whose start month (the field « Début » matches) is
/// before `month`: the field's few terms (one per month) are read in order up to it.
fn mark_too_early(
    reader: &tantivy::SegmentReader,
    fields: &OfferFields,
    month: u32,
    sources: &mut [u8],
) -> Result<(), SearchError> {
    let inverted = reader.inverted_index(fields.start_month)?;
    let mut terms = inverted
        .terms()
        .stream()
        .map_err(tantivy::TantivyError::from)?;
    while terms.advance() {
        let Ok(bytes) = <[u8; 8]>::try_from(terms.key()) else {
            continue;
        };
        if u64::from_be_bytes(bytes) >= u64::from(month) {
            break;
        }
        let mut postings = inverted
            .read_postings_from_terminfo(terms.value(), IndexRecordOption::Basic)
            .map_err(tantivy::TantivyError::from)?;
        let mut doc = postings.doc();
        while doc != TERMINATED {
            sources[doc as usize] |= TOO_EARLY;
            doc = postings.advance();
        }
    }
    Ok(())
}

/// A recommendation being chosen, ordered by its key alone.
struct Entry {
    key: (u32, u32, u64),
    found: Recommended,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}
impl Eq for Entry {}
impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Entry {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key.cmp(&other.key)
    }
}

fn sources_of(bits: u8) -> Vec<Source> {
    [Source::Trades, Source::Applications, Source::Favorites]
        .into_iter()
        .filter(|&source| bits & (1 << source as u8) != 0)
        .collect()
}

pub(crate) fn recommend(
    snapshot: &Snapshot,
    fields: &OfferFields,
    query: &RecommendationQuery,
    now: i64,
) -> Result<Vec<Recommended>, SearchError> {
    let stems = stems(snapshot, fields, &query.likings);
    let circles: Vec<Circle> = query.circles.iter().copied().map(Circle::new).collect();
    let now = seconds(now);
    let mut excluded = query.excluded.clone();
    excluded.sort_unstable();
    // The `first` best so far, the worst on top: (likeness step, published, id).
    let mut best: BinaryHeap<Reverse<Entry>> = BinaryHeap::with_capacity(query.first + 1);
    let mut likeness: Vec<f32> = Vec::new();
    let mut sources: Vec<u8> = Vec::new();
    for (ordinal, reader) in snapshot.searcher.segment_readers().iter().enumerate() {
        let Some((_, table)) = snapshot.tables.get(ordinal) else {
            continue;
        };
        let max_doc = reader.max_doc() as usize;
        likeness.clear();
        likeness.resize(max_doc, 0.0);
        sources.clear();
        sources.resize(max_doc, 0);
        let inverted = reader.inverted_index(fields.all)?;
        for (term, weight, from) in &stems {
            let Some(mut postings) = inverted
                .read_postings(term, IndexRecordOption::Basic)
                .map_err(tantivy::TantivyError::from)?
            else {
                continue;
            };
            let mut doc = postings.doc();
            while doc != TERMINATED {
                likeness[doc as usize] += weight;
                sources[doc as usize] |= from;
                doc = postings.advance();
            }
        }
        if let Some(month) = query.available_month {
            mark_too_early(reader, fields, month, &mut sources)?;
        }
        let contracts = table.options[CONTRACTS].wanted(&query.contracts);
        let trades = table.options[POSITIONS].wanted(&query.positions);
        let alive = reader.alive_bitset();
        for doc in 0..max_doc {
            let row = &table.rows[doc];
            if row.expires_at <= now
                || sources[doc] & TOO_EARLY != 0
                || alive.is_some_and(|a| !a.is_alive(doc as u32))
            {
                continue;
            }
            if contracts
                .as_ref()
                .is_some_and(|wanted| !wanted[usize::from(row.contract)])
            {
                continue;
            }
            if let Some(floor) = query.min_pay {
                let max = table.pay_max[doc];
                if max == 0 || max < floor {
                    continue;
                }
            }
            let near = if circles.is_empty() {
                None
            } else {
                let (latitude, longitude) = table.coordinates[doc];
                let nearest = circles
                    .iter()
                    .enumerate()
                    .filter_map(|(i, circle)| Some((i, circle.distance(latitude, longitude)?)))
                    .min_by_key(|&(_, distance)| distance);
                match nearest {
                    Some(found) => Some(found),
                    None => continue,
                }
            };
            let id = table.ids[doc];
            if excluded.binary_search(&id).is_ok() {
                continue;
            }
            let trade = trades.as_ref().is_some_and(|wanted| {
                let (_, positions) = table.types_and_positions(doc as u32);
                positions.iter().any(|&code| wanted[usize::from(code)])
            });
            let score = likeness[doc] + if trade { POSITION_WEIGHT } else { 0.0 };
            let key = (
                (score / STEP) as u32,
                table.sort_times[doc].published_at,
                id,
            );
            if best.len() == query.first
                && best.peek().is_none_or(|Reverse(worst)| worst.key >= key)
            {
                continue;
            }
            best.push(Reverse(Entry {
                key,
                found: Recommended {
                    id,
                    trade,
                    near,
                    like: sources_of(sources[doc]),
                    pay_min: table.pay_min[doc],
                    score,
                },
            }));
            if best.len() > query.first {
                best.pop();
            }
        }
    }
    let mut chosen: Vec<Entry> = best.into_iter().map(|Reverse(entry)| entry).collect();
    chosen.sort_unstable_by(|a, b| b.cmp(a));
    Ok(chosen.into_iter().map(|entry| entry.found).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OfferDocument, OfferIndex};

    fn offer(
        id: u64,
        title: &str,
        pay_max: u32,
        latitude: f64,
        published_at: i64,
    ) -> OfferDocument {
        OfferDocument {
            id,
            title: title.into(),
            description: format!("<p>{title} dans un atelier.</p>"),
            position_name: title.into(),
            contract_id: 1 + id % 2,
            salary_id: 1,
            pay_annual_min: Some(pay_max - 4_000),
            pay_annual_max: Some(pay_max),
            position_ids: vec![100 + id % 3, 10],
            region_id: 1,
            department_id: 1,
            city_id: 1,
            latitude,
            longitude: 4.83,
            published_at,
            expires_at: 2_000_000_000,
            ..OfferDocument::default()
        }
    }

    #[test]
    fn vetoes_come_before_likeness_and_freshness_breaks_near_ties() {
        let index = OfferIndex::in_memory().expect("an index");
        // Lyon is at 45.76° N; 0.5° of latitude is about 56 km.
        index
            .upsert(&offer(1, "Tapissier garnisseur", 36_000, 45.76, 1_000))
            .expect("indexed");
        index
            .upsert(&offer(2, "Tapissier décorateur", 30_000, 45.76, 2_000))
            .expect("indexed");
        index
            .upsert(&offer(3, "Tapissier en siège", 40_000, 46.26, 3_000))
            .expect("indexed");
        index
            .upsert(&offer(4, "Ébéniste", 40_000, 45.80, 4_000))
            .expect("indexed");
        index
            .upsert(&offer(5, "Tapissier", 40_000, 45.70, 5_000))
            .expect("indexed");
        index
            .upsert(&offer(6, "Tapissier d'ameublement", 40_000, 45.70, 6_000))
            .expect("indexed");
        // Far away: they only make « tapissier » a rare word.
        for id in 10..40 {
            index
                .upsert(&offer(id, "Couturière", 40_000, 50.0, 100))
                .expect("indexed");
        }
        index.commit().expect("committed");
        let query = RecommendationQuery {
            likings: vec![Liking {
                text: "tapissier".into(),
                source: Source::Applications,
            }],
            min_pay: Some(32_000),
            circles: vec![Near::new(45.76, 4.83, 30)],
            excluded: vec![6],
            first: 10,
            ..RecommendationQuery::default()
        };
        let found = index.recommend(&query, 10_000).expect("recommends");
        let ids: Vec<u64> = found.iter().map(|r| r.id).collect();
        // 2 is under the floor, 3 is 56 km away, 6 is excluded; the tapissiers first, newest
        // first among them, then the ébéniste.
        assert_eq!(ids, vec![5, 1, 4]);
        assert_eq!(found[0].like, vec![Source::Applications]);
        assert!(found[2].like.is_empty());
        assert!(found
            .iter()
            .all(|r| r.near.is_some_and(|(_, m)| m <= 30_000)));
    }

    #[test]
    fn an_offer_starting_before_the_month_she_is_available_is_vetoed() {
        let index = OfferIndex::in_memory().expect("an index");
        // 2027 × 12 + 8: September 2027.
        let september = 2027 * 12 + 8;
        for (id, start) in [
            (1, Some(september - 1)),
            (2, Some(september)),
            (3, Some(september + 3)),
            (4, None),
            (5, Some(september - 12)),
        ] {
            let mut offer = offer(id, "Apprenti tapissier", 40_000, 45.76, id as i64);
            offer.start_month = start;
            index.upsert(&offer).expect("indexed");
        }
        index.commit().expect("committed");
        let ids = |available_month| {
            let query = RecommendationQuery {
                available_month,
                first: 10,
                ..RecommendationQuery::default()
            };
            let mut ids: Vec<u64> = index
                .recommend(&query, 10)
                .expect("recommends")
                .iter()
                .map(|r| r.id)
                .collect();
            ids.sort_unstable();
            ids
        };
        // Available from September: August and the September before are too early; her
        // month, later ones and an offer without a start are kept.
        assert_eq!(ids(Some(september)), vec![2, 3, 4]);
        assert_eq!(ids(None), vec![1, 2, 3, 4, 5]);
        assert_eq!(ids(Some(september - 12)), vec![1, 2, 3, 4, 5]);
    }

    #[test]
    fn her_trades_and_contracts() {
        let index = OfferIndex::in_memory().expect("an index");
        for id in 1..=6 {
            index
                .upsert(&offer(id, "Menuisier", 40_000, 45.76, id as i64))
                .expect("indexed");
        }
        index.commit().expect("committed");
        let query = RecommendationQuery {
            positions: vec![101],
            contracts: vec![2],
            first: 2,
            ..RecommendationQuery::default()
        };
        let found = index.recommend(&query, 10).expect("recommends");
        // Contract 2: odd ids; position 101: ids 1 and 4 → 1 alone among the odd; then 5.
        assert_eq!(found.iter().map(|r| r.id).collect::<Vec<_>>(), vec![1, 5]);
        assert!(found[0].trade && !found[1].trade);
    }
}
