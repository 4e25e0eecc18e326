//! [`OfferIndex`]: one tantivy index of offers, its writer and its reader.

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

use tantivy::directory::MmapDirectory;
use tantivy::indexer::NoMergePolicy;
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument};

use crate::analysis;
use crate::collect::Circle;
use crate::collect::OfferCollector;
use crate::cursor::Cursor;
use crate::query::{tantivy_query, Relevance};
use crate::schema::OfferFields;
use crate::table::Snapshot;
use crate::words::{self, Lexicon, Slot};
use crate::{vocabulary, Gazetteer, PlacesInKeywords};
use crate::{Facets, IndexError, OfferDocument, OfferQuery, SearchError, SearchPage};

/// The writer's memory for day-to-day changes (tantivy's minimum is 15 MB).
const WRITER_MEMORY: usize = 32_000_000;
/// The writer's memory per thread when building a whole index.
const BUILD_MEMORY_PER_THREAD: usize = 128_000_000;

/// The page says « Résultats pour <corrected> » when the keywords as typed find fewer than
/// a `FAR_FEWER`th of the offers the corrected keywords find.
const FAR_FEWER: u64 = 4;

/// Every stem the slots look for, sorted, each once.
fn marked_stems(slots: &[Slot]) -> Vec<String> {
    let mut stems: Vec<String> = slots
        .iter()
        .flat_map(|slot| &slot.alternatives)
        .flat_map(|alternative| alternative.stems.iter().cloned())
        .collect();
    stems.sort_unstable();
    stems.dedup();
    stems
}

