//! The back-office's content (issue 19, parts 2 and 3): posts written, published now or at a
//! date, unpublished; partners and testimonials edited and reordered; content images
//! uploaded. Every change leaves its audit row; bad input gets a French message.

use serde_json::{json, Value};

use crate::support::helpers::{error_of, first_error, spawn_app, TestApp};

/// A whole photograph of `w` × `h`: the image pipeline decodes it (issue 52).
fn png(w: u32, h: u32) -> Vec<u8> {
    ensemblier_images::samples::jpeg_with_exif(w, h, 1, false)
}

const CREATE: &str = "mutation ($input: AdminPostInput!) {
  admin { createPost(input: $input) { id slug title content featuredImagePath publishedAt state } }
}";
const UPDATE: &str = "mutation ($id: Int!, $input: AdminPostInput!) {
  admin { updatePost(id: $id, input: $input) { id slug title content featuredImagePath state } }
}";
const PUBLISH: &str = "mutation ($id: Int!, $at: DateTime) {
  admin { publishPost(id: $id, at: $at) { id state publishedAt } }
}";
const UNPUBLISH: &str =
    "mutation ($id: Int!) { admin { unpublishPost(id: $id) { id state publishedAt } } }";

impl TestApp {
    async fn upload_content_image(&self, token: Option<&str>, bytes: Vec<u8>) -> reqwest::Response {
        let part = reqwest::multipart::Part::bytes(bytes).file_name("image.png");
        let form = reqwest::multipart::Form::new().part("image", part);
        self.send_form("/api/admin/upload/image", form, token).await
    }

    async fn content_image(&self, token: &str) -> String {
        let response = self.upload_content_image(Some(token), png(1200, 630)).await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.expect("json");
        body["path"].as_str().expect("path").to_owned()
    }

    async fn audit_actions(&self, subject_type: &str, subject_id: i64) -> Vec<String> {
        sqlx::query_scalar(
            "SELECT action FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY id",
        )
        .bind(subject_type)
        .bind(subject_id.to_string())
        .fetch_all(&self.pool)
        .await
        .expect("audit rows")
    }

    async fn public_slugs(&self) -> Vec<String> {
        let answer = self
            .graphql(
                "{ posts(first: 50) { edges { node { slug } } } }",
                json!({}),
            )
            .await;
        answer["data"]["posts"]["edges"]
            .as_array()
            .expect("edges")
            .iter()
            .map(|e| e["node"]["slug"].as_str().unwrap_or_default().to_owned())
            .collect()
    }

    async fn sitemap(&self) -> String {
        self.client
            .get(format!("{}/sitemap.xml", self.address))
            .send()
            .await
            .expect("GET sitemap")
            .text()
            .await
            .expect("sitemap body")
    }
}

fn input(title: &str) -> Value {
    json!({ "title": title, "intro": "En bref.", "content": "<p>Le corps de l'article.</p>" })
}

fn data<'a>(answer: &'a Value, field: &str) -> &'a Value {
    &answer["data"]["admin"][field]
}

