//! Ensemblier's search index. It knows French text, places and offers as plain types;
//! nothing here speaks HTTP or SQL (the server adapts).
//!
//! - [`OfferIndex`]: one tantivy index of offers: [`upsert`](OfferIndex::upsert),
//!   [`delete`](OfferIndex::delete), [`commit`](OfferIndex::commit),
//!   [`search`](OfferIndex::search), [`build_fresh`](OfferIndex::build_fresh).
//! - [`LiveIndex`]: what the server holds: the current [`OfferIndex`] in a directory of
//!   generations, rebuilt from scratch and swapped in while searches and writes go on.
//! - [`OfferQuery`] → [`SearchPage`]: ids, cursors, total and disjunctive [`Facets`].
//! - [`OfferIndex::suggest`]: words, positions and titles completing what a candidate types.
//! - [`OfferIndex::pay_medians`]: the median range of a position's live offers in a region.
//! - [`OfferIndex::recommend`]: « Offres pour vous », vetoes then likeness then freshness.
//! - [`AlertMatcher`]: the (alert, offer) pairs of newly published offers, as the search
//!   would find them.
//! - [`text`]: folding for place names and slugs.
//!
//! Ids are `u64` throughout (the server's `i64` keys are positive); place ids must stay below
//! 2^56. Times are unix seconds (`i64`); the caller passes `now`, so results are reproducible.
//!
//! # How the server uses it
//!
//! ```no_run
//! # fn demo(offers: Vec<ensemblier_index::OfferDocument>) -> Result<(), Box<dyn std::error::Error>> {
//! use ensemblier_index::{LiveIndex, OfferQuery, PlaceFilter};
//!
//! let index = LiveIndex::open("data/index".as_ref())?;      // at start
//! if index.current().is_empty() {
//!     index.rebuild(offers.clone())?;                        // first start: from the database
//! }
//! index.upsert(&offers[0])?;                                 // the outbox worker, per change…
//! index.delete(42);
//! index.commit()?;                                           // …and once per batch
//! let page = index.search(
//!     &OfferQuery {
//!         terms: "ébéniste".into(),
//!         places: vec![PlaceFilter::Department(69)],
//!         ..OfferQuery::default()
//!     },
//!     1_795_305_600,                                         // now
//! )?;
//! let next = OfferQuery { after: page.end_cursor, ..OfferQuery::default() };
//! index.rebuild(offers)?;                                    // nightly; searches go on
//! # let _ = next; Ok(()) }
//! ```
//!
//! # French analysis
//!
//! Every text and the search terms go through one chain: HTML tags stripped, lowercase and
//! accents folded ([`text::fold`]), words of letters and digits, elision (`l'`, `d'`, `qu'`…
//! with `'` or `’`), stop words and one-letter words dropped, French Snowball stemming. So
//! `ebeniste` finds `Ébéniste`, `decoratrices` finds `décoratrice` (and `décorateur`),
//! `l'atelier` finds `atelier`.

mod analysis;
mod bits;
mod collect;
mod cursor;
mod highlight;
mod index;
mod live;
mod matcher;
mod offer;
mod pay_medians;
mod places;
mod query;
mod recommend;
mod schema;
mod sets;
mod suggest;
#[cfg(feature = "synthetic")]
pub mod synthetic;
mod table;
pub mod text;
mod vocabulary;
mod words;

pub use analysis::strip_html;
pub use highlight::{Highlight, TextPart, EXTRACT_CHARS, MOST_PARTS};
pub use index::OfferIndex;
pub use live::LiveIndex;
pub use matcher::AlertMatcher;
pub use offer::OfferDocument;
pub use pay_medians::PayMedians;
pub use places::{Gazetteer, NamedPlace, PlacesInKeywords, SMALLEST_TOWN};
pub use query::{Facets, Near, OfferQuery, PlaceFilter, SearchPage, Sort, PAY_FLOORS};
pub use recommend::{Liking, RecommendationQuery, Recommended, Source as LikingSource};
pub use suggest::{Suggestion, SuggestionKind, SHORTEST as SHORTEST_SUGGESTED};

/// A search that could not be answered.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    /// The `after` cursor is not one this index wrote (malformed, truncated or edited).
    #[error("invalid cursor")]
    InvalidCursor,
    /// The index could not be read.
    #[error("search index failure: {0}")]
    Index(#[from] tantivy::TantivyError),
}

/// The index could not be opened, written or rebuilt.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    /// A tantivy failure (i/o, lock, corrupt or incompatible index).
    #[error("search index failure: {0}")]
    Index(#[from] tantivy::TantivyError),
    /// A failure on the directories and files around the index.
    #[error("search index directory: {0}")]
    Io(#[from] std::io::Error),
}
