//! The search model: what a search asks ([`OfferQuery`]) and what it gets ([`SearchPage`]).

use tantivy::query::{AllQuery, BooleanQuery, ConstScoreQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::Term;

use crate::collect::{Filters, CONTRACTS, POSITIONS, SALARIES, TYPES};
use crate::schema::{OfferFields, ANYWHERE};

/// A place a search is limited to. A city includes its districts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaceFilter {
    Region(u64),
    Department(u64),
    /// The commune, and its districts when it has some (Paris, Lyon, Marseille).
    City(u64),
    District(u64),
}

/// A search for offers.
///
/// Within a group the options widen the search (OR); across groups they narrow it (AND).
/// An empty group does not filter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfferQuery {
    /// Keywords; every word must appear in one of the offer's texts. Blank: no text condition.
    pub terms: String,
    pub contracts: Vec<u64>,
    pub types: Vec<u64>,
    pub salaries: Vec<u64>,
    /// Positions; an offer is indexed with its position's ancestors, so a family covers its jobs.
    pub positions: Vec<u64>,
    pub places: Vec<PlaceFilter>,
    /// The page size (the spec's is 10, the default).
    pub first: usize,
    /// The `end_cursor` of the previous page of the same search.
    pub after: Option<String>,
}

impl Default for OfferQuery {
    fn default() -> Self {
        OfferQuery {
            terms: String::new(),
            contracts: Vec::new(),
            types: Vec::new(),
            salaries: Vec::new(),
            positions: Vec::new(),
            places: Vec::new(),
            first: 10,
            after: None,
        }
    }
}

/// One page of results.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchPage {
    /// The offers of the page, in order.
    pub ids: Vec<u64>,
    /// The cursor of each offer of the page (Relay's `edges.cursor`), beside `ids`.
    pub cursors: Vec<String>,
    /// Every offer the search matches, on every page.
    pub total: u64,
    /// The cursor of the last offer of the page; `None` when the page is empty.
    pub end_cursor: Option<String>,
    /// Whether more offers follow this page.
    pub has_next_page: bool,
    pub facets: Facets,
}

/// Offers per option for the current search, `(option id, count)` sorted by id; an option not
/// listed counts zero. The counts of a group ignore that group's own ticked options (ticking
/// CDI still tells how many CDD there are) but apply every other condition.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Facets {
    pub contracts: Vec<(u64, u64)>,
    pub types: Vec<(u64, u64)>,
    pub salaries: Vec<(u64, u64)>,
    /// Counts per position, families included (an offer counts in its job and its ancestors).
    pub positions: Vec<(u64, u64)>,
}

impl OfferQuery {
    pub(crate) fn filters(&self) -> Filters {
        let mut filters = Filters::default();
        filters.groups[CONTRACTS] = self.contracts.clone();
        filters.groups[TYPES] = self.types.clone();
        filters.groups[SALARIES] = self.salaries.clone();
        filters.groups[POSITIONS] = self.positions.clone();
        filters
    }

    /// The tantivy query for the words and the places; the filter groups and the expiry are
    /// applied by the collector.
    ///
    /// Each word must be in `all` (scoring [`ANYWHERE`]) and may be in the weighted fields
    /// (scoring their weights): the score is the sum, constant per offer whatever else the
    /// index holds. The weighted fields are only looked up for offers that already match.
    pub(crate) fn text_and_places(&self, fields: &OfferFields, words: &[String]) -> Box<dyn Query> {
        let scored = |field, word: &str, weight: u32| -> Box<dyn Query> {
            let term = TermQuery::new(Term::from_field_text(field, word), IndexRecordOption::Basic);
            Box::new(ConstScoreQuery::new(Box::new(term), weight as f32))
        };
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for word in words {
            clauses.push((Occur::Must, scored(fields.all, word, ANYWHERE)));
            for &(field, weight) in &fields.weighted {
                clauses.push((Occur::Should, scored(field, word, weight)));
            }
        }
        if !self.places.is_empty() {
            let places: Box<dyn Query> = match self.places[..] {
                [place] => Box::new(TermQuery::new(
                    fields.place_term(place),
                    IndexRecordOption::Basic,
                )),
                _ => Box::new(BooleanQuery::new(
                    self.places
                        .iter()
                        .map(|&place| {
                            let term =
                                TermQuery::new(fields.place_term(place), IndexRecordOption::Basic);
                            (Occur::Should, Box::new(term) as Box<dyn Query>)
                        })
                        .collect(),
                )),
            };
            clauses.push((Occur::Must, Box::new(ConstScoreQuery::new(places, 0.0))));
        }
        if clauses.is_empty() {
            Box::new(AllQuery)
        } else {
            Box::new(BooleanQuery::new(clauses))
        }
    }
}
