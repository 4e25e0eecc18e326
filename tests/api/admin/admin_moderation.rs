//! The back-office's moderation screens (issue 19, parts 5 and 7): the queue and removing an
//! offer, the companies list and suspension, and replying to a contact message by mail.
//! Each action is audit-logged; mailing actions send one mail per request.

use serde_json::{json, Value};

use crate::{
    support::fixtures,
    support::helpers::{first_error, spawn_app, TestApp, PASSWORD},
};

const QUEUE: &str = "query($first: Int, $after: String) { admin { moderationQueue(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id title companyName path publishedAt flags { rule field sentence message law } } } } } }";
const REMOVE: &str =
    "mutation($id: Int!, $reason: String!) { admin { removeOffer(id: $id, reason: $reason) {
    id title reason mailedTo } } }";
const LOG: &str =
    "query($type: String, $id: String) { admin { auditLog(subjectType: $type, subjectId: $id) {
    totalCount edges { node { actorEmail action before after } } } } }";

async fn company_id_of(app: &TestApp, email: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT c.id FROM companies c JOIN pro_accounts pa ON pa.pro_client_id = c.pro_client_id
         JOIN users u ON u.id = pa.user_id WHERE u.email = $1",
    )
    .bind(email)
    .fetch_one(&app.pool)
    .await
    .expect("the company")
}

async fn public_title(app: &TestApp, id: i64) -> Option<String> {
    app.query(
        "query ($id: ID!) { jobOffer(id: $id) { title } }",
        json!({ "id": format!("/api/job_offers/{id}") }),
    )
    .await["jobOffer"]["title"]
        .as_str()
        .map(str::to_owned)
}

/// Mails queued to `to` whose subject starts with `subject` (sent or not).
async fn queued_mails(app: &TestApp, to: &str, subject: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM mail_queue WHERE to_address = $1 AND subject LIKE $2 || '%'",
    )
    .bind(to)
    .bind(subject)
    .fetch_one(&app.pool)
    .await
    .expect("mail queue")
}

async fn log(app: &TestApp, staff: &str, subject_type: &str, id: i64) -> Value {
    let answer = app
        .graphql_as(
            staff,
            LOG,
            json!({ "type": subject_type, "id": id.to_string() }),
        )
        .await;
    answer["data"]["admin"]["auditLog"].clone()
}

