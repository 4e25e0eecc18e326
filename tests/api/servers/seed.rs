use ensemblier::seed::seed;
use sqlx::PgPool;

use crate::support::helpers::spawn_app;

async fn count(pool: &PgPool, table: &str) -> i64 {
    sqlx::query_scalar(&format!("SELECT count(*) FROM {table}"))
        .fetch_one(pool)
        .await
        .expect("count")
}

const REFERENCE_TABLES: [&str; 8] = [
    "regions",
    "departments",
    "localities",
    "job_contracts",
    "job_types",
    "job_salaries",
    "job_positions",
    "pricings",
];

#[tokio::test]
async fn seeding_twice_changes_nothing() {
    let app = spawn_app().await;
    let mut before = Vec::new();
    for table in REFERENCE_TABLES {
        before.push(count(&app.pool, table).await);
    }
    seed(&app.pool, false).await.expect("seed again");
    for (table, expected) in REFERENCE_TABLES.iter().zip(before) {
        assert_eq!(count(&app.pool, table).await, expected, "{table}");
    }
    assert_eq!(count(&app.pool, "regions").await, 18);
    assert_eq!(count(&app.pool, "departments").await, 101);
    assert!(count(&app.pool, "localities").await > 34_000);
}

#[tokio::test]
async fn demo_content_fills_an_empty_database_once() {
    let app = spawn_app().await;
    assert!(seed(&app.pool, true).await.expect("seed").demo_loaded);
    let offers = count(&app.pool, "job_offers").await;
    assert!(offers >= 40, "{offers} demo offers");
    assert!(count(&app.pool, "companies").await >= 10);
    assert_eq!(
        count(&app.pool, "posts").await,
        12,
        "more than a page of 10"
    );
    assert!(
        count(&app.pool, "partners").await >= 5,
        "a carousel of 5 per view"
    );
    assert!(count(&app.pool, "testimonials").await >= 3);
    let published: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM job_offers o JOIN job_offer_ads a ON a.job_offer_id = o.id
         WHERE o.status = 2 AND a.ends_at > now()",
    )
    .fetch_one(&app.pool)
    .await
    .expect("count live offers");
    assert_eq!(published, offers, "every demo offer is live");
    // Every offer change reached the index outbox in its transaction.
    let outboxed: i64 = sqlx::query_scalar("SELECT count(DISTINCT job_offer_id) FROM index_outbox")
        .fetch_one(&app.pool)
        .await
        .expect("count outbox");
    assert_eq!(outboxed, offers);
    // Demo companies are identified: their e-mail is confirmed, as publishing requires.
    let unconfirmed: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM users u JOIN pro_accounts p ON p.user_id = u.id
         WHERE u.confirmation_token IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .expect("count unconfirmed companies");
    assert_eq!(unconfirmed, 0);

    assert!(!seed(&app.pool, true).await.expect("seed again").demo_loaded);
    assert_eq!(count(&app.pool, "job_offers").await, offers);
}

#[tokio::test]
async fn demo_content_never_joins_real_data() {
    let app = spawn_app().await;
    sqlx::query("INSERT INTO users (email) VALUES ('vraie.personne@example.org')")
        .execute(&app.pool)
        .await
        .expect("a real user");
    assert!(!seed(&app.pool, true).await.expect("seed").demo_loaded);
    assert_eq!(count(&app.pool, "job_offers").await, 0);
    assert_eq!(count(&app.pool, "posts").await, 0);
}
