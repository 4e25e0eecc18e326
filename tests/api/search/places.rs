use serde_json::{json, Value};

use crate::support::helpers::spawn_app;

const LOCALITIES: &str = "query ($search: String, $first: Int, $after: String) {
  localities(search: $search, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id _id name postalCode population2012 latitude longitude
                          city { name postalCode } department { code region { name } } } }
  }
}";

fn names(data: &Value) -> Vec<String> {
    data["localities"]["edges"]
        .as_array()
        .map(|edges| {
            edges
                .iter()
                .filter_map(|e| e["node"]["name"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn saint_etienne_typed_with_a_space_and_no_accent_comes_first() {
    let app = spawn_app().await;
    let data = app
        .query(LOCALITIES, json!({ "search": "saint etienne" }))
        .await;
    let first = &data["localities"]["edges"][0]["node"];
    assert_eq!(first["name"], "Saint-Étienne");
    assert_eq!(first["postalCode"], "42000");
    assert_eq!(first["department"]["code"], "42");
    assert_eq!(
        first["department"]["region"]["name"],
        "Auvergne-Rhône-Alpes"
    );
    assert!(first["latitude"]
        .as_f64()
        .is_some_and(|lat| (lat - 45.43).abs() < 0.05));
    assert_eq!(
        data["localities"]["edges"].as_array().map(Vec::len),
        Some(10)
    );
}

#[tokio::test]
async fn suggestions_ignore_case_and_accents() {
    let app = spawn_app().await;
    for typed in ["SAINT-ÉTIENNE", "Saint Étienne", "saint-etienne"] {
        let data = app
            .query(LOCALITIES, json!({ "search": typed, "first": 1 }))
            .await;
        assert_eq!(names(&data), ["Saint-Étienne"], "{typed}");
    }
}

#[tokio::test]
async fn suggestions_come_biggest_town_first() {
    let app = spawn_app().await;
    let data = app.query(LOCALITIES, json!({ "search": "saint" })).await;
    let populations: Vec<i64> = data["localities"]["edges"]
        .as_array()
        .map(|e| {
            e.iter()
                .filter_map(|e| e["node"]["population2012"].as_i64())
                .collect()
        })
        .unwrap_or_default();
    assert!(
        populations.len() == 10 && populations.windows(2).all(|w| w[0] >= w[1]),
        "{populations:?}"
    );
    assert_eq!(names(&data)[0], "Saint-Étienne");
}

#[tokio::test]
async fn a_word_inside_a_name_finds_the_town() {
    let app = spawn_app().await;
    let data = app
        .query(LOCALITIES, json!({ "search": "etienne", "first": 1 }))
        .await;
    assert_eq!(names(&data), ["Saint-Étienne"]);
}

#[tokio::test]
async fn digits_search_postal_codes() {
    let app = spawn_app().await;
    let data = app.query(LOCALITIES, json!({ "search": "42000" })).await;
    assert_eq!(names(&data), ["Saint-Étienne"]);
}

#[tokio::test]
async fn a_district_knows_its_city() {
    let app = spawn_app().await;
    let data = app.query(LOCALITIES, json!({ "search": "paris 11" })).await;
    let district = &data["localities"]["edges"][0]["node"];
    assert_eq!(district["name"], "Paris 11e Arrondissement");
    assert_eq!(district["postalCode"], "75011");
    assert_eq!(
        district["city"],
        json!({ "name": "Paris", "postalCode": "75001" })
    );
    let city = app
        .query(LOCALITIES, json!({ "search": "paris", "first": 1 }))
        .await;
    assert!(city["localities"]["edges"][0]["node"]["city"].is_null());
}

#[tokio::test]
async fn paging_by_cursor_returns_every_match_once() {
    let app = spawn_app().await;
    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    let total = loop {
        let data = app
            .query(
                LOCALITIES,
                json!({ "search": "saint-e", "first": 25, "after": after }),
            )
            .await;
        let page = &data["localities"];
        for edge in page["edges"].as_array().into_iter().flatten() {
            seen.push(edge["node"]["_id"].as_i64().unwrap_or_default());
        }
        if page["pageInfo"]["hasNextPage"] != json!(true) {
            break page["totalCount"].as_i64().unwrap_or_default();
        }
        after = page["pageInfo"]["endCursor"].as_str().map(str::to_owned);
    };
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert!(total > 25, "the search must span pages, found {total}");
    assert_eq!(unique.len(), seen.len());
    assert_eq!(seen.len() as i64, total);
}

#[tokio::test]
async fn the_eighteen_regions_start_with_ile_de_france() {
    let app = spawn_app().await;
    let data = app
        .query(
            "{ regions { totalCount edges { node { _id id name code } } }
               departments { nodes { region { _id } } } }",
            json!({}),
        )
        .await;
    assert_eq!(data["regions"]["totalCount"], 18);
    let first = &data["regions"]["edges"][0]["node"];
    assert_eq!(first["name"], "Île-de-France");
    let in_first = data["departments"]["nodes"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|d| d["region"]["_id"] == first["_id"])
        .count();
    assert_eq!(in_first, 8);
    assert!(first["id"]
        .as_str()
        .is_some_and(|id| id.starts_with("/api/regions/")));
    let names: Vec<&str> = data["regions"]["edges"]
        .as_array()
        .map(|e| {
            e.iter()
                .filter_map(|e| e["node"]["name"].as_str())
                .collect()
        })
        .unwrap_or_default();
    for overseas in [
        "Guadeloupe",
        "Martinique",
        "Guyane",
        "La Réunion",
        "Mayotte",
    ] {
        assert!(
            names.contains(&overseas),
            "{overseas} missing from {names:?}"
        );
    }
}

#[tokio::test]
async fn departments_start_with_paris_and_page_by_hundred() {
    let app = spawn_app().await;
    let query = "query ($after: String) { departments(after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name code region { code } } } } }";
    let data = app.query(query, json!({})).await;
    let page = &data["departments"];
    assert_eq!(page["totalCount"], 101);
    assert_eq!(page["edges"].as_array().map(Vec::len), Some(100));
    assert_eq!(
        page["edges"][0]["node"],
        json!({ "name": "Paris", "code": "75", "region": { "code": "11" } })
    );
    assert_eq!(page["pageInfo"]["hasNextPage"], true);
    let rest = app
        .query(query, json!({ "after": page["pageInfo"]["endCursor"] }))
        .await;
    assert_eq!(
        rest["departments"]["edges"].as_array().map(Vec::len),
        Some(1)
    );
    assert_eq!(rest["departments"]["pageInfo"]["hasNextPage"], false);
}
