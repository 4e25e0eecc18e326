//! Objects of the store addressed by a key of their own, outside the uploads' kinds: the
//! search index's snapshots (`search::snapshot`). Big ones are streamed both ways (a
//! multipart upload from a file, a download into a file), never held whole in memory.

use std::path::Path;

use anyhow::Context as _;
use bytes::Bytes;
use futures_util::{StreamExt, TryStreamExt};
use object_store::{buffered::BufWriter, path::Path as Key, ObjectStoreExt};
use sha2::{Digest, Sha256};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::Storage;

/// What parts a big upload is sent in (S3 wants at least 5 MB but the last).
const PART: usize = 16 * 1024 * 1024;

impl Storage {
    /// Stores a small object (a manifest, a pointer) in one request.
    pub async fn put_object(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.put(&Key::from(key), Bytes::from(bytes)).await
    }

    /// A small object, whole; `None` if it is not stored. One larger than `max` is refused.
    pub async fn get_object(&self, key: &str, max: u64) -> anyhow::Result<Option<Vec<u8>>> {
        let key = Key::from(key);
        let found = match self.store.get(&key).await {
            Ok(found) => found,
            Err(object_store::Error::NotFound { .. }) => return Ok(None),
            Err(error) => return Err(error).with_context(|| format!("cannot read {key}")),
        };
        anyhow::ensure!(found.meta.size <= max, "{key} is larger than {max} bytes");
        let bytes = found
            .bytes()
            .await
            .with_context(|| format!("cannot read {key}"))?;
        anyhow::ensure!(
            bytes.len() as u64 <= max,
            "{key} is larger than {max} bytes"
        );
        Ok(Some(bytes.to_vec()))
    }

    /// Uploads the file at `path` under `key`, streamed: one request for a small file, a
    /// multipart upload in parts of 16 MB for a big one (aborted if a part fails).
    pub async fn upload_file(&self, key: &str, path: &Path) -> anyhow::Result<()> {
        let mut file = tokio::fs::File::open(path).await?;
        let mut upload = BufWriter::with_capacity(self.store.clone(), Key::from(key), PART);
        let mut buffer = vec![0; 1024 * 1024];
        let sent = async {
            loop {
                let read = file.read(&mut buffer).await?;
                if read == 0 {
                    break;
                }
                upload.write_all(&buffer[..read]).await?;
            }
            upload.shutdown().await
        }
        .await;
        if let Err(error) = sent {
            let _ = upload.abort().await;
            return Err(error).with_context(|| format!("cannot upload {key}"));
        }
        Ok(())
    }

    /// Streams the object `key` into a new file at `target`, hashing it on the way; refuses
    /// (and stops reading) past `max` bytes. Returns its size and SHA-256, `None` if it is
    /// not stored.
    pub async fn download_file(
        &self,
        key: &str,
        target: &Path,
        max: u64,
    ) -> anyhow::Result<Option<(u64, [u8; 32])>> {
        let key = Key::from(key);
        let found = match self.store.get(&key).await {
            Ok(found) => found,
            Err(object_store::Error::NotFound { .. }) => return Ok(None),
            Err(error) => return Err(error).with_context(|| format!("cannot read {key}")),
        };
        anyhow::ensure!(found.meta.size <= max, "{key} is larger than {max} bytes");
        let mut stream = found.into_stream();
        let mut file = tokio::fs::File::create(target).await?;
        let mut hasher = Sha256::new();
        let mut size = 0u64;
        while let Some(chunk) = stream.next().await {
            let chunk = chunk.with_context(|| format!("cannot read {key}"))?;
            size += chunk.len() as u64;
            anyhow::ensure!(size <= max, "{key} is larger than {max} bytes");
            hasher.update(&chunk);
            file.write_all(&chunk).await?;
        }
        file.flush().await?;
        file.sync_all().await?;
        Ok(Some((size, hasher.finalize().into())))
    }

    /// The keys stored under `prefix` (a folder: `index-snapshots`).
    pub async fn list_keys(&self, prefix: &str) -> anyhow::Result<Vec<String>> {
        self.store
            .list(Some(&Key::from(prefix)))
            .map_ok(|meta| meta.location.to_string())
            .try_collect()
            .await
            .with_context(|| format!("cannot list {prefix}"))
    }

    /// Removes the object `key`; one already gone is fine.
    pub async fn delete_object(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&Key::from(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(error).with_context(|| format!("cannot delete {key}")),
        }
    }
}
