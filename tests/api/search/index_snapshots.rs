//! Snapshots of the index in a real S3 bucket (`s3s-fs`, `support/s3.rs`): a new instance
//! installs the latest one, follows the outbox from its position and answers as a rebuilt
//! index does; a missing, corrupt or other-layout snapshot means a rebuild.

use std::path::Path;
use std::time::{Duration, Instant};

use ensemblier::{
    files::Storage,
    filters::JobFilters,
    search::{indexer::Start, Search},
};
use ensemblier_index::OfferQuery;
use serde_json::{json, Value};
use sqlx::PgPool;

use super::catch_up_fully;
use crate::support::{
    fixtures,
    helpers::{fresh_database, spawn_on, spawn_on_with, TestApp},
    s3::S3Server,
};

const WORDS: [&str; 6] = [
    "",
    "staffeur",
    "doreuse",
    "laqueur",
    "marqueteur",
    "vitrailliste",
];

async fn database() -> (String, PgPool) {
    let url = fresh_database().await;
    let pool = ensemblier::db::connect(&url, 4).await.expect("pool");
    (url, pool)
}

/// Ids and total of each search of `WORDS`, straight from the index.
fn answers(index: &Search) -> Vec<(Vec<u64>, u64)> {
    WORDS
        .iter()
        .map(|words| {
            let query = OfferQuery {
                terms: (*words).to_owned(),
                ..Default::default()
            };
            let page = index
                .live
                .search(&query, chrono::Utc::now().timestamp())
                .expect("search");
            (page.ids.clone(), page.total)
        })
        .collect()
}

/// The changes written after the snapshot: an edit, a removal and a new offer.
async fn change_after_the_snapshot(pool: &PgPool, ids: &[i64], company: i64) {
    sqlx::query("UPDATE job_offers SET title = 'Laqueur' WHERE id = $1")
        .bind(ids[0])
        .execute(pool)
        .await
        .expect("edit");
    sqlx::query("DELETE FROM job_offers WHERE id = $1")
        .bind(ids[1])
        .execute(pool)
        .await
        .expect("removal");
    fixtures::offers(pool, company, &["Marqueteur"]).await;
}

/// The id of the latest snapshot, as the bucket holds it.
fn latest(s3: &S3Server) -> String {
    std::fs::read_to_string(s3.object_path("index-snapshots/LATEST")).expect("LATEST")
}

fn segment_files(generation: &Path) -> Vec<String> {
    std::fs::read_dir(generation)
        .expect("generation")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".idx"))
        .collect()
}

fn current_generation(data_dir: &Path) -> std::path::PathBuf {
    let index = data_dir.join("index");
    let name = std::fs::read_to_string(index.join("CURRENT")).expect("CURRENT");
    index.join(name.trim())
}

/// An index published, then changed in the database; returns the publisher's data folder.
async fn published(
    pool: &PgPool,
    storage: &Storage,
    filters: &JobFilters,
) -> (tempfile::TempDir, Vec<i64>, i64) {
    let company = fixtures::company(pool, "Atelier").await;
    let ids = fixtures::offers(pool, company, &["Staffeur", "Doreuse", "Vitrailliste"]).await;
    let dir = tempfile::tempdir().expect("dir");
    let publisher = Search::open(dir.path()).expect("open");
    publisher.reindex(pool, filters).await.expect("reindex");
    let manifest = publisher
        .publish_snapshot(storage, false)
        .await
        .expect("publish")
        .expect("none published yet");
    assert_eq!(manifest.offers, 3);
    assert_eq!(manifest.position, publisher.progress().to_string());
    assert!(
        publisher
            .publish_snapshot(storage, false)
            .await
            .expect("publish")
            .is_none(),
        "a fresh snapshot is not published again"
    );
    (dir, ids, company)
}

