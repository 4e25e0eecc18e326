//! The retention of personal data (docs/privacy.md), one test per row of its table: the
//! nightly `retention` job run by the binary, as the scheduler would.

use std::{path::Path, process::Output};

use sqlx::PgPool;

use crate::{
    support::fixtures::{self, Offer},
    support::helpers::{fresh_database, spawn_app},
};

async fn run_retention(data_dir: &Path, database_url: &str) -> String {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"));
    command
        .args(["job", "run", "retention"])
        .env("DATABASE_URL", database_url)
        .env("DATA_DIR", data_dir)
        .env("JWT_SECRET", crate::support::helpers::JWT_SECRET)
        .env("RUST_LOG", "warn")
        .env_remove("SMTP_URL");
    let output: Output = tokio::task::spawn_blocking(move || command.output())
        .await
        .expect("join")
        .expect("run ensemblier");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// An offer of a new company with `status`, its ad over for `ended_days` days (negative:
/// still running).
async fn offer(pool: &PgPool, status: i16, ended_days: i32) -> i64 {
    let company_id = fixtures::company(pool, "Atelier Dubois").await;
    fixtures::offer(
        pool,
        Offer {
            company_id,
            status,
            days_ago: 30 + ended_days,
            ..Offer::default()
        },
    )
    .await
}

/// A sent application to `offer`, last touched `days` days ago, with its two documents
/// stored under `data_dir`; returns its id and the documents' paths.
async fn application(
    pool: &PgPool,
    data_dir: &Path,
    offer: i64,
    days: i32,
) -> (i64, Vec<std::path::PathBuf>) {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO job_offer_applications (job_offer_id, created_at, submitted_at, submitted_from,
             candidate_name, candidate_email, cv_path, cover_letter_path)
         VALUES ($1, now() - make_interval(days => $2), now() - make_interval(days => $2), '203.0.113.7',
                 'Léa Martin', 'lea@exemple.fr', 'cv' || $3 || '.pdf', 'lm' || $3 || '.pdf')
         RETURNING id",
    )
    .bind(offer)
    .bind(days)
    .bind(uuid::Uuid::new_v4().simple().to_string())
    .fetch_one(pool)
    .await
    .expect("an application");
    let (cv, letter): (String, String) = sqlx::query_as(
        "SELECT cv_path, cover_letter_path FROM job_offer_applications WHERE id = $1",
    )
    .bind(id)
    .fetch_one(pool)
    .await
    .expect("paths");
    let files = vec![
        data_dir.join("uploads/cv").join(cv),
        data_dir.join("uploads/cover-letters").join(letter),
    ];
    for file in &files {
        std::fs::create_dir_all(file.parent().expect("dir")).expect("dir");
        std::fs::write(file, crate::support::helpers::PDF).expect("document");
    }
    (id, files)
}

async fn exists(pool: &PgPool, id: i64) -> bool {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM job_offer_applications WHERE id = $1)")
        .bind(id)
        .fetch_one(pool)
        .await
        .expect("exists")
}

const TWO_YEARS: i32 = 2 * 365 + 1;

