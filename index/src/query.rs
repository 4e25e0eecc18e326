//! The search model: what a search asks ([`OfferQuery`]) and what it gets ([`SearchPage`]).

use tantivy::query::{AllQuery, BooleanQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::Term;

use crate::collect::{Filters, CONTRACTS, PAY, POSITIONS, SALARIES, TYPES};
use crate::schema::{OfferFields, ANYWHERE};
use crate::words::Slot;

/// A place a search is limited to. A city includes its districts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlaceFilter {
    Region(u64),
    Department(u64),
    /// The commune, and its districts when it has some (Paris, Lyon, Marseille).
    City(u64),
    District(u64),
}

/// A circle around a town: offers whose locality lies within `radius_km` of its centre.
///
/// The centre is kept in millionths of a degree (about 10 cm), so a query stays comparable and
/// hashable (result pages are kept by query).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Near {
    pub latitude_micro: i32,
    pub longitude_micro: i32,
    pub radius_km: u32,
}

impl Near {
    /// The circle of `radius_km` around a point in decimal degrees.
    pub fn new(latitude: f64, longitude: f64, radius_km: u32) -> Self {
        Near {
            latitude_micro: (latitude * 1e6).round() as i32,
            longitude_micro: (longitude * 1e6).round() as i32,
            radius_km,
        }
    }

    pub fn latitude(&self) -> f64 {
        f64::from(self.latitude_micro) / 1e6
    }

    pub fn longitude(&self) -> f64 {
        f64::from(self.longitude_micro) / 1e6
    }
}

/// The order of a search's results (« Trier par »).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sort {
    /// « Pertinence »: active Urgent offers first, then relevance (with keywords), then newest.
    #[default]
    Relevance,
    /// « Plus récentes »: newest first, Urgent or not.
    Recent,
    /// « Salaire »: the highest yearly minimum pay first, then newest; offers without a range
    /// last.
    Pay,
    /// « Distance » (issue 58, item 8): with a circle ([`OfferQuery::near`]), the nearest
    /// first, then newest; without one every offer is at 0 and this is « Plus récentes ».
    Distance,
}

/// A search for offers.
///
/// Within a group the options widen the search (OR); across groups they narrow it (AND).
/// An empty group does not filter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OfferQuery {
    /// Keywords; every word (or one of its synonyms or, if misspelt, of its corrections) must
    /// appear in one of the offer's texts. Blank: no text condition.
    pub terms: String,
    /// Take the keywords as typed: no typo correction.
    pub exact: bool,
    pub contracts: Vec<u64>,
    pub types: Vec<u64>,
    pub salaries: Vec<u64>,
    /// Positions; an offer is indexed with its position's ancestors, so a family covers its jobs.
    pub positions: Vec<u64>,
    /// « Salaire minimum »: only offers whose yearly maximum reaches this many euros, one of
    /// [`PAY_FLOORS`] (another value finds nothing).
    pub min_pay: Option<u32>,
    pub places: Vec<PlaceFilter>,
    /// Only offers within this circle (with or without `places`, which narrow it further).
    pub near: Option<Near>,
    /// « Savoir-faire labellisé »: only offers whose company holds an approved craft label.
    pub labelled: bool,
    /// « Diplôme préparé »: only training offers preparing one of these diplomas.
    pub diplomas: Vec<u64>,
    /// « Début »: only training offers starting in one of these months (`year * 12 +
    /// month - 1`; the server turns « ce mois-ci », « à partir de septembre »… into months).
    pub start_months: Vec<u32>,
    /// The order of the results; a cursor belongs to the order it was written in.
    pub sort: Sort,
    /// The page size (the spec's is 10, the default).
    pub first: usize,
    /// The `end_cursor` of the previous page of the same search.
    pub after: Option<String>,
    /// Count the offers per option of each group (`SearchPage::facets`); a search whose
    /// counts nothing shows (the similar offers) leaves them empty and visits only its results.
    pub facets: bool,
}

