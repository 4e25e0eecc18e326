//! The designer's book (docs/book.md): projects and images through GraphQL and REST, over a
//! real S3-compatible bucket; hostile images refused in French; the bounds held by
//! PostgreSQL under parallel uploads; nobody else reaches a book.

use std::io::Cursor;

use ensemblier_images::{samples, Refusal};
use serde_json::{json, Value};

use crate::support::{
    helpers::{error_of, first_error, spawn_app, spawn_app_with, TestApp, PDF},
    s3::S3Server,
};

mod public;
mod sent;

const BOOK: &str =
    "pdfPath imageCount storedBytes projects { id title year role techniques place description
    images { id altText caption width height src srcsetWebp srcsetJpeg } }";

async fn my_book(app: &TestApp, token: &str) -> Value {
    let answer = app
        .graphql_as(token, &format!("{{ myBook {{ {BOOK} }} }}"), json!({}))
        .await;
    answer["data"]["myBook"].clone()
}

async fn create_project(app: &TestApp, token: &str, title: &str) -> String {
    let answer = app
        .graphql_as(
            token,
            &format!(
                "mutation ($input: BookProjectInput!) {{ createBookProject(input: $input) {{ {BOOK} }} }}"
            ),
            json!({ "input": {
                "title": title, "year": 2025, "role": "réalisation",
                "techniques": "marqueterie de paille, chêne", "place": "Lyon",
                "description": "Un cabinet de curiosités.\nDeux portes."
            }}),
        )
        .await;
    let projects = answer["data"]["createBookProject"]["projects"]
        .as_array()
        .unwrap_or_else(|| panic!("created: {answer}"))
        .clone();
    projects
        .iter()
        .rev()
        .find(|p| p["title"] == title)
        .and_then(|p| p["id"].as_str())
        .expect("the new project")
        .to_owned()
}

async fn upload_image(
    app: &TestApp,
    token: &str,
    project: &str,
    alt: &str,
    bytes: Vec<u8>,
) -> reqwest::Response {
    let form = reqwest::multipart::Form::new()
        .text("project", project.to_owned())
        .text("altText", alt.to_owned())
        .text("caption", "Vue de face".to_owned())
        .part(
            "image",
            reqwest::multipart::Part::bytes(bytes).file_name("photo.jpg"),
        );
    app.send_form("/api/upload/book-image", form, Some(token))
        .await
}

/// The addresses of a `srcset`.
fn sources(srcset: &Value) -> Vec<String> {
    srcset
        .as_str()
        .unwrap_or_default()
        .split(", ")
        .filter_map(|source| source.split(' ').next())
        .map(str::to_owned)
        .collect()
}

/// A project of `title` with one photograph (caption « Vue de face »); its id.
pub(crate) async fn project_with_image(app: &TestApp, token: &str, title: &str) -> String {
    let project = create_project(app, token, title).await;
    let photo = samples::jpeg_with_exif(640, 480, 1, false);
    let uploaded = upload_image(
        app,
        token,
        &project,
        &format!("{title}, vue d'ensemble"),
        photo,
    )
    .await;
    assert_eq!(uploaded.status(), 200, "{:?}", uploaded.text().await);
    project
}

/// Uploads a PDF book for the holder of `token`.
pub(crate) async fn upload_pdf(app: &TestApp, token: &str) {
    let form = reqwest::multipart::Form::new().part(
        "pdf",
        reqwest::multipart::Part::bytes(PDF.to_vec()).file_name("book.pdf"),
    );
    let sent = app
        .send_form("/api/upload/book-pdf", form, Some(token))
        .await;
    assert_eq!(sent.status(), 200, "{:?}", sent.text().await);
}

/// The second call of applying with the book's `projects` (in that order) and the PDF.
pub(crate) async fn send_with_book(
    app: &TestApp,
    token: &str,
    application: i64,
    projects: &[&str],
    pdf: bool,
) -> reqwest::Response {
    let part =
        |name: &str| reqwest::multipart::Part::bytes(PDF.to_vec()).file_name(name.to_owned());
    let mut form = reqwest::multipart::Form::new()
        .text("application", application.to_string())
        .text("portfolio", projects.join(","))
        .part("cv", part("cv.pdf"))
        .part("cv2", part("lettre.pdf"));
    if pdf {
        form = form.text("bookPdf", "1");
    }
    app.send_form("/api/upload/application-cv", form, Some(token))
        .await
}

