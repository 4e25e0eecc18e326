//! Notice and action (issue 54, docs/notices.md): anyone reports an offer or a company; an
//! anonymous notice counts once its mailed link is followed, a signed-in one at once; one open
//! notice per reporter and offer, rate limits per address, both held by PostgreSQL under 20
//! requests at once; staff decide, the company reads the statement of reasons and contests
//! once, another staff member decides; the wording checker's held ads become notices.

use serde_json::{json, Value};

use crate::{
    security::race::fire,
    support::builder::{offer_input, Company, Offer},
    support::helpers::{first_error, TestApp},
};

const REPORT_OFFER: &str = "mutation ($input: ReportInput!) {
    reportOffer(input: $input) { status message } }";
const REPORT_COMPANY: &str = "mutation ($input: ReportInput!) {
    reportCompany(input: $input) { status message } }";
const CONFIRM: &str = "mutation ($token: String!) { confirmNotice(token: $token) { message } }";
const QUEUE: &str = "{ admin { reportedContent { kind jobOfferId companyId title count urgent
    automatic notices { id reason automatic reporterEmail explanation suggestedGround } } } }";
const DECIDE: &str = "mutation ($id: Int!, $outcome: String!, $ground: String, $facts: String!) {
    admin { decideNotice(noticeId: $id, outcome: $outcome, ground: $ground, facts: $facts) {
        decisionId notices } } }";
const MINE: &str = "{ myModerationDecisions { id subject outcome decision facts automated
    automatedDetection groundCode ground redress contestable contestedAt contestOf } }";
const CONTEST: &str = "mutation ($id: Int!, $text: String!) {
    contestModerationDecision(id: $id, text: $text) { id contestedAt contestable } }";
const CONTESTS: &str =
    "{ admin { noticeContests { decidedByEmail statement { id contestText } } } }";
const DECIDE_CONTEST: &str = "mutation ($id: Int!, $granted: Boolean!, $facts: String!) {
    admin { decideContest(decisionId: $id, granted: $granted, facts: $facts) { decisionId } } }";

fn anonymous(offer: &Offer, email: &str) -> Value {
    json!({ "input": {
        "id": offer.iri,
        "reason": "SCAM",
        "explanation": "L'annonce demande 50 € de frais de dossier.",
        "name": "Marc Petit",
        "email": email,
        "goodFaith": true,
    }})
}

async fn open_notices(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM notices WHERE status = 'open'")
        .fetch_one(&app.pool)
        .await
        .expect("count")
}

