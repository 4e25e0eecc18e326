//! Moderation (docs/moderation.md): the wording checker's query, removing an offer for a
//! terms' reason, suspending a company, the company list and the queue.

use ensemblier::{
    access::Actor,
    mail::Mailer,
    moderation::{self, Reason},
};
use serde_json::json;

use crate::{
    support::fixtures,
    support::helpers::{first_error, spawn_app, TestApp, PASSWORD},
};

const WORDING: &str =
    "query ($input: OfferWordingInput!) { offerWording(input: $input) { rule field message law } }";
const PUBLIC_OFFER: &str = "query ($id: ID!) { jobOffer(id: $id) { title } }";

fn offer_iri(id: i64) -> String {
    format!("/api/job_offers/{id}")
}

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
    app.query(PUBLIC_OFFER, json!({ "id": offer_iri(id) }))
        .await["jobOffer"]["title"]
        .as_str()
        .map(str::to_owned)
}

#[tokio::test]
async fn a_recruiter_gets_the_checkers_warnings_and_nobody_else_does() {
    let app = spawn_app().await;
    let recruiter = app.company("rh@atelier.fr", "Atelier Dubois").await;
    let input = json!({ "input": {
        "title": "Vendeur H/F",
        "description": "<p>Vous êtes jeune et dynamique, 25-30 ans.</p>",
    }});
    let answer = app.graphql_as(&recruiter, WORDING, input.clone()).await;
    assert!(answer.get("errors").is_none(), "{answer}");
    assert_eq!(
        answer["data"]["offerWording"],
        json!([{
            "rule": "AGE",
            "field": "description",
            "message": "Votre annonce mentionne un âge : « Vous êtes jeune et dynamique, 25-30 ans » (interdit : Code du travail, articles L5331-2 et L1132-1 ; Code pénal, articles 225-1 et 225-2)",
            "law": "Code du travail, articles L5331-2 et L1132-1 ; Code pénal, articles 225-1 et 225-2",
        }])
    );

    let candidate = app.candidate("lea@exemple.fr").await;
    let refused = app.graphql_as(&candidate, WORDING, input.clone()).await;
    assert_eq!(first_error(&refused).1, "FORBIDDEN");
    let anonymous = app.graphql(WORDING, input).await;
    assert_eq!(first_error(&anonymous).1, "UNAUTHENTICATED");

    // The texts are bounded as the offer form bounds them.
    let long = app
        .graphql_as(
            &recruiter,
            WORDING,
            json!({ "input": { "description": "a".repeat(20_001) } }),
        )
        .await;
    assert_eq!(
        first_error(&long),
        (
            "Le champ Description du poste est trop long (20000 caractères au plus).".to_owned(),
            "TOO_LONG".to_owned()
        )
    );
}

#[tokio::test]
async fn a_removed_offer_leaves_the_site_at_once_and_its_company_gets_the_reason() {
    let app = spawn_app().await;
    let company = app.a_company().without_billing_identity().create().await.id;
    let ids = fixtures::offers(&app.pool, company, &["Vendeur jeune", "Tapissier H/F"]).await;
    assert_eq!(
        public_title(&app, ids[0]).await.as_deref(),
        Some("Vendeur jeune")
    );
    let outbox_before: i64 =
        sqlx::query_scalar("SELECT count(*) FROM index_outbox WHERE job_offer_id = $1")
            .bind(ids[0])
            .fetch_one(&app.pool)
            .await
            .expect("outbox");

    let mailer = Mailer::new("http://ensemblier.test");
    let removal = moderation::remove_offer(
        &app.pool,
        &mailer,
        ids[0],
        Reason::parse("contenu discriminatoire").expect("a reason"),
        None,
        Actor::CommandLine,
    )
    .await
    .expect("removed");
    assert_eq!(removal.status_before, 2);

    assert_eq!(public_title(&app, ids[0]).await, None, "gone at once");
    assert_eq!(
        public_title(&app, ids[1]).await.as_deref(),
        Some("Tapissier H/F")
    );
    let outbox_after: i64 =
        sqlx::query_scalar("SELECT count(*) FROM index_outbox WHERE job_offer_id = $1")
            .bind(ids[0])
            .fetch_one(&app.pool)
            .await
            .expect("outbox");
    assert!(outbox_after > outbox_before, "the index hears of it");
    let reason: String =
        sqlx::query_scalar("SELECT reason FROM offer_removals WHERE job_offer_id = $1")
            .bind(ids[0])
            .fetch_one(&app.pool)
            .await
            .expect("the reason is kept");
    assert_eq!(reason, "DISCRIMINATING_CONTENT");

    let mail = app
        .mail_to("rh@atelier.fr", "Votre annonce a été retirée")
        .await;
    assert!(mail.text.contains("« Vendeur jeune »"), "{}", mail.text);
    assert!(mail
        .text
        .contains("pour le motif suivant : contenu discriminatoire."));
    assert!(mail.text.contains("n'est pas remboursée"));

    // Nothing to remove twice; an unknown reason is refused in French.
    assert!(moderation::remove_offer(
        &app.pool,
        &mailer,
        ids[0],
        Reason::Scam,
        None,
        Actor::CommandLine
    )
    .await
    .is_err());
    let unknown = Reason::parse("pas aimé").expect_err("not a terms' reason");
    assert_eq!(
        unknown.message(),
        "Choisissez un des motifs des conditions générales."
    );
}

