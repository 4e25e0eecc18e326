//! Issue 37, the candidate's side: every application's dated story, the recruiter's answers
//! (invitation, refusal), the notice a week after an offer closed unanswered, withdrawing, and
//! who may see or do what.

use ensemblier::{applications::closed_notice::send_notices, mail::Mailer};
use serde_json::{json, Value};

use crate::{
    applications::{apply, company_with_offer, created_id},
    support::fixtures,
    support::helpers::{error_of, first_error, spawn_app, TestApp, PDF},
};

const STORY: &str = "query ($id: ID!) { jobOfferApplication(id: $id) {
    withdrawn interviewStatus candidateName phone cvPath coverLetterMessage
    steps { kind at } } }";

const ANSWER: &str = "mutation ($input: AnswerJobOfferApplicationsInput!) {
    answerJobOfferApplications(input: $input) { sent } }";

const WITHDRAW: &str = "mutation ($input: WithdrawJobOfferApplicationInput!) {
    withdrawJobOfferApplication(input: $input) { jobOfferApplication { withdrawn steps { kind } } } }";

const NOTE: &str = "mutation ($input: UpdateJobOfferApplicationInput!) {
    updateJobOfferApplication(input: $input) { interviewStatus } }";

async fn story(app: &TestApp, token: &str, id: i64) -> Value {
    app.graphql_as(token, STORY, json!({ "id": id })).await["data"]["jobOfferApplication"].clone()
}

fn kinds(application: &Value) -> Vec<String> {
    application["steps"]
        .as_array()
        .unwrap_or_else(|| panic!("steps: {application}"))
        .iter()
        .map(|step| step["kind"].as_str().unwrap_or_default().to_owned())
        .collect()
}

async fn company_id(app: &TestApp, name: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM companies WHERE name = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .expect("the company")
}

async fn answer(app: &TestApp, token: &str, ids: &[i64], answer: &str, message: &str) -> Value {
    let subject = match answer {
        "INVITED" => "Invitation à un entretien",
        _ => "Votre candidature",
    };
    app.graphql_as(
        token,
        ANSWER,
        json!({ "input": { "ids": ids, "answer": answer, "subject": subject,
                           "message": message } }),
    )
    .await
}

