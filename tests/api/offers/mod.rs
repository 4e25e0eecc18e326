//! The offer lifecycle through GraphQL: drafts, publishing with credits, suspending,
//! duplicating, deleting, expiring, and who may do what.

mod offer_page;
mod pay;
mod similar_offers;
mod success;
mod training;

use serde_json::{json, Value};

use crate::support::{
    builder::{locality, option, Company},
    helpers::{first_error, spawn_app, TestApp},
};

const CREATE: &str = "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { clientMutationId jobOffer { id _id title status statusLabel description } } }";
const STATUS: &str = "mutation ($id: ID!, $status: Int!) { updateStatusJobOffer(input: {id: $id, status: $status}) { jobOffer { status statusLabel jobOfferAd { startsAt endsAt } } } }";

/// A registered company with its e-mail confirmed (publishing needs it).
async fn recruiter(app: &TestApp, email: &str, name: &str) -> Company {
    app.a_company().email(email).named(name).create().await
}

/// A valid offer form of `company` (its IRI), for other files' tests.
pub(crate) async fn offer_form(app: &TestApp, company: &str, contract: &str) -> Value {
    form(app, company, contract).await
}

async fn form(app: &TestApp, company: &str, contract: &str) -> Value {
    let lyon = locality(app, "69383").await;
    json!({
        "title": "Tapissier décorateur H/F",
        "companyPresentation": "Atelier lyonnais de tapisserie.",
        "description": "<p>Réfection de sièges <script>alert(1)</script>anciens.</p>",
        "perfectCandidateDescription": "<p>CAP tapissier.</p>",
        "jobTypesIRI": [option(app, "job_types", "temps-plein").await],
        "jobPositionIRI": option(app, "job_positions", "ebeniste").await,
        "jobSalaryIRI": option(app, "job_salaries", "selon-profil").await,
        "payMin": 32000,
        "payMax": 38000,
        "payPeriod": "YEAR",
        "jobContractIRI": option(app, "job_contracts", contract).await,
        "localizedCompanyLocalityIRI": format!("/api/localities/{lyon}"),
        "localizedCompanyAddress1": "3 rue Servient",
        "localizedCompanyCompanyId": company,
        "clientMutationId": "c1",
    })
}

async fn create(app: &TestApp, r: &Company, contract: &str) -> String {
    let answer = app
        .graphql_as(
            &r.token,
            CREATE,
            json!({ "input": form(app, &r.iri, contract).await }),
        )
        .await;
    answer["data"]["createJobOffer"]["jobOffer"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{answer}"))
        .to_owned()
}

async fn wallet(app: &TestApp, company_id: i64) -> (i32, i32) {
    sqlx::query_as("SELECT w.job_offer_ads_remaining, w.job_offer_ads_consumed FROM wallets w JOIN companies c ON c.pro_client_id = w.pro_client_id WHERE c.id = $1")
        .bind(company_id)
        .fetch_one(&app.pool)
        .await
        .expect("wallet")
}

#[tokio::test]
async fn a_draft_is_created_with_sanitised_texts_and_stays_private() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let answer = app
        .graphql_as(
            &r.token,
            CREATE,
            json!({ "input": form(&app, &r.iri, "cdi").await }),
        )
        .await;
    let offer = &answer["data"]["createJobOffer"];
    assert_eq!(offer["clientMutationId"], "c1");
    assert_eq!(offer["jobOffer"]["status"], 0);
    assert_eq!(offer["jobOffer"]["statusLabel"], "Brouillon");
    assert_eq!(
        offer["jobOffer"]["description"],
        "<p>Réfection de sièges anciens.</p>"
    );
    let id = offer["jobOffer"]["id"].clone();
    assert!(app
        .query(
            "query ($id: ID!) { jobOffer(id: $id) { title } }",
            json!({ "id": id })
        )
        .await["jobOffer"]
        .is_null());
}

