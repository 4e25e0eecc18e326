//! The answer time (issue 53, item 5): a company whose 12 applications were answered in 2 to
//! 6 days « Répond généralement sous 4 jours » on its offer's page and its own, in the API
//! and in the server-written first screens alike, and reads its applications; one that never
//! answers shows no line; each recruiter's dashboard has her figure and what waits.

use ensemblier::applications::answer_time::compute;
use serde_json::{json, Value};

use crate::{
    content::answers::build_ui_with,
    support::{
        fixtures::{self, Offer},
        helpers::{spawn_app, TestApp},
    },
};

const OFFER: &str = "query ($id: ID!) { jobOffer(id: $id) { localizedCompany { company {
    responsiveness { answerLine readingLine } } } } }";
const COMPANY: &str = "query ($id: ID!) { company(id: $id) {
    responsiveness { answerLine readingLine } } }";
const MINE: &str = "{ myAnswerTime { medianDays applications answerLine readingLine
    waitingCount oldestWaiting { _id offerTitle sentAt } } }";

/// An application to `offer` sent `days_ago` days ago, answered `wait_days` later (by a
/// message when `by_message`, else by a dated answer), or never.
async fn application(app: &TestApp, offer: i64, days_ago: i64, answer: Option<(i64, bool)>) {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO job_offer_applications (job_offer_id, candidate_name, candidate_email,
                                             created_at, submitted_at)
         VALUES ($1, 'Léa Martin', 'lea@exemple.fr', now() - make_interval(days => $2::int),
                 now() - make_interval(days => $2::int)) RETURNING id",
    )
    .bind(offer)
    .bind(days_ago)
    .fetch_one(&app.pool)
    .await
    .expect("an application");
    let sql = match answer {
        None => return,
        Some((_, true)) => {
            "INSERT INTO application_messages (application_id, from_company, body, sent_at)
             SELECT id, true, 'Bonjour', submitted_at + make_interval(days => $2::int)
             FROM job_offer_applications WHERE id = $1"
        }
        Some((_, false)) => {
            "INSERT INTO application_answers (application_id, answer, sent_at)
             SELECT id, 'refused', submitted_at + make_interval(days => $2::int)
             FROM job_offer_applications WHERE id = $1"
        }
    };
    let wait = answer.map(|(wait, _)| wait).unwrap_or_default();
    sqlx::query(sql)
        .bind(id)
        .bind(wait)
        .execute(&app.pool)
        .await
        .expect("an answer");
}

async fn lines(app: &TestApp, offer: i64, company: i64) -> (Value, Value) {
    let on_offer = app.query(OFFER, json!({ "id": offer.to_string() })).await;
    let on_company = app
        .query(COMPANY, json!({ "id": company.to_string() }))
        .await;
    (
        on_offer["jobOffer"]["localizedCompany"]["company"]["responsiveness"].clone(),
        on_company["company"]["responsiveness"].clone(),
    )
}

