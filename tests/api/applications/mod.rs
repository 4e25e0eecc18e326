//! Applications end to end: applying in two calls, the bad uploads, the spam guard, the
//! recruiter's triage, the digests, and who may see what (spec sections 5 and 6).

mod answer_time;
mod application_story;
mod attachments;
mod messages;
mod success;
mod templates;

use ensemblier::{
    applications::digest::{send_digests, Frequency},
    mail::Mailer,
};
use serde_json::{json, Value};

use crate::support::builder::File;
pub(crate) use crate::support::builder::{apply, created_id, upload};
use crate::{
    support::fixtures::{self, Offer},
    support::helpers::{error_of, first_error, spawn_app, TestApp, PDF, PNG},
};

const APPLY: &str = "mutation ($input: CreateJobOfferApplicationInput!) {
    createJobOfferApplication(input: $input) { jobOfferApplication { id _id uuid } } }";

const LIST: &str = "query ($offer: ID) { jobOfferApplications(jobOfferId: $offer) {
    totalCount edges { node { _id readAt interviewStatus candidateName candidateEmail phone
    coverLetterMessage cvPath coverLetterPath jobOffer { title } } } } }";

const ONE: &str =
    "query ($id: ID!) { jobOfferApplication(id: $id) { _id readAt interviewStatus } }";

const UPDATE: &str = "mutation ($input: UpdateJobOfferApplicationInput!) {
    updateJobOfferApplication(input: $input) { id interviewStatus jobOfferApplication { readAt } } }";

/// A registered company (signed in, its address confirmed) that published one offer
/// (« Tapissier décorateur »); returns (token, offer id).
pub(crate) async fn company_with_offer(app: &TestApp, email: &str, name: &str) -> (String, i64) {
    let company = app
        .a_company()
        .email(email)
        .named(name)
        .credits(1)
        .without_billing_identity()
        .create()
        .await;
    let offer = app.published_offer(&company).await;
    (company.token, offer.id)
}

async fn create(app: &TestApp, token: &str, offer: i64, phone: &str) -> Value {
    app.graphql_as(
        token,
        APPLY,
        json!({ "input": { "jobOffer": format!("/api/job_offers/{offer}"), "phone": phone,
                "coverLetterMessage": "Passionnée de tissus anciens.",
                "questionsAnswerMessage": "Disponible en septembre." } }),
    )
    .await
}

async fn download(app: &TestApp, token: Option<&str>, path: &str) -> reqwest::Response {
    let mut request = app.client.get(format!("{}{path}", app.address));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("download")
}

fn stored_files(app: &TestApp) -> usize {
    ["cv", "cover-letters"]
        .iter()
        .filter_map(|dir| std::fs::read_dir(app.data_dir.join("uploads").join(dir)).ok())
        .map(std::iter::Iterator::count)
        .sum()
}

#[tokio::test]
async fn a_candidate_applies_with_two_pdfs_and_the_company_triages() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;

    let id = created_id(&app, &lea, offer).await;
    // Created but without its documents: seen by nobody, counted nowhere.
    let before = app
        .graphql_as(&company, LIST, json!({ "offer": offer }))
        .await;
    assert_eq!(before["data"]["jobOfferApplications"]["totalCount"], 0);
    assert_eq!(
        created_id(&app, &lea, offer).await,
        id,
        "a second try reuses it"
    );

    let sent = upload(
        &app,
        Some(&lea),
        id,
        Some(("CV Léa.pdf", PDF)),
        Some(("Lettre.PDF", PDF)),
    )
    .await;
    assert_eq!(sent.status(), 200);
    let sent: Value = sent.json().await.expect("json");
    let cv_path = sent["cvPath"].as_str().expect("cvPath").to_owned();
    let letter_path = sent["coverLetterPath"]
        .as_str()
        .expect("coverLetterPath")
        .to_owned();

    let mail = app
        .mail_to("lea@exemple.fr", "Votre candidature a bien été envoyée")
        .await;
    assert!(mail
        .text
        .contains("« Tapissier décorateur » de «\u{a0}Atelier Dubois\u{a0}»"));
    let phone: Option<String> = sqlx::query_scalar(
        "SELECT mobile_phone FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = 'lea@exemple.fr'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("phone");
    assert_eq!(
        phone.as_deref(),
        Some("06 12 34 56 78"),
        "the account took the new phone"
    );

    let listed = app
        .graphql_as(&company, LIST, json!({ "offer": offer }))
        .await;
    let list = &listed["data"]["jobOfferApplications"];
    assert_eq!(list["totalCount"], 1, "{listed}");
    let node = &list["edges"][0]["node"];
    assert_eq!(node["candidateName"], "Léa Martin");
    assert_eq!(node["candidateEmail"], "lea@exemple.fr");
    assert_eq!(node["coverLetterMessage"], "Passionnée de tissus anciens.");
    assert_eq!(node["jobOffer"]["title"], "Tapissier décorateur");
    assert!(node["readAt"].is_null());

    // Opened: read for the company; the candidate sees it only with read tracking on.
    let opened = app
        .graphql_as(
            &company,
            UPDATE,
            json!({ "input": { "id": id, "read": true, "interviewStatus": "maybe" } }),
        )
        .await;
    let opened = &opened["data"]["updateJobOfferApplication"];
    assert_eq!(opened["interviewStatus"], "maybe");
    assert!(opened["jobOfferApplication"]["readAt"].is_string());
    let seen_by_lea = app.graphql_as(&lea, ONE, json!({ "id": id })).await;
    assert!(seen_by_lea["data"]["jobOfferApplication"]["readAt"].is_null());
    assert!(
        seen_by_lea["data"]["jobOfferApplication"]["interviewStatus"].is_null(),
        "the interview status is the recruiter's own note"
    );
    app.update_my_company(&company, json!({ "readTracking": true }))
        .await;
    let seen_by_lea = app.graphql_as(&lea, ONE, json!({ "id": id })).await;
    assert!(seen_by_lea["data"]["jobOfferApplication"]["readAt"].is_string());

    let bad_status = app
        .graphql_as(
            &company,
            UPDATE,
            json!({ "input": { "id": id, "interviewStatus": "peut-être" } }),
        )
        .await;
    assert_eq!(
        first_error(&bad_status).0,
        "Le statut d'entretien doit être : oui (yes), peut-être (maybe) ou non (no)."
    );

    for token in [&lea, &company] {
        for path in [&cv_path, &letter_path] {
            let file = download(&app, Some(token), path).await;
            assert_eq!(file.status(), 200);
            assert_eq!(file.bytes().await.expect("bytes").as_ref(), PDF);
        }
    }

    // Once sent, one application per candidate and offer.
    let again = create(&app, &lea, offer, "06 12 34 56 78").await;
    assert_eq!(
        first_error(&again),
        (
            "Vous avez déjà postulé à cette offre.".to_owned(),
            "ALREADY_APPLIED".to_owned()
        )
    );
    let (status, error) = error_of(
        upload(
            &app,
            Some(&lea),
            id,
            Some(("cv.pdf", PDF)),
            Some(("l.pdf", PDF)),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, error.as_str()),
        (422, "Vous avez déjà postulé à cette offre.")
    );
    let own = app.graphql_as(&lea, LIST, json!({ "offer": offer })).await;
    assert_eq!(
        own["data"]["jobOfferApplications"]["totalCount"], 1,
        "the offer page learns she applied"
    );
}