/// Applies to `offer` with the book's `projects` (in that order) and, if asked, the PDF.
pub(crate) async fn apply_with_book(
    app: &TestApp,
    token: &str,
    offer: i64,
    projects: &[&str],
    pdf: bool,
) -> i64 {
    let id = crate::support::builder::created_id(app, token, offer).await;
    let sent = send_with_book(app, token, id, projects, pdf).await;
    assert_eq!(sent.status(), 200, "{:?}", sent.text().await);
    id
}

fn has_exif(bytes: &[u8]) -> bool {
    exif::Reader::new()
        .read_from_container(&mut Cursor::new(bytes))
        .is_ok()
}

#[tokio::test]
async fn a_book_is_built_in_order_and_its_images_carry_no_metadata() {
    let s3 = S3Server::start();
    let settings = s3.settings.clone();
    let app = spawn_app_with(move |s| s.s3 = Some(settings)).await;
    let lea = app.candidate("lea@exemple.fr").await;

    let first = create_project(&app, &lea, "Cabinet de paille").await;
    let second = create_project(&app, &lea, "Paravent laqué").await;
    let moved = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { moveBookProject(id: $id, direction: UP) { projects { title } } }",
            json!({ "id": second }),
        )
        .await;
    assert_eq!(
        moved["data"]["moveBookProject"]["projects"],
        json!([{ "title": "Paravent laqué" }, { "title": "Cabinet de paille" }])
    );

    // A phone's photograph: held sideways (orientation 6), with GPS coordinates.
    let photo = samples::jpeg_with_exif(1200, 800, 6, true);
    assert!(has_exif(&photo));
    let uploaded = upload_image(&app, &lea, &first, "Le cabinet ouvert", photo).await;
    assert_eq!(uploaded.status(), 200, "{:?}", uploaded.text().await);
    let plain = samples::jpeg_with_exif(300, 200, 1, false);
    assert_eq!(
        upload_image(&app, &lea, &first, "Détail de la paille", plain)
            .await
            .status(),
        200
    );

    let book = my_book(&app, &lea).await;
    assert_eq!(book["imageCount"], 2);
    let images = book["projects"][1]["images"]
        .as_array()
        .expect("images")
        .clone();
    assert_eq!(images.len(), 2);
    let image = &images[0];
    assert_eq!(
        (image["width"].as_i64(), image["height"].as_i64()),
        (Some(800), Some(1200)),
        "upright"
    );
    assert_eq!(image["altText"], "Le cabinet ouvert");
    assert_eq!(image["caption"], "Vue de face");
    let webp = sources(&image["srcsetWebp"]);
    let jpeg = sources(&image["srcsetJpeg"]);
    assert_eq!(webp.len(), 2, "480 and its own 800: {webp:?}");
    assert!(image["srcsetWebp"]
        .as_str()
        .unwrap_or_default()
        .ends_with(" 800w"));
    for (path, content_type) in webp
        .iter()
        .map(|p| (p, "image/webp"))
        .chain(jpeg.iter().map(|p| (p, "image/jpeg")))
    {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers()["content-type"], content_type);
        assert_eq!(response.headers()["cache-control"], "private, max-age=3600");
        let bytes = response.bytes().await.expect("bytes");
        assert!(!has_exif(&bytes), "no EXIF left in {path}");
        assert!(!bytes.windows(4).any(|w| w == b"Exif"), "{path}");
    }
    // Only the renditions are stored: 2 widths × 2 formats, and 1 × 2 for the small one.
    let stored = std::fs::read_dir(s3.object_path("book-images"))
        .map(Iterator::count)
        .unwrap_or_default();
    assert_eq!(stored, 6, "the originals are not kept");

    let second_image = images[1]["id"].as_str().expect("id").to_owned();
    let reordered = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { moveBookImage(id: $id, direction: UP) { projects { images { altText } } } }",
            json!({ "id": second_image }),
        )
        .await;
    assert_eq!(
        reordered["data"]["moveBookImage"]["projects"][1]["images"],
        json!([{ "altText": "Détail de la paille" }, { "altText": "Le cabinet ouvert" }])
    );
    let captioned = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { updateBookImage(id: $id, altText: \"Paille en détail\", caption: \"Atelier, 2025\") { projects { images { altText caption } } } }",
            json!({ "id": second_image }),
        )
        .await;
    assert_eq!(
        captioned["data"]["updateBookImage"]["projects"][1]["images"][0],
        json!({ "altText": "Paille en détail", "caption": "Atelier, 2025" })
    );
    let unnamed = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { updateBookImage(id: $id, altText: \" \") { imageCount } }",
            json!({ "id": second_image }),
        )
        .await;
    assert_eq!(
        first_error(&unnamed).0,
        "Le champ obligatoire Texte alternatif n'a pas été renseigné."
    );

    // The PDF book, checked like a CV.
    let pdf = |bytes: Vec<u8>, name: &str| {
        reqwest::multipart::Form::new().part(
            "pdf",
            reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()),
        )
    };
    let (status, error) = error_of(
        app.send_form(
            "/api/upload/book-pdf",
            pdf(b"GIF89a".to_vec(), "book.pdf"),
            Some(&lea),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, error.as_str()),
        (422, "Merci de ne joindre que des documents au format PDF.")
    );
    let sent = app
        .send_form(
            "/api/upload/book-pdf",
            pdf(PDF.to_vec(), "book.pdf"),
            Some(&lea),
        )
        .await;
    assert_eq!(sent.status(), 200);
    let book = my_book(&app, &lea).await;
    let pdf_path = book["pdfPath"].as_str().expect("pdfPath").to_owned();
    let download = app
        .client
        .get(format!("{}{pdf_path}", app.address))
        .bearer_auth(&lea)
        .send()
        .await
        .expect("download");
    assert_eq!(download.status(), 200);

    // Deleting the project removes its images' files; their links open nothing.
    let gone = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { deleteBookProject(id: $id) { imageCount projects { title } } }",
            json!({ "id": first }),
        )
        .await;
    assert_eq!(gone["data"]["deleteBookProject"]["imageCount"], 0);
    assert_eq!(app.get(&webp[0]).await.status(), 404);
    let stored = std::fs::read_dir(s3.object_path("book-images"))
        .map(Iterator::count)
        .unwrap_or_default();
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn hostile_and_wrong_images_are_refused_in_french() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let project = create_project(&app, &lea, "Fauteuil Voltaire").await;
    let photo = samples::jpeg_with_exif(640, 480, 1, true);
    let mut heic = vec![0, 0, 0, 24];
    heic.extend(b"ftypheic\0\0\0\0mif1heic");
    heic.extend(vec![0; 200]);
    for (what, bytes, message) in [
        (
            "a bomb",
            samples::png_bomb(50_000, 50_000),
            Refusal::TooManyPixels.message(),
        ),
        (
            "45 MP",
            samples::png_bomb(7_500, 6_000),
            Refusal::TooManyPixels.message(),
        ),
        (
            "truncated",
            photo[..photo.len() * 2 / 3].to_vec(),
            Refusal::Unreadable.message(),
        ),
        ("HEIC", heic, Refusal::Heic.message()),
        ("a PDF", PDF.to_vec(), Refusal::Format.message()),
    ] {
        let (status, error) =
            error_of(upload_image(&app, &lea, &project, "Le fauteuil", bytes).await).await;
        assert_eq!((status, error.as_str()), (422, message), "{what}");
    }
    assert!(Refusal::Heic.message().contains("JPEG, PNG ou WebP"));
    let (status, error) =
        error_of(upload_image(&app, &lea, &project, "", photo.clone()).await).await;
    assert_eq!(
        (status, error.as_str()),
        (
            422,
            "Le champ obligatoire Texte alternatif n'a pas été renseigné."
        )
    );
    let big = [photo.clone(), vec![0; 15 * 1024 * 1024]].concat();
    let (status, error) = error_of(upload_image(&app, &lea, &project, "Gros", big).await).await;
    assert_eq!(
        (status, error.as_str()),
        (413, "L'image a une taille supérieure à 15MB.")
    );
    let late = app
        .graphql_as(
            &lea,
            "mutation { createBookProject(input: {title: \"Commode\", year: 1850}) { imageCount } }",
            json!({}),
        )
        .await;
    assert_eq!(
        first_error(&late),
        (
            "L'année du projet doit être comprise entre 1900 et 2100.".to_owned(),
            "INVALID_BOOK_PROJECT".to_owned()
        )
    );
    assert_eq!(my_book(&app, &lea).await["imageCount"], 0);
    let stored = std::fs::read_dir(app.data_dir.join("uploads/book-images"))
        .map(Iterator::count)
        .unwrap_or_default();
    assert_eq!(stored, 0, "nothing refused is stored");
}