#[tokio::test]
async fn applications_of_a_closed_offer_go_with_their_documents_two_years_after_the_last_contact() {
    let url = fresh_database().await;
    let pool = PgPool::connect(&url).await.expect("pool");
    let data = tempfile::tempdir().expect("data dir");
    let expired = offer(&pool, -1, 800).await;
    let deleted = offer(&pool, -2, 800).await;
    let live = offer(&pool, 2, -10).await;

    let (stale, stale_files) = application(&pool, data.path(), expired, TWO_YEARS + 10).await;
    let (stale_deleted, _) = application(&pool, data.path(), deleted, TWO_YEARS + 10).await;
    let (recent, recent_files) = application(&pool, data.path(), expired, 300).await;
    // Sent long ago, but the recruiter wrote to the candidate last month.
    let (contacted, _) = application(&pool, data.path(), expired, TWO_YEARS + 10).await;
    sqlx::query("UPDATE job_offer_applications SET last_contact_at = now() - interval '30 days' WHERE id = $1")
        .bind(contacted)
        .execute(&pool)
        .await
        .expect("contact");
    // The candidate agreed to a longer keeping, still running.
    let (agreed, _) = application(&pool, data.path(), expired, TWO_YEARS + 10).await;
    sqlx::query("UPDATE job_offer_applications SET kept_with_consent_until = now() + interval '1 year' WHERE id = $1")
        .bind(agreed)
        .execute(&pool)
        .await
        .expect("consent");
    // An offer still open keeps its applications, however old.
    let (open, _) = application(&pool, data.path(), live, TWO_YEARS + 10).await;

    run_retention(data.path(), &url).await;
    assert!(!exists(&pool, stale).await, "erased");
    assert!(
        !exists(&pool, stale_deleted).await,
        "erased (deleted offer)"
    );
    assert!(stale_files.iter().all(|f| !f.exists()), "its PDFs too");
    for (id, why) in [
        (recent, "recent"),
        (contacted, "recent contact"),
        (agreed, "consent"),
        (open, "open offer"),
    ] {
        assert!(exists(&pool, id).await, "kept: {why}");
    }
    assert!(recent_files.iter().all(|f| f.exists()));
    run_retention(data.path(), &url).await;
    assert!(exists(&pool, recent).await, "rerunning is harmless");
}

#[tokio::test]
async fn the_address_an_application_came_from_is_forgotten_after_a_year() {
    let url = fresh_database().await;
    let pool = PgPool::connect(&url).await.expect("pool");
    let data = tempfile::tempdir().expect("data dir");
    let live = offer(&pool, 2, -10).await;
    let (old, _) = application(&pool, data.path(), live, 366).await;
    let (young, _) = application(&pool, data.path(), live, 300).await;
    run_retention(data.path(), &url).await;
    let address = |id: i64| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, Option<String>>(
                "SELECT host(submitted_from) FROM job_offer_applications WHERE id = $1",
            )
            .bind(id)
            .fetch_one(&pool)
            .await
            .expect("address")
        }
    };
    assert_eq!(address(old).await, None);
    assert_eq!(address(young).await.as_deref(), Some("203.0.113.7"));
    assert!(exists(&pool, old).await, "the application itself stays");
}

#[tokio::test]
async fn deleting_an_account_forgets_the_addresses_of_its_applications() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let live = offer(&app.pool, 2, -10).await;
    let (id, _) = application(&app.pool, &app.data_dir, live, 1).await;
    sqlx::query("UPDATE job_offer_applications SET candidate_id = (SELECT c.id FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = 'lea@exemple.fr') WHERE id = $1")
        .bind(id)
        .execute(&app.pool)
        .await
        .expect("hers");
    let deleted = app
        .client
        .delete(format!("{}/api/account/delete", app.address))
        .json(&serde_json::json!({ "password": crate::support::helpers::PASSWORD }))
        .bearer_auth(&lea)
        .send()
        .await
        .expect("delete");
    assert_eq!(deleted.text().await.expect("body"), "ok");
    let address: Option<String> =
        sqlx::query_scalar("SELECT host(submitted_from) FROM job_offer_applications WHERE id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .expect("address");
    assert_eq!(address, None);
}

