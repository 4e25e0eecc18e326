//! Uploaded files (CVs, cover letters, logos) under `DATA_DIR/uploads/<kind>/`, named by
//! random ids. Contents are checked, never trusted from the file name.

use std::path::{Path, PathBuf};

use crate::error::{AppError, AppResult};

pub mod check;

#[derive(Clone, Copy, Debug)]
pub enum FileKind {
    Cv,
    CoverLetter,
    Logo,
    /// A banner's creative (public once approved; named by an unguessable id).
    Banner,
    /// An image of the back-office's content (post, partner logo, testimonial photo): public.
    Image,
}

impl FileKind {
    fn dir(self) -> &'static str {
        match self {
            Self::Cv => "cv",
            Self::CoverLetter => "cover-letters",
            Self::Logo => "logos",
            Self::Banner => "banners",
            Self::Image => "images",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Storage {
    root: PathBuf,
}

impl Storage {
    pub fn new(data_dir: &Path) -> Self {
        Self {
            root: data_dir.join("uploads"),
        }
    }

    /// Writes `bytes` under a new random name with `extension`; returns the name.
    pub async fn save(&self, kind: FileKind, bytes: &[u8], extension: &str) -> AppResult<String> {
        let dir = self.root.join(kind.dir());
        tokio::fs::create_dir_all(&dir).await?;
        let name = format!("{}.{extension}", uuid::Uuid::new_v4().simple());
        let temporary = dir.join(format!(".{name}.part"));
        tokio::fs::write(&temporary, bytes).await?;
        tokio::fs::rename(&temporary, dir.join(&name)).await?;
        Ok(name)
    }

    /// The path of a stored file, if `name` is one of ours (no path tricks) and exists.
    pub fn path(&self, kind: FileKind, name: &str) -> Option<PathBuf> {
        let ours = !name.is_empty()
            && name.len() <= 64
            && !name.starts_with('.')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '.');
        let path = self.root.join(kind.dir()).join(name);
        (ours && path.is_file()).then_some(path)
    }

    pub async fn read(&self, kind: FileKind, name: &str) -> AppResult<Vec<u8>> {
        let path = self.path(kind, name).ok_or(AppError::NotFound)?;
        Ok(tokio::fs::read(path).await?)
    }

    /// Removes a stored file; a file already gone is fine.
    pub async fn delete(&self, kind: FileKind, name: &str) {
        if let Some(path) = self.path(kind, name) {
            if let Err(error) = tokio::fs::remove_file(&path).await {
                tracing::warn!(%error, path = %path.display(), "could not delete an uploaded file");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_saved_file_is_found_by_its_name_and_path_tricks_are_not() {
        let dir = tempfile::tempdir().expect("temp dir");
        let storage = Storage::new(dir.path());
        let name = storage
            .save(FileKind::Cv, b"%PDF-1.4", "pdf")
            .await
            .expect("save");
        assert_eq!(
            storage.read(FileKind::Cv, &name).await.ok(),
            Some(b"%PDF-1.4".to_vec())
        );
        assert!(
            storage.path(FileKind::Logo, &name).is_none(),
            "another kind's folder"
        );
        for trick in ["../cv/x.pdf", "", ".hidden", "a/b.pdf", "..", "x.pdf"] {
            assert!(storage.path(FileKind::Cv, trick).is_none(), "{trick}");
        }
        storage.delete(FileKind::Cv, &name).await;
        assert!(storage.path(FileKind::Cv, &name).is_none());
    }
}
