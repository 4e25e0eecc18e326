//! The same searches on the same offers, side by side: the tantivy index against three peers,
//! PostgreSQL full-text search (`french` stemming + `unaccent`, GIN), SQLite FTS5 (bundled
//! SQLite, `unicode61 remove_diacritics 2`, no stemmer) and Xapian (Debian's python3-xapian,
//! French stemmer, `benches/peers/xapian_peer.py`). Every engine answers the page's ids in the
//! search page's order (Urgent first, relevance, newest) and the exact total; the filtered kind
//! also the facet counts of the four filter groups. Four kinds of search:
//! - one keyword, first page; the same misspelt (each peer gets the typo as typed);
//! - keywords + one place + a contract + a position family, first page with facet counts;
//! - one keyword, page 20 (ours by cursor, the peers at offset 190).
//!
//! `cargo bench --bench search_vs_peers` (100,000 offers; `ENSEMBLIER_BENCH_OFFERS` to
//! change). Needs PostgreSQL on `TEST_DATABASE_URL` or 127.0.0.1:5432; uses a database of its
//! own, `ensemblier_bench_fts`, dropped and made again on every run. Xapian runs in a Python
//! child (`ENSEMBLIER_BENCH_PYTHON`, else the first of `python3`, `/usr/bin/python3` that has
//! the module); without python3-xapian it is skipped.

use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use ensemblier_index::{
    strip_html,
    synthetic::{self, NOW},
    OfferDocument, OfferIndex, OfferQuery, PlaceFilter,
};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, Executor, PgPool};

const SEED: u64 = 42;
const INDEX_QUERIES: usize = 2_000;
/// Each peer's searches of each kind (the first of ours): the peers take up to 100× longer.
const PEER_QUERIES: usize = 300;
const WARM_UP: usize = 50;
const PAGE: usize = 10;
/// Page 20's first result, for the peers (ours pages by cursor, as the site does).
const PAGE_20_OFFSET: usize = 19 * PAGE;
/// FTS5's bm25 weights of the title and the body (PostgreSQL: A against B, Xapian: wdf × 4).
const SQLITE_TITLE_WEIGHT: f64 = 4.0;