#[tokio::test]
async fn bad_uploads_are_refused_with_the_spec_messages_and_nothing_is_stored() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let id = created_id(&app, &lea, offer).await;
    let big = [PDF, &vec![b' '; 6 * 1024 * 1024]].concat();
    let only_pdf = "Merci de ne joindre que des documents au format PDF.";
    let cases: [(&str, Option<File>, Option<File>, &str); 8] = [
        (
            "renamed image",
            Some(("photo.pdf", PNG)),
            Some(("l.pdf", PDF)),
            only_pdf,
        ),
        (
            "empty file",
            Some(("cv.pdf", b"")),
            Some(("l.pdf", PDF)),
            only_pdf,
        ),
        (
            "6 MB CV",
            Some(("cv.pdf", &big)),
            Some(("l.pdf", PDF)),
            "Le document n°1 a une taille supérieure à 5MB.",
        ),
        (
            "6 MB letter",
            Some(("cv.pdf", PDF)),
            Some(("l.pdf", &big)),
            "Le document n°2 a une taille supérieure à 5MB.",
        ),
        (
            "missing second file",
            Some(("cv.pdf", PDF)),
            None,
            "Merci de joindre votre CV et votre lettre de motivation.",
        ),
        (
            "missing both",
            None,
            None,
            "Merci de joindre votre CV et votre lettre de motivation.",
        ),
        (
            "non-PDF extension",
            Some(("cv.docx", PDF)),
            Some(("l.pdf", PDF)),
            only_pdf,
        ),
        (
            "truncated PDF",
            Some(("cv.pdf", &PDF[..20])),
            Some(("l.pdf", PDF)),
            only_pdf,
        ),
    ];
    for (case, cv, letter, message) in cases {
        let (status, error) = error_of(upload(&app, Some(&lea), id, cv, letter).await).await;
        assert_eq!((status, error.as_str()), (422, message), "{case}");
        assert_eq!(stored_files(&app), 0, "{case}: nothing stored");
        let listed = app
            .graphql_as(&company, LIST, json!({ "offer": offer }))
            .await;
        assert_eq!(
            listed["data"]["jobOfferApplications"]["totalCount"], 0,
            "{case}: nothing sent"
        );
    }
    assert!(
        app.subjects_to("lea@exemple.fr")
            .iter()
            .all(|s| !s.contains("candidature")),
        "no confirmation for a refused upload"
    );
    // The candidate fixes her files and the same application goes.
    assert_eq!(
        upload(
            &app,
            Some(&lea),
            id,
            Some(("cv.pdf", PDF)),
            Some(("l.pdf", PDF))
        )
        .await
        .status(),
        200
    );
    assert_eq!(stored_files(&app), 2);
}

#[tokio::test]
async fn the_phone_is_required_and_only_open_offers_take_applications() {
    let app = spawn_app().await;
    let (_, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.candidate("lea@exemple.fr").await;
    assert_eq!(
        first_error(&create(&app, &lea, offer, "  ").await).0,
        "Le numéro de téléphone est obligatoire."
    );
    assert_eq!(
        first_error(&create(&app, &lea, offer, "12").await).0,
        "Le numéro de téléphone n'est pas valide."
    );
    let company_id: i64 =
        sqlx::query_scalar("SELECT id FROM companies WHERE name = 'Atelier Dubois'")
            .fetch_one(&app.pool)
            .await
            .expect("company");
    let expired = fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            days_ago: 40,
            ..Offer::default()
        },
    )
    .await;
    assert_eq!(
        first_error(&create(&app, &lea, expired, "0612345678").await).0,
        "Cette offre n'accepte plus de candidatures."
    );
    let draft = fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            status: 0,
            ..Offer::default()
        },
    )
    .await;
    assert_eq!(
        first_error(&create(&app, &lea, draft, "0612345678").await).1,
        "NOT_FOUND"
    );
}

