//! The background jobs, run once by the `ensemblier` binary (`job run <name>`): the same
//! `tasks::run_once` the scheduler calls, lock included, on a fresh database.

use std::{path::Path, process::Output};

use ensemblier::tasks::{self, Lock};
use sqlx::{Connection, PgConnection, PgPool};

use crate::{
    support::fixtures::{self, Offer},
    support::helpers::fresh_database,
};

/// Runs `ensemblier <args>` on the database at `database_url`, without SMTP.
async fn ensemblier(database_url: &str, args: &[&str]) -> Output {
    let data_dir = tempfile::tempdir().expect("data dir");
    ensemblier_in(data_dir.path(), database_url, args).await
}

/// The same with `DATA_DIR` at `data_dir` (where mails are written without SMTP).
async fn ensemblier_in(data_dir: &Path, database_url: &str, args: &[&str]) -> Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"));
    command
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("DATA_DIR", data_dir)
        .env("JWT_SECRET", crate::support::helpers::JWT_SECRET)
        .env("RUST_LOG", "warn")
        .env_remove("SMTP_URL");
    tokio::task::spawn_blocking(move || command.output())
        .await
        .expect("join")
        .expect("run ensemblier")
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "ensemblier failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

async fn status(pool: &PgPool, offer: i64) -> i16 {
    sqlx::query_scalar("SELECT status FROM job_offers WHERE id = $1")
        .bind(offer)
        .fetch_one(pool)
        .await
        .expect("status")
}

/// A published offer whose 30 days ended yesterday.
async fn ended_offer(pool: &PgPool) -> i64 {
    let company_id = fixtures::company(pool, "Atelier Dubois").await;
    fixtures::offer(
        pool,
        Offer {
            company_id,
            days_ago: 31,
            ..Offer::default()
        },
    )
    .await
}

#[tokio::test]
async fn the_job_list_names_every_job_and_an_unknown_job_is_refused() {
    let url = fresh_database().await;
    let list = stdout(&ensemblier(&url, &["job", "list"]).await);
    for job in tasks::ALL {
        assert!(
            list.contains(job.name),
            "{} missing from:\n{list}",
            job.name
        );
    }
    let unknown = ensemblier(&url, &["job", "run", "nope"]).await;
    assert!(!unknown.status.success());
    assert!(
        String::from_utf8_lossy(&unknown.stderr).contains("expire-offers"),
        "the error lists the jobs"
    );
}

/// Issue 35: a job run from the command line signs the alert mails' unsubscribe links; without
/// the secret `serve` requires it refuses as `serve` does, naming `JWT_SECRET`, before doing
/// anything (here: an ended offer stays published). `mail inbound` reads those tokens: the same.
#[tokio::test]
async fn a_job_run_without_the_signing_secret_refuses_as_serve_does() {
    let url = fresh_database().await;
    let pool = crate::support::helpers::test_pool(&url).await;
    let offer = ended_offer(&pool).await;
    let data_dir = tempfile::tempdir().expect("data dir");
    let run = |args: &'static [&'static str], secret: Option<&'static str>| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"));
        command
            .args(args)
            .env("DATABASE_URL", &url)
            .env("DATA_DIR", data_dir.path())
            .env("RUST_LOG", "warn")
            .env_remove("ENSEMBLIER_DEVELOPMENT")
            .env_remove("SMTP_URL")
            .stdin(std::process::Stdio::null());
        match secret {
            Some(secret) => command.env("JWT_SECRET", secret),
            None => command.env_remove("JWT_SECRET"),
        };
        command.output().expect("run ensemblier")
    };
    for (args, secret, said) in [
        (
            &["task", "run", "expire-offers"][..],
            None,
            "JWT_SECRET must be set",
        ),
        (
            &["job", "run", "job-alerts-1d"][..],
            None,
            "JWT_SECRET must be set",
        ),
        (
            &["job", "run", "expire-offers"][..],
            Some("short"),
            "at least 32 bytes",
        ),
        (
            &["task", "run", "expire-offers"][..],
            Some(ensemblier::config::DEVELOPMENT_JWT_SECRET),
            "JWT_SECRET is the public development secret",
        ),
        (&["mail", "inbound"][..], None, "JWT_SECRET must be set"),
    ] {
        let output = run(args, secret);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} ran with {secret:?}");
        assert!(stderr.contains(said), "{args:?} with {secret:?}: {stderr}");
    }
    assert_eq!(status(&pool, offer).await, 2, "nothing was run");
    let output = run(
        &["task", "run", "expire-offers"],
        Some(crate::support::helpers::JWT_SECRET),
    );
    assert!(output.status.success(), "{output:?}");
    assert_eq!(status(&pool, offer).await, -1);
}