#[tokio::test]
async fn staff_see_the_flags_in_the_queue_and_remove_an_offer_the_company_is_mailed() {
    let app = spawn_app().await;
    let company = app.a_company().without_billing_identity().create().await.id;
    let flagged = fixtures::offer(
        &app.pool,
        fixtures::Offer {
            company_id: company,
            title: "Vendeur H/F",
            description: "<p>Vous êtes jeune et dynamique, 25-30 ans.</p>",
            days_ago: 0,
            ..fixtures::Offer::default()
        },
    )
    .await;
    let older = fixtures::offer(
        &app.pool,
        fixtures::Offer {
            company_id: company,
            title: "Tapissier H/F",
            days_ago: 2,
            ..fixtures::Offer::default()
        },
    )
    .await;
    let staff = app.staff("equipe@ensemblier.fr").await;

    // Newest first, paged; the flags carry the sentence, the rule and the law.
    let page = app.graphql_as(&staff, QUEUE, json!({ "first": 1 })).await;
    let queue = &page["data"]["admin"]["moderationQueue"];
    assert_eq!(queue["totalCount"], 2, "{page}");
    assert_eq!(queue["pageInfo"]["hasNextPage"], true);
    let node = &queue["edges"][0]["node"];
    assert_eq!(node["id"], flagged);
    assert_eq!(node["path"], format!("/emploi/{flagged}/offre"));
    assert_eq!(
        node["flags"],
        json!([{
            "rule": "AGE",
            "field": "description",
            "sentence": "Vous êtes jeune et dynamique, 25-30 ans",
            // An age limit is an offence (issue 58): its articles, in the message too.
            "message": "Votre annonce mentionne un âge : « Vous êtes jeune et dynamique, 25-30 ans » \
                        (interdit : Code du travail, articles L5331-2 et L1132-1 ; Code pénal, \
                        articles 225-1 et 225-2)",
            "law": "Code du travail, articles L5331-2 et L1132-1 ; Code pénal, articles 225-1 et 225-2",
        }])
    );
    let after = queue["pageInfo"]["endCursor"].clone();
    let next = app
        .graphql_as(&staff, QUEUE, json!({ "first": 1, "after": after }))
        .await;
    let next = &next["data"]["admin"]["moderationQueue"];
    assert_eq!(next["edges"][0]["node"]["id"], older, "{next}");
    assert_eq!(next["pageInfo"]["hasNextPage"], false);
    let broken = app
        .graphql_as(&staff, QUEUE, json!({ "after": "pas-un-curseur" }))
        .await;
    assert_eq!(first_error(&broken).1, "INVALID_CURSOR");
    let negative = app.graphql_as(&staff, QUEUE, json!({ "first": -1 })).await;
    assert_eq!(first_error(&negative).1, "OUT_OF_RANGE");

    // The reasons are the terms'; another one is refused in French and changes nothing.
    let reasons = app
        .graphql_as(
            &staff,
            "{ admin { removalReasons { code label } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        reasons["data"]["admin"]["removalReasons"][0],
        json!({ "code": "DISCRIMINATING_CONTENT", "label": "contenu discriminatoire" })
    );
    let refused = app
        .graphql_as(
            &staff,
            REMOVE,
            json!({ "id": flagged, "reason": "pas aimé" }),
        )
        .await;
    assert_eq!(
        first_error(&refused),
        (
            "Choisissez un des motifs des conditions générales.".to_owned(),
            "INVALID_REASON".to_owned()
        )
    );
    assert_eq!(
        public_title(&app, flagged).await.as_deref(),
        Some("Vendeur H/F")
    );

    let removed = app
        .graphql_as(
            &staff,
            REMOVE,
            json!({ "id": flagged, "reason": "DISCRIMINATING_CONTENT" }),
        )
        .await;
    assert_eq!(
        removed["data"]["admin"]["removeOffer"],
        json!({ "id": flagged, "title": "Vendeur H/F", "reason": "DISCRIMINATING_CONTENT",
                "mailedTo": "rh@atelier.fr" }),
        "{removed}"
    );
    assert_eq!(public_title(&app, flagged).await, None, "gone at once");
    let mail = app
        .mail_to("rh@atelier.fr", "Votre annonce a été retirée")
        .await;
    assert!(mail
        .text
        .contains("pour le motif suivant : contenu discriminatoire."));
    let removed_by: Option<i64> =
        sqlx::query_scalar("SELECT removed_by FROM offer_removals WHERE job_offer_id = $1")
            .bind(flagged)
            .fetch_one(&app.pool)
            .await
            .expect("removal");
    assert!(removed_by.is_some(), "the staff member is kept");

    // The queue no longer has it; removing it again is NOT_FOUND.
    let page = app.graphql_as(&staff, QUEUE, json!({})).await;
    assert_eq!(page["data"]["admin"]["moderationQueue"]["totalCount"], 1);
    let again = app
        .graphql_as(&staff, REMOVE, json!({ "id": flagged, "reason": "SCAM" }))
        .await;
    assert_eq!(first_error(&again).1, "NOT_FOUND");

    let entries = log(&app, &staff, "job_offer", flagged).await;
    assert_eq!(entries["totalCount"], 1, "{entries}");
    let entry = &entries["edges"][0]["node"];
    assert_eq!(entry["actorEmail"], "equipe@ensemblier.fr");
    assert_eq!(entry["action"], "job_offer.remove");
    let after: Value = serde_json::from_str(entry["after"].as_str().expect("after")).expect("JSON");
    assert_eq!(after["reason"], "DISCRIMINATING_CONTENT");
    assert_eq!(after["status"], -2);
}

const REMOVE_WITH_NOTE: &str = "mutation($id: Int!, $reason: String!, $note: String) { admin {
    removeOffer(id: $id, reason: $reason, note: $note) { id reason } } }";
const FLAGGED: &str = "query($first: Int, $after: String) { admin {
    moderationQueue(first: $first, after: $after, flaggedOnly: true) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } } }";

