//! La bonne alternance's offer-publishing API, against a fake speaking its protocol
//! (`la_bonne_alternance::fake`): an apprenticeship published with the verified employer's
//! SIRET, updated on edit, withdrawn on suspension, expiry and deletion; the service's refusal
//! (« doublon ») shown to the recruiter; every error waiting its backoff, never blocking our
//! own publication.

use std::time::Duration;

use ensemblier::{
    config::LaBonneAlternanceSettings,
    la_bonne_alternance::{
        client::Client,
        fake::{FakeLba, Scripted},
    },
    tasks,
};
use serde_json::{json, Value};

use crate::support::{
    builder::{locality, option, Company, DIRECTORY_SIRET},
    fixtures::{self, Offer},
    helpers::{spawn_app, TestApp},
};

const KEY: &str = "cle-jobs-write-de-test";
const SITE: &str = "http://localhost:8080";
const CREATE: &str =
    "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id _id } } }";
const STATUS: &str = "mutation ($id: ID!, $status: Int!) { updateStatusJobOffer(input: {id: $id, status: $status}) { jobOffer { statusLabel } } }";
const STATE: &str =
    "query ($id: ID!) { jobOffer(id: $id) { laBonneAlternance { state reasonCode reasonLabel } } }";

/// The fake, its base URL, and a task context sending to it with `key`.
async fn lba(app: &TestApp, key: &str) -> (FakeLba, String, tasks::Context) {
    let fake = FakeLba::new(KEY).with_read_only_key("cle-lecture-seule");
    let base = fake.start().await.expect("the fake");
    let context = sending_to(app, &base, key).await;
    (fake, base, context)
}

async fn sending_to(app: &TestApp, base: &str, key: &str) -> tasks::Context {
    let settings = LaBonneAlternanceSettings {
        api_url: base.to_owned(),
        api_key: key.to_owned(),
    };
    let mut context = app
        .task_context(|s| {
            s.public_base_url = SITE.to_owned();
            s.la_bonne_alternance = Some(settings.clone());
        })
        .await;
    // A second is « no answer in time » here (the fake's slow answer takes three).
    context.la_bonne_alternance =
        Some(Client::with_timeout(&settings, Duration::from_secs(1)).expect("client"));
    context
}

async fn run(context: &tasks::Context) -> anyhow::Result<u64> {
    let task = tasks::find("la-bonne-alternance").expect("the task");
    match tasks::run_once(task, context).await? {
        tasks::Outcome::Done(n) => Ok(n),
        tasks::Outcome::Skipped => panic!("skipped"),
    }
}

/// « Apprenti(e) tapissier(e) d'ameublement, CAP », two years from `2027-09-01`, published
/// by `company` through GraphQL: its `_id` and IRI.
async fn apprenticeship(app: &TestApp, company: &Company) -> (i64, String) {
    let input = json!({
        "title": "Apprenti(e) tapissier(e) d'ameublement, CAP",
        "companyPresentation": "<p>Atelier de tapisserie.</p>",
        "description": "<p>Réfection de sièges anciens, garnitures traditionnelles et couture.</p>",
        "perfectCandidateDescription": "<p>Curieux(se) et soigneux(se).</p>",
        "jobTypesIRI": [option(app, "job_types", "temps-plein").await],
        "jobPositionIRI": option(app, "job_positions", "ebeniste").await,
        "jobContractIRI": option(app, "job_contracts", "alternance").await,
        "diplomaIRI": option(app, "diplomas", "cap").await,
        "trainingSchool": "CFA des métiers d'art",
        "trainingRhythm": "3 semaines en entreprise / 1 semaine au CFA",
        "trainingMonths": 24,
        "trainingStartsOn": "2027-09-01",
        "localizedCompanyLocalityIRI": format!("/api/localities/{}", locality(app, "69383").await),
        "localizedCompanyCompanyId": company.iri,
    });
    let created = app
        .graphql_as(&company.token, CREATE, json!({ "input": input }))
        .await;
    let offer = &created["data"]["createJobOffer"]["jobOffer"];
    let iri = offer["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{created}"))
        .to_owned();
    // Published at once, whatever the service's state: it is told later, by the job.
    assert_eq!(set_status(app, company, &iri, 2).await, "Publiée");
    (offer["_id"].as_i64().expect("_id"), iri)
}

