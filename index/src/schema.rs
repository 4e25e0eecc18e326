//! The tantivy schema of an offer and the conversion of an [`OfferDocument`] into it.
//!
//! Texts are indexed (French analyzer, no positions, no frequencies: relevance only asks which
//! fields hold a word) and never stored: every text goes into `all`, which a word must match,
//! and the short texts that weigh in relevance also have their own field. Everything a search
//! sorts, filters or counts on is a fast field. Places are one indexed field of tagged ids.

use tantivy::schema::{
    Field, IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions, FAST, INDEXED,
};
use tantivy::{TantivyDocument, Term};

use crate::analysis::{strip_html, FOLDED, FRENCH, SPELLING};
use crate::{OfferDocument, PlaceFilter};

/// The texts that weigh in relevance, with the weight of a searched word found there.
///
/// The score of an offer is, for each searched word, [`ANYWHERE`] plus the weights of these
/// fields holding it: a word in the title outweighs the same word in every other field together.
/// The position's name is a title the recruiter picked from a list: it weighs like the title.
pub(crate) const WEIGHTED_FIELDS: [(&str, u32); 3] =
    [("title", 16), ("position_name", 16), ("company_name", 2)];

/// The weight of a searched word found anywhere in the offer (every word must be).
pub(crate) const ANYWHERE: u32 = 1;
const ALL: &str = "all";
const WORDS: &str = "words";
const SPELLINGS: &str = "spellings";
const HEADLINE: &str = "headline";

/// Fast-field names, shared by the schema and the collector.
pub(crate) const ID: &str = "id";
pub(crate) const PUBLISHED_AT: &str = "published_at";
pub(crate) const URGENT_UNTIL: &str = "urgent_until";
pub(crate) const EXPIRES_AT: &str = "expires_at";
pub(crate) const CONTRACT: &str = "contract";
pub(crate) const SALARY: &str = "salary";
pub(crate) const PAY: &str = "pay";
pub(crate) const PAY_MIN: &str = "pay_min";
pub(crate) const PAY_MAX: &str = "pay_max";
pub(crate) const TYPES: &str = "types";
pub(crate) const POSITIONS: &str = "positions";
pub(crate) const LATITUDE: &str = "latitude";
pub(crate) const LONGITUDE: &str = "longitude";
const PLACES: &str = "places";
const LABELLED: &str = "labelled";
const DIPLOMA: &str = "diploma";
const START_MONTH: &str = "start_month";

/// `urgent_until` of an offer that is not Urgent.
pub(crate) const NEVER_URGENT: i64 = i64::MIN;

/// The fields of the offer schema.
#[derive(Clone)]
pub(crate) struct OfferFields {
    pub schema: Schema,
    /// Every text of the offer: title, position name, company name, description,
    /// ideal-candidate text, company presentation.
    pub all: Field,
    /// The fields of [`WEIGHTED_FIELDS`].
    pub weighted: Vec<(Field, u32)>,
    /// The position's name (one of `weighted`): the trade's own words.
    pub position_name: Field,
    /// Every text's words, folded but not stemmed: the dictionary typos are corrected against.
    pub words: Field,
    /// `folded written` for the accented words of titles and position names.
    pub spellings: Field,
    /// The title's and the position name's words, folded but not stemmed: a word of the
    /// search met there as written (`décoration`), not only by its stem (`décor`).
    pub headline: Field,
    /// The suggestions an offer makes (`suggest.rs`), each one raw term.
    pub suggest: Field,
    pub id: Field,
    published_at: Field,
    urgent_until: Field,
    expires_at: Field,
    contract: Field,
    salary: Field,
    pay: Field,
    pay_min: Field,
    pay_max: Field,
    types: Field,
    positions: Field,
    latitude: Field,
    longitude: Field,
    pub places: Field,
    /// Holds 1 for an offer whose company has an approved craft label.
    pub labelled: Field,
    /// The diploma a training offer prepares.
    pub diploma: Field,
    /// The month a training offer starts in (`year * 12 + month - 1`).
    pub start_month: Field,
}