#[tokio::test]
async fn a_suspended_company_cannot_sign_in_and_its_offers_come_back_when_restored() {
    let app = spawn_app().await;
    let token = app.company("rh@atelier.fr", "Atelier Dubois").await;
    let company = company_id_of(&app, "rh@atelier.fr").await;
    let ids = fixtures::offers(&app.pool, company, &["Tapissier H/F"]).await;
    let other = fixtures::company(&app.pool, "Maison Martin").await;
    let others = fixtures::offers(&app.pool, other, &["Ébéniste H/F"]).await;

    let was = moderation::set_company_suspended(&app.pool, company, true, Actor::CommandLine)
        .await
        .expect("suspended");
    assert!(!was);
    assert_eq!(
        public_title(&app, ids[0]).await,
        None,
        "its offers leave the site"
    );
    assert_eq!(
        public_title(&app, others[0]).await.as_deref(),
        Some("Ébéniste H/F")
    );
    let (status, body) = app.login("rh@atelier.fr", PASSWORD).await;
    assert_eq!(status, 422, "{body}");
    assert!(
        body.to_string()
            .contains(ensemblier::accounts::login::SUSPENDED),
        "{body}"
    );
    let me = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .bearer_auth(&token)
        .json(&json!({ "query": "{ me { email } }" }))
        .send()
        .await
        .expect("GraphQL");
    assert_eq!(me.status(), 401, "the open session stopped working");
    let listed = moderation::list_companies(&app.pool, "atelier", 10, None)
        .await
        .expect("list")
        .0;
    assert!(listed[0].suspended);

    moderation::set_company_suspended(&app.pool, company, false, Actor::CommandLine)
        .await
        .expect("restored");
    assert_eq!(
        public_title(&app, ids[0]).await.as_deref(),
        Some("Tapissier H/F")
    );
    let (status, _) = app.login("rh@atelier.fr", PASSWORD).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn the_company_list_flags_personal_addresses_and_counts_offers_and_orders() {
    let app = spawn_app().await;
    app.company("deco.lyon@gmail.com", "Déco Lyon").await;
    app.company("rh@atelier.fr", "Atelier 100%").await;
    let lyon = company_id_of(&app, "deco.lyon@gmail.com").await;
    fixtures::offers(&app.pool, lyon, &["Vendeur H/F", "Poseur H/F"]).await;

    let all = moderation::list_companies(&app.pool, "", 50, None)
        .await
        .expect("list")
        .0;
    let found = all.iter().find(|c| c.id == lyon).expect("listed");
    assert!(found.personal_email());
    assert!(!found.email_confirmed);
    assert_eq!((found.offers, found.orders), (2, 0));
    let atelier = all
        .iter()
        .find(|c| c.name == "Atelier 100%")
        .expect("listed");
    assert!(!atelier.personal_email());

    // The search reads `%` as a character, not a wildcard.
    let by_name = moderation::list_companies(&app.pool, "100%", 50, None)
        .await
        .expect("list")
        .0;
    assert_eq!(by_name.len(), 1);
    let by_mail = moderation::list_companies(&app.pool, "GMAIL", 50, None)
        .await
        .expect("list")
        .0;
    assert_eq!(by_mail.iter().map(|c| c.id).collect::<Vec<_>>(), [lyon]);
    assert!(
        moderation::list_companies(&app.pool, &"x".repeat(101), 50, None)
            .await
            .is_err()
    );
}

#[tokio::test]
async fn the_queue_lists_published_offers_newest_first_with_their_flags() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Maison Martin").await;
    let old = fixtures::offer(
        &app.pool,
        fixtures::Offer {
            company_id: company,
            title: "Ébéniste H/F",
            days_ago: 3,
            ..fixtures::Offer::default()
        },
    )
    .await;
    let new = fixtures::offer(
        &app.pool,
        fixtures::Offer {
            company_id: company,
            title: "Vendeuse",
            description: "<p>Jeune et dynamique, 25-30 ans. Écrivez à martin@hotmail.fr.</p>",
            days_ago: 1,
            ..fixtures::Offer::default()
        },
    )
    .await;
    let queue: Vec<_> = moderation::queue(&app.pool, 50, None, false)
        .await
        .expect("queue")
        .0
        .into_iter()
        .filter(|q| q.offer.card.company_id == company)
        .collect();
    let ids: Vec<i64> = queue.iter().map(|q| q.offer.card.id).collect();
    assert_eq!(ids[..2], [new, old]);
    let rules: Vec<&str> = queue[0].flags.iter().map(|f| f.rule.code()).collect();
    // The fixture's texts say « H/F »: a feminine title alone is then the flag.
    assert_eq!(rules, ["GENDERED_TITLE", "AGE", "PERSONAL_EMAIL"]);
    assert!(queue[1].flags.is_empty());
}

