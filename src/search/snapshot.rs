//! Snapshots of the search index in the bucket, so that a new instance serves in seconds
//! instead of rebuilding its index from PostgreSQL (docs/operations.md, "Index snapshots").
//!
//! In the store, under `index-snapshots/`: `<id>/index.zip` (the files of one tantivy commit,
//! stored uncompressed: they are compressed already), `<id>/manifest.json` ([`Manifest`]: the
//! layout of the index, the outbox position it covers, the archive's SHA-256 and size) and
//! `LATEST`, the id of the newest. Ids start with their UTC time, so they sort by age; the
//! last [`KEEP`] are kept.
//!
//! Published after the nightly rebuild by one instance (`tasks::reindex`); installed by an
//! instance whose index is empty (`indexer::Search::start`), which then follows the outbox
//! from the snapshot's position. Anything wrong with a snapshot (missing, another layout, a
//! size or checksum that differs, an archive tantivy cannot open) means a rebuild instead.

use std::path::{Path, PathBuf};

use anyhow::Context as _;
use chrono::{DateTime, Utc};
use ensemblier_index::{IndexError, OfferIndex};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{position::OutboxPosition, Search};
use crate::files::Storage;

const PREFIX: &str = "index-snapshots";
const LATEST: &str = "index-snapshots/LATEST";
/// The layout of the snapshot itself (archive and manifest).
const FORMAT: u32 = 1;
/// Snapshots kept: the newest, and the one before in case the newest turns out bad.
pub const KEEP: usize = 2;
/// A manifest or a pointer larger than this is not one of ours.
const MAX_SMALL_OBJECT: u64 = 64 * 1024;
/// The largest archive a server downloads (a million offers make about 1 GB).
const MAX_ARCHIVE: u64 = 32 * 1024 * 1024 * 1024;
/// Files in an archive: a tantivy commit has 7 or 8 per segment.
const MAX_FILES: usize = 10_000;
/// A snapshot younger than this is not published again: the instances that rebuild after
/// the one that published skip theirs.
const FRESH_FOR: chrono::TimeDelta = chrono::TimeDelta::hours(20);

/// What `<id>/manifest.json` says of its archive.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Manifest {
    /// [`FORMAT`] when published.
    pub format: u32,
    /// [`layout`] of the build that published it: another build's index is never installed.
    pub layout: String,
    /// The outbox position the index covers (`OutboxPosition`, as `OUTBOX_PROGRESS` holds it).
    pub position: String,
    /// The archive's SHA-256, in hex.
    pub sha256: String,
    /// The archive's size in bytes.
    pub size: u64,
    /// The offers in the index.
    pub offers: u64,
    pub created_at: DateTime<Utc>,
}

/// The layout of this build's index: the SHA-256 of its tantivy schema. Any change of the
/// schema changes it.
pub fn layout() -> String {
    hex::encode(Sha256::digest(OfferIndex::layout().as_bytes()))
}

fn archive_key(id: &str) -> String {
    format!("{PREFIX}/{id}/index.zip")
}

fn manifest_key(id: &str) -> String {
    format!("{PREFIX}/{id}/manifest.json")
}

