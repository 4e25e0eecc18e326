//! PDF attachments of a thread's messages (issue 53, item 1): sent with a message by either
//! side, listed under it, downloaded by the thread's two parties only (every member of the
//! team, the candidate; never another company or candidate), checked as CVs are (French
//! refusals of a non-PDF, a 6 MB file and a 4th file, nothing stored), bounded to 3 per
//! message in the database (20 at once), mailed as « N pièces jointes », in the ATS's thread
//! as signed links, and released with their thread (withdrawal, retention, account deletion).

use serde_json::{json, Value};

use crate::{
    companies::team::recruiter_joins,
    integrations::ats::{api, new_token},
    security::race::fire,
    support::{
        builder::Company,
        helpers::{error_of, spawn_app, TestApp, PASSWORD, PDF, PNG},
    },
};

const THREAD: &str = "query ($id: ID!) { jobOfferApplication(id: $id) {
    messages { body mine attachments { id name bytes path } } } }";

type File<'a> = (&'a str, &'a [u8]);

/// Sends `body` with `files` through the multipart endpoint.
async fn send(
    app: &TestApp,
    token: &str,
    application: i64,
    body: &str,
    files: &[(&str, &[u8])],
) -> reqwest::Response {
    let mut form = reqwest::multipart::Form::new()
        .text("application", application.to_string())
        .text("body", body.to_owned());
    for (name, bytes) in files {
        form = form.part(
            "attachment",
            reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_string()),
        );
    }
    app.send_form("/api/upload/application-message", form, Some(token))
        .await
}

async fn messages(app: &TestApp, token: &str, application: i64) -> Value {
    let answer = app
        .graphql_as(token, THREAD, json!({ "id": application.to_string() }))
        .await;
    assert!(answer.get("errors").is_none(), "{answer}");
    answer["data"]["jobOfferApplication"]["messages"].clone()
}

async fn get(app: &TestApp, token: Option<&str>, path: &str) -> reqwest::Response {
    let mut request = app.client.get(format!("{}{path}", app.address));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("download")
}

fn stored(app: &TestApp) -> usize {
    std::fs::read_dir(app.data_dir.join("uploads/message-attachments"))
        .map(Iterator::count)
        .unwrap_or(0)
}

/// A PDF of its own bytes (so each download is told apart).
fn pdf(tag: &str) -> Vec<u8> {
    format!("%PDF-1.4\n% {tag}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n").into_bytes()
}

async fn applied(app: &TestApp) -> (Company, String, i64) {
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    let applied = app.candidate_who_applied(&offer).await;
    app.confirm_by_mail(&applied.candidate.email).await;
    (company, applied.candidate.token, applied.application)
}

