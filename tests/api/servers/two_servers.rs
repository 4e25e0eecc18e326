//! Two real `ensemblier serve` processes on one database (and one bucket, `s3.rs`), each
//! with its own `DATA_DIR` and index: what one is told, the other serves, even once the first
//! is killed; the shared jobs run once across both (their effects counted in the database,
//! not their logs).

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use sqlx::PgPool;

use crate::{
    accounts::upload_cv,
    alerts::{locality, region, CREATE},
    support::fixtures::{self, Offer},
    support::helpers::{fresh_database, TestApp, PDF},
    support::s3::S3Server,
    support::servers::{start_with, Server},
};

const STATUS: &str = "mutation ($id: ID!, $status: Int!) { updateStatusJobOffer(input: {id: $id, status: $status}) { jobOffer { statusLabel } } }";

/// Two servers on `url` with the same extra `settings`, in their own folders under `dir`.
async fn two_servers(url: &str, dir: &std::path::Path, settings: &[(&str, &str)]) -> [Server; 2] {
    let (a, b) = (dir.join("a"), dir.join("b"));
    std::fs::create_dir_all(&a).expect("a");
    std::fs::create_dir_all(&b).expect("b");
    [
        start_with(url, &a, settings).await,
        start_with(url, &b, settings).await,
    ]
}

async fn searchable(server: &Server, search: &str) -> Vec<i64> {
    let answer: Value = reqwest::Client::new()
        .post(format!("{}/api/graphql", server.address))
        .json(&json!({
            "query": "query($search: String) { jobOffers(search: $search) { edges { node { _id } } } }",
            "variables": { "search": search },
        }))
        .send()
        .await
        .expect("search")
        .json()
        .await
        .expect("JSON");
    answer["data"]["jobOffers"]["edges"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|edge| edge["node"]["_id"].as_i64())
        .collect()
}

#[tokio::test]
async fn an_offer_published_and_a_cv_uploaded_through_one_server_are_served_by_the_other() {
    let s3 = S3Server::start();
    let url = fresh_database().await;
    let dir = tempfile::tempdir().expect("dir");
    let environment = s3.environment();
    let settings: Vec<(&str, &str)> = environment.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let [a, b] = two_servers(&url, dir.path(), &settings).await;
    let through_a = TestApp::over(&a.address, &url).await;

    let recruiter = through_a.company("rh@atelier.fr", "Atelier Dubois").await;
    through_a.confirm_email("rh@atelier.fr").await;
    let company_id: i64 =
        sqlx::query_scalar("SELECT id FROM companies WHERE name = 'Atelier Dubois'")
            .fetch_one(&through_a.pool)
            .await
            .expect("company");
    ensemblier::offers::lifecycle::grant_credits(&through_a.pool, company_id, 1)
        .await
        .expect("a credit");
    fixtures::verified(&through_a.pool, company_id).await;
    let offer = fixtures::offer(
        &through_a.pool,
        Offer {
            company_id,
            title: "Marqueteur d'art",
            status: 0,
            days_ago: 0,
            ..Offer::default()
        },
    )
    .await;
    assert!(searchable(&b, "marqueteur").await.is_empty(), "a draft");
    let published = through_a
        .graphql_as(
            &recruiter,
            STATUS,
            json!({ "id": format!("/api/job_offers/{offer}"), "status": 2 }),
        )
        .await;
    let started = Instant::now();
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );
    // A bound for liveness, not the speed figure (about a second, design.md): a busy CI
    // machine running the browser journeys beside these tests must not fail it.
    while searchable(&b, "marqueteur").await != [offer] {
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "published through A, not searchable through B within 15 s"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }

    let lea = through_a.candidate("lea@exemple.fr").await;
    let uploaded = upload_cv(&through_a, Some(&lea), "cv.pdf", PDF).await;
    assert_eq!(uploaded.status(), 200);
    let cv_name = uploaded.json::<Value>().await.expect("JSON")["cvName"]
        .as_str()
        .expect("cvName")
        .to_owned();
    let client = reqwest::Client::new();
    let cv_through_b = || {
        client
            .get(format!("{}/candidates/cv/{cv_name}", b.address))
            .bearer_auth(&lea)
            .send()
    };
    let downloaded = cv_through_b().await.expect("download through B");
    assert_eq!(downloaded.status(), 200);
    assert_eq!(downloaded.bytes().await.expect("bytes").as_ref(), PDF);

    // A dies (SIGKILL, no goodbye): what it acknowledged is in PostgreSQL and the bucket,
    // and B serves all of it.
    let mut a = a;
    a.child.kill().expect("kill A");
    a.child.wait().expect("A is gone");
    assert_eq!(searchable(&b, "marqueteur").await, [offer]);
    let after = cv_through_b().await.expect("download through B");
    assert_eq!(after.bytes().await.expect("bytes").as_ref(), PDF);
}

async fn count(pool: &PgPool, query: &str, id: i64) -> i64 {
    sqlx::query_scalar(query)
        .bind(id)
        .fetch_one(pool)
        .await
        .expect("count")
}

