//! The weekly « Offres pour vous » mail (issue 56, item 2): once a week across two servers,
//! never an offer twice, only to a confirmed candidate who asked for it, unsubscribed in one
//! click (RFC 8058).

use ensemblier::{
    filters::JobFilters,
    recommendations::mailing::{run, Weekly},
    search::Search,
};
use serde_json::json;

use super::{lyon_candidate, lyon_preferences, seed};
use crate::support::helpers::{spawn_app, JWT_SECRET};

#[tokio::test]
async fn the_weekly_mail_goes_once_across_two_servers_and_stops_in_one_click() {
    let app = spawn_app().await;
    seed(&app).await;
    let token = lyon_candidate(&app, "lea@exemple.fr").await;
    let other = lyon_candidate(&app, "zoe@exemple.fr").await;
    for token in [&token, &other] {
        lyon_preferences(&app, token, true).await;
    }
    // Léa confirmed her address, Zoé did not: Zoé's mail waits.
    app.confirm_email("lea@exemple.fr").await;

    let filters = JobFilters::load(&app.pool).await.expect("filters");
    let (places, _) = ensemblier::places::load(&app.pool).await.expect("places");
    let dir = tempfile::tempdir().expect("a directory");
    let search = Search::open(dir.path()).expect("an index");
    search.reindex(&app.pool, &filters).await.expect("reindex");
    let mailer = app.mailer();
    let weekly = Weekly {
        pool: &app.pool,
        search: &search,
        filters: &filters,
        places: &places,
        mailer: &mailer,
        secret: JWT_SECRET,
    };
    let now = chrono::Utc::now();
    // Two servers at once: one mail.
    let (a, b) = tokio::join!(run(&weekly, now), run(&weekly, now));
    assert_eq!(a.expect("a run") + b.expect("a run"), 1);
    let mails: Vec<(String, String, String, Option<String>)> = sqlx::query_as(
        "SELECT to_address, subject, text_body, list_unsubscribe FROM mail_queue
         WHERE kind = 'offers_for_you' ORDER BY id",
    )
    .fetch_all(&app.pool)
    .await
    .expect("mails");
    assert_eq!(mails.len(), 1, "{mails:?}");
    let (to, subject, text, unsubscribe) = &mails[0];
    assert_eq!(to, "lea@exemple.fr");
    assert_eq!(subject, "6 offres pour vous cette semaine – Ensemblier");
    assert!(text.contains("Pourquoi : tapissier décorateur"), "{text}");
    let unsubscribe = unsubscribe.clone().expect("a List-Unsubscribe address");
    assert!(
        unsubscribe.contains("/api/recommendations/unsubscribe?token="),
        "{unsubscribe}"
    );

    // A week later: six other offers, never one mailed before.
    sqlx::query(
        "UPDATE candidate_preferences SET last_mailed_at = last_mailed_at - interval '7 days'",
    )
    .execute(&app.pool)
    .await
    .expect("a week passes");
    assert_eq!(run(&weekly, now).await.expect("a run"), 1);
    let repeated: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM (SELECT job_offer_id FROM recommendation_mailed GROUP BY 1 HAVING count(*) > 1) t",
    )
    .fetch_one(&app.pool)
    .await
    .expect("count");
    assert_eq!(repeated, 0);
    let mailed: i64 = sqlx::query_scalar("SELECT count(*) FROM recommendation_mailed")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(mailed, 12);

    // One click (a GET changes nothing), then no mail any more.
    let link = app.local(&unsubscribe);
    let client = reqwest::Client::new();
    let got = client.get(&link).send().await.expect("GET");
    assert_ne!(got.status().as_u16(), 200);
    let posted = client.post(&link).send().await.expect("POST");
    assert_eq!(posted.status().as_u16(), 200);
    let answer: serde_json::Value = posted.json().await.expect("json");
    assert_eq!(answer, json!({ "weeklyMail": false }));
    let forged = client
        .post(format!(
            "{}/api/recommendations/unsubscribe?token=abc",
            app.address
        ))
        .send()
        .await
        .expect("POST");
    assert!(forged.status().is_client_error(), "{}", forged.status());
    sqlx::query("UPDATE candidate_preferences SET last_mailed_at = NULL")
        .execute(&app.pool)
        .await
        .expect("forget");
    assert_eq!(run(&weekly, now).await.expect("a run"), 0);
}