#[tokio::test]
async fn a_post_is_written_sanitised_and_its_slug_derived_then_edited() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let image = app.content_image(&staff).await;
    let answer = app
        .graphql_as(
            &staff,
            CREATE,
            json!({ "input": {
                "title": "Les métiers d'art recrutent !",
                "content": "<h2>Titre</h2><p onclick=\"x()\">Bonjour<script>alert(1)</script></p><a href=\"javascript:alert(1)\">lien</a>",
                "featuredImagePath": image,
            } }),
        )
        .await;
    let post = data(&answer, "createPost");
    assert_eq!(post["slug"], "les-metiers-d-art-recrutent", "{answer}");
    assert_eq!(post["state"], "DRAFT");
    assert_eq!(post["publishedAt"], Value::Null);
    assert_eq!(post["featuredImagePath"], image.as_str());
    assert_eq!(
        post["content"],
        r#"<h2>Titre</h2><p>Bonjour</p><a rel="noopener noreferrer">lien</a>"#
    );
    let id = post["id"].as_i64().expect("id");
    let stored: String = sqlx::query_scalar("SELECT content FROM posts WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .expect("stored");
    assert!(!stored.contains("script"), "stored sanitised: {stored}");
    assert!(!app
        .public_slugs()
        .await
        .contains(&"les-metiers-d-art-recrutent".to_owned()));

    // Edited: a new slug; the image kept by naming the current one.
    let mut edited = input("Les métiers d'art recrutent");
    edited["slug"] = json!("metiers-art-2026");
    edited["featuredImagePath"] = json!(image);
    let answer = app
        .graphql_as(&staff, UPDATE, json!({ "id": id, "input": edited }))
        .await;
    assert_eq!(
        data(&answer, "updatePost")["slug"],
        "metiers-art-2026",
        "{answer}"
    );
    assert_eq!(
        data(&answer, "updatePost")["featuredImagePath"],
        image.as_str()
    );
    assert_eq!(
        app.audit_actions("post", id).await,
        ["post.create", "post.update"]
    );
    let before: Value = sqlx::query_scalar(
        "SELECT before FROM audit_log WHERE action = 'post.update' AND subject_id = $1",
    )
    .bind(id.to_string())
    .fetch_one(&app.pool)
    .await
    .expect("before");
    assert_eq!(before["slug"], "les-metiers-d-art-recrutent");
}

#[tokio::test]
async fn bad_posts_are_refused_in_french_and_nothing_is_written() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let first = app
        .graphql_as(&staff, CREATE, json!({ "input": input("Salaires 2026") }))
        .await;
    let first_id = data(&first, "createPost")["id"].as_i64().expect("id");
    let cases = [
        (
            json!({ "title": "  ", "content": "<p>x</p>" }),
            "Le champ obligatoire Titre n'a pas été renseigné.",
            "REQUIRED",
        ),
        (
            json!({ "title": "Vide", "content": "<script>x</script>" }),
            "Le champ obligatoire Contenu n'a pas été renseigné.",
            "REQUIRED",
        ),
        (
            json!({ "title": "x".repeat(201), "content": "<p>x</p>" }),
            "Le champ Titre ne doit pas dépasser 200 caractères.",
            "TOO_LONG",
        ),
        (
            json!({ "title": "Autre", "slug": "Mon Article", "content": "<p>x</p>" }),
            ensemblier::posts::edit::BAD_SLUG,
            "INVALID_SLUG",
        ),
        // The same title gives the same slug: a clash.
        (
            input("Salaires 2026"),
            ensemblier::posts::edit::SLUG_TAKEN,
            "SLUG_TAKEN",
        ),
        (
            json!({ "title": "Autre", "content": "<p>x</p>", "featuredImagePath": "/uploads/images/inconnue.png" }),
            ensemblier::admin::images::UNKNOWN_IMAGE,
            "UNKNOWN_IMAGE",
        ),
        (
            json!({ "title": "Autre", "content": "<p>x</p>", "featuredImagePath": "https://ailleurs.example/x.png" }),
            ensemblier::admin::images::UNKNOWN_IMAGE,
            "UNKNOWN_IMAGE",
        ),
    ];
    for (input, message, code) in cases {
        let answer = app
            .graphql_as(&staff, CREATE, json!({ "input": input }))
            .await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), code.to_owned()),
            "{input}"
        );
    }
    // A slug clash on edit too.
    let other = app
        .graphql_as(&staff, CREATE, json!({ "input": input("Autre sujet") }))
        .await;
    let other_id = data(&other, "createPost")["id"].as_i64().expect("id");
    let mut clash = input("Autre sujet");
    clash["slug"] = json!("salaires-2026");
    let answer = app
        .graphql_as(&staff, UPDATE, json!({ "id": other_id, "input": clash }))
        .await;
    assert_eq!(first_error(&answer).1, "SLUG_TAKEN");
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM posts")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(count, 2);
    assert_eq!(app.audit_actions("post", first_id).await, ["post.create"]);
    assert_eq!(app.audit_actions("post", other_id).await, ["post.create"]);
    // Unknown post.
    let answer = app
        .graphql_as(&staff, PUBLISH, json!({ "id": 999_999 }))
        .await;
    assert_eq!(first_error(&answer).1, "NOT_FOUND");
}

