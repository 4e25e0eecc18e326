//! The image pipeline of every uploaded photograph (docs/book.md, "Images"): an upload is
//! never trusted nor kept. It is decoded by a real decoder under limits (pixels, memory),
//! turned upright by its EXIF orientation, resized to a few widths for `srcset`, and each
//! width re-encoded as lossy WebP and as JPEG (the fallback). What is stored is only what
//! the encoders wrote: no EXIF, no GPS, no XMP, no ICC profile, no comment.
//!
//! Synchronous and CPU-bound on purpose: the server runs it on the blocking pool, a bounded
//! number at once (`src/files/images.rs`).

use std::io::Cursor;

#[cfg(any(test, feature = "samples"))]
pub mod samples;

use fast_image_resize::{
    images::{Image, ImageRef},
    FilterType, PixelType, ResizeAlg, ResizeOptions, Resizer,
};
use image::{
    codecs::jpeg::JpegEncoder, metadata::Orientation, DynamicImage, ExtendedColorType,
    ImageDecoder, ImageFormat, ImageReader, Limits,
};

/// The most pixels an upload may have (40 megapixels), checked from its header before any
/// pixel is decoded.
pub const MAX_PIXELS: u64 = 40_000_000;
/// The longest side an upload may have (a panorama within `MAX_PIXELS`).
pub const MAX_SIDE: u32 = 30_000;
/// The most memory one decoder may allocate: a 40 MP photograph in 8-bit RGBA, and a little.
pub const MAX_ALLOC: u64 = 170 * 1024 * 1024;
/// The widths stored for `srcset`, in pixels; an image narrower than one is kept at its own
/// width (never enlarged).
pub const WIDTHS: [u32; 3] = [480, 960, 1600];
pub const JPEG_QUALITY: u8 = 82;
pub const WEBP_QUALITY: f32 = 78.0;

/// Why an upload is not an image we take. The messages name the formats that work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("HEIC")]
    Heic,
    #[error("format")]
    Format,
    #[error("pixels")]
    TooManyPixels,
    #[error("unreadable")]
    Unreadable,
    #[error("shape")]
    Shape,
}

impl Refusal {
    /// The refusal as the user reads it.
    pub fn message(self) -> &'static str {
        match self {
            Self::Heic => {
                "Les photos HEIC (format des iPhone) ne sont pas acceptées : envoyez-la en JPEG, \
                 PNG ou WebP (sur iPhone : Réglages › Appareil photo › Formats › « Le plus \
                 compatible »)."
            }
            Self::Format => {
                "Ce fichier n'est pas une image acceptée : envoyez une image JPEG, PNG ou WebP."
            }
            Self::TooManyPixels => {
                "L'image dépasse 40 mégapixels : réduisez-la avant de l'envoyer (JPEG, PNG ou \
                 WebP)."
            }
            Self::Shape => {
                "L'image est trop haute pour sa largeur : recadrez-la avant de l'envoyer (JPEG, \
                 PNG ou WebP)."
            }
            Self::Unreadable => {
                "L'image est illisible ou incomplète : envoyez un fichier JPEG, PNG ou WebP \
                 entier."
            }
        }
    }
}

/// One stored width: the same picture in WebP and in JPEG.
#[derive(Debug, Clone)]
pub struct Rendition {
    pub width: u32,
    pub height: u32,
    pub webp: Vec<u8>,
    pub jpeg: Vec<u8>,
}

impl Rendition {
    pub fn bytes(&self) -> usize {
        self.webp.len() + self.jpeg.len()
    }
}

/// What an upload becomes: its renditions, narrowest first (at least one).
#[derive(Debug, Clone)]
pub struct Processed {
    pub renditions: Vec<Rendition>,
}

impl Processed {
    pub fn bytes(&self) -> usize {
        self.renditions.iter().map(Rendition::bytes).sum()
    }

