//! The thread of an application (issue 53): both sides write, the whole team reads, read
//! marks and « Non lus », the candidate's one message before the company writes (raced), the
//! mails both ways, a reply by mail piped into `ensemblier mail inbound` (quoted text and
//! signature stripped; forged, altered and foreign addresses ignored), and erasure with the
//! application (withdrawal, retention). Other companies and candidates see nothing.

use std::process::{Command, Stdio};

use serde_json::{json, Value};

use crate::{
    companies::team::recruiter_joins,
    security::race::fire,
    support::{
        builder::Company,
        helpers::{first_error, fresh_database, spawn_app, spawn_on, TestApp},
    },
};

const THREAD: &str = "query ($id: ID!) { jobOfferApplication(id: $id) { unreadMessagesCount
    messages { fromCompany mine author body byMail readAt } } }";
const SEND: &str = "mutation ($application: ID!, $body: String!) {
    sendApplicationMessage(input: { application: $application, body: $body }) {
      message { fromCompany mine author body } } }";
const READ: &str = "mutation ($application: ID!) {
    markApplicationMessagesRead(input: { application: $application }) { marked } }";
const UNREAD: &str = "{ unreadApplicationMessagesCount }";

async fn send(app: &TestApp, token: &str, application: i64, body: &str) -> Value {
    app.graphql_as(
        token,
        SEND,
        json!({ "application": application.to_string(), "body": body }),
    )
    .await
}

async fn thread(app: &TestApp, token: &str, application: i64) -> Value {
    let answer = app
        .graphql_as(token, THREAD, json!({ "id": application.to_string() }))
        .await;
    answer["data"]["jobOfferApplication"].clone()
}

async fn unread(app: &TestApp, token: &str) -> i64 {
    let answer = app.graphql_as(token, UNREAD, json!({})).await;
    answer["data"]["unreadApplicationMessagesCount"]
        .as_i64()
        .unwrap_or_else(|| panic!("{answer}"))
}

fn code(answer: &Value) -> String {
    first_error(answer).1
}

/// A company with a published offer and a confirmed candidate who applied to it.
async fn applied(app: &TestApp) -> (Company, String, i64) {
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    let applied = app.candidate_who_applied(&offer).await;
    app.confirm_by_mail(&applied.candidate.email).await;
    (company, applied.candidate.token, applied.application)
}

