//! Uploaded files (CVs, cover letters, logos, banners, images), named by random ids, kept
//! under `<kind>/<name>` in one of two backends (docs/operations.md, "Files"): the local
//! directory `DATA_DIR/uploads` (the default) or an S3-compatible bucket (`S3_*`). Contents
//! are checked (`check`) before they get here, never trusted from the file name; private
//! files are only ever streamed by the server after its access checks.

use std::{path::Path, sync::Arc};

use anyhow::Context as _;
use bytes::Bytes;
use futures_util::{stream::BoxStream, StreamExt, TryStreamExt};
use object_store::{
    aws::AmazonS3Builder, local::LocalFileSystem, path::Path as Key, ObjectStore, ObjectStoreExt,
    PutPayload,
};
use tokio::io::AsyncWriteExt;

use crate::{
    config::S3Settings,
    error::{AppError, AppResult},
};

pub mod check;
pub mod download_name;
pub mod images;
pub mod migrate;
mod objects;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Cv,
    CoverLetter,
    Logo,
    /// A banner's creative (public once approved; named by an unguessable id).
    Banner,
    /// An image of the back-office's content (post, partner logo, testimonial photo): public.
    Image,
    /// The proof of a company's craft label (a PDF): its company's members and staff only.
    LabelProof,
    /// A rendition of an image of a candidate's book (private: served by signed links).
    BookImage,
    /// A candidate's PDF book (private, like a CV).
    BookPdf,
    /// A PDF attached to a thread's message (private: the thread's two parties).
    MessageAttachment,
    /// A rendition of a company's work (« Réalisations ») or cover photo: public.
    CompanyWork,
}

impl FileKind {
    pub const ALL: [Self; 10] = [
        Self::Cv,
        Self::CoverLetter,
        Self::Logo,
        Self::Banner,
        Self::Image,
        Self::LabelProof,
        Self::BookImage,
        Self::BookPdf,
        Self::MessageAttachment,
        Self::CompanyWork,
    ];

    /// The folder (local) or key prefix (bucket) of the kind.
    pub fn dir(self) -> &'static str {
        match self {
            Self::Cv => "cv",
            Self::CoverLetter => "cover-letters",
            Self::Logo => "logos",
            Self::Banner => "banners",
            Self::Image => "images",
            Self::LabelProof => "label-proofs",
            Self::BookImage => "book-images",
            Self::BookPdf => "books",
            Self::MessageAttachment => "message-attachments",
            Self::CompanyWork => "company-works",
        }
    }
}

/// Whether `name` is one of the names `save` gives (no path tricks, no temporary file).
pub fn is_stored_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && !name.starts_with('.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
}

/// A stored file being read: its size and its bytes, streamed.
pub struct Download {
    pub size: u64,
    pub stream: BoxStream<'static, std::io::Result<Bytes>>,
}

#[derive(Clone, Debug)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
}

impl Storage {
    /// The store `settings` name: the bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads`.
    pub fn from_settings(settings: &crate::config::Settings) -> anyhow::Result<Self> {
        match &settings.s3 {
            Some(s3) => Self::s3(s3),
            None => Self::local(&settings.data_dir),
        }
    }

    /// Files under `data_dir/uploads/<kind>/`, as before there was a bucket.
    pub fn local(data_dir: &Path) -> anyhow::Result<Self> {
        let root = data_dir.join("uploads");
        std::fs::create_dir_all(&root)
            .with_context(|| format!("cannot create {}", root.display()))?;
        let store = LocalFileSystem::new_with_prefix(&root)
            .with_context(|| format!("cannot use {} for uploads", root.display()))?;
        Ok(Self {
            store: Arc::new(store),
        })
    }

    /// Files in an S3-compatible bucket, addressed by path (`endpoint/bucket/key`), which
    /// every S3-compatible server understands.
    pub fn s3(s3: &S3Settings) -> anyhow::Result<Self> {
        let mut builder = AmazonS3Builder::new()
            .with_bucket_name(&s3.bucket)
            .with_region(&s3.region)
            .with_access_key_id(&s3.access_key_id)
            .with_secret_access_key(&s3.secret_access_key)
            // A visitor waits for a download: a few quick retries, not the default 3 minutes.
            .with_retry(object_store::RetryConfig {
                max_retries: 3,
                retry_timeout: std::time::Duration::from_secs(10),
                ..Default::default()
            });
        if let Some(endpoint) = &s3.endpoint {
            builder = builder
                .with_endpoint(endpoint)
                .with_allow_http(endpoint.starts_with("http://"));
        }
        let store = builder.build().context("S3 settings")?;
        Ok(Self {
            store: Arc::new(store),
        })
    }

    fn key(kind: FileKind, name: &str) -> Option<Key> {
        is_stored_name(name).then(|| Key::from(format!("{}/{name}", kind.dir())))
    }

