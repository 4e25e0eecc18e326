//! The image pipeline (`ensemblier_images`: decode under limits, orient, resize, re-encode)
//! run the way password hashing runs: on the blocking pool, a bounded number at once in the
//! process, so photographs being processed never hold the async workers and never take more
//! memory than a few decoders' limits (docs/book.md, "Images").

use std::sync::LazyLock;

use tokio::sync::{Semaphore, SemaphorePermit};

pub use ensemblier_images::{Processed, Refusal, Rendition, MAX_PIXELS, WIDTHS};

use super::{FileKind, Storage};
use crate::error::{AppError, AppResult, ErrorCode};

/// Images processed at once in this process: one per core. Each may hold a decoder's
/// `MAX_ALLOC` (170 MiB) and its renditions, so memory stays near cores × 250 MiB at worst.
pub fn max_concurrent_images() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// One process-wide queue: it guards the machine's cores and memory, not a setting.
static PROCESSING: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(max_concurrent_images()));

/// The decoded pixels held at once, in MiB (four bytes a pixel, counted from the header before
/// decoding): one photograph of 40 MP (153 MiB) at a time, three of 12 MP. Two of 40 MP at once
/// would take the server past 400 MB (benches/README.md, "Hostile requests").
const DECODED_MIB: u32 = 160;
static DECODED: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(DECODED_MIB as usize));

/// Image uploads read and processed at once: their bodies (up to 15 MB each) wait in the
/// client and the kernel, not in this process's memory.
static UPLOADS: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(max_concurrent_images()));

/// A place among the image uploads being read and processed; taken before the body is read.
pub async fn upload_turn() -> AppResult<SemaphorePermit<'static>> {
    UPLOADS.acquire().await.map_err(AppError::internal)
}

/// What decoding `bytes` will hold, in MiB of `DECODED` (at least 1, at most all of it).
fn decoded_mib(bytes: &[u8]) -> u32 {
    let pixels = ensemblier_images::dimensions(bytes)
        .map_or(0, |(width, height)| u64::from(width) * u64::from(height));
    let mib = (pixels * 4).div_ceil(1024 * 1024);
    u32::try_from(mib).unwrap_or(u32::MAX).clamp(1, DECODED_MIB)
}

/// `bytes` (an upload, never kept) as its stored renditions, or a French refusal naming the
/// formats that work.
pub async fn process(bytes: Vec<u8>) -> AppResult<Processed> {
    let _memory = DECODED
        .acquire_many(decoded_mib(&bytes))
        .await
        .map_err(AppError::internal)?;
    let _place = PROCESSING.acquire().await.map_err(AppError::internal)?;
    tokio::task::spawn_blocking(move || {
        let processed = ensemblier_images::process(&bytes);
        drop(bytes);
        // This thread may allocate nothing for a while: its freed pixels go back now.
        ensemblier_allocator::give_back_freed_memory();
        processed
    })
    .await
    .map_err(AppError::internal)?
    .map_err(refused)
}

/// Which rendition of an upload is kept when one file stands for it (a logo, an image of the
/// back-office's content, served under their old routes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The narrowest (480 px, or the picture's own width when narrower): a logo.
    Narrowest,
    /// The widest (1600 px at most): a post's or a testimonial's image.
    Widest,
}

/// An image that one file stands for: at most `rule.max_bytes` uploaded, then through the
/// same pipeline as the book's (decoded under limits, upright, re-encoded: no metadata
/// survives), kept as one WebP rendition (alpha kept, for logos). Replaces the header
/// checks of `files::check` for logos and the back-office's images (docs/company-works.md,
/// "Logos and the back-office's images").
pub async fn single(
    bytes: &[u8],
    rule: &super::check::ImageRule,
    kept: Kept,
) -> AppResult<Vec<u8>> {
    if bytes.len() > rule.max_bytes {
        return Err(AppError::TooLarge(format!(
            "{} a une taille supérieure à {}.",
            rule.what, rule.max_label
        )));
    }
    let mut processed = process(bytes.to_vec()).await?;
    let rendition = match kept {
        Kept::Narrowest => processed.renditions.swap_remove(0),
        Kept::Widest => processed.renditions.pop().ok_or_else(|| {
            AppError::internal(anyhow::anyhow!("the pipeline returned no rendition"))
        })?,
    };
    Ok(rendition.webp)
}

/// One uploaded photograph of a book or a company's works (before processing; the original is
/// never kept).
pub const MAX_UPLOAD_BYTES: usize = 15 * 1024 * 1024;
pub const UPLOAD_TOO_LARGE: &str = "L'image a une taille supérieure à 15MB.";