#[tokio::test]
async fn a_scheduled_post_shows_only_from_its_date_and_unpublishing_hides_it() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let created = app
        .graphql_as(
            &staff,
            CREATE,
            json!({ "input": input("Le futur des ateliers") }),
        )
        .await;
    let id = data(&created, "createPost")["id"].as_i64().expect("id");
    let slug = "le-futur-des-ateliers".to_owned();

    let at = chrono::Utc::now() + chrono::Duration::seconds(2);
    let answer = app
        .graphql_as(&staff, PUBLISH, json!({ "id": id, "at": at.to_rfc3339() }))
        .await;
    assert_eq!(
        data(&answer, "publishPost")["state"],
        "SCHEDULED",
        "{answer}"
    );
    assert!(!app.public_slugs().await.contains(&slug));
    assert!(!app.sitemap().await.contains(&slug));
    let one = app
        .graphql(
            "query ($id: ID!) { post(id: $id) { slug } }",
            json!({ "id": id.to_string() }),
        )
        .await;
    assert_eq!(one["data"]["post"], Value::Null, "{one}");

    tokio::time::sleep(std::time::Duration::from_millis(2_500)).await;
    assert!(app.public_slugs().await.contains(&slug));
    assert!(app.sitemap().await.contains(&slug));
    let last = app
        .graphql("{ lastPosts(nb_items: 4) { slug } }", json!({}))
        .await;
    assert_eq!(
        last["data"]["lastPosts"][0]["slug"],
        slug.as_str(),
        "{last}"
    );

    let answer = app.graphql_as(&staff, UNPUBLISH, json!({ "id": id })).await;
    assert_eq!(data(&answer, "unpublishPost")["state"], "DRAFT");
    assert!(!app.public_slugs().await.contains(&slug));
    // Unpublishing a draft changes nothing and writes no row.
    app.graphql_as(&staff, UNPUBLISH, json!({ "id": id })).await;
    // Published now.
    let answer = app.graphql_as(&staff, PUBLISH, json!({ "id": id })).await;
    assert_eq!(data(&answer, "publishPost")["state"], "PUBLISHED");
    assert!(app.public_slugs().await.contains(&slug));
    assert_eq!(
        app.audit_actions("post", id).await,
        [
            "post.create",
            "post.publish",
            "post.unpublish",
            "post.publish"
        ]
    );
    // Too far ahead.
    let far = chrono::Utc::now() + chrono::Duration::days(400);
    let answer = app
        .graphql_as(&staff, PUBLISH, json!({ "id": id, "at": far.to_rfc3339() }))
        .await;
    assert_eq!(
        first_error(&answer),
        (
            "La date de publication doit être dans les douze prochains mois.".to_owned(),
            "OUT_OF_RANGE".to_owned()
        )
    );
}

#[tokio::test]
async fn staff_list_every_post_newest_first_with_its_state() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    for title in ["Premier", "Second"] {
        app.graphql_as(&staff, CREATE, json!({ "input": input(title) }))
            .await;
    }
    let answer = app
        .graphql_as(
            &staff,
            "{ admin { posts(first: 10) { totalCount edges { node { title state } } } } }",
            json!({}),
        )
        .await;
    let posts = &answer["data"]["admin"]["posts"];
    assert_eq!(posts["totalCount"], 2, "{answer}");
    assert_eq!(posts["edges"][0]["node"]["title"], "Second");
    assert_eq!(posts["edges"][1]["node"]["state"], "DRAFT");
}

#[tokio::test]
async fn only_staff_upload_images_and_only_images_are_kept() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let candidate = app.candidate("candidat@example.org").await;
    let company = app.company("rh@atelier.example", "Atelier").await;
    for token in [None, Some(candidate.as_str()), Some(company.as_str())] {
        let response = app.upload_content_image(token, png(10, 10)).await;
        assert_eq!(response.status(), 404, "{token:?}");
    }
    let response = app
        .upload_content_image(Some(&staff), b"<svg onload=alert(1)>".to_vec())
        .await;
    assert_eq!(
        error_of(response).await,
        (
            422,
            "Ce fichier n'est pas une image acceptée : envoyez une image JPEG, PNG ou WebP."
                .to_owned()
        )
    );
    let path = app.content_image(&staff).await;
    let response = app
        .client
        .get(format!("{}{path}", app.address))
        .send()
        .await
        .expect("GET image");
    assert_eq!(response.status(), 200);
    // Re-encoded by the image pipeline: one WebP, no metadata (docs/company-works.md).
    assert_eq!(response.headers()["content-type"], "image/webp");
}

