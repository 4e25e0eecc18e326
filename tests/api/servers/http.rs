use crate::support::helpers::spawn_app;

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

/// A file of the build is served as it is, wherever it lies; a path without a dot in its last
/// segment goes to its page without looking for a file; a page answers GET only, as before.
#[tokio::test]
async fn files_of_the_build_are_served_and_pages_answer_get_only() {
    let app = spawn_app().await;
    let ui_dir = app
        .data_dir
        .parent()
        .expect("the test's directory")
        .join("ui");
    std::fs::create_dir_all(ui_dir.join("images")).expect("a folder");
    std::fs::write(ui_dir.join("favicon.svg"), "<svg/>").expect("a file");
    std::fs::write(ui_dir.join("images/logo.svg"), "<svg id=\"logo\"/>").expect("a file");
    for (path, body) in [
        ("/favicon.svg", "<svg/>"),
        ("/images/logo.svg", "<svg id=\"logo\"/>"),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.text().await.expect("body"), body, "{path}");
    }
    for path in ["/images", "/images/", "/emploi/12/tapissier", "/absent.svg"] {
        let response = app.get(path).await;
        let status = response.status();
        let page = response.text().await.expect("body");
        assert!(
            page.contains("<div id=\"root\">"),
            "{path}: {status} {page}"
        );
    }
    let posted = app
        .client
        .post(format!("{}/emploi", app.address))
        .send()
        .await
        .expect("POST");
    assert_eq!(posted.status(), 405);
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
