//! Issue 37: four live offers like this one, from the index: the same position family near
//! it, then anywhere, then any offer near it; under every offer page and in place of an
//! expired offer's dead end (200, `noindex`, no JobPosting).

use serde_json::{json, Value};

use crate::{
    content::answers::build_ui_with,
    support::fixtures::{self, Offer},
    support::helpers::{spawn_app, TestApp},
};

const SIMILAR: &str = "query ($id: ID!) { similarJobOffers(jobOfferId: $id) { _id title } }";

async fn similar(app: &TestApp, id: i64) -> Vec<String> {
    app.query(SIMILAR, json!({ "id": format!("/api/job_offers/{id}") }))
        .await["similarJobOffers"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|offer| offer["title"].as_str().map(str::to_owned))
        .collect()
}

fn json_ld(page: &str) -> Option<Value> {
    let start = "<script type=\"application/ld+json\">";
    let from = page.find(start)? + start.len();
    let to = page[from..].find("</script>")? + from;
    serde_json::from_str(&page[from..to]).ok()
}

#[tokio::test]
async fn similar_offers_come_from_the_same_family_first_then_from_nearby() {
    let app = spawn_app().await;
    build_ui_with(&app, &["JobOffer", "SimilarJobOffers"]);
    let company = fixtures::company(&app.pool, "Atelier du Faubourg").await;
    let offer = |title, position, insee, days_ago| Offer {
        company_id: company,
        title,
        position,
        insee,
        days_ago,
        ..Offer::default()
    };
    let this = fixtures::offer(
        &app.pool,
        offer("Tapissier", "tapissier-decorateur", "75111", 1),
    )
    .await;
    for (title, position, insee, days_ago) in [
        // The same family (tapisserie d'ameublement), near Paris, then far.
        ("Tapissier à Versailles", "tapissier-decorateur", "78646", 2),
        ("Couturière à Bordeaux", "couturier-decoration", "33063", 3),
        // Another family, near, then far.
        ("Ébéniste à Paris", "ebeniste", "75111", 4),
        ("Ébéniste à Lille", "ebeniste", "59350", 5),
    ] {
        fixtures::offer(&app.pool, offer(title, position, insee, days_ago)).await;
    }
    let expired = fixtures::offer(
        &app.pool,
        offer("Tapissier d'hier", "tapissier-decorateur", "75111", 40),
    )
    .await;
    app.indexed(5).await;

    assert_eq!(
        similar(&app, this).await,
        [
            "Tapissier à Versailles",
            "Couturière à Bordeaux",
            "Ébéniste à Paris"
        ],
        "family near, family far, then nearby; never itself, never the far other family"
    );

    // The expired offer's page: 200, noindex, no JobPosting, and offers like it in the HTML.
    let response = app
        .get(&format!("/emploi/{expired}/tapissier-d-hier"))
        .await;
    assert_eq!(response.status(), 200);
    let page = response.text().await.expect("page");
    assert!(page.contains("<meta name=\"robots\" content=\"noindex\" />"));
    assert!(json_ld(&page).is_none());
    assert!(
        page.contains("Ces offres pourraient vous intéresser"),
        "{page}"
    );
    assert!(page.contains("Tapissier à Versailles"));
    assert!(
        page.contains(&format!("href=\"/emploi/{this}/")),
        "the live one is offered"
    );
    // A live offer's page ends with them too.
    let live = app
        .get(&format!("/emploi/{this}/tapissier"))
        .await
        .text()
        .await
        .expect("page");
    assert!(live.contains("Offres similaires") && live.contains("Couturière à Bordeaux"));
    assert!(!live.contains("Ébéniste à Lille"));
}