#[tokio::test]
async fn sent_mails_and_their_files_go_after_thirty_days_unsent_ones_stay() {
    let url = fresh_database().await;
    let pool = PgPool::connect(&url).await.expect("pool");
    let data = tempfile::tempdir().expect("data dir");
    let insert = |status: &'static str, days: i32| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "INSERT INTO mail_queue (kind, to_address, subject, text_body, html_body, status, created_at, sent_at)
                 VALUES ('confirm_email', 'lea@exemple.fr', 'Objet', 'Texte', '<p>Texte</p>', $1,
                         now() - make_interval(days => $2),
                         CASE WHEN $1 = 'sent' THEN now() - make_interval(days => $2) END)
                 RETURNING id",
            )
            .bind(status)
            .bind(days)
            .fetch_one(&pool)
            .await
            .expect("a mail")
        }
    };
    let old_sent = insert("sent", 31).await;
    let young_sent = insert("sent", 29).await;
    let old_pending = insert("pending", 40).await;

    let mail_dir = data.path().join("mail");
    std::fs::create_dir_all(&mail_dir).expect("mail dir");
    let old_file = mail_dir.join("old.eml");
    let young_file = mail_dir.join("young.eml");
    let other_file = mail_dir.join("notes.txt");
    for file in [&old_file, &young_file, &other_file] {
        std::fs::write(file, "From: x").expect("file");
    }
    let month_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(31 * 24 * 3600);
    for file in [&old_file, &other_file] {
        std::fs::File::options()
            .write(true)
            .open(file)
            .expect("open")
            .set_modified(month_ago)
            .expect("age the file");
    }

    run_retention(data.path(), &url).await;
    let left: Vec<i64> = sqlx::query_scalar("SELECT id FROM mail_queue ORDER BY id")
        .fetch_all(&pool)
        .await
        .expect("mails");
    assert!(!left.contains(&old_sent), "a sent mail goes after 30 days");
    assert!(left.contains(&young_sent));
    assert!(
        left.contains(&old_pending),
        "an unsent mail is never dropped"
    );
    assert!(!old_file.exists(), "its .eml file too");
    assert!(young_file.exists());
    assert!(other_file.exists(), "only .eml files are mails");
}

/// Issue 32: contact messages go a year after the last of them and their replies; parked
/// mails 30 days after parking; pending mails stay.
#[tokio::test]
async fn contact_messages_go_after_a_year_and_parked_mails_after_thirty_days() {
    let url = fresh_database().await;
    let pool = PgPool::connect(&url).await.expect("pool");
    let data = tempfile::tempdir().expect("data dir");
    let message = |days: i32| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "INSERT INTO contact_messages (subject, email, message, created_at)
                 VALUES ('autre', 'lea@exemple.fr', 'Bonjour', now() - make_interval(days => $1))
                 RETURNING id",
            )
            .bind(days)
            .fetch_one(&pool)
            .await
            .expect("a message")
        }
    };
    let old = message(366).await;
    let young = message(300).await;
    let old_with_recent_reply = message(400).await;
    sqlx::query(
        "INSERT INTO contact_replies (contact_message_id, author_email, body, request_key, created_at)
         VALUES ($1, 'equipe@ensemblier.fr', 'Réponse', gen_random_uuid(), now() - interval '10 days')",
    )
    .bind(old_with_recent_reply)
    .execute(&pool)
    .await
    .expect("a reply");

    let mail = |status: &'static str, parked_days: Option<i32>| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "INSERT INTO mail_queue (kind, to_address, subject, text_body, html_body, status, parked_at)
                 VALUES ('confirm_email', 'parti@exemple.fr', 'Objet', 'Texte', '<p>Texte</p>', $1,
                         now() - make_interval(days => $2))
                 RETURNING id",
            )
            .bind(status)
            .bind(parked_days)
            .fetch_one(&pool)
            .await
            .expect("a mail")
        }
    };
    let old_parked = mail("parked", Some(31)).await;
    let young_parked = mail("parked", Some(29)).await;
    let pending = mail("pending", None).await;

    run_retention(data.path(), &url).await;
    let messages: Vec<i64> = sqlx::query_scalar("SELECT id FROM contact_messages ORDER BY id")
        .fetch_all(&pool)
        .await
        .expect("messages");
    assert_eq!(messages, [young, old_with_recent_reply], "{old} goes");
    let mails: Vec<i64> = sqlx::query_scalar("SELECT id FROM mail_queue ORDER BY id")
        .fetch_all(&pool)
        .await
        .expect("mails");
    assert_eq!(mails, [young_parked, pending], "{old_parked} goes");
}