const BROWSER: &str =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const RECORD: &str = "mutation ($id: ID!, $event: JobOfferEvent!) { recordJobOfferEvent(jobOfferId: $id, event: $event) }";
const STATS: &str =
    "query ($id: ID!) { jobOffer(id: $id) { applicationsCount stats { views applyClicks } } }";

async fn record(app: &TestApp, agent: &str, token: Option<&str>, id: i64, event: &str) -> bool {
    let mut request = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .header("User-Agent", agent)
        .json(&json!({ "query": RECORD, "variables": { "id": offer_iri(id), "event": event } }));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let answer: serde_json::Value = request
        .send()
        .await
        .expect("record")
        .json()
        .await
        .expect("JSON");
    answer["data"]["recordJobOfferEvent"]
        .as_bool()
        .unwrap_or_else(|| panic!("{answer}"))
}

#[tokio::test]
async fn each_company_sees_the_numbers_of_its_own_offers_only() {
    let app = spawn_app().await;
    let owner = app.company("rh@atelier.fr", "Atelier Dubois").await;
    let rival = app.company("rh@maison.fr", "Maison Martin").await;
    let company = company_id_of(&app, "rh@atelier.fr").await;
    let ids = fixtures::offers(&app.pool, company, &["Tapissier H/F"]).await;
    let id = ids[0];

    assert!(record(&app, BROWSER, None, id, "VIEW").await);
    // Issue 59: once per visitor and day; another browser on the address is another visitor,
    // and a signed-in user is one visitor whatever her browser.
    assert!(!record(&app, BROWSER, None, id, "VIEW").await);
    assert!(record(&app, "Mozilla/5.0 (iPhone) Safari", None, id, "VIEW").await);
    assert!(record(&app, BROWSER, Some(&rival), id, "APPLY_CLICK").await);
    assert!(
        !record(
            &app,
            "Mozilla/5.0 (iPhone) Safari",
            Some(&rival),
            id,
            "APPLY_CLICK"
        )
        .await
    );
    // Twenty aliased events in one request: refused whole, nothing counted.
    let events: String = (0..20)
        .map(|i| {
            format!(
                "e{i}: recordJobOfferEvent(jobOfferId: \"{}\", event: VIEW) ",
                offer_iri(id)
            )
        })
        .collect();
    let aliased: serde_json::Value = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .header("User-Agent", "Mozilla/5.0 (X11; Linux) Firefox")
        .json(&json!({ "query": format!("mutation {{ {events} }}") }))
        .send()
        .await
        .expect("aliased")
        .json()
        .await
        .expect("JSON");
    assert_eq!(
        aliased["errors"][0]["extensions"]["code"], "TOO_MANY_FIELDS",
        "{aliased}"
    );
    // Robots, the company itself and unknown offers are not counted.
    assert!(!record(&app, "Googlebot/2.1", None, id, "VIEW").await);
    assert!(!record(&app, "", None, id, "VIEW").await);
    assert!(!record(&app, BROWSER, Some(&owner), id, "VIEW").await);
    assert!(!record(&app, BROWSER, None, id + 1000, "VIEW").await);

    let mine = app
        .graphql_as(&owner, STATS, json!({ "id": offer_iri(id) }))
        .await;
    assert_eq!(
        mine["data"]["jobOffer"]["stats"],
        json!({ "views": 2, "applyClicks": 1 }),
        "{mine}"
    );
    assert_eq!(mine["data"]["jobOffer"]["applicationsCount"], 0);
    let theirs = app
        .graphql_as(&rival, STATS, json!({ "id": offer_iri(id) }))
        .await;
    assert!(theirs["data"]["jobOffer"]["stats"].is_null(), "{theirs}");
    let anonymous = app.query(STATS, json!({ "id": offer_iri(id) })).await;
    assert!(anonymous["jobOffer"]["stats"].is_null());
    // One row per offer and day, whatever the number of events.
    let rows: i64 =
        sqlx::query_scalar("SELECT count(*) FROM offer_daily_stats WHERE job_offer_id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .expect("rows");
    assert_eq!(rows, 1);
}
