//! HR-trend posts: the `posts` connection, `lastPosts`, one `post`, the page heads, the
//! feed and the legacy address. Only published posts are public.

use serde_json::{json, Value};

use crate::support::helpers::{first_error, spawn_app, TestApp};

/// Inserts a post published `days_ago` days ago (negative: in the future); returns its id.
async fn post(app: &TestApp, slug: &str, days_ago: i64, content: &str) -> i64 {
    sqlx::query_scalar(
        "INSERT INTO posts (slug, title, subtitle, intro, content, featured_image_path, published_at)
         VALUES ($1, $2, 'Sous-titre', $3, $4, '/images/posts/portfolio.svg',
                 now() - make_interval(days => $5::int))
         RETURNING id",
    )
    .bind(slug)
    .bind(format!("Titre {slug}"))
    .bind(format!("Introduction de {slug}. ").repeat(20))
    .bind(content)
    .bind(days_ago as i32)
    .fetch_one(&app.pool)
    .await
    .expect("insert post")
}

const PAGE: &str = "query ($first: Int, $after: String) {
  posts(first: $first, after: $after) {
    totalCount pageInfo { endCursor hasNextPage } edges { cursor node { _id slug } }
  }
}";

fn slugs(answer: &Value) -> Vec<String> {
    answer["data"]["posts"]["edges"]
        .as_array()
        .expect("edges")
        .iter()
        .map(|e| e["node"]["slug"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[tokio::test]
async fn posts_are_paged_newest_first_and_unpublished_ones_are_hidden() {
    let app = spawn_app().await;
    for day in 1..=12 {
        post(&app, &format!("p{day}"), day, "<p>x</p>").await;
    }
    let future = post(&app, "demain", -1, "<p>x</p>").await;

    let first = app.graphql(PAGE, json!({})).await;
    assert_eq!(first["data"]["posts"]["totalCount"], 12, "{first}");
    let expected: Vec<String> = (1..=10).map(|d| format!("p{d}")).collect();
    assert_eq!(slugs(&first), expected, "10 a page, newest first");
    assert_eq!(first["data"]["posts"]["pageInfo"]["hasNextPage"], true);
    let cursor = first["data"]["posts"]["pageInfo"]["endCursor"].clone();
    let second = app.graphql(PAGE, json!({ "after": cursor })).await;
    assert_eq!(slugs(&second), ["p11", "p12"]);
    assert_eq!(second["data"]["posts"]["pageInfo"]["hasNextPage"], false);

    let last = app
        .graphql(
            "{ lastPosts { slug } home: lastPosts(nb_items: 4) { slug } }",
            json!({}),
        )
        .await;
    assert_eq!(last["data"]["lastPosts"].as_array().map(Vec::len), Some(5));
    assert_eq!(last["data"]["home"].as_array().map(Vec::len), Some(4));
    assert_eq!(last["data"]["home"][0]["slug"], "p1");

    let one = "query ($id: ID!) { post(id: $id) { id _id title } }";
    let future_answer = app.graphql(one, json!({ "id": future.to_string() })).await;
    assert_eq!(
        future_answer["data"]["post"],
        Value::Null,
        "not yet published"
    );
    let unknown = app.graphql(one, json!({ "id": "/api/posts/999999" })).await;
    assert_eq!(unknown["data"]["post"], Value::Null);
}

#[tokio::test]
async fn a_post_is_read_by_iri_or_id_with_sanitised_content() {
    let app = spawn_app().await;
    let id = post(
        &app,
        "salaires",
        1,
        r#"<h2>Titre</h2><p onclick="x()">Texte<script>alert(1)</script> <a href="javascript:alert(1)">piège</a> <a href="/emploi">offres</a></p>"#,
    )
    .await;
    let query = "query ($id: ID!) { post(id: $id) { id _id uuid slug title subtitle intro content featuredImagePath publishedAt } }";
    for reference in [id.to_string(), format!("/api/posts/{id}")] {
        let answer = app.graphql(query, json!({ "id": reference })).await;
        let post = &answer["data"]["post"];
        assert_eq!(post["id"], format!("/api/posts/{id}"));
        assert_eq!(post["featuredImagePath"], "/images/posts/portfolio.svg");
        assert_eq!(
            post["content"],
            r#"<h2>Titre</h2><p>Texte <a rel="noopener noreferrer">piège</a> <a href="/emploi" rel="noopener noreferrer">offres</a></p>"#
        );
    }
    let wrong = app
        .graphql(query, json!({ "id": "/api/job_offers/1" }))
        .await;
    assert_eq!(first_error(&wrong).1, "INVALID_ID");
}

#[tokio::test]
async fn bad_page_arguments_are_refused_in_french() {
    let app = spawn_app().await;
    for (variables, code) in [
        (json!({ "first": 51 }), "OUT_OF_RANGE"),
        (json!({ "first": -1 }), "OUT_OF_RANGE"),
        (json!({ "after": "pas-un-curseur" }), "INVALID_CURSOR"),
    ] {
        let answer = app.graphql(PAGE, variables.clone()).await;
        assert_eq!(first_error(&answer).1, code, "{variables}");
    }
    let last = app
        .graphql("{ lastPosts(nb_items: 0) { slug } }", json!({}))
        .await;
    assert_eq!(first_error(&last).1, "OUT_OF_RANGE");
}

#[tokio::test]
async fn a_post_page_has_its_blog_posting_and_others_answer_404() {
    let app = spawn_app().await;
    let id = post(&app, "salaires", 1, "<p>Texte</p>").await;
    let future = post(&app, "demain", -1, "<p>Texte</p>").await;

    let response = app.get(&format!("/tendance-rh/{id}/salaires")).await;
    assert_eq!(response.status(), 200);
    let page = response.text().await.expect("page");
    assert!(page.contains("<title>Titre salaires — Tendances RH — Ensemblier</title>"));
    assert!(page.contains(
        "<meta property=\"og:image\" content=\"http://localhost:8080/images/posts/portfolio.svg\" />"
    ));
    let description = page
        .split("<meta name=\"description\" content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("description");
    assert_eq!(description.chars().count(), 200);
    assert!(page.contains("\"@type\":\"BlogPosting\""));
    assert!(!page.contains("noindex"));

    for path in [
        format!("/tendance-rh/{future}/demain"),
        "/tendance-rh/999999/inconnu".to_owned(),
    ] {
        let response = app.get(&path).await;
        assert_eq!(response.status(), 404, "{path}");
        assert!(response.text().await.expect("page").contains("noindex"));
    }
}

#[tokio::test]
async fn the_legacy_address_redirects_for_good_keeping_the_query() {
    let app = spawn_app().await;
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let response = client
        .get(format!(
            "{}/actualite-decoration/14/les-salaires?utm_source=news&x=1",
            app.address
        ))
        .send()
        .await
        .expect("get");
    assert_eq!(response.status(), 308);
    assert_eq!(
        response.headers()["location"],
        "/tendance-rh/14/les-salaires?utm_source=news&x=1"
    );
}

#[tokio::test]
async fn the_feed_lists_published_posts_only() {
    let app = spawn_app().await;
    post(&app, "salaires", 1, "<p>Texte</p>").await;
    post(&app, "demain", -1, "<p>Texte</p>").await;
    let response = app.get("/tendance-rh/feed").await;
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap_or_default()
        .starts_with("application/atom+xml"));
    let feed = response.text().await.expect("feed");
    assert!(feed.contains("<title>Titre salaires</title>"));
    assert!(!feed.contains("demain"));
}
