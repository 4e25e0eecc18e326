//! `ensemblier files migrate`: copies the files of a local `DATA_DIR/uploads` into the
//! configured store (the bucket), under the same `<kind>/<name>` keys. A file already there
//! with the same size is skipped, so a rerun (say, after an interruption) copies nothing twice.

use std::path::Path;

use anyhow::Context as _;
use bytes::Bytes;

use super::{is_stored_name, FileKind, Storage};

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Migrated {
    /// Files copied by this run.
    pub copied: u64,
    /// Files the store had already.
    pub present: u64,
}

/// Copies every stored file under `uploads` (a local `DATA_DIR/uploads`) into `target`.
/// Temporary files of an interrupted upload are not ours and stay behind. Stops at the
/// first error, which names the file.
pub async fn copy_local_uploads(uploads: &Path, target: &Storage) -> anyhow::Result<Migrated> {
    let mut migrated = Migrated::default();
    for kind in FileKind::ALL {
        let dir = uploads.join(kind.dir());
        let mut entries = match tokio::fs::read_dir(&dir).await {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            Err(error) => return Err(error).context(format!("cannot read {}", dir.display())),
        };
        while let Some(entry) = entries
            .next_entry()
            .await
            .with_context(|| format!("cannot read {}", dir.display()))?
        {
            let path = entry.path();
            let Some(name) = entry.file_name().to_str().map(str::to_owned) else {
                continue;
            };
            if !is_stored_name(&name) || !entry.file_type().await?.is_file() {
                continue;
            }
            let copied = copy_one(&path, kind, &name, target)
                .await
                .with_context(|| format!("{}", path.display()))?;
            if copied {
                migrated.copied += 1;
            } else {
                migrated.present += 1;
            }
        }
    }
    Ok(migrated)
}

/// Copies one file unless the store has it with the same size; whether it copied.
async fn copy_one(
    path: &Path,
    kind: FileKind,
    name: &str,
    target: &Storage,
) -> anyhow::Result<bool> {
    let key = Storage::key(kind, name).context("not a stored name")?;
    let size = tokio::fs::metadata(path).await?.len();
    if target.head(&key).await? == Some(size) {
        return Ok(false);
    }
    // Uploads are at most a few megabytes (`check::MAX_DOCUMENT_BYTES`): read whole.
    let bytes = tokio::fs::read(path).await?;
    target.put(&key, Bytes::from(bytes)).await?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_rerun_copies_nothing_twice_and_leaves_temporary_files_behind() {
        let (from, to) = (
            tempfile::tempdir().expect("dir"),
            tempfile::tempdir().expect("dir"),
        );
        let uploads = from.path().join("uploads");
        std::fs::create_dir_all(uploads.join("cv")).expect("cv dir");
        std::fs::create_dir_all(uploads.join("logos")).expect("logos dir");
        std::fs::write(uploads.join("cv/abc.pdf"), b"%PDF-1.4").expect("cv");
        std::fs::write(uploads.join("logos/def.png"), b"png").expect("logo");
        std::fs::write(uploads.join("cv/.ghi.pdf.part"), b"half").expect("partial");
        let target = Storage::local(to.path()).expect("target");
        assert_eq!(
            copy_local_uploads(&uploads, &target)
                .await
                .expect("first run"),
            Migrated {
                copied: 2,
                present: 0
            }
        );
        assert_eq!(
            target.size(FileKind::Logo, "def.png").await.ok(),
            Some(Some(3))
        );
        assert!(!to.path().join("uploads/cv/.ghi.pdf.part").exists());
        std::fs::write(uploads.join("cv/jkl.pdf"), b"%PDF-1.5").expect("a new cv");
        assert_eq!(
            copy_local_uploads(&uploads, &target).await.expect("rerun"),
            Migrated {
                copied: 1,
                present: 2
            }
        );
    }
}
