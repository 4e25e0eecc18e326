//! [`LiveIndex`]: the index a server holds, rebuilt from scratch and swapped in while searches
//! and writes go on.
//!
//! On disk, `root/` holds generations `gen-1`, `gen-2`… and a `CURRENT` file naming the one in
//! use (replaced atomically by a rename). A rebuild writes the next generation beside the
//! current one, replays the changes made meanwhile, points `CURRENT` at it and swaps it in
//! memory. Searches hold an `Arc` of the index they started on, so a search running during the
//! swap finishes on the old generation; the next one uses the new. The generation before the
//! previous one is deleted (the previous one is kept until the next rebuild or start, for the
//! searches still running on it).

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

use crate::{
    Gazetteer, IndexError, OfferDocument, OfferIndex, OfferQuery, PlacesInKeywords, SearchError,
    SearchPage,
};

const CURRENT: &str = "CURRENT";
const PREFIX: &str = "gen-";

/// The current index of a server and its rebuilds.
///
/// Writes go through [`upsert`](Self::upsert), [`delete`](Self::delete) and
/// [`commit`](Self::commit), so that those made during a [`rebuild`](Self::rebuild) reach the
/// new index too: a rebuild from a snapshot taken after it started loses nothing.
pub struct LiveIndex {
    root: PathBuf,
    current: RwLock<Generation>,
    /// Changes made while a rebuild runs, in order; `None` when none runs.
    journal: Mutex<Option<Vec<Change>>>,
    rebuilding: Mutex<()>,
    /// The names of the places, given by the server.
    gazetteer: RwLock<Arc<Gazetteer>>,
}

#[derive(Clone)]
struct Generation {
    name: String,
    index: Arc<OfferIndex>,
}