#[tokio::test]
async fn running_the_expiry_job_marks_an_ended_offer_expired_once() {
    let url = fresh_database().await;
    let pool = crate::support::helpers::test_pool(&url).await;
    let offer = ended_offer(&pool).await;
    assert_eq!(status(&pool, offer).await, 2);

    let out = stdout(&ensemblier(&url, &["job", "run", "expire-offers"]).await);
    assert_eq!(out, "expire-offers : 1 offre(s) expirée(s).\n");
    assert_eq!(status(&pool, offer).await, -1);

    let again = stdout(&ensemblier(&url, &["job", "run", "expire-offers"]).await);
    assert_eq!(
        again, "expire-offers : 0 offre(s) expirée(s).\n",
        "rerunning is harmless"
    );
}

#[tokio::test]
async fn a_job_whose_lock_another_instance_holds_does_not_run() {
    let url = fresh_database().await;
    let pool = crate::support::helpers::test_pool(&url).await;
    let offer = ended_offer(&pool).await;
    let Some(Lock::Advisory(key)) = tasks::find("expire-offers").map(|job| job.lock) else {
        panic!("expire-offers is shared through an advisory lock");
    };
    let mut other_instance = PgConnection::connect(&url).await.expect("connection");
    sqlx::query("SELECT pg_advisory_lock($1)")
        .bind(key)
        .execute(&mut other_instance)
        .await
        .expect("lock");

    let out = stdout(&ensemblier(&url, &["job", "run", "expire-offers"]).await);
    assert!(out.contains("déjà en cours"), "{out}");
    assert_eq!(status(&pool, offer).await, 2);

    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(key)
        .execute(&mut other_instance)
        .await
        .expect("unlock");
    stdout(&ensemblier(&url, &["job", "run", "expire-offers"]).await);
    assert_eq!(status(&pool, offer).await, -1);
}

#[tokio::test]
async fn applications_left_without_their_documents_for_a_day_are_purged() {
    let url = fresh_database().await;
    let pool = crate::support::helpers::test_pool(&url).await;
    let company_id = fixtures::company(&pool, "Atelier Dubois").await;
    let offer = fixtures::offers(&pool, company_id, &["Ébéniste"]).await[0];
    let ids: Vec<i64> = sqlx::query_scalar(
        "INSERT INTO job_offer_applications (job_offer_id, created_at, submitted_at)
         VALUES ($1, now() - interval '25 hours', NULL),
                ($1, now() - interval '23 hours', NULL),
                ($1, now() - interval '25 hours', now() - interval '25 hours')
         RETURNING id",
    )
    .bind(offer)
    .fetch_all(&pool)
    .await
    .expect("applications");

    let out = stdout(&ensemblier(&url, &["job", "run", "purge-abandoned-applications"]).await);
    assert_eq!(
        out,
        "purge-abandoned-applications : 1 candidature(s) abandonnée(s) supprimée(s).\n"
    );
    let left: Vec<i64> = sqlx::query_scalar("SELECT id FROM job_offer_applications ORDER BY id")
        .fetch_all(&pool)
        .await
        .expect("left");
    assert_eq!(left, ids[1..], "the recent and the submitted ones stay");
}

#[tokio::test]
async fn the_mail_queue_job_sends_the_due_mails_once() {
    let url = fresh_database().await;
    let pool = crate::support::helpers::test_pool(&url).await;
    sqlx::query(
        "INSERT INTO mail_queue (kind, to_address, subject, text_body, html_body)
         VALUES ('confirm_email', 'lea@exemple.fr', 'Bonjour', 'Bonjour Léa,', '<p>Bonjour Léa,</p>')",
    )
    .execute(&pool)
    .await
    .expect("a queued mail");
    let data_dir = tempfile::tempdir().expect("data dir");

    let out = stdout(&ensemblier_in(data_dir.path(), &url, &["job", "run", "mail-queue"]).await);
    assert_eq!(out, "mail-queue : 1 mail(s) traité(s).\n");
    let status: String = sqlx::query_scalar("SELECT status FROM mail_queue")
        .fetch_one(&pool)
        .await
        .expect("status");
    assert_eq!(status, "sent");
    let files = std::fs::read_dir(data_dir.path().join("mail"))
        .expect("the mail directory")
        .count();
    assert_eq!(files, 1, "without SMTP the mail is written as an .eml file");

    let again = stdout(&ensemblier_in(data_dir.path(), &url, &["job", "run", "mail-queue"]).await);
    assert_eq!(again, "mail-queue : 0 mail(s) traité(s).\n");
}
