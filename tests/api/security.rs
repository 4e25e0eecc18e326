//! Defences every answer carries (docs/security.md).

use serde_json::json;

use crate::{
    accounts::upload_cv,
    fixtures::{self, Offer},
    helpers::{spawn_app, PDF},
};

fn assert_security_headers(response: &reqwest::Response, what: &str) {
    let headers = response.headers();
    let csp = headers
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("script-src 'self' 'unsafe-inline'"),
        "{what}: scripts from this origin only: {csp}"
    );
    assert!(csp.contains("frame-ancestors 'none'"), "{what}: {csp}");
    assert_eq!(headers["x-content-type-options"], "nosniff", "{what}");
    assert_eq!(
        headers["referrer-policy"], "strict-origin-when-cross-origin",
        "{what}"
    );
    assert_eq!(headers["x-frame-options"], "DENY", "{what}");
    assert!(
        headers.get("strict-transport-security").is_none(),
        "{what}: no HSTS over plain http"
    );
}

#[tokio::test]
async fn pages_the_api_and_downloads_carry_the_security_headers() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier du Forez").await;
    let offer = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Ébéniste H/F",
            ..Offer::default()
        },
    )
    .await;
    for path in [
        "/".to_owned(),
        "/emploi".to_owned(),
        format!("/emploi/{offer}/ebeniste"),
        "/api/nothing-here".to_owned(),
    ] {
        assert_security_headers(&app.get(&path).await, &path);
    }
    let graphql = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .json(&json!({ "query": "{ regions { totalCount } }" }))
        .send()
        .await
        .expect("graphql");
    assert_security_headers(&graphql, "/api/graphql");

    let lea = app.candidate("lea@example.fr").await;
    let uploaded: serde_json::Value = upload_cv(&app, Some(&lea), "cv.pdf", PDF)
        .await
        .json()
        .await
        .expect("json");
    let cv = uploaded["cvName"].as_str().expect("cvName");
    let download = app
        .client
        .get(format!("{}/candidates/cv/{cv}", app.address))
        .bearer_auth(&lea)
        .send()
        .await
        .expect("download");
    assert_eq!(download.status(), 200);
    assert_security_headers(&download, "a CV");
}