async fn set_status(app: &TestApp, company: &Company, iri: &str, status: i32) -> Value {
    let answer = app
        .graphql_as(
            &company.token,
            STATUS,
            json!({ "id": iri, "status": status }),
        )
        .await;
    answer["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"].clone()
}

async fn state(app: &TestApp, token: &str, iri: &str) -> Value {
    let answer = app.graphql_as(token, STATE, json!({ "id": iri })).await;
    assert!(answer.get("errors").is_none(), "{answer}");
    answer["data"]["jobOffer"]["laBonneAlternance"].clone()
}

/// Time passes: every offer waiting its retry may go.
async fn later(app: &TestApp) {
    sqlx::query("UPDATE la_bonne_alternance_offers SET retry_at = now() - interval '1 second' WHERE retry_at IS NOT NULL")
        .execute(&app.pool)
        .await
        .expect("time passes");
}

async fn retry(app: &TestApp, offer: i64) -> (i32, Option<i16>, f64) {
    sqlx::query_as(
        "SELECT attempts, last_status, coalesce(EXTRACT(EPOCH FROM retry_at - now())::float8, -1)
         FROM la_bonne_alternance_offers WHERE job_offer_id = $1",
    )
    .bind(offer)
    .fetch_one(&app.pool)
    .await
    .expect("its row")
}