#[tokio::test]
async fn twenty_parallel_uploads_never_pass_the_bounds() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let project = create_project(&app, &lea, "Luminaires").await;
    let photo = samples::jpeg_with_exif(64, 48, 1, false);

    // 12 images a project: 20 at once into one project, 12 pass.
    let uploads = (0..20).map(|i| {
        let (app, lea, project, photo) = (&app, &lea, &project, photo.clone());
        async move {
            error_of(upload_image(app, lea, project, &format!("Lampe {i}"), photo).await).await
        }
    });
    let answers = futures_util::future::join_all(uploads).await;
    let passed = answers.iter().filter(|(status, _)| *status == 200).count();
    assert_eq!(passed, 12, "{answers:?}");
    assert!(answers
        .iter()
        .filter(|(status, _)| *status != 200)
        .all(|answer| answer
            == &(
                422,
                "Ce projet compte déjà 12 images, le maximum.".to_owned()
            )));
    let stored = std::fs::read_dir(app.data_dir.join("uploads/book-images"))
        .map(Iterator::count)
        .unwrap_or_default();
    assert_eq!(
        stored,
        12 * 2,
        "the refused uploads' renditions are removed"
    );

    // 200 images a book: with 195 counted, 20 at once over four projects, 5 pass.
    let mut projects = Vec::new();
    for i in 0..4 {
        projects.push(create_project(&app, &lea, &format!("Série {i}")).await);
    }
    sqlx::query("UPDATE books SET images = 195")
        .execute(&app.pool)
        .await
        .expect("count");
    let uploads = (0..20).map(|i| {
        let (app, lea, project, photo) = (&app, &lea, &projects[i % 4], photo.clone());
        async move { error_of(upload_image(app, lea, project, "Lampe", photo).await).await }
    });
    let answers = futures_util::future::join_all(uploads).await;
    assert_eq!(
        answers.iter().filter(|(s, _)| *s == 200).count(),
        5,
        "{answers:?}"
    );
    assert!(answers.contains(&(
        422,
        "Votre book compte déjà 200 images, le maximum.".to_owned()
    )));

    // 300 MB a book: a few bytes short, no upload passes.
    sqlx::query("UPDATE books SET images = 0, image_bytes = 314572800 - 100")
        .execute(&app.pool)
        .await
        .expect("bytes");
    let uploads = (0..20).map(|i| {
        let (app, lea, project, photo) = (&app, &lea, &projects[i % 4], photo.clone());
        async move { error_of(upload_image(app, lea, project, "Lampe", photo).await).await }
    });
    let answers = futures_util::future::join_all(uploads).await;
    assert!(answers.iter().all(|answer| answer
        == &(
            422,
            "Votre book occupe déjà 300 Mo, le maximum : retirez des images avant d'en ajouter."
                .to_owned()
        )));

    // 30 projects: with 25 made, 20 at once, 5 pass.
    for i in 0..20 {
        create_project(&app, &lea, &format!("Projet {i}")).await;
    }
    let creates = (0..20).map(|i| {
        let (app, lea) = (&app, &lea);
        async move {
            app.graphql_as(
                lea,
                "mutation ($input: BookProjectInput!) { createBookProject(input: $input) { imageCount } }",
                json!({ "input": { "title": format!("Parallèle {i}") } }),
            )
            .await
        }
    });
    let answers = futures_util::future::join_all(creates).await;
    let refused: Vec<_> = answers
        .iter()
        .filter(|a| a["errors"].is_array())
        .map(first_error)
        .collect();
    assert_eq!(refused.len(), 15, "{answers:?}");
    assert!(refused.iter().all(|e| e
        == &(
            "Votre book compte déjà 30 projets, le maximum.".to_owned(),
            "BOOK_FULL".to_owned()
        )));
    let counted: (i32, i64) = sqlx::query_as(
        "SELECT b.projects, (SELECT count(*) FROM book_projects p WHERE p.candidate_id = b.candidate_id)
         FROM books b",
    )
    .fetch_one(&app.pool)
    .await
    .expect("counts");
    assert_eq!(counted, (30, 30));
}