#[tokio::test]
async fn an_empty_index_installs_the_snapshot_and_answers_as_a_rebuilt_one() {
    let s3 = S3Server::start();
    let storage = Storage::s3(&s3.settings).expect("storage");
    let (_, pool) = database().await;
    let filters = JobFilters::load(&pool).await.expect("filters");
    let (publisher_dir, ids, company) = published(&pool, &storage, &filters).await;
    change_after_the_snapshot(&pool, &ids, company).await;

    let dir = tempfile::tempdir().expect("dir");
    let installed = Search::open(dir.path()).expect("open");
    let start = installed
        .start(&pool, &filters, Some(&storage))
        .await
        .expect("start");
    let Start::Snapshot(manifest) = start else {
        panic!("not installed from the snapshot: {start:?}");
    };
    assert_eq!(manifest.offers, 3, "the index as published");
    assert_eq!(installed.progress().to_string(), manifest.position);
    assert_eq!(
        segment_files(&current_generation(dir.path())),
        segment_files(&current_generation(publisher_dir.path())),
        "the publisher's segments, not a rebuild"
    );
    catch_up_fully(&installed, &pool, &filters).await;

    let rebuilt_dir = tempfile::tempdir().expect("dir");
    let rebuilt = Search::open(rebuilt_dir.path()).expect("open");
    assert!(matches!(
        rebuilt.start(&pool, &filters, None).await.expect("start"),
        Start::Rebuilt(3)
    ));
    let expected = answers(&rebuilt);
    assert_eq!(expected[0].1, 3, "the edit, the removal and the new offer");
    assert_eq!(expected[3].1, 1, "laqueur");
    assert_eq!(expected[2].1, 0, "doreuse was removed");
    assert_eq!(answers(&installed), expected);
}

/// How a server with an empty data folder starts against `storage`, and its offers then.
async fn starting(pool: &PgPool, filters: &JobFilters, storage: &Storage) -> (Start, u64) {
    let dir = tempfile::tempdir().expect("dir");
    let search = Search::open(dir.path()).expect("open");
    let start = search
        .start(pool, filters, Some(storage))
        .await
        .expect("start");
    (start, search.live.current().len())
}

#[tokio::test]
async fn a_missing_corrupt_or_other_layout_snapshot_falls_back_to_the_rebuild() {
    let s3 = S3Server::start();
    let storage = Storage::s3(&s3.settings).expect("storage");
    let (_, pool) = database().await;
    let filters = JobFilters::load(&pool).await.expect("filters");
    let (start, len) = starting(&pool, &filters, &storage).await;
    assert!(
        matches!(start, Start::Rebuilt(0)),
        "none published: {start:?}"
    );
    assert_eq!(len, 0);

    published(&pool, &storage, &filters).await;
    let id = latest(&s3);
    let archive = s3.object_path(&format!("index-snapshots/{id}/index.zip"));
    let manifest = s3.object_path(&format!("index-snapshots/{id}/manifest.json"));
    let good_archive = std::fs::read(&archive).expect("archive");
    let good_manifest = std::fs::read_to_string(&manifest).expect("manifest");

    let mut flipped = good_archive.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x01;
    std::fs::write(&archive, &flipped).expect("flip a byte");
    let (start, len) = starting(&pool, &filters, &storage).await;
    assert!(matches!(start, Start::Rebuilt(3)), "corrupt: {start:?}");
    assert_eq!(len, 3);
    std::fs::write(&archive, &good_archive).expect("restore");

    let mut older: Value = serde_json::from_str(&good_manifest).expect("JSON");
    older["layout"] = json!("0".repeat(64));
    std::fs::write(&manifest, older.to_string()).expect("older layout");
    let (start, _) = starting(&pool, &filters, &storage).await;
    assert!(
        matches!(start, Start::Rebuilt(3)),
        "older layout: {start:?}"
    );

    std::fs::write(&manifest, &good_manifest).expect("restore");
    let (start, len) = starting(&pool, &filters, &storage).await;
    assert!(matches!(start, Start::Snapshot(_)), "restored: {start:?}");
    assert_eq!(len, 3);

    std::fs::remove_file(&archive).expect("lose the archive");
    let (start, _) = starting(&pool, &filters, &storage).await;
    assert!(
        matches!(start, Start::Rebuilt(3)),
        "archive missing: {start:?}"
    );
}

