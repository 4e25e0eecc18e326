//! A 12-megapixel photograph (4000 × 3000 JPEG) to its three stored widths, each in WebP and
//! JPEG: the whole work of one upload (`ensemblier_images::process`). Target: ≤ 400 ms of
//! CPU on a 2-core machine (issue 52); the pipeline is single-threaded, so wall time on an
//! idle machine is its CPU time.
//!
//! `cargo bench -p ensemblier-images --bench image_widths`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use image::{codecs::jpeg::JpegEncoder, ExtendedColorType, RgbImage};

/// A photograph-like 12 MP JPEG: smooth gradients with grain (pure gradients compress, and
/// decode, unrealistically fast).
fn photograph() -> Vec<u8> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let picture = RgbImage::from_fn(4000, 3000, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let grain = (seed % 24) as u8;
        image::Rgb([
            ((x / 16) % 200) as u8 + grain,
            ((y / 12) % 200) as u8 + grain,
            (((x + y) / 28) % 200) as u8 + grain,
        ])
    });
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 90)
        .encode(&picture, 4000, 3000, ExtendedColorType::Rgb8)
        .expect("encode");
    out
}

fn bench(c: &mut Criterion) {
    let photo = photograph();
    let mut group = c.benchmark_group("image_widths");
    group.sample_size(10);
    group.bench_function("12 MP JPEG to 3 widths × (WebP + JPEG)", |b| {
        b.iter(|| ensemblier_images::process(black_box(&photo)).expect("processed"));
    });
    group.bench_function("decode only", |b| {
        b.iter(|| ensemblier_images::decode(black_box(&photo)).expect("decoded"));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
