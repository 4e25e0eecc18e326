//! Issue 32, "answers bounded while they are built": long texts stored before the input bounds
//! keep the server-written pages small and the search answering; API answers are not cached.

use std::time::Duration;

use serde_json::{json, Value};

use crate::{
    support::fixtures,
    support::helpers::{spawn_app, TestApp},
};

/// The built UI's first-screen documents (`ui/vite.config.ts` writes them from these
/// operations), and an index.html with the marker the server writes the first screen at.
fn build_ui(app: &TestApp) {
    build_ui_with(
        app,
        &[
            "HomeLatestJobOffers",
            "HomeShowcase",
            "SearchJobOffers",
            "SearchFilters",
        ],
    );
}

/// `build_ui` with the first-screen documents of `operations`.
pub(crate) fn build_ui_with(app: &TestApp, operations: &[&str]) {
    let generated =
        std::fs::read_to_string(crate::support::helpers::repo_path("ui/src/gql/graphql.ts"))
            .expect("the UI's generated documents");
    let mut documents = serde_json::Map::new();
    for text in generated
        .split("new TypedDocumentString(`")
        .skip(1)
        .filter_map(|rest| rest.split('`').next())
    {
        let name = text
            .split_once("query ")
            .and_then(|(_, rest)| rest.split(|c: char| !c.is_alphanumeric()).next());
        if let Some(name) = name.filter(|name| operations.contains(name)) {
            documents.insert(name.to_owned(), Value::from(text));
        }
    }
    assert_eq!(documents.len(), operations.len(), "{:?}", documents.keys());
    let ui_dir = app
        .data_dir
        .parent()
        .expect("the test's directory")
        .join("ui");
    std::fs::write(
        ui_dir.join("first-screen-documents.json"),
        Value::Object(documents).to_string(),
    )
    .expect("documents");
    std::fs::write(
        ui_dir.join("index.html"),
        "<!doctype html><html lang=\"fr\"><head><!--head--><title>Ensemblier</title><!--/head--></head><body><div id=\"root\"><!--app--></div></body></html>",
    )
    .expect("index.html");
}

/// Texts stored before the bounds: their length checks are dropped, as if the rows predated
/// them.
async fn allow_legacy_texts(app: &TestApp) {
    sqlx::query(
        "DO $$ DECLARE r record; BEGIN
           FOR r IN SELECT conrelid::regclass AS t, conname FROM pg_constraint
                    WHERE contype = 'c' AND pg_get_constraintdef(oid) ILIKE '%length%'
                      AND conrelid IN ('companies'::regclass, 'job_offers'::regclass,
                                       'addresses'::regclass)
           LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.t, r.conname); END LOOP;
         END $$",
    )
    .execute(&app.pool)
    .await
    .expect("drop the length checks");
}

async fn total(app: &TestApp) -> Value {
    app.graphql("{ jobOffers(nb_items: 1) { totalCount } }", json!({}))
        .await["data"]["jobOffers"]["totalCount"]
        .clone()
}

const KB: usize = 1024;