#[tokio::test]
async fn staff_filter_the_flagged_offers_and_remove_for_moderations_own_reasons() {
    let app = spawn_app().await;
    let company = app.a_company().without_billing_identity().create().await.id;
    let mut flagged = Vec::new();
    let mut clean = Vec::new();
    // Newest first: flagged, clean, flagged, clean, flagged.
    for days_ago in 0..5 {
        let is_flagged = days_ago % 2 == 0;
        let id = fixtures::offer(
            &app.pool,
            fixtures::Offer {
                company_id: company,
                title: if is_flagged {
                    "Vendeur H/F"
                } else {
                    "Tapissier H/F"
                },
                description: if is_flagged {
                    "<p>Vous êtes jeune et dynamique, 25-30 ans.</p>"
                } else {
                    "<p>Garnitures traditionnelles.</p>"
                },
                days_ago,
                ..fixtures::Offer::default()
            },
        )
        .await;
        if is_flagged {
            flagged.push(id);
        } else {
            clean.push(id);
        }
    }
    let staff = app.staff("equipe@ensemblier.fr").await;

    // « Signalées seulement »: the flagged ones, counted, paged like the whole queue.
    let page = app.graphql_as(&staff, FLAGGED, json!({ "first": 2 })).await;
    let queue = &page["data"]["admin"]["moderationQueue"];
    assert_eq!(queue["totalCount"], 3, "{page}");
    assert_eq!(queue["edges"][0]["node"]["id"], flagged[0]);
    assert_eq!(queue["edges"][1]["node"]["id"], flagged[1]);
    assert_eq!(queue["pageInfo"]["hasNextPage"], true);
    let next = app
        .graphql_as(
            &staff,
            FLAGGED,
            json!({ "first": 2, "after": queue["pageInfo"]["endCursor"] }),
        )
        .await;
    let next = &next["data"]["admin"]["moderationQueue"];
    assert_eq!(next["edges"].as_array().map(Vec::len), Some(1), "{next}");
    assert_eq!(next["edges"][0]["node"]["id"], flagged[2]);
    assert_eq!(next["pageInfo"]["hasNextPage"], false);
    let all = app.graphql_as(&staff, QUEUE, json!({})).await;
    assert_eq!(all["data"]["admin"]["moderationQueue"]["totalCount"], 5);

    // The terms' four, then « hors secteur », « doublon », « autre » (with a text).
    let reasons = app
        .graphql_as(
            &staff,
            "{ admin { removalReasons { code label needsNote } } }",
            json!({}),
        )
        .await;
    let reasons = reasons["data"]["admin"]["removalReasons"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(reasons.len(), 8);
    assert_eq!(
        reasons[4..],
        [
            json!({ "code": "OFF_TOPIC", "label": "hors secteur", "needsNote": false }),
            json!({ "code": "DUPLICATE", "label": "doublon", "needsNote": false }),
            json!({ "code": "ILLEGAL_CONTENT", "label": "contenu illicite", "needsNote": false }),
            json!({ "code": "OTHER", "label": "autre", "needsNote": true }),
        ]
    );

    // « autre » without its text is refused, and changes nothing.
    for note in [json!(null), json!("   ")] {
        let refused = app
            .graphql_as(
                &staff,
                REMOVE_WITH_NOTE,
                json!({ "id": clean[0], "reason": "OTHER", "note": note }),
            )
            .await;
        assert_eq!(
            first_error(&refused),
            (
                "Précisez le motif du retrait.".to_owned(),
                "INVALID_REASON".to_owned()
            )
        );
    }
    let too_long = app
        .graphql_as(
            &staff,
            REMOVE_WITH_NOTE,
            json!({ "id": clean[0], "reason": "OTHER", "note": "a".repeat(501) }),
        )
        .await;
    assert_eq!(
        first_error(&too_long).0,
        "Le motif ne doit pas dépasser 500 caractères."
    );
    assert_eq!(
        public_title(&app, clean[0]).await.as_deref(),
        Some("Tapissier H/F")
    );

    // With it, the company reads the text; « doublon » reads as itself.
    let removed = app
        .graphql_as(
            &staff,
            REMOVE_WITH_NOTE,
            json!({ "id": clean[0], "reason": "OTHER",
                    "note": " Formation payante présentée comme un emploi " }),
        )
        .await;
    assert_eq!(
        removed["data"]["admin"]["removeOffer"]["reason"], "OTHER",
        "{removed}"
    );
    let mail = app
        .mail_to("rh@atelier.fr", "Votre annonce a été retirée")
        .await;
    assert!(
        mail.text
            .contains("pour le motif suivant : Formation payante présentée comme un emploi."),
        "{}",
        mail.text
    );
    let note: Option<String> =
        sqlx::query_scalar("SELECT note FROM offer_removals WHERE job_offer_id = $1")
            .bind(clean[0])
            .fetch_one(&app.pool)
            .await
            .expect("removal");
    assert_eq!(
        note.as_deref(),
        Some("Formation payante présentée comme un emploi")
    );
    let duplicate = app
        .graphql_as(
            &staff,
            REMOVE_WITH_NOTE,
            json!({ "id": clean[1], "reason": "DUPLICATE", "note": "ignoré" }),
        )
        .await;
    assert_eq!(
        duplicate["data"]["admin"]["removeOffer"]["reason"], "DUPLICATE",
        "{duplicate}"
    );
    let note: Option<String> =
        sqlx::query_scalar("SELECT note FROM offer_removals WHERE job_offer_id = $1")
            .bind(clean[1])
            .fetch_one(&app.pool)
            .await
            .expect("removal");
    assert_eq!(note, None, "only « autre » keeps a text");
}

const COMPANIES: &str = "query($first: Int, $after: String, $search: String) { admin {
    companies(first: $first, after: $after, search: $search) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id name accountEmail emailConfirmed personalEmail offersCount ordersCount suspended } } } } }";
