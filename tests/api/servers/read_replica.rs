//! Issue 57, item 5: with `DATABASE_READ_URL`, the public pages read a real streaming replica
//! (`pg_basebackup -R` of a private primary, `support::replica`) while writes and signed-in
//! requests read the primary; a replica that lags or is down serves nothing. The replica is
//! proven the source by pausing its replay: the primary changes, the public pages do not.

use std::time::{Duration, Instant};

use ensemblier::{config::ReadReplica, db, seed};
use serde_json::json;
use sqlx::{Executor, PgPool};

use crate::support::{
    fixtures,
    helpers::{fresh_database, spawn_on_with, TestApp},
    replica::Clusters,
    servers::free_port,
};

const COMPANY: &str = "query ($id: ID!) { company(id: $id) { presentation } }";

fn replica_of(url: String, max_lag_seconds: u64) -> ReadReplica {
    ReadReplica {
        url,
        max_connections: 2,
        max_lag: Duration::from_secs(max_lag_seconds),
    }
}

/// The page at `path` once it contains `text` (15 s at most).
async fn page_with(app: &TestApp, path: &str, text: &str) -> String {
    let started = Instant::now();
    loop {
        let response = app.get(path).await;
        let status = response.status();
        let html = response.text().await.expect("page");
        if status == 200 && html.contains(text) {
            return html;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "{path} never showed « {text} » ({status}): {html}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn paused(replica: &PgPool) {
    replica
        .execute("SELECT pg_wal_replay_pause()")
        .await
        .expect("pause the replay");
    for _ in 0..100 {
        let state: String = sqlx::query_scalar("SELECT pg_get_wal_replay_pause_state()")
            .fetch_one(replica)
            .await
            .expect("pause state");
        if state == "paused" {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the replay never paused");
}

async fn resumed(replica: &PgPool) {
    replica
        .execute("SELECT pg_wal_replay_resume()")
        .await
        .expect("resume the replay");
}

async fn presentation_on(pool: &PgPool, company: i64) -> String {
    sqlx::query_scalar("SELECT presentation FROM companies WHERE id = $1")
        .bind(company)
        .fetch_one(pool)
        .await
        .expect("presentation")
}

#[tokio::test]
async fn public_pages_read_the_replica_while_writes_and_sessions_read_the_primary() {
    let Some(clusters) = Clusters::start().await else {
        return;
    };
    let database = clusters.primary_url("ensemblier");
    let primary = db::connect(&database, 2).await.expect("primary");
    db::migrate(&primary).await.expect("migrate");
    seed::seed(&primary, false).await.expect("seed");
    // The database reaches the replica by streaming, like everything after it.
    let mut replica = None;
    for _ in 0..100 {
        if let Ok(pool) = PgPool::connect(&clusters.replica_url("ensemblier")).await {
            replica = Some(pool);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let replica = replica.expect("the database on the replica");

    let app = spawn_on_with(database.clone(), |settings| {
        settings.read_replica = Some(replica_of(clusters.replica_url("ensemblier"), 3600));
    })
    .await;
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    app.update_my_company(
        &company.token,
        json!({ "presentation": "Première présentation de l’atelier." }),
    )
    .await;
    sqlx::query(
        "UPDATE job_offers SET description = '<p>Premier descriptif du poste.</p>' WHERE id = $1",
    )
    .bind(offer.id)
    .execute(&app.pool)
    .await
    .expect("a description");
    let slug: String = sqlx::query_scalar("SELECT slug FROM job_offers WHERE id = $1")
        .bind(offer.id)
        .fetch_one(&app.pool)
        .await
        .expect("slug");
    let company_page = format!("/entreprises/{}/atelier-dubois", company.id);
    let offer_page = format!("/emploi/{}/{slug}", offer.id);
    page_with(&app, &company_page, "Première présentation").await;
    page_with(&app, &offer_page, "Premier descriptif").await;

    // The replica stops replaying: what the primary writes now does not reach it.
    paused(&replica).await;
    app.update_my_company(
        &company.token,
        json!({ "presentation": "Seconde présentation de l’atelier." }),
    )
    .await;
    sqlx::query(
        "UPDATE job_offers SET description = '<p>Second descriptif du poste.</p>' WHERE id = $1",
    )
    .bind(offer.id)
    .execute(&app.pool)
    .await
    .expect("a new description");
    // Long enough for the replica's watcher to have looked (every 250 ms).
    tokio::time::sleep(Duration::from_millis(600)).await;
    let html = app.get(&company_page).await.text().await.expect("page");
    assert!(
        html.contains("Première présentation") && !html.contains("Seconde présentation"),
        "the company's page is the replica's: {html}"
    );
    let html = app.get(&offer_page).await.text().await.expect("page");
    assert!(
        html.contains("Premier descriptif") && !html.contains("Second descriptif"),
        "the offer's texts are the replica's: {html}"
    );
    let anonymous = app.query(COMPANY, json!({ "id": company.id })).await;
    assert_eq!(
        anonymous["company"]["presentation"], "Première présentation de l’atelier.",
        "an anonymous visitor's API reads the replica"
    );
    // The owner, signed in, sees what it has just written, in the same public query.
    let signed_in = app
        .graphql_as(&company.token, COMPANY, json!({ "id": company.id }))
        .await;
    assert_eq!(
        signed_in["data"]["company"]["presentation"], "Seconde présentation de l’atelier.",
        "{signed_in}"
    );

    resumed(&replica).await;
    page_with(&app, &company_page, "Seconde présentation").await;
    page_with(&app, &offer_page, "Second descriptif").await;

    // A server that allows one second of lag: past it, the paused replica serves nothing.
    let strict = spawn_on_with(database.clone(), |settings| {
        settings.read_replica = Some(replica_of(clusters.replica_url("ensemblier"), 1));
    })
    .await;
    page_with(&strict, &company_page, "Seconde présentation").await;
    paused(&replica).await;
    sqlx::query("UPDATE companies SET presentation = 'Troisième présentation.' WHERE id = $1")
        .bind(company.id)
        .execute(&strict.pool)
        .await
        .expect("a third presentation");
    page_with(&strict, &company_page, "Troisième présentation").await;
    assert_eq!(
        presentation_on(&replica, company.id).await,
        "Seconde présentation de l’atelier.",
        "the replica is still behind: the page came from the primary"
    );
    resumed(&replica).await;
    replica.close().await;
    primary.close().await;
}

#[tokio::test]
async fn a_server_whose_replica_is_down_starts_and_reads_the_primary() {
    let closed = format!("postgres://postgres@127.0.0.1:{}/ensemblier", free_port());
    let database = fresh_database().await;
    let started = Instant::now();
    let app = spawn_on_with(database, |settings| {
        settings.read_replica = Some(replica_of(closed, 1));
    })
    .await;
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "the server waited for the replica"
    );
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    fixtures::offers(&app.pool, company, &["Tapissier H/F"]).await;
    page_with(
        &app,
        &format!("/entreprises/{company}/atelier-dubois"),
        "Atelier de décoration.",
    )
    .await;
    let answer = app.query(COMPANY, json!({ "id": company })).await;
    assert_eq!(answer["company"]["presentation"], "Atelier de décoration.");
}
