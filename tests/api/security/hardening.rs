//! Issue 15: one anonymous request cannot take the server down. Each attack of the issue is
//! refused before it runs, with a French message (docs/security.md).

use serde_json::json;

use crate::support::helpers::{error_of, first_error, spawn_app, TestApp};

/// The issue's query: each department's region's departments' region's departments…
const NESTED: &str = "departments(first: 1000) { nodes { region { departments { region { \
                      departments { region { departments { name } } } } } } } }";

async fn refusal(app: &TestApp, query: &str) -> (String, String) {
    let answer = app.graphql(query, json!({})).await;
    assert!(answer["data"].is_null(), "nothing ran: {answer}");
    first_error(&answer)
}

#[tokio::test]
async fn the_issues_amplifying_queries_are_refused_before_running() {
    let app = spawn_app().await;
    let (message, code) = refusal(&app, &format!("{{ {NESTED} }}")).await;
    assert_eq!(code, "QUERY_TOO_COMPLEX");
    assert!(message.starts_with("La requête demande trop de données à la fois"));
    // And `Region.departments` is gone: the loop cannot be written at all.
    let (_, code) = refusal(
        &app,
        "{ departments(first: 2) { nodes { region { departments { name } } } } }",
    )
    .await;
    assert_eq!(code, "INVALID_QUERY");
    // The same amplification through the positions' tree: each position's children's…
    let positions = "jobPositions(first: 1000) { nodes { children { children { id name } } \
                     parent { name } } }";
    assert_eq!(
        refusal(&app, &format!("{{ {positions} }}")).await,
        (
            "La requête demande trop de données à la fois (coût 823002, maximum 5000).".into(),
            "QUERY_TOO_COMPLEX".into()
        )
    );
    // The big page of a list multiplies what is asked of each item.
    let (message, code) = refusal(
        &app,
        "{ jobOffers(nb_items: 50) { edges { node { id title description jobTypes { name } \
         localizedCompany { company { name presentation } address { address1 locality { name \
         postalCode city { name } } } } } } } departments(first: 1000) { nodes { name code \
         region { name code } } } }",
    )
    .await;
    assert_eq!(code, "QUERY_TOO_COMPLEX", "{message}");
}

#[tokio::test]
async fn two_hundred_aliases_or_a_long_text_are_refused_before_running() {
    let app = spawn_app().await;
    let aliases: String = (0..200)
        .map(|i| format!("r{i}: regions {{ totalCount }} "))
        .collect();
    assert_eq!(
        refusal(&app, &format!("{{ {aliases} }}")).await,
        (
            "La requête demande trop de champs à la fois : 20 champs principaux et 20 alias au \
             plus."
                .into(),
            "TOO_MANY_FIELDS".into()
        )
    );
    let long = format!("{{ regions {{ totalCount }} }} # {}", "x".repeat(16 * 1024));
    assert_eq!(
        refusal(&app, &long).await,
        (
            "La requête est trop longue : 16 Ko au plus.".into(),
            "QUERY_TOO_LONG".into()
        )
    );
    // Within the limits, the same fields answer.
    let answer = app
        .graphql(
            "{ a: regions { totalCount } b: regions { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(answer["data"]["b"]["totalCount"], 18, "{answer}");
}

#[tokio::test]
async fn a_graphql_body_over_one_megabyte_is_refused_in_french() {
    let app = spawn_app().await;
    let search = "mot ".repeat(300_000);
    let response = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .json(
            &json!({ "query": "query ($s: String) { jobOffers(search: $s) { totalCount } }",
                       "variables": { "s": search } }),
        )
        .send()
        .await
        .expect("POST");
    assert_eq!(response.status(), 413);
    let answer: serde_json::Value = response.json().await.expect("json");
    assert_eq!(
        first_error(&answer),
        (
            "La requête GraphQL dépasse 1 Mo.".into(),
            "TOO_LARGE".into()
        )
    );
}

#[tokio::test]
async fn a_search_over_its_bounds_is_refused_with_a_french_message() {
    let app = spawn_app().await;
    const SEARCH: &str = "query ($search: String, $places: [String!], $types: [String!]) {
        jobOffers(search: $search, localization_list: $places, job_types: $types) { totalCount } }";
    let words: Vec<String> = (0..60_000).map(|i| format!("mot{i}")).collect();
    let cases = [
        (
            json!({ "search": words.join(" ") }),
            "La recherche est limitée à 200 caractères et 32 mots.",
            "TOO_LONG",
        ),
        (
            json!({ "search": vec!["bois"; 33].join(" ") }),
            "La recherche est limitée à 200 caractères et 32 mots.",
            "TOO_LONG",
        ),
        (
            json!({ "places": vec![r#"{"type":"CITY","id":1}"#; 21] }),
            "Choisissez au plus 20 lieux.",
            "TOO_MANY",
        ),
        (
            json!({ "types": vec!["/api/job_types/1"; 51] }),
            "Choisissez au plus 50 types de poste.",
            "TOO_MANY",
        ),
    ];
    for (variables, message, code) in cases {
        let answer = app.graphql(SEARCH, variables).await;
        assert_eq!(first_error(&answer), (message.into(), code.into()));
    }
    let answer = app
        .graphql(SEARCH, json!({ "search": vec!["bois"; 32].join(" ") }))
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
}

#[tokio::test]
async fn bogus_reset_links_in_parallel_are_refused_without_hashing() {
    let app = spawn_app().await;
    let mut resets = tokio::task::JoinSet::new();
    for _ in 0..40 {
        let (client, url) = (
            app.client.clone(),
            format!("{}/api/reset-password", app.address),
        );
        resets.spawn(async move {
            let form = reqwest::multipart::Form::new()
                .text("confirmationToken", "bogus")
                .text("newPassword", "tapisserie-2026")
                .text("newPasswordConfirmation", "tapisserie-2026");
            client.post(url).multipart(form).send().await.expect("POST")
        });
    }
    while let Some(response) = resets.join_next().await {
        assert_eq!(
            error_of(response.expect("joined")).await,
            (
                422,
                "Ce lien de réinitialisation est invalide ou a expiré.".into()
            )
        );
    }
}

#[tokio::test]
async fn registering_a_taken_address_again_is_refused() {
    let app = spawn_app().await;
    app.candidate("lea@exemple.fr").await;
    let again = app
        .post_form(
            "/api/register",
            &[
                ("accountType", "candidate"),
                ("firstname", "Léa"),
                ("lastname", "Martin"),
                ("email", "LEA@exemple.fr"),
                ("password", "tapisserie-2026"),
            ],
            None,
        )
        .await;
    assert_eq!(
        error_of(again).await,
        (
            422,
            "Un compte existe déjà avec cette adresse e-mail.".into()
        )
    );
}
