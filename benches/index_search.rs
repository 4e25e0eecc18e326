//! Benches of the search index (`ensemblier-index`) on synthetic French offers.
//!
//! `cargo bench -p ensemblier-index` builds one index of 100,000 offers in a temporary
//! directory (`ENSEMBLIER_BENCH_OFFERS=1000000` for a million), prints the build time, the size
//! on disk and the p50/p99 latency of 2,000 varied searches of each kind, then runs the
//! criterion benches:
//! - `search/first page`: keywords + one place + two ticked filter groups, with facet counts;
//! - `search/page 20`: one keyword, no other condition, the 20th page by cursor;
//! - `search/all offers`: no condition at all (the search page as it opens), first page;
//! - `search/first page, by pay`: the first pages in the order « Salaire »;
//! - `build/fresh index`: a whole fresh index (the nightly reindex), up to 200,000 offers.
//!
//! To compare changes to the search at a million offers without rebuilding each time,
//! `ENSEMBLIER_BENCH_INDEX_DIR=/some/dir` keeps the index there and reopens it when it holds
//! the same number of offers (delete it after a change to what is indexed).
//! `ENSEMBLIER_BENCH_ONLY=keyword` times only the kinds of search whose label holds that text.

use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use ensemblier_index::synthetic::{self, NOW};
use ensemblier_index::{Near, OfferDocument, OfferIndex, OfferQuery, Sort};

const SEED: u64 = 42;
const TIMED_QUERIES: usize = 2_000;
const PAGE_20: &str = "one keyword, page 20";

fn offer_count() -> usize {
    std::env::var("ENSEMBLIER_BENCH_OFFERS")
        .ok()
        .and_then(|n| n.replace('_', "").parse().ok())
        .unwrap_or(100_000)
}

fn size_on_disk(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| match entry.metadata() {
                    Ok(meta) if meta.is_dir() => size_on_disk(&entry.path()),
                    Ok(meta) => meta.len(),
                    Err(_) => 0,
                })
                .sum()
        })
        .unwrap_or(0)
}

fn resident_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|line| line.starts_with("VmRSS"))
                .map(|line| {
                    line.split_whitespace()
                        .skip(1)
                        .collect::<Vec<_>>()
                        .join(" ")
                })
        })
        .unwrap_or_else(|| "unknown".to_owned())
}

/// Whether this kind of search is timed (see `ENSEMBLIER_BENCH_ONLY`).
fn wanted(label: &str) -> bool {
    std::env::var("ENSEMBLIER_BENCH_ONLY").map_or(true, |only| label.contains(only.as_str()))
}

/// The CPU time this thread has had (Linux: the scheduler's count), or zero where unknown.
/// The kernel may count it by clock tick (4 ms on the project's VM): only a mean over many
/// searches is meaningful, not one search's.
fn thread_cpu_time() -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|stat| stat.split_whitespace().next()?.parse().ok())
        .map_or(Duration::ZERO, Duration::from_nanos)
}

/// "p50 …, p90 …, p99 …, max …, mean …" of `times`.
fn summary(mut times: Vec<Duration>) -> String {
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    format!(
        "p50 {:?}, p90 {:?}, p99 {:?}, max {:?}, mean {:?}",
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0),
        mean
    )
}

/// Times each search twice and prints percentiles of the wall clock of the second pass, and
/// the mean CPU time of a search: on a machine shared with other work, the wall clock counts
/// the time a search waited for a core; the CPU time does not. The first pass (the first time
/// each search runs: the segment has not yet kept the bitsets of its common terms, see
/// `index/src/sets.rs`) is printed too, as `first run`.
fn percentiles(label: &str, index: &OfferIndex, queries: &[OfferQuery]) {
    if !wanted(label) {
        return;
    }
    let timed = |query: &OfferQuery| {
        let cpu = thread_cpu_time();
        let start = Instant::now();
        let page = index.search(query, NOW).expect("a search");
        let elapsed = start.elapsed();
        let cpu = thread_cpu_time().saturating_sub(cpu);
        (elapsed, cpu, page.total)
    };
    let first_run: Vec<Duration> = queries.iter().map(|query| timed(query).0).collect();
    let mut totals = 0;
    let (wall, cpu): (Vec<Duration>, Vec<Duration>) = queries
        .iter()
        .map(|query| {
            let (elapsed, cpu, total) = timed(query);
            totals += total;
            (elapsed, cpu)
        })
        .unzip();
    println!(
        "{label}: {} searches, {} (mean total {} offers); mean CPU time {:?}; first run {}",
        wall.len(),
        summary(wall),
        totals / queries.len() as u64,
        cpu.iter().sum::<Duration>() / cpu.len() as u32,
        summary(first_run),
    );
}