/// Whether `id` is one `publish` gives (`20261203T033012Z-1a2b3c4d`): nothing else is read
/// from the pointer.
fn is_snapshot_id(id: &str) -> bool {
    id.len() == 25 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// Whether `name` can be a file of a tantivy index directory: one plain name, no folder, no
/// way out of the directory it is unpacked into.
fn is_index_file_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 128
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

/// A directory removed when dropped, however the work in it ends.
struct Scratch(PathBuf);

impl Scratch {
    fn new(path: PathBuf) -> std::io::Result<Self> {
        if path.exists() {
            std::fs::remove_dir_all(&path)?;
        }
        std::fs::create_dir_all(&path)?;
        Ok(Self(path))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Packs every file of `dir` into a new uncompressed ZIP at `archive`; returns its size and
/// SHA-256, read back from the disk.
fn pack(dir: &Path, archive: &Path) -> anyhow::Result<(u64, String)> {
    use zip::{write::SimpleFileOptions, CompressionMethod, ZipWriter};
    let mut zip = ZipWriter::new(std::fs::File::create(archive)?);
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Stored)
        .large_file(true);
    let mut names: Vec<String> = std::fs::read_dir(dir)?
        .map(|entry| Ok(entry?.file_name().to_string_lossy().into_owned()))
        .collect::<std::io::Result<_>>()?;
    names.sort();
    for name in names {
        zip.start_file(name.as_str(), options)?;
        std::io::copy(&mut std::fs::File::open(dir.join(&name))?, &mut zip)?;
    }
    zip.finish()?.sync_all()?;
    let mut hasher = Sha256::new();
    let size = std::io::copy(&mut std::fs::File::open(archive)?, &mut hasher)?;
    Ok((size, hex::encode(hasher.finalize())))
}

/// Unpacks `archive` into the empty directory `dir`: plain files with index file names only
/// (an entry with a folder, `..`, a link or an odd name fails the whole archive), each no
/// larger than the archive itself.
fn unpack(archive: &Path, dir: &Path) -> anyhow::Result<()> {
    let size = std::fs::metadata(archive)?.len();
    let mut zip = zip::ZipArchive::new(std::fs::File::open(archive)?)?;
    anyhow::ensure!(zip.len() <= MAX_FILES, "too many files in the archive");
    for i in 0..zip.len() {
        let mut entry = zip.by_index(i)?;
        let name = entry.name()?.into_owned();
        anyhow::ensure!(
            entry.is_file() && !entry.is_symlink() && is_index_file_name(&name),
            "not an index file: {name:?}"
        );
        anyhow::ensure!(entry.size() <= size, "{name}: larger than the archive");
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(dir.join(&name))?;
        let written = std::io::copy(&mut std::io::Read::take(&mut entry, size), &mut file)?;
        anyhow::ensure!(written == entry.size(), "{name}: not the size it says");
        file.sync_all()?;
    }
    Ok(())
}

/// The newest snapshot's id and manifest, `None` if none was published.
pub async fn latest(storage: &Storage) -> anyhow::Result<Option<(String, Manifest)>> {
    let Some(pointer) = storage.get_object(LATEST, MAX_SMALL_OBJECT).await? else {
        return Ok(None);
    };
    let id = String::from_utf8(pointer)
        .ok()
        .map(|id| id.trim().to_owned())
        .filter(|id| is_snapshot_id(id))
        .context("LATEST does not name a snapshot")?;
    let manifest = storage
        .get_object(&manifest_key(&id), MAX_SMALL_OBJECT)
        .await?
        .with_context(|| format!("snapshot {id} has no manifest"))?;
    let manifest: Manifest = serde_json::from_slice(&manifest)
        .with_context(|| format!("snapshot {id}: unreadable manifest"))?;
    Ok(Some((id, manifest)))
}

impl Search {
    /// Publishes this instance's index as a new snapshot, unless one younger than
    /// [`FRESH_FOR`] exists (`force`: publish anyway). The copy is taken under the writer
    /// lock, so the index and the recorded position agree; packing and uploading happen
    /// after, while the index goes on. Returns the manifest published, `None` if skipped.
    pub async fn publish_snapshot(
        &self,
        storage: &Storage,
        force: bool,
    ) -> anyhow::Result<Option<Manifest>> {
        if !force {
            if let Ok(Some((_, newest))) = latest(storage).await {
                if Utc::now() - newest.created_at < FRESH_FOR {
                    return Ok(None);
                }
            }
        }
        let scratch = Scratch::new(self.dir.join("snapshot-staging"))?;
        let files = scratch.0.join("files");
        std::fs::create_dir_all(&files)?;
        let (position, offers) = {
            let _writer = self.writer.lock().await;
            let live = self.live.clone();
            let target = files.clone();
            let offers =
                tokio::task::spawn_blocking(move || live.link_current_to(&target)).await??;
            (self.progress(), offers)
        };
        let archive = scratch.0.join("index.zip");
        let (size, sha256) = {
            let (files, archive) = (files.clone(), archive.clone());
            tokio::task::spawn_blocking(move || pack(&files, &archive)).await??
        };
        let created_at = Utc::now();
        let id = format!(
            "{}-{}",
            created_at.format("%Y%m%dT%H%M%SZ"),
            &uuid::Uuid::new_v4().simple().to_string()[..8]
        );
        let manifest = Manifest {
            format: FORMAT,
            layout: layout(),
            position: position.to_string(),
            sha256,
            size,
            offers,
            created_at,
        };
        storage.upload_file(&archive_key(&id), &archive).await?;
        storage
            .put_object(&manifest_key(&id), serde_json::to_vec_pretty(&manifest)?)
            .await?;
        storage.put_object(LATEST, id.clone().into_bytes()).await?;
        prune(storage, &id).await?;
        Ok(Some(manifest))
    }

    /// Installs the latest snapshot into this (empty) index and records its position; the
    /// cards are the caller's. An error says why it was not installed (the index is then
    /// as it was).
    pub(super) async fn install_latest_snapshot(
        &self,
        storage: &Storage,
    ) -> anyhow::Result<Manifest> {
        let (id, manifest) = latest(storage)
            .await?
            .context("no snapshot was published")?;
        anyhow::ensure!(
            manifest.format == FORMAT && manifest.layout == layout(),
            "snapshot {id} is of another index layout"
        );
        anyhow::ensure!(manifest.size <= MAX_ARCHIVE, "snapshot {id} is too large");
        let position: OutboxPosition = manifest
            .position
            .parse()
            .map_err(|()| anyhow::anyhow!("snapshot {id}: unreadable position"))?;
        let scratch = Scratch::new(self.dir.join("snapshot-download"))?;
        let archive = scratch.0.join("index.zip");
        let (size, sha256) = storage
            .download_file(&archive_key(&id), &archive, manifest.size)
            .await?
            .with_context(|| format!("snapshot {id} has no archive"))?;
        anyhow::ensure!(
            size == manifest.size && hex::encode(sha256) == manifest.sha256,
            "snapshot {id}: the archive is not the one its manifest describes"
        );
        let _writer = self.writer.lock().await;
        let live = self.live.clone();
        let offers = tokio::task::spawn_blocking(move || {
            live.install(|dir| {
                unpack(&archive, dir).map_err(|e| IndexError::Io(std::io::Error::other(e)))
            })
        })
        .await??;
        anyhow::ensure!(
            offers == manifest.offers,
            "snapshot {id}: {offers} offers, its manifest says {}",
            manifest.offers
        );
        self.record_progress(position)
            .map_err(|error| anyhow::anyhow!("{error:?}"))?;
        drop(scratch);
        Ok(manifest)
    }
}

/// Deletes every snapshot but the [`KEEP`] newest (and `keep`, just published).
async fn prune(storage: &Storage, keep: &str) -> anyhow::Result<()> {
    let keys = storage.list_keys(PREFIX).await?;
    let mut ids: Vec<&str> = keys
        .iter()
        .filter_map(|key| key.strip_prefix(&format!("{PREFIX}/"))?.split_once('/'))
        .map(|(id, _)| id)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let old = ids.len().saturating_sub(KEEP);
    for id in ids.into_iter().take(old).filter(|id| *id != keep) {
        for key in keys
            .iter()
            .filter(|key| key.starts_with(&format!("{PREFIX}/{id}/")))
        {
            storage.delete_object(key).await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_index_file_names_are_unpacked() {
        for good in [
            "meta.json",
            "0f3a9c2e4b1d4e6f8a7b9c0d1e2f3a4b.idx",
            "a.12.del",
        ] {
            assert!(is_index_file_name(good), "{good}");
        }
        for bad in [
            "",
            "../meta.json",
            "a/b.idx",
            "/etc/passwd",
            ".managed.json",
            "..",
            "a\\b",
        ] {
            assert!(!is_index_file_name(bad), "{bad}");
        }
        assert!(is_snapshot_id("20261203T033012Z-1a2b3c4d"));
        assert!(!is_snapshot_id("../../../etc/passwd-aaaaaa"));
    }
}
