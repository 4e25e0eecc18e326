//! The same searches on the same offers, side by side: the tantivy index against
//! PostgreSQL full-text search (`french` stemming + `unaccent`, GIN index), each computing
//! what the search page needs: the first page (Urgent first, relevance, newest), the total,
//! and the facet counts of the four filter groups.
//!
//! `cargo bench --bench search_vs_postgres` (100,000 offers; `ENSEMBLIER_BENCH_OFFERS` to
//! change). Needs PostgreSQL on `TEST_DATABASE_URL` or 127.0.0.1:5432; uses a database of its
//! own, `ensemblier_bench_fts`, dropped and made again on every run.

use std::time::{Duration, Instant};

use ensemblier_index::{
    strip_html,
    synthetic::{self, NOW},
    OfferDocument, OfferIndex, OfferQuery, PlaceFilter,
};
use sqlx::{postgres::PgPoolOptions, Executor, PgPool};

const SEED: u64 = 42;
const POSTGRES_QUERIES: usize = 300;
const INDEX_QUERIES: usize = 2_000;

fn offer_count() -> usize {
    std::env::var("ENSEMBLIER_BENCH_OFFERS")
        .ok()
        .and_then(|n| n.replace('_', "").parse().ok())
        .unwrap_or(100_000)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn report(name: &str, mut timings: Vec<Duration>) -> (Duration, Duration) {
    timings.sort();
    let (p50, p99) = (percentile(&timings, 0.50), percentile(&timings, 0.99));
    println!(
        "{name:>10}: {} searches, p50 {:>9.3} ms, p99 {:>9.3} ms",
        timings.len(),
        p50.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3
    );
    (p50, p99)
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
        .bind(text(|o| {
            format!(
                "{} {} {} {} {}",
                strip_html(&o.description),
                strip_html(&o.perfect_candidate),
                o.company_name,
                strip_html(&o.company_presentation),
                o.position_name
            )
        }))
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

/// One round trip computing the page, the total and the four facet groups (each group's
/// counts ignoring its own ticks), as the index does.
const SEARCH_SQL: &str = "
WITH q AS (SELECT plainto_tsquery('fr_unaccent', $1) AS q),
base AS (
  SELECT o.id, o.contract_id, o.salary_id, o.type_ids, o.position_ids, o.urgent_until, o.published_at,
         ts_rank(o.tsv, q.q) AS rank
  FROM offers o, q
  WHERE ($1 = '' OR o.tsv @@ q.q) AND o.expires_at > $2
    AND ($3 = 0 OR o.city_id = $3) AND ($4 = 0 OR o.department_id = $4) AND ($5 = 0 OR o.region_id = $5)),
matched AS (SELECT * FROM base WHERE (cardinality($6::bigint[]) = 0 OR contract_id = ANY($6))
                                 AND (cardinality($7::bigint[]) = 0 OR position_ids && $7))
SELECT
  (SELECT array_agg(id) FROM (SELECT id FROM matched
     ORDER BY (coalesce(urgent_until, 0) > $2) DESC, rank DESC, published_at DESC, id DESC LIMIT 10) page) AS ids,
  (SELECT count(*) FROM matched) AS total,
  (SELECT json_agg(c) FROM (SELECT contract_id, count(*) FROM base
     WHERE cardinality($7::bigint[]) = 0 OR position_ids && $7 GROUP BY 1) c)::text AS contracts,
  (SELECT json_agg(p) FROM (SELECT unnest(position_ids) AS position, count(*) FROM base
     WHERE cardinality($6::bigint[]) = 0 OR contract_id = ANY($6) GROUP BY 1) p)::text AS positions,
  (SELECT json_agg(t) FROM (SELECT unnest(type_ids) AS type, count(*) FROM matched GROUP BY 1) t)::text AS types,
  (SELECT json_agg(s) FROM (SELECT salary_id, count(*) FROM matched GROUP BY 1) s)::text AS salaries";

/// The page's ids, the total, then the contract, position, type and salary counts as JSON.
type SearchRow = (
    Option<Vec<i64>>,
    i64,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

async fn search_postgres(pool: &PgPool, query: &OfferQuery) -> anyhow::Result<i64> {
    let (mut city, mut department, mut region) = (0i64, 0i64, 0i64);
    for place in &query.places {
        match *place {
            PlaceFilter::City(id) | PlaceFilter::District(id) => city = id as i64,
            PlaceFilter::Department(id) => department = id as i64,
            PlaceFilter::Region(id) => region = id as i64,
        }
    }
    let ids = |v: &[u64]| v.iter().map(|&x| x as i64).collect::<Vec<_>>();
    let row: SearchRow = sqlx::query_as(SEARCH_SQL)
        .bind(&query.terms)
        .bind(NOW)
        .bind(city)
        .bind(department)
        .bind(region)
        .bind(ids(&query.contracts))
        .bind(ids(&query.positions))
        .fetch_one(pool)
        .await?;
    Ok(row.1)
}

fn main() -> anyhow::Result<()> {
    let count = offer_count();
    println!("search_vs_postgres: {count} synthetic offers, keywords + place + 2 filter groups, first page with facet counts");
    let offers: Vec<OfferDocument> = synthetic::offers(count, SEED).collect();
    let queries = synthetic::queries(INDEX_QUERIES, SEED + 1);

    let dir = tempfile::tempdir()?;
    let started = Instant::now();
    let index = OfferIndex::build_fresh(&dir.path().join("index"), offers.iter().cloned())?;
    println!(
        "     index: built in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let started = Instant::now();
    let pool = runtime.block_on(postgres(&offers))?;
    println!(
        "  postgres: loaded and indexed in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    // Warm both, then time.
    for query in queries.iter().take(50) {
        index.search(query, NOW)?;
        runtime.block_on(search_postgres(&pool, query))?;
    }
    let mut index_times = Vec::with_capacity(INDEX_QUERIES);
    let mut agree = 0;
    for (i, query) in queries.iter().enumerate() {
        let started = Instant::now();
        let page = index.search(query, NOW)?;
        index_times.push(started.elapsed());
        if i < 20 && runtime.block_on(search_postgres(&pool, query))? == page.total as i64 {
            agree += 1;
        }
    }
    let mut postgres_times = Vec::with_capacity(POSTGRES_QUERIES);
    for query in queries.iter().take(POSTGRES_QUERIES) {
        let started = Instant::now();
        runtime.block_on(search_postgres(&pool, query))?;
        postgres_times.push(started.elapsed());
    }
    let (index_p50, index_p99) = report("index", index_times);
    let (pg_p50, pg_p99) = report("postgres", postgres_times);
    println!(
        "   speedup: p50 {:.0}×, p99 {:.0}× (totals agreed on {agree}/20 searches; stemmers differ slightly)",
        pg_p50.as_secs_f64() / index_p50.as_secs_f64(),
        pg_p99.as_secs_f64() / index_p99.as_secs_f64()
    );
    runtime.block_on(async { pool.close().await });
    Ok(())
}