impl Default for OfferQuery {
    fn default() -> Self {
        OfferQuery {
            terms: String::new(),
            exact: false,
            contracts: Vec::new(),
            types: Vec::new(),
            salaries: Vec::new(),
            positions: Vec::new(),
            min_pay: None,
            places: Vec::new(),
            near: None,
            labelled: false,
            diplomas: Vec::new(),
            start_months: Vec::new(),
            sort: Sort::Relevance,
            first: 10,
            after: None,
            facets: true,
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
    /// With [`OfferQuery::near`]: the distance of each offer of the page from the centre, in
    /// metres, beside `ids`; empty otherwise.
    pub distances: Vec<u32>,
    /// Every offer the search matches, on every page.
    pub total: u64,
    /// The offers that match every keyword as typed (or by a synonym), without corrections.
    pub exact_total: u64,
    /// The keywords as corrected (`ébéniste` for `ebenitse`), when misspelt words were
    /// corrected and the keywords as typed find nothing or far fewer offers (under a quarter
    /// of `total`): the page says « Résultats pour … » and links to the exact search.
    pub corrected: Option<String>,
    /// The stems the keywords looked for (as typed, their synonyms and corrections), sorted:
    /// what [`Highlight`](crate::Highlight) marks in the results' texts.
    pub marked: Vec<String>,
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
    /// Per floor of [`PAY_FLOORS`] (euros a year), the offers whose yearly maximum reaches it:
    /// an offer counts under every floor it reaches.
    pub pay_floors: Vec<(u64, u64)>,
}

/// The floors « Salaire minimum » offers, in euros a year (whole thousands, below 256,000).
pub const PAY_FLOORS: [u32; 8] = [
    20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 60_000,
];

impl OfferQuery {
    pub(crate) fn filters(&self) -> Filters {
        let mut filters = Filters::default();
        filters.groups[CONTRACTS] = self.contracts.clone();
        filters.groups[TYPES] = self.types.clone();
        filters.groups[SALARIES] = self.salaries.clone();
        filters.groups[POSITIONS] = self.positions.clone();
        filters.groups[PAY] = self.min_pay.map(u64::from).into_iter().collect();
        filters
    }

    /// What an offer must hold for the words and the places: each slot (one of its
    /// alternatives, all of whose stems), and one of the places. The filter groups, the
    /// circle, the expiry and relevance are the collector's.
    pub(crate) fn conditions(&self, fields: &OfferFields, slots: &[Slot]) -> Vec<Condition> {
        let mut conditions: Vec<Condition> = slots
            .iter()
            .map(|slot| {
                slot.alternatives
                    .iter()
                    .map(|alternative| {
                        alternative
                            .stems
                            .iter()
                            .map(|stem| Term::from_field_text(fields.all, stem))
                            .collect()
                    })
                    .collect()
            })
            .collect();
        if self.labelled {
            conditions.push(vec![vec![fields.labelled_term()]]);
        }
        if !self.diplomas.is_empty() {
            conditions.push(
                self.diplomas
                    .iter()
                    .map(|&diploma| vec![fields.diploma_term(diploma)])
                    .collect(),
            );
        }
        if !self.start_months.is_empty() {
            conditions.push(
                self.start_months
                    .iter()
                    .map(|&month| vec![fields.start_month_term(month)])
                    .collect(),
            );
        }
        if !self.places.is_empty() {
            conditions.push(
                self.places
                    .iter()
                    .map(|&place| vec![fields.place_term(place)])
                    .collect(),
            );
        }
        conditions
    }
}

/// A condition of a search: met by one of its alternatives, all of whose terms an offer holds.
pub(crate) type Condition = Vec<Vec<Term>>;

/// The tantivy query of every condition (all offers without any).
pub(crate) fn tantivy_query(conditions: &[Condition]) -> Box<dyn Query> {
    fn all_of(queries: Vec<Box<dyn Query>>) -> Box<dyn Query> {
        match <[_; 1]>::try_from(queries) {
            Ok([one]) => one,
            Err(many) => Box::new(BooleanQuery::new(
                many.into_iter().map(|q| (Occur::Must, q)).collect(),
            )),
        }
    }
    fn one_of(queries: Vec<Box<dyn Query>>) -> Box<dyn Query> {
        match <[_; 1]>::try_from(queries) {
            Ok([one]) => one,
            Err(many) => Box::new(BooleanQuery::new(
                many.into_iter().map(|q| (Occur::Should, q)).collect(),
            )),
        }
    }
    if conditions.is_empty() {
        return Box::new(AllQuery);
    }
    all_of(
        conditions
            .iter()
            .map(|alternatives| {
                one_of(
                    alternatives
                        .iter()
                        .map(|terms| {
                            all_of(
                                terms
                                    .iter()
                                    .map(|term| -> Box<dyn Query> {
                                        Box::new(TermQuery::new(
                                            term.clone(),
                                            IndexRecordOption::Basic,
                                        ))
                                    })
                                    .collect(),
                            )
                        })
                        .collect(),
                )
            })
            .collect(),
    )
}

/// How the relevance of a match is computed: per slot, the best alternative the offer holds
/// (the weights of the fields holding its stems, [`ANYWHERE`] for being anywhere, [`SURFACE`]
/// for the word as typed or corrected in the title or the position's name), plus
/// [`EXACT`] for each slot met as typed or by a synonym. It depends on the offer and the words
/// only, never on the rest of the index, so it stays put while offers are added (and cursors
/// with it).
pub(crate) struct Relevance {
    /// `(term, weight, alternative, in the field of every text)`.
    pub terms: Vec<(Term, u32, usize, bool)>,
    /// Per alternative: `(slot, stems, hits of the field of every text needed, exact)`.
    pub alternatives: Vec<(usize, u32, u32, bool)>,
    pub slots: usize,
}

/// What the word itself (not only its stem) adds in the title or the position's name (their
/// `headline` field): the most complete match first. `deco` (for `décoration`, `décorateur`)
/// puts « Responsable boutique déco » and « Conseiller de vente décoration » before « Peintre
/// en décor », whose `décor` only shares their stem, and `décoratrice` puts « Décoratrice »
/// before « Décoration ». Less than the title and the position's weights together.
pub(crate) const SURFACE: u32 = 24;

/// What a slot met as typed (or by a synonym) adds: more than any slot's field weights, so an
/// offer with more exact words always ranks above one with more corrected words.
pub(crate) const EXACT: u32 = 64;

impl Relevance {
    pub fn new(fields: &OfferFields, slots: &[Slot]) -> Self {
        let mut relevance = Relevance {
            terms: Vec::new(),
            alternatives: Vec::new(),
            slots: slots.len(),
        };
        for (s, slot) in slots.iter().enumerate() {
            // A slot of one alternative is met by every match (the query requires it): its
            // stems need not be looked up in the field of every text, a cost per match.
            let certain = slot.alternatives.len() == 1;
            for alternative in &slot.alternatives {
                let a = relevance.alternatives.len();
                let stems = alternative.stems.len() as u32;
                let needed = if certain { 0 } else { stems };
                relevance
                    .alternatives
                    .push((s, stems, needed, alternative.exact));
                // The word itself, not only its stem (see `SURFACE`).
                if let [word] = &alternative.words[..] {
                    relevance.terms.push((
                        Term::from_field_text(fields.headline, word),
                        SURFACE,
                        a,
                        false,
                    ));
                }
                for stem in &alternative.stems {
                    if !certain {
                        relevance.terms.push((
                            Term::from_field_text(fields.all, stem),
                            ANYWHERE,
                            a,
                            true,
                        ));
                    }
                    for &(field, weight) in &fields.weighted {
                        relevance.terms.push((
                            Term::from_field_text(field, stem),
                            weight,
                            a,
                            false,
                        ));
                    }
                }
            }
        }
        relevance
    }
}
