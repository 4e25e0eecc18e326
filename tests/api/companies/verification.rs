//! Verified employers (issue 54, item 4; docs/accounts.md "Verified employers"): a company
//! gives its SIRET, the State's directory — here its fake, speaking its protocol over HTTP
//! (`companies::directory::fake`) — answers found, closed, unknown, nothing in time or 429;
//! publishing and buying wait for a verified SIRET, or a pending one for a day; the task
//! retries the pending ones; staff see them; 10 lookups a day, under a race.

use ensemblier::{
    companies::directory::fake::{FakeDirectory, BUSY, CLOSED, SLOW, UNKNOWN},
    tasks,
};
use serde_json::{json, Value};

use crate::security::race::fire;
use crate::support::builder::{offer_input, Company, DIRECTORY_SIRET, VERIFY_SIRET};
use crate::support::helpers::{first_error, spawn_app_with, TestApp};

const MINE: &str = "{ companies { edges { node { verification {
    siret siretSpaced status refusal legalName street postcode city naf size allowsPublishing } } } } }";
const PUBLIC: &str = "query($id: ID!) { company(id: $id) { name verification {
    siret siretSpaced legalName naf size } } }";
const PENDING: &str =
    "{ admin { pendingVerifications { companyId companyName siret tries allowsPublishing } } }";
const CREATE_OFFER: &str = "mutation ($input: JobOfferInput!) {
    createJobOffer(input: $input) { jobOffer { id } } }";
const PUBLISH: &str = "mutation ($id: ID!) {
    updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { status } } }";

async fn verify(app: &TestApp, company: &Company, siret: &str) -> Value {
    app.graphql_as(
        &company.token,
        VERIFY_SIRET,
        json!({ "company": company.iri, "siret": siret }),
    )
    .await
}

async fn mine(app: &TestApp, company: &Company) -> Value {
    let data = app.graphql_as(&company.token, MINE, json!({})).await;
    data["data"]["companies"]["edges"][0]["node"]["verification"].clone()
}

/// Creates an offer of `company` and tries to publish it: the answer of the publication.
async fn try_publish(app: &TestApp, company: &Company) -> Value {
    let input = offer_input(app, &company.iri, "Tapissier décorateur").await;
    let created = app
        .graphql_as(&company.token, CREATE_OFFER, json!({ "input": input }))
        .await;
    let id = created["data"]["createJobOffer"]["jobOffer"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{created}"))
        .to_owned();
    app.graphql_as(&company.token, PUBLISH, json!({ "id": id }))
        .await
}

fn published(answer: &Value) -> bool {
    answer["data"]["updateStatusJobOffer"]["jobOffer"]["status"] == 2
}

async fn unverified(app: &TestApp) -> Company {
    app.a_company().without_siret().credits(3).create().await
}

#[tokio::test]
async fn a_siret_the_directory_finds_verifies_the_company_and_fills_its_identity() {
    let app = TestApp::new().await;
    let company = app
        .a_company()
        .without_billing_identity()
        .without_siret()
        .credits(1)
        .create()
        .await;
    let given = verify(&app, &company, "552 100 554 00013").await;
    let v = &given["data"]["verifyCompanySiret"]["verification"];
    assert_eq!(v["status"], "VERIFIED", "{given}");
    assert_eq!(v["legalName"], "MAISON LEMOINE DECORATION");
    assert_eq!(
        (v["naf"].as_str(), v["size"].as_str()),
        (Some("74.10Z"), Some("6 à 9 salariés"))
    );
    assert_eq!(v["allowsPublishing"], true);
    // The billing identity is the directory's: the establishment's address, its SIREN, the
    // VAT number derived from it.
    let identity = app
        .client
        .get(format!("{}/api/payment/billing-identity", app.address))
        .bearer_auth(&company.token)
        .send()
        .await
        .expect("GET")
        .json::<Value>()
        .await
        .expect("JSON");
    assert_eq!(
        (
            identity["street"].as_str(),
            identity["postcode"].as_str(),
            identity["city"].as_str(),
            identity["siren"].as_str(),
            identity["vatNumber"].as_str()
        ),
        (
            Some("12 RUE DE LA REPUBLIQUE"),
            Some("69002"),
            Some("LYON"),
            Some("552100554"),
            ensemblier::companies::billing_identity::french_vat_number("552100554").as_deref()
        ),
        "{identity}"
    );
    // It publishes, and its page says « Entreprise vérifiée » with the SIRET.
    assert!(published(&try_publish(&app, &company).await));
    let page = app.graphql(PUBLIC, json!({ "id": company.iri })).await;
    let shown = &page["data"]["company"]["verification"];
    assert_eq!(shown["siretSpaced"], "552 100 554 00013", "{page}");
    assert_eq!(shown["legalName"], "MAISON LEMOINE DECORATION");
    // So does the server-written first screen.
    crate::content::answers::build_ui_with(&app, &["PublicCompany"]);
    let page = app
        .get(&format!("/entreprises/{}/entreprise", company.id))
        .await
        .text()
        .await
        .expect("page");
    let (_, markup) = page
        .split_once("<div id=\"root\">")
        .expect("the first screen");
    assert!(
        markup.contains(">Entreprise vérifiée</span>")
            && markup.contains("MAISON LEMOINE DECORATION · SIRET 552 100 554 00013"),
        "{markup}"
    );
    // The change is in the audit log.
    let logged: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM audit_log WHERE action = 'company.siret' AND subject_id = $1",
    )
    .bind(company.id.to_string())
    .fetch_one(&app.pool)
    .await
    .expect("audit");
    assert_eq!(logged, 1);
}

