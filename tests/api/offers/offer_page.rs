//! Issue 39, item 5: an offer's page writes the answers to the UI's `JobOffer` and
//! `SimilarJobOffers` queries itself (`http::first_screen::{offer, similar}`), without running
//! them; the UI's first render reads those answers instead of asking. They must be the API's
//! answers to those very documents, for offers of every shape.

use serde_json::{json, Value};

use crate::{
    content::answers::build_ui_with,
    content::seo::{between, json_ld},
    support::fixtures::{self, Offer},
    support::helpers::TestApp,
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
async fn an_offer_page_inlines_the_apis_own_answers_to_the_uis_queries() {
    let app = crate::support::helpers::spawn_app().await;
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
    let similar_document = documents["SimilarJobOffers"]
        .as_str()
        .expect("SimilarJobOffers");

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
    // One more like them, from another company, in Lyon, with another contract.
    let other = fixtures::company(&app.pool, "Maison Lambert").await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: other,
            contract: "cdd",
            ..offer("Tapissière", "69123", 3, false)
        },
    )
    .await;
    app.indexed(3).await;

    for id in [urgent, hourly, expired] {
        let response = app.get(&format!("/emploi/{id}/offre")).await;
        assert_eq!(response.status(), 200);
        let page = response.text().await.expect("page");
        let answers = inlined(&page);
        let answer = |operation: &str| {
            answers
                .iter()
                .find(|answer| answer["operation"] == operation)
                .unwrap_or_else(|| panic!("the {operation} answer of offer {id}"))
        };
        let variables = json!({ "id": id.to_string() });
        assert_eq!(answer("JobOffer")["variables"], variables);
        let api = app.query(document, variables).await;
        assert_eq!(answer("JobOffer")["data"], api, "offer {id}");

        let variables = json!({ "jobOfferId": format!("/api/job_offers/{id}") });
        assert_eq!(answer("SimilarJobOffers")["variables"], variables);
        let api = app.query(similar_document, variables).await;
        // The other live ones, from both companies and with both contracts.
        let similar = api["similarJobOffers"].as_array().expect("a list");
        assert_eq!(similar.len(), if id == expired { 3 } else { 2 }, "{api}");
        assert!(similar.iter().any(|o| o["jobContract"]["name"] == "CDD"
            && o["localizedCompany"]["company"]["name"] == "Maison Lambert"
            && o["localizedCompany"]["address"]["locality"]["name"] == "Lyon"));
        assert_eq!(answer("SimilarJobOffers")["data"], api, "offer {id}");
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

/// A public offer's page reads its card from the index's memory (issue 39, item 5), so it
/// follows the index like a result page: a change to the offer, or to its address by any
/// path, shows once the index has it; a withdrawn offer leaves; an ad that ends is expired at
/// that moment, although nothing moved in the index.
#[tokio::test]
async fn an_offer_page_follows_the_index_and_the_end_of_its_ad() {
    let app = crate::support::helpers::spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier Morel").await;
    let ids = fixtures::offers(&app.pool, company, &["Tapissier garnisseur", "Couturière"]).await;
    let (offer, withdrawn) = (ids[0], ids[1]);
    app.indexed(2).await;
    let app = &app;
    let page = |id: i64| async move {
        let response = app.get(&format!("/emploi/{id}/offre")).await;
        let status = response.status().as_u16();
        (status, response.text().await.expect("the page"))
    };
    let title = |html: &str| {
        between(html, "<title>", "</title>")
            .unwrap_or_default()
            .to_owned()
    };
    // Polls the offer's page until `shown` holds (the follower polls every 250 ms).
    let page_showing = |shown: fn(&str) -> bool| async move {
        for _ in 0..100 {
            let (status, html) = page(offer).await;
            if status == 200 && shown(&html) {
                return html;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("the page never showed the change: {}", page(offer).await.1);
    };
    let (status, html) = page(offer).await;
    assert_eq!(status, 200);
    assert!(
        title(&html).starts_with("Tapissier garnisseur – Atelier Morel"),
        "{html}"
    );
    assert!(json_ld(&html).is_some(), "live: {html}");

    sqlx::query("UPDATE job_offers SET status = 0 WHERE id = $1")
        .bind(withdrawn)
        .execute(&app.pool)
        .await
        .expect("withdrawn");
    app.indexed(1).await;
    assert_eq!(
        page(withdrawn).await.0,
        404,
        "a withdrawn offer is gone once the index has it"
    );

    execute(
        app,
        "UPDATE addresses SET address1 = '3 rue Oberkampf' WHERE id =
           (SELECT lc.address_id FROM job_offers o JOIN localized_companies lc ON lc.id = o.localized_company_id
            WHERE o.id = $1)",
        offer,
    )
    .await;
    let html = page_showing(|html| {
        json_ld(html)
            .is_some_and(|p| p["jobLocation"]["address"]["streetAddress"] == "3 rue Oberkampf")
    })
    .await;
    assert!(html.contains("3 rue Oberkampf"), "{html}");

    // An ad ending in ten seconds and a new title, in one transaction.
    let ends = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let mut change = app.pool.begin().await.expect("a transaction");
    for sql in [
        "UPDATE job_offer_ads SET ends_at = now() + interval '10 seconds' WHERE job_offer_id = $1",
        "UPDATE job_offers SET title = 'Tapissier partant' WHERE id = $1",
    ] {
        sqlx::query(sql)
            .bind(offer)
            .execute(&mut *change)
            .await
            .expect(sql);
    }
    change.commit().await.expect("committed");
    let html = page_showing(|html| html.contains("<title>Tapissier partant – ")).await;
    assert!(json_ld(&html).is_some(), "still live: {html}");
    tokio::time::sleep_until((ends + std::time::Duration::from_millis(1_500)).into()).await;
    let (status, html) = page(offer).await;
    assert_eq!(status, 200, "visitors still see the expired notice");
    assert!(json_ld(&html).is_none(), "ended: {html}");
    assert!(
        html.contains("<meta name=\"robots\" content=\"noindex\" />"),
        "{html}"
    );
}