impl OfferFields {
    pub fn new() -> Self {
        let mut builder = Schema::builder();
        let text = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(FRENCH)
                .set_index_option(IndexRecordOption::Basic),
        );
        let all = builder.add_text_field(ALL, text.clone());
        let with = |tokenizer| {
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(tokenizer)
                    .set_index_option(IndexRecordOption::Basic),
            )
        };
        let words = builder.add_text_field(WORDS, with(FOLDED));
        let spellings = builder.add_text_field(SPELLINGS, with(SPELLING));
        let headline = builder.add_text_field(HEADLINE, with(FOLDED));
        let suggest = builder.add_text_field(crate::suggest::FIELD, with("raw"));
        let weighted: Vec<(Field, u32)> = WEIGHTED_FIELDS
            .iter()
            .map(|&(name, weight)| (builder.add_text_field(name, text.clone()), weight))
            .collect();
        let position_name = weighted[1].0;
        let fast = NumericOptions::default() | FAST;
        let id = builder.add_u64_field(ID, INDEXED | FAST);
        let published_at = builder.add_i64_field(PUBLISHED_AT, fast.clone());
        let urgent_until = builder.add_i64_field(URGENT_UNTIL, fast.clone());
        let expires_at = builder.add_i64_field(EXPIRES_AT, fast.clone());
        let contract = builder.add_u64_field(CONTRACT, fast.clone());
        let salary = builder.add_u64_field(SALARY, fast.clone());
        let pay = builder.add_u64_field(PAY, fast.clone());
        let pay_min = builder.add_u64_field(PAY_MIN, fast.clone());
        let pay_max = builder.add_u64_field(PAY_MAX, fast.clone());
        let types = builder.add_u64_field(TYPES, fast.clone());
        let positions = builder.add_u64_field(POSITIONS, fast.clone());
        let latitude = builder.add_f64_field(LATITUDE, fast.clone());
        let longitude = builder.add_f64_field(LONGITUDE, fast);
        let places = builder.add_u64_field(PLACES, INDEXED);
        let labelled = builder.add_u64_field(LABELLED, INDEXED);
        let diploma = builder.add_u64_field(DIPLOMA, INDEXED);
        let start_month = builder.add_u64_field(START_MONTH, INDEXED);
        OfferFields {
            schema: builder.build(),
            all,
            weighted,
            position_name,
            words,
            spellings,
            headline,
            suggest,
            id,
            published_at,
            urgent_until,
            expires_at,
            contract,
            salary,
            pay,
            pay_min,
            pay_max,
            types,
            positions,
            latitude,
            longitude,
            places,
            labelled,
            diploma,
            start_month,
        }
    }

    /// The term that identifies an offer (to replace or delete it).
    pub fn id_term(&self, id: u64) -> Term {
        Term::from_field_u64(self.id, id)
    }

    /// The term « Savoir-faire labellisé » matches.
    pub fn labelled_term(&self) -> Term {
        Term::from_field_u64(self.labelled, 1)
    }

    /// The term « Diplôme préparé » matches for one diploma.
    pub fn diploma_term(&self, diploma: u64) -> Term {
        Term::from_field_u64(self.diploma, diploma)
    }

    /// The term « Début » matches for one month.
    pub fn start_month_term(&self, month: u32) -> Term {
        Term::from_field_u64(self.start_month, u64::from(month))
    }

    /// The term a place filter matches.
    pub fn place_term(&self, place: PlaceFilter) -> Term {
        Term::from_field_u64(self.places, place_value(place))
    }

    pub fn document(&self, offer: &OfferDocument) -> TantivyDocument {
        self.document_with(offer, true)
    }

    /// The document, with or without the typo dictionary (`words`, `spellings`, `headline`):
    /// only corrections and the ranking of a word's exact form read it, so an index for exact
    /// matching alone (the alert matcher's) does without, and analyses each text once less.
    pub fn document_with(&self, offer: &OfferDocument, dictionary: bool) -> TantivyDocument {
        let mut doc = TantivyDocument::default();
        let weighted = [&offer.title, &offer.position_name, &offer.company_name];
        for (&(field, _), text) in self.weighted.iter().zip(weighted) {
            doc.add_text(field, text);
            doc.add_text(self.all, text);
            if dictionary {
                doc.add_text(self.words, text);
            }
        }
        if dictionary {
            for text in [&offer.title, &offer.position_name] {
                doc.add_text(self.spellings, text);
                doc.add_text(self.headline, text);
            }
            for term in crate::suggest::terms(&offer.title, &offer.position_name) {
                doc.add_text(self.suggest, term);
            }
        }
        for html in [
            &offer.description,
            &offer.perfect_candidate,
            &offer.company_presentation,
        ] {
            let text = strip_html(html);
            doc.add_text(self.all, &text);
            if dictionary {
                doc.add_text(self.words, text);
            }
        }
        doc.add_f64(self.latitude, offer.latitude);
        doc.add_f64(self.longitude, offer.longitude);
        doc.add_u64(self.id, offer.id);
        doc.add_i64(self.published_at, offer.published_at);
        doc.add_i64(
            self.urgent_until,
            offer.urgent_until.unwrap_or(NEVER_URGENT),
        );
        doc.add_i64(self.expires_at, offer.expires_at);
        doc.add_u64(self.contract, offer.contract_id);
        doc.add_u64(self.salary, offer.salary_id);
        doc.add_u64(self.pay, u64::from(pay_thousands(offer.pay_annual_max)));
        doc.add_u64(self.pay_min, u64::from(offer.pay_annual_min.unwrap_or(0)));
        doc.add_u64(self.pay_max, u64::from(offer.pay_annual_max.unwrap_or(0)));
        for &type_id in &offer.type_ids {
            doc.add_u64(self.types, type_id);
        }
        for &position_id in &offer.position_ids {
            doc.add_u64(self.positions, position_id);
        }
        let mut places = vec![
            PlaceFilter::Region(offer.region_id),
            PlaceFilter::Department(offer.department_id),
            PlaceFilter::City(offer.city_id),
        ];
        places.extend(offer.district_id.map(PlaceFilter::District));
        for place in places {
            doc.add_u64(self.places, place_value(place));
        }
        if offer.labelled {
            doc.add_u64(self.labelled, 1);
        }
        if let Some(diploma) = offer.diploma_id {
            doc.add_u64(self.diploma, diploma);
        }
        if let Some(month) = offer.start_month {
            doc.add_u64(self.start_month, u64::from(month));
        }
        doc
    }
}

/// What a row keeps of the yearly maximum: thousands of euros, rounded down, at most 255
/// (0: no range). `max >= floor` is `thousands >= floor / 1000` for a floor in whole
/// thousands, as every one of [`PAY_FLOORS`](crate::PAY_FLOORS) is.
pub(crate) fn pay_thousands(annual_max: Option<u32>) -> u8 {
    annual_max.map_or(0, |euros| (euros / 1_000).min(255) as u8)
}

/// A place as one u64: its kind in the top byte, its id below (ids stay under 2^56).
fn place_value(place: PlaceFilter) -> u64 {
    const ID_BITS: u64 = (1 << 56) - 1;
    let (kind, id) = match place {
        PlaceFilter::Region(id) => (1, id),
        PlaceFilter::Department(id) => (2, id),
        PlaceFilter::City(id) => (3, id),
        PlaceFilter::District(id) => (4, id),
    };
    (kind << 56) | (id & ID_BITS)
}
