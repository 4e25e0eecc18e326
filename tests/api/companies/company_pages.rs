//! Issue 37: a company's public page, `/entreprises/{id}/{slug}`: its head and Organization,
//! its live offers only, the sitemap, and 404 for a suspended company or one that never
//! published.

use ensemblier::{access::Actor, moderation};
use serde_json::{json, Value};

use crate::{
    support::fixtures::{self, Offer},
    support::helpers::spawn_app,
};

fn json_ld(page: &str) -> Option<Value> {
    let start = "<script type=\"application/ld+json\">";
    let from = page.find(start)? + start.len();
    let to = page[from..].find("</script>")? + from;
    serde_json::from_str(&page[from..to]).ok()
}

const COMPANY: &str = "query ($id: ID!) { company(id: $id) { _id name slug presentation
    jobOffers { _id title } } }";

#[tokio::test]
async fn a_company_page_lists_its_live_offers_with_its_organization() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier du Forez").await;
    let live = fixtures::offers(&app.pool, company, &["Ébéniste H/F", "Doreur"]).await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Ancienne annonce",
            days_ago: 40,
            ..Offer::default()
        },
    )
    .await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Brouillon secret",
            status: 0,
            ..Offer::default()
        },
    )
    .await;

    let answer = app.query(COMPANY, json!({ "id": company })).await;
    let page = &answer["company"];
    assert_eq!(page["name"], "Atelier du Forez", "{answer}");
    assert_eq!(page["slug"], "atelier-du-forez");
    let titles: Vec<&str> = page["jobOffers"]
        .as_array()
        .expect("offers")
        .iter()
        .filter_map(|offer| offer["title"].as_str())
        .collect();
    assert_eq!(titles.len(), 2, "{titles:?}");
    assert!(titles.contains(&"Ébéniste H/F") && titles.contains(&"Doreur"));

    // Each offer names its company's page.
    let offer = app
        .query(
            "query ($id: ID!) { jobOffer(id: $id) { localizedCompany { company { _id slug } } } }",
            json!({ "id": live[0] }),
        )
        .await;
    assert_eq!(
        offer["jobOffer"]["localizedCompany"]["company"],
        json!({ "_id": company, "slug": "atelier-du-forez" })
    );

    let response = app
        .get(&format!("/entreprises/{company}/atelier-du-forez"))
        .await;
    assert_eq!(response.status(), 200);
    let html = response.text().await.expect("page");
    assert!(html.contains("<title>Atelier du Forez : offres d’emploi — Ensemblier</title>"));
    assert!(html.contains(&format!(
        "<link rel=\"canonical\" href=\"http://localhost:8080/entreprises/{company}/atelier-du-forez\" />"
    )));
    let organization = json_ld(&html).expect("JSON-LD");
    assert_eq!(organization["@type"], "Organization");
    assert_eq!(organization["name"], "Atelier du Forez");
    assert!(!html.contains("Brouillon secret") && !html.contains("Ancienne annonce"));

    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    assert!(
        sitemap.contains(&format!("/entreprises/{company}/atelier-du-forez</loc>")),
        "{sitemap}"
    );
}

#[tokio::test]
async fn a_suspended_company_or_one_that_never_published_has_no_page() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    fixtures::offers(&app.pool, company, &["Tapissier H/F"]).await;
    let silent = fixtures::company(&app.pool, "Maison Discrète").await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: silent,
            title: "Brouillon",
            status: 0,
            ..Offer::default()
        },
    )
    .await;
    moderation::set_company_suspended(&app.pool, company, true, Actor::CommandLine)
        .await
        .expect("suspended");
    for id in [company, silent, 999_999] {
        let response = app.get(&format!("/entreprises/{id}/nom")).await;
        assert_eq!(response.status(), 404, "{id}");
        let html = response.text().await.expect("page");
        assert!(html.contains("noindex") && json_ld(&html).is_none(), "{id}");
        let answer = app.query(COMPANY, json!({ "id": id })).await;
        assert_eq!(answer["company"], Value::Null, "{id}");
    }
    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    assert!(!sitemap.contains("/entreprises/"), "{sitemap}");
}
