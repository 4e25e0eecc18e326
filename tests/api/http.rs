use crate::helpers::spawn_app;

#[tokio::test]
async fn health_check_answers_ok_when_the_database_answers() {
    let app = spawn_app().await;
    let response = app.get("/healthz").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.text().await.expect("body"), "ok");
}

#[tokio::test]
async fn client_routes_are_served_the_single_page_app() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/emploi",
        "/dashboard/jobs",
        "/tarifs?x=1",
        "/nimporte/quoi",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert!(
            response
                .text()
                .await
                .expect("body")
                .contains("<div id=\"root\"></div>"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn unknown_api_paths_are_404_in_french_not_the_app() {
    let app = spawn_app().await;
    let response = app.get("/api/nothing-here").await;
    assert_eq!(response.status(), 404);
    let body: serde_json::Value = response.json().await.expect("json");
    assert_eq!(body["error"], "Ressource introuvable.");
    assert_eq!(body["code"], "NOT_FOUND");
}

#[tokio::test]
async fn built_assets_are_cached_for_good() {
    let app = spawn_app().await;
    let response = app.get("/assets/app-1234.js").await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
}

#[tokio::test]
async fn an_oversized_body_is_refused_with_413() {
    let app = spawn_app().await;
    let body = vec![b'a'; ensemblier::http::MAX_BODY_BYTES + 1];
    let response = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("POST");
    assert_eq!(response.status(), 413);
    let body: serde_json::Value = response.json().await.expect("a JSON error");
    assert_eq!(
        body["error"],
        "Les fichiers envoyés sont trop volumineux : 5 Mo au plus par document."
    );
}
