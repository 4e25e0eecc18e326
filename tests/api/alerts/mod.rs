//! Job alerts: a candidate's own saved searches — one per search, 20 at most, bad criteria
//! refused in French with nothing stored, another candidate's alert out of reach.

pub(crate) mod job_alerts;
mod success;

use serde_json::{json, Value};
use sqlx::PgPool;

use crate::support::helpers::{first_error, spawn_app, TestApp};

pub const CREATE: &str = "mutation ($input: CreateJobOfferAlertInput!) {
  createJobOfferAlert(input: $input) { clientMutationId jobOfferAlert {
    id _id enabled recurrence terms summary searchQuery
    localities { _id name type } regions { _id name } jobContracts { _id name } } } }";
const UPDATE: &str = "mutation ($id: ID!, $enabled: Boolean!, $recurrence: String!) {
  updateJobOfferAlert(input: {id: $id, enabled: $enabled, recurrence: $recurrence}) {
    jobOfferAlert { _id enabled recurrence } } }";
const DELETE: &str =
    "mutation ($id: ID!) { deleteJobOfferAlert(input: {id: $id, clientMutationId: \"d\"}) { id clientMutationId } }";
const MINE: &str =
    "{ jobOfferAlerts { totalCount edges { node { _id enabled recurrence summary } } } }";

pub async fn locality(pool: &PgPool, insee: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM localities WHERE insee_code = $1")
        .bind(insee)
        .fetch_one(pool)
        .await
        .expect("locality")
}

pub async fn region(pool: &PgPool, name: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM regions WHERE name = $1")
        .bind(name)
        .fetch_one(pool)
        .await
        .expect("region")
}

async fn stored_alerts(pool: &PgPool) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM job_offer_alerts")
        .fetch_one(pool)
        .await
        .expect("count")
}

fn mine(answer: &Value) -> Vec<Value> {
    answer["data"]["jobOfferAlerts"]["edges"]
        .as_array()
        .unwrap_or_else(|| panic!("alerts: {answer}"))
        .iter()
        .map(|edge| edge["node"].clone())
        .collect()
}

#[tokio::test]
async fn a_candidate_saves_a_search_once_changes_it_and_deletes_it() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let lyon = locality(&app.pool, "69123").await;

    let input = json!({
        "terms": "  ébéniste ",
        "localities": [format!("/api/localities/{lyon}")],
        "jobContracts": ["/api/job_contracts/1"],
        "clientMutationId": "c1",
    });
    let created = app
        .graphql_as(&lea, CREATE, json!({ "input": input }))
        .await;
    let payload = &created["data"]["createJobOfferAlert"];
    assert_eq!(payload["clientMutationId"], "c1", "{created}");
    let alert = &payload["jobOfferAlert"];
    assert_eq!(alert["enabled"], true);
    assert_eq!(alert["recurrence"], "1d");
    assert_eq!(alert["terms"], "ébéniste");
    assert_eq!(alert["summary"], "« ébéniste » à Lyon (69), CDI");
    assert_eq!(
        alert["searchQuery"],
        format!("search=%C3%A9b%C3%A9niste&places=city-{lyon}&contracts=1")
    );
    assert_eq!(alert["localities"][0]["type"], "CITY");

    let again = app
        .graphql_as(
            &lea,
            CREATE,
            json!({ "input": { "terms": "Ébéniste", "localities": [lyon.to_string()], "jobContracts": ["1"] } }),
        )
        .await;
    assert_eq!(
        again["data"]["createJobOfferAlert"]["jobOfferAlert"]["id"], alert["id"],
        "the same search is the same alert"
    );
    assert_eq!(stored_alerts(&app.pool).await, 1);

    let updated = app
        .graphql_as(
            &lea,
            UPDATE,
            json!({ "id": alert["id"], "enabled": false, "recurrence": "7d" }),
        )
        .await;
    assert_eq!(
        updated["data"]["updateJobOfferAlert"]["jobOfferAlert"],
        json!({ "_id": alert["_id"], "enabled": false, "recurrence": "7d" })
    );
    let bad = app
        .graphql_as(
            &lea,
            UPDATE,
            json!({ "id": alert["id"], "enabled": true, "recurrence": "2d" }),
        )
        .await;
    assert_eq!(first_error(&bad).1, "INVALID_RECURRENCE");

    // Saving the search again switches it back on.
    app.graphql_as(&lea, CREATE, json!({ "input": input }))
        .await;
    let listed = mine(&app.graphql_as(&lea, MINE, json!({})).await);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["enabled"], true);
    assert_eq!(listed[0]["recurrence"], "7d");

    let deleted = app
        .graphql_as(&lea, DELETE, json!({ "id": alert["id"] }))
        .await;
    assert_eq!(deleted["data"]["deleteJobOfferAlert"]["id"], alert["id"]);
    assert!(mine(&app.graphql_as(&lea, MINE, json!({})).await).is_empty());
}