#[tokio::test]
async fn applications_and_their_files_are_seen_only_by_their_candidate_and_company() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (rival, rival_offer) = company_with_offer(&app, "rh@maison.fr", "Maison Rivale").await;
    let lea = app.candidate("lea@exemple.fr").await;
    let hugo = app.candidate("hugo@exemple.fr").await;
    let id = apply(&app, &lea, offer).await;
    let hugos = apply(&app, &hugo, rival_offer).await;
    let uuid: uuid::Uuid =
        sqlx::query_scalar("SELECT uuid FROM job_offer_applications WHERE id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .expect("uuid");
    let cv = format!("/api/applications/{uuid}/cv");
    let letter = format!("/api/applications/{uuid}/cover-letter");

    // Another candidate: not in his list, not by id, not its files.
    let his = app.graphql_as(&hugo, LIST, json!({})).await;
    let his_ids: Vec<i64> = his["data"]["jobOfferApplications"]["edges"]
        .as_array()
        .expect("edges")
        .iter()
        .map(|e| e["node"]["_id"].as_i64().expect("id"))
        .collect();
    assert_eq!(his_ids, vec![hugos]);
    assert!(
        app.graphql_as(&hugo, ONE, json!({ "id": id })).await["data"]["jobOfferApplication"]
            .is_null()
    );
    for path in [&cv, &letter] {
        assert_eq!(download(&app, Some(&hugo), path).await.status(), 404);
        assert_eq!(download(&app, Some(&rival), path).await.status(), 404);
        assert_eq!(download(&app, None, path).await.status(), 401);
    }
    // Another company: not its offer's list, not by id, cannot triage nor mail.
    let foreign = app
        .graphql_as(&rival, LIST, json!({ "offer": offer }))
        .await;
    assert_eq!(first_error(&foreign).1, "NOT_FOUND");
    let all_of_rival = app.graphql_as(&rival, LIST, json!({})).await;
    assert_eq!(
        all_of_rival["data"]["jobOfferApplications"]["totalCount"],
        1
    );
    assert!(
        app.graphql_as(&rival, ONE, json!({ "id": id })).await["data"]["jobOfferApplication"]
            .is_null()
    );
    let triage = app
        .graphql_as(
            &rival,
            UPDATE,
            json!({ "input": { "id": id, "read": true } }),
        )
        .await;
    assert_eq!(first_error(&triage).1, "NOT_FOUND");
    let mailing = app
        .graphql_as(
            &rival,
            "mutation ($ids: [ID!]!) { mailJobOfferApplicants(input: {ids: $ids, subject: \"Entretien\", message: \"Bonjour\"}) { sent } }",
            json!({ "ids": [id, hugos] }),
        )
        .await;
    assert_eq!(
        first_error(&mailing).1,
        "NOT_FOUND",
        "one foreign id refuses the batch"
    );
    // The candidate cannot triage her own application, a company cannot apply.
    let own_triage = app
        .graphql_as(
            &lea,
            UPDATE,
            json!({ "input": { "id": id, "interviewStatus": "yes" } }),
        )
        .await;
    assert_eq!(first_error(&own_triage).1, "FORBIDDEN");
    assert_eq!(
        first_error(&create(&app, &company, offer, "0612345678").await).1,
        "FORBIDDEN"
    );
    let as_hugo = app
        .graphql_as(
            &lea,
            APPLY,
            json!({ "input": { "jobOffer": rival_offer, "candidate": "/api/candidates/999999", "phone": "0612345678" } }),
        )
        .await;
    assert_eq!(
        first_error(&as_hugo).1,
        "FORBIDDEN",
        "applying in someone else's name"
    );
    // Hugo cannot upload into Léa's application; anonymous callers reach nothing.
    let hijack = upload(
        &app,
        Some(&hugo),
        id,
        Some(("cv.pdf", PDF)),
        Some(("l.pdf", PDF)),
    )
    .await;
    assert_eq!(hijack.status(), 404);
    assert_eq!(
        upload(&app, None, id, Some(("cv.pdf", PDF)), Some(("l.pdf", PDF)))
            .await
            .status(),
        401
    );
    assert_eq!(
        first_error(&app.graphql(LIST, json!({})).await).1,
        "UNAUTHENTICATED"
    );
    // Guessed ids and names give nothing.
    for path in [
        format!("/api/applications/{}/cv", uuid::Uuid::new_v4()),
        "/api/applications/not-a-uuid/cv".to_owned(),
        "/api/applications/..%2F..%2Fetc/cv".to_owned(),
    ] {
        assert_eq!(
            download(&app, Some(&company), &path).await.status(),
            404,
            "{path}"
        );
    }
    // Its own company reads it all, each document named after the candidate (issue 35).
    for (path, name) in [
        (
            &cv,
            "CV-Lea-Martin.pdf\"; filename*=UTF-8''CV-L%C3%A9a-Martin.pdf",
        ),
        (
            &letter,
            "Lettre-de-motivation-Lea-Martin.pdf\"; \
             filename*=UTF-8''Lettre-de-motivation-L%C3%A9a-Martin.pdf",
        ),
    ] {
        let answer = download(&app, Some(&company), path).await;
        assert_eq!(answer.status(), 200);
        assert_eq!(
            answer.headers()["content-disposition"],
            format!("attachment; filename=\"{name}").as_str()
        );
    }
}

