//! Bad GraphQL input gets a GraphQL error with a French message, never a 500.

use serde_json::json;

use crate::support::helpers::{first_error, spawn_app};

#[tokio::test]
async fn a_body_that_is_not_graphql_gets_a_graphql_error() {
    let app = spawn_app().await;
    let response = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .header("content-type", "application/json")
        .body("this is not json")
        .send()
        .await
        .expect("POST");
    assert_eq!(response.status(), 400);
    let answer: serde_json::Value = response.json().await.expect("json");
    assert_eq!(
        first_error(&answer),
        (
            "La requête GraphQL est illisible.".into(),
            "BAD_REQUEST".into()
        )
    );
}

#[tokio::test]
async fn a_syntax_error_is_reported_not_crashed_on() {
    let app = spawn_app().await;
    let answer = app.graphql("{ regions { ", json!({})).await;
    assert_eq!(
        first_error(&answer),
        (
            "La requête GraphQL est invalide.".into(),
            "INVALID_QUERY".into()
        )
    );
    let detail = answer["errors"][0]["extensions"]["detail"].as_str();
    assert!(
        detail.is_some_and(|d| d.contains("expected selection")),
        "the parser's own words stay for developers: {answer}"
    );
}

#[tokio::test]
async fn too_deep_a_query_is_refused_before_it_runs() {
    let app = spawn_app().await;
    let mut query = String::from("name");
    for _ in 0..14 {
        query = format!("parent {{ {query} }}");
    }
    let answer = app
        .graphql(
            &format!("{{ jobPositions {{ edges {{ node {{ {query} }} }} }} }}"),
            json!({}),
        )
        .await;
    assert_eq!(
        first_error(&answer),
        (
            "La requête est trop imbriquée : 12 niveaux au plus.".into(),
            "QUERY_TOO_DEEP".into()
        )
    );
}

#[tokio::test]
async fn each_bad_argument_gets_its_french_message() {
    let app = spawn_app().await;
    let cases = [
        (
            "{ localities(after: \"not-a-cursor\") { totalCount } }",
            "Le curseur de pagination est invalide.",
            "INVALID_CURSOR",
        ),
        (
            "{ regions(after: \"azE6OTk5OTk\") { totalCount } }",
            "Le curseur de pagination est invalide.",
            "INVALID_CURSOR",
        ),
        (
            "{ localities(first: 1000) { totalCount } }",
            "Le paramètre first doit être compris entre 0 et 100.",
            "OUT_OF_RANGE",
        ),
        (
            "{ departments(first: -1) { totalCount } }",
            "Le paramètre first doit être compris entre 0 et 1000.",
            "OUT_OF_RANGE",
        ),
        (
            "{ pricings(displayGroup: 9) { totalCount } }",
            "Le paramètre displayGroup doit être compris entre 1 et 3.",
            "OUT_OF_RANGE",
        ),
        (
            "{ locality(id: \"/api/regions/1\") { name } }",
            "L'identifiant « /api/regions/1 » est invalide.",
            "INVALID_ID",
        ),
    ];
    for (query, message, code) in cases {
        let answer = app.graphql(query, json!({})).await;
        assert_eq!(
            first_error(&answer),
            (message.into(), code.into()),
            "{query}"
        );
    }
}

#[tokio::test]
async fn an_unknown_id_is_null() {
    let app = spawn_app().await;
    let data = app
        .query(
            "{ locality(id: \"/api/localities/999999999\") { name } }",
            json!({}),
        )
        .await;
    assert!(data["locality"].is_null());
}

#[tokio::test]
async fn a_required_variable_left_out_is_named_in_french() {
    let app = spawn_app().await;
    let answer = app
        .graphql(
            "mutation($title: String!) { createJobOffer(input: {title: $title}) { clientMutationId } }",
            json!({}),
        )
        .await;
    assert_eq!(
        first_error(&answer),
        (
            "Le champ Nom du poste n'a pas été renseigné.".into(),
            "REQUIRED".into()
        )
    );
}

/// What users read when a request fails, snapshotted (`tests/api/security/snapshots/`) so a change of
/// wording or code shows in review. `cargo insta review` (or INSTA_UPDATE=always) accepts one.
#[tokio::test]
async fn the_error_bodies_users_read() {
    let app = spawn_app().await;
    let unreadable = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .header("content-type", "application/json")
        .body("{")
        .send()
        .await
        .expect("POST")
        .json::<serde_json::Value>()
        .await
        .expect("json");
    insta::assert_json_snapshot!("graphql_unreadable_body", unreadable);
    let mut deep = String::from("name");
    for _ in 0..14 {
        deep = format!("parent {{ {deep} }}");
    }
    let deep = format!("{{ jobPositions {{ edges {{ node {{ {deep} }} }} }} }}");
    let graphql_cases = [
        ("graphql_syntax_error", "{ regions { ", json!({})),
        ("graphql_too_deep", deep.as_str(), json!({})),
        (
            "graphql_required_variable",
            "mutation($title: String!) { createJobOffer(input: {title: $title}) { clientMutationId } }",
            json!({}),
        ),
        (
            "graphql_signed_out_mutation",
            "mutation { createJobOffer(input: {title: \"Ébéniste\"}) { clientMutationId } }",
            json!({}),
        ),
        (
            "graphql_invalid_cursor",
            "{ localities(after: \"not-a-cursor\") { totalCount } }",
            json!({}),
        ),
        (
            "graphql_invalid_place",
            "{ jobOffers(localization_list: [\"{\\\"type\\\":\\\"PLANET\\\",\\\"id\\\":1}\"]) { totalCount } }",
            json!({}),
        ),
    ];
    for (name, query, variables) in graphql_cases {
        insta::assert_json_snapshot!(name, app.graphql(query, variables).await);
    }
    let (status, wrong_password) = app.login("personne@example.fr", "mauvais").await;
    assert_eq!(status, 401);
    insta::assert_json_snapshot!("rest_wrong_password", wrong_password);
    let weak = app
        .post_form(
            "/api/register",
            &[
                ("accountType", "candidate"),
                ("firstname", "Léa"),
                ("lastname", "Martin"),
                ("email", "lea@example.fr"),
                ("password", "court"),
            ],
            None,
        )
        .await;
    assert_eq!(weak.status(), 422);
    insta::assert_json_snapshot!(
        "rest_weak_password",
        weak.json::<serde_json::Value>().await.expect("json")
    );
}