const CREATE_PARTNER: &str = "mutation ($input: AdminPartnerInput!) {
  admin { createPartner(input: $input) { id name logoPath url } }
}";
const CREATE_TESTIMONIAL: &str = "mutation ($input: AdminTestimonialInput!) {
  admin { createTestimonial(input: $input) { id author role quote photoPath } }
}";

async fn home_partners(app: &TestApp) -> Vec<String> {
    let answer = app.graphql("{ partners { name } }", json!({})).await;
    answer["data"]["partners"]
        .as_array()
        .expect("partners")
        .iter()
        .map(|p| p["name"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[tokio::test]
async fn partners_are_added_checked_edited_moved_and_deleted() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let logo = app.content_image(&staff).await;
    let cases = [
        (
            json!({ "name": " ", "logoPath": logo }),
            "Le champ obligatoire Nom n'a pas été renseigné.",
            "REQUIRED",
        ),
        (
            json!({ "name": "École", "logoPath": "" }),
            "Le champ obligatoire Logo n'a pas été renseigné.",
            "REQUIRED",
        ),
        (
            json!({ "name": "École", "logoPath": logo, "url": "javascript:alert(1)" }),
            ensemblier::showcase::BAD_PARTNER_LINK,
            "INVALID_URL",
        ),
        (
            json!({ "name": "École", "logoPath": logo, "url": "ftp://ecole.example" }),
            ensemblier::showcase::BAD_PARTNER_LINK,
            "INVALID_URL",
        ),
        (
            json!({ "name": "École", "logoPath": "/images/partners/x.svg" }),
            ensemblier::admin::images::UNKNOWN_IMAGE,
            "UNKNOWN_IMAGE",
        ),
    ];
    for (input, message, code) in cases {
        let answer = app
            .graphql_as(&staff, CREATE_PARTNER, json!({ "input": input }))
            .await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), code.to_owned()),
            "{input}"
        );
    }
    assert!(home_partners(&app).await.is_empty());

    let mut ids = Vec::new();
    for name in ["Alpha", "Beta", "Gamma"] {
        let answer = app
            .graphql_as(&staff, CREATE_PARTNER, json!({ "input": { "name": name, "logoPath": logo, "url": "https://ecole.example" } }))
            .await;
        assert_eq!(
            data(&answer, "createPartner")["url"],
            "https://ecole.example/",
            "{answer}"
        );
        ids.push(data(&answer, "createPartner")["id"].as_i64().expect("id"));
    }
    assert_eq!(home_partners(&app).await, ["Alpha", "Beta", "Gamma"]);

    let moved = app
        .graphql_as(
            &staff,
            "mutation ($id: Int!) { admin { movePartner(id: $id, direction: UP) { name } } }",
            json!({ "id": ids[2] }),
        )
        .await;
    assert_eq!(data(&moved, "movePartner")[1]["name"], "Gamma", "{moved}");
    assert_eq!(home_partners(&app).await, ["Alpha", "Gamma", "Beta"]);
    // The first moved up stays first, and nothing is logged.
    app.graphql_as(
        &staff,
        "mutation ($id: Int!) { admin { movePartner(id: $id, direction: UP) { name } } }",
        json!({ "id": ids[0] }),
    )
    .await;
    assert_eq!(home_partners(&app).await, ["Alpha", "Gamma", "Beta"]);

    let answer = app
        .graphql_as(
            &staff,
            "mutation ($id: Int!, $input: AdminPartnerInput!) { admin { updatePartner(id: $id, input: $input) { name url } } }",
            json!({ "id": ids[1], "input": { "name": "Bêta", "logoPath": logo } }),
        )
        .await;
    assert_eq!(
        data(&answer, "updatePartner")["url"],
        Value::Null,
        "{answer}"
    );
    let answer = app
        .graphql_as(
            &staff,
            "mutation ($id: Int!) { admin { deletePartner(id: $id) } }",
            json!({ "id": ids[0] }),
        )
        .await;
    assert_eq!(data(&answer, "deletePartner"), ids[0]);
    assert_eq!(home_partners(&app).await, ["Gamma", "Bêta"]);

    assert_eq!(
        app.audit_actions("partner", ids[0]).await,
        ["partner.create", "partner.delete"]
    );
    assert_eq!(
        app.audit_actions("partner", ids[1]).await,
        ["partner.create", "partner.update"]
    );
    assert_eq!(
        app.audit_actions("partner", ids[2]).await,
        ["partner.create", "partner.move"]
    );
    let deleted: Value =
        sqlx::query_scalar("SELECT before FROM audit_log WHERE action = 'partner.delete'")
            .fetch_one(&app.pool)
            .await
            .expect("before");
    assert_eq!(deleted["name"], "Alpha");
}