#[tokio::test]
async fn a_closed_or_unknown_siret_is_refused_in_french_and_the_company_cannot_publish() {
    let app = TestApp::new().await;
    let company = unverified(&app).await;
    let closed = verify(&app, &company, CLOSED).await;
    assert_eq!(
        first_error(&closed),
        (
            ensemblier::companies::verification::CLOSED.to_owned(),
            "CLOSED_SIRET".to_owned()
        )
    );
    let unknown = verify(&app, &company, UNKNOWN).await;
    assert_eq!(
        first_error(&unknown),
        (
            ensemblier::companies::verification::UNKNOWN.to_owned(),
            "UNKNOWN_SIRET".to_owned()
        )
    );
    assert_eq!(mine(&app, &company).await, Value::Null, "nothing stored");
    let refused = try_publish(&app, &company).await;
    assert!(!published(&refused));
    assert_eq!(
        first_error(&refused),
        (
            ensemblier::companies::verification::REQUIRED.to_owned(),
            "SIRET_REQUIRED".to_owned()
        )
    );
    // Nor does it buy.
    let (status, body) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2 }),
            Some(&company.token),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("SIRET_REQUIRED")),
        "{body}"
    );
}

#[tokio::test]
async fn a_bad_siret_is_refused_by_its_bound_and_its_key_never_by_a_500() {
    let app = TestApp::new().await;
    let company = unverified(&app).await;
    for (typed, code) in [
        ("73282932000075", "INVALID_SIRET"),
        ("123", "INVALID_SIRET"),
        ("732829320\u{0}00074", "CONTROL_CHARACTER"),
    ] {
        let answer = verify(&app, &company, typed).await;
        assert_eq!(first_error(&answer).1, code, "{typed:?}: {answer}");
    }
    let huge = "7".repeat(5 * 1024 * 1024);
    let response = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .bearer_auth(&company.token)
        .json(&json!({ "query": VERIFY_SIRET, "variables": { "company": company.iri, "siret": huge } }))
        .send()
        .await
        .expect("POST");
    assert!(response.status().is_client_error(), "{}", response.status());
    let body: Value = response.json().await.expect("JSON");
    assert!(
        !first_error(&body).0.is_empty() && first_error(&body).1 != "INTERNAL",
        "{body}"
    );
    // La Poste's establishments follow their own key.
    let la_poste = verify(&app, &company, "35600000049837").await;
    assert_eq!(
        la_poste["data"]["verifyCompanySiret"]["verification"]["status"], "VERIFIED",
        "{la_poste}"
    );
}

#[tokio::test]
async fn a_directory_that_does_not_answer_leaves_a_day_to_publish_and_staff_see_it() {
    let app = TestApp::new().await;
    let company = unverified(&app).await;
    // Nothing within the client's timeout, then a 429: pending both times.
    for siret in [SLOW, BUSY] {
        let given = verify(&app, &company, siret).await;
        let v = &given["data"]["verifyCompanySiret"]["verification"];
        assert_eq!(v["status"], "PENDING", "{siret}: {given}");
        assert_eq!(v["allowsPublishing"], true);
    }
    assert!(published(&try_publish(&app, &company).await));
    let staff = app.staff("moderation@ensemblier.test").await;
    let pending = app.graphql_as(&staff, PENDING, json!({})).await;
    let listed = &pending["data"]["admin"]["pendingVerifications"];
    assert_eq!(listed[0]["companyId"], company.id, "{pending}");
    assert_eq!(listed[0]["siret"], BUSY);
    assert_eq!(listed[0]["allowsPublishing"], true);
    // A company may not read the staff's list (the back-office is nowhere for it).
    let refused = app.graphql_as(&company.token, PENDING, json!({})).await;
    assert_eq!(first_error(&refused).1, "NOT_FOUND", "{refused}");
    // A day later, still not verified: publishing waits for the directory.
    sqlx::query("UPDATE company_verifications SET given_at = now() - interval '25 hours'")
        .execute(&app.pool)
        .await
        .expect("time travel");
    let late = try_publish(&app, &company).await;
    assert_eq!(
        first_error(&late),
        (
            ensemblier::companies::verification::PENDING_TOO_LONG.to_owned(),
            "SIRET_REQUIRED".to_owned()
        )
    );
}

