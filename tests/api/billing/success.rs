//! The answers of buying a pack, snapshotted (volatile values replaced, `support::snapshot`).

use serde_json::json;

use crate::support::{helpers::TestApp, snapshot::success};

#[tokio::test]
async fn buying_the_pack_of_three_answers_the_intent_then_the_payment() {
    let app = TestApp::new().await;
    let company = app.a_company().create().await;
    let (status, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2, "userId": company.user_id }),
            Some(&company.token),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    insta::assert_json_snapshot!("pack_intent", success(&intent));
    let secret = intent["client_secret"].as_str().expect("client secret");
    let (status, paid) = app.pay(secret, "4242 4242 4242 4242").await;
    assert_eq!(status, 200);
    insta::assert_json_snapshot!("pack_paid", success(&paid));
}