#[tokio::test]
async fn both_sides_write_the_team_reads_and_each_side_counts_what_it_has_not_read() {
    let app = spawn_app().await;
    let (company, candidate, application) = applied(&app).await;
    let marc = recruiter_joins(&app, &company.token, "marc@atelier.fr").await;

    // Before the company writes, the candidate may ask one question.
    let first = send(
        &app,
        &candidate,
        application,
        "  Le poste est-il ouvert aux débutants ?  ",
    )
    .await;
    assert_eq!(
        first["data"]["sendApplicationMessage"]["message"],
        json!({ "fromCompany": false, "mine": true, "author": "Léa Martin",
                "body": "Le poste est-il ouvert aux débutants ?" }),
        "{first}"
    );
    let second = send(&app, &candidate, application, "Et le salaire ?").await;
    assert_eq!(code(&second), "THREAD_NOT_OPEN", "{second}");
    assert_eq!(
        first_error(&second).0,
        "Vous avez déjà écrit au recruteur : vous pourrez lui écrire de nouveau dès qu'il vous aura répondu."
    );
    // Her message is news to the offer's recruiter (the owner); Marc, who has not written in
    // the thread, reads it on his dashboard.
    let news = app.mail_to(&company.email, "Nouveau message").await;
    assert!(
        news.text.contains("Le poste est-il ouvert aux débutants ?"),
        "{}",
        news.text
    );
    assert!(
        news.text.contains("Léa Martin vous a écrit"),
        "{}",
        news.text
    );
    assert!(news
        .reply_to
        .is_some_and(|r| r.contains(&format!("+m{application}u"))));
    assert!(!app
        .subjects_to("marc@atelier.fr")
        .iter()
        .any(|s| s.starts_with("Nouveau message")));

    assert_eq!(unread(&app, &company.token).await, 1);
    assert_eq!(unread(&app, &marc).await, 1);
    // A second recruiter of the team reads the thread; reading marks it for the whole team.
    let seen = thread(&app, &marc, application).await;
    assert_eq!(seen["unreadMessagesCount"], 1);
    assert_eq!(seen["messages"][0]["mine"], false);
    let marked = app
        .graphql_as(
            &marc,
            READ,
            json!({ "application": application.to_string() }),
        )
        .await;
    assert_eq!(
        marked["data"]["markApplicationMessagesRead"]["marked"], 1,
        "{marked}"
    );
    assert_eq!(unread(&app, &company.token).await, 0);

    // Marc answers: signed with his first name and the company; the candidate may write again.
    let answer = send(&app, &marc, application, "Bonjour Léa,\n\nOui, bien sûr.").await;
    assert_eq!(
        answer["data"]["sendApplicationMessage"]["message"]["author"], "Marc, Atelier Dubois",
        "{answer}"
    );
    assert_eq!(unread(&app, &candidate).await, 1);
    let mail = app.mail_to("lea@exemple.fr", "Nouveau message").await;
    assert!(mail.text.contains("Oui, bien sûr."), "{}", mail.text);
    assert!(
        mail.text.contains("/applications/"),
        "a link to the thread: {}",
        mail.text
    );
    let reply_to = mail.reply_to.expect("the thread's reply address");
    assert!(
        reply_to.starts_with(&format!("ne-pas-repondre+m{application}c-")),
        "{reply_to}"
    );
    let again = send(&app, &candidate, application, "Merci !").await;
    assert!(again.get("errors").is_none(), "{again}");

    // Read marks: the company sees when she read its message; she sees the company's reading
    // of hers only with read tracking on (off by default).
    app.graphql_as(
        &candidate,
        READ,
        json!({ "application": application.to_string() }),
    )
    .await;
    let company_view = thread(&app, &company.token, application).await;
    assert!(
        company_view["messages"][1]["readAt"].is_string(),
        "{company_view}"
    );
    let candidate_view = thread(&app, &candidate, application).await;
    assert!(
        candidate_view["messages"][0]["readAt"].is_null(),
        "{candidate_view}"
    );
    assert_eq!(candidate_view["messages"].as_array().map(Vec::len), Some(3));

    // Empty and oversized messages are refused in French.
    assert_eq!(
        code(&send(&app, &candidate, application, "   ").await),
        "REQUIRED"
    );
    let long = send(&app, &candidate, application, &"x".repeat(5_001)).await;
    assert_eq!(code(&long), "TOO_LONG", "{long}");
}

#[tokio::test]
async fn another_company_or_candidate_neither_reads_nor_writes_a_thread() {
    let app = spawn_app().await;
    let (company, candidate, application) = applied(&app).await;
    send(
        &app,
        &company.token,
        application,
        "Bonjour, êtes-vous disponible ?",
    )
    .await;
    let other = app
        .a_company()
        .email("rh@autre-atelier.fr")
        .named("Autre Atelier")
        .create()
        .await;
    let stranger = app.a_candidate("zoe@exemple.fr").await;
    for token in [&other.token, &stranger.token] {
        let seen = app
            .graphql_as(token, THREAD, json!({ "id": application.to_string() }))
            .await;
        assert!(seen["data"]["jobOfferApplication"].is_null(), "{seen}");
        assert_eq!(
            code(&send(&app, token, application, "Coucou").await),
            "NOT_FOUND"
        );
        let read = app
            .graphql_as(
                token,
                READ,
                json!({ "application": application.to_string() }),
            )
            .await;
        assert_eq!(code(&read), "NOT_FOUND", "{read}");
        assert_eq!(unread(&app, token).await, 0);
    }
    assert_eq!(unread(&app, &candidate).await, 1);
    let anonymous = app.graphql(UNREAD, json!({})).await;
    assert_eq!(code(&anonymous), "UNAUTHENTICATED", "{anonymous}");
}

#[tokio::test]
async fn twenty_first_messages_at_once_make_one() {
    let app = spawn_app().await;
    let (_, candidate, application) = applied(&app).await;
    let answers = fire(20, |i| {
        let (app, candidate) = (&app, &candidate);
        async move { send(app, candidate, application, &format!("Question n°{i}")).await }
    })
    .await;
    let sent = answers.iter().filter(|a| a.get("errors").is_none()).count();
    let refused = answers
        .iter()
        .filter(|a| code(a) == "THREAD_NOT_OPEN")
        .count();
    assert_eq!((sent, refused), (1, 19), "{answers:?}");
    let stored: i64 =
        sqlx::query_scalar("SELECT count(*) FROM application_messages WHERE application_id = $1")
            .bind(application)
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(stored, 1);
}