#[tokio::test]
async fn the_company_presentation_reads_as_html_like_the_descriptions() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let mut input = form(&app, &r.iri, "cdi").await;
    input["companyPresentation"] = json!("Atelier <b onclick=\"x()\">lyonnais</b>.");
    let answer = app
        .graphql_as(
            &r.token,
            "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { companyPresentation } } }",
            json!({ "input": input }),
        )
        .await;
    assert_eq!(
        answer["data"]["createJobOffer"]["jobOffer"]["companyPresentation"],
        "Atelier <b>lyonnais</b>.",
        "{answer}"
    );

    // Stored as plain text (older demo data): read as escaped paragraphs all the same.
    let id = crate::support::fixtures::offer(
        &app.pool,
        crate::support::fixtures::Offer {
            company_id: r.id,
            title: "Tapissier",
            ..crate::support::fixtures::Offer::default()
        },
    )
    .await;
    sqlx::query("UPDATE job_offers SET company_presentation = $2 WHERE id = $1")
        .bind(id)
        .bind("Fondé en 1987 : 3 < 5 & fier.\n\nSix compagnons.")
        .execute(&app.pool)
        .await
        .expect("plain presentation");
    let offer = app
        .query(
            "query ($id: ID!) { jobOffer(id: $id) { companyPresentation } }",
            json!({ "id": format!("/api/job_offers/{id}") }),
        )
        .await;
    assert_eq!(
        offer["jobOffer"]["companyPresentation"],
        "<p>Fondé en 1987 : 3 &lt; 5 &amp; fier.</p><p>Six compagnons.</p>"
    );
}

#[tokio::test]
async fn each_missing_field_gets_the_specs_french_message() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let base = form(&app, &r.iri, "cdi").await;
    let cases = [
        (
            "title",
            Value::Null,
            "Le champ Nom du poste n'a pas été renseigné.",
        ),
        (
            "title",
            json!("  "),
            "Le champ obligatoire Nom du poste n'a pas été renseigné.",
        ),
        (
            "companyPresentation",
            json!(""),
            "Le champ obligatoire Présentation de l'entreprise n'a pas été renseigné.",
        ),
        (
            "description",
            Value::Null,
            "Le champ Description du poste n'a pas été renseigné.",
        ),
        (
            "perfectCandidateDescription",
            json!(""),
            "Le champ obligatoire Le candidat de vos rêves n'a pas été renseigné.",
        ),
        (
            "localizedCompanyCompanyId",
            Value::Null,
            "Le champ Entreprise n'a pas été renseigné.",
        ),
        ("jobPositionIRI", Value::Null, "Ce champ est obligatoire."),
        ("jobTypesIRI", json!([]), "Ce champ est obligatoire."),
        (
            "localizedCompanyLocalityIRI",
            Value::Null,
            "Ce champ est obligatoire.",
        ),
    ];
    for (field, value, message) in cases {
        let mut input = base.clone();
        input[field] = value;
        let answer = app
            .graphql_as(&r.token, CREATE, json!({ "input": input }))
            .await;
        assert_eq!(first_error(&answer).0, message, "{field}");
    }
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM job_offers")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(count, 0, "nothing was saved");
}

#[tokio::test]
async fn publishing_without_credit_keeps_the_offer_as_a_draft() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let id = create(&app, &r, "cdi").await;
    let answer = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(
        first_error(&answer),
        ("La publication a échoué\u{a0}: Vous n’avez pas de crédit pour publier votre annonce. Celle-ci a été enregistrée en Brouillon. Achetez des crédits pour pouvoir la diffuser.".into(), "NO_CREDIT".into())
    );
    let status: i16 = sqlx::query_scalar("SELECT status FROM job_offers")
        .fetch_one(&app.pool)
        .await
        .expect("status");
    assert_eq!(status, 0);
    assert_eq!(wallet(&app, r.id).await, (0, 0), "no credit spent");
}

#[tokio::test]
async fn a_credit_publishes_suspending_and_resuming_within_the_period_is_free() {
    let app = spawn_app().await;
    let r = app.a_company().credits(1).create().await;
    let id = create(&app, &r, "cdi").await;
    let published = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );
    assert_eq!(wallet(&app, r.id).await, (0, 1));
    let public = app
        .query(
            "query ($id: ID!) { jobOffer(id: $id) { title expired } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(public["jobOffer"]["expired"], false);

    let suspended = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 0 }))
        .await;
    assert_eq!(
        suspended["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"],
        "Suspendue"
    );
    assert!(
        app.query(
            "query ($id: ID!) { jobOffer(id: $id) { title } }",
            json!({ "id": id })
        )
        .await["jobOffer"]
            .is_null(),
        "suspended offers are private"
    );
    let resumed = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(
        resumed["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{resumed}"
    );
    assert_eq!(wallet(&app, r.id).await, (0, 1), "resuming cost nothing");
}

