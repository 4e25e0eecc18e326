//! The answers of signing up, snapshotted (volatile values replaced, `support::snapshot`).

use serde_json::json;

use crate::support::{helpers::TestApp, helpers::PASSWORD, snapshot::success};

#[tokio::test]
async fn signing_up_as_a_company_then_signing_in_answers_the_session() {
    let app = TestApp::new().await;
    let company = app.a_company().create().await;
    let (status, session) = app.login(&company.email, PASSWORD).await;
    assert_eq!(status, 200);
    insta::assert_json_snapshot!("company_session", success(&session));
    let mine = app
        .graphql_as(
            &company.token,
            "{ companies { edges { node { id _id name presentation billingAddress } } } }",
            json!({}),
        )
        .await;
    insta::assert_json_snapshot!("company_companies", success(&mine));
}

#[tokio::test]
async fn signing_up_as_a_candidate_then_signing_in_answers_the_session() {
    let app = TestApp::new().await;
    let lea = app.a_candidate("lea@exemple.fr").await;
    let (status, session) = app.login(&lea.email, PASSWORD).await;
    assert_eq!(status, 200);
    insta::assert_json_snapshot!("candidate_session", success(&session));
}