    /// The widest rendition (the upright picture's size as shown).
    pub fn largest(&self) -> &Rendition {
        // `process` never returns an empty list.
        &self.renditions[self.renditions.len() - 1]
    }
}

/// The format of `bytes`, read from them: JPEG, PNG or WebP, else why not.
pub fn format(bytes: &[u8]) -> Result<ImageFormat, Refusal> {
    if is_heic(bytes) {
        return Err(Refusal::Heic);
    }
    match image::guess_format(bytes) {
        Ok(format @ (ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)) => Ok(format),
        _ => Err(Refusal::Format),
    }
}

/// An ISO-BMFF file of the HEIF family (`ftyp` box with a HEIC/HEIF/AVIF brand).
fn is_heic(bytes: &[u8]) -> bool {
    bytes.get(4..8) == Some(b"ftyp")
        && bytes.get(8..12).is_some_and(|brand| {
            matches!(
                brand,
                b"heic"
                    | b"heix"
                    | b"hevc"
                    | b"hevx"
                    | b"heim"
                    | b"heis"
                    | b"mif1"
                    | b"msf1"
                    | b"avif"
            )
        })
}

/// The size `bytes` says it has, read from its header alone (no pixel is decoded); `None` when
/// it is no image this pipeline reads.
pub fn dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    let format = format(bytes).ok()?;
    ImageReader::with_format(Cursor::new(bytes), format)
        .into_dimensions()
        .ok()
}

/// Decodes `bytes` under the limits, upright, then renders every width.
pub fn process(bytes: &[u8]) -> Result<Processed, Refusal> {
    let picture = decode(bytes)?;
    let widest = widths_for(picture.width()).last().copied().unwrap_or(1);
    if scaled_height(picture.width(), picture.height(), widest) > MAX_WEBP_SIDE {
        return Err(Refusal::Shape);
    }
    Ok(render(picture))
}

/// WebP's own limit on a side.
const MAX_WEBP_SIDE: u32 = 16_383;

/// The upright picture of `bytes`, decoded under the limits.
pub fn decode(bytes: &[u8]) -> Result<DynamicImage, Refusal> {
    let format = format(bytes)?;
    if format == ImageFormat::Jpeg && !jpeg_is_complete(bytes) {
        // zune-jpeg pads a truncated scan with grey rather than failing.
        return Err(Refusal::Unreadable);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(Refusal::TooManyPixels);
    }
    if width == 0 || height == 0 {
        return Err(Refusal::Unreadable);
    }
    let orientation = decoder
        .exif_metadata()
        .ok()
        .flatten()
        .and_then(|exif| exif_orientation(&exif));
    let mut picture = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    if let Some(orientation) = orientation {
        picture.apply_orientation(orientation);
    }
    Ok(picture)
}

fn refusal(error: image::ImageError) -> Refusal {
    match error {
        image::ImageError::Limits(_) => Refusal::TooManyPixels,
        image::ImageError::Unsupported(_) => Refusal::Format,
        _ => Refusal::Unreadable,
    }
}

/// The `Orientation` tag of an EXIF block (TIFF bytes), read with kamadak-exif.
pub fn exif_orientation(exif: &[u8]) -> Option<Orientation> {
    let fields = exif::Reader::new().read_raw(exif.to_vec()).ok()?;
    let field = fields.get_field(exif::Tag::Orientation, exif::In::PRIMARY)?;
    let value = field.value.get_uint(0)?;
    Orientation::from_exif(u8::try_from(value).ok()?)
}