#[tokio::test]
async fn only_the_last_two_snapshots_are_kept() {
    let s3 = S3Server::start();
    let storage = Storage::s3(&s3.settings).expect("storage");
    let (_, pool) = database().await;
    let filters = JobFilters::load(&pool).await.expect("filters");
    let dir = tempfile::tempdir().expect("dir");
    let search = Search::open(dir.path()).expect("open");
    search.reindex(&pool, &filters).await.expect("reindex");
    let mut ids = Vec::new();
    for _ in 0..3 {
        search
            .publish_snapshot(&storage, true)
            .await
            .expect("publish")
            .expect("forced");
        ids.push(latest(&s3));
        // Ids name the second they were taken.
        tokio::time::sleep(Duration::from_millis(1_100)).await;
    }
    // The bucket's own listing (its server may leave empty folders behind).
    let kept: Vec<bool> = ids
        .iter()
        .map(|id| {
            ["index.zip", "manifest.json"].iter().all(|name| {
                s3.object_path(&format!("index-snapshots/{id}/{name}"))
                    .is_file()
            })
        })
        .collect();
    assert_eq!(kept, [false, true, true], "the oldest is deleted");
    let keys = storage.list_keys("index-snapshots").await.expect("list");
    assert_eq!(keys.len(), 5, "two snapshots and LATEST: {keys:?}");
    assert!(
        dir.path()
            .join("index")
            .read_dir()
            .expect("index")
            .all(|entry| {
                !entry
                    .expect("entry")
                    .file_name()
                    .to_string_lossy()
                    .starts_with("snapshot")
            }),
        "no staging folder left behind"
    );
}

async fn searched(app: &TestApp, words: &str) -> Value {
    let answer: Value = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .json(&json!({
            "query": "query($search: String) { jobOffers(search: $search) { totalCount edges { node { _id title } } } }",
            "variables": { "search": words },
        }))
        .send()
        .await
        .expect("search")
        .json()
        .await
        .expect("JSON");
    answer["data"]["jobOffers"].clone()
}

/// Two real servers on the database, each with an empty data folder: one with the bucket
/// installs the snapshot, the other (no bucket, so no snapshots) rebuilds.
#[tokio::test]
async fn a_server_with_an_empty_data_folder_serves_the_snapshot_and_what_came_after() {
    let s3 = S3Server::start();
    let storage = Storage::s3(&s3.settings).expect("storage");
    let (url, pool) = database().await;
    let filters = JobFilters::load(&pool).await.expect("filters");
    let (publisher, ids, company) = published(&pool, &storage, &filters).await;
    change_after_the_snapshot(&pool, &ids, company).await;

    let settings = s3.settings.clone();
    let installed = spawn_on_with(url.clone(), move |s| s.s3 = Some(settings)).await;
    let rebuilt = spawn_on(url).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let mut same = true;
        for words in WORDS {
            let (a, b) = (
                searched(&installed, words).await,
                searched(&rebuilt, words).await,
            );
            same &= a == b && !a.is_null();
        }
        let laqueur = searched(&installed, "laqueur").await;
        if same && laqueur["totalCount"] == json!(1) {
            break;
        }
        assert!(Instant::now() < deadline, "never the same: {laqueur}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(searched(&installed, "").await["totalCount"], json!(3));
    let served = segment_files(&current_generation(&installed.data_dir));
    let published = segment_files(&current_generation(publisher.path()));
    assert!(
        !published.is_empty() && published.iter().all(|name| served.contains(name)),
        "the installed server serves the publisher's segments, not a rebuild"
    );
}
