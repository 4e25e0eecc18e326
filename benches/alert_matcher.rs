//! The alert matcher (issue 16): 1,000 new offers against 100,000 realistic alerts (60 % with
//! keywords, most with one place, a third with a contract), and once against 1,000,000.
//! Targets: ≤ 1 s and ≤ 10 s (memory beyond the server's ≤ 500 MB). Figures in README.md.
//!
//! `cargo bench -p ensemblier-index --bench alert_matcher`

use std::time::Instant;

use criterion::{criterion_group, criterion_main, Criterion};
use ensemblier_index::synthetic::{self, NOW};
use ensemblier_index::{AlertMatcher, OfferDocument, OfferQuery};

fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|line| line.starts_with("VmRSS"))
                .and_then(|line| line.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn run(offers: &[OfferDocument], alerts: &[OfferQuery]) -> usize {
    let matcher = AlertMatcher::new(offers.iter().cloned(), NOW).expect("matcher");
    matcher
        .matches(alerts.iter().enumerate().map(|(i, q)| (i as u64, q)))
        .expect("matches")
        .len()
}

fn benches(c: &mut Criterion) {
    let offers: Vec<OfferDocument> = synthetic::offers(1_000, 42).collect();
    let alerts = synthetic::alerts(100_000, 7);
    let pairs = run(&offers, &alerts);
    println!("100,000 alerts × 1,000 offers: {pairs} pairs");
    // `ENSEMBLIER_MATCHER_RUNS=n`: n timed runs of the 100k case and their median, nothing
    // else (to compare two builds turn by turn on a shared machine).
    if let Some(runs) = std::env::var("ENSEMBLIER_MATCHER_RUNS")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
    {
        let mut times: Vec<f64> = (0..runs)
            .map(|_| {
                let started = Instant::now();
                run(&offers, &alerts);
                started.elapsed().as_secs_f64()
            })
            .collect();
        times.sort_by(f64::total_cmp);
        println!(
            "100,000 alerts × 1,000 offers, {runs} runs: min {:.3} s, median {:.3} s, max {:.3} s",
            times[0],
            times[runs / 2],
            times[runs - 1]
        );
        return;
    }
    let mut group = c.benchmark_group("alert_matcher");
    group.sample_size(10);
    group.bench_function("100k_alerts_1k_offers", |b| {
        b.iter(|| run(&offers, &alerts));
    });
    group.finish();

    let before = resident_kib();
    let million = synthetic::alerts(1_000_000, 8);
    let loaded = resident_kib();
    let started = Instant::now();
    let pairs = run(&offers, &million);
    let elapsed = started.elapsed();
    println!(
        "1,000,000 alerts × 1,000 offers: {pairs} pairs in {:.2} s; memory: {} MB for the alerts, {} MB peak RSS of the bench after matching",
        elapsed.as_secs_f64(),
        (loaded.saturating_sub(before)) / 1024,
        resident_kib() / 1024,
    );
}

criterion_group!(matcher, benches);
criterion_main!(matcher);
