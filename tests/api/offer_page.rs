//! Issue 39, item 5: an offer's page writes the answer to the UI's `JobOffer` query itself
//! (`http::first_screen::offer`), without running it; the UI's first render reads that answer
//! instead of asking. It must be the API's answer to that very document, for offers of every
//! shape.

use serde_json::{json, Value};

use crate::{
    answers::build_ui_with,
    fixtures::{self, Offer},
    helpers::TestApp,
};

/// The answers a page inlines for the UI (`<script type="application/json" id="initial-data">`).
fn inlined(page: &str) -> Vec<Value> {
    let start = "<script type=\"application/json\" id=\"initial-data\">";
    let from = page.find(start).expect("the inlined answers") + start.len();
    let to = page[from..].find("</script>").expect("their end") + from;
    serde_json::from_str(&page[from..to]).expect("JSON")
}

async fn execute(app: &TestApp, sql: &str, id: i64) {
    sqlx::query(sql)
        .bind(id)
        .execute(&app.pool)
        .await
        .expect(sql);
}

#[tokio::test]
async fn an_offer_page_inlines_the_apis_own_answer_to_the_uis_job_offer_query() {
    let app = crate::helpers::spawn_app().await;
    build_ui_with(&app, &["JobOffer", "SimilarJobOffers"]);
    let documents: Value = serde_json::from_str(
        &std::fs::read_to_string(
            app.data_dir
                .parent()
                .expect("the test's directory")
                .join("ui/first-screen-documents.json"),
        )
        .expect("the documents"),
    )
    .expect("JSON");
    let document = documents["JobOffer"].as_str().expect("JobOffer");

    let company = fixtures::company(&app.pool, "Atelier du Faubourg").await;
    execute(
        &app,
        "UPDATE companies SET logo_name = 'atelier.png' WHERE id = $1",
        company,
    )
    .await;
    let offer = |title, insee, days_ago, urgent| Offer {
        company_id: company,
        title,
        insee,
        position: "tapissier-decorateur",
        days_ago,
        urgent,
        ..Offer::default()
    };
    // Urgent, in a district of Paris (a locality with its city), a yearly range with its
    // variable part and the reason of its spread, two types of job, a street address.
    let urgent = fixtures::offer(&app.pool, offer("Tapissier <urgent>", "75111", 1, true)).await;
    execute(
        &app,
        "UPDATE job_offers SET pay_min_cents = 3200000, pay_max_cents = 5000000, pay_period = 'year',
                pay_variable = '13e mois', pay_spread_reason = 'Selon l’expérience' WHERE id = $1",
        urgent,
    )
    .await;
    execute(
        &app,
        "INSERT INTO job_offer_types (job_offer_id, job_type_id)
         SELECT $1, id FROM job_types ORDER BY id LIMIT 2",
        urgent,
    )
    .await;
    execute(
        &app,
        "UPDATE addresses SET address1 = '12 rue du Faubourg' WHERE id =
           (SELECT lc.address_id FROM job_offers o JOIN localized_companies lc ON lc.id = o.localized_company_id
            WHERE o.id = $1)",
        urgent,
    )
    .await;
    // An hourly range, in a town that is its own city.
    let hourly = fixtures::offer(&app.pool, offer("Couturière", "78646", 2, false)).await;
    execute(
        &app,
        "UPDATE job_offers SET pay_min_cents = 1500, pay_max_cents = 1800, pay_period = 'hour' WHERE id = $1",
        hourly,
    )
    .await;
    // Published before ranges (its bracket only), and over: the page stays for visitors.
    let expired = fixtures::offer(&app.pool, offer("Ébéniste", "75111", 40, false)).await;

    for id in [urgent, hourly, expired] {
        let response = app.get(&format!("/emploi/{id}/offre")).await;
        assert_eq!(response.status(), 200);
        let page = response.text().await.expect("page");
        let answers = inlined(&page);
        let answer = answers
            .iter()
            .find(|answer| answer["operation"] == "JobOffer")
            .expect("the JobOffer answer");
        let variables = json!({ "id": id.to_string() });
        assert_eq!(answer["variables"], variables);
        let api = app.query(document, variables).await;
        assert_eq!(answer["data"], api, "offer {id}");
    }
    // What differs between them is in the answers compared.
    let api = |id: i64| app.query(document, json!({ "id": id.to_string() }));
    let urgent = api(urgent).await;
    assert_eq!(urgent["jobOffer"]["jobOfferAd"]["urgent"], true);
    assert_eq!(urgent["jobOffer"]["pay"]["period"], "YEAR");
    assert_eq!(
        urgent["jobOffer"]["jobTypes"].as_array().map(Vec::len),
        Some(2)
    );
    assert_eq!(
        urgent["jobOffer"]["localizedCompany"]["address"]["locality"]["city"]["name"],
        "Paris"
    );
    assert_eq!(
        urgent["jobOffer"]["localizedCompany"]["logoPath"],
        "/uploads/logos/atelier.png"
    );
    let hourly = api(hourly).await;
    assert_eq!(hourly["jobOffer"]["pay"]["period"], "HOUR");
    assert_eq!(
        hourly["jobOffer"]["localizedCompany"]["address"]["locality"]["city"],
        Value::Null
    );
    let expired = api(expired).await;
    assert_eq!(expired["jobOffer"]["expired"], true);
    assert_eq!(expired["jobOffer"]["pay"], Value::Null);
    assert_eq!(expired["jobOffer"]["statusLabel"], "Expirée");
}
