//! Issue 52, item 5: a company's « Réalisations » and cover photo (docs/company-works.md):
//! uploaded by its team through the image pipeline, hostile files refused in French, the bound
//! of 24 held by PostgreSQL under 20 parallel uploads, nobody else touches them, and the
//! company's page and its offers' pages show them.

use ensemblier_images::{samples, Refusal};
use serde_json::{json, Value};

use super::team::{owner, recruiter_joins};
use crate::support::{
    fixtures,
    helpers::{error_of, first_error, spawn_app, TestApp, PDF},
};

const WORKS: &str = "works { id altText caption width height src srcsetWebp srcsetJpeg }";

async fn company_of(app: &TestApp, email: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT c.id FROM companies c JOIN pro_accounts p ON p.pro_client_id = c.pro_client_id
         JOIN users u ON u.id = p.user_id WHERE u.email = $1",
    )
    .bind(email)
    .fetch_one(&app.pool)
    .await
    .expect("the company")
}

fn iri(company: i64) -> String {
    format!("/api/companies/{company}")
}

async fn upload(
    app: &TestApp,
    token: &str,
    company: i64,
    alt: &str,
    bytes: Vec<u8>,
) -> reqwest::Response {
    let form = reqwest::multipart::Form::new()
        .text("companyIRI", iri(company))
        .text("altText", alt.to_owned())
        .text("caption", format!("{alt}, atelier de Lyon"))
        .part(
            "image",
            reqwest::multipart::Part::bytes(bytes).file_name("photo.jpg"),
        );
    app.send_form("/api/upload/company-work", form, Some(token))
        .await
}

async fn public_works(app: &TestApp, company: i64) -> Value {
    let answer = app
        .query(
            &format!("query ($id: ID!) {{ company(id: $id) {{ cover {{ src }} {WORKS} }} }}"),
            json!({ "id": company }),
        )
        .await;
    answer["company"].clone()
}

/// The works as the team reads them (a company without a live offer has no public page).
async fn my_works(app: &TestApp, token: &str) -> Value {
    let answer = app
        .graphql_as(
            token,
            &format!("{{ companies {{ edges {{ node {{ {WORKS} }} }} }} }}"),
            json!({}),
        )
        .await;
    answer["data"]["companies"]["edges"][0]["node"]["works"].clone()
}

fn stored(app: &TestApp) -> usize {
    std::fs::read_dir(app.data_dir.join("uploads/company-works"))
        .map(Iterator::count)
        .unwrap_or_default()
}