#[tokio::test]
async fn both_sides_attach_pdfs_that_only_the_threads_parties_download() {
    let app = spawn_app().await;
    let (company, candidate, application) = applied(&app).await;
    let marc = recruiter_joins(&app, &company.token, "marc@atelier.fr").await;
    let (devis, plan) = (pdf("devis"), pdf("plan"));

    // The recruiter writes with two files; the mail names them, never attaches them.
    let sent = send(
        &app,
        &company.token,
        application,
        "Voici le devis et le plan de l'atelier.",
        &[("Devis atelier.pdf", &devis), ("C:\\docs\\Plan.PDF", &plan)],
    )
    .await;
    assert_eq!(sent.status(), 200);
    let mail = app.mail_to("lea@exemple.fr", "Nouveau message").await;
    assert!(
        mail.text
            .contains("Ce message contient 2 pièces jointes, à ouvrir dans la conversation."),
        "{}",
        mail.text
    );
    assert!(mail.text.contains("/applications/"), "{}", mail.text);
    assert!(!mail.text.contains("%PDF"));

    // Listed under the message with its name and size, for both sides.
    let seen = messages(&app, &candidate, application).await;
    let files = seen[0]["attachments"]
        .as_array()
        .unwrap_or_else(|| panic!("{seen}"))
        .clone();
    assert_eq!(files.len(), 2, "{seen}");
    assert_eq!(files[0]["name"], "Devis atelier.pdf");
    assert_eq!(files[0]["bytes"], devis.len());
    assert_eq!(files[1]["name"], "Plan.pdf");
    let paths: Vec<String> = files
        .iter()
        .map(|f| f["path"].as_str().expect("path").to_owned())
        .collect();

    // The candidate answers with one of hers.
    let cv = pdf("réponse");
    let answered = send(
        &app,
        &candidate,
        application,
        "Merci, voici mes disponibilités.",
        &[("Dispos.pdf", &cv)],
    )
    .await;
    assert_eq!(answered.status(), 200);
    let news = app.mail_to(&company.email, "Nouveau message").await;
    assert!(
        news.text.contains("Ce message contient 1 pièce jointe"),
        "{}",
        news.text
    );
    let seen = messages(&app, &marc, application).await;
    let hers = seen[1]["attachments"][0]["path"]
        .as_str()
        .expect("her file")
        .to_owned();

    // Each party downloads every file: the candidate, the owner, a second recruiter.
    for token in [&candidate, &company.token, &marc] {
        for (path, bytes) in [(&paths[0], &devis), (&paths[1], &plan), (&hers, &cv)] {
            let file = get(&app, Some(token), path).await;
            assert_eq!(file.status(), 200, "{path}");
            assert_eq!(
                file.headers()["content-type"].to_str().ok(),
                Some("application/pdf")
            );
            assert!(file.headers()["content-disposition"]
                .to_str()
                .is_ok_and(|d| d.starts_with("attachment;")));
            assert_eq!(
                file.bytes().await.expect("bytes").as_ref(),
                bytes.as_slice()
            );
        }
    }
    let disposition = get(&app, Some(&candidate), &paths[0]).await;
    assert!(
        disposition.headers()["content-disposition"]
            .to_str()
            .is_ok_and(|d| d.contains("Piece-jointe-Devis-atelier.pdf")),
        "{:?}",
        disposition.headers()
    );

    // Another company, another candidate, nobody signed in: the same 404 (401 anonymous).
    let other = app
        .a_company()
        .email("rh@autre-atelier.fr")
        .named("Autre Atelier")
        .create()
        .await;
    let stranger = app.a_candidate("zoe@exemple.fr").await;
    for path in paths.iter().chain([&hers]) {
        for token in [&other.token, &stranger.token] {
            assert_eq!(get(&app, Some(token), path).await.status(), 404, "{path}");
        }
        assert_eq!(get(&app, None, path).await.status(), 401);
    }
    assert_eq!(
        get(&app, Some(&candidate), "/api/message-attachments/999999")
            .await
            .status(),
        404
    );
    assert!(messages(&app, &other.token, application).await.is_null());
    // Nor can they write in the thread with a file.
    let foreign = send(&app, &other.token, application, "Coucou", &[("x.pdf", PDF)]).await;
    assert_eq!(foreign.status(), 404);
    assert_eq!(stored(&app), 3, "the refused file was not kept");

    // The ATS reads each as a signed link, which opens without the token.
    let token = new_token(&app, &company.token).await;
    let thread: Value = api(
        &app,
        Some(&token),
        &format!("/api/v1/applications/{application}/messages"),
    )
    .await
    .json()
    .await
    .expect("json");
    let listed = &thread["data"][0]["attachments"];
    assert_eq!(listed[0]["name"], "Devis atelier.pdf", "{thread}");
    assert_eq!(listed[0]["bytes"], devis.len());
    let url = listed[1]["url"].as_str().expect("a link");
    let local = app.local(url).replacen(&app.address, "", 1);
    let file = get(&app, None, &local).await;
    assert_eq!(file.status(), 200, "{local}");
    assert_eq!(file.bytes().await.expect("bytes").as_ref(), plan.as_slice());
    let altered = local.replacen(".pj", ".pj9", 1);
    assert_eq!(get(&app, None, &altered).await.status(), 404);
}

#[tokio::test]
async fn non_pdfs_big_files_and_a_fourth_file_are_refused_in_french_and_nothing_is_kept() {
    let app = spawn_app().await;
    let (company, _, application) = applied(&app).await;
    let big = [PDF, &vec![b' '; 6 * 1024 * 1024]].concat();
    let cases: [(&str, Vec<File>, &str); 4] = [
        (
            "renamed image",
            vec![("photo.pdf", PNG)],
            "Merci de ne joindre que des documents au format PDF.",
        ),
        (
            "a Word file",
            vec![("lettre.docx", PDF)],
            "Merci de ne joindre que des documents au format PDF.",
        ),
        (
            "6 MB",
            vec![("Plans.pdf", &big)],
            "La pièce jointe « Plans.pdf » a une taille supérieure à 5MB.",
        ),
        (
            "a fourth file",
            vec![
                ("a.pdf", PDF),
                ("b.pdf", PDF),
                ("c.pdf", PDF),
                ("d.pdf", PDF),
            ],
            "Vous pouvez joindre au plus 3 fichiers PDF à un message.",
        ),
    ];
    for (case, files, message) in cases {
        let (status, error) =
            error_of(send(&app, &company.token, application, "Bonjour", &files).await).await;
        assert_eq!((status, error.as_str()), (422, message), "{case}");
        assert_eq!(stored(&app), 0, "{case}: nothing stored");
    }
    let count: i64 =
        sqlx::query_scalar("SELECT count(*) FROM application_messages WHERE application_id = $1")
            .bind(application)
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(count, 0, "no message went without its files");
}