fn offer_count() -> usize {
    std::env::var("ENSEMBLIER_BENCH_OFFERS")
        .ok()
        .and_then(|n| n.replace('_', "").parse().ok())
        .unwrap_or(100_000)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// The texts the peers search besides the title: those the index searches.
fn body_text(offer: &OfferDocument) -> String {
    format!(
        "{} {} {} {} {}",
        strip_html(&offer.description),
        strip_html(&offer.perfect_candidate),
        offer.company_name,
        strip_html(&offer.company_presentation),
        offer.position_name
    )
}

/// A search as the peers take it: the index's query with its place split by level, and the
/// page as an offset.
#[derive(Clone, Debug, Serialize)]
struct Ask {
    terms: String,
    offset: usize,
    city: i64,
    department: i64,
    region: i64,
    contracts: Vec<i64>,
    positions: Vec<i64>,
    facets: bool,
}

impl Ask {
    fn of(query: &OfferQuery, offset: usize) -> Ask {
        let (mut city, mut department, mut region) = (0, 0, 0);
        for place in &query.places {
            match *place {
                PlaceFilter::City(id) | PlaceFilter::District(id) => city = id as i64,
                PlaceFilter::Department(id) => department = id as i64,
                PlaceFilter::Region(id) => region = id as i64,
            }
        }
        let ids = |v: &[u64]| v.iter().map(|&x| x as i64).collect();
        Ask {
            terms: query.terms.clone(),
            offset,
            city,
            department,
            region,
            contracts: ids(&query.contracts),
            positions: ids(&query.positions),
            facets: query.facets,
        }
    }
}

/// What every engine answers (facet counts are computed but not compared).
#[derive(Debug, Deserialize)]
struct Answer {
    total: u64,
    ids: Vec<u64>,
}

/// A kind of search: ours as the site asks it, and the same for the peers.
struct Kind {
    label: &'static str,
    ours: Vec<OfferQuery>,
    peers: Vec<Ask>,
    /// Same words, no typo: the totals should agree.
    comparable: bool,
}

trait Peer {
    fn name(&self) -> &'static str;
    /// The answer and the time the engine took.
    fn search(&mut self, ask: &Ask) -> anyhow::Result<(Answer, Duration)>;
}

// ---- PostgreSQL ----

struct Postgres {
    runtime: tokio::runtime::Runtime,
    pool: PgPool,
}

async fn postgres(offers: &[OfferDocument]) -> anyhow::Result<PgPool> {
    let server = std::env::var("TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".to_owned());
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(&format!("{server}/postgres"))
        .await?;
    admin
        .execute("DROP DATABASE IF EXISTS ensemblier_bench_fts WITH (FORCE)")
        .await?;
    admin
        .execute("CREATE DATABASE ensemblier_bench_fts")
        .await?;
    let pool = PgPoolOptions::new()
        .max_connections(2)
        .connect(&format!("{server}/ensemblier_bench_fts"))
        .await?;
    pool.execute(
        "CREATE EXTENSION IF NOT EXISTS unaccent;
         CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = french);
         ALTER TEXT SEARCH CONFIGURATION fr_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
         CREATE TABLE offers (id bigint PRIMARY KEY, title text, body text, contract_id bigint, type_ids bigint[],
             salary_id bigint, position_ids bigint[], region_id bigint, department_id bigint, city_id bigint,
             published_at bigint, urgent_until bigint, expires_at bigint, tsv tsvector);",
    )
    .await?;
    for batch in offers.chunks(2_000) {
        let text = |f: fn(&OfferDocument) -> String| batch.iter().map(f).collect::<Vec<_>>();
        let number = |f: fn(&OfferDocument) -> i64| batch.iter().map(f).collect::<Vec<_>>();
        let ids = |f: fn(&OfferDocument) -> &Vec<u64>| {
            batch
                .iter()
                .map(|o| {
                    f(o).iter()
                        .map(|&v| v as i64)
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                })
                .collect::<Vec<_>>()
        };
        sqlx::query(
            "INSERT INTO offers (id, title, body, contract_id, type_ids, salary_id, position_ids, region_id,
                                 department_id, city_id, published_at, urgent_until, expires_at)
             SELECT id, title, body, contract_id, ('{' || type_ids || '}')::bigint[], salary_id,
                    ('{' || position_ids || '}')::bigint[], region_id, department_id, city_id, published_at,
                    NULLIF(urgent_until, 0), expires_at
             FROM UNNEST($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::bigint[], $7::text[],
                         $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::bigint[])
                  AS t(id, title, body, contract_id, type_ids, salary_id, position_ids, region_id, department_id,
                       city_id, published_at, urgent_until, expires_at)",
        )
        .bind(number(|o| o.id as i64))
        .bind(text(|o| o.title.clone()))
        .bind(text(body_text))
        .bind(number(|o| o.contract_id as i64))
        .bind(ids(|o| &o.type_ids))
        .bind(number(|o| o.salary_id as i64))
        .bind(ids(|o| &o.position_ids))
        .bind(number(|o| o.region_id as i64))
        .bind(number(|o| o.department_id as i64))
        .bind(number(|o| o.city_id as i64))
        .bind(number(|o| o.published_at))
        .bind(number(|o| o.urgent_until.unwrap_or(0)))
        .bind(number(|o| o.expires_at))
        .execute(&pool)
        .await?;
    }
    pool.execute(
        "UPDATE offers SET tsv = setweight(to_tsvector('fr_unaccent', title), 'A') || setweight(to_tsvector('fr_unaccent', body), 'B');
         CREATE INDEX ON offers USING gin (tsv);
         CREATE INDEX ON offers USING gin (position_ids);
         CREATE INDEX ON offers (city_id); CREATE INDEX ON offers (department_id); CREATE INDEX ON offers (region_id);
         CREATE INDEX ON offers (contract_id); CREATE INDEX ON offers (expires_at);",
    )
    .await?;
    // VACUUM cannot share the implicit transaction of a multi-statement string.
    pool.execute("VACUUM ANALYZE offers").await?;
    Ok(pool)
}

