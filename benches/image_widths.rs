//! A 12-megapixel photograph (4000 × 3000 JPEG) to its three stored widths, each in WebP and
//! JPEG: the whole work of one upload (`ensemblier_images::process`). Target: ≤ 400 ms of
//! CPU on a 2-core machine (issue 52); the pipeline is single-threaded, so wall time on an
//! idle machine is its CPU time. Before criterion's wall times it prints the CPU time of one
//! upload as the kernel counts it for this thread, which a busy machine inflates far less.
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

/// Nanoseconds this thread has run on a CPU (`/proc/thread-self/schedstat`, first field).
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|stat| stat.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The CPU and wall time of one upload, the median of `runs`.
fn cpu_per_upload(photo: &[u8], runs: usize) {
    let mut cpu = Vec::new();
    let mut wall = Vec::new();
    for _ in 0..runs {
        let (started_cpu, started) = (thread_cpu_ns(), std::time::Instant::now());
        black_box(ensemblier_images::process(black_box(photo)).expect("processed"));
        cpu.push(thread_cpu_ns() - started_cpu);
        wall.push(started.elapsed().as_nanos() as u64);
    }
    cpu.sort_unstable();
    wall.sort_unstable();
    println!(
        "one 12 MP upload: CPU {:.0} ms (min {:.0}), wall {:.0} ms, median of {runs}",
        cpu[runs / 2] as f64 / 1e6,
        cpu[0] as f64 / 1e6,
        wall[runs / 2] as f64 / 1e6
    );
}

fn bench(c: &mut Criterion) {
    let photo = photograph();
    cpu_per_upload(&photo, 7);
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