#[tokio::test]
async fn applications_are_rate_limited_per_candidate_and_per_address() {
    let app = spawn_app().await;
    let (_, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.candidate("lea@exemple.fr").await;
    let too_many = "Vous avez envoyé beaucoup de candidatures en peu de temps. Merci de réessayer dans une heure.";
    // Ten applications sent within the hour, to ten other offers.
    let company_id: i64 =
        sqlx::query_scalar("SELECT id FROM companies WHERE name = 'Atelier Dubois'")
            .fetch_one(&app.pool)
            .await
            .expect("company");
    for _ in 0..10 {
        let other = fixtures::offer(
            &app.pool,
            Offer {
                company_id,
                ..Offer::default()
            },
        )
        .await;
        sqlx::query(
            "INSERT INTO job_offer_applications (job_offer_id, candidate_id, submitted_at, submitted_from)
             SELECT $1, c.id, now() - interval '10 minutes', '10.0.0.1'
             FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = 'lea@exemple.fr'",
        )
        .bind(other)
        .execute(&app.pool)
        .await
        .expect("an earlier application");
    }
    assert_eq!(
        first_error(&create(&app, &lea, offer, "0612345678").await),
        (too_many.to_owned(), "RATE_LIMITED".to_owned())
    );
    // An hour later she may apply again.
    sqlx::query("UPDATE job_offer_applications SET submitted_at = now() - interval '61 minutes'")
        .execute(&app.pool)
        .await
        .expect("an hour passes");
    let id = created_id(&app, &lea, offer).await;
    // Thirty applications from her address by other accounts stop the upload too.
    sqlx::query(
        "INSERT INTO job_offer_applications (job_offer_id, submitted_at, submitted_from)
         SELECT $1, now(), '127.0.0.1' FROM generate_series(1, 30)",
    )
    .bind(offer)
    .execute(&app.pool)
    .await
    .expect("thirty applications from one address");
    let (status, error) = error_of(
        upload(
            &app,
            Some(&lea),
            id,
            Some(("cv.pdf", PDF)),
            Some(("l.pdf", PDF)),
        )
        .await,
    )
    .await;
    assert_eq!((status, error.as_str()), (429, too_many));
    assert_eq!(stored_files(&app), 0);
}

#[tokio::test]
async fn companies_hear_of_new_applications_as_often_as_they_chose() {
    let app = spawn_app().await;
    let (daily, daily_offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (_, quiet_offer) = company_with_offer(&app, "rh@maison.fr", "Maison Calme").await;
    app.update_my_company(&daily, json!({ "notificationFrequency": "daily" }))
        .await;
    // « Aucune » is still a choice (a new company's default is a mail per application).
    sqlx::query("UPDATE companies SET notification_frequency = '' WHERE name = 'Maison Calme'")
        .execute(&app.pool)
        .await
        .expect("none");
    let lea = app.candidate("lea@exemple.fr").await;
    let hugo = app.candidate("hugo@exemple.fr").await;
    apply(&app, &lea, daily_offer).await;
    apply(&app, &hugo, daily_offer).await;
    apply(&app, &lea, quiet_offer).await;

    let mailer = Mailer::new("http://localhost:8080");
    assert_eq!(
        send_digests(&app.pool, &mailer, Frequency::Weekly)
            .await
            .ok(),
        Some(0)
    );
    assert_eq!(
        send_digests(&app.pool, &mailer, Frequency::Daily)
            .await
            .ok(),
        Some(1)
    );
    let digest = app
        .mail_to("rh@atelier.fr", "2 nouvelles candidatures")
        .await;
    assert!(digest
        .text
        .contains("« Tapissier décorateur » : Léa Martin, Léa Martin"));
    assert!(digest.text.contains("/dashboard/jobs/"));
    assert_eq!(
        send_digests(&app.pool, &mailer, Frequency::Daily)
            .await
            .ok(),
        Some(0),
        "each application is told once"
    );
    assert!(
        !app.subjects_to("rh@maison.fr")
            .iter()
            .any(|s| s.contains("candidature")),
        "a company without notifications gets no mail"
    );
}

/// Issue 58: a digest lists only what is news (not an application already answered, withdrawn
/// or of a deleted account) and greets the person it is sent to.
#[tokio::test]
async fn a_digest_lists_only_news_and_greets_its_reader() {
    let app = spawn_app().await;
    let (daily, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    app.update_my_company(&daily, json!({ "notificationFrequency": "daily" }))
        .await;
    let candidates = ["lea@exemple.fr", "hugo@exemple.fr", "ines@exemple.fr"];
    for email in candidates {
        let token = app.candidate(email).await;
        apply(&app, &token, offer).await;
    }
    let id_of = |email: &'static str| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "SELECT a.id FROM job_offer_applications a JOIN candidates c ON c.id = a.candidate_id
                 JOIN users u ON u.id = c.user_id WHERE u.email = $1",
            )
            .bind(email)
            .fetch_one(&pool)
            .await
            .expect("application")
        }
    };
    // Hugo was refused from the dashboard before the digest; Inès deleted her account (her
    // application stays, anonymous, without its candidate).
    let hugo = id_of("hugo@exemple.fr").await;
    sqlx::query("INSERT INTO application_answers (application_id, answer) VALUES ($1, 'refused')")
        .bind(hugo)
        .execute(&app.pool)
        .await
        .expect("refused");
    let ines = id_of("ines@exemple.fr").await;
    sqlx::query("UPDATE job_offer_applications SET candidate_id = NULL WHERE id = $1")
        .bind(ines)
        .execute(&app.pool)
        .await
        .expect("deleted");

    let mailer = Mailer::new("http://localhost:8080");
    assert_eq!(
        send_digests(&app.pool, &mailer, Frequency::Daily)
            .await
            .ok(),
        Some(1)
    );
    let digest = app
        .mail_to("rh@atelier.fr", "Une nouvelle candidature")
        .await;
    assert!(
        digest.text.starts_with("Bonjour Claire,"),
        "{}",
        digest.text
    );
    assert_eq!(
        digest.text.matches("Léa Martin").count(),
        1,
        "{}",
        digest.text
    );
}