#[tokio::test]
async fn internships_publish_without_credit() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let id = create(&app, &r, "stage").await;
    let answer = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(
        answer["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{answer}"
    );
    assert_eq!(wallet(&app, r.id).await, (0, 0));
}

#[tokio::test]
async fn duplicate_delete_and_the_companys_own_list() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let first = create(&app, &r, "cdi").await;
    let copy = app
        .graphql_as(&r.token, "mutation ($id: ID!) { duplicateJobOffer(input: {id: $id}) { jobOffer { id title status } } }", json!({ "id": first }))
        .await;
    let copy = &copy["data"]["duplicateJobOffer"]["jobOffer"];
    assert_eq!(copy["title"], "Tapissier décorateur H/F (copie)");
    assert_eq!(copy["status"], 0);
    let deleted = app
        .graphql_as(&r.token, "mutation ($id: ID!) { deleteJobOffer(input: {id: $id, clientMutationId: \"d\"}) { id clientMutationId } }", json!({ "id": first }))
        .await;
    assert_eq!(deleted["data"]["deleteJobOffer"]["clientMutationId"], "d");
    let mine = app
        .graphql_as(&r.token, "{ jobOffers(get_only_mine: 1) { totalCount edges { node { id title applicationsCount } } } }", json!({}))
        .await;
    assert_eq!(
        mine["data"]["jobOffers"]["totalCount"], 1,
        "deleted offers are hidden: {mine}"
    );
    assert_eq!(
        mine["data"]["jobOffers"]["edges"][0]["node"]["id"],
        copy["id"]
    );
    assert_eq!(
        mine["data"]["jobOffers"]["edges"][0]["node"]["applicationsCount"],
        0
    );
    let gone = app
        .graphql_as(
            &r.token,
            "query ($id: ID!) { jobOffer(id: $id) { title } }",
            json!({ "id": first }),
        )
        .await;
    assert!(gone["data"]["jobOffer"].is_null());
}

