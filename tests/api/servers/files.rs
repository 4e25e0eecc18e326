//! Uploaded files in an S3-compatible bucket (a real `s3s-fs` server, `s3.rs`): the storage
//! backend itself, the server's routes over it, and `ensemblier files migrate`.

use std::process::{Command, Output};

use ensemblier::files::{FileKind, Storage};
use futures_util::TryStreamExt;

use crate::{
    accounts::upload_cv,
    support::helpers::{error_of, fresh_database, spawn_app_with, PDF},
    support::s3::S3Server,
};

async fn read(storage: &Storage, kind: FileKind, name: &str) -> Vec<u8> {
    let download = storage.open(kind, name).await.expect("open");
    let chunks: Vec<bytes::Bytes> = download.stream.try_collect().await.expect("stream");
    chunks.concat()
}

#[tokio::test]
async fn the_bucket_stores_streams_and_deletes_files() {
    let s3 = S3Server::start();
    let storage = Storage::s3(&s3.settings).expect("storage");
    assert!(
        !format!("{storage:?}").contains(&s3.settings.secret_access_key),
        "no secret in logs"
    );
    // Bigger than one read of the server, so the body arrives in several chunks.
    let big: Vec<u8> = (0..3_000_000u32).map(|i| (i % 251) as u8).collect();
    let name = storage.save(FileKind::Cv, &big, "pdf").await.expect("save");
    assert!(
        s3.object_path(&format!("cv/{name}")).is_file(),
        "stored under <kind>/<name> in the bucket"
    );
    assert_eq!(
        storage.size(FileKind::Cv, &name).await.ok(),
        Some(Some(big.len() as u64))
    );
    let download = storage.open(FileKind::Cv, &name).await.expect("open");
    assert_eq!(download.size, big.len() as u64);
    let chunks: Vec<bytes::Bytes> = download.stream.try_collect().await.expect("stream");
    assert!(chunks.len() > 1, "streamed, not read whole");
    assert_eq!(chunks.concat(), big);

    let copy = tempfile::NamedTempFile::new().expect("temp file");
    assert_eq!(
        storage.copy_to(FileKind::Cv, &name, copy.path()).await.ok(),
        Some(true)
    );
    assert_eq!(std::fs::read(copy.path()).expect("copy"), big);

    assert!(
        matches!(
            storage.open(FileKind::CoverLetter, &name).await,
            Err(ensemblier::error::AppError::NotFound)
        ),
        "another kind is another prefix"
    );
    storage.delete(FileKind::Cv, &name).await;
    assert_eq!(storage.exists(FileKind::Cv, &name).await.ok(), Some(false));
    assert!(matches!(
        storage.open(FileKind::Cv, &name).await,
        Err(ensemblier::error::AppError::NotFound)
    ));
    assert_eq!(
        storage.copy_to(FileKind::Cv, &name, copy.path()).await.ok(),
        Some(false)
    );
    storage.delete(FileKind::Cv, &name).await; // already gone: fine
}

#[tokio::test]
async fn a_cv_uploaded_to_the_bucket_is_served_to_its_owner_only_and_a_missing_file_is_a_404() {
    let s3 = S3Server::start();
    let settings = s3.settings.clone();
    let app = spawn_app_with(move |s| s.s3 = Some(settings)).await;
    let lea = app.candidate("lea@exemple.fr").await;
    let hugo = app.candidate("hugo@exemple.fr").await;
    let uploaded = upload_cv(&app, Some(&lea), "cv.pdf", PDF).await;
    assert_eq!(uploaded.status(), 200);
    let body: serde_json::Value = uploaded.json().await.expect("JSON");
    let cv_name = body["cvName"].as_str().expect("cvName").to_owned();
    assert!(
        s3.object_path(&format!("cv/{cv_name}")).is_file(),
        "in the bucket"
    );
    assert!(
        !app.data_dir.join("uploads/cv").join(&cv_name).exists(),
        "not on the server's disk"
    );

    let download = |token: String| {
        app.client
            .get(format!("{}/candidates/cv/{cv_name}", app.address))
            .bearer_auth(token)
            .send()
    };
    let own = download(lea.clone()).await.expect("download");
    assert_eq!(own.status(), 200);
    assert_eq!(
        own.headers()
            .get("cache-control")
            .and_then(|v| v.to_str().ok()),
        Some("private, no-store")
    );
    assert_eq!(own.bytes().await.expect("bytes").as_ref(), PDF);
    let (status, _) = error_of(download(hugo).await.expect("download")).await;
    assert_eq!(status, 404, "someone else's CV");

    std::fs::remove_file(s3.object_path(&format!("cv/{cv_name}"))).expect("lose the object");
    let (status, error) = error_of(download(lea).await.expect("download")).await;
    assert_eq!((status, error.as_str()), (404, "Ressource introuvable."));
    let (status, error) = error_of(app.get("/uploads/logos/0123abcd.png").await).await;
    assert_eq!((status, error.as_str()), (404, "Ressource introuvable."));
}

fn migrate(data_dir: &std::path::Path, database_url: &str, s3: &[(&str, String)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ensemblier"))
        .args(["files", "migrate"])
        .env("DATABASE_URL", database_url)
        .env("DATA_DIR", data_dir)
        .env("RUST_LOG", "warn")
        .envs(s3.iter().map(|(k, v)| (*k, v.as_str())))
        .output()
        .expect("run ensemblier files migrate")
}

#[tokio::test]
async fn files_migrate_copies_the_local_uploads_once_and_names_the_file_it_could_not_copy() {
    let s3 = S3Server::start();
    let url = fresh_database().await;
    let data = tempfile::tempdir().expect("data dir");
    let uploads = data.path().join("uploads");
    std::fs::create_dir_all(uploads.join("cv")).expect("cv");
    std::fs::create_dir_all(uploads.join("logos")).expect("logos");
    std::fs::write(uploads.join("cv/aaa.pdf"), PDF).expect("cv");
    std::fs::write(uploads.join("logos/bbb.png"), b"png").expect("logo");
    let environment = s3.environment();

    let first = migrate(data.path(), &url, &environment);
    let out = String::from_utf8_lossy(&first.stdout);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert!(
        out.contains("2 fichier(s) copié(s), 0 déjà présent(s)"),
        "{out}"
    );
    assert_eq!(
        std::fs::read(s3.object_path("cv/aaa.pdf")).expect("in the bucket"),
        PDF
    );
    let storage = Storage::s3(&s3.settings).expect("storage");
    assert_eq!(read(&storage, FileKind::Logo, "bbb.png").await, b"png");

    let rerun = migrate(data.path(), &url, &environment);
    let out = String::from_utf8_lossy(&rerun.stdout);
    assert!(
        out.contains("0 fichier(s) copié(s), 2 déjà présent(s)"),
        "{out}"
    );

    let mut refused = environment.clone();
    refused.retain(|(name, _)| *name != "S3_SECRET_ACCESS_KEY");
    refused.push(("S3_SECRET_ACCESS_KEY", "not-the-key".to_owned()));
    let failed = migrate(data.path(), &url, &refused);
    let error = String::from_utf8_lossy(&failed.stderr);
    assert!(!failed.status.success());
    assert!(error.contains("uploads/cv/"), "{error}");
}
