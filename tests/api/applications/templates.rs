//! A company's message templates (issue 53, item 3): seeded on first use, shared by the
//! team, kept apart from other companies, 30 at most (raced), unknown placeholders refused,
//! placeholders filled by the server in a thread and in the answer-to-many dialog's mails,
//! and a refusal sent through a template recorded as the dated answer the candidate sees.

use serde_json::{json, Value};

use crate::{
    companies::team::recruiter_joins,
    security::race::fire,
    support::helpers::{first_error, spawn_app, TestApp},
};

const LIST: &str = "{ messageTemplates { id title body answer } }";
const CREATE: &str = "mutation ($input: CreateMessageTemplateInput!) {
    createMessageTemplate(input: $input) { messageTemplate { id title body answer } } }";
const UPDATE: &str = "mutation ($input: UpdateMessageTemplateInput!) {
    updateMessageTemplate(input: $input) { messageTemplate { id title body answer } } }";
const DELETE: &str = "mutation ($input: DeleteMessageTemplateInput!) {
    deleteMessageTemplate(input: $input) { id } }";
const SEND: &str = "mutation ($application: ID!, $body: String!, $template: ID) {
    sendApplicationMessage(input: { application: $application, body: $body,
                                    template: $template }) {
      message { body } } }";
const STORY: &str = "query ($id: ID!) { jobOfferApplication(id: $id) {
    steps { kind at } messages { body } } }";
const ANSWER: &str = "mutation ($input: AnswerJobOfferApplicationsInput!) {
    answerJobOfferApplications(input: $input) { sent } }";

async fn templates(app: &TestApp, token: &str) -> Vec<Value> {
    let answer = app.graphql_as(token, LIST, json!({})).await;
    answer["data"]["messageTemplates"]
        .as_array()
        .unwrap_or_else(|| panic!("{answer}"))
        .clone()
}

fn titles(templates: &[Value]) -> Vec<&str> {
    templates
        .iter()
        .map(|t| t["title"].as_str().unwrap_or_default())
        .collect()
}

async fn create(app: &TestApp, token: &str, title: &str, body: &str) -> Value {
    app.graphql_as(
        token,
        CREATE,
        json!({ "input": { "title": title, "body": body } }),
    )
    .await
}

fn template_of<'a>(templates: &'a [Value], title: &str) -> &'a Value {
    templates
        .iter()
        .find(|t| t["title"] == title)
        .unwrap_or_else(|| panic!("{title} in {templates:?}"))
}