/// Issue 35: answering a digest of one candidate writes to her (her proven address as the
/// `Reply-To`, read from the SMTP conversation); a digest of several has none.
#[tokio::test]
async fn a_digest_of_one_candidate_is_answered_to_her() {
    let app = spawn_app().await;
    let (atelier, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (maison, other) = company_with_offer(&app, "rh@maison.fr", "Maison Calme").await;
    for token in [atelier, maison] {
        app.update_my_company(&token, json!({ "notificationFrequency": "daily" }))
            .await;
    }
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let hugo = app.confirmed_candidate("hugo@exemple.fr").await;
    apply(&app, &lea, offer).await;
    apply(&app, &lea, other).await;
    apply(&app, &hugo, other).await;
    let mailer = Mailer::new("http://localhost:8080");
    assert_eq!(
        send_digests(&app.pool, &mailer, Frequency::Daily)
            .await
            .ok(),
        Some(2)
    );
    let one = app
        .mail_to("rh@atelier.fr", "Une nouvelle candidature")
        .await;
    assert_eq!(one.reply_to.as_deref(), Some("lea@exemple.fr"));
    let two = app
        .mail_to("rh@maison.fr", "2 nouvelles candidatures")
        .await;
    assert_eq!(two.reply_to, None, "one answer would reach both candidates");
}

#[tokio::test]
async fn a_company_mails_the_candidates_it_selected() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let hugo = app.confirmed_candidate("hugo@exemple.fr").await;
    let first = apply(&app, &lea, offer).await;
    let second = apply(&app, &hugo, offer).await;
    const MAIL: &str = "mutation ($input: MailJobOfferApplicantsInput!) { mailJobOfferApplicants(input: $input) { sent } }";
    let empty = app
        .graphql_as(
            &company,
            MAIL,
            json!({ "input": { "ids": [first], "subject": " ", "message": "x" } }),
        )
        .await;
    assert_eq!(
        first_error(&empty).0,
        "Le champ obligatoire Objet n'a pas été renseigné."
    );
    let sent = app
        .graphql_as(
            &company,
            MAIL,
            json!({ "input": { "ids": [first, format!("/api/job_offer_applications/{second}")],
                    "subject": "Entretien", "message": "Pouvez-vous venir mardi à 10 h ?" } }),
        )
        .await;
    assert_eq!(sent["data"]["mailJobOfferApplicants"]["sent"], 2, "{sent}");
    for to in ["lea@exemple.fr", "hugo@exemple.fr"] {
        let mail = app.mail_to(to, "Entretien – Atelier Dubois").await;
        assert!(mail.text.contains("Pouvez-vous venir mardi à 10 h ?"));
        assert!(mail
            .text
            .contains("Pour répondre, écrivez à rh@atelier.fr."));
        // Issue 35: answering the mail writes to the company, not to the no-reply sender.
        assert_eq!(mail.reply_to.as_deref(), Some("rh@atelier.fr"), "{to}");
        // Issue 58: signed by the member who wrote it, from « the company via Ensemblier ».
        assert!(
            mail.text.contains("Claire Dubois, Atelier Dubois"),
            "{}",
            mail.text
        );
        assert_eq!(
            mail.from_name.as_deref(),
            Some("Atelier Dubois via Ensemblier"),
            "{to}"
        );
    }
    // A mail is a contact: the two-year retention of a closed offer counts from it.
    let contacted: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM job_offer_applications WHERE last_contact_at > now() - interval '1 minute'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("count");
    assert_eq!(contacted, 2);
}