#[tokio::test]
async fn a_side_sends_at_most_thirty_messages_a_day_in_a_thread_even_at_once() {
    let app = spawn_app().await;
    let (company, _, application) = applied(&app).await;
    for i in 0..10 {
        let sent = send(&app, &company.token, application, &format!("Message {i}")).await;
        assert!(sent.get("errors").is_none(), "{sent}");
    }
    let answers = fire(25, |i| {
        let (app, token) = (&app, &company.token);
        async move { send(app, token, application, &format!("Relance {i}")).await }
    })
    .await;
    let sent = answers.iter().filter(|a| a.get("errors").is_none()).count();
    let limited = answers.iter().filter(|a| code(a) == "RATE_LIMITED").count();
    assert_eq!((sent, limited), (20, 5), "{answers:?}");
}

/// `ensemblier mail inbound` on the database `url`, fed `message`: its exit code and output.
async fn inbound(url: &str, message: Vec<u8>) -> (Option<i32>, String) {
    use std::io::Write;
    let mut command = Command::new(env!("CARGO_BIN_EXE_ensemblier"));
    command
        .env("DATABASE_URL", url)
        .env(
            "DATA_DIR",
            std::env::temp_dir().join("ensemblier-thread-replies"),
        )
        .env("JWT_SECRET", crate::support::helpers::JWT_SECRET)
        .env("MAIL_FROM", "Ensemblier <ne-pas-repondre@ensemblier.test>")
        .env("PUBLIC_BASE_URL", "http://localhost:8080")
        .env("RUST_LOG", "warn")
        .env_remove("SMTP_URL")
        .args(["mail", "inbound"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let output = tokio::task::spawn_blocking(move || {
        let mut child = command.spawn().expect("start mail inbound");
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(&message).expect("write the message");
        drop(stdin);
        child.wait_with_output().expect("mail inbound")
    })
    .await
    .expect("join");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr),
    )
}

/// A reply as Thunderbird writes it: new text on top, the attribution line, the quoted mail,
/// a signature.
fn reply(from: &str, to: &str, text: &str) -> Vec<u8> {
    format!(
        "From: Léa Martin <{from}>\r\n\
         To: Atelier Dubois via Ensemblier <{to}>\r\n\
         Subject: Re: Nouveau message : Tapissier décorateur\r\n\
         Date: Thu, 03 Dec 2026 15:02:11 +0100\r\n\
         Message-ID: <reply-1@exemple.fr>\r\n\
         In-Reply-To: <thread-1@ensemblier.test>\r\n\
         MIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=UTF-8; format=flowed\r\n\
         Content-Transfer-Encoding: 8bit\r\n\
         \r\n\
         {text}\r\n\
         \r\n\
         -- \r\n\
         Léa Martin\r\n\
         06 12 34 56 78\r\n\
         \r\n\
         Le 03/12/2026 à 14:40, Atelier Dubois via Ensemblier a écrit :\r\n\
         > Bonjour Léa,\r\n\
         >\r\n\
         > Pouvez-vous venir jeudi à 10 h ?\r\n\
         >\r\n\
         > Voir la conversation : http://localhost:8080/emploi/1/applications/1\r\n"
    )
    .into_bytes()
}

async fn bodies(app: &TestApp, application: i64) -> Vec<(bool, String, bool)> {
    sqlx::query_as(
        "SELECT from_company, body, by_mail FROM application_messages
         WHERE application_id = $1 ORDER BY id",
    )
    .bind(application)
    .fetch_all(&app.pool)
    .await
    .expect("messages")
}