#[tokio::test]
async fn an_apprenticeship_is_published_with_its_siret_updated_on_edit_and_withdrawn() {
    let app = spawn_app().await;
    let (fake, _, context) = lba(&app, KEY).await;
    let company = app.a_company().create().await;
    let (offer, iri) = apprenticeship(&app, &company).await;
    // Neither a CDI nor the apprenticeship of a company without a verified SIRET goes.
    let cdi = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company.id,
            title: "Tapissier confirmé",
            ..Offer::default()
        },
    )
    .await;
    let unverified = fixtures::company(&app.pool, "Atelier sans SIRET").await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: unverified,
            contract: "alternance",
            ..Offer::default()
        },
    )
    .await;

    // Sent, then its state read: 2 calls.
    assert_eq!(run(&context).await.expect("run"), 2);
    let received = fake.received();
    assert_eq!(received.len(), 1, "{received:?}");
    let (method, remote, body) = &received[0];
    assert_eq!(*method, "POST");
    assert_eq!(body.identifier.partner_job_id, offer.to_string());
    assert_eq!(
        body.workplace.siret, DIRECTORY_SIRET,
        "the verified employer's SIRET"
    );
    assert_eq!(body.contract.kind, ["Apprentissage"]);
    assert_eq!(body.contract.duration, Some(24));
    assert_eq!(
        body.contract.start.as_deref(),
        Some("2027-09-01T00:00:00.000Z")
    );
    assert_eq!(
        body.offer
            .target_diploma
            .as_ref()
            .and_then(|d| d.european.as_deref()),
        Some("3"),
        "a CAP is level 3"
    );
    assert_eq!(body.offer.status, "Active");
    assert!(body.offer.publication.expiration.is_some());
    assert!(
        body.offer
            .description
            .contains("Rythme : 3 semaines en entreprise / 1 semaine au CFA")
            && body
                .offer
                .description
                .contains("École ou CFA : CFA des métiers d'art")
            && !body.offer.description.contains("<p>"),
        "{}",
        body.offer.description
    );
    assert!(body
        .apply
        .url
        .as_deref()
        .is_some_and(|url| url.starts_with(&format!("{SITE}/emploi/{offer}/"))));
    assert!(fake.offer(&cdi.to_string()).is_none(), "a CDI is not sent");
    assert_eq!(
        state(&app, &company.token, &iri).await,
        json!({ "state": "PUBLISHED", "reasonCode": null, "reasonLabel": null })
    );
    // Another company never sees it.
    let other = app
        .a_company()
        .email("rh@autre-atelier.fr")
        .without_siret()
        .create()
        .await;
    assert_eq!(state(&app, &other.token, &iri).await, Value::Null);
    assert_eq!(
        run(&context).await.expect("run"),
        0,
        "nothing new, nothing sent"
    );

    // An edit is an update of the same offer there.
    sqlx::query("UPDATE job_offers SET title = 'Apprenti(e) tapissier(e), CAP', updated_at = now() WHERE id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("edit");
    run(&context).await.expect("run");
    let (method, id, body) = fake.received().pop().expect("the update");
    assert_eq!((method, &id), ("PUT", remote));
    assert_eq!(body.offer.title, "Apprenti(e) tapissier(e), CAP");

    // Suspended: withdrawn (`Cancelled`), shown so.
    assert_eq!(set_status(&app, &company, &iri, 0).await, "Suspendue");
    run(&context).await.expect("run");
    let (method, id, body) = fake.received().pop().expect("the withdrawal");
    assert_eq!(
        (method, &id, body.offer.status.as_str()),
        ("PUT", remote, "Cancelled")
    );
    assert_eq!(
        state(&app, &company.token, &iri).await["state"],
        "WITHDRAWN"
    );

    // Published again: a new offer there (the API updates active offers only).
    assert_eq!(set_status(&app, &company, &iri, 2).await, "Publiée");
    run(&context).await.expect("run");
    let (method, again, _) = fake.received().pop().expect("the new one");
    assert_eq!(method, "POST");
    assert_ne!(&again, remote);
    assert_eq!(
        state(&app, &company.token, &iri).await["state"],
        "PUBLISHED"
    );

    // Expired: withdrawn.
    sqlx::query("UPDATE job_offer_ads SET ends_at = now() - interval '1 second', starts_at = now() - interval '31 days' WHERE job_offer_id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("expiry");
    run(&context).await.expect("run");
    let (method, id, body) = fake.received().pop().expect("the withdrawal");
    assert_eq!(
        (method, &id, body.offer.status.as_str()),
        ("PUT", &again, "Cancelled")
    );

    // Deleted (after a new period): withdrawn, from the body kept.
    sqlx::query("UPDATE job_offer_ads SET starts_at = now() - interval '1 day', ends_at = now() + interval '29 days' WHERE job_offer_id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("a new period");
    run(&context).await.expect("run");
    let (method, third, _) = fake.received().pop().expect("published again");
    assert_eq!(method, "POST");
    sqlx::query("UPDATE job_offers SET status = -2, updated_at = now() WHERE id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("delete");
    run(&context).await.expect("run");
    let (method, id, body) = fake.received().pop().expect("the withdrawal");
    assert_eq!(
        (method, id, body.offer.status.as_str()),
        ("PUT", third, "Cancelled")
    );
    assert_eq!(body.workplace.siret, DIRECTORY_SIRET);
}

#[tokio::test]
async fn failures_wait_their_backoff_a_duplicate_is_refused_and_our_publication_never_waits() {
    let app = spawn_app().await;
    let (fake, base, context) = lba(&app, KEY).await;
    let company = app.a_company().create().await;

    // The service down: our publication does not notice.
    fake.fail_next(Scripted::Status(503));
    let (offer, iri) = apprenticeship(&app, &company).await;
    let error = run(&context).await;
    assert!(
        error.is_ok(),
        "a 503 is retried later, not the run's failure"
    );
    let (attempts, status, wait) = retry(&app, offer).await;
    assert_eq!((attempts, status), (1, Some(503)));
    assert!(wait > 590.0 && wait <= 600.0, "ten minutes: {wait}");
    assert_eq!(state(&app, &company.token, &iri).await["state"], "SENDING");
    assert_eq!(run(&context).await.expect("run"), 0, "not before its time");
    assert!(fake.received().is_empty());

    // 429: waits its Retry-After, and is not counted as a failure.
    later(&app).await;
    fake.fail_next(Scripted::RateLimited(120));
    run(&context).await.expect("run");
    let (attempts, status, wait) = retry(&app, offer).await;
    assert_eq!((attempts, status), (1, Some(429)));
    assert!(wait > 110.0 && wait <= 120.0, "its Retry-After: {wait}");

    // No answer in time: the second failure waits twice as long.
    later(&app).await;
    fake.fail_next(Scripted::Slow(Duration::from_secs(3)));
    run(&context).await.expect("run");
    let (attempts, status, wait) = retry(&app, offer).await;
    assert_eq!((attempts, status), (2, None));
    assert!(wait > 1190.0 && wait <= 1200.0, "twenty minutes: {wait}");

    // Then it goes.
    later(&app).await;
    run(&context).await.expect("run");
    assert_eq!(fake.received().len(), 1);
    assert_eq!(
        state(&app, &company.token, &iri).await["state"],
        "PUBLISHED"
    );
    assert_eq!(
        retry(&app, offer).await.0,
        0,
        "a success clears the failures"
    );

    // The same offer twice: the service refuses the second as a duplicate.
    let description = "<p>Réfection de sièges anciens, garnitures traditionnelles et couture.</p>";
    let twin = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company.id,
            title: "Apprenti(e) tapissier(e) d'ameublement, CAP",
            description,
            contract: "alternance",
            ..Offer::default()
        },
    )
    .await;
    run(&context).await.expect("run");
    let twin_iri = format!("/api/job_offers/{twin}");
    assert_eq!(
        state(&app, &company.token, &twin_iri).await,
        json!({ "state": "REFUSED", "reasonCode": "DUPLICATE",
                "reasonLabel": "L'offre est un doublon d'une offre existante" })
    );

    // A body the service does not validate (a title under 3 characters): refused, tried
    // again after an hour.
    let short = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company.id,
            title: "Ap",
            contract: "professionnalisation",
            ..Offer::default()
        },
    )
    .await;
    run(&context).await.expect("run");
    let (attempts, status, wait) = retry(&app, short).await;
    assert_eq!((attempts, status), (1, Some(400)));
    assert!(wait > 3590.0, "an hour: {wait}");
    assert_eq!(
        state(&app, &company.token, &format!("/api/job_offers/{short}")).await["reasonCode"],
        "WRONG_DATA"
    );
    let last_error: String = sqlx::query_scalar(
        "SELECT last_error FROM la_bonne_alternance_offers WHERE job_offer_id = $1",
    )
    .bind(short)
    .fetch_one(&app.pool)
    .await
    .expect("why");
    assert!(last_error.contains("/offer/title"), "{last_error}");

    // An offer the service no longer holds (404 on its update) is created anew.
    sqlx::query(
        "UPDATE la_bonne_alternance_offers SET remote_id = 'inconnu' WHERE job_offer_id = $1",
    )
    .bind(offer)
    .execute(&app.pool)
    .await
    .expect("forgotten there");
    sqlx::query("UPDATE job_offers SET updated_at = now() WHERE id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("edit");
    run(&context).await.expect("run");
    run(&context).await.expect("run");
    let posts = fake
        .received()
        .iter()
        .filter(|(m, _, b)| *m == "POST" && b.identifier.partner_job_id == offer.to_string())
        .count();
    assert_eq!(posts, 2, "created anew");

    // A key the service does not know stops the run; a key without `jobs:write` is refused.
    sqlx::query("UPDATE job_offers SET updated_at = now() WHERE id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("edit");
    let wrong = sending_to(&app, &base, "une-autre-cle").await;
    let error = run(&wrong).await.expect_err("401");
    assert!(
        format!("{error:#}").contains("Impossible de déchiffrer la clé d'API"),
        "{error:#}"
    );
    later(&app).await;
    let read_only = sending_to(&app, &base, "cle-lecture-seule").await;
    run(&read_only).await.expect("a 403 is the offer's refusal");
    assert_eq!(retry(&app, offer).await.1, Some(403));
}