#[tokio::test]
async fn mails_to_candidates_are_limited_per_recipient_and_per_company() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let id = apply(&app, &lea, offer).await;
    const MAIL: &str = "mutation ($input: MailJobOfferApplicantsInput!) { mailJobOfferApplicants(input: $input) { sent } }";
    let input = json!({ "input": { "ids": [id], "subject": "Entretien", "message": "Bonjour" } });
    // Issue 15: one request with 200 aliases queued 200 mails to one candidate.
    let aliased: String = (0..200)
        .map(|i| format!("m{i}: mailJobOfferApplicants(input: $input) {{ sent }} "))
        .collect();
    let refused = app
        .graphql_as(
            &company,
            &format!("mutation ($input: MailJobOfferApplicantsInput!) {{ {aliased} }}"),
            input.clone(),
        )
        .await;
    assert_eq!(first_error(&refused).1, "TOO_MANY_FIELDS", "{refused}");
    let queued = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM mail_queue WHERE to_address = 'lea@exemple.fr' AND subject LIKE 'Entretien%'",
        )
        .fetch_one(&app.pool)
        .await
        .expect("count")
    };
    assert_eq!(queued().await, 0, "nothing ran");
    // Within the aliases allowed, the candidate gets three mails a day from one company.
    let three: String = (0..3)
        .map(|i| format!("m{i}: mailJobOfferApplicants(input: $input) {{ sent }} "))
        .collect();
    let answer = app
        .graphql_as(
            &company,
            &format!("mutation ($input: MailJobOfferApplicantsInput!) {{ {three} }}"),
            input.clone(),
        )
        .await;
    assert_eq!(answer["data"]["m2"]["sent"], 1, "{answer}");
    let fourth = app.graphql_as(&company, MAIL, input.clone()).await;
    assert_eq!(
        first_error(&fourth),
        (
            "Vous avez déjà écrit 3 fois aujourd'hui à : Léa Martin. Merci de réessayer demain."
                .to_owned(),
            "RATE_LIMITED".to_owned()
        )
    );
    assert_eq!(queued().await, 3);
    // The company's hourly share: 200 mails.
    let client: i64 = sqlx::query_scalar(
        "SELECT pa.pro_client_id FROM pro_accounts pa JOIN users u ON u.id = pa.user_id
         WHERE u.email = 'rh@atelier.fr'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("client");
    let hugo = app.confirmed_candidate("hugo@exemple.fr").await;
    let second = apply(&app, &hugo, offer).await;
    sqlx::query(
        "INSERT INTO recruiter_mails (pro_client_id, recipient)
         SELECT $1, md5('someone' || n) FROM generate_series(1, 199) n",
    )
    .bind(client)
    .execute(&app.pool)
    .await
    .expect("earlier mails");
    let over = app
        .graphql_as(
            &company,
            MAIL,
            json!({ "input": { "ids": [second], "subject": "Entretien", "message": "Bonjour" } }),
        )
        .await;
    assert_eq!(
        first_error(&over).0,
        "Vous avez envoyé beaucoup de messages aux candidats en peu de temps : au plus 200 par \
         heure et 500 par jour. Merci de réessayer plus tard."
    );
    assert!(app
        .subjects_to("hugo@exemple.fr")
        .iter()
        .all(|s| !s.starts_with("Entretien")));
}

#[tokio::test]
async fn a_failed_upload_leaves_no_half_sent_application() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.candidate("lea@exemple.fr").await;
    let id = created_id(&app, &lea, offer).await;
    // The cover letters' folder cannot be created: storing document n°2 fails after n°1.
    let uploads = app.data_dir.join("uploads");
    std::fs::create_dir_all(&uploads).expect("uploads");
    std::fs::write(uploads.join("cover-letters"), b"not a folder").expect("blocker");

    let failed = upload(
        &app,
        Some(&lea),
        id,
        Some(("cv.pdf", PDF)),
        Some(("l.pdf", PDF)),
    )
    .await;
    assert_eq!(failed.status(), 500);
    let cvs = std::fs::read_dir(uploads.join("cv")).map_or(0, std::iter::Iterator::count);
    assert_eq!(cvs, 0, "the CV stored first is removed");
    let listed = app
        .graphql_as(&company, LIST, json!({ "offer": offer }))
        .await;
    assert_eq!(listed["data"]["jobOfferApplications"]["totalCount"], 0);

    std::fs::remove_file(uploads.join("cover-letters")).expect("unblock");
    let retried = upload(
        &app,
        Some(&lea),
        id,
        Some(("cv.pdf", PDF)),
        Some(("l.pdf", PDF)),
    )
    .await;
    assert_eq!(
        retried.status(),
        200,
        "the same application goes on a retry"
    );
}

/// The kinds of the mails queued to `to`, in order.
async fn kinds_to(app: &TestApp, to: &str) -> Vec<String> {
    sqlx::query_scalar("SELECT kind FROM mail_queue WHERE to_address = $1 ORDER BY id")
        .bind(to)
        .fetch_all(&app.pool)
        .await
        .expect("kinds")
}

/// Issue 32: the receipt carries the company's words and the recruiter's mail its text: an
/// address nobody proved gets neither (the application is sent all the same).
#[tokio::test]
async fn an_unconfirmed_candidate_gets_neither_the_receipt_nor_the_recruiters_mail() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (_, second_offer) = company_with_offer(&app, "rh@maison.fr", "Maison Calme").await;
    let lea = app.candidate("lea@exemple.fr").await;
    let id = apply(&app, &lea, offer).await;
    const MAIL: &str = "mutation ($input: MailJobOfferApplicantsInput!) { mailJobOfferApplicants(input: $input) { sent } }";
    let input =
        json!({ "input": { "ids": [id], "subject": "Entretien", "message": "Venez mardi." } });
    let sent = app.graphql_as(&company, MAIL, input.clone()).await;
    assert_eq!(sent["data"]["mailJobOfferApplicants"]["sent"], 0, "{sent}");
    assert_eq!(kinds_to(&app, "lea@exemple.fr").await, ["confirm_email"]);

    app.confirm_email("lea@exemple.fr").await;
    let sent = app.graphql_as(&company, MAIL, input).await;
    assert_eq!(sent["data"]["mailJobOfferApplicants"]["sent"], 1, "{sent}");
    apply(&app, &lea, second_offer).await;
    assert_eq!(
        kinds_to(&app, "lea@exemple.fr").await,
        ["confirm_email", "recruiter_message", "application_sent"]
    );
}

