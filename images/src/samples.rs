//! Images made for tests (feature `samples`): a photograph carrying EXIF with an orientation
//! and GPS coordinates, a decompression bomb's header. Written by hand so that no test reads
//! a file nobody can regenerate.

use image::{codecs::jpeg::JpegEncoder, ExtendedColorType};

/// A `width` × `height` JPEG (a gradient) whose EXIF block says `orientation` and, with
/// `gps`, where it was taken (48°51′N, the Louvre's latitude).
pub fn jpeg_with_exif(width: u32, height: u32, orientation: u16, gps: bool) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 128])
    });
    let mut plain = Vec::new();
    let _ = JpegEncoder::new_with_quality(&mut plain, 90).encode(
        &picture,
        width,
        height,
        ExtendedColorType::Rgb8,
    );
    let tiff = exif_block(orientation, gps);
    let mut segment = vec![0xFF, 0xE1];
    let length = u16::try_from(2 + 6 + tiff.len()).unwrap_or(u16::MAX);
    segment.extend(length.to_be_bytes());
    segment.extend(b"Exif\0\0");
    segment.extend(tiff);
    [&plain[..2], &segment[..], &plain[2..]].concat()
}

/// TIFF bytes (little-endian): IFD0 with Orientation and the GPS IFD's pointer, then the GPS
/// IFD with a latitude.
fn exif_block(orientation: u16, gps: bool) -> Vec<u8> {
    fn entry(out: &mut Vec<u8>, tag: u16, kind: u16, count: u32, value: [u8; 4]) {
        out.extend(tag.to_le_bytes());
        out.extend(kind.to_le_bytes());
        out.extend(count.to_le_bytes());
        out.extend(value);
    }
    let mut out = b"II\x2a\0\x08\0\0\0".to_vec();
    let entries: u16 = if gps { 2 } else { 1 };
    out.extend(entries.to_le_bytes());
    let o = orientation.to_le_bytes();
    entry(&mut out, 0x0112, 3, 1, [o[0], o[1], 0, 0]);
    if gps {
        entry(&mut out, 0x8825, 4, 1, 38u32.to_le_bytes());
    }
    out.extend(0u32.to_le_bytes());
    if gps {
        out.extend(2u16.to_le_bytes());
        entry(&mut out, 0x0001, 2, 2, *b"N\0\0\0");
        entry(&mut out, 0x0002, 5, 3, 68u32.to_le_bytes());
        out.extend(0u32.to_le_bytes());
        for (numerator, denominator) in [(48u32, 1u32), (51, 1), (0, 1)] {
            out.extend(numerator.to_le_bytes());
            out.extend(denominator.to_le_bytes());
        }
    }
    out
}

/// A genuine PNG header (checksums right) claiming `width` × `height` pixels, followed by a
/// few compressed bytes and the end: what a decompression bomb starts with.
pub fn png_bomb(width: u32, height: u32) -> Vec<u8> {
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = width.to_be_bytes().to_vec();
    header.extend(height.to_be_bytes());
    header.extend([8, 2, 0, 0, 0]);
    chunk(&mut png, b"IHDR", &header);
    // zlib: a stored empty block; the decoder never gets this far.
    chunk(
        &mut png,
        b"IDAT",
        &[0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0, 0, 0, 1],
    );
    chunk(&mut png, b"IEND", &[]);
    png
}

fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend(u32::try_from(data.len()).unwrap_or(0).to_be_bytes());
    let mut checked = kind.to_vec();
    checked.extend(data);
    png.extend(&checked);
    png.extend(crc32(&checked).to_be_bytes());
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for byte in bytes {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