const SUSPEND: &str = "mutation($id: Int!, $suspended: Boolean!) { admin {
    setCompanySuspended(id: $id, suspended: $suspended) { id suspended } } }";

#[tokio::test]
async fn staff_list_search_and_suspend_companies_then_reactivate_them() {
    let app = spawn_app().await;
    app.company("deco.lyon@gmail.com", "Déco Lyon").await;
    app.company("rh@atelier.fr", "Atelier Dubois").await;
    let lyon = company_id_of(&app, "deco.lyon@gmail.com").await;
    let offers = fixtures::offers(&app.pool, lyon, &["Vendeur H/F", "Poseur H/F"]).await;
    app.confirm_email("rh@atelier.fr").await;
    let staff = app.staff("equipe@ensemblier.fr").await;

    let answer = app
        .graphql_as(&staff, COMPANIES, json!({ "first": 1 }))
        .await;
    let list = &answer["data"]["admin"]["companies"];
    assert_eq!(list["totalCount"], 2, "{answer}");
    assert_eq!(
        list["edges"][0]["node"]["name"], "Atelier Dubois",
        "newest first"
    );
    assert_eq!(list["edges"][0]["node"]["emailConfirmed"], true);
    let next = app
        .graphql_as(
            &staff,
            COMPANIES,
            json!({ "first": 1, "after": list["pageInfo"]["endCursor"] }),
        )
        .await;
    let node = &next["data"]["admin"]["companies"]["edges"][0]["node"];
    assert_eq!(
        node,
        &json!({ "id": lyon, "name": "Déco Lyon", "accountEmail": "deco.lyon@gmail.com",
                 "emailConfirmed": false, "personalEmail": true, "offersCount": 2,
                 "ordersCount": 0, "suspended": false })
    );
    let found = app
        .graphql_as(&staff, COMPANIES, json!({ "search": "GMAIL" }))
        .await;
    assert_eq!(found["data"]["admin"]["companies"]["totalCount"], 1);
    let long = app
        .graphql_as(&staff, COMPANIES, json!({ "search": "x".repeat(101) }))
        .await;
    assert_eq!(
        first_error(&long),
        (
            "La recherche est trop longue (100 caractères au plus).".to_owned(),
            "TOO_LONG".to_owned()
        )
    );

    // Suspended: its offers leave the site, its users cannot sign in. Twice: one log row.
    for _ in 0..2 {
        let answer = app
            .graphql_as(&staff, SUSPEND, json!({ "id": lyon, "suspended": true }))
            .await;
        assert_eq!(
            answer["data"]["admin"]["setCompanySuspended"],
            json!({ "id": lyon, "suspended": true }),
            "{answer}"
        );
    }
    assert_eq!(public_title(&app, offers[0]).await, None);
    let (status, _) = app.login("deco.lyon@gmail.com", PASSWORD).await;
    assert_eq!(status, 422);

    let answer = app
        .graphql_as(&staff, SUSPEND, json!({ "id": lyon, "suspended": false }))
        .await;
    assert_eq!(
        answer["data"]["admin"]["setCompanySuspended"]["suspended"],
        false
    );
    assert_eq!(
        public_title(&app, offers[0]).await.as_deref(),
        Some("Vendeur H/F")
    );
    let (status, _) = app.login("deco.lyon@gmail.com", PASSWORD).await;
    assert_eq!(status, 200);

    let entries = log(&app, &staff, "company", lyon).await;
    let actions: Vec<&str> = entries["edges"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| e["node"]["action"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(actions, ["company.unsuspend", "company.suspend"]);

    let unknown = app
        .graphql_as(&staff, SUSPEND, json!({ "id": 999_999, "suspended": true }))
        .await;
    assert_eq!(first_error(&unknown).1, "NOT_FOUND");
}

const REPLY: &str = "mutation($id: Int!, $body: String!, $key: String!) { admin {
    replyToContactMessage(id: $id, body: $body, requestKey: $key) {
    id handledAt replies { authorEmail body } } } }";