#[tokio::test]
async fn a_district_and_a_region_are_kept_as_chosen() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let lyon_3 = locality(&app.pool, "69383").await;
    let aura = region(&app.pool, "Auvergne-Rhône-Alpes").await;

    let created = app
        .graphql_as(
            &lea,
            CREATE,
            json!({ "input": { "localities": [lyon_3.to_string()], "regions": [aura.to_string()] } }),
        )
        .await;
    let alert = &created["data"]["createJobOfferAlert"]["jobOfferAlert"];
    assert_eq!(alert["localities"][0]["type"], "DISTRICT", "{created}");
    assert_eq!(alert["regions"][0]["name"], "Auvergne-Rhône-Alpes");
    assert_eq!(
        alert["summary"],
        "à Lyon 3e Arrondissement (69) ou en Auvergne-Rhône-Alpes"
    );
}

/// Issue 58: the radius is part of the alert (its own alert, its address, its sentence), and
/// is read as `jobOffers` reads it.
#[tokio::test]
async fn a_radius_is_kept_with_the_alert_and_read_as_the_search_reads_it() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let lyon = locality(&app.pool, "69123").await.to_string();
    const SAVED: &str = "mutation ($input: CreateJobOfferAlertInput!) {
      createJobOfferAlert(input: $input) { jobOfferAlert { _id radius summary searchQuery } } }";
    let save = |input: Value| {
        let (app, lea) = (&app, &lea);
        async move { app.graphql_as(lea, SAVED, json!({ "input": input })).await }
    };
    let around = save(json!({ "terms": "tapissier", "localities": [lyon], "radius": 50 })).await;
    let alert = &around["data"]["createJobOfferAlert"]["jobOfferAlert"];
    assert_eq!(alert["radius"], 50, "{around}");
    assert_eq!(
        alert["summary"],
        "« tapissier » à Lyon (69) dans un rayon de 50\u{a0}km"
    );
    assert_eq!(
        alert["searchQuery"],
        format!("search=tapissier&places=city-{lyon}&radius=50")
    );
    let town = save(json!({ "terms": "tapissier", "localities": [lyon] })).await;
    let town = &town["data"]["createJobOfferAlert"]["jobOfferAlert"];
    assert_eq!(town["radius"], 0);
    assert_ne!(
        town["_id"], alert["_id"],
        "the town alone is another search"
    );
    let again = save(json!({ "terms": "tapissier", "localities": [lyon], "radius": 50 })).await;
    assert_eq!(
        again["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"],
        alert["_id"]
    );

    let aura = region(&app.pool, "Auvergne-Rhône-Alpes").await.to_string();
    for (input, message) in [
        (
            json!({ "localities": [lyon], "radius": 30 }),
            "Le rayon doit être de 0, 10, 20, 50 ou 100 km.",
        ),
        (
            json!({ "regions": [aura], "radius": 10 }),
            "Un rayon se choisit autour d'une seule ville.",
        ),
    ] {
        assert_eq!(
            first_error(&save(input.clone()).await),
            (message.to_owned(), "INVALID_RADIUS".to_owned()),
            "{input}"
        );
    }
    assert_eq!(stored_alerts(&app.pool).await, 2);
}