/// Whether a JPEG has its end-of-image marker after its first scan: the segments are walked
/// to the scan (an EXIF thumbnail has markers of its own inside its segment), then the
/// entropy-coded data, where a 0xFF byte is always escaped, must reach an EOI.
fn jpeg_is_complete(b: &[u8]) -> bool {
    let mut at = 2;
    loop {
        while b.get(at) == Some(&0xFF) && b.get(at + 1) == Some(&0xFF) {
            at += 1;
        }
        let (Some(0xFF), Some(&marker)) = (b.get(at), b.get(at + 1)) else {
            return false;
        };
        let Some(length) = b
            .get(at + 2..at + 4)
            .map(|l| usize::from(u16::from_be_bytes([l[0], l[1]])))
        else {
            return false;
        };
        if length < 2 {
            return false;
        }
        at += 2 + length;
        if marker == 0xDA {
            break;
        }
    }
    b.get(at..)
        .is_some_and(|scan| scan.windows(2).any(|w| w == [0xFF, 0xD9]))
}

/// The widths `width` is stored at: those of `WIDTHS` below it, and its own when it is below
/// the widest.
pub fn widths_for(width: u32) -> Vec<u32> {
    let mut widths: Vec<u32> = WIDTHS.iter().copied().filter(|w| *w < width).collect();
    if width <= WIDTHS[WIDTHS.len() - 1] {
        widths.push(width);
    } else if widths.len() < WIDTHS.len() {
        widths.push(WIDTHS[WIDTHS.len() - 1]);
    }
    widths
}

/// Renders the upright `picture` at its widths, widest first (each from the one above: the
/// big resize is done once), and returns them narrowest first.
fn render(picture: DynamicImage) -> Processed {
    let alpha = picture.color().has_alpha();
    let (mut width, mut height) = (picture.width(), picture.height());
    let (pixels, pixel_type) = if alpha {
        (picture.into_rgba8().into_raw(), PixelType::U8x4)
    } else {
        (picture.into_rgb8().into_raw(), PixelType::U8x3)
    };
    let mut current = pixels;
    let mut renditions = Vec::new();
    for target in widths_for(width).into_iter().rev() {
        if target != width {
            let target_height = scaled_height(width, height, target);
            current = resize(
                &current,
                (width, height),
                (target, target_height),
                pixel_type,
            );
            if current.is_empty() {
                break;
            }
            (width, height) = (target, target_height);
        }
        renditions.push(encode(&current, width, height, alpha));
    }
    renditions.reverse();
    Processed { renditions }
}

fn scaled_height(width: u32, height: u32, target: u32) -> u32 {
    let scaled = (u64::from(height) * u64::from(target) + u64::from(width) / 2) / u64::from(width);
    u32::try_from(scaled.max(1)).unwrap_or(u32::MAX)
}

fn resize(pixels: &[u8], from: (u32, u32), to: (u32, u32), pixel_type: PixelType) -> Vec<u8> {
    let mut target = Image::new(to.0, to.1, pixel_type);
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3));
    // The buffer is the picture's own (its size matches): neither call can fail here.
    let resized = ImageRef::new(from.0, from.1, pixels, pixel_type)
        .ok()
        .and_then(|source| Resizer::new().resize(&source, &mut target, &options).ok());
    match resized {
        Some(()) => target.into_vec(),
        None => Vec::new(),
    }
}