enum Change {
    Upsert(Box<OfferDocument>),
    Delete(u64),
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl LiveIndex {
    /// Opens the current generation under `root`, or starts an empty one (first start, or an
    /// index of an older layout: the caller sees [`OfferIndex::is_empty`] and rebuilds).
    /// Other generations left there are deleted.
    pub fn open(root: &Path) -> Result<Self, IndexError> {
        fs::create_dir_all(root)?;
        let named = fs::read_to_string(root.join(CURRENT))
            .ok()
            .map(|name| name.trim().to_owned())
            .filter(|name| generation_number(name).is_some());
        let opened = match named {
            Some(name) => match OfferIndex::open_or_create(&root.join(&name)) {
                Ok(index) => Some(Generation {
                    name,
                    index: Arc::new(index),
                }),
                Err(IndexError::Index(tantivy::TantivyError::SchemaError(_))) => None,
                Err(error) => return Err(error),
            },
            None => None,
        };
        let current = match opened {
            Some(generation) => generation,
            None => {
                let name = next_generation(root)?;
                let index = OfferIndex::open_or_create(&root.join(&name))?;
                point_current_at(root, &name)?;
                Generation {
                    name,
                    index: Arc::new(index),
                }
            }
        };
        remove_generations_except(root, &[&current.name])?;
        Ok(LiveIndex {
            root: root.to_owned(),
            current: RwLock::new(current),
            journal: Mutex::new(None),
            rebuilding: Mutex::new(()),
            gazetteer: RwLock::default(),
        })
    }

    /// The index in use now. Hold it for one search or one batch, then ask again.
    pub fn current(&self) -> Arc<OfferIndex> {
        let generation = self
            .current
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        Arc::clone(&generation.index)
    }

    /// Gives the names of the places (see [`OfferIndex::search_knowing`]).
    pub fn set_gazetteer(&self, gazetteer: Gazetteer) {
        *self
            .gazetteer
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Arc::new(gazetteer);
    }

    fn gazetteer(&self) -> Arc<Gazetteer> {
        Arc::clone(
            &self
                .gazetteer
                .read()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }

    /// Searches the current index (see [`OfferIndex::search_knowing`]).
    pub fn search(&self, query: &OfferQuery, now: i64) -> Result<SearchPage, SearchError> {
        self.current().search_knowing(query, now, &self.gazetteer())
    }

    /// Recommendations from the current index (see [`OfferIndex::recommend`]).
    pub fn recommend(
        &self,
        query: &crate::RecommendationQuery,
        now: i64,
    ) -> Result<Vec<crate::Recommended>, SearchError> {
        self.current().recommend(query, now)
    }

    /// Suggestions from the current index (see [`OfferIndex::suggest`]).
    pub fn suggest(
        &self,
        typed: &str,
        now: i64,
        limit: usize,
    ) -> Result<Vec<crate::Suggestion>, SearchError> {
        self.current().suggest(typed, now, limit)
    }

    /// The places named in some keywords (see [`OfferIndex::places_in_keywords`]).
    pub fn places_in_keywords(&self, keywords: &str) -> PlacesInKeywords {
        self.current()
            .places_in_keywords(&self.gazetteer(), keywords)
    }

    /// Adds or replaces an offer (see [`OfferIndex::upsert`]).
    pub fn upsert(&self, offer: &OfferDocument) -> Result<(), IndexError> {
        let mut journal = lock(&self.journal);
        self.current().upsert(offer)?;
        if let Some(changes) = journal.as_mut() {
            changes.push(Change::Upsert(Box::new(offer.clone())));
        }
        Ok(())
    }

    /// Removes an offer (see [`OfferIndex::delete`]).
    pub fn delete(&self, id: u64) {
        let mut journal = lock(&self.journal);
        self.current().delete(id);
        if let Some(changes) = journal.as_mut() {
            changes.push(Change::Delete(id));
        }
    }

    /// Makes the changes so far visible (see [`OfferIndex::commit`]).
    pub fn commit(&self) -> Result<(), IndexError> {
        self.current().commit()
    }

    /// Builds a new generation from `offers` and swaps it in; one rebuild at a time.
    ///
    /// Searches and writes go on during the build (which takes seconds). Changes written
    /// through this `LiveIndex` from the start of the call on are replayed on the new index
    /// before the swap, so `offers` may be read from the database at any time after the call
    /// starts. On failure the current index stays in use and the partial build is removed.
    pub fn rebuild(
        &self,
        offers: impl IntoIterator<Item = OfferDocument>,
    ) -> Result<(), IndexError> {
        let _one_at_a_time = lock(&self.rebuilding);
        let name = next_generation(&self.root)?;
        let dir = self.root.join(&name);
        if dir.exists() {
            fs::remove_dir_all(&dir)?;
        }
        *lock(&self.journal) = Some(Vec::new());
        // Stop journaling however this ends (even by a panic in `offers`).
        let _stop_journaling = StopJournaling(&self.journal);
        let built = OfferIndex::build_fresh(&dir, offers);
        let mut journal = lock(&self.journal);
        let changes = journal.take().unwrap_or_default();
        let swapped = built.and_then(|fresh| {
            for change in changes {
                match change {
                    Change::Upsert(offer) => fresh.upsert(&offer)?,
                    Change::Delete(id) => fresh.delete(id),
                }
            }
            fresh.commit()?;
            point_current_at(&self.root, &name)?;
            let fresh = Generation {
                name: name.clone(),
                index: Arc::new(fresh),
            };
            let mut current = self
                .current
                .write()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            Ok(std::mem::replace(&mut *current, fresh))
        });
        drop(journal);
        match swapped {
            Ok(previous) => remove_generations_except(&self.root, &[&name, &previous.name]),
            Err(error) => {
                // Best effort: the next rebuild or start removes it otherwise.
                let _ = fs::remove_dir_all(&dir);
                Err(error)
            }
        }
    }

    /// Links the files of the current generation's last commit into `target` (see
    /// [`OfferIndex::link_committed_files`]); returns the number of offers copied.
    pub fn link_current_to(&self, target: &Path) -> Result<u64, IndexError> {
        let generation = self
            .current
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone();
        generation
            .index
            .link_committed_files(&self.root.join(&generation.name), target)
    }

    /// Installs an index made elsewhere (a snapshot) as a new generation and swaps it in:
    /// `fill` writes its files into the new generation's empty directory, then the index is
    /// opened there ([`OfferIndex::open_existing`]: tantivy reads it, and its layout must be
    /// this build's). On failure the current index stays in use and the directory is
    /// removed. Meant for an empty index at start, before writes begin: changes written
    /// meanwhile are not replayed.
    pub fn install(
        &self,
        fill: impl FnOnce(&Path) -> Result<(), IndexError>,
    ) -> Result<u64, IndexError> {
        let _one_at_a_time = lock(&self.rebuilding);
        let name = next_generation(&self.root)?;
        let dir = self.root.join(&name);
        if dir.exists() {
            fs::remove_dir_all(&dir)?;
        }
        fs::create_dir_all(&dir)?;
        let installed = fill(&dir)
            .and_then(|()| OfferIndex::open_existing(&dir))
            .and_then(|index| {
                point_current_at(&self.root, &name)?;
                let count = index.len();
                let fresh = Generation {
                    name: name.clone(),
                    index: Arc::new(index),
                };
                let mut current = self
                    .current
                    .write()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                Ok((std::mem::replace(&mut *current, fresh), count))
            });
        match installed {
            Ok((previous, count)) => {
                remove_generations_except(&self.root, &[&name, &previous.name])?;
                Ok(count)
            }
            Err(error) => {
                let _ = fs::remove_dir_all(&dir);
                Err(error)
            }
        }
    }
}

struct StopJournaling<'a>(&'a Mutex<Option<Vec<Change>>>);

impl Drop for StopJournaling<'_> {
    fn drop(&mut self) {
        *lock(self.0) = None;
    }
}

fn generation_number(name: &str) -> Option<u64> {
    name.strip_prefix(PREFIX)?.parse().ok()
}

fn generations(root: &Path) -> Result<Vec<String>, IndexError> {
    let mut names = Vec::new();
    for entry in fs::read_dir(root)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if generation_number(&name).is_some() {
            names.push(name);
        }
    }
    Ok(names)
}

fn next_generation(root: &Path) -> Result<String, IndexError> {
    let last = generations(root)?
        .iter()
        .filter_map(|name| generation_number(name))
        .max()
        .unwrap_or(0);
    Ok(format!("{PREFIX}{}", last + 1))
}

/// Writes `CURRENT` atomically: a reader sees the old name or the new one, never half.
fn point_current_at(root: &Path, name: &str) -> Result<(), IndexError> {
    let staged = root.join(format!("{CURRENT}.new"));
    fs::write(&staged, name)?;
    fs::File::open(&staged)?.sync_all()?;
    fs::rename(&staged, root.join(CURRENT))?;
    Ok(())
}

fn remove_generations_except(root: &Path, keep: &[&str]) -> Result<(), IndexError> {
    for name in generations(root)? {
        if !keep.contains(&name.as_str()) {
            fs::remove_dir_all(root.join(name))?;
        }
    }
    Ok(())
}