#[tokio::test]
async fn long_legacy_texts_keep_the_first_screens_small_and_the_search_answering() {
    let app = spawn_app().await;
    build_ui(&app);
    allow_legacy_texts(&app).await;
    // The company: a 300 KB name, five offers with texts of 300 KB each.
    let name = "Atelier ".repeat(40_000);
    let company = fixtures::company(&app.pool, &name).await;
    let title = "Tapissier ".repeat(30_000);
    let description = format!("<p>{}</p>", "Un atelier de tapisserie. ".repeat(12_000));
    for _ in 0..5 {
        fixtures::offer(
            &app.pool,
            fixtures::Offer {
                company_id: company,
                title: &title,
                description: &description,
                ..fixtures::Offer::default()
            },
        )
        .await;
    }
    let long = "Une maison de décoration. ".repeat(12_000);
    for (sql, value) in [
        (
            "UPDATE addresses SET address1 = $1 WHERE id IN (SELECT address_id FROM localized_companies)",
            long.clone(),
        ),
        ("UPDATE companies SET presentation = $1", long.clone()),
        (
            "UPDATE job_offers SET perfect_candidate_description = $1, company_presentation = $1",
            format!("<p>{long}</p>"),
        ),
    ] {
        sqlx::query(sql)
            .bind(value)
            .execute(&app.pool)
            .await
            .expect("legacy texts");
    }
    // A liveness bound (the index takes the long texts in well under a second when idle).
    for _ in 0..300 {
        if total(&app).await == 5 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(total(&app).await, 5);

    for path in ["/", "/emploi"] {
        let page = app.get(path).await.text().await.expect("page");
        assert!(page.contains("class=\"fs\""), "{path}: no first screen");
        assert!(
            page.contains("Tapissier Tapissier"),
            "{path}: no offer card"
        );
        assert!(page.len() < 300 * KB, "{path}: {} KB", page.len() / KB);
    }
    let search = app
        .graphql(
            "{ jobOffers(search: \"tapissier\", nb_items: 10) { totalCount edges { node { title \
             descriptionPreview localizedCompany { company { name } address { address1 } } } } } \
             lastJobOffers(first: 8) { title localizedCompany { company { name } } } }",
            json!({}),
        )
        .await;
    assert!(search["errors"].is_null(), "{search}");
    assert_eq!(search["data"]["jobOffers"]["totalCount"], 5);
    let node = &search["data"]["jobOffers"]["edges"][0]["node"];
    assert_eq!(node["title"].as_str().map(|t| t.chars().count()), Some(150));
    assert!(node["title"].as_str().is_some_and(|t| t.ends_with('…')));
    let company_name = &node["localizedCompany"]["company"]["name"];
    assert_eq!(company_name.as_str().map(|n| n.chars().count()), Some(150));
    assert_eq!(
        search["data"]["lastJobOffers"].as_array().map(Vec::len),
        Some(5)
    );

    // An offer whole: each long text cut to its bound, closed HTML.
    let id: i64 = sqlx::query_scalar("SELECT min(id) FROM job_offers")
        .fetch_one(&app.pool)
        .await
        .expect("an offer");
    let offer = app
        .graphql(
            "query($id: ID!) { jobOffer(id: $id) { description perfectCandidateDescription \
             companyPresentation localizedCompany { company { presentation } } } }",
            json!({ "id": id.to_string() }),
        )
        .await;
    assert!(offer["errors"].is_null(), "{offer}");
    let offer = &offer["data"]["jobOffer"];
    for text in [
        &offer["description"],
        &offer["perfectCandidateDescription"],
        &offer["companyPresentation"],
        &offer["localizedCompany"]["company"]["presentation"],
    ] {
        let text = text.as_str().expect("a text");
        assert!(text.chars().count() <= 20_100, "{} chars", text.len());
    }
    assert!(offer["description"]
        .as_str()
        .is_some_and(|html| html.ends_with("</p>")));
    let page = app
        .get(&format!("/emploi/{id}/offre"))
        .await
        .text()
        .await
        .expect("page");
    assert!(page.len() < 400 * KB, "offer page: {} KB", page.len() / KB);
}

/// Issue 32's attack: 20 aliases × 50 offers with their long texts (4,040 when each field
/// counted 1), refused before it runs.
#[tokio::test]
async fn many_long_texts_are_refused_before_anything_runs() {
    let app = spawn_app().await;
    let texts = "description perfectCandidateDescription companyPresentation";
    let aliases: String = (0..20)
        .map(|i| format!("a{i}: jobOffers(nb_items: 50) {{ edges {{ node {{ {texts} }} }} }} "))
        .collect();
    let answer = app.graphql(&format!("{{ {aliases} }}"), json!({})).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["code"], "QUERY_TOO_COMPLEX",
        "{answer}"
    );
}

#[tokio::test]
async fn api_answers_are_not_kept_by_caches() {
    let app = spawn_app().await;
    let token = app.company("rh@atelier.fr", "Atelier Berthelin").await;
    let cache_control = |response: &reqwest::Response| {
        response
            .headers()
            .get("cache-control")
            .and_then(|value| value.to_str().ok())
            .map(str::to_owned)
    };
    let query = json!({ "query": "{ me { email } }" });
    let anonymous = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .json(&query)
        .send()
        .await
        .expect("answer");
    assert_eq!(cache_control(&anonymous).as_deref(), Some("no-store"));
    let signed_in = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .bearer_auth(&token)
        .json(&query)
        .send()
        .await
        .expect("answer");
    assert_eq!(signed_in.status(), 200);
    assert_eq!(cache_control(&signed_in).as_deref(), Some("no-store"));
    let body: Value = signed_in.json().await.expect("json");
    assert_eq!(body["data"]["me"]["email"], "rh@atelier.fr", "{body}");
    let session = app
        .client
        .get(format!("{}/api/session", app.address))
        .bearer_auth(&token)
        .send()
        .await
        .expect("answer");
    assert_eq!(session.status(), 200);
    assert_eq!(cache_control(&session).as_deref(), Some("no-store"));
    // A page is revalidated, not forbidden to caches (it is the same for everyone).
    let page = app.get("/").await;
    assert_eq!(cache_control(&page).as_deref(), Some("no-cache"));
}