/// The issue's own check: three applications to one company; one invited, one refused with
/// the edited template, the third (and a fourth) left to close: the dashboard and the mails
/// tell each story with dates, the closed ones a week later, in one mail, once.
#[tokio::test]
async fn three_applications_tell_three_dated_stories() {
    let app = spawn_app().await;
    let (company, invited_offer) =
        company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let company_id = company_id(&app, "Atelier Dubois").await;
    let others = fixtures::offers(
        &app.pool,
        company_id,
        &["Peintre en décor", "Doreur", "Ébéniste"],
    )
    .await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let invited = apply(&app, &lea, invited_offer).await;
    let refused = apply(&app, &lea, others[0]).await;
    let expired = apply(&app, &lea, others[1]).await;
    let deleted = apply(&app, &lea, others[2]).await;

    // The recruiter's private note is not an answer: the candidate sees nothing of it.
    app.graphql_as(
        &company,
        NOTE,
        json!({ "input": { "id": refused, "interviewStatus": "no" } }),
    )
    .await;
    let before = story(&app, &lea, refused).await;
    assert_eq!(kinds(&before), ["SENT"], "{before}");
    assert_eq!(before["interviewStatus"], Value::Null);

    let waiting = "query ($id: ID!) { jobOffer(id: $id) { waitingApplicationsCount } }";
    let count = app
        .graphql_as(&company, waiting, json!({ "id": invited_offer }))
        .await;
    assert_eq!(count["data"]["jobOffer"]["waitingApplicationsCount"], 1);
    // Someone else than the company reads null.
    let count = app
        .graphql_as(&lea, waiting, json!({ "id": invited_offer }))
        .await;
    assert_eq!(
        count["data"]["jobOffer"]["waitingApplicationsCount"],
        Value::Null
    );

    let sent = answer(
        &app,
        &company,
        &[invited],
        "INVITED",
        "Nous serions heureux de vous rencontrer mardi.",
    )
    .await;
    assert_eq!(
        sent["data"]["answerJobOfferApplications"]["sent"], 1,
        "{sent}"
    );
    let sent = answer(
        &app,
        &company,
        &[refused],
        "REFUSED",
        "Merci pour votre candidature ; nous retenons un autre profil, avec regret.",
    )
    .await;
    assert_eq!(
        sent["data"]["answerJobOfferApplications"]["sent"], 1,
        "{sent}"
    );
    let mail = app
        .mail_to("lea@exemple.fr", "Votre candidature – Atelier Dubois")
        .await;
    assert!(mail
        .text
        .contains("nous retenons un autre profil, avec regret"));
    assert_eq!(mail.reply_to.as_deref(), Some("rh@atelier.fr"));
    assert_eq!(
        kinds(&story(&app, &lea, invited).await),
        ["SENT", "INVITED"]
    );
    assert_eq!(
        kinds(&story(&app, &lea, refused).await),
        ["SENT", "REFUSED"]
    );
    let count = app
        .graphql_as(&company, waiting, json!({ "id": invited_offer }))
        .await;
    assert_eq!(count["data"]["jobOffer"]["waitingApplicationsCount"], 0);

    // The third offer expires, the fourth is deleted: both close, unanswered.
    sqlx::query(
        "UPDATE job_offer_ads SET ends_at = now() - interval '1 minute' WHERE job_offer_id = $1",
    )
    .bind(others[1])
    .execute(&app.pool)
    .await
    .expect("time passes");
    ensemblier::offers::lifecycle::expire_ended_offers(&app.pool)
        .await
        .expect("expire");
    sqlx::query("UPDATE job_offers SET status = -2 WHERE id = $1")
        .bind(others[2])
        .execute(&app.pool)
        .await
        .expect("deleted");
    for closed in [expired, deleted] {
        let closed = story(&app, &lea, closed).await;
        assert_eq!(kinds(&closed), ["SENT", "OFFER_CLOSED"], "{closed}");
    }
    let mailer = Mailer::new("http://localhost:8080");
    // Not before a week.
    assert_eq!(send_notices(&app.pool, &mailer).await.expect("notices"), 0);
    sqlx::query("UPDATE job_offers SET closed_at = closed_at - interval '7 days 1 minute' WHERE closed_at IS NOT NULL")
        .execute(&app.pool)
        .await
        .expect("a week passes");
    assert_eq!(send_notices(&app.pool, &mailer).await.expect("notices"), 1);
    // Once.
    assert_eq!(send_notices(&app.pool, &mailer).await.expect("notices"), 0);
    let notice = app
        .mail_to(
            "lea@exemple.fr",
            "Des offres auxquelles vous avez postulé sont closes",
        )
        .await;
    assert!(
        notice
            .text
            .contains("« Doreur » de «\u{a0}Atelier Dubois\u{a0}», close le "),
        "{}",
        notice.text
    );
    assert!(
        notice
            .text
            .contains("« Ébéniste » de «\u{a0}Atelier Dubois\u{a0}»"),
        "{}",
        notice.text
    );
    assert!(!notice.text.contains("Peintre en décor"), "{}", notice.text);
    let notices = app
        .subjects_to("lea@exemple.fr")
        .into_iter()
        .filter(|s| s.contains("closes") || s.contains("est close"))
        .count();
    assert_eq!(notices, 1);
    // The answered offers were not in it even once closed: the recruiter had answered.
    let told: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM job_offer_applications WHERE closed_notice_at IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .expect("count");
    assert_eq!(told, 2);
    // The dashboard list carries the same steps, with dates.
    let list = app
        .graphql_as(
            &lea,
            "{ jobOfferApplications { edges { node { _id steps { kind at } } } } }",
            json!({}),
        )
        .await;
    let edges = list["data"]["jobOfferApplications"]["edges"]
        .as_array()
        .unwrap_or_else(|| panic!("edges: {list}"))
        .clone();
    assert_eq!(edges.len(), 4);
    for edge in &edges {
        for step in edge["node"]["steps"].as_array().expect("steps") {
            assert!(
                step["at"].as_str().is_some_and(|at| at.starts_with("20")),
                "{step}"
            );
        }
    }
}