const INBOX: &str = "{ admin { contactMessages { edges { node { id handledAt replies { authorEmail body } } } } } }";

async fn contact(app: &TestApp, token: &str, message: &str) -> i64 {
    let response = app
        .post_form(
            "/api/contact",
            &[
                ("subject", "publier"),
                ("email", "lea.pro@exemple.fr"),
                ("message", message),
            ],
            Some(token),
        )
        .await;
    assert_eq!(response.text().await.expect("body"), "ok");
    sqlx::query_scalar("SELECT max(id) FROM contact_messages")
        .fetch_one(&app.pool)
        .await
        .expect("the message")
}

const KEY: &str = "0b7f6a58-3c1e-4a5e-8d57-0f1f3c2b9a01";
const SUBJECT: &str = "Réponse à votre message";

#[tokio::test]
async fn a_reply_is_mailed_to_the_sender_once_kept_under_the_message_and_logged() {
    let app = spawn_app().await;
    let candidate = app.candidate("lea@exemple.fr").await;
    let id = contact(&app, &candidate, "Je n'arrive pas à publier.").await;
    let staff = app.staff("equipe@ensemblier.fr").await;

    // Bad input: a French message, nothing stored nor mailed.
    for (body, key, expected) in [
        (
            "   ",
            KEY,
            (
                "Le champ obligatoire Réponse n'a pas été renseigné.",
                "REQUIRED",
            ),
        ),
        (
            &*"a".repeat(5001),
            KEY,
            ("La réponse ne peut dépasser 5000 caractères.", "TOO_LONG"),
        ),
        (
            "Bonjour",
            "double-clic",
            ("L'identifiant « double-clic » est invalide.", "INVALID_ID"),
        ),
    ] {
        let answer = app
            .graphql_as(&staff, REPLY, json!({ "id": id, "body": body, "key": key }))
            .await;
        assert_eq!(
            first_error(&answer),
            (expected.0.to_owned(), expected.1.to_owned()),
            "{answer}"
        );
    }
    let unknown = app
        .graphql_as(
            &staff,
            REPLY,
            json!({ "id": 999_999, "body": "Bonjour", "key": KEY }),
        )
        .await;
    assert_eq!(first_error(&unknown).1, "NOT_FOUND");
    assert_eq!(queued_mails(&app, "lea.pro@exemple.fr", SUBJECT).await, 0);

    // A double click: the same key twice, at the same time; one reply, one mail.
    let body = "Votre annonce est en ligne depuis ce matin.\n\nBonne journée";
    let variables = json!({ "id": id, "body": body, "key": KEY });
    let (first, second) = tokio::join!(
        app.graphql_as(&staff, REPLY, variables.clone()),
        app.graphql_as(&staff, REPLY, variables.clone()),
    );
    for answer in [&first, &second] {
        let message = &answer["data"]["admin"]["replyToContactMessage"];
        assert!(message["handledAt"].is_string(), "{answer}");
        assert_eq!(
            message["replies"],
            json!([{ "authorEmail": "equipe@ensemblier.fr", "body": body }])
        );
    }
    assert_eq!(queued_mails(&app, "lea.pro@exemple.fr", SUBJECT).await, 1);
    let mail = app.mail_to("lea.pro@exemple.fr", SUBJECT).await;
    assert_eq!(mail.reply_to.as_deref(), Some("contact@ensemblier.test"));
    let text = mail.text.replace("\r\n", "\n");
    assert!(
        text.starts_with("Bonjour,\n\nVotre annonce est en ligne"),
        "{text}"
    );
    assert!(mail.text.contains("Je n'arrive pas à publier."));

    let inbox = app.graphql_as(&staff, INBOX, json!({})).await;
    let node = &inbox["data"]["admin"]["contactMessages"]["edges"][0]["node"];
    assert_eq!(node["replies"][0]["body"], body, "{inbox}");

    // A second, different reply is a second mail; the log has one row per reply.
    let answer = app
        .graphql_as(
            &staff,
            REPLY,
            json!({ "id": id, "body": "Autre chose ?", "key": "0b7f6a58-3c1e-4a5e-8d57-0f1f3c2b9a02" }),
        )
        .await;
    let replies = &answer["data"]["admin"]["replyToContactMessage"]["replies"];
    assert_eq!(replies.as_array().map(Vec::len), Some(2), "{answer}");
    assert_eq!(queued_mails(&app, "lea.pro@exemple.fr", SUBJECT).await, 2);
    let entries = log(&app, &staff, "contact_message", id).await;
    assert_eq!(entries["totalCount"], 2, "{entries}");
    assert_eq!(
        entries["edges"][0]["node"]["action"],
        "contact_message.reply"
    );
}