/// What a candidate has typed in « Quel job ? » on her way to each search's words: 2 to 7
/// letters of its first word, and the same with a typo (see `synthetic::misspell`).
fn typed_prefixes(queries: &[OfferQuery]) -> Vec<String> {
    queries
        .iter()
        .filter_map(|query| query.terms.split_whitespace().next())
        .enumerate()
        .map(|(i, word)| {
            let letters: String = word.chars().take(2 + i % 6).collect();
            if i % 4 == 3 {
                synthetic::misspell(word).chars().take(6).collect()
            } else {
                letters
            }
        })
        .collect()
}

/// The percentiles of the suggestions for each of `typed`, as `percentiles` prints them.
fn suggest_percentiles(index: &OfferIndex, typed: &[String]) {
    let label = "suggestions as you type";
    if !wanted(label) {
        return;
    }
    let timed = |text: &String| {
        let cpu = thread_cpu_time();
        let start = Instant::now();
        let shown = index.suggest(text, NOW, 8).expect("suggestions").len();
        (
            start.elapsed(),
            thread_cpu_time().saturating_sub(cpu),
            shown,
        )
    };
    let first_run: Vec<Duration> = typed.iter().map(|text| timed(text).0).collect();
    let mut shown = 0;
    let (wall, cpu): (Vec<Duration>, Vec<Duration>) = typed
        .iter()
        .map(|text| {
            let (elapsed, cpu, count) = timed(text);
            shown += count;
            (elapsed, cpu)
        })
        .unzip();
    println!(
        "{label}: {} texts, {} (mean {} shown); mean CPU time {:?}; first run {}",
        wall.len(),
        summary(wall),
        shown / typed.len(),
        cpu.iter().sum::<Duration>() / cpu.len() as u32,
        summary(first_run),
    );
}

/// The search at its 20th page: each query with the cursor that ends page 19.
fn at_page_20(index: &OfferIndex, query: &OfferQuery) -> Option<OfferQuery> {
    let mut query = query.clone();
    for _ in 1..20 {
        let page = index.search(&query, NOW).expect("a page");
        if !page.has_next_page {
            return None;
        }
        query.after = page.end_cursor;
    }
    Some(query)
}

/// The bench's index: reopened from `ENSEMBLIER_BENCH_INDEX_DIR` when it holds `count`
/// offers, else built fresh (there, or in a temporary directory dropped at the end).
fn bench_index(count: usize) -> (OfferIndex, Option<tempfile::TempDir>) {
    let kept = std::env::var_os("ENSEMBLIER_BENCH_INDEX_DIR").map(std::path::PathBuf::from);
    if let Some(dir) = &kept {
        if dir.join("meta.json").exists() {
            let index = OfferIndex::open_or_create(dir).expect("the kept index");
            if index.len() == count as u64 {
                println!(
                    "reopened the index of {count} offers kept in {}",
                    dir.display()
                );
                return (index, None);
            }
            drop(index);
            std::fs::remove_dir_all(dir).expect("remove the kept index");
        }
    }
    let temporary = match kept {
        Some(_) => None,
        None => Some(tempfile::tempdir().expect("a temporary directory")),
    };
    let dir = kept.unwrap_or_else(|| {
        temporary
            .as_ref()
            .expect("a directory")
            .path()
            .join("index")
    });
    let start = Instant::now();
    let index = OfferIndex::build_fresh(&dir, synthetic::offers(count, SEED)).expect("an index");
    println!(
        "built a fresh index of {count} offers in {:?}: {:.1} MB on disk",
        start.elapsed(),
        size_on_disk(&dir) as f64 / 1e6
    );
    (index, temporary)
}

