//! The book sent with an application (issue 52 item 3, docs/book.md "Sent with an
//! application"): the recruiter reads exactly the projects ticked, in her order, with their
//! captions, as they were when she applied; the ZIP, the ATS API and the webhook carry the
//! same; six at most, in French; another company reads nothing; withdrawal and retention
//! erase it, and the files go once nothing names them.

use std::io::Read;

use futures_util::future::join_all;
use serde_json::{json, Value};
use tokio::net::TcpListener;

use super::{apply_with_book, create_project, project_with_image, send_with_book, upload_pdf};
use crate::{
    applications::company_with_offer,
    integrations::ats::{api, inbox_answering, new_token, register, start_receiver},
    support::{
        builder::created_id,
        helpers::{error_of, spawn_app, TestApp, PDF},
    },
};

const PORTFOLIO: &str = "query ($id: ID!) { jobOfferApplication(id: $id) {
    cvPath portfolio { pdfPath projects { title year role place
        images { altText caption width height src srcsetWebp srcsetJpeg } } } } }";

async fn portfolio(app: &TestApp, token: &str, application: i64) -> Value {
    app.graphql_as(
        token,
        PORTFOLIO,
        json!({ "id": format!("/api/job_offer_applications/{application}") }),
    )
    .await
}

fn titles(answer: &Value) -> Vec<String> {
    answer["data"]["jobOfferApplication"]["portfolio"]["projects"]
        .as_array()
        .unwrap_or_else(|| panic!("projects: {answer}"))
        .iter()
        .map(|p| p["title"].as_str().unwrap_or_default().to_owned())
        .collect()
}

async fn status_as(app: &TestApp, token: Option<&str>, path: &str) -> u16 {
    let mut request = app.client.get(format!("{}{path}", app.address));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("GET").status().as_u16()
}

fn book_images_on_disk(app: &TestApp) -> usize {
    std::fs::read_dir(app.data_dir.join("uploads/book-images"))
        .map(Iterator::count)
        .unwrap_or_default()
}

