//! Open-loop load at a fixed rate: the /emploi page's search (the UI's own document, varied
//! variables as in `search_ui.lua`) sent `rate` times a second for `seconds`, each request
//! timed from the moment it was due, so a stall counts for every request it delays
//! (no coordinated omission). wrk measures the most a server answers; this measures the
//! latency at the rate `design.md` sets (3,000 req/s), over 32 connections.
//!
//! Two draws of searches (`LOAD_SEARCHES`):
//! - `varied` (the default): as `search_ui.lua`, a few thousand distinct searches, so after a
//!   while most are answered from the server's page cache, as popular searches are;
//! - `rare`: words, a place among every region, department and the 2,000 biggest towns, and
//!   a contract, a salary band and a type each half of the time: millions of combinations, so
//!   a search seldom repeats and nearly every request goes through the index and the row cache.
//!
//! `cargo bench --bench load_paced -- URL RATE SECONDS` with `LOAD_UI_QUERY`, `LOAD_REGION`
//! and `LOAD_CONTRACT` set, and for `rare` the comma-separated ids `LOAD_REGIONS`,
//! `LOAD_DEPARTMENTS`, `LOAD_CITIES`, `LOAD_CONTRACTS`, `LOAD_SALARIES`, `LOAD_TYPES`
//! (benches/load/run.sh sets them).

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use serde_json::{json, Value};

/// Requests in flight at most, like wrk's connections: a request due while all are busy waits,
/// and its wait counts in its latency.
const CONNECTIONS: usize = 32;

/// The first seconds warm the server's row cache, as after any start: shown by window, left
/// out of the summary.
const WARMUP_SECONDS: usize = 10;

const WORDS: [&str; 30] = [
    "ebeniste",
    "tapissier",
    "decorateur",
    "decoratrice",
    "architecte",
    "interieur",
    "peintre",
    "doreur",
    "staffeur",
    "menuisier",
    "agenceur",
    "designer",
    "styliste",
    "vendeur",
    "conseiller",
    "chef",
    "projet",
    "atelier",
    "restauration",
    "luminaire",
    "textile",
    "papier",
    "ceramiste",
    "verrier",
    "marbrier",
    "ferronnier",
    "encadreur",
    "showroom",
    "cuisine",
    "bain",
];

/// A small deterministic generator (xorshift): the same run draws the same searches.
struct Draws(u64);