fn benches(c: &mut Criterion) {
    let count = offer_count();
    let (index, _dir) = bench_index(count);

    let first_pages = synthetic::queries(TIMED_QUERIES, 7);
    let broad: Vec<OfferQuery> = first_pages
        .iter()
        .map(|query| OfferQuery {
            terms: query.terms.clone(),
            ..OfferQuery::default()
        })
        .collect();
    // Costly to find at a million offers: only when timed.
    let deep: Vec<OfferQuery> = if wanted(PAGE_20) {
        broad
            .iter()
            .take(200)
            .filter_map(|query| at_page_20(&index, query))
            .cycle()
            .take(TIMED_QUERIES)
            .collect()
    } else {
        Vec::new()
    };
    let everything = vec![OfferQuery::default(); TIMED_QUERIES];
    // The same first pages typed with a typo in each long word (two letters swapped).
    let misspelt: Vec<OfferQuery> = first_pages
        .iter()
        .map(|query| OfferQuery {
            terms: synthetic::misspell(&query.terms),
            ..query.clone()
        })
        .collect();
    // The same first pages within 50 km of Paris instead of their place.
    let (paris_latitude, paris_longitude) = synthetic::city_position(1);
    let around_paris: Vec<OfferQuery> = first_pages
        .iter()
        .map(|query| OfferQuery {
            places: Vec::new(),
            near: Some(Near::new(paris_latitude, paris_longitude, 50)),
            ..query.clone()
        })
        .collect();
    percentiles(
        "keywords + place + 2 facets, first page",
        &index,
        &first_pages,
    );
    percentiles(
        "misspelt keywords + place + 2 facets, first page",
        &index,
        &misspelt,
    );
    percentiles(
        "keywords + 50 km around Paris + 2 facets, first page",
        &index,
        &around_paris,
    );
    // The same searches in the two other orders (« Plus récentes », « Salaire »).
    let in_order = |queries: &[OfferQuery], sort: Sort| -> Vec<OfferQuery> {
        queries
            .iter()
            .map(|query| OfferQuery {
                sort,
                ..query.clone()
            })
            .collect()
    };
    let first_pages_by_pay = in_order(&first_pages, Sort::Pay);
    percentiles(
        "keywords + place + 2 facets, first page, newest first",
        &index,
        &in_order(&first_pages, Sort::Recent),
    );
    percentiles(
        "keywords + place + 2 facets, first page, best paid first",
        &index,
        &first_pages_by_pay,
    );
    percentiles(PAGE_20, &index, &deep);
    percentiles("one keyword, first page", &index, &broad);
    percentiles(
        "one keyword, first page, newest first",
        &index,
        &in_order(&broad, Sort::Recent),
    );
    percentiles(
        "one keyword, first page, best paid first",
        &index,
        &in_order(&broad, Sort::Pay),
    );
    percentiles("no condition, first page", &index, &everything);
    let typed = typed_prefixes(&first_pages);
    suggest_percentiles(&index, &typed);
    println!("bench process resident memory: {}", resident_memory());

    let mut search = c.benchmark_group("search");
    let mut i = 0;
    search.bench_function("first page", |b| {
        b.iter(|| {
            i = (i + 1) % first_pages.len();
            index.search(&first_pages[i], NOW).expect("a search")
        });
    });
    search.bench_function("first page, by pay", |b| {
        b.iter(|| {
            i = (i + 1) % first_pages_by_pay.len();
            index.search(&first_pages_by_pay[i], NOW).expect("a search")
        });
    });
    if !deep.is_empty() {
        search.bench_function("page 20", |b| {
            b.iter(|| {
                i = (i + 1) % deep.len();
                index.search(&deep[i], NOW).expect("a search")
            });
        });
    }
    search.bench_function("suggestions", |b| {
        b.iter(|| {
            i = (i + 1) % typed.len();
            index.suggest(&typed[i], NOW, 8).expect("suggestions")
        });
    });
    search.bench_function("all offers", |b| {
        b.iter(|| index.search(&everything[0], NOW).expect("a search"));
    });
    search.finish();

    if count <= 200_000 {
        let offers: Vec<OfferDocument> = synthetic::offers(count, SEED).collect();
        let mut build = c.benchmark_group("build");
        build
            .sample_size(10)
            .measurement_time(Duration::from_secs(60));
        build.bench_function("fresh index", |b| {
            b.iter_batched(
                || tempfile::tempdir().expect("a temporary directory"),
                |dir| {
                    let index =
                        OfferIndex::build_fresh(&dir.path().join("index"), offers.iter().cloned())
                            .expect("an index");
                    // Dropped after the timing.
                    (index, dir)
                },
                BatchSize::PerIteration,
            );
        });
        build.finish();
    }
}

criterion_group!(index_benches, benches);
criterion_main!(index_benches);
