//! The recruiter's help on the offer form (issue 36 item 5): the median range of the live
//! offers of the same position in the same region, from the index, only from 5 offers.

use std::time::Duration;

use serde_json::{json, Value};

use crate::{
    support::fixtures::{self, Offer},
    support::helpers::{first_error, spawn_app, TestApp},
};

const HINT: &str = "query ($position: ID!, $locality: ID!, $period: PayPeriod!) {
  payHint(position: $position, locality: $locality, period: $period) { count minCents maxCents period } }";

async fn id(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(&app.pool)
        .await
        .expect("an id")
}

/// The hint once the index answers `count` offers (a liveness bound of 30 s, as the other
/// index waits); `count` 0: until it answers null.
async fn hint_of(app: &TestApp, token: &str, variables: Value, count: i64) -> Value {
    let mut answer = Value::Null;
    for _ in 0..300 {
        answer = app.graphql_as(token, HINT, variables.clone()).await;
        let hint = &answer["data"]["payHint"];
        if (count == 0 && hint.is_null()) || hint["count"] == count {
            return hint.clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no hint of {count} offers: {answer}");
}

#[tokio::test]
async fn the_form_gets_the_median_range_of_five_live_offers_of_the_position_in_the_region() {
    let app = spawn_app().await;
    let token = app.company("rh@atelier-morel.fr", "Atelier Morel").await;
    let company = fixtures::company(&app.pool, "Atelier Garnier").await;
    let ebeniste = id(&app, "SELECT id FROM job_positions WHERE code = 'ebeniste'").await;
    let lyon = id(&app, "SELECT id FROM localities WHERE insee_code = '69383'").await;
    let saint_etienne = id(&app, "SELECT id FROM localities WHERE insee_code = '42218'").await;
    let paris = id(&app, "SELECT id FROM localities WHERE insee_code = '75111'").await;
    // Five ranges in Lyon and Saint-Étienne (Auvergne-Rhône-Alpes), one in Paris, one offer
    // of another position, one published before ranges.
    let ranges = [
        ("69383", "ebeniste", 3_000_000, 3_600_000),
        ("69383", "ebeniste", 2_800_000, 3_300_000),
        ("42218", "ebeniste", 3_200_000, 4_000_000),
        ("42218", "ebeniste", 2_600_000, 3_000_000),
        ("69383", "ebeniste", 3_500_000, 4_200_000),
        ("75111", "ebeniste", 9_000_000, 9_900_000),
        ("69383", "marqueteur", 9_000_000, 9_900_000),
    ];
    let mut ids = Vec::new();
    for (insee, position, min, max) in ranges {
        let offer = fixtures::offer(
            &app.pool,
            Offer {
                company_id: company,
                title: "Ébéniste H/F",
                insee,
                position,
                ..Offer::default()
            },
        )
        .await;
        sqlx::query(
            "UPDATE job_offers SET pay_min_cents = $2, pay_max_cents = $3, pay_period = 'year'
             WHERE id = $1",
        )
        .bind(offer)
        .bind(min)
        .bind(max)
        .execute(&app.pool)
        .await
        .expect("a range");
        ids.push(offer);
    }
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Ébéniste H/F",
            insee: "69383",
            position: "ebeniste",
            ..Offer::default()
        },
    )
    .await;

    let asked = |locality: i64, period: &str| {
        json!({
            "position": format!("/api/job_positions/{ebeniste}"),
            "locality": format!("/api/localities/{locality}"),
            "period": period,
        })
    };
    let hint = hint_of(&app, &token, asked(saint_etienne, "YEAR"), 5).await;
    assert_eq!(
        hint,
        json!({ "count": 5, "minCents": 3_000_000, "maxCents": 3_600_000, "period": "YEAR" })
    );
    // In the period the recruiter chose: 2 500 – 3 000 € a month.
    let monthly =
        app.graphql_as(&token, HINT, asked(lyon, "MONTH")).await["data"]["payHint"].clone();
    assert_eq!(
        monthly,
        json!({ "count": 5, "minCents": 250_000, "maxCents": 300_000, "period": "MONTH" })
    );
    // Another region: one offer, nothing to say.
    let paris_hint = app.graphql_as(&token, HINT, asked(paris, "YEAR")).await;
    assert_eq!(paris_hint["data"]["payHint"], Value::Null, "{paris_hint}");

    // One of the five suspended: four left, nothing shown.
    sqlx::query("UPDATE job_offers SET status = 0 WHERE id = $1")
        .bind(ids[0])
        .execute(&app.pool)
        .await
        .expect("suspended");
    assert_eq!(
        hint_of(&app, &token, asked(lyon, "YEAR"), 0).await,
        Value::Null
    );

    // Recruiters only.
    let candidate = app.candidate("lea@exemple.fr").await;
    let refused = app.graphql_as(&candidate, HINT, asked(lyon, "YEAR")).await;
    assert_eq!(first_error(&refused).1, "FORBIDDEN", "{refused}");
    let anonymous = app.graphql(HINT, asked(lyon, "YEAR")).await;
    assert_eq!(first_error(&anonymous).1, "UNAUTHENTICATED", "{anonymous}");
}