#[tokio::test]
async fn nobody_touches_another_companys_offers() {
    let app = spawn_app().await;
    let owner = app.a_company().create().await;
    let other = recruiter(&app, "rh@verrerie.fr", "Verrerie").await;
    let candidate = app.candidate("lea@exemple.fr").await;
    let id = create(&app, &owner, "cdi").await;
    let mut update = form(&app, &owner.iri, "cdi").await;
    update["id"] = json!(id);
    update["title"] = json!("Volée");
    let update_query = "mutation ($input: JobOfferInput!) { updateJobOffer(input: $input) { jobOffer { title } } }";
    for token in [&other.token, &candidate] {
        assert_eq!(
            first_error(
                &app.graphql_as(token, update_query, json!({ "input": update.clone() }))
                    .await
            )
            .1,
            "FORBIDDEN"
        );
        assert_eq!(
            first_error(
                &app.graphql_as(token, STATUS, json!({ "id": id, "status": -2 }))
                    .await
            )
            .1,
            "FORBIDDEN"
        );
    }
    assert_eq!(
        first_error(&app.graphql(STATUS, json!({ "id": id, "status": 2 })).await).1,
        "UNAUTHENTICATED"
    );
    // Creating for another client's company is refused too.
    let foreign = form(&app, &owner.iri, "cdi").await;
    assert_eq!(
        first_error(
            &app.graphql_as(&other.token, CREATE, json!({ "input": foreign }))
                .await
        )
        .1,
        "FORBIDDEN"
    );
    assert_eq!(
        first_error(
            &app.graphql_as(
                &candidate,
                CREATE,
                json!({ "input": form(&app, &owner.iri, "cdi").await })
            )
            .await
        )
        .1,
        "FORBIDDEN"
    );
    let mine = app
        .graphql_as(
            &other.token,
            "{ jobOffers(get_only_mine: 1) { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(mine["data"]["jobOffers"]["totalCount"], 0);
    let (title, status): (String, i16) = sqlx::query_as("SELECT title, status FROM job_offers")
        .fetch_one(&app.pool)
        .await
        .expect("offer");
    assert_eq!((title.as_str(), status), ("Tapissier décorateur H/F", 0));
}

#[tokio::test]
async fn an_offer_expires_after_its_period_and_can_be_republished_with_a_credit() {
    let app = spawn_app().await;
    let r = app.a_company().credits(2).create().await;
    let id = create(&app, &r, "cdi").await;
    app.graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    sqlx::query("UPDATE job_offer_ads SET starts_at = now() - interval '31 days', ends_at = now() - interval '1 day'")
        .execute(&app.pool)
        .await
        .expect("time passes");
    assert_eq!(
        ensemblier::offers::lifecycle::expire_ended_offers(&app.pool)
            .await
            .expect("expire"),
        1
    );
    let public = app
        .query(
            "query ($id: ID!) { jobOffer(id: $id) { expired statusLabel } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(
        public["jobOffer"],
        json!({ "expired": true, "statusLabel": "Expirée" })
    );
    let again = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(
        again["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"],
        "Publiée"
    );
    assert_eq!(
        wallet(&app, r.id).await,
        (0, 2),
        "a new period costs a new credit"
    );
    assert_eq!(
        ensemblier::offers::lifecycle::expire_ended_offers(&app.pool)
            .await
            .expect("expire"),
        0
    );
}

const UPDATE: &str = "mutation ($input: JobOfferInput!) { updateJobOffer(input: $input) { jobOffer { title status jobContract { freePublication } } } }";

/// The offer form of `create` for offer `id`, with `changes` applied.
async fn edited(app: &TestApp, r: &Company, id: &str, contract: &str, changes: Value) -> Value {
    let mut input = form(app, &r.iri, contract).await;
    input["id"] = json!(id);
    for (key, value) in changes.as_object().expect("changes") {
        input[key] = value.clone();
    }
    json!({ "input": input })
}

async fn contract_of(app: &TestApp, id: &str) -> String {
    sqlx::query_scalar("SELECT c.code FROM job_offers o JOIN job_contracts c ON c.id = o.job_contract_id WHERE o.id = $1")
        .bind(id.rsplit('/').next().and_then(|n| n.parse::<i64>().ok()).expect("an IRI"))
        .fetch_one(&app.pool)
        .await
        .expect("contract")
}

#[tokio::test]
async fn a_live_free_internship_turned_into_a_paid_contract_spends_a_credit_or_is_refused() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let id = create(&app, &r, "stage").await;
    app.graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(wallet(&app, r.id).await, (0, 0), "internships are free");

    // No credit: refused, nothing changed.
    let refused = app
        .graphql_as(
            &r.token,
            UPDATE,
            edited(&app, &r, &id, "cdi", json!({})).await,
        )
        .await;
    assert_eq!(
        first_error(&refused),
        (
            ensemblier::offers::live::PAID_CONTRACT_NO_CREDIT.into(),
            "NO_CREDIT".into()
        )
    );
    assert_eq!(contract_of(&app, &id).await, "stage");

    // With a credit: the credit is spent and a new, paid period starts.
    ensemblier::offers::lifecycle::grant_credits(&app.pool, r.id, 1)
        .await
        .expect("credit");
    let changed = app
        .graphql_as(
            &r.token,
            UPDATE,
            edited(&app, &r, &id, "cdi", json!({})).await,
        )
        .await;
    assert_eq!(
        changed["data"]["updateJobOffer"]["jobOffer"]["jobContract"]["freePublication"], false,
        "{changed}"
    );
    assert_eq!(changed["data"]["updateJobOffer"]["jobOffer"]["status"], 2);
    assert_eq!(wallet(&app, r.id).await, (0, 1));
    // Edits of the now paid ad cost nothing more.
    let again = app
        .graphql_as(
            &r.token,
            UPDATE,
            edited(&app, &r, &id, "cdd", json!({ "title": "Tapissier H/F" })).await,
        )
        .await;
    assert_eq!(
        again["data"]["updateJobOffer"]["jobOffer"]["title"], "Tapissier H/F",
        "{again}"
    );
    assert_eq!(wallet(&app, r.id).await, (0, 1));
}