/// One width in both formats. The JPEG has no alpha: a transparent pixel turns white.
fn encode(pixels: &[u8], width: u32, height: u32, alpha: bool) -> Rendition {
    let encoder = if alpha {
        webp::Encoder::from_rgba(pixels, width, height)
    } else {
        webp::Encoder::from_rgb(pixels, width, height)
    };
    // Within WebP's sides (`process` checked them), encoding a buffer in memory succeeds.
    let webp = encoder
        .encode_simple(false, WEBP_QUALITY)
        .map(|memory| memory.to_vec())
        .unwrap_or_default();
    let rgb: std::borrow::Cow<'_, [u8]> = if alpha {
        std::borrow::Cow::Owned(
            pixels
                .chunks_exact(4)
                .flat_map(|p| {
                    let a = u16::from(p[3]);
                    let over = |c: u8| ((u16::from(c) * a + 255 * (255 - a)) / 255) as u8;
                    [over(p[0]), over(p[1]), over(p[2])]
                })
                .collect(),
        )
    } else {
        std::borrow::Cow::Borrowed(pixels)
    };
    let mut jpeg = Vec::new();
    // Writing to a Vec cannot fail but for dimensions the resizer already accepted.
    let _ = JpegEncoder::new_with_quality(&mut jpeg, JPEG_QUALITY).encode(
        &rgb,
        width,
        height,
        ExtendedColorType::Rgb8,
    );
    Rendition {
        width,
        height,
        webp,
        jpeg,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        let picture = image::RgbImage::from_fn(width, height, |x, y| {
            image::Rgb([(x % 256) as u8, (y % 256) as u8, 128])
        });
        let mut out = Vec::new();
        JpegEncoder::new_with_quality(&mut out, 90)
            .encode(&picture, width, height, ExtendedColorType::Rgb8)
            .expect("encode");
        out
    }

    #[test]
    fn widths_never_enlarge() {
        assert_eq!(widths_for(4000), vec![480, 960, 1600]);
        assert_eq!(widths_for(1200), vec![480, 960, 1200]);
        assert_eq!(widths_for(1600), vec![480, 960, 1600]);
        assert_eq!(widths_for(300), vec![300]);
    }

    #[test]
    fn a_photograph_is_rendered_at_each_width_in_both_formats() {
        let processed = process(&jpeg(2000, 1000)).expect("processed");
        let sizes: Vec<_> = processed
            .renditions
            .iter()
            .map(|r| (r.width, r.height))
            .collect();
        assert_eq!(sizes, vec![(480, 240), (960, 480), (1600, 800)]);
        for rendition in &processed.renditions {
            assert!(rendition.webp.starts_with(b"RIFF"));
            assert!(rendition.jpeg.starts_with(&[0xFF, 0xD8]));
            let back = image::load_from_memory(&rendition.webp).expect("webp decodes");
            assert_eq!(back.width(), rendition.width);
        }
    }

    #[test]
    fn truncated_heic_and_other_files_are_refused() {
        let whole = jpeg(64, 64);
        assert!(process(&whole).is_ok());
        assert_eq!(
            process(&whole[..whole.len() / 2]).err(),
            Some(Refusal::Unreadable)
        );
        let mut heic = vec![0, 0, 0, 24];
        heic.extend(b"ftypheic\0\0\0\0mif1heic");
        assert_eq!(process(&heic).err(), Some(Refusal::Heic));
        assert_eq!(process(b"GIF89a....").err(), Some(Refusal::Format));
        assert_eq!(process(b"<svg/>").err(), Some(Refusal::Format));
        assert_eq!(process(&jpeg(8, 20_000)).err(), Some(Refusal::Shape));
    }

    #[test]
    fn a_decompression_bomb_is_refused_before_decoding() {
        for (w, h) in [(50_000, 50_000), (7_000, 7_000), (29_000, 2_000)] {
            let png = samples::png_bomb(w, h);
            assert_eq!(
                process(&png).err(),
                Some(Refusal::TooManyPixels),
                "{w} × {h}"
            );
        }
    }

    #[test]
    fn the_camera_orientation_is_applied_and_no_metadata_is_kept() {
        let photo = samples::jpeg_with_exif(200, 100, 6, true);
        let fields = exif::Reader::new()
            .read_from_container(&mut Cursor::new(&photo))
            .expect("the sample carries EXIF");
        assert!(fields
            .get_field(exif::Tag::GPSLatitude, exif::In::PRIMARY)
            .is_some());
        let processed = process(&photo).expect("processed");
        let stored = processed.largest();
        assert_eq!((stored.width, stored.height), (100, 200), "turned upright");
        for bytes in [&stored.jpeg, &stored.webp] {
            assert!(exif::Reader::new()
                .read_from_container(&mut Cursor::new(bytes))
                .is_err());
        }
    }
}