/// A withdrawn application: documents erased at once, the company reads « retirée » only, no
/// second try, and only its candidate may withdraw it.
#[tokio::test]
async fn a_candidate_withdraws_and_the_company_reads_only_that() {
    let app = TestApp::new().await;
    let owner = app.company_with_credits(1).await;
    let offer = app.published_offer(&owner).await;
    let applied = app.candidate_who_applied(&offer).await;
    let (company, lea, id) = (owner.token, applied.candidate.token, applied.application);
    let hugo = app.candidate("hugo@exemple.fr").await;
    let files_before = stored_files(&app);
    let cv = story(&app, &company, id).await["cvPath"]
        .as_str()
        .expect("a CV link")
        .to_owned();

    // Nobody else may withdraw it: another candidate reads it as unknown, the company may not.
    let other = app
        .graphql_as(&hugo, WITHDRAW, json!({ "input": { "id": id } }))
        .await;
    assert_eq!(first_error(&other).1, "NOT_FOUND", "{other}");
    let by_company = app
        .graphql_as(&company, WITHDRAW, json!({ "input": { "id": id } }))
        .await;
    assert_eq!(first_error(&by_company).1, "FORBIDDEN", "{by_company}");
    assert_eq!(story(&app, &hugo, id).await, Value::Null);

    let done = app
        .graphql_as(&lea, WITHDRAW, json!({ "input": { "id": id } }))
        .await;
    let withdrawn = &done["data"]["withdrawJobOfferApplication"]["jobOfferApplication"];
    assert_eq!(withdrawn["withdrawn"], true, "{done}");
    assert_eq!(kinds(withdrawn), ["SENT", "WITHDRAWN"]);
    assert_eq!(
        stored_files(&app),
        files_before - 2,
        "both documents erased"
    );
    let seen = story(&app, &company, id).await;
    assert_eq!(
        seen,
        json!({ "withdrawn": true, "interviewStatus": null, "candidateName": "", "phone": "",
                "cvPath": null, "coverLetterMessage": "",
                "steps": [{ "kind": "WITHDRAWN", "at": seen["steps"][0]["at"] }] })
    );
    let download = app
        .client
        .get(format!("{}{cv}", app.address))
        .bearer_auth(&company)
        .send()
        .await
        .expect("download");
    assert_eq!(download.status(), 404);
    // Twice is harmless; answering it mails nobody; applying again is refused.
    let again = app
        .graphql_as(&lea, WITHDRAW, json!({ "input": { "id": id } }))
        .await;
    assert!(again["errors"].is_null(), "{again}");
    let sent = answer(&app, &company, &[id], "REFUSED", "Merci.").await;
    assert_eq!(
        sent["data"]["answerJobOfferApplications"]["sent"], 0,
        "{sent}"
    );
    let answers: i64 = sqlx::query_scalar("SELECT count(*) FROM application_answers")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(answers, 0);
    let retry = app
        .graphql_as(
            &lea,
            "mutation ($input: CreateJobOfferApplicationInput!) {
                createJobOfferApplication(input: $input) { jobOfferApplication { _id } } }",
            json!({ "input": { "jobOffer": offer.iri, "phone": "06 12 34 56 78" } }),
        )
        .await;
    assert_eq!(first_error(&retry).1, "ALREADY_APPLIED", "{retry}");
}