#[tokio::test]
async fn one_request_sends_one_mail_whatever_its_aliases() {
    let app = spawn_app().await;
    let candidate = app.candidate("lea@exemple.fr").await;
    let first = contact(&app, &candidate, "Premier message.").await;
    let second = contact(&app, &candidate, "Second message.").await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let document = format!(
        "mutation {{ admin {{
            a: replyToContactMessage(id: {first}, body: \"Un\", requestKey: \"{KEY}\") {{ id }}
            b: replyToContactMessage(id: {second}, body: \"Deux\", requestKey: \"0b7f6a58-3c1e-4a5e-8d57-0f1f3c2b9a03\") {{ id }}
        }} }}"
    );
    let answer = app.graphql_as(&staff, &document, json!({})).await;
    let errors = answer["errors"].as_array().expect("one refused");
    assert_eq!(errors.len(), 1, "{answer}");
    assert_eq!(errors[0]["extensions"]["code"], "TOO_MANY_FIELDS");
    assert_eq!(
        errors[0]["message"],
        "Une seule action qui envoie un e-mail par requête : envoyez-les l'une après l'autre."
    );
    assert_eq!(queued_mails(&app, "lea.pro@exemple.fr", SUBJECT).await, 1);

    // A key already used for another message is refused (a stale form), nothing is sent.
    let used = "0b7f6a58-3c1e-4a5e-8d57-0f1f3c2b9a04";
    let answer = app
        .graphql_as(
            &staff,
            REPLY,
            json!({ "id": first, "body": "Un", "key": used }),
        )
        .await;
    assert!(answer.get("errors").is_none(), "{answer}");
    assert_eq!(queued_mails(&app, "lea.pro@exemple.fr", SUBJECT).await, 2);
    let reused = app
        .graphql_as(
            &staff,
            REPLY,
            json!({ "id": second, "body": "Deux", "key": used }),
        )
        .await;
    assert_eq!(
        first_error(&reused),
        (
            "Cette réponse appartient à un autre message : rouvrez le formulaire.".to_owned(),
            "INVALID_ID".to_owned()
        )
    );
    assert_eq!(queued_mails(&app, "lea.pro@exemple.fr", SUBJECT).await, 2);
}
