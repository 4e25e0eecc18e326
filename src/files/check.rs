//! Content checks of uploads: what a file is, read from its bytes.

use crate::error::{AppError, AppResult, ErrorCode};

/// 5 MB (5,242,880 bytes), the limit of every document a candidate sends.
pub const MAX_DOCUMENT_BYTES: usize = 5 * 1024 * 1024;
/// 2 MB for a company logo.
pub const MAX_LOGO_BYTES: usize = 2 * 1024 * 1024;

pub const ONLY_PDF: &str = "Merci de ne joindre que des documents au format PDF.";

/// A whole PDF: the `%PDF-` header, and the `%%EOF` marker near the end (a truncated
/// upload lacks it). The file name must end in `.pdf` too.
pub fn pdf(file_name: &str, bytes: &[u8]) -> AppResult<()> {
    let named_pdf = file_name.to_lowercase().ends_with(".pdf");
    let tail = &bytes[bytes.len().saturating_sub(1024)..];
    let complete = bytes.starts_with(b"%PDF-") && tail.windows(5).any(|w| w == b"%%EOF");
    if named_pdf && complete {
        Ok(())
    } else {
        Err(AppError::invalid(ErrorCode::NotPdf, ONLY_PDF))
    }
}

/// The extension of a PNG, JPEG, GIF or WebP image; anything else (SVG included: it can
/// carry scripts) is refused.
pub fn image(bytes: &[u8]) -> AppResult<&'static str> {
    let kind = if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        "png"
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        "jpg"
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        "gif"
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        "webp"
    } else {
        return Err(AppError::invalid(
            ErrorCode::NotImage,
            "Le logo doit être une image PNG, JPEG, GIF ou WebP.",
        ));
    };
    Ok(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PDF: &[u8] = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";

    #[test]
    fn a_real_pdf_named_pdf_is_accepted() {
        assert!(pdf("CV Léa.PDF", PDF).is_ok());
    }

    #[test]
    fn renamed_images_empty_truncated_or_misnamed_files_are_refused() {
        let png = b"\x89PNG\r\n\x1a\nrest";
        let cases: [(&str, &[u8]); 4] = [
            ("photo.pdf", png),
            ("vide.pdf", b""),
            ("tronque.pdf", &PDF[..20]),
            ("cv.docx", PDF),
        ];
        for (name, bytes) in cases {
            assert_eq!(
                pdf(name, bytes).err().map(|e| e.message()).as_deref(),
                Some(ONLY_PDF),
                "{name}"
            );
        }
    }

    #[test]
    fn images_are_recognised_by_their_bytes() {
        assert_eq!(image(b"\x89PNG\r\n\x1a\n....").ok(), Some("png"));
        assert_eq!(image(&[0xFF, 0xD8, 0xFF, 0xE0]).ok(), Some("jpg"));
        assert_eq!(image(b"RIFF\0\0\0\0WEBPVP8 ").ok(), Some("webp"));
        assert!(image(b"<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>").is_err());
        assert!(image(b"%PDF-1.4").is_err());
    }
}