#[tokio::test]
async fn bad_criteria_are_refused_in_french_and_nothing_is_stored() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let cases = [
        (
            json!({ "localities": ["99999999"] }),
            "UNKNOWN_PLACE",
            "Un des lieux choisis n'existe pas.",
        ),
        (
            json!({ "regions": ["/api/regions/999"] }),
            "UNKNOWN_PLACE",
            "Un des lieux choisis n'existe pas.",
        ),
        (
            json!({ "jobContracts": ["/api/job_types/1"] }),
            "INVALID_ID",
            "L'identifiant « /api/job_types/1 » est invalide.",
        ),
        (
            json!({ "jobContracts": ["999"] }),
            "UNKNOWN_OPTION",
            "Une des options choisies n'existe pas.",
        ),
        (
            json!({ "localities": ["/api/regions/3"] }),
            "INVALID_ID",
            "L'identifiant « /api/regions/3 » est invalide.",
        ),
        (
            json!({ "terms": "ébéniste ".repeat(30) }),
            "TOO_LONG",
            "La recherche est limitée à 200 caractères et 32 mots.",
        ),
    ];
    for (input, code, message) in cases {
        let answer = app
            .graphql_as(&lea, CREATE, json!({ "input": input.clone() }))
            .await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), code.to_owned()),
            "{input}"
        );
    }
    assert_eq!(stored_alerts(&app.pool).await, 0);
}

#[tokio::test]
async fn a_candidate_keeps_twenty_alerts_at_most() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    for n in 0..20 {
        let answer = app
            .graphql_as(
                &lea,
                CREATE,
                json!({ "input": { "terms": format!("doreur {n}") } }),
            )
            .await;
        assert!(answer["errors"].is_null(), "{answer}");
    }
    let over = app
        .graphql_as(&lea, CREATE, json!({ "input": { "terms": "staffeur" } }))
        .await;
    assert_eq!(
        first_error(&over),
        (
            "Vous avez atteint le nombre maximal d'alertes (20). Supprimez-en une avant d'en créer une autre.".to_owned(),
            "TOO_MANY_ALERTS".to_owned()
        )
    );
    assert_eq!(stored_alerts(&app.pool).await, 20);
}

async fn alert_of(app: &TestApp, token: &str) -> Value {
    let created = app
        .graphql_as(token, CREATE, json!({ "input": { "terms": "tapissier" } }))
        .await;
    created["data"]["createJobOfferAlert"]["jobOfferAlert"].clone()
}

#[tokio::test]
async fn another_candidates_alert_is_out_of_reach_and_companies_have_none() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let tom = app.candidate("tom@exemple.fr").await;
    let alert = alert_of(&app, &lea).await;

    assert!(mine(&app.graphql_as(&tom, MINE, json!({})).await).is_empty());
    let update = app
        .graphql_as(
            &tom,
            UPDATE,
            json!({ "id": alert["id"], "enabled": false, "recurrence": "1d" }),
        )
        .await;
    assert_eq!(first_error(&update).1, "NOT_FOUND");
    let delete = app
        .graphql_as(&tom, DELETE, json!({ "id": alert["id"] }))
        .await;
    assert_eq!(first_error(&delete).1, "NOT_FOUND");
    let as_someone_else = app
        .graphql_as(
            &tom,
            CREATE,
            json!({ "input": { "candidate": "/api/candidates/1", "terms": "x" } }),
        )
        .await;
    assert_eq!(first_error(&as_someone_else).1, "FORBIDDEN");
    assert_eq!(
        mine(&app.graphql_as(&lea, MINE, json!({})).await)[0]["enabled"],
        true
    );

    let company = app.company("rh@atelier.fr", "Atelier").await;
    let refused = app
        .graphql_as(&company, CREATE, json!({ "input": { "terms": "x" } }))
        .await;
    assert_eq!(first_error(&refused).1, "FORBIDDEN");
    let anonymous = app.graphql(MINE, json!({})).await;
    assert_eq!(first_error(&anonymous).1, "UNAUTHENTICATED");
}