/// The server on its own fake directory, whose business the test sets.
async fn with_directory() -> (TestApp, FakeDirectory, String) {
    let fake = FakeDirectory::default();
    let url = fake.start().await.expect("the fake directory");
    let configured = url.clone();
    let app =
        spawn_app_with(move |settings| settings.company_directory_url = Some(configured)).await;
    (app, fake, url)
}

/// Runs the task `company-verifications` once, as the scheduler would.
async fn run_retries(app: &TestApp, directory_url: &str) -> u64 {
    let context = app
        .task_context(|settings| settings.company_directory_url = Some(directory_url.to_owned()))
        .await;
    let task = tasks::find("company-verifications").expect("the task");
    match tasks::run_once(task, &context).await.expect("run") {
        tasks::Outcome::Done(n) => n,
        tasks::Outcome::Skipped => panic!("skipped"),
    }
}

#[tokio::test]
async fn the_task_verifies_or_refuses_the_pending_sirets_once_the_directory_answers() {
    let (app, fake, url) = with_directory().await;
    let found = unverified(&app).await;
    let closed = app
        .a_company()
        .email("rh@ferme.fr")
        .without_siret()
        .credits(1)
        .create()
        .await;
    fake.set_busy(true);
    for (company, siret) in [(&found, DIRECTORY_SIRET), (&closed, CLOSED)] {
        let given = verify(&app, company, siret).await;
        assert_eq!(
            given["data"]["verifyCompanySiret"]["verification"]["status"], "PENDING",
            "{given}"
        );
    }
    // Still busy: nothing answered, each tried once more.
    assert_eq!(run_retries(&app, &url).await, 0);
    let tries: i32 = sqlx::query_scalar("SELECT max(tries) FROM company_verifications")
        .fetch_one(&app.pool)
        .await
        .expect("tries");
    assert_eq!(tries, 2);
    fake.set_busy(false);
    assert_eq!(run_retries(&app, &url).await, 2);
    let verified = mine(&app, &found).await;
    assert_eq!(
        (verified["status"].as_str(), verified["legalName"].as_str()),
        (Some("VERIFIED"), Some("ATELIER DUBOIS"))
    );
    let refused = mine(&app, &closed).await;
    assert_eq!(
        (refused["status"].as_str(), refused["refusal"].as_str()),
        (Some("REFUSED"), Some("closed"))
    );
    let answer = try_publish(&app, &closed).await;
    assert_eq!(
        first_error(&answer),
        (
            ensemblier::companies::verification::REFUSED.to_owned(),
            "SIRET_REQUIRED".to_owned()
        )
    );
    // Nothing left to retry.
    assert_eq!(run_retries(&app, &url).await, 0);
}

#[tokio::test]
async fn a_verified_siret_stays_when_the_directory_is_down_for_a_new_one() {
    let (app, fake, _) = with_directory().await;
    let company = app.company_with_credits(1).await;
    fake.set_busy(true);
    let answer = verify(&app, &company, "55210055400013").await;
    assert_eq!(first_error(&answer).1, "DIRECTORY_UNAVAILABLE", "{answer}");
    let kept = mine(&app, &company).await;
    assert_eq!(
        (kept["siret"].as_str(), kept["status"].as_str()),
        (Some(DIRECTORY_SIRET), Some("VERIFIED"))
    );
}

#[tokio::test]
async fn ten_lookups_a_day_per_company_even_twenty_at_once() {
    let (app, fake, _) = with_directory().await;
    let company = unverified(&app).await;
    let before = fake.calls();
    let answers = fire(20, |_| verify(&app, &company, DIRECTORY_SIRET)).await;
    let codes: Vec<String> = answers.iter().map(|a| first_error(a).1).collect();
    assert_eq!(
        codes.iter().filter(|c| c.is_empty()).count(),
        10,
        "{codes:?}"
    );
    assert_eq!(
        codes.iter().filter(|c| *c == "RATE_LIMITED").count(),
        10,
        "{codes:?}"
    );
    assert_eq!(
        fake.calls() - before,
        10,
        "the refused ones never reach the directory"
    );
    let counted: i64 =
        sqlx::query_scalar("SELECT count(*) FROM siret_lookups WHERE company_id = $1")
            .bind(company.id)
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(counted, 10);
}

#[tokio::test]
async fn a_recruiter_reads_the_verification_but_only_the_owner_gives_it() {
    let app = TestApp::new().await;
    let company = unverified(&app).await;
    let token =
        crate::companies::team::recruiter_joins(&app, &company.token, "recrue@atelier.fr").await;
    let recruiter = Company {
        token,
        ..company.clone()
    };
    let answer = verify(&app, &recruiter, DIRECTORY_SIRET).await;
    assert_eq!(first_error(&answer).1, "FORBIDDEN", "{answer}");
    verify(&app, &company, DIRECTORY_SIRET).await;
    assert_eq!(mine(&app, &recruiter).await["status"], "VERIFIED");
}
