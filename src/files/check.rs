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

/// A document a person sends (a CV, a letter, a message's attachment): at most
/// `MAX_DOCUMENT_BYTES`, a whole PDF. `what` names it in the refusal: « Le document n°1 ».
pub fn pdf_document(what: &str, file_name: &str, bytes: &[u8]) -> AppResult<()> {
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(AppError::invalid(
            ErrorCode::DocumentTooLarge,
            format!("{what} a une taille supérieure à 5MB."),
        ));
    }
    pdf(file_name, bytes)
}

/// The extension of a PNG, JPEG, GIF or WebP image; anything else (SVG included: it can
/// carry scripts) is not an image here.
fn image_kind(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("png")
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("jpg")
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some("gif")
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some("webp")
    } else {
        None
    }
}

/// What an uploaded image must be. Banner creatives are checked by their header here (type
/// read from the bytes, size, dimensions; an animated GIF stays as sent). Logos and the
/// back-office's images only take their size limit and words from here: they go through the
/// image pipeline (`files::images::single`), which decodes them under limits.
pub struct ImageRule {
    /// The field as the messages name it: « Le logo », « La bannière ».
    pub what: &'static str,
    pub max_bytes: usize,
    /// `max_bytes` as the message says it (« 2MB »).
    pub max_label: &'static str,
    pub dimensions: fn(u32, u32) -> bool,
    /// What `dimensions` asks, said to the user.
    pub dimensions_message: &'static str,
}

/// A logo: 2 MB uploaded, then the pipeline's limits (40 megapixels, a decoder's allocation).
pub const LOGO: ImageRule = ImageRule {
    what: "Le logo",
    max_bytes: MAX_LOGO_BYTES,
    max_label: "2MB",
    dimensions: |w, h| (1..=4000).contains(&w) && (1..=4000).contains(&h),
    dimensions_message: "Le logo doit mesurer au plus 4000 × 4000 pixels.",
};

/// An image of the back-office's content (a post's featured image, a partner's logo, a
/// testimonial's photo): like a logo.
pub const CONTENT_IMAGE: ImageRule = ImageRule {
    what: "L'image",
    max_bytes: MAX_LOGO_BYTES,
    max_label: "2MB",
    dimensions: |w, h| (1..=4000).contains(&w) && (1..=4000).contains(&h),
    dimensions_message: "L'image doit mesurer au plus 4000 × 4000 pixels.",
};

/// A checked image: its extension and size in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckedImage {
    pub extension: &'static str,
    pub width: u32,
    pub height: u32,
}

pub fn checked_image(bytes: &[u8], rule: &ImageRule) -> AppResult<CheckedImage> {
    if bytes.len() > rule.max_bytes {
        return Err(AppError::TooLarge(format!(
            "{} a une taille supérieure à {}.",
            rule.what, rule.max_label
        )));
    }
    let not_image = || {
        AppError::invalid(
            ErrorCode::NotImage,
            format!("{} doit être une image PNG, JPEG, GIF ou WebP.", rule.what),
        )
    };
    let extension = image_kind(bytes).ok_or_else(not_image)?;
    let (width, height) = dimensions(extension, bytes).ok_or_else(not_image)?;
    if !(rule.dimensions)(width, height) {
        return Err(AppError::invalid(
            ErrorCode::ImageDimensions,
            rule.dimensions_message,
        ));
    }
    Ok(CheckedImage {
        extension,
        width,
        height,
    })
}

fn be16(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(u16::from_be_bytes([
        *b.get(at)?,
        *b.get(at + 1)?,
    ])))
}

fn le16(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(u16::from_le_bytes([
        *b.get(at)?,
        *b.get(at + 1)?,
    ])))
}

fn le24(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes([
        *b.get(at)?,
        *b.get(at + 1)?,
        *b.get(at + 2)?,
        0,
    ]))
}