async fn audit_actions(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar("SELECT action FROM audit_log WHERE action LIKE 'notice.%' ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .expect("audit")
}

async fn offer_status(app: &TestApp, id: i64) -> i16 {
    sqlx::query_scalar("SELECT status FROM job_offers WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .expect("status")
}

/// A live offer « `title` H/F » of `company` (without « H/F » the checker holds it).
async fn live_offer(app: &TestApp, company: &Company, title: &str) -> Offer {
    let input = offer_input(app, &company.iri, &format!("{title} H/F")).await;
    app.publish_offer(company, input).await
}

async fn company_and_offer(app: &TestApp) -> (Company, Offer) {
    let company = app.company_with_credits(3).await;
    let offer = live_offer(app, &company, "Tapissier décorateur").await;
    (company, offer)
}

/// An anonymous visitor's notice: the form refuses what is missing, in French; the notice
/// waits for the mailed link, which works once; then it counts, is acknowledged by mail, and
/// logged.
#[tokio::test]
async fn an_anonymous_notice_counts_once_its_mailed_link_is_followed() {
    let app = TestApp::new().await;
    let (_, offer) = company_and_offer(&app).await;
    let mut unchecked = anonymous(&offer, "marc@exemple.fr");
    unchecked["input"]["goodFaith"] = json!(false);
    let refused = app.graphql(REPORT_OFFER, unchecked).await;
    assert_eq!(first_error(&refused).1, "GOOD_FAITH_REQUIRED", "{refused}");
    let mut other = anonymous(&offer, "marc@exemple.fr");
    other["input"]["reason"] = json!("OTHER");
    let refused = app.graphql(REPORT_OFFER, other).await;
    assert_eq!(first_error(&refused).1, "INVALID_REASON", "{refused}");
    let mut long = anonymous(&offer, "marc@exemple.fr");
    long["input"]["explanation"] = json!("a".repeat(2001));
    let refused = app.graphql(REPORT_OFFER, long).await;
    assert_eq!(first_error(&refused).1, "TOO_LONG", "{refused}");
    let mut nul = anonymous(&offer, "marc@exemple.fr");
    nul["input"]["explanation"] = json!("frais\u{0}");
    let refused = app.graphql(REPORT_OFFER, nul).await;
    assert_eq!(first_error(&refused).1, "CONTROL_CHARACTER", "{refused}");

    let sent = app
        .graphql(REPORT_OFFER, anonymous(&offer, "marc@exemple.fr"))
        .await;
    assert_eq!(
        sent["data"]["reportOffer"]["status"], "AWAITING_CONFIRMATION",
        "{sent}"
    );
    assert_eq!(open_notices(&app).await, 0, "not counted before the link");
    let mail = app
        .mail_to("marc@exemple.fr", "Confirmez votre signalement")
        .await;
    assert!(mail.text.contains("Tapissier décorateur"), "{}", mail.text);
    let link = mail.link("http://localhost:8080/signalement/confirmer/");
    let token = link.rsplit('/').next().expect("the token").to_owned();
    // The confirm page is served by the server (the SPA's route).
    assert_eq!(
        app.get(&format!("/signalement/confirmer/{token}"))
            .await
            .status(),
        200
    );

    let confirmed = app.graphql(CONFIRM, json!({ "token": token })).await;
    assert!(
        confirmed["data"]["confirmNotice"]["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("Votre signalement est confirmé")),
        "{confirmed}"
    );
    assert_eq!(open_notices(&app).await, 1);
    let again = app.graphql(CONFIRM, json!({ "token": token })).await;
    assert_eq!(
        first_error(&again).1,
        "INVALID_TOKEN",
        "single use: {again}"
    );
    let received = app
        .mail_to("marc@exemple.fr", "Nous avons bien reçu votre signalement")
        .await;
    assert!(received.text.contains("Tapissier décorateur"));
    assert_eq!(audit_actions(&app).await, ["notice.confirm"]);

    // The same reporter, the same offer, while it is open: refused.
    let twice = app
        .graphql(REPORT_OFFER, anonymous(&offer, "Marc@Exemple.fr"))
        .await;
    assert_eq!(
        first_error(&twice),
        (
            "Vous avez déjà signalé cette offre.".to_owned(),
            "ALREADY_REPORTED".to_owned()
        )
    );
}

/// A signed-in reporter with a confirmed address is known: the notice counts at once, under
/// the account's name and address; a company page is reported the same way.
#[tokio::test]
async fn a_signed_in_reporters_notice_counts_at_once() {
    let app = TestApp::new().await;
    let (company, offer) = company_and_offer(&app).await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let mut input = anonymous(&offer, "quelquun@ailleurs.fr");
    input["input"]["reason"] = json!("DISCRIMINATORY");
    let sent = app.graphql_as(&lea, REPORT_OFFER, input).await;
    assert_eq!(sent["data"]["reportOffer"]["status"], "OPEN", "{sent}");
    app.mail_to("lea@exemple.fr", "Nous avons bien reçu votre signalement")
        .await;
    assert!(app.subjects_to("quelquun@ailleurs.fr").is_empty());
    let by: String = sqlx::query_scalar("SELECT reporter_email FROM notices")
        .fetch_one(&app.pool)
        .await
        .expect("the notice");
    assert_eq!(by, "lea@exemple.fr");

    let mut on_company = anonymous(&offer, "x@y.fr");
    on_company["input"]["id"] = json!(company.iri);
    on_company["input"]["reason"] = json!("FAKE_COMPANY");
    let sent = app
        .graphql_as(&lea, REPORT_COMPANY, on_company.clone())
        .await;
    assert_eq!(sent["data"]["reportCompany"]["status"], "OPEN", "{sent}");
    let twice = app.graphql_as(&lea, REPORT_COMPANY, on_company).await;
    assert_eq!(
        first_error(&twice).0,
        "Vous avez déjà signalé cette entreprise."
    );

    let staff = app.staff("equipe@ensemblier.fr").await;
    let queue = app.graphql_as(&staff, QUEUE, json!({})).await;
    let items = queue["data"]["admin"]["reportedContent"]
        .as_array()
        .unwrap_or_else(|| panic!("{queue}"));
    assert_eq!(items.len(), 2, "{queue}");
    assert_eq!(
        items[0]["kind"], "OFFER",
        "the urgent reason first: {queue}"
    );
    assert_eq!(items[0]["urgent"], true);
    assert_eq!(items[1]["kind"], "COMPANY");
    assert_eq!(
        items[1]["notices"][0]["suggestedGround"],
        "UNIDENTIFIED_COMPANY"
    );
}

/// 20 notices at once by one reporter on one offer: one counts, 19 are « déjà signalé ».
#[tokio::test]
async fn twenty_parallel_notices_by_one_reporter_count_once() {
    let app = TestApp::new().await;
    let (_, offer) = company_and_offer(&app).await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let results = fire(20, |_| {
        let (app, lea, offer) = (&app, &lea, &offer);
        async move {
            let answer = app
                .graphql_as(lea, REPORT_OFFER, anonymous(offer, "x@y.fr"))
                .await;
            match answer["data"]["reportOffer"]["status"].as_str() {
                Some(status) => status.to_owned(),
                None => first_error(&answer).1,
            }
        }
    })
    .await;
    assert_eq!(
        results.iter().filter(|r| *r == "OPEN").count(),
        1,
        "{results:?}"
    );
    assert_eq!(
        results.iter().filter(|r| *r == "ALREADY_REPORTED").count(),
        19,
        "{results:?}"
    );
    assert_eq!(open_notices(&app).await, 1);
}

/// From one address, 20 notices an hour (25 fired at once, each by another reporter); from
/// one e-mail address, 5.
#[tokio::test]
async fn notices_are_rate_limited_per_address_and_per_email() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(8).await;
    let results = {
        let offer = live_offer(&app, &company, "Tapissier décorateur").await;
        fire(25, |i| {
            let (app, offer) = (&app, &offer);
            async move {
                let answer = app
                    .graphql(REPORT_OFFER, anonymous(offer, &format!("r{i}@exemple.fr")))
                    .await;
                match answer["data"]["reportOffer"]["status"].as_str() {
                    Some(status) => status.to_owned(),
                    None => first_error(&answer).1,
                }
            }
        })
        .await
    };
    let passed = results
        .iter()
        .filter(|r| *r == "AWAITING_CONFIRMATION")
        .count();
    assert_eq!(passed, 20, "{results:?}");
    assert_eq!(results.iter().filter(|r| *r == "RATE_LIMITED").count(), 5);
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM notices")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(stored, 20);

    // Per e-mail: the address limit reset (as from another network), one reporter, 6 offers.
    sqlx::query("UPDATE notices SET client_ip = '10.0.0.1'")
        .execute(&app.pool)
        .await
        .expect("another address");
    let mut outcomes = Vec::new();
    for n in 0..6 {
        let offer = live_offer(&app, &company, &format!("Ébéniste {n}")).await;
        let answer = app
            .graphql(REPORT_OFFER, anonymous(&offer, "meme@exemple.fr"))
            .await;
        outcomes.push(match answer["data"]["reportOffer"]["status"].as_str() {
            Some(status) => status.to_owned(),
            None => first_error(&answer).0,
        });
    }
    assert_eq!(
        outcomes.last().map(String::as_str),
        Some("Vous avez envoyé plusieurs signalements en peu de temps. Merci de réessayer dans une heure.")
    );
    assert_eq!(
        outcomes
            .iter()
            .filter(|o| *o == "AWAITING_CONFIRMATION")
            .count(),
        5
    );
}

/// Staff remove a reported offer: the reporter is mailed the decision, the company the
/// statement of reasons (decision, facts, no automated means, the ground and its clause, how
/// to contest) and reads it in its dashboard; it contests once; the staff member who decided
/// cannot decide the contest, another does; every step is in the audit log.
#[tokio::test]
async fn a_decision_is_explained_to_both_and_contested_once_before_another_staff_member() {
    let app = TestApp::new().await;
    let (company, offer) = company_and_offer(&app).await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    app.graphql_as(&lea, REPORT_OFFER, anonymous(&offer, "x@y.fr"))
        .await;
    let first_staff = app.staff("equipe@ensemblier.fr").await;
    let second_staff = app.staff("relecture@ensemblier.fr").await;
    let queue = app.graphql_as(&first_staff, QUEUE, json!({})).await;
    let notice = queue["data"]["admin"]["reportedContent"][0]["notices"][0]["id"].clone();

    let no_ground = app
        .graphql_as(
            &first_staff,
            DECIDE,
            json!({ "id": notice, "outcome": "OFFER_REMOVED", "facts": "Frais." }),
        )
        .await;
    assert_eq!(first_error(&no_ground).1, "INVALID_REASON", "{no_ground}");
    let decided = app
        .graphql_as(
            &first_staff,
            DECIDE,
            json!({ "id": notice, "outcome": "OFFER_REMOVED", "ground": "SCAM",
                    "facts": "L'annonce demande 50 € de frais de dossier aux candidats." }),
        )
        .await;
    assert_eq!(
        decided["data"]["admin"]["decideNotice"]["notices"], 1,
        "{decided}"
    );
    assert_eq!(offer_status(&app, offer.id).await, -2, "removed");
    assert_eq!(open_notices(&app).await, 0);

    let to_reporter = app
        .mail_to("lea@exemple.fr", "Décision sur votre signalement")
        .await;
    assert!(to_reporter.text.contains("retiré"), "{}", to_reporter.text);
    assert!(to_reporter
        .text
        .contains("arnaque ou demande d'avance d'argent"));
    let statement = app.mail_to(&company.email, "Décision de modération").await;
    for part in [
        "Décision : Votre annonce « Tapissier décorateur H/F » a été retirée",
        "Faits et circonstances : L'annonce demande 50 € de frais de dossier aux candidats.",
        "Moyens automatisés : Aucun moyen automatisé n'a été utilisé",
        "Fondement : Arnaque ou demande d'avance d'argent (Conditions générales d'utilisation",
        "Code du travail, articles L5331-3 et L5334-1",
        "« Contester cette décision »",
        "règlement extrajudiciaire des litiges",
        "juridictions compétentes",
    ] {
        // Guillemets hold no-break spaces, a quoted name zero-width ones (`templates::quoted`).
        let flat = statement
            .text
            .replace('\u{200b}', "")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(flat.contains(part), "{part}: {}", statement.text);
    }
    assert!(
        !app.subjects_to(&company.email)
            .iter()
            .any(|s| s.starts_with("Votre annonce a été retirée")),
        "the statement replaces the removal mail"
    );

    let mine = app.graphql_as(&company.token, MINE, json!({})).await;
    let listed = &mine["data"]["myModerationDecisions"][0];
    assert_eq!(listed["groundCode"], "SCAM", "{mine}");
    assert_eq!(listed["contestable"], true);
    assert_eq!(listed["automatedDetection"], false);
    let decision = listed["id"].clone();
    let stranger = app.confirmed_candidate("autre@exemple.fr").await;
    let refused = app
        .graphql_as(
            &stranger,
            CONTEST,
            json!({ "id": decision, "text": "Non." }),
        )
        .await;
    assert_eq!(first_error(&refused).1, "FORBIDDEN", "{refused}");

    let contested = app
        .graphql_as(
            &company.token,
            CONTEST,
            json!({ "id": decision, "text": "Ces frais étaient une erreur de saisie." }),
        )
        .await;
    assert_eq!(
        contested["data"]["contestModerationDecision"]["contestable"], false,
        "{contested}"
    );
    let twice = app
        .graphql_as(
            &company.token,
            CONTEST,
            json!({ "id": decision, "text": "Encore." }),
        )
        .await;
    assert_eq!(
        first_error(&twice),
        (
            "Vous avez déjà contesté cette décision.".to_owned(),
            "ALREADY_CONTESTED".to_owned()
        )
    );

    let contests = app.graphql_as(&second_staff, CONTESTS, json!({})).await;
    let waiting = &contests["data"]["admin"]["noticeContests"][0];
    assert_eq!(
        waiting["decidedByEmail"], "equipe@ensemblier.fr",
        "{contests}"
    );
    assert_eq!(
        waiting["statement"]["contestText"],
        "Ces frais étaient une erreur de saisie."
    );
    let same = app
        .graphql_as(
            &first_staff,
            DECIDE_CONTEST,
            json!({ "id": decision, "granted": true, "facts": "Erreur." }),
        )
        .await;
    let (message, code) = first_error(&same);
    assert_eq!(code, "SAME_MODERATOR", "{same}");
    assert!(
        message.starts_with("Une autre personne de l'équipe"),
        "{message}"
    );
    let other = app
        .graphql_as(
            &second_staff,
            DECIDE_CONTEST,
            json!({ "id": decision, "granted": false,
                    "facts": "Les frais sont écrits en toutes lettres dans l'annonce." }),
        )
        .await;
    assert!(
        other["data"]["admin"]["decideContest"]["decisionId"].is_i64(),
        "{other}"
    );
    let again = app
        .graphql_as(
            &second_staff,
            DECIDE_CONTEST,
            json!({ "id": decision, "granted": true, "facts": "Revu." }),
        )
        .await;
    assert_eq!(first_error(&again).1, "NOT_FOUND", "decided once: {again}");
    let mine = app.graphql_as(&company.token, MINE, json!({})).await;
    let answer = &mine["data"]["myModerationDecisions"][0];
    assert_eq!(answer["outcome"], "UPHELD", "{mine}");
    assert_eq!(answer["contestOf"], decision);
    assert!(answer["redress"]
        .as_str()
        .is_some_and(|r| r.contains("juridictions")));
    assert_eq!(offer_status(&app, offer.id).await, -2, "still removed");

    assert_eq!(
        audit_actions(&app).await,
        [
            "notice.confirm",
            "notice.decide",
            "notice.contest",
            "notice.contest_decide"
        ]
    );
}

/// A suspended company's accounts cannot sign in: the mail of its statement of reasons
/// carries a personal link, which reads the decision and contests it once without signing
/// in; another link is not found; another staff member grants it and the company is back.
#[tokio::test]
async fn a_suspended_company_contests_by_the_link_of_its_statement() {
    const BY_LINK: &str = "query ($token: String!) { moderationDecisionByLink(token: $token) {
        id outcome decision redress contestable contestedAt } }";
    const CONTEST_BY_LINK: &str = "mutation ($token: String!, $text: String!) {
        contestByLink(token: $token, text: $text) { id contestable contestText } }";
    let app = TestApp::new().await;
    let (company, offer) = company_and_offer(&app).await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let mut on_company = anonymous(&offer, "x@y.fr");
    on_company["input"]["id"] = json!(company.iri);
    on_company["input"]["reason"] = json!("FAKE_COMPANY");
    app.graphql_as(&lea, REPORT_COMPANY, on_company).await;
    let first_staff = app.staff("equipe@ensemblier.fr").await;
    let second_staff = app.staff("relecture@ensemblier.fr").await;
    let queue = app.graphql_as(&first_staff, QUEUE, json!({})).await;
    let notice = queue["data"]["admin"]["reportedContent"][0]["notices"][0]["id"].clone();
    let decided = app
        .graphql_as(
            &first_staff,
            DECIDE,
            json!({ "id": notice, "outcome": "COMPANY_SUSPENDED", "ground": "UNIDENTIFIED_COMPANY",
                    "facts": "Le SIRET donné appartient à une autre entreprise." }),
        )
        .await;
    assert_eq!(
        decided["data"]["admin"]["decideNotice"]["notices"], 1,
        "{decided}"
    );
    let (status, _) = app
        .login(&company.email, crate::support::helpers::PASSWORD)
        .await;
    assert_ne!(status, 200, "a suspended company cannot sign in");

    let statement = app.mail_to(&company.email, "Décision de modération").await;
    assert!(
        statement.text.contains("lien personnel"),
        "{}",
        statement.text
    );
    let link = statement.link("http://localhost:8080/contestation/");
    let token = link.rsplit('/').next().expect("the token").to_owned();
    let stored: Option<String> =
        sqlx::query_scalar("SELECT contest_token_hash FROM notice_decisions")
            .fetch_one(&app.pool)
            .await
            .expect("the hash");
    assert_ne!(
        stored.as_deref(),
        Some(token.as_str()),
        "only the hash is kept"
    );

    let read = app.graphql(BY_LINK, json!({ "token": token })).await;
    let decision = &read["data"]["moderationDecisionByLink"];
    assert_eq!(decision["outcome"], "COMPANY_SUSPENDED", "{read}");
    assert_eq!(decision["contestable"], true);
    assert!(decision["redress"]
        .as_str()
        .is_some_and(|r| r.contains("lien personnel")));
    let wrong = app
        .graphql(BY_LINK, json!({ "token": "pas-le-bon-lien" }))
        .await;
    assert_eq!(first_error(&wrong).1, "NOT_FOUND", "{wrong}");
    let wrong = app
        .graphql(
            CONTEST_BY_LINK,
            json!({ "token": "pas-le-bon-lien", "text": "Non." }),
        )
        .await;
    assert_eq!(first_error(&wrong).1, "NOT_FOUND", "{wrong}");

    let attempts = fire(20, |_| {
        let app = &app;
        let token = token.clone();
        async move {
            app.graphql(
                CONTEST_BY_LINK,
                json!({ "token": token, "text": "Notre SIRET est le bon : voici notre Kbis." }),
            )
            .await
        }
    })
    .await;
    let accepted = attempts
        .iter()
        .filter(|answer| answer["data"]["contestByLink"]["contestable"] == false)
        .count();
    assert_eq!(accepted, 1, "contested once: {attempts:?}");
    assert!(attempts
        .iter()
        .filter(|answer| answer["data"]["contestByLink"].is_null())
        .all(|answer| first_error(answer).1 == "ALREADY_CONTESTED"));

    let contests = app.graphql_as(&second_staff, CONTESTS, json!({})).await;
    let id = contests["data"]["admin"]["noticeContests"][0]["statement"]["id"].clone();
    let granted = app
        .graphql_as(
            &second_staff,
            DECIDE_CONTEST,
            json!({ "id": id, "granted": true, "facts": "Le Kbis montre que le SIRET est le sien." }),
        )
        .await;
    assert!(
        granted["data"]["admin"]["decideContest"]["decisionId"].is_i64(),
        "{granted}"
    );
    let (status, _) = app
        .login(&company.email, crate::support::helpers::PASSWORD)
        .await;
    assert_eq!(status, 200, "restored, the company signs in again");
    let by: Option<String> =
        sqlx::query_scalar("SELECT actor_email FROM audit_log WHERE action = 'notice.contest'")
            .fetch_one(&app.pool)
            .await
            .expect("the contest's step");
    assert_eq!(by.as_deref(), Some(company.email.as_str()));
}

