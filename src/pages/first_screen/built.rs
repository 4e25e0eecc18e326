//! What the pages read of the built UI (`index.html`, the first screen's query texts) and the
//! one answer that never changes while the server runs, kept instead of read or run on every
//! request. A file is read again when its modification time changes (a new build of the UI
//! while the server runs). The written search pages are kept beside them (`kept`).

use std::{
    path::Path,
    sync::{Arc, PoisonError, RwLock},
    time::SystemTime,
};

use super::{Documents, Inlined, DOCUMENTS_FILE};

/// Per server (`Site::cache`).
#[derive(Default)]
pub struct Cache {
    page: Built<String>,
    documents: Built<Documents>,
    /// `SearchFilters`' answer, with the query texts it was run from.
    filters: RwLock<Option<(Arc<Documents>, Inlined)>>,
    /// `/emploi` first screens while their search holds.
    pub(super) screens: super::kept::KeptScreens,
}

impl Cache {
    /// `index.html` of the built UI in `ui_dir`.
    pub fn page(&self, ui_dir: &Path) -> std::io::Result<Arc<String>> {
        self.page.read(&ui_dir.join("index.html"), Ok)
    }

    pub(super) fn documents(&self, ui_dir: &Path) -> Option<Arc<Documents>> {
        self.documents
            .read(&ui_dir.join(DOCUMENTS_FILE), |text| {
                serde_json::from_str(&text).map_err(std::io::Error::other)
            })
            .ok()
    }

    /// `SearchFilters`' answer, when it was run from these query texts.
    pub(super) fn filters(&self, documents: &Arc<Documents>) -> Option<Inlined> {
        let kept = self.filters.read().unwrap_or_else(PoisonError::into_inner);
        kept.as_ref()
            .filter(|(from, _)| Arc::ptr_eq(from, documents))
            .map(|(_, filters)| filters.clone())
    }

    pub(super) fn keep_filters(&self, documents: &Arc<Documents>, filters: Inlined) {
        *self.filters.write().unwrap_or_else(PoisonError::into_inner) =
            Some((documents.clone(), filters));
    }
}

/// A file of the build, parsed, with the modification time it was read at.
struct Built<T> {
    kept: RwLock<Option<(SystemTime, Arc<T>)>>,
}

impl<T> Default for Built<T> {
    fn default() -> Self {
        Self {
            kept: RwLock::new(None),
        }
    }
}

impl<T> Built<T> {
    /// One `stat` when the file is unchanged; otherwise read and parsed again.
    fn read(
        &self,
        path: &Path,
        parse: impl FnOnce(String) -> std::io::Result<T>,
    ) -> std::io::Result<Arc<T>> {
        let modified = std::fs::metadata(path)?.modified()?;
        if let Some((at, kept)) = &*self.kept.read().unwrap_or_else(PoisonError::into_inner) {
            if *at == modified {
                return Ok(kept.clone());
            }
        }
        let parsed = Arc::new(parse(std::fs::read_to_string(path)?)?);
        *self.kept.write().unwrap_or_else(PoisonError::into_inner) =
            Some((modified, parsed.clone()));
        Ok(parsed)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_built_file_is_read_once_then_again_when_a_build_changes_it() {
        let dir = tempfile::tempdir().expect("a directory");
        let path = dir.path().join("index.html");
        let built = Built::<String>::default();
        assert!(
            built.read(&path, Ok).is_err(),
            "no build yet: an error, nothing kept"
        );

        std::fs::write(&path, "première").expect("written");
        let first = built.read(&path, Ok).expect("read");
        assert_eq!(*first, "première");
        let mut parsed = 0;
        let again = built
            .read(&path, |text| {
                parsed += 1;
                Ok(text)
            })
            .expect("kept");
        assert!(Arc::ptr_eq(&first, &again), "unchanged: the kept one");
        assert_eq!(parsed, 0, "unchanged: not read again");

        std::fs::write(&path, "seconde").expect("written");
        let file = std::fs::File::options()
            .write(true)
            .open(&path)
            .expect("open");
        file.set_modified(SystemTime::now() + Duration::from_secs(5))
            .expect("a new modification time");
        assert_eq!(*built.read(&path, Ok).expect("read"), "seconde");
    }

    #[test]
    fn the_filters_answer_is_kept_for_the_query_texts_it_was_run_from() {
        let cache = Cache::default();
        let texts = Arc::new(Documents::new());
        assert!(cache.filters(&texts).is_none());
        cache.keep_filters(&texts, Inlined::from("{}"));
        assert_eq!(cache.filters(&texts).as_deref(), Some("{}"));
        let rebuilt = Arc::new(Documents::new());
        assert!(
            cache.filters(&rebuilt).is_none(),
            "a new build's texts run it again"
        );
    }
}