/// The offers matching the words, the place and the expiry (`base`), then the two ticked
/// groups (`matched`); shared by both statements below.
const POSTGRES_MATCHES: &str = "
WITH q AS (SELECT plainto_tsquery('fr_unaccent', $1) AS q),
base AS (
  SELECT o.id, o.contract_id, o.salary_id, o.type_ids, o.position_ids, o.urgent_until, o.published_at,
         ts_rank(o.tsv, q.q) AS rank
  FROM offers o, q
  WHERE ($1 = '' OR o.tsv @@ q.q) AND o.expires_at > $2
    AND ($3 = 0 OR o.city_id = $3) AND ($4 = 0 OR o.department_id = $4) AND ($5 = 0 OR o.region_id = $5)),
matched AS (SELECT * FROM base WHERE (cardinality($6::bigint[]) = 0 OR contract_id = ANY($6))
                                 AND (cardinality($7::bigint[]) = 0 OR position_ids && $7))";

/// One round trip: the page, the total, and with `$9` the four facet groups (each group's
/// counts ignoring its own ticks), as the index does. The facet subqueries are initplans
/// under CASE: PostgreSQL runs them only when `$9` is true.
const POSTGRES_SEARCH: &str = "
SELECT
  (SELECT array_agg(id) FROM (SELECT id FROM matched
     ORDER BY (coalesce(urgent_until, 0) > $2) DESC, rank DESC, published_at DESC, id DESC
     LIMIT 10 OFFSET $8) page) AS ids,
  (SELECT count(*) FROM matched) AS total,
  CASE WHEN $9 THEN (SELECT json_agg(c) FROM (SELECT contract_id, count(*) FROM base
     WHERE cardinality($7::bigint[]) = 0 OR position_ids && $7 GROUP BY 1) c)::text END AS contracts,
  CASE WHEN $9 THEN (SELECT json_agg(p) FROM (SELECT unnest(position_ids) AS position, count(*) FROM base
     WHERE cardinality($6::bigint[]) = 0 OR contract_id = ANY($6) GROUP BY 1) p)::text END AS positions,
  CASE WHEN $9 THEN (SELECT json_agg(t) FROM (SELECT unnest(type_ids) AS type, count(*) FROM matched
     GROUP BY 1) t)::text END AS types,
  CASE WHEN $9 THEN (SELECT json_agg(s) FROM (SELECT salary_id, count(*) FROM matched
     GROUP BY 1) s)::text END AS salaries";

/// The page's ids, the total, then the contract, position, type and salary counts as JSON.
type SearchRow = (
    Option<Vec<i64>>,
    i64,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

impl Peer for Postgres {
    fn name(&self) -> &'static str {
        "PostgreSQL"
    }

    fn search(&mut self, ask: &Ask) -> anyhow::Result<(Answer, Duration)> {
        let sql = format!("{POSTGRES_MATCHES}{POSTGRES_SEARCH}");
        let started = Instant::now();
        let row: SearchRow = self.runtime.block_on(
            sqlx::query_as(&sql)
                .bind(&ask.terms)
                .bind(NOW)
                .bind(ask.city)
                .bind(ask.department)
                .bind(ask.region)
                .bind(&ask.contracts)
                .bind(&ask.positions)
                .bind(ask.offset as i64)
                .bind(ask.facets)
                .fetch_one(&self.pool),
        )?;
        let elapsed = started.elapsed();
        let ids = row.0.unwrap_or_default().into_iter().map(|id| id as u64);
        Ok((
            Answer {
                total: row.1 as u64,
                ids: ids.collect(),
            },
            elapsed,
        ))
    }
}

// ---- SQLite FTS5 ----

struct Sqlite {
    connection: Connection,
}

/// The offers matching the words, the expiry and the place, with whether each passes the
/// contract group (`?6`, a JSON array) and the position group (`?7`).
const SQLITE_MATCHES: &str = "
  FROM offers_fts JOIN offers o ON o.id = offers_fts.rowid
  WHERE offers_fts MATCH ?1 AND o.expires_at > ?2
    AND (?3 = 0 OR o.city_id = ?3) AND (?4 = 0 OR o.department_id = ?4) AND (?5 = 0 OR o.region_id = ?5)";
const SQLITE_GROUPS: &str = "
  (?6 = '[]' OR o.contract_id IN (SELECT value FROM json_each(?6))) AS contract_ok,
  (?7 = '[]' OR EXISTS (SELECT 1 FROM offer_positions p WHERE p.offer_id = o.id
                        AND p.position_id IN (SELECT value FROM json_each(?7)))) AS position_ok";