/// Only the offer's company answers its applications: another company's answer is refused
/// whole, records nothing and mails nobody.
#[tokio::test]
async fn nobody_answers_or_reads_another_companys_applications() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (rival, _) = company_with_offer(&app, "rh@lumen.fr", "Maison Lumen").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let id = apply(&app, &lea, offer).await;
    let refused = answer(&app, &rival, &[id], "REFUSED", "Non.").await;
    assert_eq!(first_error(&refused).1, "NOT_FOUND", "{refused}");
    assert_eq!(story(&app, &rival, id).await, Value::Null);
    let answers: i64 = sqlx::query_scalar("SELECT count(*) FROM application_answers")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(answers, 0);
    // A candidate cannot answer either.
    let by_candidate = answer(&app, &lea, &[id], "INVITED", "Oui.").await;
    assert!(by_candidate["errors"].is_array(), "{by_candidate}");
    // A NUL in the message is refused in French, never a 500.
    let nul = answer(&app, &company, &[id], "INVITED", "Bonjour\u{0}").await;
    assert!(first_error(&nul).0.contains("caract"), "{nul}");
}

fn pdf(name: &str) -> reqwest::multipart::Part {
    reqwest::multipart::Part::bytes(PDF.to_vec()).file_name(name.to_owned())
}

/// One-step apply: with `profileCv=1` and no CV file, document n°1 is a copy of the profile's
/// CV (withdrawing erases the copy, not the profile's); without a profile CV, the CV alone is
/// asked for.
#[tokio::test]
async fn a_candidate_applies_in_one_step_with_her_profile_cv() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let company_id = company_id(&app, "Atelier Dubois").await;
    let second = fixtures::offers(&app.pool, company_id, &["Doreur"]).await[0];
    let lea = app.candidate("lea@exemple.fr").await;

    // No profile CV yet: the CV is what is missing, and the refusal says so alone.
    let id = created_id(&app, &lea, offer).await;
    let form = || {
        reqwest::multipart::Form::new()
            .text("application", id.to_string())
            .text("profileCv", "1")
            .part("cv2", pdf("lettre.pdf"))
    };
    let refused = app
        .send_form("/api/upload/application-cv", form(), Some(&lea))
        .await;
    assert_eq!(
        error_of(refused).await,
        (
            422,
            "Votre profil n'a pas de CV : merci de joindre votre CV à cette candidature."
                .to_owned()
        )
    );

    let profile = app
        .send_form(
            "/api/upload/candidate-cv",
            reqwest::multipart::Form::new().part("cv", pdf("mon-cv.pdf")),
            Some(&lea),
        )
        .await;
    assert_eq!(profile.status(), 200);
    let sent = app
        .send_form("/api/upload/application-cv", form(), Some(&lea))
        .await;
    assert_eq!(sent.status(), 200, "{:?}", sent.text().await);
    let (profile_cv, application_cv): (Option<String>, Option<String>) = sqlx::query_as(
        "SELECT c.cv_name, a.cv_path FROM job_offer_applications a
         JOIN candidates c ON c.id = a.candidate_id WHERE a.id = $1",
    )
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .expect("the CVs");
    let (profile_cv, application_cv) = (
        profile_cv.expect("profile CV"),
        application_cv.expect("a CV"),
    );
    assert_ne!(
        profile_cv, application_cv,
        "the application keeps its own copy"
    );
    let cv = story(&app, &company, id).await["cvPath"]
        .as_str()
        .expect("a CV link")
        .to_owned();
    let download = app
        .client
        .get(format!("{}{cv}", app.address))
        .bearer_auth(&company)
        .send()
        .await
        .expect("download");
    assert_eq!(download.bytes().await.expect("bytes").as_ref(), PDF);

    // A file of her own still wins over the profile's.
    let other = created_id(&app, &lea, second).await;
    let own = app
        .send_form(
            "/api/upload/application-cv",
            reqwest::multipart::Form::new()
                .text("application", other.to_string())
                .text("profileCv", "1")
                .part("cv", pdf("cv-special.pdf"))
                .part("cv2", pdf("lettre.pdf")),
            Some(&lea),
        )
        .await;
    assert_eq!(own.status(), 200);

    // Withdrawing erases the application's copy; the profile's CV stays.
    app.graphql_as(&lea, WITHDRAW, json!({ "input": { "id": id } }))
        .await;
    assert!(app.data_dir.join("uploads/cv").join(&profile_cv).exists());
    assert!(!app
        .data_dir
        .join("uploads/cv")
        .join(&application_cv)
        .exists());
}