/// The keywords as corrected: each corrected word replaced by its correction, the others as
/// the analyzer read them.
fn corrected_terms(slots: &[Slot]) -> String {
    slots
        .iter()
        .map(|slot| {
            slot.correction
                .clone()
                .unwrap_or_else(|| slot.typed.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A searchable index of offers.
///
/// Every method takes `&self`: share it behind an `Arc`. Writes are serialised on one writer;
/// searches run concurrently on the last committed state and never wait for writes.
pub struct OfferIndex {
    reader: IndexReader,
    writer: Mutex<IndexWriter<TantivyDocument>>,
    fields: OfferFields,
    /// The last committed state: replaced whole on commit, so a search sees one state.
    snapshot: RwLock<Arc<Snapshot>>,
    /// Whether documents carry the typo dictionary (see [`OfferFields::document_with`]).
    dictionary: bool,
}

impl OfferIndex {
    /// Opens the index in `dir`, creating the directory and an empty index if needed.
    ///
    /// Fails with a schema error if `dir` holds an index of another layout; rebuild it then
    /// (see [`LiveIndex`](crate::LiveIndex), which does).
    pub fn open_or_create(dir: &Path) -> Result<Self, IndexError> {
        std::fs::create_dir_all(dir)?;
        let fields = OfferFields::new();
        let directory = MmapDirectory::open(dir).map_err(tantivy::TantivyError::from)?;
        let index = Index::open_or_create(directory, fields.schema.clone())?;
        Self::from_index(index, fields)
    }

    /// Opens the index already in `dir` (a copy being installed): fails if there is none, if
    /// tantivy finds it unreadable, or if its schema is not this build's.
    pub fn open_existing(dir: &Path) -> Result<Self, IndexError> {
        let fields = OfferFields::new();
        let directory = MmapDirectory::open(dir).map_err(tantivy::TantivyError::from)?;
        let index = Index::open(directory)?;
        if index.schema() != fields.schema {
            return Err(tantivy::TantivyError::SchemaError(
                "the copied index is of another layout".to_owned(),
            )
            .into());
        }
        Self::from_index(index, fields)
    }

    /// The layout of the index: its tantivy schema, as JSON. Two builds whose layouts differ
    /// cannot read each other's index (a copy of another layout is never installed).
    pub fn layout() -> String {
        serde_json::to_string(&OfferFields::new().schema).unwrap_or_default()
    }

    /// Hard-links the files of the last commit, and its `meta.json`, from `dir` (where this
    /// index lives) into `target` (an empty directory on the same file system): a consistent
    /// copy in milliseconds, since tantivy never rewrites a segment file. Returns the number of
    /// offers copied. The caller keeps writes away meanwhile (the server's writer lock); a
    /// background merge that ends during the copy (its metas change) makes it start again.
    pub fn link_committed_files(&self, dir: &Path, target: &Path) -> Result<u64, IndexError> {
        let writer = self.writer();
        for _ in 0..5 {
            let metas = writer.index().load_metas()?;
            let meta = serde_json::to_vec_pretty(&metas).map_err(std::io::Error::other)?;
            for file in metas.list_segment_files() {
                match std::fs::hard_link(dir.join(&file), target.join(&file)) {
                    Ok(()) => {}
                    // Tantivy lists candidates that may not exist (a temporary store).
                    Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
                    Err(error) => return Err(error.into()),
                }
            }
            let after = serde_json::to_vec_pretty(&writer.index().load_metas()?)
                .map_err(std::io::Error::other)?;
            if after == meta {
                std::fs::write(target.join("meta.json"), meta)?;
                return Ok(metas.segments.iter().map(|s| u64::from(s.num_docs())).sum());
            }
            for entry in std::fs::read_dir(target)? {
                std::fs::remove_file(entry?.path())?;
            }
        }
        Err(std::io::Error::other("the index kept changing during its copy").into())
    }

    /// An empty index in memory (tests, small tools).
    pub fn in_memory() -> Result<Self, IndexError> {
        let fields = OfferFields::new();
        let index = Index::create_in_ram(fields.schema.clone());
        Self::from_index(index, fields)
    }

    /// An empty index in memory for exact searches only (the alert matcher): its documents
    /// lack the typo dictionary, so a search with `exact: false` corrects nothing and the
    /// order of results may differ; the set an exact search finds is the same.
    pub(crate) fn in_memory_exact() -> Result<Self, IndexError> {
        let mut index = Self::in_memory()?;
        index.dictionary = false;
        Ok(index)
    }

    /// Builds a complete index of `offers` (ids unique) in `dir` (created if missing; it must
    /// not hold an index yet), committed and merged into one segment, and opens it.
    ///
    /// Nothing else is touched: searches on another index go on meanwhile. Indexing uses two
    /// threads and about 256 MB of memory.
    pub fn build_fresh(
        dir: &Path,
        offers: impl IntoIterator<Item = OfferDocument>,
    ) -> Result<Self, IndexError> {
        std::fs::create_dir_all(dir)?;
        let fields = OfferFields::new();
        let index = Index::create_in_dir(dir, fields.schema.clone())?;
        analysis::register(&index);
        let mut writer: IndexWriter<TantivyDocument> =
            index.writer_with_num_threads(2, 2 * BUILD_MEMORY_PER_THREAD)?;
        // One merge into one segment at the end, rather than merges racing it.
        writer.set_merge_policy(Box::new(NoMergePolicy));
        for offer in offers {
            writer.add_document(fields.document(&offer))?;
        }
        writer.commit()?;
        let segments = index.searchable_segment_ids()?;
        if segments.len() > 1 {
            writer.merge(&segments).wait()?;
        }
        writer.wait_merging_threads()?;
        Self::from_index(index, fields)
    }

    fn from_index(index: Index, fields: OfferFields) -> Result<Self, IndexError> {
        analysis::register(&index);
        let writer = index.writer_with_num_threads(1, WRITER_MEMORY)?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        let snapshot = Snapshot::new(reader.searcher(), None)?;
        Ok(OfferIndex {
            reader,
            writer: Mutex::new(writer),
            fields,
            snapshot: RwLock::new(Arc::new(snapshot)),
            dictionary: true,
        })
    }

    fn writer(&self) -> MutexGuard<'_, IndexWriter<TantivyDocument>> {
        // A panic while holding the writer leaves it usable: tantivy rolls back on error.
        self.writer
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Adds the offer, replacing any earlier document with its id. Seen after [`commit`](Self::commit).
    pub fn upsert(&self, offer: &OfferDocument) -> Result<(), IndexError> {
        let writer = self.writer();
        writer.delete_term(self.fields.id_term(offer.id));
        writer.add_document(self.fields.document_with(offer, self.dictionary))?;
        Ok(())
    }

    /// Removes the offer with this id, if any. Seen after [`commit`](Self::commit).
    pub fn delete(&self, id: u64) {
        self.writer().delete_term(self.fields.id_term(id));
    }

    /// Makes the changes so far durable and visible to the next searches.
    pub fn commit(&self) -> Result<(), IndexError> {
        let mut writer = self.writer();
        writer.commit()?;
        self.reader.reload()?;
        let snapshot = Snapshot::new(self.reader.searcher(), Some(&self.snapshot()))?;
        *self
            .snapshot
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Arc::new(snapshot);
        drop(writer);
        Ok(())
    }

    fn snapshot(&self) -> Arc<Snapshot> {
        Arc::clone(
            &self
                .snapshot
                .read()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }

    /// The number of offers indexed, expired ones included.
    pub fn len(&self) -> u64 {
        self.snapshot().searcher.num_docs()
    }

    /// Whether no offer is indexed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The medians of the yearly minimums and maximums of the offers unexpired at `now`, of
    /// `position` (or a position under it) and in `region`, that state a range; `None` when
    /// fewer than `at_least` do. One pass over the region's offers.
    pub fn pay_medians(
        &self,
        position: u64,
        region: u64,
        now: i64,
        at_least: usize,
    ) -> Result<Option<crate::PayMedians>, SearchError> {
        let snapshot = self.snapshot();
        Ok(crate::pay_medians::pay_medians(
            &snapshot,
            &self.fields,
            position,
            region,
            now,
            at_least,
        )?)
    }

    /// Up to `query.first` offers live at `now` for one candidate, best first (see
    /// `recommend.rs`): one pass over the offers, reading the postings of her strongest words.
    pub fn recommend(
        &self,
        query: &crate::RecommendationQuery,
        now: i64,
    ) -> Result<Vec<crate::Recommended>, SearchError> {
        crate::recommend::recommend(&self.snapshot(), &self.fields, query, now)
    }

    /// The places named in `keywords` (see [`Gazetteer::find`]): a word of the trade stays a
    /// keyword, be it in the trade's vocabulary or the name of a position of an offer.
    pub fn places_in_keywords(&self, gazetteer: &Gazetteer, keywords: &str) -> PlacesInKeywords {
        let snapshot = self.snapshot();
        let is_trade_word = |folded: &str| {
            vocabulary::is_trade_word(folded)
                || snapshot
                    .searcher
                    .doc_freq(&tantivy::Term::from_field_text(
                        self.fields.position_name,
                        &analysis::stem(folded),
                    ))
                    .is_ok_and(|count| count > 0)
        };
        gazetteer.find(keywords, &is_trade_word)
    }

    /// Up to `limit` suggestions completing `typed` (the trade's words, positions and titles
    /// of the offers live at `now`, with their counts, most offers first): see `suggest.rs`.
    pub fn suggest(
        &self,
        typed: &str,
        now: i64,
        limit: usize,
    ) -> Result<Vec<crate::Suggestion>, SearchError> {
        Ok(crate::suggest::suggest(
            &self.snapshot(),
            self.fields.suggest,
            typed,
            now,
            limit,
        )?)
    }

    /// The page of offers matching `query` at `now` (unix seconds).
    ///
    /// Order ([`Sort`](crate::Sort)), « Pertinence » by default: active Urgent offers first,
    /// then relevance when there are keywords, then the newest, then the highest id.
    /// « Plus récentes »: the newest, then the highest id. « Salaire »: the highest yearly
    /// minimum pay (offers without a range last), then the newest, then the highest id. Relevance is a weighted count of the fields holding each
    /// word (per word: 1, plus 16 in the title, 4 in the position name, 2 in the company name),
    /// so it depends on the offer and the words only, never on the rest of the index: a cursor
    /// keeps its place while offers are added. Offers added after the first page that sort
    /// before the cursor are not shown on later pages; those that sort after it are. The
    /// Urgent split uses the `now` of the first page on every page; expiry uses `now`.
    ///
    /// A cursor belongs to its order: given to a search in another order, it is
    /// [`InvalidCursor`](SearchError::InvalidCursor).
    ///
    /// Cost: one pass over the offers that hold every word and one of the places, whatever
    /// the page (a cursor only skips) and the order, with the filters and facet counts read
    /// from memory.
    pub fn search(&self, query: &OfferQuery, now: i64) -> Result<SearchPage, SearchError> {
        self.search_knowing(query, now, &Gazetteer::default())
    }

    /// [`search`](Self::search), with the names of the places: keywords that name a place are
    /// never corrected as typos.
    pub fn search_knowing(
        &self,
        query: &OfferQuery,
        now: i64,
        gazetteer: &Gazetteer,
    ) -> Result<SearchPage, SearchError> {
        let after = query.after.as_deref().map(Cursor::decode).transpose()?;
        if after.is_some_and(|cursor| cursor.sort != query.sort) {
            return Err(SearchError::InvalidCursor);
        }
        let urgent_now = after.map_or(now, |cursor| cursor.now);
        let snapshot = self.snapshot();
        let lexicon = Lexicon {
            searcher: &snapshot.searcher,
            fields: &self.fields,
        };
        let is_place = |word: &str| gazetteer.names_a_place(word);
        let slots = words::slots(&query.terms, &lexicon, !query.exact, &is_place);
        let conditions = query.conditions(&self.fields, &slots);
        let tantivy_query = tantivy_query(&conditions);
        let collector = OfferCollector {
            conditions,
            tables: snapshot
                .tables
                .iter()
                .map(|(_, table)| Arc::clone(table))
                .collect(),
            filters: query.filters(),
            now,
            urgent_now,
            sort: query.sort,
            after: after.map(|cursor| cursor.key),
            first: query.first,
            relevance: Relevance::new(&self.fields, &slots),
            near: query.near.map(Circle::new),
            facets: query.facets,
        };
        let harvest = snapshot.searcher.search(&*tantivy_query, &collector)?;
        let cursors: Vec<String> = harvest
            .page
            .iter()
            .map(|&(key, _)| {
                Cursor {
                    sort: query.sort,
                    now: urgent_now,
                    key,
                }
                .encode()
            })
            .collect();
        let [contracts, types, salaries, positions, pay_floors] = harvest.counts;
        let corrected = (slots.iter().any(|slot| slot.correction.is_some())
            && harvest.exact_total * FAR_FEWER < harvest.total)
            .then(|| corrected_terms(&slots));
        Ok(SearchPage {
            ids: harvest.page.iter().map(|(key, _)| key.id).collect(),
            distances: match query.near {
                Some(_) => harvest.page.iter().map(|&(_, distance)| distance).collect(),
                None => Vec::new(),
            },
            exact_total: harvest.exact_total,
            corrected,
            marked: marked_stems(&slots),
            end_cursor: cursors.last().cloned(),
            has_next_page: harvest.after_cursor > harvest.page.len() as u64,
            cursors,
            total: harvest.total,
            facets: Facets {
                contracts,
                types,
                salaries,
                positions,
                pay_floors,
            },
            valid_until: harvest.changes_at,
        })
    }
}