/// Issue 32: a digest goes to the company's e-mail only when an account proved it, else to
/// the recruiter's; a recruiter who has not confirmed hers has her applications wait.
#[tokio::test]
async fn digests_wait_for_the_recruiters_confirmed_address() {
    let app = spawn_app().await;
    let (_, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    sqlx::query(
        "UPDATE companies SET notification_frequency = 'daily', email = 'inconnu@ailleurs.fr'
         WHERE name = 'Atelier Dubois'",
    )
    .execute(&app.pool)
    .await
    .expect("daily, to an unproven address");
    sqlx::query("UPDATE users SET confirmation_token = 'pas-encore' WHERE email = 'rh@atelier.fr'")
        .execute(&app.pool)
        .await
        .expect("unconfirmed");
    let lea = app.candidate("lea@exemple.fr").await;
    apply(&app, &lea, offer).await;

    let mailer = Mailer::new("http://localhost:8080");
    let digests = send_digests(&app.pool, &mailer, Frequency::Daily)
        .await
        .ok();
    assert_eq!(digests, Some(0), "nobody proved an address: it waits");
    app.confirm_email("rh@atelier.fr").await;
    let digests = send_digests(&app.pool, &mailer, Frequency::Daily)
        .await
        .ok();
    assert_eq!(digests, Some(1), "the waiting application is told now");
    assert_eq!(
        kinds_to(&app, "rh@atelier.fr").await,
        ["confirm_email", "applications_digest"]
    );
    assert!(kinds_to(&app, "inconnu@ailleurs.fr").await.is_empty());
}

#[tokio::test]
async fn a_recruiter_filters_the_triage_by_oui_peut_etre_non_or_not_noted() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    // Four candidates, noted yes, maybe, no, and not yet.
    for (email, status) in [
        ("a@exemple.fr", Some("yes")),
        ("b@exemple.fr", Some("maybe")),
        ("c@exemple.fr", Some("no")),
        ("d@exemple.fr", None),
    ] {
        app.candidate(email).await;
        sqlx::query(
            "INSERT INTO job_offer_applications (job_offer_id, candidate_id, submitted_at, interview_status)
             SELECT $1, c.id, now(), $3 FROM candidates c JOIN users u ON u.id = c.user_id
             WHERE u.email = $2",
        )
        .bind(offer)
        .bind(email)
        .bind(status)
        .execute(&app.pool)
        .await
        .expect("an application");
    }
    const FILTERED: &str = "query ($offer: ID, $status: String) {
        jobOfferApplications(jobOfferId: $offer, interviewStatus: $status) {
        totalCount edges { node { interviewStatus } } } }";
    for (status, expected) in [
        ("yes", json!("yes")),
        ("maybe", json!("maybe")),
        ("no", json!("no")),
        ("none", Value::Null),
    ] {
        let answer = app
            .graphql_as(
                &company,
                FILTERED,
                json!({ "offer": offer, "status": status }),
            )
            .await;
        let list = &answer["data"]["jobOfferApplications"];
        assert_eq!(list["totalCount"], 1, "{status}: {answer}");
        assert_eq!(
            list["edges"][0]["node"]["interviewStatus"], expected,
            "{status}"
        );
    }
    let all = app
        .graphql_as(
            &company,
            FILTERED,
            json!({ "offer": offer, "status": null }),
        )
        .await;
    assert_eq!(
        all["data"]["jobOfferApplications"]["totalCount"], 4,
        "{all}"
    );
    let bad = app
        .graphql_as(
            &company,
            FILTERED,
            json!({ "offer": offer, "status": "oui" }),
        )
        .await;
    assert_eq!(first_error(&bad).1, "INVALID_INTERVIEW_STATUS");
}

/// Issue 58: the migration moves the « Aucune » nobody chose (the data cannot tell: every '')
/// to a mail per application, and marks their applications sent before as told, so the first
/// notices speak of nothing past. Its data part is run again here on a company set back to ''.
#[tokio::test]
async fn the_migration_moves_the_default_aucune_to_a_mail_per_application() {
    let app = spawn_app().await;
    let (_, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (_, daily) = company_with_offer(&app, "rh@maison.fr", "Maison Matin").await;
    sqlx::query("UPDATE companies SET notification_frequency = '' WHERE name = 'Atelier Dubois'")
        .execute(&app.pool)
        .await
        .expect("the old default");
    sqlx::query(
        "UPDATE companies SET notification_frequency = 'daily' WHERE name = 'Maison Matin'",
    )
    .execute(&app.pool)
    .await
    .expect("a choice");
    let lea = app.candidate("lea@exemple.fr").await;
    let old = apply(&app, &lea, offer).await;
    let waiting = apply(&app, &lea, daily).await;

    let migration = include_str!("../../../migrations/20261203500003_application_notices.sql");
    let data = migration
        .split_once("-- The data part.")
        .expect("the migration's data part")
        .1;
    sqlx::raw_sql(data)
        .execute(&app.pool)
        .await
        .expect("the data part");
    let frequencies: Vec<(String, String)> =
        sqlx::query_as("SELECT name, notification_frequency FROM companies ORDER BY name")
            .fetch_all(&app.pool)
            .await
            .expect("frequencies");
    assert_eq!(
        frequencies,
        [
            ("Atelier Dubois".to_owned(), "each".to_owned()),
            ("Maison Matin".to_owned(), "daily".to_owned())
        ]
    );
    let told = |id: i64| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, bool>(
                "SELECT company_notified_at IS NOT NULL FROM job_offer_applications WHERE id = $1",
            )
            .bind(id)
            .fetch_one(&pool)
            .await
            .expect("told")
        }
    };
    assert!(told(old).await, "the past is not mailed");
    assert!(
        !told(waiting).await,
        "a chosen digest keeps its applications"
    );
}