#[tokio::test]
async fn a_company_answering_in_two_to_six_days_shows_four_and_a_silent_one_nothing() {
    let app = spawn_app().await;
    build_ui_with(&app, &["JobOffer", "PublicCompany"]);
    let answering = app.company_with_credits(0).await;
    let silent = app
        .a_company()
        .email("rh@atelier-muet.fr")
        .named("Atelier Muet")
        .create()
        .await;
    let (answering_token, silent_token) = (answering.token.clone(), silent.token.clone());
    let (answering, silent) = (answering.id, silent.id);
    let offer = |company_id, title| Offer {
        company_id,
        title,
        insee: "75111",
        position: "tapissier-decorateur",
        days_ago: 1,
        ..Offer::default()
    };
    let answering_offer = fixtures::offer(&app.pool, offer(answering, "Tapissier")).await;
    let silent_offer = fixtures::offer(&app.pool, offer(silent, "Ébéniste")).await;
    app.indexed(2).await;

    // Twelve applications, answered in 2 to 6 days (half by a message, half by an answer):
    // the median is 4 days. One read two days ago.
    let waits = [2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 6];
    for (i, wait) in waits.into_iter().enumerate() {
        let days_ago = 10 + i as i64 * 5;
        application(&app, answering_offer, days_ago, Some((wait, i % 2 == 0))).await;
    }
    sqlx::query(
        "UPDATE job_offer_applications SET read_at = now() - interval '2 days'
         WHERE id = (SELECT min(id) FROM job_offer_applications WHERE job_offer_id = $1)",
    )
    .bind(answering_offer)
    .execute(&app.pool)
    .await
    .expect("read");
    // An application older than 90 days answered late does not count.
    application(&app, answering_offer, 100, Some((30, false))).await;
    // Twelve never answered, read long ago.
    for i in 0..12 {
        application(&app, silent_offer, 3 + i * 5, None).await;
    }
    sqlx::query(
        "UPDATE job_offer_applications SET read_at = now() - interval '30 days'
         WHERE job_offer_id = $1 AND submitted_at < now() - interval '31 days'",
    )
    .bind(silent_offer)
    .execute(&app.pool)
    .await
    .expect("read");

    // Before the job has counted, nothing is shown.
    let nothing = json!({ "answerLine": null, "readingLine": null });
    assert_eq!(
        lines(&app, answering_offer, answering).await,
        (nothing.clone(), nothing.clone())
    );
    assert_eq!(compute(&app.pool).await.expect("the job"), 2);

    let shown = json!({ "answerLine": "Répond généralement sous 4 jours",
                        "readingLine": "Consulte activement les candidatures" });
    assert_eq!(
        lines(&app, answering_offer, answering).await,
        (shown.clone(), shown)
    );
    assert_eq!(
        lines(&app, silent_offer, silent).await,
        (nothing.clone(), nothing)
    );

    // The server-written first screens write the same line as the UI.
    let line = "Répond généralement sous 4 jours · Consulte activement les candidatures";
    for (path, written) in [
        (format!("/emploi/{answering_offer}/offre"), true),
        (format!("/entreprises/{answering}/atelier-dubois"), true),
        (format!("/emploi/{silent_offer}/offre"), false),
        (format!("/entreprises/{silent}/atelier-muet"), false),
    ] {
        let response = app.get(&path).await;
        assert_eq!(response.status(), 200, "{path}");
        let page = response.text().await.expect("the page");
        assert!(page.contains("data-ssr"), "{path} has a first screen");
        assert_eq!(
            page.contains("class=\"fs-responsiveness\""),
            written,
            "{path}: {page}"
        );
        if written {
            assert!(page.contains(line), "{path}");
        }
    }

    // Each recruiter sees her own figure and what waits, oldest first.
    let mine = app.graphql_as(&answering_token, MINE, json!({})).await;
    assert_eq!(
        mine["data"]["myAnswerTime"],
        json!({ "medianDays": 4, "applications": 12,
                "answerLine": "Répond généralement sous 4 jours",
                "readingLine": "Consulte activement les candidatures",
                "waitingCount": 0, "oldestWaiting": [] }),
        "{mine}"
    );
    let theirs = app.graphql_as(&silent_token, MINE, json!({})).await;
    let theirs = &theirs["data"]["myAnswerTime"];
    assert_eq!(theirs["medianDays"], Value::Null, "{theirs}");
    assert_eq!(theirs["answerLine"], Value::Null);
    assert_eq!(theirs["waitingCount"], 12);
    let waiting = theirs["oldestWaiting"].as_array().expect("a list");
    assert_eq!(waiting.len(), 5);
    let sent: Vec<&str> = waiting
        .iter()
        .map(|w| w["sentAt"].as_str().unwrap_or_default())
        .collect();
    assert!(sent.windows(2).all(|w| w[0] <= w[1]), "{sent:?}");
    assert_eq!(waiting[0]["offerTitle"], "Ébéniste");

    // An answer moves it: the company's first message is its first answer.
    let oldest = waiting[0]["_id"].as_i64().expect("an id");
    sqlx::query(
        "INSERT INTO application_messages (application_id, from_company, body) VALUES ($1, true, 'Bonjour')",
    )
    .bind(oldest)
    .execute(&app.pool)
    .await
    .expect("a message");
    let theirs = app.graphql_as(&silent_token, MINE, json!({})).await;
    assert_eq!(theirs["data"]["myAnswerTime"]["waitingCount"], 11);
}
