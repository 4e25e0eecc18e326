//! « Offres pour vous » (issue 56) from the index: `OfferIndex::recommend` on synthetic
//! offers (100,000 by default, `ENSEMBLIER_BENCH_OFFERS` to change), with candidates drawn
//! like real ones: two trades, ten applications and ten favourites (their titles and
//! positions), a pay floor, one or two towns with a radius of 20 to 50 km (none for a
//! fifth), a contract for half, fifty offers excluded (applied to, dismissed). It prints the
//! p50, p90 and p99 of 2,000 recommendations one by one, then criterion measures the same.
//! Target (issue 56): p99 ≤ 10 ms at 100,000 offers.

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use ensemblier_index::synthetic::{self, Rng, NOW};
use ensemblier_index::{
    Liking, LikingSource, Near, OfferDocument, OfferIndex, RecommendationQuery,
};

const SEED: u64 = 42;
const TIMED: usize = 2_000;

fn offer_count() -> usize {
    std::env::var("ENSEMBLIER_BENCH_OFFERS")
        .ok()
        .and_then(|n| n.replace('_', "").parse().ok())
        .unwrap_or(100_000)
}

/// Candidates, each from offers she may have applied to and saved.
fn candidates(count: usize, sample: &[OfferDocument], offers: u64) -> Vec<RecommendationQuery> {
    let mut rng = Rng::new(7);
    (0..count)
        .map(|_| {
            let pick = |rng: &mut Rng| sample[rng.below(sample.len() as u64) as usize].clone();
            let trades: Vec<OfferDocument> = (0..2).map(|_| pick(&mut rng)).collect();
            let mut likings: Vec<Liking> = trades
                .iter()
                .map(|offer| Liking {
                    text: offer.position_name.clone(),
                    source: LikingSource::Trades,
                })
                .collect();
            for source in [LikingSource::Applications, LikingSource::Favorites] {
                for _ in 0..10 {
                    let offer = pick(&mut rng);
                    likings.push(Liking {
                        text: format!("{} {}", offer.title, offer.position_name),
                        source,
                    });
                }
            }
            let circles = match rng.below(5) {
                0 => Vec::new(),
                n => (0..1 + n % 2)
                    .map(|_| {
                        let big = rng.chance(50);
                        let city = 1 + rng.below(if big { 3 } else { synthetic::CITIES });
                        let (latitude, longitude) = synthetic::city_position(city);
                        Near::new(latitude, longitude, 20 + rng.below(31) as u32)
                    })
                    .collect(),
            };
            RecommendationQuery {
                likings,
                positions: trades.iter().map(|offer| offer.position_ids[0]).collect(),
                min_pay: Some(20_000 + rng.below(26) as u32 * 1_000),
                circles,
                contracts: if rng.chance(50) { vec![1] } else { Vec::new() },
                excluded: (0..50).map(|_| 1 + rng.below(offers)).collect(),
                // The synthetic offers carry no start month: nothing to veto by it.
                available_month: None,
                first: 10,
            }
        })
        .collect()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p) as usize).min(sorted.len() - 1)]
}

fn bench(c: &mut Criterion) {
    let count = offer_count();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let started = Instant::now();
    let index = OfferIndex::build_fresh(dir.path(), synthetic::offers(count, SEED))
        .expect("the index builds");
    println!("built {count} offers in {:.1?}", started.elapsed());
    let sample: Vec<OfferDocument> = synthetic::offers(500, 99).collect();
    let queries = candidates(TIMED, &sample, count as u64);
    for query in queries.iter().take(50) {
        index.recommend(query, NOW).expect("recommends");
    }
    let mut times = Vec::with_capacity(TIMED);
    let mut shown = 0;
    for query in &queries {
        let started = Instant::now();
        shown += index.recommend(query, NOW).expect("recommends").len();
        times.push(started.elapsed());
    }
    times.sort_unstable();
    println!(
        "recommendations, {TIMED} candidates at {count} offers: p50 {:.2?}, p90 {:.2?}, p99 {:.2?} ({:.1} offers each)",
        percentile(&times, 0.50),
        percentile(&times, 0.90),
        percentile(&times, 0.99),
        shown as f64 / TIMED as f64,
    );
    let mut group = c.benchmark_group("recommend");
    let mut next = 0;
    group.bench_function("offers for you", |b| {
        b.iter(|| {
            next = (next + 1) % queries.len();
            index.recommend(&queries[next], NOW).expect("recommends")
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