#[tokio::test]
async fn a_suspended_free_ad_resumed_with_a_paid_contract_costs_a_credit() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let id = create(&app, &r, "stage").await;
    app.graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    app.graphql_as(&r.token, STATUS, json!({ "id": id, "status": 0 }))
        .await;
    let changed = app
        .graphql_as(
            &r.token,
            UPDATE,
            edited(&app, &r, &id, "cdi", json!({})).await,
        )
        .await;
    assert_eq!(
        changed["data"]["updateJobOffer"]["jobOffer"]["status"], 0,
        "{changed}"
    );
    let resumed = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(first_error(&resumed).1, "NO_CREDIT", "{resumed}");
    ensemblier::offers::lifecycle::grant_credits(&app.pool, r.id, 1)
        .await
        .expect("credit");
    let resumed = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(
        resumed["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{resumed}"
    );
    assert_eq!(wallet(&app, r.id).await, (0, 1));
}

#[tokio::test]
async fn a_live_offer_keeps_its_position_place_and_company_but_its_texts_may_change() {
    let app = spawn_app().await;
    let r = app.a_company().create().await;
    let id = create(&app, &r, "stage").await;
    app.graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    let paris: i64 = sqlx::query_scalar("SELECT id FROM localities WHERE insee_code = '75111'")
        .fetch_one(&app.pool)
        .await
        .expect("Paris 11e");
    let other_position = option(&app, "job_positions", "tapissier-decorateur").await;
    for changes in [
        json!({ "jobPositionIRI": other_position }),
        json!({ "localizedCompanyLocalityIRI": format!("/api/localities/{paris}") }),
    ] {
        let refused = app
            .graphql_as(
                &r.token,
                UPDATE,
                edited(&app, &r, &id, "stage", changes.clone()).await,
            )
            .await;
        assert_eq!(
            first_error(&refused),
            (
                ensemblier::offers::live::LOCKED.into(),
                "LIVE_OFFER_LOCKED".into()
            ),
            "{changes}"
        );
    }
    let corrected = app
        .graphql_as(
            &r.token,
            UPDATE,
            edited(
                &app,
                &r,
                &id,
                "alternance",
                json!({ "title": "Tapissière H/F", "localizedCompanyAddress1": "5 rue Servient" }),
            )
            .await,
        )
        .await;
    assert_eq!(
        corrected["data"]["updateJobOffer"]["jobOffer"]["title"], "Tapissière H/F",
        "{corrected}"
    );
    // Once the ad has expired, the offer may become another one (republishing costs a credit).
    sqlx::query("UPDATE job_offer_ads SET starts_at = now() - interval '31 days', ends_at = now() - interval '1 day'")
        .execute(&app.pool)
        .await
        .expect("time passes");
    let moved = app
        .graphql_as(
            &r.token,
            UPDATE,
            edited(&app, &r, &id, "stage", json!({ "jobPositionIRI": option(&app, "job_positions", "tapissier-decorateur").await })).await,
        )
        .await;
    assert!(moved["errors"].is_null(), "{moved}");
}

#[tokio::test]
async fn an_unconfirmed_company_cannot_publish_even_a_free_ad() {
    let app = spawn_app().await;
    let r = app.a_company().unconfirmed().credits(1).create().await;
    for contract in ["stage", "cdi"] {
        let id = create(&app, &r, contract).await;
        let refused = app
            .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
            .await;
        assert_eq!(
            first_error(&refused),
            (
                ensemblier::offers::lifecycle::UNCONFIRMED.into(),
                "EMAIL_UNCONFIRMED".into()
            ),
            "{contract}"
        );
    }
    let published: i64 = sqlx::query_scalar("SELECT count(*) FROM job_offers WHERE status = 2")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(published, 0);
    assert_eq!(wallet(&app, r.id).await, (1, 0), "no credit spent");

    // The resend link of the message sends a new confirmation mail; following it unlocks
    // publishing with the same session.
    app.mail_to("rh@atelier.fr", "Confirmez").await;
    sqlx::query("UPDATE users SET confirmation_sent_at = now() - interval '2 minutes'")
        .execute(&app.pool)
        .await
        .expect("a minute passes");
    let resent = app
        .post_form("/api/resend-confirmation", &[], Some(&r.token))
        .await;
    assert_eq!(resent.text().await.expect("body"), "ok");
    for _ in 0..100 {
        if app.subjects_to("rh@atelier.fr").len() >= 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let mail = app.mail_to("rh@atelier.fr", "Confirmez").await;
    let link = app.local(&mail.link("http://localhost:8080/api/confirm-email/"));
    app.client.get(link).send().await.expect("confirm");
    let id = create(&app, &r, "stage").await;
    let published = app
        .graphql_as(&r.token, STATUS, json!({ "id": id, "status": 2 }))
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );
}