impl Draws {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// What the searches draw from.
enum Draw {
    Varied { region: String, contract: String },
    Rare(Options),
}

/// The ids a rare search draws from, one list per kind.
struct Options {
    regions: Vec<String>,
    departments: Vec<String>,
    cities: Vec<String>,
    contracts: Vec<String>,
    salaries: Vec<String>,
    types: Vec<String>,
}

impl Options {
    fn from_env() -> Self {
        let list = |name: &str| -> Vec<String> {
            let ids: Vec<String> = std::env::var(name)
                .unwrap_or_default()
                .split(',')
                .filter(|id| !id.is_empty())
                .map(str::to_owned)
                .collect();
            assert!(!ids.is_empty(), "{name}: comma-separated ids");
            ids
        };
        Options {
            regions: list("LOAD_REGIONS"),
            departments: list("LOAD_DEPARTMENTS"),
            cities: list("LOAD_CITIES"),
            contracts: list("LOAD_CONTRACTS"),
            salaries: list("LOAD_SALARIES"),
            types: list("LOAD_TYPES"),
        }
    }
}

impl Draws {
    fn one_of<'a>(&mut self, options: &'a [String]) -> &'a str {
        &options[self.below(options.len())]
    }

    fn terms(&mut self) -> String {
        let mut terms = WORDS[self.below(WORDS.len())].to_owned();
        if self.below(2) == 0 {
            terms = format!("{terms} {}", WORDS[self.below(WORDS.len())]);
        }
        terms
    }

    fn variables(&mut self, draw: &Draw) -> Value {
        let mut variables = json!({ "search": self.terms(), "nb_items": 10 });
        let place = |kind: &str, id: &str| json!([format!(r#"{{"type":"{kind}","id":{id}}}"#)]);
        match draw {
            Draw::Varied { region, contract } => {
                if self.below(2) == 0 {
                    variables["job_contracts"] = json!([contract]);
                }
                if self.below(3) == 0 {
                    variables["localization_list"] = place("REGION", region);
                }
            }
            Draw::Rare(options) => {
                for (name, ids) in [
                    ("job_contracts", &options.contracts),
                    ("job_salaries", &options.salaries),
                    ("job_types", &options.types),
                ] {
                    if self.below(2) == 0 {
                        variables[name] = json!([self.one_of(ids)]);
                    }
                }
                let (kind, ids) = match self.below(4) {
                    0 => return variables,
                    1 => ("REGION", &options.regions),
                    2 => ("DEPARTMENT", &options.departments),
                    _ => ("CITY", &options.cities),
                };
                variables["localization_list"] = place(kind, self.one_of(ids));
            }
        }
        variables
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let index = ((sorted.len() as f64 * p / 100.0).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[index].as_secs_f64() * 1000.0
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let arguments: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let [url, rate, seconds] = arguments.as_slice() else {
        eprintln!("usage: cargo bench --bench load_paced -- URL RATE SECONDS");
        std::process::exit(2);
    };
    let rate: u64 = rate.parse().expect("RATE: requests per second");
    let seconds: u64 = seconds.parse().expect("SECONDS");
    let variable = |name: &str| std::env::var(name).unwrap_or_else(|_| "1".to_owned());
    let document = std::fs::read_to_string(variable("LOAD_UI_QUERY")).expect("LOAD_UI_QUERY");
    let draw = match std::env::var("LOAD_SEARCHES").as_deref() {
        Ok("rare") => Draw::Rare(Options::from_env()),
        _ => Draw::Varied {
            region: variable("LOAD_REGION"),
            contract: variable("LOAD_CONTRACT"),
        },
    };
    let endpoint = Arc::new(format!("{}/api/graphql", url.trim_end_matches('/')));
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(CONNECTIONS)
        .timeout(Duration::from_secs(10))
        .build()
        .expect("client");

    let mut draws = Draws(0x9E37_79B9_7F4A_7C15);
    let bodies: Arc<Vec<Vec<u8>>> = Arc::new(
        (0..rate * seconds)
            .map(|_| {
                let variables = draws.variables(&draw);
                serde_json::to_vec(&json!({ "query": document, "variables": variables }))
                    .expect("body")
            })
            .collect(),
    );
    let interval = Duration::from_secs_f64(1.0 / rate as f64);
    let next = Arc::new(AtomicUsize::new(0));
    let start = Instant::now();
    let connections: Vec<_> = (0..CONNECTIONS)
        .map(|_| {
            let (client, endpoint) = (client.clone(), endpoint.clone());
            let (bodies, next) = (bodies.clone(), next.clone());
            tokio::spawn(async move {
                let mut timings = Vec::new();
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    let Some(body) = bodies.get(n) else {
                        return timings;
                    };
                    let due = start + interval * u32::try_from(n).expect("count");
                    tokio::time::sleep_until(due.into()).await;
                    let answer = client
                        .post(endpoint.as_str())
                        .header("content-type", "application/json")
                        .body(body.clone())
                        .send()
                        .await;
                    let ok = match answer {
                        Ok(response) if response.status().is_success() => response
                            .bytes()
                            .await
                            .is_ok_and(|bytes| !bytes.windows(9).any(|w| w == b"\"errors\":")),
                        _ => false,
                    };
                    timings.push((n, due.elapsed(), ok));
                }
            })
        })
        .collect();
    let mut requests = Vec::new();
    for connection in connections {
        requests.extend(connection.await.expect("connection task"));
    }
    let elapsed = start.elapsed().as_secs_f64();
    let mut latencies = Vec::with_capacity(requests.len());
    let mut errors = 0;
    requests.sort_unstable_by_key(|&(n, _, _)| n);
    for (window, chunk) in requests.chunks(rate as usize * 5).enumerate() {
        let mut window_latencies: Vec<Duration> = chunk.iter().map(|&(_, l, _)| l).collect();
        window_latencies.sort_unstable();
        println!(
            "seconds {}-{}: p50 {:.2} ms, p99 {:.2} ms",
            window * 5,
            window * 5 + 5,
            percentile(&window_latencies, 50.0),
            percentile(&window_latencies, 99.0)
        );
    }
    let warmup = WARMUP_SECONDS * rate as usize;
    for &(_, latency, ok) in requests.iter().skip(warmup) {
        latencies.push(latency);
        errors += usize::from(!ok);
    }
    latencies.sort_unstable();
    println!(
        "paced: {} requests at {rate}/s offered, {:.0}/s done; after the {WARMUP_SECONDS} s of warm-up: {} requests, errors: {errors}",
        requests.len(),
        requests.len() as f64 / elapsed,
        latencies.len()
    );
    for p in [50.0, 90.0, 99.0, 99.9] {
        println!("p{p}: {:.2} ms", percentile(&latencies, p));
    }
    println!("max: {:.2} ms", percentile(&latencies, 100.0));
}