/// Issue 58, item 7: « Salaire » is the one pay filter (the floor). The migration turns an
/// alert saved with pay brackets into the floor of its lowest bracket (none when a bracket has
/// no minimum), drops its brackets and rewrites its key, merging it into an older equal alert
/// of its candidate; the alert's address is then exactly the search it runs. The migration is
/// run again here over alerts saved with brackets (the API still takes them).
#[tokio::test]
async fn an_alert_saved_with_pay_brackets_becomes_the_floor_of_its_lowest() {
    let app = spawn_app().await;
    let lea = app.candidate("lea.salaire@exemple.fr").await;
    let bracket = |code: &'static str| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT id FROM job_salaries WHERE code = $1")
                .bind(code)
                .fetch_one(&pool)
                .await
                .expect("a bracket")
                .to_string()
        }
    };
    const SAVED: &str = "mutation ($input: CreateJobOfferAlertInput!) {
      createJobOfferAlert(input: $input) { jobOfferAlert { _id searchQuery } } }";
    let save = |input: Value| {
        let (app, lea) = (&app, &lea);
        async move {
            let saved = app.graphql_as(lea, SAVED, json!({ "input": input })).await;
            saved["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"]
                .as_i64()
                .unwrap_or_else(|| panic!("{saved}"))
        }
    };
    let (b30, b35) = (bracket("30k-35k").await, bracket("35k-45k").await);
    let lowest = save(json!({ "terms": "ebeniste", "jobSalaries": [b35, b30] })).await;
    let open =
        save(json!({ "terms": "doreur", "jobSalaries": [bracket("selon-profil").await] })).await;
    let floored =
        save(json!({ "terms": "tapissier", "minPay": 40000, "jobSalaries": [b30] })).await;
    // Equal, once converted, to an alert the candidate already has: merged into it.
    let kept = save(json!({ "terms": "staffeur", "minPay": 30000 })).await;
    let repeat =
        save(json!({ "terms": "staffeur", "jobSalaries": [bracket("30k-35k").await] })).await;

    let mut tx = app.pool.begin().await.expect("a transaction");
    sqlx::raw_sql(include_str!(
        "../../../migrations/20261206100002_alert_pay_brackets_to_floor.sql"
    ))
    .execute(&mut *tx)
    .await
    .expect("the migration");
    tx.commit().await.expect("committed");

    let rows: Vec<(i64, Option<i32>, Vec<i64>)> = sqlx::query_as(
        "SELECT id, min_pay, salaries FROM job_offer_alerts WHERE candidate_id IS NOT NULL ORDER BY id",
    )
    .fetch_all(&app.pool)
    .await
    .expect("the alerts");
    assert_eq!(
        rows,
        [
            (lowest, Some(30000), vec![]),
            (open, None, vec![]),
            (floored, Some(40000), vec![]),
            (kept, Some(30000), vec![]),
        ],
        "the repeat ({repeat}) is merged into {kept}"
    );
    let brackets: i64 = sqlx::query_scalar("SELECT count(*) FROM job_offer_alert_job_salaries")
        .fetch_one(&app.pool)
        .await
        .expect("a count");
    assert_eq!(brackets, 0);
    // Their addresses and keys are those of the searches they now are: saving that search
    // again finds the alert.
    let mine = app
        .graphql_as(
            &lea,
            "{ jobOfferAlerts { edges { node { _id searchQuery } } } }",
            json!({}),
        )
        .await;
    let query_of = |id: i64| {
        mine["data"]["jobOfferAlerts"]["edges"]
            .as_array()
            .and_then(|edges| edges.iter().find(|e| e["node"]["_id"] == id))
            .map(|e| e["node"]["searchQuery"].clone())
            .unwrap_or_else(|| panic!("{mine}"))
    };
    assert_eq!(query_of(lowest), "search=ebeniste&minPay=30000");
    assert_eq!(query_of(open), "search=doreur");
    assert_eq!(
        save(json!({ "terms": "ebeniste", "minPay": 30000 })).await,
        lowest
    );
    assert_eq!(save(json!({ "terms": "doreur" })).await, open);
}
