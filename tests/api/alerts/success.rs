//! The answer of creating a job alert, snapshotted (volatile values replaced,
//! `support::snapshot`).

use serde_json::json;

use super::CREATE;
use crate::support::{builder::locality, helpers::TestApp, snapshot::success};

#[tokio::test]
async fn creating_an_alert_answers_it_with_its_summary() {
    let app = TestApp::new().await;
    let lea = app.a_candidate("lea@exemple.fr").await;
    let lyon = locality(&app, "69123").await;
    let created = app
        .graphql_as(
            &lea.token,
            CREATE,
            json!({ "input": { "terms": "ébéniste",
                    "localities": [format!("/api/localities/{lyon}")],
                    "jobContracts": ["/api/job_contracts/1"], "clientMutationId": "c1" } }),
        )
        .await;
    insta::assert_json_snapshot!("alert_created", success(&created));
}