/// Issue 35: a copy of a live ad (« Dupliquer », same texts and place) is refused for 30 days
/// after the other's publication, in French with both days; another text, or 30 days later,
/// publishes.
#[tokio::test]
async fn a_copy_of_an_ad_waits_thirty_days_after_the_others_publication() {
    let app = spawn_app().await;
    let r = app.a_company().credits(3).create().await;
    let first = create(&app, &r, "cdi").await;
    let published = app
        .graphql_as(&r.token, STATUS, json!({ "id": first, "status": 2 }))
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"],
        "Publiée"
    );
    let duplicate = |id: String| {
        let app = &app;
        let token = r.token.clone();
        async move {
            let copy = app
                .graphql_as(&token, "mutation ($id: ID!) { duplicateJobOffer(input: {id: $id}) { jobOffer { id } } }", json!({ "id": id }))
                .await;
            copy["data"]["duplicateJobOffer"]["jobOffer"]["id"]
                .as_str()
                .unwrap_or_else(|| panic!("{copy}"))
                .to_owned()
        }
    };
    let copy = duplicate(first.clone()).await;
    let refused = app
        .graphql_as(&r.token, STATUS, json!({ "id": copy, "status": 2 }))
        .await;
    let (message, code) = first_error(&refused);
    assert_eq!(code, "DUPLICATE_AD", "{refused}");
    assert!(
        message.starts_with("La publication a échoué\u{a0}: une même annonce ne peut être publiée qu’une seule fois par période de 30 jours."),
        "{message}"
    );
    assert!(message.contains("pourra l’être à partir du"), "{message}");
    assert_eq!(wallet(&app, r.id).await, (2, 1), "no credit spent");

    // Another text is another ad.
    let other = duplicate(first.clone()).await;
    let numeric: i64 = other
        .rsplit('/')
        .next()
        .and_then(|id| id.parse().ok())
        .expect("id");
    sqlx::query("UPDATE job_offers SET description = '<p>Restauration de fauteuils Louis XV.</p>' WHERE id = $1")
        .bind(numeric)
        .execute(&app.pool)
        .await
        .expect("another text");
    let published = app
        .graphql_as(&r.token, STATUS, json!({ "id": other, "status": 2 }))
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );

    // Thirty days after the first's publication, its copy goes.
    let first_id: i64 = first
        .rsplit('/')
        .next()
        .and_then(|id| id.parse().ok())
        .expect("id");
    sqlx::query("UPDATE job_offer_ads SET starts_at = starts_at - interval '30 days', ends_at = ends_at - interval '30 days' WHERE job_offer_id = $1")
        .bind(first_id)
        .execute(&app.pool)
        .await
        .expect("a month passes");
    let published = app
        .graphql_as(&r.token, STATUS, json!({ "id": copy, "status": 2 }))
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );
}

const HELD_QUEUE: &str = "{ admin { moderationQueue(first: 5) { edges { node { id held
    flags { rule blocking law } } } } } }";

fn offer_number(iri: &str) -> i64 {
    iri.rsplit('/')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("an IRI")
}

