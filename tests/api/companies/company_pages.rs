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

/// Issue 58, minor 20: the page shows the company's town, size and website, the trades and
/// know-how it typed, and its offers' pay, in the API and in the server's first screen.
#[tokio::test]
async fn a_company_page_shows_its_town_size_website_trades_and_the_pay_of_its_offers() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier du Forez").await;
    fixtures::offers(&app.pool, company, &["Ébéniste H/F"]).await;
    sqlx::query(
        "UPDATE companies SET tag_words = '{Marqueterie,Dorure}', website = 'https://www.forez.fr/',
                size_band = '10-49', billing_city = 'Saint-Étienne' WHERE id = $1",
    )
    .bind(company)
    .execute(&app.pool)
    .await
    .expect("the company's profile");
    let position: (i64, String) = sqlx::query_as(
        "INSERT INTO company_job_positions (company_id, job_position_id)
         SELECT $1, id FROM job_positions WHERE depth = 3 ORDER BY id LIMIT 1
         RETURNING job_position_id, (SELECT name FROM job_positions p WHERE p.id = job_position_id)",
    )
    .bind(company)
    .fetch_one(&app.pool)
    .await
    .expect("a trade");
    let bracket: String =
        sqlx::query_scalar("SELECT interval_label FROM job_salaries ORDER BY id LIMIT 1")
            .fetch_one(&app.pool)
            .await
            .expect("the bracket");

    let answer = app
        .query(
            "query ($id: ID!) { company(id: $id) { city size website tagWords jobPositions { name }
                jobOffers { pay { minCents } jobSalary { intervalLabel } } } }",
            json!({ "id": company }),
        )
        .await;
    let page = &answer["company"];
    assert_eq!(page["city"], "Saint-Étienne", "{answer}");
    assert_eq!(page["size"], "10 à 49 salariés");
    assert_eq!(page["website"], "https://www.forez.fr/");
    assert_eq!(page["tagWords"], json!(["Marqueterie", "Dorure"]));
    assert_eq!(page["jobPositions"], json!([{ "name": position.1 }]));
    assert_eq!(
        page["jobOffers"][0]["jobSalary"]["intervalLabel"],
        json!(bracket)
    );

    crate::content::answers::build_ui_with(&app, &["PublicCompany"]);
    let html = app
        .get(&format!("/entreprises/{company}/atelier-du-forez"))
        .await
        .text()
        .await
        .expect("page");
    let (_, markup) = html
        .split_once("<div id=\"root\">")
        .expect("the first screen");
    for expected in [
        "Saint-Étienne · 10 à 49 salariés · <a href=\"https://www.forez.fr/\"".to_owned(),
        ">www.forez.fr</a>".to_owned(),
        "Métiers et savoir-faire".to_owned(),
        format!(
            "<li class=\"fs-chip\">{}</li>",
            position.1.replace('\'', "&#39;")
        ),
        "<li class=\"fs-chip\">Marqueterie</li>".to_owned(),
        format!("<span class=\"fs-chip fs-chip-pay\">{bracket}</span>"),
    ] {
        assert!(markup.contains(&expected), "{expected}: {markup}");
    }
}

/// « www.… » is saved with its https://; anything but an http(s) address is refused in
/// French, and so is a size that is not one of the four bands.
#[tokio::test]
async fn a_company_types_its_website_and_size() {
    let app = spawn_app().await;
    let owner = app.a_company().named("Atelier Lumière").create().await;
    const UPDATE: &str = "mutation ($input: UpdateMyCompanyInput!) {
        updateMyCompany(input: $input) { company { website sizeBand } } }";
    let input = |website: &str, size: &str| {
        json!({ "input": { "id": owner.iri,
                           "name": "Atelier Lumière", "website": website, "sizeBand": size } })
    };
    let saved = app
        .graphql_as(&owner.token, UPDATE, input("www.lumiere.fr", "1-9"))
        .await;
    assert_eq!(
        saved["data"]["updateMyCompany"]["company"],
        json!({ "website": "https://www.lumiere.fr/", "sizeBand": "1-9" }),
        "{saved}"
    );
    for (website, size, code) in [
        ("javascript:alert(1)", "1-9", "INVALID_URL"),
        ("lumiere", "1-9", "INVALID_URL"),
        ("www.lumiere.fr", "12", "INVALID_SIZE"),
    ] {
        let refused = app
            .graphql_as(&owner.token, UPDATE, input(website, size))
            .await;
        assert_eq!(
            crate::support::helpers::first_error(&refused).1,
            code,
            "{website} {size}: {refused}"
        );
    }
}