/// Issue 58: the one-step apply sends the profile's CV and the typed « Message de
/// motivation », no letter PDF needed; without a message nor a letter, the refusal names the
/// motivation alone; the classic form keeps the spec's two PDFs.
#[tokio::test]
async fn the_one_step_apply_sends_the_profile_cv_and_the_typed_message() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let company_id = company_id(&app, "Atelier Dubois").await;
    let [silent, classic] =
        fixtures::offers(&app.pool, company_id, &["Doreur", "Ébéniste"]).await[..]
    else {
        panic!("two offers");
    };
    let lea = app.candidate("lea@exemple.fr").await;
    let profile = app
        .send_form(
            "/api/upload/candidate-cv",
            reqwest::multipart::Form::new().part("cv", pdf("mon-cv.pdf")),
            Some(&lea),
        )
        .await;
    assert_eq!(profile.status(), 200);
    let one_step = |id: i64| {
        reqwest::multipart::Form::new()
            .text("application", id.to_string())
            .text("profileCv", "1")
    };

    // The message typed at `createJobOfferApplication` stands for the letter.
    let id = created_id(&app, &lea, offer).await;
    let sent = app
        .send_form("/api/upload/application-cv", one_step(id), Some(&lea))
        .await;
    assert_eq!(sent.status(), 200, "{:?}", sent.text().await);
    let seen = story(&app, &company, id).await;
    assert_eq!(seen["coverLetterMessage"], "Passionnée de tissus anciens.");
    assert!(seen["cvPath"].is_string(), "{seen}");

    // No message and no letter: only the motivation is asked for; a letter PDF then suffices.
    let created = app
        .graphql_as(
            &lea,
            "mutation ($input: CreateJobOfferApplicationInput!) {
               createJobOfferApplication(input: $input) { jobOfferApplication { _id } } }",
            json!({ "input": { "jobOffer": format!("/api/job_offers/{silent}"),
                               "phone": "06 12 34 56 78", "coverLetterMessage": "  " } }),
        )
        .await;
    let quiet = created["data"]["createJobOfferApplication"]["jobOfferApplication"]["_id"]
        .as_i64()
        .unwrap_or_else(|| panic!("{created}"));
    let refused = app
        .send_form("/api/upload/application-cv", one_step(quiet), Some(&lea))
        .await;
    assert_eq!(
        error_of(refused).await,
        (
            422,
            "Merci d'écrire votre message de motivation ou de joindre votre lettre de motivation."
                .to_owned()
        )
    );
    let with_letter = app
        .send_form(
            "/api/upload/application-cv",
            one_step(quiet).part("cv2", pdf("lettre.pdf")),
            Some(&lea),
        )
        .await;
    assert_eq!(with_letter.status(), 200);

    // The classic form (a CV file of her own): both PDFs, in the spec's words.
    let id = created_id(&app, &lea, classic).await;
    let refused = app
        .send_form(
            "/api/upload/application-cv",
            reqwest::multipart::Form::new()
                .text("application", id.to_string())
                .part("cv", pdf("cv.pdf")),
            Some(&lea),
        )
        .await;
    assert_eq!(
        error_of(refused).await,
        (
            422,
            "Merci de joindre votre CV et votre lettre de motivation.".to_owned()
        )
    );
}

fn stored_files(app: &TestApp) -> usize {
    ["cv", "cover-letters"]
        .iter()
        .filter_map(|dir| std::fs::read_dir(app.data_dir.join("uploads").join(dir)).ok())
        .map(std::iter::Iterator::count)
        .sum()
}