fn sqlite(offers: &[OfferDocument]) -> anyhow::Result<Connection> {
    let connection = Connection::open_in_memory()?;
    connection.execute_batch(
        "CREATE TABLE offers (id INTEGER PRIMARY KEY, contract_id INTEGER, salary_id INTEGER,
             region_id INTEGER, department_id INTEGER, city_id INTEGER, published_at INTEGER,
             urgent_until INTEGER, expires_at INTEGER);
         CREATE TABLE offer_positions (offer_id INTEGER, position_id INTEGER,
             PRIMARY KEY (offer_id, position_id)) WITHOUT ROWID;
         CREATE TABLE offer_types (offer_id INTEGER, type_id INTEGER,
             PRIMARY KEY (offer_id, type_id)) WITHOUT ROWID;
         CREATE VIRTUAL TABLE offers_fts USING fts5(title, body,
             tokenize = 'unicode61 remove_diacritics 2');",
    )?;
    let transaction = connection.unchecked_transaction()?;
    {
        let mut offer =
            transaction.prepare("INSERT INTO offers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")?;
        let mut text =
            transaction.prepare("INSERT INTO offers_fts (rowid, title, body) VALUES (?, ?, ?)")?;
        let mut position = transaction.prepare("INSERT INTO offer_positions VALUES (?, ?)")?;
        let mut kind = transaction.prepare("INSERT INTO offer_types VALUES (?, ?)")?;
        for o in offers {
            let id = o.id as i64;
            offer.execute(params![
                id,
                o.contract_id as i64,
                o.salary_id as i64,
                o.region_id as i64,
                o.department_id as i64,
                o.city_id as i64,
                o.published_at,
                o.urgent_until.unwrap_or(0),
                o.expires_at
            ])?;
            text.execute(params![id, o.title, body_text(o)])?;
            for &p in &o.position_ids {
                position.execute(params![id, p as i64])?;
            }
            for &t in &o.type_ids {
                kind.execute(params![id, t as i64])?;
            }
        }
    }
    transaction.commit()?;
    connection.execute_batch(
        "CREATE INDEX offer_positions_by_position ON offer_positions (position_id);
         INSERT INTO offers_fts (offers_fts) VALUES ('optimize');
         ANALYZE;",
    )?;
    Ok(connection)
}

/// The keywords as an FTS5 query: each word quoted (no FTS5 syntax from users), all required.
fn fts5_query(terms: &str) -> String {
    terms
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(|word| format!("\"{word}\""))
        .collect::<Vec<_>>()
        .join(" ")
}

impl Peer for Sqlite {
    fn name(&self) -> &'static str {
        "SQLite FTS5"
    }

    fn search(&mut self, ask: &Ask) -> anyhow::Result<(Answer, Duration)> {
        let page_sql = format!(
            "SELECT id FROM (SELECT o.id, o.urgent_until, o.published_at,
                    bm25(offers_fts, {SQLITE_TITLE_WEIGHT:.1}, 1.0) AS rank, {SQLITE_GROUPS} {SQLITE_MATCHES})
             WHERE contract_ok AND position_ok
             ORDER BY urgent_until > ?2 DESC, rank, published_at DESC, id DESC LIMIT 10 OFFSET ?8"
        );
        // The total, then with facets each group's counts ignoring its own ticks (kind 1
        // contracts, 2 positions, 3 types, 4 salaries), all from one materialised match.
        let counts_sql = if ask.facets {
            format!(
                "WITH base AS MATERIALIZED (SELECT o.id, o.contract_id, o.salary_id, {SQLITE_GROUPS} {SQLITE_MATCHES})
                 SELECT 0, 0, count(*) FROM base WHERE contract_ok AND position_ok
                 UNION ALL SELECT 1, contract_id, count(*) FROM base WHERE position_ok GROUP BY 2
                 UNION ALL SELECT 2, p.position_id, count(*) FROM base JOIN offer_positions p ON p.offer_id = base.id
                     WHERE contract_ok GROUP BY 2
                 UNION ALL SELECT 3, t.type_id, count(*) FROM base JOIN offer_types t ON t.offer_id = base.id
                     WHERE contract_ok AND position_ok GROUP BY 2
                 UNION ALL SELECT 4, salary_id, count(*) FROM base WHERE contract_ok AND position_ok GROUP BY 2"
            )
        } else {
            format!(
                "SELECT 0, 0, count(*) FROM (SELECT {SQLITE_GROUPS} {SQLITE_MATCHES}) WHERE contract_ok AND position_ok"
            )
        };
        let words = fts5_query(&ask.terms);
        let contracts = serde_json::to_string(&ask.contracts)?;
        let positions = serde_json::to_string(&ask.positions)?;
        let started = Instant::now();
        let mut page = self.connection.prepare_cached(&page_sql)?;
        let ids = page
            .query_map(
                params![
                    words,
                    NOW,
                    ask.city,
                    ask.department,
                    ask.region,
                    contracts,
                    positions,
                    ask.offset as i64
                ],
                |row| row.get::<_, i64>(0),
            )?
            .map(|id| id.map(|id| id as u64))
            .collect::<Result<Vec<_>, _>>()?;
        let mut counts = self.connection.prepare_cached(&counts_sql)?;
        let mut total = 0;
        let mut rows = counts.query(params![
            words,
            NOW,
            ask.city,
            ask.department,
            ask.region,
            contracts,
            positions
        ])?;
        while let Some(row) = rows.next()? {
            if row.get::<_, i64>(0)? == 0 {
                total = row.get::<_, i64>(2)? as u64;
            }
        }
        let elapsed = started.elapsed();
        Ok((Answer { total, ids }, elapsed))
    }
}

