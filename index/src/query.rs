//! The search model: what a search asks ([`OfferQuery`]) and what it gets ([`SearchPage`]).

use tantivy::query::{AllQuery, BooleanQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::Term;

use crate::collect::{Filters, CONTRACTS, POSITIONS, SALARIES, TYPES};
use crate::schema::OfferFields;
#[cfg(doc)]
use crate::schema::ANYWHERE;

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
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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
    /// The page is also the answer at any later `now` before this moment (unix seconds), as
    /// long as the index does not change: it is when the first offer the search looked at
    /// expires, or the first of its results stops being Urgent (`i64::MAX`: neither happens).
    pub valid_until: i64,
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

    /// The tantivy query for the words and the places: each word in `all`, and one of the
    /// places. The filter groups, the expiry and relevance are the collector's.
    pub(crate) fn text_and_places(&self, fields: &OfferFields, words: &[String]) -> Box<dyn Query> {
        let term_query =
            |term| -> Box<dyn Query> { Box::new(TermQuery::new(term, IndexRecordOption::Basic)) };
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = words
            .iter()
            .map(|word| {
                (
                    Occur::Must,
                    term_query(Term::from_field_text(fields.all, word)),
                )
            })
            .collect();
        match self.places[..] {
            [] => {}
            [place] => clauses.push((Occur::Must, term_query(fields.place_term(place)))),
            _ => {
                let places = self
                    .places
                    .iter()
                    .map(|&place| (Occur::Should, term_query(fields.place_term(place))))
                    .collect();
                clauses.push((Occur::Must, Box::new(BooleanQuery::new(places))));
            }
        }
        if clauses.is_empty() {
            Box::new(AllQuery)
        } else {
            Box::new(BooleanQuery::new(clauses))
        }
    }
}

/// The terms that weigh in relevance: each word in each weighted field, with its weight.
///
/// An offer's relevance is [`ANYWHERE`] per word (every word is somewhere) plus the weights
/// of these terms it holds: it depends on the offer and the words only, never on the rest of
/// the index, so it stays put while offers are added (and cursors with it).
pub(crate) fn relevance_terms(fields: &OfferFields, words: &[String]) -> Vec<(Term, u32)> {
    words
        .iter()
        .flat_map(|word| {
            fields
                .weighted
                .iter()
                .map(move |&(field, weight)| (Term::from_field_text(field, word), weight))
        })
        .collect()
}
