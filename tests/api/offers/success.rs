//! The answers of publishing an offer, snapshotted (volatile values replaced,
//! `support::snapshot`).

use serde_json::json;

use crate::support::{builder::offer_input, helpers::TestApp, snapshot::success};

#[tokio::test]
async fn publishing_an_offer_answers_the_offer_and_its_ad() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(1).await;
    let input = offer_input(&app, &company.iri, "Tapissier décorateur").await;
    let created = app
        .graphql_as(
            &company.token,
            "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) {
               jobOffer { id _id title status statusLabel description pay { minCents maxCents period } } } }",
            json!({ "input": input }),
        )
        .await;
    insta::assert_json_snapshot!("offer_created", success(&created));
    let id = created["data"]["createJobOffer"]["jobOffer"]["id"].clone();
    let published = app
        .graphql_as(
            &company.token,
            "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) {
               jobOffer { status statusLabel jobOfferAd { startsAt endsAt urgent } } } }",
            json!({ "id": id }),
        )
        .await;
    insta::assert_json_snapshot!("offer_published", success(&published));
    let public = app
        .query(
            "query ($id: ID!) { jobOffer(id: $id) { _id title expired description
               localizedCompany { company { name } address { locality { name postalCode } } } } }",
            json!({ "id": id }),
        )
        .await;
    insta::assert_json_snapshot!("offer_public", success(&public));
}