const OUTBOX_ROWS: &str = "SELECT count(*) FROM index_outbox WHERE job_offer_id = $1";
const ALERT_MAILS: &str = "SELECT count(*) FROM mail_queue m JOIN users u ON u.email = m.to_address
     WHERE u.id = $1 AND m.subject LIKE '%alerte%'";
const DIGEST_MAILS: &str =
    "SELECT count(*) FROM mail_queue m JOIN users u ON u.email = m.to_address
     JOIN pro_accounts p ON p.user_id = u.id JOIN companies c ON c.pro_client_id = p.pro_client_id
     WHERE c.id = $1 AND m.subject LIKE '%candidature%'";

#[tokio::test]
async fn the_expiry_alert_and_digest_jobs_run_once_across_two_servers() {
    let url = fresh_database().await;
    let pool = crate::support::helpers::test_pool(&url).await;
    // Before the servers start: an offer past its period, a company told of its new
    // applications every day, and one such application.
    let old = fixtures::company(&pool, "Atelier Ancien").await;
    let ended = fixtures::offer(
        &pool,
        Offer {
            company_id: old,
            title: "Doreur",
            days_ago: 31,
            ..Offer::default()
        },
    )
    .await;
    let outbox_before = count(&pool, OUTBOX_ROWS, ended).await;
    let busy = fixtures::company(&pool, "Maison Affairée").await;
    let busy_offer = fixtures::offer(
        &pool,
        Offer {
            company_id: busy,
            title: "Tapissier",
            ..Offer::default()
        },
    )
    .await;
    sqlx::query("UPDATE companies SET notification_frequency = 'daily' WHERE id = $1")
        .bind(busy)
        .execute(&pool)
        .await
        .expect("daily digests");
    // Its candidate has an account (a digest leaves out those whose account is gone).
    sqlx::query(
        "WITH u AS (INSERT INTO users (email, firstname, lastname)
                    VALUES ('lea.martin@exemple.fr', 'Léa', 'Martin') RETURNING id),
              c AS (INSERT INTO candidates (user_id) SELECT id FROM u RETURNING id)
         INSERT INTO job_offer_applications (job_offer_id, submitted_at, candidate_name, candidate_id)
         SELECT $1, now(), 'Léa Martin', c.id FROM c",
    )
    .bind(busy_offer)
    .execute(&pool)
    .await
    .expect("an application");

    // Both servers fire every scheduled job every second, at the same instants.
    let dir = tempfile::tempdir().expect("dir");
    // Every job at each second holds a connection for its lock and takes more for its work:
    // a pool that fits them all at once (production's jobs never start all together).
    let [a, _b] = two_servers(
        &url,
        dir.path(),
        &[
            ("JOBS_EVERY_SECONDS", "1"),
            ("DATABASE_MAX_CONNECTIONS", "40"),
        ],
    )
    .await;
    let through_a = TestApp::over(&a.address, &url).await;
    let hugo = through_a.candidate("hugo@exemple.fr").await;
    through_a.confirm_email("hugo@exemple.fr").await;
    let hugo_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = 'hugo@exemple.fr'")
        .fetch_one(&pool)
        .await
        .expect("Hugo");
    let aura = region(&pool, "Auvergne-Rhône-Alpes").await;
    let created = through_a
        .graphql_as(
            &hugo,
            CREATE,
            json!({ "input": { "terms": "ébéniste", "regions": [aura.to_string()] } }),
        )
        .await;
    assert!(
        created["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"].is_i64(),
        "{created}"
    );
    let _ = locality(&pool, "69383").await;
    let maker = fixtures::company(&pool, "Atelier Dubois").await;
    fixtures::offer(
        &pool,
        Offer {
            company_id: maker,
            title: "Ébéniste d'art",
            insee: "69383",
            days_ago: 0,
            ..Offer::default()
        },
    )
    .await;

    let done = |outbox: i64, alerts: i64, digests: i64| {
        outbox > outbox_before && alerts > 0 && digests > 0
    };
    let started = Instant::now();
    loop {
        let effects = (
            count(&pool, OUTBOX_ROWS, ended).await,
            count(&pool, ALERT_MAILS, hugo_id).await,
            count(&pool, DIGEST_MAILS, busy).await,
        );
        if done(effects.0, effects.1, effects.2) {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the jobs did not run: {effects:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Three more runs on each server change nothing.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let status: i16 = sqlx::query_scalar("SELECT status FROM job_offers WHERE id = $1")
        .bind(ended)
        .fetch_one(&pool)
        .await
        .expect("status");
    assert_eq!(status, -1, "expired");
    assert_eq!(
        count(&pool, OUTBOX_ROWS, ended).await,
        outbox_before + 1,
        "the ended offer was expired once"
    );
    assert_eq!(
        count(&pool, ALERT_MAILS, hugo_id).await,
        1,
        "one alert mail"
    );
    assert_eq!(count(&pool, DIGEST_MAILS, busy).await, 1, "one digest");
}
