//! Favourites: a candidate's own, added from public offers only, removed by her only.

use serde_json::{json, Value};

use crate::{
    support::fixtures::{self, Offer},
    support::helpers::{first_error, spawn_app, TestApp},
};

const ADD: &str = "mutation ($offer: ID!) { createFavorite(input: {jobOffer: $offer, clientMutationId: \"c1\"}) {
    clientMutationId favorite { id _id jobOffer { title localizedCompany { company { name } address { locality { name } } } } } } }";
const REMOVE: &str = "mutation ($id: ID!) { deleteFavorite(input: {id: $id}) { id } }";
const MINE: &str = "{ favorites { totalCount edges { node { _id jobOffer { _id title } } } } }";

async fn offer(app: &TestApp, status: i16) -> i64 {
    let company_id = fixtures::company(&app.pool, "Atelier Dubois").await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            title: "Peintre en décor",
            status,
            ..Offer::default()
        },
    )
    .await
}

fn ids(answer: &Value) -> Vec<i64> {
    answer["data"]["favorites"]["edges"]
        .as_array()
        .unwrap_or_else(|| panic!("favorites: {answer}"))
        .iter()
        .map(|e| e["node"]["jobOffer"]["_id"].as_i64().expect("offer id"))
        .collect()
}

#[tokio::test]
async fn a_candidate_adds_lists_and_removes_her_favourites() {
    let app = spawn_app().await;
    let published = offer(&app, 2).await;
    let lea = app.candidate("lea@exemple.fr").await;

    let added = app
        .graphql_as(&lea, ADD, json!({ "offer": published }))
        .await;
    let favorite = &added["data"]["createFavorite"]["favorite"];
    assert_eq!(added["data"]["createFavorite"]["clientMutationId"], "c1");
    assert_eq!(favorite["jobOffer"]["title"], "Peintre en décor");
    assert_eq!(
        favorite["jobOffer"]["localizedCompany"]["company"]["name"],
        "Atelier Dubois"
    );
    assert_eq!(
        favorite["jobOffer"]["localizedCompany"]["address"]["locality"]["name"],
        "Paris 11e Arrondissement"
    );
    let again = app
        .graphql_as(
            &lea,
            ADD,
            json!({ "offer": format!("/api/job_offers/{published}") }),
        )
        .await;
    assert_eq!(
        again["data"]["createFavorite"]["favorite"]["id"], favorite["id"],
        "adding twice keeps one"
    );

    let mine = app.graphql_as(&lea, MINE, json!({})).await;
    assert_eq!(mine["data"]["favorites"]["totalCount"], 1);
    assert_eq!(ids(&mine), vec![published]);

    let removed = app
        .graphql_as(&lea, REMOVE, json!({ "id": favorite["id"] }))
        .await;
    assert_eq!(removed["data"]["deleteFavorite"]["id"], favorite["id"]);
    assert!(ids(&app.graphql_as(&lea, MINE, json!({})).await).is_empty());
}

#[tokio::test]
async fn favourites_belong_to_their_candidate_and_to_public_offers() {
    let app = spawn_app().await;
    let published = offer(&app, 2).await;
    let draft = offer(&app, 0).await;
    let lea = app.candidate("lea@exemple.fr").await;
    let hugo = app.candidate("hugo@exemple.fr").await;
    let company = app.company("rh@atelier.fr", "Atelier Rival").await;

    let added = app
        .graphql_as(&lea, ADD, json!({ "offer": published }))
        .await;
    let id = added["data"]["createFavorite"]["favorite"]["id"].clone();
    assert!(
        ids(&app.graphql_as(&hugo, MINE, json!({})).await).is_empty(),
        "not in another's list"
    );
    assert_eq!(
        first_error(&app.graphql_as(&hugo, REMOVE, json!({ "id": id })).await).1,
        "NOT_FOUND"
    );
    assert_eq!(
        first_error(
            &app.graphql_as(&company, ADD, json!({ "offer": published }))
                .await
        )
        .1,
        "FORBIDDEN"
    );
    assert_eq!(
        first_error(&app.graphql_as(&company, MINE, json!({})).await).1,
        "FORBIDDEN"
    );
    assert_eq!(
        first_error(&app.graphql(MINE, json!({})).await).1,
        "UNAUTHENTICATED"
    );
    assert_eq!(
        first_error(&app.graphql(ADD, json!({ "offer": published })).await).1,
        "UNAUTHENTICATED"
    );
    assert_eq!(
        first_error(&app.graphql_as(&lea, ADD, json!({ "offer": draft })).await).1,
        "NOT_FOUND"
    );
    let in_his_name = app
        .graphql_as(
            &lea,
            "mutation ($offer: ID!) { createFavorite(input: {jobOffer: $offer, candidate: \"/api/candidates/999999\"}) { favorite { id } } }",
            json!({ "offer": published }),
        )
        .await;
    assert_eq!(first_error(&in_his_name).1, "FORBIDDEN");

    // A deleted offer leaves the list; Léa's favourite survives Hugo's attempt.
    assert_eq!(
        ids(&app.graphql_as(&lea, MINE, json!({})).await),
        vec![published]
    );
    sqlx::query("UPDATE job_offers SET status = -2 WHERE id = $1")
        .bind(published)
        .execute(&app.pool)
        .await
        .expect("deleted");
    assert!(ids(&app.graphql_as(&lea, MINE, json!({})).await).is_empty());
}