/// An ad held over a high-risk warning (« argent facile ») becomes a notice « détection
/// automatique »: no reporter, no mail, the offer not removed; the statement of a decision on
/// it says the content was detected by automated means.
#[tokio::test]
async fn a_high_risk_held_ad_becomes_an_automatic_notice() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(3).await;
    let mut input = offer_input(&app, &company.iri, "Vendeur H/F").await;
    input["description"] = json!("<p>Argent facile depuis chez vous.</p>");
    let created = app
        .graphql_as(
            &company.token,
            "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id _id } } }",
            json!({ "input": input }),
        )
        .await;
    let offer = &created["data"]["createJobOffer"]["jobOffer"];
    let (iri, id) = (
        offer["id"].clone(),
        offer["_id"].as_i64().unwrap_or_else(|| panic!("{created}")),
    );
    let held = app
        .graphql_as(
            &company.token,
            "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { status } } }",
            json!({ "id": iri }),
        )
        .await;
    assert_eq!(
        held["data"]["updateStatusJobOffer"]["jobOffer"]["status"], 1,
        "{held}"
    );
    assert_eq!(
        offer_status(&app, id).await,
        1,
        "held, never removed by the machine"
    );

    let staff = app.staff("equipe@ensemblier.fr").await;
    let queue = app.graphql_as(&staff, QUEUE, json!({})).await;
    let item = &queue["data"]["admin"]["reportedContent"][0];
    assert_eq!(item["jobOfferId"], id, "{queue}");
    assert_eq!(item["automatic"], true);
    assert_eq!(item["notices"][0]["reason"], "SCAM");
    assert!(item["notices"][0]["reporterEmail"].is_null());
    assert_eq!(audit_actions(&app).await, ["notice.detect"]);

    let decided = app
        .graphql_as(
            &staff,
            DECIDE,
            json!({ "id": item["notices"][0]["id"], "outcome": "OFFER_REMOVED", "ground": "SCAM",
                    "facts": "L'annonce promet de l'argent facile." }),
        )
        .await;
    assert!(
        decided["data"]["admin"]["decideNotice"]["decisionId"].is_i64(),
        "{decided}"
    );
    let statement = app.mail_to(&company.email, "Décision de modération").await;
    assert!(
        statement
            .text
            .contains("Le contenu a été détecté par des moyens automatisés"),
        "{}",
        statement.text
    );
    let mine = app.graphql_as(&company.token, MINE, json!({})).await;
    assert_eq!(
        mine["data"]["myModerationDecisions"][0]["automatedDetection"],
        true
    );

    // « maintenue » on a held ad's notice: it goes public, and no statement is owed.
    let mut input = offer_input(&app, &company.iri, "Vendeur conseil H/F").await;
    input["description"] = json!("<p>Argent facile depuis chez vous.</p>");
    let created = app
        .graphql_as(
            &company.token,
            "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id _id } } }",
            json!({ "input": input }),
        )
        .await;
    let offer = &created["data"]["createJobOffer"]["jobOffer"];
    let (iri, id) = (offer["id"].clone(), offer["_id"].as_i64().expect("id"));
    app.graphql_as(
        &company.token,
        "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { status } } }",
        json!({ "id": iri }),
    )
    .await;
    assert_eq!(offer_status(&app, id).await, 1, "held");
    let queue = app.graphql_as(&staff, QUEUE, json!({})).await;
    let notice = queue["data"]["admin"]["reportedContent"][0]["notices"][0]["id"].clone();
    let kept = app
        .graphql_as(
            &staff,
            DECIDE,
            json!({ "id": notice, "outcome": "KEPT", "facts": "Une formule maladroite, sans demande d'argent." }),
        )
        .await;
    assert!(
        kept["data"]["admin"]["decideNotice"]["decisionId"].is_i64(),
        "{kept}"
    );
    assert_eq!(offer_status(&app, id).await, 2, "approved");
    let mine = app.graphql_as(&company.token, MINE, json!({})).await;
    assert_eq!(
        mine["data"]["myModerationDecisions"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
}