#[tokio::test]
async fn testimonials_are_added_with_a_photo_reordered_and_shown_on_the_home_page() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let photo = app.content_image(&staff).await;
    let answer = app
        .graphql_as(
            &staff,
            CREATE_TESTIMONIAL,
            json!({ "input": { "author": "Léa M.", "quote": " " } }),
        )
        .await;
    assert_eq!(
        first_error(&answer),
        (
            "Le champ obligatoire Témoignage n'a pas été renseigné.".to_owned(),
            "REQUIRED".to_owned()
        )
    );
    let answer = app
        .graphql_as(
            &staff,
            CREATE_TESTIMONIAL,
            json!({ "input": { "author": "Léa M.", "quote": "x".repeat(601) } }),
        )
        .await;
    assert_eq!(first_error(&answer).1, "TOO_LONG");
    let mut ids = Vec::new();
    for (author, photo) in [("Léa M.", photo.as_str()), ("Karim B.", "")] {
        let answer = app
            .graphql_as(&staff, CREATE_TESTIMONIAL, json!({ "input": {
                "author": author, "role": "Tapissière, Lyon", "quote": "Trouvé en deux semaines.", "photoPath": photo } }))
            .await;
        ids.push(
            data(&answer, "createTestimonial")["id"]
                .as_i64()
                .expect("id"),
        );
    }
    app.graphql_as(
        &staff,
        "mutation ($id: Int!) { admin { moveTestimonial(id: $id, direction: DOWN) { author } } }",
        json!({ "id": ids[0] }),
    )
    .await;
    let home = app
        .graphql("{ testimonials { author photoPath } }", json!({}))
        .await;
    assert_eq!(
        home["data"]["testimonials"][0]["author"], "Karim B.",
        "{home}"
    );
    assert_eq!(home["data"]["testimonials"][1]["photoPath"], photo.as_str());
    app.graphql_as(
        &staff,
        "mutation ($id: Int!) { admin { deleteTestimonial(id: $id) } }",
        json!({ "id": ids[1] }),
    )
    .await;
    let home = app.graphql("{ testimonials { author } }", json!({})).await;
    assert_eq!(
        home["data"]["testimonials"].as_array().map(Vec::len),
        Some(1)
    );
    assert_eq!(
        app.audit_actions("testimonial", ids[0]).await,
        ["testimonial.create", "testimonial.move"]
    );
    assert_eq!(
        app.audit_actions("testimonial", ids[1]).await,
        ["testimonial.create", "testimonial.delete"]
    );
}

#[tokio::test]
async fn a_full_carousel_refuses_one_more_in_french() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let logo = app.content_image(&staff).await;
    sqlx::query(
        "INSERT INTO partners (name, logo_path, position)
         SELECT 'Partenaire ' || n, '/images/partners/x.svg', n FROM generate_series(1, 50) n",
    )
    .execute(&app.pool)
    .await
    .expect("50 partners");
    let answer = app
        .graphql_as(
            &staff,
            CREATE_PARTNER,
            json!({ "input": { "name": "Le 51e", "logoPath": logo } }),
        )
        .await;
    assert_eq!(
        first_error(&answer),
        (
            "Il y a déjà 50 partenaires : supprimez-en un d'abord.".to_owned(),
            "TOO_MANY".to_owned()
        )
    );
}