#[tokio::test]
async fn a_reply_by_mail_joins_the_thread_without_its_quote_and_forgeries_are_ignored() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let (company, _, application) = applied(&app).await;
    let marc = recruiter_joins(&app, &company.token, "marc@atelier.fr").await;
    send(
        &app,
        &company.token,
        application,
        "Bonjour Léa,\n\nPouvez-vous venir jeudi à 10 h ?",
    )
    .await;
    let reply_to = app
        .mail_to("lea@exemple.fr", "Nouveau message")
        .await
        .reply_to
        .expect("the thread's address");

    // Forged, altered and foreign addresses, and another sender: ignored, nothing answered.
    let altered = reply_to.replacen(
        &format!("+m{application}c-"),
        &format!("+m{}c-", application + 1),
        1,
    );
    let unsigned =
        format!("ne-pas-repondre+m{application}c-0123456789abcdef0123456789abcdef@ensemblier.test");
    let foreign = reply_to.replace("ensemblier.test", "exemple.fr");
    for (from, to) in [
        ("lea@exemple.fr", altered.as_str()),
        ("lea@exemple.fr", unsigned.as_str()),
        ("lea@exemple.fr", foreign.as_str()),
        ("usurpateur@exemple.fr", reply_to.as_str()),
    ] {
        let (code, out) = inbound(&url, reply(from, to, "Je suis disponible jeudi.")).await;
        assert_eq!(code, Some(0), "{to}: {out}");
        assert!(out.contains("ignor"), "{to}: {out}");
    }
    assert_eq!(bodies(&app, application).await.len(), 1);

    // Her own reply, piped as the MTA does: the new text alone joins the thread.
    let (code, out) = inbound(
        &url,
        reply(
            "Lea@Exemple.fr",
            &reply_to,
            "Bonjour,\r\n\r\nJe suis disponible jeudi à 10 h.\r\n\r\nLéa",
        ),
    )
    .await;
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("ajouté"), "{out}");
    assert_eq!(
        bodies(&app, application).await[1],
        (
            false,
            "Bonjour,\n\nJe suis disponible jeudi à 10 h.\n\nLéa".to_owned(),
            true
        )
    );
    // A second recruiter of the team reads it in the thread.
    let seen = thread(&app, &marc, application).await;
    assert_eq!(seen["messages"][1]["byMail"], true, "{seen}");
    assert_eq!(seen["messages"][1]["author"], "Léa Martin");

    // The owner's mail of that message carries her own reply address: answering it by mail
    // writes as her.
    let owner_mail = app.mail_to(&company.email, "Nouveau message").await;
    let owner_address = owner_mail.reply_to.expect("the owner's reply address");
    let owner_reply = String::from_utf8(reply(&company.email, &owner_address, "Parfait, à jeudi."))
        .expect("utf-8")
        .replace("Léa Martin <", "Claire Dubois <")
        .into_bytes();
    let (code, out) = inbound(&url, owner_reply).await;
    assert_eq!(code, Some(0), "{out}");
    assert_eq!(
        bodies(&app, application).await[2],
        (true, "Parfait, à jeudi.".to_owned(), true)
    );
    // Not a thread's reply at all: left to the other readers, ignored.
    let (code, out) = inbound(&url, b"From: x@exemple.fr\r\nTo: ne-pas-repondre@ensemblier.test\r\nSubject: Bonjour\r\n\r\nBonjour\r\n".to_vec()).await;
    assert_eq!(code, Some(0), "{out}");
    assert_eq!(bodies(&app, application).await.len(), 3);
}

#[tokio::test]
async fn a_thread_goes_with_its_application_withdrawn_or_erased_by_retention() {
    let app = spawn_app().await;
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    let kept = app.candidate_applied_as("lea@exemple.fr", &offer).await;
    let withdrawn = app.candidate_applied_as("zoe@exemple.fr", &offer).await;
    for application in [kept.application, withdrawn.application] {
        let sent = send(&app, &company.token, application, "Bonjour !").await;
        assert!(sent.get("errors").is_none(), "{sent}");
    }
    let withdraw = app
        .graphql_as(
            &withdrawn.candidate.token,
            "mutation ($id: ID!) { withdrawJobOfferApplication(input: { id: $id }) { jobOfferApplication { withdrawn } } }",
            json!({ "id": withdrawn.application.to_string() }),
        )
        .await;
    assert!(withdraw.get("errors").is_none(), "{withdraw}");
    assert!(bodies(&app, withdrawn.application).await.is_empty());
    let closed = send(&app, &company.token, withdrawn.application, "Encore ?").await;
    assert_eq!(code(&closed), "APPLICATION_WITHDRAWN", "{closed}");

    // Two years and more after the offer closed, retention erases the application and its
    // thread.
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
    assert!(bodies(&app, kept.application).await.is_empty());
}