// ---- Xapian ----

struct Xapian {
    child: Child,
    input: BufWriter<ChildStdin>,
    output: BufReader<ChildStdout>,
}

/// What the peer writes back: the answer and the nanoseconds it took inside Python.
#[derive(Deserialize)]
struct XapianAnswer {
    #[serde(flatten)]
    answer: Answer,
    ns: u64,
}

/// A Python with python3-xapian: `ENSEMBLIER_BENCH_PYTHON`, else `python3` (pyenv's may lack
/// Debian's module), else Debian's own.
fn python_with_xapian() -> Option<String> {
    let candidates = std::env::var("ENSEMBLIER_BENCH_PYTHON")
        .map(|python| vec![python])
        .unwrap_or_else(|_| vec!["python3".to_owned(), "/usr/bin/python3".to_owned()]);
    candidates.into_iter().find(|python| {
        Command::new(python)
            .args(["-c", "import xapian"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    })
}

/// Starts the peer on the offers written as JSON lines in `dir`; returns it with its build time.
fn xapian(
    python: &str,
    offers: &[OfferDocument],
    dir: &Path,
) -> anyhow::Result<(Xapian, Duration)> {
    let path = dir.join("offers.jsonl");
    let mut file = BufWriter::new(std::fs::File::create(&path)?);
    for o in offers {
        serde_json::to_writer(
            &mut file,
            &serde_json::json!({
                "id": o.id, "title": o.title, "body": body_text(o), "contract": o.contract_id,
                "salary": o.salary_id, "city": o.city_id, "department": o.department_id,
                "region": o.region_id, "positions": o.position_ids, "types": o.type_ids,
                "published_at": o.published_at, "expires_at": o.expires_at,
                "urgent_until": o.urgent_until.unwrap_or(0),
            }),
        )?;
        file.write_all(b"\n")?;
    }
    file.flush()?;
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/peers/xapian_peer.py");
    let mut child = Command::new(python)
        .arg(script)
        .arg(&path)
        .arg(dir.join("xapian"))
        .arg(NOW.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    let input = BufWriter::new(child.stdin.take().expect("piped stdin"));
    let mut output = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut line = String::new();
    output.read_line(&mut line)?;
    #[derive(Deserialize)]
    struct Built {
        built_s: f64,
    }
    let built: Built = serde_json::from_str(&line)
        .map_err(|e| anyhow::anyhow!("the Xapian peer did not start ({e}): {line:?}"))?;
    Ok((
        Xapian {
            child,
            input,
            output,
        },
        Duration::from_secs_f64(built.built_s),
    ))
}

impl Peer for Xapian {
    fn name(&self) -> &'static str {
        "Xapian"
    }

    fn search(&mut self, ask: &Ask) -> anyhow::Result<(Answer, Duration)> {
        serde_json::to_writer(&mut self.input, ask)?;
        self.input.write_all(b"\n")?;
        self.input.flush()?;
        let mut line = String::new();
        self.output.read_line(&mut line)?;
        let answer: XapianAnswer = serde_json::from_str(&line)?;
        Ok((answer.answer, Duration::from_nanos(answer.ns)))
    }
}

impl Drop for Xapian {
    fn drop(&mut self) {
        // Its stdin closes with it: the peer's loop ends.
        let _ = self.input.flush();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

// ---- The run ----

/// The search at its 20th page: the query with the cursor that ends page 19.
fn at_page_20(index: &OfferIndex, query: &OfferQuery) -> anyhow::Result<Option<OfferQuery>> {
    let mut query = query.clone();
    for _ in 1..20 {
        let page = index.search(&query, NOW)?;
        if !page.has_next_page {
            return Ok(None);
        }
        query.after = page.end_cursor;
    }
    Ok(Some(query))
}

fn kinds(index: &OfferIndex) -> anyhow::Result<Vec<Kind>> {
    let filtered = synthetic::queries(INDEX_QUERIES, SEED + 1);
    // No facet counts but in the filtered kind: every engine answers the page and the total.
    let broad: Vec<OfferQuery> = filtered
        .iter()
        .map(|query| OfferQuery {
            terms: query.terms.clone(),
            facets: false,
            ..OfferQuery::default()
        })
        .collect();
    let misspelt: Vec<OfferQuery> = broad
        .iter()
        .map(|query| OfferQuery {
            terms: synthetic::misspell(&query.terms),
            ..query.clone()
        })
        .collect();
    // Those with a 20th page; ours cycles through them.
    let mut deep_starts = Vec::new();
    let mut deep = Vec::new();
    for query in broad.iter().take(PEER_QUERIES) {
        if let Some(deeper) = at_page_20(index, query)? {
            deep_starts.push(query.clone());
            deep.push(deeper);
        }
    }
    let first_pages = |label, ours: Vec<OfferQuery>, comparable| Kind {
        label,
        peers: ours
            .iter()
            .take(PEER_QUERIES)
            .map(|query| Ask::of(query, 0))
            .collect(),
        ours,
        comparable,
    };
    Ok(vec![
        first_pages("one keyword, first page", broad, true),
        first_pages(
            "keywords + place + 2 facet groups, first page with facet counts",
            filtered,
            true,
        ),
        first_pages("one misspelt keyword, first page", misspelt, false),
        Kind {
            label: "one keyword, page 20",
            peers: deep_starts
                .iter()
                .map(|query| Ask::of(query, PAGE_20_OFFSET))
                .collect(),
            ours: deep.iter().cycle().take(INDEX_QUERIES).cloned().collect(),
            comparable: true,
        },
    ])
}

/// The figures of one engine on one kind.
struct Measured {
    engine: &'static str,
    timings: Vec<Duration>,
    totals: Vec<u64>,
}

impl Measured {
    fn p50_p99(&self) -> (Duration, Duration) {
        let mut sorted = self.timings.clone();
        sorted.sort();
        (percentile(&sorted, 0.50), percentile(&sorted, 0.99))
    }
}

fn ours(index: &OfferIndex, kind: &Kind) -> anyhow::Result<Measured> {
    for query in kind.ours.iter().take(WARM_UP) {
        index.search(query, NOW)?;
    }
    let mut measured = Measured {
        engine: "ours (tantivy)",
        timings: Vec::with_capacity(kind.ours.len()),
        totals: Vec::with_capacity(kind.ours.len()),
    };
    for query in &kind.ours {
        let started = Instant::now();
        let page = index.search(query, NOW)?;
        measured.timings.push(started.elapsed());
        measured.totals.push(page.total);
    }
    Ok(measured)
}

fn peer(engine: &mut dyn Peer, kind: &Kind) -> anyhow::Result<Measured> {
    for ask in kind.peers.iter().take(WARM_UP) {
        engine.search(ask)?;
    }
    let mut measured = Measured {
        engine: engine.name(),
        timings: Vec::with_capacity(kind.peers.len()),
        totals: Vec::with_capacity(kind.peers.len()),
    };
    for ask in &kind.peers {
        let (answer, elapsed) = engine.search(ask)?;
        anyhow::ensure!(
            answer.ids.len()
                == answer
                    .total
                    .saturating_sub(ask.offset as u64)
                    .min(PAGE as u64) as usize,
            "{}: {} ids for a total of {} at offset {}",
            engine.name(),
            answer.ids.len(),
            answer.total,
            ask.offset
        );
        measured.timings.push(elapsed);
        measured.totals.push(answer.total);
    }
    Ok(measured)
}

fn ms(duration: Duration) -> String {
    format!("{:.3} ms", duration.as_secs_f64() * 1e3)
}

fn print_table(kind: &Kind, measured: &[Measured]) {
    let (ours_p50, ours_p99) = measured[0].p50_p99();
    println!("\n{}", kind.label);
    println!("| engine | searches | p50 | p99 | p50 / ours | p99 / ours | totals = ours | with results | mean total |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for m in measured {
        let (p50, p99) = m.p50_p99();
        // Ours's first searches are the peers' searches, in the same order.
        let compared = m.totals.len().min(kind.peers.len());
        let agreed = (0..compared)
            .filter(|&i| m.totals[i] == measured[0].totals[i])
            .count();
        let agreement = if std::ptr::eq(m, &measured[0]) {
            "—".to_owned()
        } else if kind.comparable {
            format!("{agreed}/{compared}")
        } else {
            format!("({agreed}/{compared}: typo)")
        };
        let found = m.totals[..compared].iter().filter(|&&t| t > 0).count();
        let mean = m.totals[..compared].iter().sum::<u64>() as f64 / compared.max(1) as f64;
        println!(
            "| {} | {} | {} | {} | {:.1}× | {:.1}× | {agreement} | {found}/{compared} | {mean:.0} |",
            m.engine,
            m.timings.len(),
            ms(p50),
            ms(p99),
            p50.as_secs_f64() / ours_p50.as_secs_f64(),
            p99.as_secs_f64() / ours_p99.as_secs_f64(),
        );
    }
    // Where the totals part, a few of the words: stemmers, synonyms and accents differ.
    for m in measured.iter().skip(1).filter(|_| kind.comparable) {
        let mut words: Vec<String> = Vec::new();
        for (i, ask) in kind.peers.iter().enumerate().take(m.totals.len()) {
            let seen = words
                .iter()
                .any(|w| w.starts_with(&format!("«{}»", ask.terms)));
            if m.totals[i] != measured[0].totals[i] && !seen && words.len() < 6 {
                words.push(format!(
                    "«{}» {} (ours {})",
                    ask.terms, m.totals[i], measured[0].totals[i]
                ));
            }
        }
        if !words.is_empty() {
            println!("  {} differs on: {}", m.engine, words.join(", "));
        }
    }
}

fn main() -> anyhow::Result<()> {
    let count = offer_count();
    println!("search_vs_peers: {count} synthetic offers, four kinds of search, top 10 + total");
    let offers: Vec<OfferDocument> = synthetic::offers(count, SEED).collect();
    let dir = tempfile::tempdir()?;

    let started = Instant::now();
    let index = OfferIndex::build_fresh(&dir.path().join("index"), offers.iter().cloned())?;
    println!(
        "build: ours (tantivy) in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let mut peers: Vec<Box<dyn Peer>> = Vec::new();
    let started = Instant::now();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let pool = runtime.block_on(postgres(&offers))?;
    println!(
        "build: PostgreSQL loaded and indexed in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    peers.push(Box::new(Postgres { runtime, pool }));

    let started = Instant::now();
    let connection = sqlite(&offers)?;
    println!(
        "build: SQLite FTS5 (in memory) loaded and indexed in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    peers.push(Box::new(Sqlite { connection }));

    match python_with_xapian() {
        Some(python) => {
            let (engine, built) = xapian(&python, &offers, dir.path())?;
            println!(
                "build: Xapian ({python}) indexed in {:.1} s (inside Python, from JSON lines)",
                built.as_secs_f64()
            );
            peers.push(Box::new(engine));
        }
        None => println!(
            "build: Xapian skipped: no python3 with python3-xapian (apt-get install python3-xapian)"
        ),
    }
    drop(offers);

    let kinds = kinds(&index)?;
    for kind in &kinds {
        let mut measured = vec![ours(&index, kind)?];
        for engine in &mut peers {
            measured.push(peer(engine.as_mut(), kind)?);
        }
        print_table(kind, &measured);
    }
    Ok(())
}
