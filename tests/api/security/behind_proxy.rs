//! Behind a reverse proxy (`TRUSTED_PROXIES`), the per-address sign-in limit counts each
//! client the proxy names, not the proxy; from anyone else, `X-Forwarded-For` is ignored.

use ensemblier::accounts::login::MAX_FAILURES_PER_ADDRESS;
use serde_json::json;

use crate::support::helpers::{spawn_app, spawn_app_with, TestApp};

/// A failed sign-in said to come from `client`; its status.
async fn fail_sign_in(app: &TestApp, n: i64, client: &str) -> u16 {
    app.client
        .post(format!("{}/api/login_check", app.address))
        .header("X-Forwarded-For", client)
        .json(&json!({ "email": format!("personne-{n}@exemple.fr"), "password": "faux" }))
        .send()
        .await
        .expect("sign in")
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_trusted_proxy_names_the_client_the_limits_count() {
    let app = spawn_app_with(|settings| {
        settings.operations.trusted_proxies = vec!["127.0.0.1".parse().expect("address")];
    })
    .await;
    for n in 0..MAX_FAILURES_PER_ADDRESS {
        assert_eq!(fail_sign_in(&app, n, "203.0.113.7").await, 401);
    }
    assert_eq!(fail_sign_in(&app, 100, "203.0.113.7").await, 429);
    assert_eq!(
        fail_sign_in(&app, 101, "203.0.113.8").await,
        401,
        "another client behind the same proxy"
    );
}

#[tokio::test]
async fn without_trusted_proxies_a_forwarded_address_is_ignored() {
    let app = spawn_app().await;
    for n in 0..MAX_FAILURES_PER_ADDRESS {
        assert_eq!(fail_sign_in(&app, n, "203.0.113.7").await, 401);
    }
    assert_eq!(
        fail_sign_in(&app, 100, "203.0.113.8").await,
        429,
        "a forged header does not escape the limit"
    );
}