/// Issue 58, enforced by the server (the publish mutation fired directly, as no form would):
/// an ad with offences (an age limit, family status) is refused with the French reason and its
/// article, nothing spent; an ad over warnings only is held for staff, not public, first in the
/// queue, public once approved; a live ad edited into an offence is refused.
#[tokio::test]
async fn offences_block_publication_and_warnings_hold_the_ad_for_a_staff_review() {
    let app = spawn_app().await;
    let r = recruiter(&app, "rh@atelier.fr", "Atelier Dubois").await;
    ensemblier::offers::lifecycle::grant_credits(&app.pool, r.id, 3)
        .await
        .expect("credits");
    let draft = |description: &'static str| {
        let (app, r) = (&app, &r);
        async move {
            let mut input = form(app, &r.iri, "cdi").await;
            input["title"] = json!("Vendeuse H/F");
            input["description"] = json!(description);
            let answer = app
                .graphql_as(&r.token, CREATE, json!({ "input": input }))
                .await;
            answer["data"]["createJobOffer"]["jobOffer"]["id"]
                .as_str()
                .unwrap_or_else(|| panic!("{answer}"))
                .to_owned()
        }
    };

    let illegal = draft(
        "<p>Vendeuse de 25-35 ans, célibataire de préférence.</p>\
         <p>Merci d'indiquer votre salaire actuel.</p>",
    )
    .await;
    let refused = app
        .graphql_as(&r.token, STATUS, json!({ "id": illegal, "status": 2 }))
        .await;
    let (message, code) = first_error(&refused);
    assert_eq!(code, "WORDING_FORBIDDEN", "{refused}");
    assert!(
        message.starts_with("La publication est refusée : "),
        "{message}"
    );
    for expected in [
        "« Vendeuse de 25-35 ans, célibataire de préférence »",
        "Code du travail, articles L5331-2 et L1132-1 ; Code pénal, articles 225-1 et 225-2",
        "Votre annonce mentionne la situation de famille",
    ] {
        assert!(message.contains(expected), "{expected}: {message}");
    }
    assert!(
        !message.contains("salaire actuel"),
        "a warning is no reason to refuse: {message}"
    );
    let status: i16 = sqlx::query_scalar("SELECT status FROM job_offers WHERE id = $1")
        .bind(offer_number(&illegal))
        .fetch_one(&app.pool)
        .await
        .expect("status");
    assert_eq!(status, 0, "still a draft");
    assert_eq!(wallet(&app, r.id).await, (3, 0), "nothing spent");

    // Warnings only (the pay history asked): held, not public, first in staff's queue.
    let soft = draft("<p>Merci d'indiquer votre salaire actuel.</p>").await;
    let held = app
        .graphql_as(&r.token, STATUS, json!({ "id": soft, "status": 2 }))
        .await;
    let offer = &held["data"]["updateStatusJobOffer"]["jobOffer"];
    assert_eq!(offer["status"], 1, "{held}");
    assert_eq!(offer["statusLabel"], "En attente de validation");
    let public = "query ($id: ID!) { jobOffer(id: $id) { title } }";
    let hidden = app.graphql(public, json!({ "id": soft })).await;
    assert!(hidden["data"]["jobOffer"].is_null(), "{hidden}");
    let staff = app.staff("equipe@ensemblier.fr").await;
    let queue = app.graphql_as(&staff, HELD_QUEUE, json!({})).await;
    let first = &queue["data"]["admin"]["moderationQueue"]["edges"][0]["node"];
    assert_eq!(first["id"], offer_number(&soft), "{queue}");
    assert_eq!(first["held"], true);
    let flags = first["flags"].as_array().expect("its flags");
    assert!(
        flags.iter().any(|flag| flag["rule"] == "PAY_HISTORY"),
        "{queue}"
    );
    assert!(
        flags.iter().all(|flag| flag["blocking"] == false),
        "{queue}"
    );

    // A recruiter cannot approve; staff can, and it goes public.
    const APPROVE: &str = "mutation ($id: Int!) { admin { approveOffer(id: $id) { id title } } }";
    let denied = app
        .graphql_as(&r.token, APPROVE, json!({ "id": offer_number(&soft) }))
        .await;
    assert!(denied.get("errors").is_some(), "{denied}");
    let approved = app
        .graphql_as(&staff, APPROVE, json!({ "id": offer_number(&soft) }))
        .await;
    assert_eq!(
        approved["data"]["admin"]["approveOffer"]["title"], "Vendeuse H/F",
        "{approved}"
    );
    let shown = app.query(public, json!({ "id": soft })).await;
    assert_eq!(shown["jobOffer"]["title"], "Vendeuse H/F");
    let again = app
        .graphql_as(&staff, APPROVE, json!({ "id": offer_number(&soft) }))
        .await;
    assert_eq!(first_error(&again).1, "NOT_FOUND", "approved once");

    // The live ad edited into an offence is refused; its text stays.
    let edit = edited(
        &app,
        &r,
        &soft,
        "cdi",
        json!({ "title": "Vendeuse H/F", "description": "<p>Moins de 30 ans.</p>" }),
    )
    .await;
    let refused = app.graphql_as(&r.token, UPDATE, edit).await;
    assert_eq!(first_error(&refused).1, "WORDING_FORBIDDEN", "{refused}");
}