#[tokio::test]
async fn the_recruiter_reads_the_projects_ticked_in_her_order_as_they_were_sent() {
    let app = spawn_app().await;
    let (recruiter, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (other, _) = company_with_offer(&app, "rh@autre.fr", "Maison Autre").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let cabinet = project_with_image(&app, &lea, "Cabinet de paille").await;
    let paravent = project_with_image(&app, &lea, "Paravent laqué").await;
    let _salon = create_project(&app, &lea, "Salon haussmannien").await;
    upload_pdf(&app, &lea).await;

    // She ticks the paravent first, then the cabinet, and her PDF book.
    let application = apply_with_book(&app, &lea, offer, &[&paravent, &cabinet], true).await;
    let read = portfolio(&app, &recruiter, application).await;
    assert!(read.get("errors").is_none(), "{read}");
    assert_eq!(titles(&read), ["Paravent laqué", "Cabinet de paille"]);
    let sent = &read["data"]["jobOfferApplication"]["portfolio"];
    let image = &sent["projects"][0]["images"][0];
    assert_eq!(image["caption"], "Vue de face");
    assert_eq!(image["altText"], "Paravent laqué, vue d'ensemble");
    assert_eq!(
        (image["width"].as_i64(), image["height"].as_i64()),
        (Some(640), Some(480))
    );
    let src = image["src"].as_str().expect("src").to_owned();
    assert!(src.starts_with("/application-images/"), "{src}");
    let shown = app.get(&src).await;
    assert_eq!(shown.status(), 200);
    assert_eq!(shown.headers()["content-type"], "image/jpeg");
    let pdf_path = sent["pdfPath"].as_str().expect("the PDF book").to_owned();
    let pdf = app
        .client
        .get(format!("{}{pdf_path}", app.address))
        .bearer_auth(&recruiter)
        .send()
        .await
        .expect("the PDF");
    assert_eq!(pdf.status(), 200);
    assert_eq!(pdf.bytes().await.expect("bytes").as_ref(), PDF);

    // Another company finds neither the application (null, as any application not its own)
    // nor its PDF (NOT_FOUND); an altered link opens nothing.
    let theirs = portfolio(&app, &other, application).await;
    assert!(
        theirs["data"]["jobOfferApplication"].is_null() && theirs.get("errors").is_none(),
        "{theirs}"
    );
    assert_eq!(status_as(&app, Some(&other), &pdf_path).await, 404);
    let altered = src.replacen(
        &format!("/application-images/{application}-"),
        &format!("/application-images/{}-", application + 1),
        1,
    );
    assert_eq!(app.get(&altered).await.status(), 404);

    // Her last choice is her default next time.
    let book = app
        .graphql_as(
            &lea,
            "{ myBook { lastSentProjects lastSentPdf } }",
            json!({}),
        )
        .await;
    assert_eq!(
        book["data"]["myBook"],
        json!({ "lastSentProjects": [paravent, cabinet], "lastSentPdf": true })
    );

    // She renames the cabinet and deletes the paravent and her PDF: what was sent stays.
    let renamed = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { updateBookProject(id: $id, input: { title: \"Autre titre\" }) { imageCount } }",
            json!({ "id": cabinet }),
        )
        .await;
    assert!(renamed.get("errors").is_none(), "{renamed}");
    let deleted = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { deleteBookProject(id: $id) { imageCount } }",
            json!({ "id": paravent }),
        )
        .await;
    assert!(deleted.get("errors").is_none(), "{deleted}");
    let no_pdf = app
        .graphql_as(&lea, "mutation { deleteBookPdf { pdfPath } }", json!({}))
        .await;
    assert!(no_pdf.get("errors").is_none(), "{no_pdf}");
    let again = portfolio(&app, &recruiter, application).await;
    assert_eq!(titles(&again), ["Paravent laqué", "Cabinet de paille"]);
    let src = again["data"]["jobOfferApplication"]["portfolio"]["projects"][0]["images"][0]["src"]
        .as_str()
        .expect("src")
        .to_owned();
    assert_eq!(
        app.get(&src).await.status(),
        200,
        "the deleted project's image is kept"
    );
    assert_eq!(status_as(&app, Some(&recruiter), &pdf_path).await, 200);
    let book = app
        .graphql_as(
            &lea,
            "{ myBook { lastSentProjects lastSentPdf } }",
            json!({}),
        )
        .await;
    assert_eq!(
        book["data"]["myBook"],
        json!({ "lastSentProjects": [cabinet], "lastSentPdf": false }),
        "what is gone is not ticked"
    );

    // She withdraws it: the copies go, and the deleted project's files with them (the
    // cabinet's stay, her book still holds it).
    let before = book_images_on_disk(&app);
    let withdrawn = app
        .graphql_as(
            &lea,
            "mutation ($id: ID!) { withdrawJobOfferApplication(input: { id: $id }) { jobOfferApplication { withdrawn } } }",
            json!({ "id": format!("/api/job_offer_applications/{application}") }),
        )
        .await;
    assert!(withdrawn.get("errors").is_none(), "{withdrawn}");
    assert!(titles(&portfolio(&app, &recruiter, application).await).is_empty());
    assert_eq!(app.get(&src).await.status(), 404);
    assert_eq!(status_as(&app, Some(&recruiter), &pdf_path).await, 404);
    let after = book_images_on_disk(&app);
    assert!(after < before && after > 0, "{before} then {after} files");
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM application_project_images")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(left, 0);
}

#[tokio::test]
async fn the_zip_the_api_and_the_webhook_carry_the_same_projects() {
    let app = spawn_app().await;
    let (owner, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let inbox = inbox_answering(200);
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let port = listener.local_addr().expect("address").port();
    start_receiver(listener, inbox.clone()).await;
    register(&app, &owner, &format!("http://127.0.0.1:{port}/hook")).await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let cabinet = project_with_image(&app, &lea, "Cabinet de paille").await;
    let paravent = project_with_image(&app, &lea, "Paravent laqué").await;
    upload_pdf(&app, &lea).await;
    let application = apply_with_book(&app, &lea, offer, &[&paravent, &cabinet], true).await;

    // The webhook's payload.
    let got = inbox.wait_for(1).await;
    let body = got[0].json();
    let portfolio = &body["data"]["application"]["documents"]["portfolio"];
    let titles = |portfolio: &Value| -> Vec<String> {
        portfolio["projects"]
            .as_array()
            .unwrap_or_else(|| panic!("{portfolio}"))
            .iter()
            .map(|p| p["title"].as_str().unwrap_or_default().to_owned())
            .collect()
    };
    assert_eq!(titles(portfolio), ["Paravent laqué", "Cabinet de paille"]);
    assert_eq!(
        portfolio["projects"][0]["images"][0]["caption"],
        "Vue de face"
    );
    let url = portfolio["projects"][0]["images"][0]["url"]
        .as_str()
        .expect("an image link");
    let path = url.strip_prefix("http://localhost:8080").expect("public");
    let image = app.get(path).await;
    assert_eq!(image.status(), 200, "no token needed");
    assert_eq!(image.headers()["content-type"], "image/jpeg");
    let pdf = portfolio["pdf"].as_str().expect("the PDF's link");
    let pdf = app
        .get(pdf.strip_prefix("http://localhost:8080").expect("public"))
        .await;
    assert_eq!(pdf.bytes().await.expect("PDF").as_ref(), PDF);

    // The API.
    let token = new_token(&app, &owner).await;
    let listed: Value = api(&app, Some(&token), "/api/v1/applications")
        .await
        .json()
        .await
        .expect("JSON");
    assert_eq!(listed["data"][0]["id"], application);
    assert_eq!(
        titles(&listed["data"][0]["documents"]["portfolio"]),
        ["Paravent laqué", "Cabinet de paille"]
    );

    // The ZIP: the PDF, the projects in her order, the captions.
    let zip = app
        .client
        .get(format!(
            "{}/api/job_offers/{offer}/applications/export.zip",
            app.address
        ))
        .bearer_auth(&owner)
        .send()
        .await
        .expect("ZIP");
    assert_eq!(zip.status(), 200);
    let bytes = zip.bytes().await.expect("body").to_vec();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a ZIP");
    let names: Vec<String> = archive
        .file_names()
        .map(|name| name.expect("a UTF-8 name").into_owned())
        .collect();
    let find = |end: &str| {
        names
            .iter()
            .find(|n| n.ends_with(end))
            .unwrap_or_else(|| panic!("{end} in {names:?}"))
            .clone()
    };
    let first = find("/book/1-paravent-laque/1.jpg");
    find("/book/2-cabinet-de-paille/1.jpg");
    find("/book.pdf");
    let mut jpeg = Vec::new();
    archive
        .by_name(&first)
        .expect("the image")
        .read_to_end(&mut jpeg)
        .expect("read");
    assert_eq!(&jpeg[..2], b"\xff\xd8", "a JPEG");
    let mut text = String::new();
    archive
        .by_name(&find("/book/projets.txt"))
        .expect("projets.txt")
        .read_to_string(&mut text)
        .expect("read");
    assert!(text.starts_with("1. Paravent laqué\n"), "{text}");
    assert!(text.contains("2. Cabinet de paille\n"), "{text}");
    assert!(
        text.contains("1-paravent-laque/1.jpg : Vue de face"),
        "{text}"
    );
}

#[tokio::test]
async fn six_projects_at_most_held_by_postgresql_even_twenty_sends_at_once() {
    let app = spawn_app().await;
    let (_, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let mut projects = Vec::new();
    for n in 1..=7 {
        projects.push(create_project(&app, &lea, &format!("Projet {n}")).await);
    }
    let seven: Vec<&str> = projects.iter().map(String::as_str).collect();
    let application = created_id(&app, &lea, offer).await;
    let (status, message) =
        error_of(send_with_book(&app, &lea, application, &seven, false).await).await;
    assert_eq!(
        (status, message.as_str()),
        (
            422,
            "Vous pouvez joindre au plus 6 projets de votre book à une candidature."
        )
    );
    // Her PDF book ticked while she has none.
    let (_, message) =
        error_of(send_with_book(&app, &lea, application, &seven[..1], true).await).await;
    assert_eq!(message, ensemblier::applications::portfolio::NO_PDF);
    // Another candidate's project is not hers to send.
    let hugo = app.confirmed_candidate("hugo@exemple.fr").await;
    let his = create_project(&app, &hugo, "Commode").await;
    let (_, message) =
        error_of(send_with_book(&app, &lea, application, &[&his], false).await).await;
    assert_eq!(message, ensemblier::applications::portfolio::PROJECT_GONE);

    // Twenty sends of the same application at once: one goes, with its six projects once.
    let six = &seven[..6];
    let sends = (0..20).map(|_| send_with_book(&app, &lea, application, six, false));
    let statuses: Vec<u16> = join_all(sends)
        .await
        .into_iter()
        .map(|r| r.status().as_u16())
        .collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        1,
        "{statuses:?}"
    );
    let copied: i64 =
        sqlx::query_scalar("SELECT count(*) FROM application_projects WHERE application_id = $1")
            .bind(application)
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(copied, 6);

    // PostgreSQL refuses a seventh, whoever writes it.
    let seventh = sqlx::query(
        "INSERT INTO application_projects (application_id, position, book_project_id, title)
         VALUES ($1, 6, 0, 'Septième')",
    )
    .bind(application)
    .execute(&app.pool)
    .await
    .expect_err("a seventh project");
    let constraint = seventh
        .as_database_error()
        .and_then(|e| e.constraint())
        .map(str::to_owned);
    assert_eq!(
        constraint.as_deref(),
        Some("application_projects_at_most_6")
    );
}

#[tokio::test]
async fn retention_and_the_accounts_deletion_erase_what_was_sent() {
    let app = spawn_app().await;
    let (recruiter, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (_, second_offer) = company_with_offer(&app, "rh@autre.fr", "Maison Autre").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let cabinet = project_with_image(&app, &lea, "Cabinet de paille").await;
    let stale = apply_with_book(&app, &lea, offer, &[&cabinet], false).await;
    let kept = apply_with_book(&app, &lea, second_offer, &[&cabinet], false).await;

    // Retention erases the first (its offer closed three years ago) with its copies.
    sqlx::query("UPDATE job_offers SET status = -2 WHERE id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("close the offer");
    sqlx::query(
        "UPDATE job_offer_applications SET created_at = now() - interval '3 years',
             submitted_at = now() - interval '3 years', read_at = NULL,
             last_contact_at = now() - interval '3 years' WHERE id = $1",
    )
    .bind(stale)
    .execute(&app.pool)
    .await
    .expect("age the application");
    let storage = ensemblier::files::Storage::local(&app.data_dir).expect("storage");
    ensemblier::retention::erase_stale_applications(&app.pool, &storage)
        .await
        .map_err(|e| e.message())
        .expect("retention");
    let copies = |id: i64| {
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM application_project_images WHERE application_id = $1",
        )
        .bind(id)
        .fetch_one(&app.pool)
    };
    assert_eq!(copies(stale).await.expect("count"), 0);
    assert_eq!(copies(kept).await.expect("count"), 1);
    let files = book_images_on_disk(&app);
    assert!(
        files > 0,
        "her book and the other application still name them"
    );
    let _ = recruiter;

    // Deleting her account erases the copies and, nothing naming them, the files.
    let deleted = app
        .client
        .delete(format!("{}/api/account/delete", app.address))
        .bearer_auth(&lea)
        .json(&json!({ "password": crate::support::helpers::PASSWORD }))
        .send()
        .await
        .expect("DELETE");
    assert_eq!(deleted.status(), 200, "{:?}", deleted.text().await);
    assert_eq!(copies(kept).await.expect("count"), 0);
    assert_eq!(book_images_on_disk(&app), 0);
}