fn alts(works: &Value) -> Vec<String> {
    works
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(|w| w["altText"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn a_team_shows_its_works_on_its_page_and_its_offers() {
    let app = spawn_app().await;
    let owner_token = owner(&app, "claire@atelier-lambris.fr", "Atelier Lambris").await;
    let company = company_of(&app, "claire@atelier-lambris.fr").await;
    let offers = fixtures::offers(&app.pool, company, &["Ébéniste H/F"]).await;
    // A recruiter of the team may show the works too (the company's profile is hers).
    let recruiter = recruiter_joins(&app, &owner_token, "marc@atelier-lambris.fr").await;

    for (token, alt) in [
        (&owner_token, "Bibliothèque en chêne"),
        (&recruiter, "Escalier hélicoïdal"),
        (&owner_token, "Commode marquetée"),
    ] {
        let photo = samples::jpeg_with_exif(1200, 900, 6, true);
        let sent = upload(&app, token, company, alt, photo).await;
        assert_eq!(sent.status(), 200, "{alt}: {:?}", sent.text().await);
    }
    let cover = reqwest::multipart::Form::new()
        .text("companyIRI", iri(company))
        .part(
            "image",
            reqwest::multipart::Part::bytes(samples::jpeg_with_exif(2000, 700, 1, true))
                .file_name("couverture.jpg"),
        );
    let sent = app
        .send_form("/api/upload/company-cover", cover, Some(&recruiter))
        .await;
    assert_eq!(sent.status(), 200, "{:?}", sent.text().await);

    let page = public_works(&app, company).await;
    assert_eq!(
        alts(&page["works"]),
        [
            "Bibliothèque en chêne",
            "Escalier hélicoïdal",
            "Commode marquetée"
        ],
        "{page}"
    );
    let first = &page["works"][0];
    // Orientation 6 (turned a quarter): stored upright, 900 wide from 1200 × 900.
    assert_eq!(
        (first["width"].as_i64(), first["height"].as_i64()),
        (Some(900), Some(1200))
    );
    assert_eq!(first["caption"], "Bibliothèque en chêne, atelier de Lyon");
    let src = first["src"].as_str().expect("src");
    assert!(
        src.starts_with("/uploads/works/") && src.ends_with("w900.jpg"),
        "{src}"
    );
    assert!(first["srcsetWebp"]
        .as_str()
        .unwrap_or_default()
        .contains("w480.webp 480w"));
    // Public, cached, re-encoded without any metadata.
    let image = app.get(src).await;
    assert_eq!(image.status(), 200);
    assert_eq!(image.headers()["content-type"], "image/jpeg");
    let bytes = image.bytes().await.expect("image");
    assert!(
        exif::Reader::new()
            .read_from_container(&mut std::io::Cursor::new(bytes.to_vec()))
            .is_err(),
        "no EXIF survives"
    );

    // « Descendre » the first: the order is the team's.
    let first_id = first["id"].as_str().expect("id").to_owned();
    let moved = app
        .graphql_as(
            &recruiter,
            "mutation ($id: ID!) { moveCompanyWork(id: $id, direction: DOWN) { altText } }",
            json!({ "id": first_id }),
        )
        .await;
    assert!(moved.get("errors").is_none(), "{moved}");
    let edited = app
        .graphql_as(
            &owner_token,
            "mutation ($id: ID!) { updateCompanyWork(id: $id, altText: \"Bibliothèque\", caption: \"Chêne massif\") { altText caption } }",
            json!({ "id": first_id }),
        )
        .await;
    assert_eq!(
        edited["data"]["updateCompanyWork"][1],
        json!({ "altText": "Bibliothèque", "caption": "Chêne massif" }),
        "{edited}"
    );

    // The company's page: the cover, the gallery, and its Organization's image and logo.
    crate::content::answers::build_ui_with(&app, &["PublicCompany", "JobOffer"]);
    let html = app
        .get(&format!("/entreprises/{company}/atelier-lambris"))
        .await
        .text()
        .await
        .expect("page");
    assert!(html.contains("class=\"fs-cover\""), "the cover");
    assert!(html.contains("<h2 id=\"entreprise-realisations\" class=\"fs-h2\">Réalisations</h2>"));
    let escalier = html
        .find("alt=\"Escalier hélicoïdal\"")
        .expect("the first work");
    let bibliotheque = html.find("alt=\"Bibliothèque\"").expect("the second work");
    assert!(escalier < bibliotheque, "in the team's order");
    assert!(html.contains("<figcaption>Chêne massif</figcaption>"));
    let cover_src = public_works(&app, company).await["cover"]["src"]
        .as_str()
        .expect("cover")
        .to_owned();
    assert!(
        html.contains(&format!("\"image\":\"http://localhost:8080{cover_src}\"")),
        "the Organization's image is the cover"
    );

    // The offer's page: the first works under the company card, in the API and the HTML.
    let offer = app
        .query(
            &format!("query ($id: ID!) {{ jobOffer(id: $id) {{ localizedCompany {{ company {{ {WORKS} }} }} }} }}"),
            json!({ "id": offers[0] }),
        )
        .await;
    assert_eq!(
        alts(&offer["jobOffer"]["localizedCompany"]["company"]["works"]),
        ["Escalier hélicoïdal", "Bibliothèque", "Commode marquetée"]
    );
    let html = app
        .get(&format!("/emploi/{}/ebeniste-h-f", offers[0]))
        .await
        .text()
        .await
        .expect("offer page");
    assert!(
        html.contains("Ses réalisations"),
        "the works under the company card"
    );
    assert!(html.contains("alt=\"Escalier hélicoïdal\""));

    // Deleting a work deletes its files.
    let before = stored(&app);
    let deleted = app
        .graphql_as(
            &owner_token,
            "mutation ($id: ID!) { deleteCompanyWork(id: $id) { altText } }",
            json!({ "id": first_id }),
        )
        .await;
    assert!(deleted.get("errors").is_none(), "{deleted}");
    assert!(stored(&app) < before, "its renditions are gone");
    assert_eq!(app.get(src).await.status(), 404);
    assert_eq!(alts(&public_works(&app, company).await["works"]).len(), 2);

    // Erasing the company's works and cover (what a company's deletion runs) removes every file.
    let storage = ensemblier::files::Storage::local(&app.data_dir).expect("storage");
    let erased = ensemblier::companies::works::erase(&app.pool, &storage, company)
        .await
        .map_err(|e| e.message())
        .expect("erased");
    assert_eq!(erased, 3, "two works and the cover");
    assert_eq!(stored(&app), 0);
}

#[tokio::test]
async fn hostile_images_are_refused_in_french_and_nothing_is_kept() {
    let app = spawn_app().await;
    let token = owner(&app, "claire@atelier.fr", "Atelier Fer").await;
    let company = company_of(&app, "claire@atelier.fr").await;
    let photo = samples::jpeg_with_exif(640, 480, 1, true);
    let mut heic = vec![0, 0, 0, 24];
    heic.extend(b"ftypheic\0\0\0\0mif1heic");
    heic.extend(vec![0; 200]);
    for (what, bytes, message) in [
        ("HEIC", heic, Refusal::Heic.message()),
        (
            "a bomb",
            samples::png_bomb(50_000, 50_000),
            Refusal::TooManyPixels.message(),
        ),
        (
            "truncated",
            photo[..photo.len() * 2 / 3].to_vec(),
            Refusal::Unreadable.message(),
        ),
        ("a PDF", PDF.to_vec(), Refusal::Format.message()),
    ] {
        let (status, error) = error_of(upload(&app, &token, company, "Grille", bytes).await).await;
        assert_eq!((status, error.as_str()), (422, message), "{what}");
    }
    assert!(Refusal::Heic.message().contains("JPEG, PNG ou WebP"));
    let (status, error) = error_of(upload(&app, &token, company, "", photo.clone()).await).await;
    assert_eq!(
        (status, error.as_str()),
        (
            422,
            "Le champ obligatoire Texte alternatif n'a pas été renseigné."
        )
    );
    let big = [photo, vec![0; 15 * 1024 * 1024]].concat();
    let (status, error) = error_of(upload(&app, &token, company, "Gros", big).await).await;
    assert_eq!(
        (status, error.as_str()),
        (413, "L'image a une taille supérieure à 15MB.")
    );
    assert_eq!(stored(&app), 0, "nothing refused is stored");
}

#[tokio::test]
async fn twenty_four_works_at_most_even_with_twenty_uploads_at_once() {
    let app = spawn_app().await;
    let token = owner(&app, "claire@verre.fr", "Verrerie Dubois").await;
    let company = company_of(&app, "claire@verre.fr").await;
    let photo = samples::jpeg_with_exif(64, 48, 1, false);
    // 10 first, then 20 at once: 14 pass.
    for i in 0..10 {
        let sent = upload(&app, &token, company, &format!("Vase {i}"), photo.clone()).await;
        assert_eq!(sent.status(), 200);
    }
    let uploads =
        (0..20).map(|i| {
            let (app, token, photo) = (&app, &token, photo.clone());
            async move {
                error_of(upload(app, token, company, &format!("Coupe {i}"), photo).await).await
            }
        });
    let answers = futures_util::future::join_all(uploads).await;
    let passed = answers.iter().filter(|(status, _)| *status == 200).count();
    assert_eq!(passed, 14, "{answers:?}");
    assert!(answers
        .iter()
        .filter(|(status, _)| *status != 200)
        .all(|answer| answer == &(422, ensemblier::companies::works::TOO_MANY_WORKS.to_owned())));
    let count: i32 = sqlx::query_scalar("SELECT works FROM companies WHERE id = $1")
        .bind(company)
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(count, 24);
    assert_eq!(alts(&my_works(&app, &token).await).len(), 24);
    // 64 px wide: one width, a WebP and a JPEG each; the refused ones' files are removed.
    assert_eq!(stored(&app), 24 * 2);
}

#[tokio::test]
async fn another_companys_member_cannot_touch_the_works() {
    let app = spawn_app().await;
    let token = owner(&app, "claire@bois.fr", "Atelier Bois").await;
    let company = company_of(&app, "claire@bois.fr").await;
    let other = owner(&app, "paul@autre.fr", "Autre Atelier").await;
    let candidate = app.candidate("lea@exemple.fr").await;
    let photo = samples::jpeg_with_exif(64, 48, 1, false);
    let sent = upload(&app, &token, company, "Chaise", photo.clone()).await;
    assert_eq!(sent.status(), 200);
    let id = my_works(&app, &token).await[0]["id"]
        .as_str()
        .expect("id")
        .to_owned();

    for intruder in [&other, &candidate] {
        let status = upload(&app, intruder, company, "Intrus", photo.clone())
            .await
            .status()
            .as_u16();
        assert!(matches!(status, 403 | 404), "upload: {status}");
        for mutation in [
            "mutation ($id: ID!) { updateCompanyWork(id: $id, altText: \"Volé\") { id } }",
            "mutation ($id: ID!) { moveCompanyWork(id: $id, direction: UP) { id } }",
            "mutation ($id: ID!) { deleteCompanyWork(id: $id) { id } }",
        ] {
            let answer = app
                .graphql_as(intruder, mutation, json!({ "id": id }))
                .await;
            let (_, code) = first_error(&answer);
            assert!(
                matches!(code.as_str(), "FORBIDDEN" | "NOT_FOUND"),
                "{mutation}: {answer}"
            );
        }
        let removed = app
            .graphql_as(
                intruder,
                "mutation ($id: ID!) { removeCompanyCover(companyId: $id) }",
                json!({ "id": iri(company) }),
            )
            .await;
        assert!(removed.get("errors").is_some(), "{removed}");
    }
    assert_eq!(alts(&my_works(&app, &token).await), ["Chaise"]);
}
