//! The public book (issue 52 item 4, docs/book.md "The public page"): private by default; a
//! candidate publishes hers at `/book/{slug}` (a page the server writes, `noindex` unless she
//! lets search engines in), takes it down at once (404, its images too); one address, one
//! book, even under 20 parallel publishes; the RGPD export holds the projects and every image;
//! deleting the account takes the page down and frees the address.

use std::io::Read;

use serde_json::{json, Value};

use super::project_with_image;
use crate::{
    content::answers::build_ui_with,
    support::helpers::{first_error, spawn_app, TestApp, PASSWORD},
};

const PUBLICATION: &str = "isPublic publicSlug publicIndexed suggestedSlug";

async fn publish(app: &TestApp, token: &str, slug: &str, indexed: bool) -> Value {
    app.graphql_as(
        token,
        &format!(
            "mutation ($slug: String!, $indexed: Boolean!) {{ publishBook(slug: $slug, indexed: $indexed) {{ {PUBLICATION} }} }}"
        ),
        json!({ "slug": slug, "indexed": indexed }),
    )
    .await
}

async fn publication(app: &TestApp, token: &str) -> Value {
    app.graphql_as(
        token,
        &format!("{{ myBook {{ {PUBLICATION} }} }}"),
        json!({}),
    )
    .await["data"]["myBook"]
        .clone()
}

/// The page's HTML and status.
async fn page(app: &TestApp, slug: &str) -> (u16, String) {
    let response = app.get(&format!("/book/{slug}")).await;
    let status = response.status().as_u16();
    (status, response.text().await.expect("page"))
}

