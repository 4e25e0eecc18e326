//! The answer of the public search, snapshotted (volatile values replaced,
//! `support::snapshot`).

use serde_json::json;

use crate::support::{builder::offer_input, helpers::TestApp, snapshot::success};

#[tokio::test]
async fn searching_answers_the_matching_live_offers_with_their_facets() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(2).await;
    app.published_offer(&company).await;
    let input = offer_input(&app, &company.iri, "Ébéniste restaurateur").await;
    app.publish_offer(&company, input).await;
    app.indexed(2).await;
    let found = app
        .query(
            "query ($search: String) { jobOffers(search: $search, nb_items: 10) {
               totalCount pageInfo { hasNextPage }
               facets { jobContracts { _id count } }
               edges { node { _id title expired jobOfferAd { urgent }
                 localizedCompany { company { name } address { locality { name postalCode } } } } } } }",
            json!({ "search": "tapissier" }),
        )
        .await;
    insta::assert_json_snapshot!("search_tapissier", success(&found));
}