#[tokio::test]
async fn the_team_shares_its_seeded_templates_and_no_other_company_sees_them() {
    let app = spawn_app().await;
    let company = app.company_with_credits(1).await;
    let marc = recruiter_joins(&app, &company.token, "marc@atelier.fr").await;

    // First use: the three templates, in order, each with its answer.
    let seeded = templates(&app, &marc).await;
    assert_eq!(
        titles(&seeded),
        [
            "Invitation à un entretien",
            "Réponse négative",
            "Demande de book"
        ]
    );
    assert_eq!(
        seeded
            .iter()
            .map(|t| t["answer"].clone())
            .collect::<Vec<_>>(),
        [json!("INVITED"), json!("REFUSED"), Value::Null]
    );
    assert!(seeded[1]["body"]
        .as_str()
        .is_some_and(|b| b.contains("{prénom}") && b.contains("{poste}")));
    // The owner reads the same ones (seeded once, not per member).
    assert_eq!(templates(&app, &company.token).await, seeded);

    // The owner adds one; the recruiter edits it and deletes a seeded one.
    let created = create(
        &app,
        &company.token,
        "  Relance  ",
        "Bonjour {prénom}, êtes-vous toujours disponible ?",
    )
    .await;
    let created = &created["data"]["createMessageTemplate"]["messageTemplate"];
    assert_eq!(created["title"], "Relance", "{created}");
    let edited = app
        .graphql_as(
            &marc,
            UPDATE,
            json!({ "input": { "id": created["id"], "title": "Relance polie",
                               "body": "Bonjour {prénom}, le poste {poste} vous intéresse-t-il toujours ?",
                               "answer": null } }),
        )
        .await;
    assert_eq!(
        edited["data"]["updateMessageTemplate"]["messageTemplate"]["title"], "Relance polie",
        "{edited}"
    );
    let deleted = app
        .graphql_as(&marc, DELETE, json!({ "input": { "id": seeded[2]["id"] } }))
        .await;
    assert_eq!(
        deleted["data"]["deleteMessageTemplate"]["id"], seeded[2]["id"],
        "{deleted}"
    );
    let now = templates(&app, &company.token).await;
    assert_eq!(
        titles(&now),
        [
            "Invitation à un entretien",
            "Réponse négative",
            "Relance polie"
        ]
    );
    // Deleted templates do not come back.
    assert_eq!(titles(&templates(&app, &marc).await).len(), 3);

    // Unknown placeholders and long titles are refused in French.
    let unknown = create(&app, &marc, "Relance", "Bonjour {nom} !").await;
    assert_eq!(
        first_error(&unknown),
        (
            "Le modèle contient {nom}, que nous ne savons pas remplacer : utilisez {prénom}, {poste} ou {entreprise}."
                .to_owned(),
            "UNKNOWN_OPTION".to_owned()
        ),
        "{unknown}"
    );
    let long = create(&app, &marc, &"T".repeat(81), "Bonjour").await;
    assert_eq!(first_error(&long).1, "TOO_LONG", "{long}");
    let nul = create(&app, &marc, "Relance", "Bonjour\u{0}").await;
    assert!(nul.get("errors").is_some(), "{nul}");

    // Another company gets its own three, and cannot reach the first one's.
    let other = app
        .a_company()
        .email("rh@autre-atelier.fr")
        .named("Autre Atelier")
        .credits(1)
        .create()
        .await;
    let theirs = templates(&app, &other.token).await;
    assert_eq!(theirs.len(), 3);
    assert!(theirs
        .iter()
        .all(|t| !now.iter().any(|m| m["id"] == t["id"])));
    let foreign_edit = app
        .graphql_as(
            &other.token,
            UPDATE,
            json!({ "input": { "id": now[2]["id"], "title": "Volé", "body": "Volé" } }),
        )
        .await;
    assert_eq!(first_error(&foreign_edit).1, "NOT_FOUND", "{foreign_edit}");
    let foreign_delete = app
        .graphql_as(
            &other.token,
            DELETE,
            json!({ "input": { "id": now[0]["id"] } }),
        )
        .await;
    assert_eq!(
        first_error(&foreign_delete).1,
        "NOT_FOUND",
        "{foreign_delete}"
    );
    assert_eq!(templates(&app, &company.token).await, now);
    // A template of another company cannot be sent from one's own thread.
    let offer = app.published_offer(&other).await;
    let applied = app.candidate_who_applied(&offer).await;
    let sent = app
        .graphql_as(
            &other.token,
            SEND,
            json!({ "application": applied.application.to_string(), "body": "Bonjour",
                    "template": now[1]["id"] }),
        )
        .await;
    assert_eq!(first_error(&sent).1, "NOT_FOUND", "{sent}");
    // A candidate has no templates.
    let candidate = app
        .graphql_as(&applied.candidate.token, LIST, json!({}))
        .await;
    assert_eq!(first_error(&candidate).1, "FORBIDDEN", "{candidate}");
}

#[tokio::test]
async fn a_company_keeps_thirty_templates_even_when_twenty_are_created_at_once() {
    let app = spawn_app().await;
    let company = app.company_with_credits(0).await;
    assert_eq!(templates(&app, &company.token).await.len(), 3);
    for i in 0..12 {
        let made = create(&app, &company.token, &format!("Modèle {i}"), "Bonjour").await;
        assert!(made.get("errors").is_none(), "{made}");
    }
    // 15 kept; 20 at once, of which 15 fit.
    let answers = fire(20, |i| {
        let (app, token) = (&app, company.token.clone());
        async move { create(app, &token, &format!("Course {i}"), "Bonjour {prénom}").await }
    })
    .await;
    let refused: Vec<_> = answers
        .iter()
        .filter(|a| a.get("errors").is_some())
        .collect();
    assert_eq!(refused.len(), 5, "{answers:?}");
    for answer in refused {
        assert_eq!(
            first_error(answer),
            (
                "Vous avez déjà 30 modèles : supprimez-en un avant d'en créer un autre.".to_owned(),
                "TOO_MANY".to_owned()
            )
        );
    }
    let stored: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM message_templates t JOIN companies c ON c.pro_client_id = t.pro_client_id
         WHERE c.id = $1",
    )
    .bind(company.id)
    .fetch_one(&app.pool)
    .await
    .expect("count");
    assert_eq!(stored, 30);
    assert_eq!(templates(&app, &company.token).await.len(), 30);
}

