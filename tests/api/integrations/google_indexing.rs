//! Google's Indexing API, against a fake speaking its protocol (`google_indexing::fake`):
//! the service account's signed assertion, batches, the daily quota, refusals and failures.

use ensemblier::{
    config::GoogleIndexingSettings,
    google_indexing::{
        client::{Kind, Notification},
        fake::FakeGoogle,
        reserve,
    },
    tasks,
};
use sqlx::PgPool;

use crate::support::{
    fixtures::{self, Offer},
    helpers::{spawn_app, TestApp},
};

const KEY: &str = include_str!("google-indexing-key.json");
const PUBLIC_KEY: &str = include_str!("google-indexing-key.pub.pem");
const ACCOUNT: &str = "indexing@ensemblier-tests.iam.gserviceaccount.com";
/// The tests' `PUBLIC_BASE_URL`, the site the account verified.
const SITE: &str = "http://localhost:8080";

/// The fake with a quota of `google_quota` calls, and a task context whose own daily quota is
/// `our_quota`.
async fn google(
    app: &TestApp,
    google_quota: u32,
    our_quota: u32,
) -> (FakeGoogle, tasks::Context, GoogleIndexingSettings) {
    let fake = FakeGoogle::new(PUBLIC_KEY, ACCOUNT, &format!("{SITE}/"), google_quota);
    let base = fake.start().await.expect("the fake");
    let mut settings = GoogleIndexingSettings::from_key(KEY, base.clone(), our_quota).expect("key");
    settings.token_uri = format!("{base}/token");
    let context = app
        .task_context(|s| {
            s.public_base_url = SITE.to_owned();
            s.google_indexing = Some(settings.clone());
        })
        .await;
    (fake, context, settings)
}

/// Runs the task once: the calls Google accepted.
async fn run(context: &tasks::Context) -> anyhow::Result<u64> {
    let task = tasks::find("google-indexing").expect("the task");
    match tasks::run_once(task, context).await? {
        tasks::Outcome::Done(n) => Ok(n),
        tasks::Outcome::Skipped => panic!("skipped"),
    }
}

fn updated(id: i64) -> Notification {
    Notification {
        url: format!("{SITE}/emploi/{id}/offre"),
        kind: Kind::UrlUpdated,
    }
}

fn deleted(id: i64) -> Notification {
    Notification {
        url: format!("{SITE}/emploi/{id}/offre"),
        kind: Kind::UrlDeleted,
    }
}

/// Google's day ends: what the quota postponed may go.
async fn next_day(pool: &PgPool) {
    sqlx::query("UPDATE google_indexing_quota SET day = day - 1")
        .execute(pool)
        .await
        .expect("yesterday");
}

#[tokio::test]
async fn published_changed_and_removed_offers_are_notified_once_within_the_quota() {
    let app = spawn_app().await;
    // Our quota is 6 a day; Google's own counter stops at 7.
    let (fake, context, _) = google(&app, 7, 6).await;
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    let offers = fixtures::offers(&app.pool, company, &["Ébéniste", "Tapissier", "Doreur"]).await;
    let draft = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            status: 0,
            ..Offer::default()
        },
    )
    .await;

    assert_eq!(run(&context).await.expect("run"), 3);
    let mut received = fake.received();
    received.sort_by(|a, b| a.url.cmp(&b.url));
    assert_eq!(
        received,
        offers.iter().map(|&id| updated(id)).collect::<Vec<_>>()
    );
    assert!(
        !fake.received().contains(&updated(draft)),
        "a draft is not public"
    );
    assert_eq!(fake.tokens_issued(), 1, "the signed assertion was accepted");
    assert_eq!(
        run(&context).await.expect("run"),
        0,
        "nothing new, nothing sent"
    );

    // A change is notified once, however many times the offer changed in between.
    for title in ["Ébéniste d'art", "Ébéniste d'art H/F"] {
        sqlx::query("UPDATE job_offers SET title = $2, updated_at = now() WHERE id = $1")
            .bind(offers[0])
            .bind(title)
            .execute(&app.pool)
            .await
            .expect("edit");
    }
    // A removal goes before the changes.
    sqlx::query("UPDATE job_offers SET status = -2, updated_at = now() WHERE id = $1")
        .bind(offers[1])
        .execute(&app.pool)
        .await
        .expect("delete");
    assert_eq!(run(&context).await.expect("run"), 2);
    assert_eq!(
        fake.received()[3..],
        [deleted(offers[1]), updated(offers[0])]
    );

    // Two new offers; one call is left today: one goes, the other waits for tomorrow.
    let new = fixtures::offers(&app.pool, company, &["Laqueur", "Vernisseur"]).await;
    assert_eq!(run(&context).await.expect("run"), 1);
    assert_eq!(
        run(&context).await.expect("run"),
        0,
        "the day's quota is spent"
    );
    assert_eq!(fake.received().len(), 6);
    next_day(&app.pool).await;
    // Google stops at 7: its 429 ends the day here, and the offer is not counted as failed.
    sqlx::query("UPDATE job_offers SET title = 'Doreur H/F', updated_at = now() WHERE id = $1")
        .bind(offers[2])
        .execute(&app.pool)
        .await
        .expect("edit");
    assert_eq!(run(&context).await.expect("run"), 1);
    assert_eq!(fake.received().len(), 7);
    let exhausted: bool = sqlx::query_scalar(
        "SELECT exhausted FROM google_indexing_quota
         WHERE day = (now() AT TIME ZONE 'America/Los_Angeles')::date",
    )
    .fetch_one(&app.pool)
    .await
    .expect("today");
    assert!(exhausted, "Google's 429 closes the day");
    let waiting: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM google_indexing_notices WHERE job_offer_id = ANY($1) AND attempts > 0",
    )
    .bind(&new)
    .fetch_one(&app.pool)
    .await
    .expect("count");
    assert_eq!(waiting, 0, "what the quota postponed is not a failure");
}