/// An upload's renditions as stored: `<stem>w<width>.<webp|jpg>` for each of `widths`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Random, 128 bits, never reused.
    pub stem: String,
    pub widths: Vec<i32>,
    /// The widest rendition's size.
    pub width: i32,
    pub height: i32,
    /// Every rendition's bytes together (what a quota counts).
    pub bytes: i64,
}

/// Processes an upload (at most `MAX_UPLOAD_BYTES`) and stores its renditions as `kind` under a
/// new stem; on a failure, what was stored is removed again.
pub async fn store(storage: &Storage, kind: FileKind, bytes: Vec<u8>) -> AppResult<Stored> {
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(AppError::TooLarge(UPLOAD_TOO_LARGE.to_owned()));
    }
    let processed = process(bytes).await?;
    let largest = processed.largest();
    let stored = Stored {
        stem: uuid::Uuid::new_v4().simple().to_string(),
        widths: processed.renditions.iter().map(|r| int(r.width)).collect(),
        width: int(largest.width),
        height: int(largest.height),
        bytes: i64::try_from(processed.bytes()).unwrap_or(i64::MAX),
    };
    for rendition in processed.renditions {
        let saved = async {
            let webp = rendition_name(&stored.stem, rendition.width, "webp");
            storage.save_as(kind, &webp, rendition.webp).await?;
            let jpg = rendition_name(&stored.stem, rendition.width, "jpg");
            storage.save_as(kind, &jpg, rendition.jpeg).await
        }
        .await;
        if let Err(error) = saved {
            delete_renditions(storage, kind, &stored.stem, &stored.widths).await;
            return Err(error);
        }
    }
    Ok(stored)
}

/// Removes the stored renditions of `stem` (their rows are gone).
pub async fn delete_renditions(storage: &Storage, kind: FileKind, stem: &str, widths: &[i32]) {
    for width in widths {
        let width = u32::try_from(*width).unwrap_or_default();
        for extension in ["webp", "jpg"] {
            storage
                .delete(kind, &rendition_name(stem, width, extension))
                .await;
        }
    }
}

fn int(pixels: u32) -> i32 {
    i32::try_from(pixels).unwrap_or(i32::MAX)
}

/// A refusal of the pipeline as the user reads it.
pub fn refused(refusal: Refusal) -> AppError {
    AppError::invalid(ErrorCode::NotImage, refusal.message())
}

/// The name of one rendition in the store: `<stem>w<width>.<webp|jpg>`.
pub fn rendition_name(stem: &str, width: u32, extension: &str) -> String {
    format!("{stem}w{width}.{extension}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_upload_is_processed_off_the_workers_or_refused_in_french() {
        let photo = ensemblier_images::samples::jpeg_with_exif(600, 300, 1, true);
        let processed = process(photo).await.expect("processed");
        assert_eq!(processed.largest().width, 600);
        let bomb = ensemblier_images::samples::png_bomb(50_000, 50_000);
        let refusal = process(bomb).await.err().map(|e| e.message());
        assert_eq!(refusal.as_deref(), Some(Refusal::TooManyPixels.message()));
        assert!(rendition_name("ab", 480, "webp") == "abw480.webp");
    }

    #[test]
    fn an_upload_weighs_the_pixels_its_header_announces() {
        let small = ensemblier_images::samples::jpeg_with_exif(600, 300, 1, true);
        assert_eq!(decoded_mib(&small), 1);
        // 40 MP: 153 MiB, so one at a time; three of 12 MP go together.
        let forty = ensemblier_images::samples::png_bomb(7296, 5480);
        assert_eq!(decoded_mib(&forty), 153);
        assert!(2 * decoded_mib(&forty) > DECODED_MIB);
        let twelve = ensemblier_images::samples::png_bomb(4000, 3000);
        assert!(3 * decoded_mib(&twelve) <= DECODED_MIB);
        // A bomb waits for the whole budget (and is refused before decoding); garbage weighs 1.
        let bomb = ensemblier_images::samples::png_bomb(50_000, 50_000);
        assert_eq!(decoded_mib(&bomb), DECODED_MIB);
        assert_eq!(decoded_mib(b"not an image"), 1);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_logo_is_one_webp_of_its_narrowest_width_without_metadata() {
        let photo = ensemblier_images::samples::jpeg_with_exif(2000, 1000, 1, true);
        let rule = super::super::check::ImageRule {
            max_bytes: 5 * 1024 * 1024,
            ..super::super::check::LOGO
        };
        let webp = single(&photo, &rule, Kept::Narrowest).await.expect("logo");
        assert!(webp.starts_with(b"RIFF") && &webp[8..12] == b"WEBP");
        assert!(!webp.windows(4).any(|w| w == b"Exif"));
        let bomb = ensemblier_images::samples::png_bomb(50_000, 50_000);
        assert!(single(&bomb, &super::super::check::LOGO, Kept::Widest)
            .await
            .is_err());
    }
}