/// Width and height from the image's header, without decoding it.
fn dimensions(extension: &str, b: &[u8]) -> Option<(u32, u32)> {
    match extension {
        // IHDR is the first chunk: width and height as 32-bit big-endian at 16 and 20.
        "png" => {
            let w = u32::from_be_bytes(b.get(16..20)?.try_into().ok()?);
            let h = u32::from_be_bytes(b.get(20..24)?.try_into().ok()?);
            (&b[12..16] == b"IHDR").then_some((w, h))
        }
        "gif" => Some((le16(b, 6)?, le16(b, 8)?)),
        "webp" => match b.get(12..16)? {
            b"VP8 " => Some((le16(b, 26)? & 0x3FFF, le16(b, 28)? & 0x3FFF)),
            b"VP8L" => {
                let bits = u32::from_le_bytes(b.get(21..25)?.try_into().ok()?);
                Some(((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1))
            }
            b"VP8X" => Some((le24(b, 24)? + 1, le24(b, 27)? + 1)),
            _ => None,
        },
        // JPEG: walk the segments to the first start-of-frame marker.
        "jpg" => {
            let mut at = 2;
            loop {
                while *b.get(at)? == 0xFF && *b.get(at + 1)? == 0xFF {
                    at += 1;
                }
                if *b.get(at)? != 0xFF {
                    return None;
                }
                let marker = *b.get(at + 1)?;
                let length = be16(b, at + 2)? as usize;
                let is_frame =
                    (0xC0..=0xCF).contains(&marker) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
                if is_frame {
                    return Some((be16(b, at + 7)?, be16(b, at + 5)?));
                }
                if length < 2 {
                    return None;
                }
                at += 2 + length;
            }
        }
        _ => None,
    }
}

#[cfg(test)]
pub(crate) mod tests {
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

    /// A PNG header of `w` × `h` (enough for the checks, which never decode).
    pub fn png_header(w: u32, h: u32) -> Vec<u8> {
        let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        b.extend(w.to_be_bytes());
        b.extend(h.to_be_bytes());
        b.extend([8, 6, 0, 0, 0]);
        b
    }

    #[test]
    fn dimensions_are_read_from_every_kind_of_header() {
        let png = png_header(1200, 300);
        assert_eq!(dimensions("png", &png), Some((1200, 300)));
        let mut gif = b"GIF89a".to_vec();
        gif.extend([0xB0, 0x04, 0x2C, 0x01]);
        assert_eq!(dimensions("gif", &gif), Some((1200, 300)));
        // SOI, an APP0 segment of 16 bytes, then SOF0: precision, height, width.
        let mut jpg = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10];
        jpg.extend([0u8; 14]);
        jpg.extend([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x04, 0xB0]);
        assert_eq!(dimensions("jpg", &jpg), Some((1200, 300)));
        let mut webp = b"RIFF\0\0\0\0WEBPVP8X".to_vec();
        webp.extend([0u8; 8]);
        webp.extend([0xAF, 0x04, 0x00, 0x2B, 0x01, 0x00]);
        assert_eq!(dimensions("webp", &webp), Some((1200, 300)));
        assert_eq!(dimensions("jpg", &[0xFF, 0xD8, 0xFF]), None, "truncated");
    }

    #[test]
    fn the_logo_rule_bounds_size_type_and_dimensions() {
        assert!(checked_image(&png_header(400, 400), &LOGO).is_ok());
        let huge = checked_image(&png_header(40_000, 400), &LOGO);
        assert_eq!(
            huge.err().map(|e| e.code()),
            Some(ErrorCode::ImageDimensions)
        );
        let big = vec![0u8; MAX_LOGO_BYTES + 1];
        assert_eq!(
            checked_image(&big, &LOGO)
                .err()
                .map(|e| e.message())
                .as_deref(),
            Some("Le logo a une taille supérieure à 2MB.")
        );
        assert_eq!(
            checked_image(b"<svg/>", &LOGO).err().map(|e| e.code()),
            Some(ErrorCode::NotImage)
        );
    }

    #[test]
    fn images_are_recognised_by_their_bytes() {
        assert_eq!(image_kind(b"\x89PNG\r\n\x1a\n...."), Some("png"));
        assert_eq!(image_kind(&[0xFF, 0xD8, 0xFF, 0xE0]), Some("jpg"));
        assert_eq!(image_kind(b"RIFF\0\0\0\0WEBPVP8 "), Some("webp"));
        assert!(image_kind(b"<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>").is_none());
        assert!(image_kind(b"%PDF-1.4").is_none());
    }
}