#[tokio::test]
async fn a_refusal_sent_through_a_template_is_filled_and_dated_for_the_candidate() {
    let app = spawn_app().await;
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    let applied = app.candidate_who_applied(&offer).await;
    app.confirm_by_mail(&applied.candidate.email).await;
    let marc = recruiter_joins(&app, &company.token, "marc@atelier.fr").await;

    // From the thread: the « Réponse négative » template, as the picker fills the box.
    let seeded = templates(&app, &marc).await;
    let refusal = template_of(&seeded, "Réponse négative");
    let sent = app
        .graphql_as(
            &marc,
            SEND,
            json!({ "application": applied.application.to_string(),
                    "body": refusal["body"], "template": refusal["id"] }),
        )
        .await;
    let body = sent["data"]["sendApplicationMessage"]["message"]["body"]
        .as_str()
        .unwrap_or_else(|| panic!("{sent}"))
        .to_owned();
    assert!(body.starts_with("Bonjour Léa,"), "{body}");
    assert!(
        body.contains("votre candidature au poste Tapissier décorateur"),
        "{body}"
    );
    assert!(body.ends_with("Atelier Dubois"), "{body}");
    assert!(!body.contains('{'), "{body}");

    // The candidate reads it filled, and her story has the dated refusal.
    let story = app
        .graphql_as(
            &applied.candidate.token,
            STORY,
            json!({ "id": applied.application.to_string() }),
        )
        .await;
    let story = &story["data"]["jobOfferApplication"];
    assert_eq!(story["messages"][0]["body"], body.as_str(), "{story}");
    let steps: Vec<&str> = story["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .map(|s| s["kind"].as_str().unwrap_or_default())
        .collect();
    assert!(steps.contains(&"REFUSED"), "{story}");
    let mail = app.mail_to("lea@exemple.fr", "Nouveau message").await;
    assert!(mail.text.contains("Bonjour Léa,"), "{}", mail.text);

    // A free message in the thread records no answer; the first answer is the earliest.
    let answers: i64 =
        sqlx::query_scalar("SELECT count(*) FROM application_answers WHERE application_id = $1")
            .bind(applied.application)
            .fetch_one(&app.pool)
            .await
            .expect("answers");
    assert_eq!(answers, 1);
    let first: Option<chrono::DateTime<chrono::Utc>> =
        sqlx::query_scalar("SELECT first_answered_at FROM job_offer_applications WHERE id = $1")
            .bind(applied.application)
            .fetch_one(&app.pool)
            .await
            .expect("first answer");
    assert!(first.is_some());

    // From the answer-to-many dialog: the same placeholders, filled for each candidate.
    let second = app.candidate_applied_as("paul@exemple.fr", &offer).await;
    app.confirm_by_mail("paul@exemple.fr").await;
    let invitation = template_of(&seeded, "Invitation à un entretien");
    let answered = app
        .graphql_as(
            &marc,
            ANSWER,
            json!({ "input": { "ids": [second.application], "answer": "INVITED",
                               "subject": "{entreprise} : votre candidature",
                               "message": invitation["body"] } }),
        )
        .await;
    assert_eq!(
        answered["data"]["answerJobOfferApplications"]["sent"], 1,
        "{answered}"
    );
    let mail = app
        .mail_to("paul@exemple.fr", "Atelier Dubois : votre candidature")
        .await;
    assert!(mail.text.contains("Bonjour Léa,"), "{}", mail.text);
    assert!(
        mail.text.contains("au poste Tapissier décorateur"),
        "{}",
        mail.text
    );
}
