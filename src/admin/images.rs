//! Images of the back-office's content: a post's featured image, a partner's logo, a
//! testimonial's photo. Uploaded first (checked by `files::check`, the one image check, and
//! stored like logos, public at `/uploads/images/<name>`), then named by the record's form.

use super::Staff;
use crate::{
    error::{AppError, AppResult, ErrorCode},
    files::{check, FileKind, Storage},
};

/// Where the stored images are served.
pub const PATH_PREFIX: &str = "/uploads/images/";

pub const UNKNOWN_IMAGE: &str = "L'image choisie est introuvable : envoyez-la à nouveau.";

/// Checks and stores an image; returns its public path.
pub async fn upload(storage: &Storage, _staff: &Staff, bytes: &[u8]) -> AppResult<String> {
    let image = check::checked_image(bytes, &check::CONTENT_IMAGE)?;
    let name = storage
        .save(FileKind::Image, bytes, image.extension)
        .await?;
    Ok(format!("{PATH_PREFIX}{name}"))
}

/// The image path a record may be saved with: none (empty), the one it has already (the
/// demo content's `/images/…` paths stay valid), or an image uploaded here that exists.
pub fn checked_path(
    storage: &Storage,
    wanted: Option<&str>,
    current: Option<&str>,
) -> AppResult<Option<String>> {
    let Some(wanted) = wanted.map(str::trim).filter(|p| !p.is_empty()) else {
        return Ok(None);
    };
    let uploaded = wanted
        .strip_prefix(PATH_PREFIX)
        .is_some_and(|name| storage.path(FileKind::Image, name).is_some());
    if Some(wanted) == current || uploaded {
        Ok(Some(wanted.to_owned()))
    } else {
        Err(AppError::invalid(ErrorCode::UnknownImage, UNKNOWN_IMAGE))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_current_path_or_an_uploaded_image_is_accepted() {
        let dir = tempfile::tempdir().expect("temp dir");
        let storage = Storage::new(dir.path());
        let current = Some("/images/posts/a.svg");
        assert_eq!(checked_path(&storage, Some(" "), current).ok(), Some(None));
        assert_eq!(
            checked_path(&storage, current, current).ok(),
            Some(current.map(str::to_owned))
        );
        for other in [
            "/images/posts/b.svg",
            "/uploads/images/missing.png",
            "/uploads/images/../logos/x.png",
            "https://example.org/x.png",
        ] {
            assert!(
                checked_path(&storage, Some(other), current).is_err(),
                "{other}"
            );
        }
    }
}