/// Issue 58, minor 11: « dont N nouvelles » counts within the triage's filter, and the
/// selection is noted at once (at most 100, all or none, never another company's).
#[tokio::test]
async fn the_triage_counts_new_ones_within_its_filter_and_notes_a_selection_at_once() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    // Five candidates: two noted yes (one opened), one maybe, two not noted (one opened).
    let mut ids = Vec::new();
    for (email, status, read) in [
        ("a@exemple.fr", Some("yes"), false),
        ("b@exemple.fr", Some("yes"), true),
        ("c@exemple.fr", Some("maybe"), false),
        ("d@exemple.fr", None, false),
        ("e@exemple.fr", None, true),
    ] {
        app.candidate(email).await;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO job_offer_applications (job_offer_id, candidate_id, submitted_at, interview_status, read_at)
             SELECT $1, c.id, now(), $3, CASE WHEN $4 THEN now() END
             FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = $2 RETURNING id",
        )
        .bind(offer)
        .bind(email)
        .bind(status)
        .bind(read)
        .fetch_one(&app.pool)
        .await
        .expect("an application");
        ids.push(id);
    }
    const COUNTS: &str = "query ($offer: ID!, $status: String) {
        jobOffer(id: $offer) { unreadApplicationsCount(interviewStatus: $status) }
        jobOfferApplications(jobOfferId: $offer, interviewStatus: $status) { totalCount } }";
    let counts = |status: Option<&'static str>| {
        let (app, company) = (&app, &company);
        async move {
            let answer = app
                .graphql_as(
                    company,
                    COUNTS,
                    json!({ "offer": format!("/api/job_offers/{offer}"), "status": status }),
                )
                .await;
            (
                answer["data"]["jobOfferApplications"]["totalCount"].clone(),
                answer["data"]["jobOffer"]["unreadApplicationsCount"].clone(),
            )
        }
    };
    assert_eq!(counts(None).await, (json!(5), json!(3)));
    assert_eq!(counts(Some("yes")).await, (json!(2), json!(1)));
    assert_eq!(counts(Some("none")).await, (json!(2), json!(1)));
    assert_eq!(counts(Some("no")).await, (json!(0), json!(0)));

    const NOTE: &str = "mutation ($input: NoteJobOfferApplicationsInput!) {
        noteJobOfferApplications(input: $input) { ids interviewStatus } }";
    let iris: Vec<String> = ids
        .iter()
        .map(|id| format!("/api/job_offer_applications/{id}"))
        .collect();
    // The three not noted « non » or « peut-être » become « non » at once.
    let noted = app
        .graphql_as(
            &company,
            NOTE,
            json!({ "input": { "ids": [&iris[2], &iris[3], &iris[4]], "interviewStatus": "no" } }),
        )
        .await;
    assert_eq!(
        noted["data"]["noteJobOfferApplications"]["ids"],
        json!([&iris[2], &iris[3], &iris[4]]),
        "{noted}"
    );
    assert_eq!(counts(Some("no")).await, (json!(3), json!(2)));
    assert_eq!(counts(Some("none")).await, (json!(0), json!(0)));

    // Another company's application in the batch: nothing is noted.
    let (other, other_offer) = company_with_offer(&app, "rh@autre.fr", "Maison Autre").await;
    let _ = other;
    app.candidate("f@exemple.fr").await;
    let foreign: i64 = sqlx::query_scalar(
        "INSERT INTO job_offer_applications (job_offer_id, candidate_id, submitted_at)
         SELECT $1, c.id, now() FROM candidates c JOIN users u ON u.id = c.user_id
         WHERE u.email = 'f@exemple.fr' RETURNING id",
    )
    .bind(other_offer)
    .fetch_one(&app.pool)
    .await
    .expect("another company's application");
    let mixed = app
        .graphql_as(
            &company,
            NOTE,
            json!({ "input": { "ids": [&iris[0], format!("/api/job_offer_applications/{foreign}")],
                               "interviewStatus": "maybe" } }),
        )
        .await;
    assert_eq!(first_error(&mixed).1, "NOT_FOUND", "{mixed}");
    assert_eq!(counts(Some("yes")).await.0, json!(2), "nothing was noted");

    // Bounded like the other actions on a selection, and only the three notes.
    let many: Vec<String> = (1..=101)
        .map(|id| format!("/api/job_offer_applications/{id}"))
        .collect();
    let too_many = app
        .graphql_as(
            &company,
            NOTE,
            json!({ "input": { "ids": many, "interviewStatus": "yes" } }),
        )
        .await;
    assert_eq!(first_error(&too_many).1, "RECIPIENTS", "{too_many}");
    let bad = app
        .graphql_as(
            &company,
            NOTE,
            json!({ "input": { "ids": [&iris[0]], "interviewStatus": "oui" } }),
        )
        .await;
    assert_eq!(first_error(&bad).1, "INVALID_INTERVIEW_STATUS");
    let bad_filter = app
        .graphql_as(
            &company,
            COUNTS,
            json!({ "offer": format!("/api/job_offers/{offer}"), "status": "oui" }),
        )
        .await;
    assert_eq!(first_error(&bad_filter).1, "INVALID_INTERVIEW_STATUS");

    // Twenty selections noted at once by as many requests: each lands whole.
    let notes = ["yes", "maybe", "no"];
    let requests = (0..20).map(|i| {
        let (app, company, iris) = (&app, &company, &iris);
        async move {
            app.graphql_as(
                company,
                NOTE,
                json!({ "input": { "ids": iris, "interviewStatus": notes[i % 3] } }),
            )
            .await
        }
    });
    for answer in futures_util::future::join_all(requests).await {
        assert!(answer.get("errors").is_none(), "{answer}");
    }
    let distinct: i64 = sqlx::query_scalar(
        "SELECT count(DISTINCT interview_status) FROM job_offer_applications WHERE job_offer_id = $1",
    )
    .bind(offer)
    .fetch_one(&app.pool)
    .await
    .expect("notes");
    assert_eq!(distinct, 1, "the last batch noted all five");
}