#[tokio::test]
async fn a_failed_batch_is_tried_again_later_and_a_foreign_site_is_refused() {
    let app = spawn_app().await;
    let (fake, context, settings) = google(&app, 100, 200).await;
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    let offers = fixtures::offers(&app.pool, company, &["Ébéniste", "Tapissier"]).await;

    fake.fail_next();
    let error = run(&context).await.expect_err("Google answered 503");
    assert!(format!("{error:#}").contains("503"), "{error:#}");
    let retried: Vec<(i32, String)> = sqlx::query_as(
        "SELECT attempts, last_error FROM google_indexing_notices
         WHERE retry_at > now() + interval '9 minutes' ORDER BY job_offer_id",
    )
    .fetch_all(&app.pool)
    .await
    .expect("notices");
    assert_eq!(retried.len(), 2, "both wait ten minutes");
    assert!(retried
        .iter()
        .all(|(n, why)| *n == 1 && why.contains("UNAVAILABLE")));
    assert_eq!(
        run(&context).await.expect("run"),
        0,
        "not before their time"
    );
    sqlx::query("UPDATE google_indexing_notices SET retry_at = now() - interval '1 second'")
        .execute(&app.pool)
        .await
        .expect("time passes");
    assert_eq!(run(&context).await.expect("run"), 2);
    let mut received = fake.received();
    received.sort_by(|a, b| a.url.cmp(&b.url));
    assert_eq!(
        received,
        offers.iter().map(|&id| updated(id)).collect::<Vec<_>>()
    );

    // The site Google knows is not the one the pages are on: refused, tried again in an hour.
    let elsewhere = app
        .task_context(|s| {
            s.public_base_url = "https://autre-site.example".to_owned();
            s.google_indexing = Some(settings);
        })
        .await;
    sqlx::query("UPDATE job_offers SET updated_at = now() WHERE id = $1")
        .bind(offers[0])
        .execute(&app.pool)
        .await
        .expect("edit");
    assert_eq!(run(&elsewhere).await.expect("run"), 0);
    let refused: String = sqlx::query_scalar(
        "SELECT last_error FROM google_indexing_notices
         WHERE job_offer_id = $1 AND retry_at > now() + interval '59 minutes'",
    )
    .bind(offers[0])
    .fetch_one(&app.pool)
    .await
    .expect("refused");
    assert!(refused.contains("PERMISSION_DENIED"), "{refused}");
}

#[tokio::test]
async fn twenty_runs_at_once_never_count_past_the_quota() {
    let app = spawn_app().await;
    let pool = app.pool.clone();
    let granted = crate::security::race::fire(20, move |_| {
        let pool = pool.clone();
        async move { reserve(&pool, 50, 3).await.expect("reserve") }
    })
    .await;
    assert_eq!(granted.iter().sum::<usize>(), 50, "{granted:?}");
    assert!(granted.iter().all(|&n| n <= 3));
    assert_eq!(reserve(&app.pool, 50, 1).await.expect("reserve"), 0);
}

#[tokio::test]
async fn off_without_a_key_the_task_sends_nothing() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    fixtures::offers(&app.pool, company, &["Ébéniste"]).await;
    let context = app.task_context(|s| s.google_indexing = None).await;
    assert_eq!(run(&context).await.expect("run"), 0);
    let told: i64 = sqlx::query_scalar("SELECT count(*) FROM google_indexing_notices")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(told, 0);
}
