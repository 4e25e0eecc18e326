//! The real binary, killed (SIGKILL) while it indexes and restarted after the database
//! changed, ends with an index equal to the database.

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use ensemblier::search::position::OutboxPosition;
use serde_json::{json, Value};
use sqlx::PgPool;

use crate::{
    support::fixtures::{self, Offer},
    support::helpers::{fresh_database, outbox_end},
    support::servers::{server_log, start, Server},
};

/// Enough offers for the follower to need many batches (500 outbox rows each).
const OFFERS: i64 = 4_000;

fn progress_file(dir: &Path) -> PathBuf {
    dir.join("data/index/OUTBOX_PROGRESS")
}

fn progress(dir: &Path) -> OutboxPosition {
    std::fs::read_to_string(progress_file(dir))
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or_default()
}

async fn wait_for(dir: &Path, what: &str, done: impl Fn(OutboxPosition) -> bool) {
    let started = Instant::now();
    while !done(progress(dir)) {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "{what}: the index stayed at {}: {}",
            progress(dir),
            server_log(dir)
        );
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// Every offer id the server's search returns, paging by cursor.
async fn searchable_ids(server: &Server, search: &str) -> BTreeSet<i64> {
    let client = reqwest::Client::new();
    let mut ids = BTreeSet::new();
    let mut cursor: Option<String> = None;
    loop {
        let answer: Value = client
            .post(format!("{}/api/graphql", server.address))
            .json(&json!({
                "query": "query($search: String, $after: String) { jobOffers(search: $search, nb_items: 50, start_cursor: $after) {
                    pageInfo { hasNextPage endCursor } edges { node { _id } } } }",
                "variables": { "search": search, "after": cursor },
            }))
            .send()
            .await
            .expect("search")
            .json()
            .await
            .expect("JSON");
        let page = &answer["data"]["jobOffers"];
        assert!(page.is_object(), "{answer}");
        for edge in page["edges"].as_array().into_iter().flatten() {
            assert!(ids.insert(edge["node"]["_id"].as_i64().expect("id")));
        }
        if page["pageInfo"]["hasNextPage"] != true {
            return ids;
        }
        cursor = page["pageInfo"]["endCursor"].as_str().map(str::to_owned);
    }
}

async fn public_ids(pool: &PgPool, title_like: &str) -> BTreeSet<i64> {
    sqlx::query_scalar(
        "SELECT o.id FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND o.title ILIKE $1",
    )
    .bind(title_like)
    .fetch_all(pool)
    .await
    .expect("public offers")
    .into_iter()
    .collect()
}

/// `OFFERS` copies of the offer `model`, published in one transaction.
async fn publish_copies(pool: &PgPool, model: i64) {
    sqlx::query(
        "WITH o AS (
             INSERT INTO job_offers (slug, title, company_presentation, description,
                 perfect_candidate_description, status, contact_account_id, localized_company_id,
                 job_salary_id, job_position_id, job_contract_id)
             SELECT 'ebeniste', 'Ébéniste ' || n, m.company_presentation, m.description,
                 m.perfect_candidate_description, 2, m.contact_account_id, m.localized_company_id,
                 m.job_salary_id, m.job_position_id, m.job_contract_id
             FROM generate_series(1, $2) n, job_offers m WHERE m.id = $1
             RETURNING id)
         INSERT INTO job_offer_ads (job_offer_id, starts_at, ends_at, urgent)
         SELECT id, now() - interval '1 day', now() + interval '29 days', false FROM o",
    )
    .bind(model)
    .bind(OFFERS)
    .execute(pool)
    .await
    .expect("publish copies");
}