#[tokio::test]
async fn twenty_attachments_at_once_to_one_message_store_three() {
    let app = spawn_app().await;
    let (company, _, application) = applied(&app).await;
    let sent = send(&app, &company.token, application, "Bonjour", &[]).await;
    assert_eq!(sent.status(), 200);
    let message: i64 =
        sqlx::query_scalar("SELECT id FROM application_messages WHERE application_id = $1")
            .bind(application)
            .fetch_one(&app.pool)
            .await
            .expect("the message");
    // The bound is the database's: twenty inserts on as many connections at once.
    let answers = fire(20, |i| {
        let pool = app.pool.clone();
        async move {
            sqlx::query(
                "INSERT INTO message_attachments (message_id, name, stored_name, bytes)
                 VALUES ($1, 'plan.pdf', $2, 100)",
            )
            .bind(message)
            .bind(format!("race{i}.pdf"))
            .execute(&pool)
            .await
            .map_err(|e| {
                e.as_database_error()
                    .and_then(|d| d.constraint().map(str::to_owned))
                    .unwrap_or_default()
            })
        }
    })
    .await;
    let kept = answers.iter().filter(|a| a.is_ok()).count();
    let refused = answers
        .iter()
        .filter(|a| a.as_ref().err().map(String::as_str) == Some("message_attachments_per_message"))
        .count();
    assert_eq!((kept, refused), (3, 17), "{answers:?}");
}

#[tokio::test]
async fn erasing_a_thread_releases_its_files() {
    let app = spawn_app().await;
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    let kept = app.candidate_applied_as("lea@exemple.fr", &offer).await;
    let withdrawn = app.candidate_applied_as("zoe@exemple.fr", &offer).await;
    let deleted = app.candidate_applied_as("ines@exemple.fr", &offer).await;
    for applied in [&kept, &withdrawn, &deleted] {
        let sent = send(
            &app,
            &company.token,
            applied.application,
            "Bonjour",
            &[("a.pdf", PDF)],
        )
        .await;
        assert_eq!(sent.status(), 200);
        let sent = send(
            &app,
            &applied.candidate.token,
            applied.application,
            "Merci",
            &[("b.pdf", PDF)],
        )
        .await;
        assert_eq!(sent.status(), 200);
    }
    assert_eq!(stored(&app), 6);

    let withdraw = app
        .graphql_as(
            &withdrawn.candidate.token,
            "mutation ($id: ID!) { withdrawJobOfferApplication(input: { id: $id }) { jobOfferApplication { withdrawn } } }",
            json!({ "id": withdrawn.application.to_string() }),
        )
        .await;
    assert!(withdraw.get("errors").is_none(), "{withdraw}");
    assert_eq!(stored(&app), 4, "the withdrawal released both files");

    let gone = app
        .client
        .delete(format!("{}/api/account/delete", app.address))
        .bearer_auth(&deleted.candidate.token)
        .json(&json!({ "password": PASSWORD }))
        .send()
        .await
        .expect("delete");
    assert!(gone.status().is_success(), "{}", gone.status());
    assert_eq!(
        stored(&app),
        2,
        "the account's deletion released its threads' files"
    );

    sqlx::query("UPDATE job_offers SET status = -2 WHERE id = $1")
        .bind(offer.id)
        .execute(&app.pool)
        .await
        .expect("close the offer");
    sqlx::query(
        "UPDATE job_offer_applications SET created_at = now() - interval '3 years',
             submitted_at = now() - interval '3 years', read_at = NULL,
             last_contact_at = now() - interval '3 years' WHERE id = $1",
    )
    .bind(kept.application)
    .execute(&app.pool)
    .await
    .expect("age the application");
    let storage = ensemblier::files::Storage::local(&app.data_dir).expect("storage");
    ensemblier::retention::erase_stale_applications(&app.pool, &storage)
        .await
        .map_err(|e| e.message())
        .expect("retention");
    assert_eq!(stored(&app), 0, "retention released the last ones");
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM message_attachments")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(rows, 0);
}