    /// Stores `bytes` under a new random name with `extension`; returns the name. Both
    /// backends write whole or not at all (a temporary file renamed, or one S3 PUT).
    pub async fn save(&self, kind: FileKind, bytes: &[u8], extension: &str) -> AppResult<String> {
        let name = format!("{}.{extension}", uuid::Uuid::new_v4().simple());
        let key = Self::key(kind, &name)
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("not a stored name: {name}")))?;
        self.put(&key, Bytes::copy_from_slice(bytes))
            .await
            .map_err(AppError::internal)?;
        Ok(name)
    }

    /// Stores `bytes` under `name`, one of the names `is_stored_name` takes (the renditions
    /// of one image share a random stem: `<stem>w480.webp`).
    pub async fn save_as(&self, kind: FileKind, name: &str, bytes: Vec<u8>) -> AppResult<()> {
        let key = Self::key(kind, name)
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("not a stored name: {name}")))?;
        self.put(&key, Bytes::from(bytes))
            .await
            .map_err(AppError::internal)
    }

    async fn put(&self, key: &Key, bytes: Bytes) -> anyhow::Result<()> {
        self.store
            .put(key, PutPayload::from_bytes(bytes))
            .await
            .with_context(|| format!("cannot store {key}"))?;
        Ok(())
    }

    /// The size of a stored file, `None` if `name` is not one of ours or is not stored.
    pub async fn size(&self, kind: FileKind, name: &str) -> AppResult<Option<u64>> {
        let Some(key) = Self::key(kind, name) else {
            return Ok(None);
        };
        self.head(&key).await.map_err(AppError::internal)
    }

    async fn head(&self, key: &Key) -> anyhow::Result<Option<u64>> {
        match self.store.head(key).await {
            Ok(meta) => Ok(Some(meta.size)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error).with_context(|| format!("cannot look {key} up")),
        }
    }

    pub async fn exists(&self, kind: FileKind, name: &str) -> AppResult<bool> {
        Ok(self.size(kind, name).await?.is_some())
    }

    /// Opens a stored file for streaming; an unknown or missing one is the usual 404.
    pub async fn open(&self, kind: FileKind, name: &str) -> AppResult<Download> {
        let key = Self::key(kind, name).ok_or(AppError::NotFound)?;
        let found = match self.store.get(&key).await {
            Ok(found) => found,
            Err(object_store::Error::NotFound { .. }) => return Err(AppError::NotFound),
            Err(error) => return Err(AppError::internal(error)),
        };
        let size = found.meta.size;
        let stream = found
            .into_stream()
            .map_err(|error| std::io::Error::other(error.to_string()))
            .boxed();
        Ok(Download { size, stream })
    }

    /// Streams a stored file into `target` (a new local file); `false` if it is not stored.
    pub async fn copy_to(&self, kind: FileKind, name: &str, target: &Path) -> AppResult<bool> {
        let mut download = match self.open(kind, name).await {
            Ok(download) => download,
            Err(AppError::NotFound) => return Ok(false),
            Err(error) => return Err(error),
        };
        let mut file = tokio::fs::File::create(target).await?;
        while let Some(chunk) = download.stream.next().await {
            file.write_all(&chunk?).await?;
        }
        file.flush().await?;
        Ok(true)
    }

    /// Removes a stored file; a file already gone is fine.
    pub async fn delete(&self, kind: FileKind, name: &str) {
        let Some(key) = Self::key(kind, name) else {
            return;
        };
        match self.store.delete(&key).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
            Err(error) => tracing::warn!(%error, %key, "could not delete an uploaded file"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn read(storage: &Storage, kind: FileKind, name: &str) -> AppResult<Vec<u8>> {
        let download = storage.open(kind, name).await?;
        let chunks: Vec<Bytes> = download.stream.try_collect().await?;
        Ok(chunks.concat())
    }

    #[tokio::test]
    async fn a_saved_file_is_found_by_its_name_and_path_tricks_are_not() {
        let dir = tempfile::tempdir().expect("temp dir");
        let storage = Storage::local(dir.path()).expect("storage");
        let name = storage
            .save(FileKind::Cv, b"%PDF-1.4", "pdf")
            .await
            .expect("save");
        assert!(
            dir.path().join("uploads/cv").join(&name).is_file(),
            "the layout of the local directory is kept"
        );
        assert_eq!(
            read(&storage, FileKind::Cv, &name).await.ok(),
            Some(b"%PDF-1.4".to_vec())
        );
        assert_eq!(storage.size(FileKind::Cv, &name).await.ok(), Some(Some(8)));
        assert!(
            matches!(
                read(&storage, FileKind::Logo, &name).await,
                Err(AppError::NotFound)
            ),
            "another kind's folder"
        );
        for trick in ["../cv/x.pdf", "", ".hidden", "a/b.pdf", "..", "x.pdf"] {
            assert!(
                matches!(
                    read(&storage, FileKind::Cv, trick).await,
                    Err(AppError::NotFound)
                ),
                "{trick}"
            );
            assert_eq!(storage.exists(FileKind::Cv, trick).await.ok(), Some(false));
        }
        storage.delete(FileKind::Cv, &name).await;
        assert_eq!(storage.exists(FileKind::Cv, &name).await.ok(), Some(false));
        storage.delete(FileKind::Cv, &name).await; // already gone: fine
    }
}