#[tokio::test]
async fn a_server_killed_while_indexing_ends_with_the_index_equal_to_the_database() {
    let database_url = fresh_database().await;
    let pool = PgPool::connect(&database_url).await.expect("pool");
    let dir = tempfile::tempdir().expect("dir");
    std::fs::create_dir_all(dir.path().join("ui")).expect("ui dir");
    let atelier = fixtures::company(&pool, "Atelier").await;
    let model = fixtures::offer(
        &pool,
        Offer {
            company_id: atelier,
            title: "Tapissier",
            ..Offer::default()
        },
    )
    .await;

    let server = start(&database_url, dir.path()).await;
    let model_indexed = outbox_end(&pool).await;
    wait_for(dir.path(), "first build", |at| at >= model_indexed).await;
    let built = progress(dir.path());
    publish_copies(&pool, model).await;
    let end = outbox_end(&pool).await;
    // Killed as soon as the first batch is recorded: the next ones are under way.
    wait_for(dir.path(), "first batch", |at| at > built).await;
    drop(server);
    let killed_at = progress(dir.path());
    assert!(
        killed_at < end,
        "the kill came after the indexing ended ({killed_at} ≥ {end}): raise OFFERS"
    );

    // Changes made while the server is down.
    sqlx::query("UPDATE job_offers SET status = 0 WHERE id IN (SELECT id FROM job_offers WHERE title LIKE 'Ébéniste %' ORDER BY id LIMIT 40)")
        .execute(&pool)
        .await
        .expect("suspend");
    sqlx::query("UPDATE job_offers SET status = -2 WHERE id IN (SELECT id FROM job_offers WHERE title LIKE 'Ébéniste %' AND status = 2 ORDER BY id DESC LIMIT 40)")
        .execute(&pool)
        .await
        .expect("delete");
    sqlx::query("UPDATE job_offers SET title = 'Marqueteur ' || id WHERE id IN (SELECT id FROM job_offers WHERE title LIKE 'Ébéniste %' AND status = 2 ORDER BY id LIMIT 25 OFFSET 1000)")
        .execute(&pool)
        .await
        .expect("retitle");

    let server = start(&database_url, dir.path()).await;
    let end = outbox_end(&pool).await;
    wait_for(dir.path(), "catch-up after the restart", |at| at >= end).await;
    let everything = public_ids(&pool, "%").await;
    assert_eq!(everything.len(), OFFERS as usize + 1 - 80);
    assert_eq!(searchable_ids(&server, "").await, everything);
    assert_eq!(
        searchable_ids(&server, "marqueteur").await,
        public_ids(&pool, "Marqueteur %").await
    );
    assert_eq!(
        searchable_ids(&server, "ebeniste").await.len(),
        everything.len() - 26
    );
}

/// A server signing sessions with a secret anyone can read opens every account: `serve`
/// refuses to start without `JWT_SECRET` unless told it runs on a developer's own machine.
#[test]
fn serve_refuses_to_start_without_a_signing_secret() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"))
        .arg("serve")
        .env_remove("JWT_SECRET")
        .env_remove("ENSEMBLIER_DEVELOPMENT")
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .output()
        .expect("run the server");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("JWT_SECRET must be set"), "{said}");

    let output = std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"))
        .arg("serve")
        .env_remove("JWT_SECRET")
        .env("ENSEMBLIER_DEVELOPMENT", "1")
        .env("BIND_ADDRESS", "0.0.0.0:0")
        .output()
        .expect("run the server");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("loopback"), "{said}");
}

/// Outside development, a server that would take Stripe's test card 4242 as money, print the
/// example seller on invoices or sign with the public secret does not start: each refusal
/// names its setting, before any connection is made.
#[test]
fn serve_refuses_to_start_with_test_payments_the_example_seller_or_the_public_secret() {
    let serve = |secret: &str| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"))
            .arg("serve")
            .env("JWT_SECRET", secret)
            .env_remove("ENSEMBLIER_DEVELOPMENT")
            .env_remove("PAYMENT_METHODS")
            .env_remove("STRIPE_SECRET_KEY")
            .env_remove("STRIPE_PUBLISHABLE_KEY")
            .env_remove("STRIPE_WEBHOOK_SECRET")
            .env("SELLER_SIREN", "123456789")
            .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
            .output()
            .expect("run the server");
        assert!(!output.status.success());
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    let said = serve("a-production-secret-of-at-least-32-bytes");
    for setting in [
        "PAYMENT_METHODS=transfer",
        "STRIPE_SECRET_KEY",
        "SELLER_NAME must be set",
        "SELLER_SIREN is the example",
    ] {
        assert!(said.contains(setting), "{setting}: {said}");
    }
    // Issue 59: long enough, but no secret.
    let said = serve(&"a".repeat(32));
    assert!(said.contains("JWT_SECRET is too predictable"), "{said}");
    let said = serve(ensemblier::config::DEVELOPMENT_JWT_SECRET);
    assert!(
        said.contains("JWT_SECRET is the public development secret"),
        "{said}"
    );
}
