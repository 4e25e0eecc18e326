//! Defences every answer carries (docs/security.md).

mod behind_proxy;
mod graphql_errors;
mod hardening;
pub(crate) mod race;
mod text_bounds;

use serde_json::json;

use crate::{
    accounts::upload_cv,
    support::fixtures::{self, Offer},
    support::helpers::{spawn_app, PDF},
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

/// Issue 59: 200 anonymous requests each asking 20 aliased `jobSuggestions` held the search
/// pool's places and delayed a normal search by seconds. Each is now refused before anything
/// runs, and a search sent amid the flood answers with its result.
#[tokio::test]
async fn a_flood_of_aliased_suggestions_is_refused_and_the_search_answers() {
    let app = spawn_app().await;
    // Its offer is « Tapissier décorateur ».
    crate::applications::company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let aliased: String = (0..20)
        .map(|i| format!("s{i}: jobSuggestions(text: \"tapis{i}\") {{ text count }} "))
        .collect();
    let flood = format!("{{ {aliased} }}");
    let search =
        "query ($search: String) { jobOffers(search: $search, nb_items: 10) { totalCount } }";
    let (answers, found) = tokio::join!(
        futures_util::future::join_all((0..200).map(|_| app.graphql(&flood, json!({})))),
        async {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            // The index follows the outbox: the offer shows once it is indexed.
            let mut answer = app.graphql(search, json!({ "search": "tapissier" })).await;
            for _ in 0..100 {
                if answer["data"]["jobOffers"]["totalCount"] == 1 {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                answer = app.graphql(search, json!({ "search": "tapissier" })).await;
            }
            answer
        }
    );
    for answer in &answers {
        assert_eq!(
            answer["errors"][0]["extensions"]["code"], "TOO_MANY_FIELDS",
            "{answer}"
        );
        assert!(
            answer["data"].is_null() || answer.get("data").is_none(),
            "{answer}"
        );
    }
    assert_eq!(found["data"]["jobOffers"]["totalCount"], 1, "{found}");
}
