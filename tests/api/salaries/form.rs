//! The offer form's help (issues 36 and 56): the barometer's cell of the trade, region and
//! contract being written, in the period chosen; « données insuffisantes » (no figure) under
//! the threshold; recruiters only.

use serde_json::{json, Value};

use super::{compute, seed};
use crate::support::helpers::{first_error, spawn_app, TestApp};

const HINT: &str = "query ($position: ID!, $contract: ID!, $locality: ID!, $period: PayPeriod!) {
  payHint(position: $position, contract: $contract, locality: $locality, period: $period) {
    count minCents maxCents period title path } }";

async fn id(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(&app.pool)
        .await
        .expect("an id")
}

#[tokio::test]
async fn the_form_gets_the_barometer_cell_of_its_trade_region_and_contract() {
    let app = spawn_app().await;
    let token = app.company("rh@atelier-blanc.fr", "Atelier Blanc").await;
    seed(&app).await;
    compute(&app).await;
    let ebeniste = id(&app, "SELECT id FROM job_positions WHERE code = 'ebeniste'").await;
    let family = id(
        &app,
        "SELECT id FROM job_positions WHERE code = 'metiers-art'",
    )
    .await;
    let cdi = id(&app, "SELECT id FROM job_contracts WHERE code = 'cdi'").await;
    let cdd = id(&app, "SELECT id FROM job_contracts WHERE code = 'cdd'").await;
    let saint_etienne = id(&app, "SELECT id FROM localities WHERE insee_code = '42218'").await;
    let paris = id(&app, "SELECT id FROM localities WHERE insee_code = '75111'").await;
    let asked = |position: i64, contract: i64, locality: i64, period: &str| {
        json!({
            "position": format!("/api/job_positions/{position}"),
            "contract": format!("/api/job_contracts/{contract}"),
            "locality": format!("/api/localities/{locality}"),
            "period": period,
        })
    };
    let hint = |variables: Value| {
        let (app, token) = (&app, &token);
        async move {
            let answer = app.graphql_as(token, HINT, variables).await;
            answer["data"]["payHint"].clone()
        }
    };
    assert_eq!(
        hint(asked(ebeniste, cdi, saint_etienne, "YEAR")).await,
        json!({ "count": 5, "minCents": 3_000_000, "maxCents": 3_600_000, "period": "YEAR",
                "title": "Salaires des ébénistes en Auvergne-Rhône-Alpes",
                "path": "/salaires/ebeniste/auvergne-rhone-alpes" })
    );
    // In the period the recruiter chose: 2 500 – 3 000 € a month.
    let monthly = hint(asked(ebeniste, cdi, saint_etienne, "MONTH")).await;
    assert_eq!(
        (&monthly["minCents"], &monthly["maxCents"]),
        (&json!(250_000), &json!(300_000))
    );
    // Four CDD ads, one in Paris: counted, no figure (« données insuffisantes »).
    for (contract, locality, count) in [(cdd, saint_etienne, 4), (cdi, paris, 1)] {
        let insufficient = hint(asked(ebeniste, contract, locality, "YEAR")).await;
        assert_eq!(insufficient["count"], count, "{insufficient}");
        assert_eq!(insufficient["minCents"], Value::Null, "{insufficient}");
        assert_eq!(insufficient["maxCents"], Value::Null, "{insufficient}");
    }
    // A family is no trade: nothing to compare with.
    assert_eq!(hint(asked(family, cdi, paris, "YEAR")).await, Value::Null);

    // Recruiters only.
    let candidate = app.candidate("lea@exemple.fr").await;
    let variables = asked(ebeniste, cdi, saint_etienne, "YEAR");
    let refused = app.graphql_as(&candidate, HINT, variables.clone()).await;
    assert_eq!(first_error(&refused).1, "FORBIDDEN", "{refused}");
    let anonymous = app.graphql(HINT, variables).await;
    assert_eq!(first_error(&anonymous).1, "UNAUTHENTICATED", "{anonymous}");
}