#[tokio::test]
async fn another_candidate_or_a_company_cannot_reach_a_book() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let hugo = app.candidate("hugo@exemple.fr").await;
    let company = app.company("rh@atelier.fr", "Atelier Dubois").await;
    let project = create_project(&app, &lea, "Tapisserie d'Aubusson").await;
    let photo = samples::jpeg_with_exif(600, 400, 1, true);
    assert_eq!(
        upload_image(&app, &lea, &project, "La tapisserie", photo.clone())
            .await
            .status(),
        200
    );
    let form = reqwest::multipart::Form::new().part(
        "pdf",
        reqwest::multipart::Part::bytes(PDF.to_vec()).file_name("book.pdf"),
    );
    assert_eq!(
        app.send_form("/api/upload/book-pdf", form, Some(&lea))
            .await
            .status(),
        200
    );
    let book = my_book(&app, &lea).await;
    let image = book["projects"][0]["images"][0].clone();
    let image_id = image["id"].as_str().expect("id").to_owned();
    let link = sources(&image["srcsetJpeg"])[0].clone();
    let pdf_path = book["pdfPath"].as_str().expect("pdf").to_owned();

    assert_eq!(my_book(&app, &hugo).await["projects"], json!([]));
    for (mutation, variables) in [
        ("mutation ($id: ID!) { updateBookProject(id: $id, input: {title: \"À moi\"}) { imageCount } }", json!({ "id": project })),
        ("mutation ($id: ID!) { deleteBookProject(id: $id) { imageCount } }", json!({ "id": project })),
        ("mutation ($id: ID!) { moveBookProject(id: $id, direction: DOWN) { imageCount } }", json!({ "id": project })),
        ("mutation ($id: ID!) { updateBookImage(id: $id, altText: \"À moi\") { imageCount } }", json!({ "id": image_id })),
        ("mutation ($id: ID!) { deleteBookImage(id: $id) { imageCount } }", json!({ "id": image_id })),
        ("mutation ($id: ID!) { moveBookImage(id: $id, direction: UP) { imageCount } }", json!({ "id": image_id })),
    ] {
        let answer = app.graphql_as(&hugo, mutation, variables).await;
        assert_eq!(first_error(&answer).1, "NOT_FOUND", "{mutation}");
    }
    assert_eq!(
        upload_image(&app, &hugo, &project, "Intrus", photo)
            .await
            .status(),
        404
    );
    let company_book = app
        .graphql_as(&company, "{ myBook { imageCount } }", json!({}))
        .await;
    assert_eq!(first_error(&company_book).1, "FORBIDDEN");
    for token in [&hugo, &company] {
        let response = app
            .client
            .get(format!("{}{pdf_path}", app.address))
            .bearer_auth(token)
            .send()
            .await
            .expect("pdf");
        assert_eq!(response.status(), 404);
    }
    assert_eq!(app.get(&pdf_path).await.status(), 401);
    // A link is its own permission, but only as signed: altered, it opens nothing.
    assert_eq!(app.get(&link).await.status(), 200);
    let (head, extension) = link.rsplit_once('.').expect("extension");
    let (head, mac) = head.rsplit_once('.').expect("mac");
    let forged = format!(
        "{head}.{}.{extension}",
        mac.chars().rev().collect::<String>()
    );
    assert_eq!(app.get(&forged).await.status(), 404);
    let stem_only = link.split('.').next().unwrap_or_default().to_owned();
    assert_eq!(app.get(&format!("{stem_only}.jpg")).await.status(), 404);
    let renamed = format!(
        "/uploads/book-images/{}.jpg",
        stem_only.trim_start_matches("/book-images/")
    );
    // No route serves a stored name: this address is the app's page (HTML), never the image.
    let page = app.get(&renamed).await;
    let content_type = page.headers()["content-type"]
        .to_str()
        .unwrap_or_default()
        .to_owned();
    assert!(!content_type.starts_with("image/"), "{content_type}");
    let bytes = page.bytes().await.expect("bytes");
    assert!(!bytes.starts_with(&[0xFF, 0xD8]));
    // The unchanged book.
    assert_eq!(my_book(&app, &lea).await["imageCount"], 1);
}
