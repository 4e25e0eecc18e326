//! Images of the back-office's content: a post's featured image, a partner's logo, a
//! testimonial's photo. Uploaded first (run through the image pipeline, `files::images::single`:
//! decoded under limits and re-encoded as one WebP of at most 1600 px wide, stored like logos,
//! public at `/uploads/images/<name>`), then named by the record's form. Images stored
//! before keep their names and stay served.

use crate::{
    access::Staff,
    error::{AppError, AppResult, ErrorCode},
    files::{check, images, FileKind, Storage},
};

/// Where the stored images are served.
pub const PATH_PREFIX: &str = "/uploads/images/";

pub const UNKNOWN_IMAGE: &str = "L'image choisie est introuvable : envoyez-la à nouveau.";

/// Checks and stores an image; returns its public path.
pub async fn upload(storage: &Storage, _staff: &Staff, bytes: &[u8]) -> AppResult<String> {
    let webp = images::single(bytes, &check::CONTENT_IMAGE, images::Kept::Widest).await?;
    let name = storage.save(FileKind::Image, &webp, "webp").await?;
    Ok(format!("{PATH_PREFIX}{name}"))
}

/// The image path a record may be saved with: none (empty), the one it has already (the
/// demo content's `/images/…` paths stay valid), or an image uploaded here that exists.
pub async fn checked_path(
    storage: &Storage,
    wanted: Option<&str>,
    current: Option<&str>,
) -> AppResult<Option<String>> {
    let Some(wanted) = wanted.map(str::trim).filter(|p| !p.is_empty()) else {
        return Ok(None);
    };
    if Some(wanted) == current {
        return Ok(Some(wanted.to_owned()));
    }
    let uploaded = match wanted.strip_prefix(PATH_PREFIX) {
        Some(name) => storage.exists(FileKind::Image, name).await?,
        None => false,
    };
    if uploaded {
        Ok(Some(wanted.to_owned()))
    } else {
        Err(AppError::invalid(ErrorCode::UnknownImage, UNKNOWN_IMAGE))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn only_the_current_path_or_an_uploaded_image_is_accepted() {
        let dir = tempfile::tempdir().expect("temp dir");
        let storage = Storage::local(dir.path()).expect("storage");
        let current = Some("/images/posts/a.svg");
        assert_eq!(
            checked_path(&storage, Some(" "), current).await.ok(),
            Some(None)
        );
        assert_eq!(
            checked_path(&storage, current, current).await.ok(),
            Some(current.map(str::to_owned))
        );
        for other in [
            "/images/posts/b.svg",
            "/uploads/images/missing.png",
            "/uploads/images/../logos/x.png",
            "https://example.org/x.png",
        ] {
            assert!(
                checked_path(&storage, Some(other), current).await.is_err(),
                "{other}"
            );
        }
    }
}