/// The addresses of the `srcset`s of a page.
fn srcset_sources(html: &str) -> Vec<String> {
    html.split("srcset=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .flat_map(|set| set.split(", ").map(str::to_owned).collect::<Vec<_>>())
        .filter_map(|source| source.split(' ').next().map(str::to_owned))
        .collect()
}

const NOINDEX: &str = "<meta name=\"robots\" content=\"noindex\" />";

#[tokio::test]
async fn a_book_is_private_until_published_then_public_until_taken_down() {
    let app = spawn_app().await;
    build_ui_with(&app, &["PublicBook"]);
    let lea = app.candidate("lea@exemple.fr").await;
    project_with_image(&app, &lea, "Cabinet de paille").await;
    project_with_image(&app, &lea, "Paravent laqué").await;

    // Private by default, an address proposed from her name.
    assert_eq!(
        publication(&app, &lea).await,
        json!({ "isPublic": false, "publicSlug": null, "publicIndexed": false, "suggestedSlug": "lea-martin" })
    );
    let (status, html) = page(&app, "lea-martin").await;
    assert_eq!(status, 404);
    assert!(html.contains(NOINDEX) && !html.contains("Cabinet de paille"));

    // Malformed addresses get French refusals; a typed name is cleaned.
    for typed in ["é", "--", &"a".repeat(41)] {
        let refused = publish(&app, &lea, typed, false).await;
        assert_eq!(
            first_error(&refused),
            (
                ensemblier::book::public::BAD_SLUG.to_owned(),
                "INVALID_BOOK_SLUG".to_owned()
            ),
            "{typed}"
        );
    }
    let published = publish(&app, &lea, "  Léa Martin, ébéniste ", false).await;
    assert_eq!(
        published["data"]["publishBook"],
        json!({ "isPublic": true, "publicSlug": "lea-martin-ebeniste", "publicIndexed": false,
                "suggestedSlug": "lea-martin-ebeniste" }),
        "{published}"
    );

    // The page the server writes: her name, the projects in her order, the images with the
    // srcset of their stored widths; noindex, not in the sitemap.
    let (status, html) = page(&app, "lea-martin-ebeniste").await;
    assert_eq!(status, 200);
    assert!(html.contains("data-ssr"), "a first screen");
    assert!(html.contains("<title>Léa Martin — Book — Ensemblier</title>"));
    assert!(html.contains(NOINDEX), "noindex unless she says so");
    let (cabinet, paravent) = (
        html.find("Cabinet de paille").expect("the first project"),
        html.find("Paravent laqué").expect("the second project"),
    );
    assert!(cabinet < paravent, "in her order");
    assert!(
        html.contains("alt=\"Cabinet de paille, vue d&#x27;ensemble\"")
            || html.contains("alt=\"Cabinet de paille, vue d&#39;ensemble\""),
        "alt text"
    );
    assert!(html.contains("<figcaption>Vue de face</figcaption>"));
    assert!(!html.contains("lea@exemple.fr"), "never her e-mail");
    let sources = srcset_sources(&html);
    assert_eq!(
        sources.len(),
        8,
        "2 images × 2 widths × WebP and JPEG: {sources:?}"
    );
    for source in &sources {
        assert!(
            source.starts_with("/book/lea-martin-ebeniste/images/"),
            "{source}"
        );
        let image = app.get(source).await;
        assert_eq!(image.status(), 200, "{source}");
        let expected = if source.ends_with(".webp") {
            "image/webp"
        } else {
            "image/jpeg"
        };
        assert_eq!(image.headers()["content-type"], expected);
    }
    // The same answer for the API.
    let api = app
        .query(
            "query ($slug: String!) { publicBook(slug: $slug) { name projects { title images { altText } } } }",
            json!({ "slug": "lea-martin-ebeniste" }),
        )
        .await;
    assert_eq!(
        api["publicBook"],
        json!({ "name": "Léa Martin", "projects": [
            { "title": "Cabinet de paille", "images": [{ "altText": "Cabinet de paille, vue d'ensemble" }] },
            { "title": "Paravent laqué", "images": [{ "altText": "Paravent laqué, vue d'ensemble" }] },
        ]})
    );
    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    assert!(!sitemap.contains("/book/"), "{sitemap}");
    // A stem the book does not hold, or another extension, is 404.
    let other = sources[0].replace("/images/", "/images/0");
    assert_eq!(app.get(&other).await.status(), 404);

    // Visible by search engines: indexed, and in the sitemap.
    let indexed = publish(&app, &lea, "lea-martin-ebeniste", true).await;
    assert_eq!(indexed["data"]["publishBook"]["publicIndexed"], true);
    let (_, html) = page(&app, "lea-martin-ebeniste").await;
    assert!(!html.contains("noindex"), "indexed");
    assert!(html.contains(
        "<link rel=\"canonical\" href=\"http://localhost:8080/book/lea-martin-ebeniste\" />"
    ));
    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    assert!(
        sitemap.contains("/book/lea-martin-ebeniste</loc>"),
        "{sitemap}"
    );

    // Taken down at once: the page, the API and the images are gone; the address stays hers.
    let down = app
        .graphql_as(
            &lea,
            &format!("mutation {{ unpublishBook {{ {PUBLICATION} }} }}"),
            json!({}),
        )
        .await;
    assert_eq!(down["data"]["unpublishBook"]["isPublic"], false, "{down}");
    assert_eq!(
        down["data"]["unpublishBook"]["publicSlug"],
        "lea-martin-ebeniste"
    );
    let (status, html) = page(&app, "lea-martin-ebeniste").await;
    assert_eq!(status, 404);
    assert!(!html.contains("Cabinet de paille"));
    assert_eq!(app.get(&sources[0]).await.status(), 404);
    let api = app
        .query(
            "query ($slug: String!) { publicBook(slug: $slug) { name } }",
            json!({ "slug": "lea-martin-ebeniste" }),
        )
        .await;
    assert_eq!(api["publicBook"], Value::Null);
    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    assert!(!sitemap.contains("/book/"), "{sitemap}");

    // Nobody else may take the address she keeps.
    let ines = app.candidate("ines@exemple.fr").await;
    project_with_image(&app, &ines, "Vitrail").await;
    let taken = publish(&app, &ines, "lea-martin-ebeniste", false).await;
    assert_eq!(
        first_error(&taken),
        (
            ensemblier::book::public::SLUG_TAKEN.to_owned(),
            "BOOK_SLUG_TAKEN".to_owned()
        )
    );
    // A book without a project cannot be published; nor can an anonymous visitor publish.
    let empty = app.candidate("nora@exemple.fr").await;
    let refused = publish(&app, &empty, "nora", false).await;
    assert_eq!(
        first_error(&refused).0,
        ensemblier::book::public::EMPTY_BOOK
    );
    let anonymous = app
        .graphql(
            "mutation { publishBook(slug: \"pirate\", indexed: true) { isPublic } }",
            json!({}),
        )
        .await;
    assert!(anonymous.get("errors").is_some(), "{anonymous}");
    assert_eq!(page(&app, "pirate").await.0, 404);

    // Deleting her account takes the page down for good and frees the address.
    publish(&app, &lea, "lea-martin-ebeniste", true).await;
    assert_eq!(page(&app, "lea-martin-ebeniste").await.0, 200);
    let deleted = app
        .client
        .delete(format!("{}/api/account/delete", app.address))
        .bearer_auth(&lea)
        .json(&json!({ "password": PASSWORD }))
        .send()
        .await
        .expect("DELETE");
    assert_eq!(deleted.status(), 200, "{:?}", deleted.text().await);
    assert_eq!(page(&app, "lea-martin-ebeniste").await.0, 404);
    assert_eq!(app.get(&sources[0]).await.status(), 404);
    let freed = publish(&app, &ines, "lea-martin-ebeniste", false).await;
    assert_eq!(freed["data"]["publishBook"]["isPublic"], true, "{freed}");
}

#[tokio::test]
async fn twenty_candidates_publishing_one_address_at_once_one_wins() {
    let app = spawn_app().await;
    let mut tokens = Vec::new();
    for n in 0..20 {
        let token = app.candidate(&format!("c{n}@exemple.fr")).await;
        super::create_project(&app, &token, &format!("Projet {n}")).await;
        tokens.push(token);
    }
    let answers = futures_util::future::join_all(
        tokens
            .iter()
            .map(|token| publish(&app, token, "atelier-commun", false)),
    )
    .await;
    let won = answers
        .iter()
        .filter(|answer| answer["data"]["publishBook"]["isPublic"] == true)
        .count();
    assert_eq!(won, 1, "{answers:?}");
    for answer in answers
        .iter()
        .filter(|answer| answer.get("errors").is_some())
    {
        assert_eq!(
            first_error(answer),
            (
                ensemblier::book::public::SLUG_TAKEN.to_owned(),
                "BOOK_SLUG_TAKEN".to_owned()
            ),
            "{answer}"
        );
    }
    let held: i64 =
        sqlx::query_scalar("SELECT count(*) FROM books WHERE public_slug = 'atelier-commun'")
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(held, 1);
}

#[tokio::test]
async fn the_rgpd_export_holds_the_books_projects_and_every_image() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    project_with_image(&app, &lea, "Cabinet de paille").await;
    let paravent = project_with_image(&app, &lea, "Paravent laqué").await;
    let second = super::upload_image(
        &app,
        &lea,
        &paravent,
        "Détail de la laque",
        ensemblier_images::samples::jpeg_with_exif(1200, 800, 6, true),
    )
    .await;
    assert_eq!(second.status(), 200);
    super::upload_pdf(&app, &lea).await;
    publish(&app, &lea, "lea-martin", false).await;

    let answer = app
        .client
        .get(format!("{}/api/account/export", app.address))
        .bearer_auth(&lea)
        .send()
        .await
        .expect("export");
    assert_eq!(answer.status(), 200);
    let bytes = answer.bytes().await.expect("body").to_vec();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a ZIP");
    let mut text = String::new();
    archive
        .by_name("book.json")
        .expect("book.json")
        .read_to_string(&mut text)
        .expect("read");
    let book: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(book["projets"][0]["titre"], "Cabinet de paille", "{book}");
    assert_eq!(book["projets"][0]["role"], "réalisation");
    assert_eq!(book["projets"][1]["titre"], "Paravent laqué");
    assert_eq!(
        book["publication"],
        json!({ "publique": true, "adresse": "/book/lea-martin", "visibleParLesMoteursDeRecherche": false })
    );
    assert_eq!(book["bookPdf"], "book/mon-book.pdf");
    let mut files = Vec::new();
    for project in book["projets"].as_array().expect("projects") {
        for image in project["images"].as_array().expect("images") {
            files.push(image["fichier"].as_str().expect("a file").to_owned());
        }
    }
    assert_eq!(
        files,
        [
            "book/1-cabinet-de-paille/1.jpg",
            "book/2-paravent-laque/1.jpg",
            "book/2-paravent-laque/2.jpg"
        ]
    );
    assert_eq!(
        book["projets"][1]["images"][1]["texteAlternatif"],
        "Détail de la laque"
    );
    assert_eq!(
        book["projets"][1]["images"][1]["largeur"], 800,
        "upright, its widest"
    );
    for file in files
        .iter()
        .chain(std::iter::once(&"book/mon-book.pdf".to_owned()))
    {
        let mut bytes = Vec::new();
        archive
            .by_name(file)
            .unwrap_or_else(|_| panic!("{file} in the archive"))
            .read_to_end(&mut bytes)
            .expect("read");
        if file.ends_with(".jpg") {
            assert!(
                bytes.starts_with(&[0xFF, 0xD8]) && bytes.ends_with(&[0xFF, 0xD9]),
                "a whole JPEG: {file}"
            );
        } else {
            assert!(bytes.starts_with(b"%PDF"), "{file}");
        }
    }
    let mut readme = String::new();
    archive
        .by_name("LISEZ-MOI.txt")
        .expect("readme")
        .read_to_string(&mut readme)
        .expect("read");
    assert!(readme.contains("book.json"), "{readme}");
}
