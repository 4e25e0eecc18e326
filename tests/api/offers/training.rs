//! Training offers (issue 55): a workshop publishes « Apprenti(e) tapissier(e) d'ameublement,
//! CAP, 2 ans, à partir de septembre » without a pay range; the offer shows the law's pay by
//! age band and contract year (its JobPosting too), « selon profil » is no fault there, the
//! search finds it by « Diplôme préparé » and « Début », and an alert saved with them mails it.

use std::time::Duration;

use chrono::Datelike;
use serde_json::{json, Value};

use crate::{
    alerts::job_alerts::{queued, run_job},
    support::builder::{locality, option},
    support::helpers::{first_error, fresh_database, spawn_on, TestApp},
};

const CREATE: &str = "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id _id slug jobSalary { intervalLabel } pay { minCents } training { diploma { name rncpLevel } school rhythm durationMonths startsOn legalPay { label smicMonthlyCents bands { label cells { year sharePercent monthlyCents } } } } } } }";
const STATUS: &str = "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { statusLabel } } }";
const SEARCH: &str = "query ($diplomas: [String!], $start: JobOfferStart) { jobOffers(diplomas: $diplomas, start: $start) { totalCount edges { node { title training { diploma { name } startsOn } } } } }";
const ALERT: &str = "mutation ($input: CreateJobOfferAlertInput!) { createJobOfferAlert(input: $input) { jobOfferAlert { searchQuery diplomas { name } start } } }";

/// The first day of the coming September (this year's until it has begun).
fn next_september() -> chrono::NaiveDate {
    let today = chrono::Utc::now().date_naive();
    let year = if today.month() < 9 {
        today.year()
    } else {
        today.year() + 1
    };
    chrono::NaiveDate::from_ymd_opt(year, 9, 1).expect("a day")
}

/// An apprenticeship in Lyon 3e preparing a CAP, two years from the coming September, no range.
async fn apprenticeship(app: &TestApp, company: &str) -> Value {
    json!({
        "title": "Apprenti(e) tapissier(e) d'ameublement, CAP",
        "companyPresentation": "<p>Atelier de tapisserie.</p>",
        "description": "<p>Réfection de sièges anciens. Rémunération selon profil.</p>",
        "perfectCandidateDescription": "<p>Curieux(se) et soigneux(se).</p>",
        "jobTypesIRI": [option(app, "job_types", "temps-plein").await],
        "jobPositionIRI": option(app, "job_positions", "ebeniste").await,
        "jobContractIRI": option(app, "job_contracts", "alternance").await,
        "diplomaIRI": option(app, "diplomas", "cap").await,
        "trainingSchool": "CFA des métiers d'art",
        "trainingRhythm": "3 semaines en entreprise / 1 semaine au CFA",
        "trainingMonths": 24,
        "trainingStartsOn": next_september().to_string(),
        "localizedCompanyLocalityIRI": format!("/api/localities/{}", locality(app, "69383").await),
        "localizedCompanyCompanyId": company,
    })
}

async fn found(app: &TestApp, variables: Value) -> Value {
    app.query(SEARCH, variables).await["jobOffers"].clone()
}

#[tokio::test]
async fn an_apprenticeship_shows_the_legal_pay_and_is_found_by_diploma_and_start() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let company = app
        .a_company()
        .email("rh@atelier-garnier.fr")
        .named("Atelier Garnier")
        .create()
        .await;
    let cap = option(&app, "diplomas", "cap").await;
    let bts = option(&app, "diplomas", "bts").await;
    // Two candidates' alerts: a CAP from September, and a BTS.
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let alert = app
        .graphql_as(
            &lea,
            ALERT,
            json!({ "input": { "diplomas": [cap], "start": "SEPTEMBER" } }),
        )
        .await;
    let alert = &alert["data"]["createJobOfferAlert"]["jobOfferAlert"];
    assert_eq!(alert["diplomas"], json!([{ "name": "CAP" }]), "{alert}");
    assert_eq!(alert["start"], "SEPTEMBER");
    let cap_id = cap.rsplit('/').next().expect("id");
    assert_eq!(
        alert["searchQuery"],
        format!("diplomas={cap_id}&start=september")
    );
    let tom = app.confirmed_candidate("tom@exemple.fr").await;
    app.graphql_as(&tom, ALERT, json!({ "input": { "diplomas": [bts] } }))
        .await;

    // The diploma, the length and the start are asked of an apprenticeship.
    let mut missing = apprenticeship(&app, &company.iri).await;
    missing["diplomaIRI"] = Value::Null;
    missing["trainingMonths"] = json!(3);
    let refused = app
        .graphql_as(&company.token, CREATE, json!({ "input": missing }))
        .await;
    assert_eq!(
        first_error(&refused).0,
        "Indiquez le diplôme préparé.\nIndiquez la durée en mois : de 6 à 48 mois.",
        "{refused}"
    );
    // A range below the law's least pay is refused: the recruiter may only state more.
    let mut below = apprenticeship(&app, &company.iri).await;
    below["payMin"] = json!(300);
    below["payMax"] = json!(300);
    below["payPeriod"] = json!("MONTH");
    let refused = app
        .graphql_as(&company.token, CREATE, json!({ "input": below }))
        .await;
    assert!(
        first_error(&refused)
            .0
            .starts_with("La loi fixe déjà la rémunération minimale"),
        "{refused}"
    );

    let created = app
        .graphql_as(
            &company.token,
            CREATE,
            json!({ "input": apprenticeship(&app, &company.iri).await }),
        )
        .await;
    let offer = created["data"]["createJobOffer"]["jobOffer"].clone();
    assert!(offer["pay"].is_null(), "{created}");
    let training = &offer["training"];
    assert_eq!(
        training["diploma"],
        json!({ "name": "CAP", "rncpLevel": 3 })
    );
    assert_eq!(training["durationMonths"], 24);
    assert_eq!(training["startsOn"], next_september().to_string());
    assert_eq!(
        training["rhythm"],
        "3 semaines en entreprise / 1 semaine au CFA"
    );
    // The grid: four age bands, two years; an 18-year-old earns 43 % then 51 % of the SMIC.
    let legal = &training["legalPay"];
    let smic = legal["smicMonthlyCents"].as_i64().expect("the SMIC");
    let share = |percent: i64| (smic * percent + 50) / 100;
    let bands: Vec<&str> = legal["bands"]
        .as_array()
        .expect("bands")
        .iter()
        .map(|b| b["label"].as_str().expect("label"))
        .collect();
    assert_eq!(
        bands,
        [
            "moins de 18 ans",
            "18 à 20 ans",
            "21 à 25 ans",
            "26 ans et plus"
        ]
    );
    assert_eq!(
        legal["bands"][1]["cells"],
        json!([
            { "year": 1, "sharePercent": 43, "monthlyCents": share(43) },
            { "year": 2, "sharePercent": 51, "monthlyCents": share(51) },
        ])
    );
    // Its bracket is derived from the law's pay, never « Selon profil ».
    assert_eq!(
        offer["jobSalary"]["intervalLabel"],
        "Moins de 20 000 € brut/an"
    );

    // Published at once: « selon profil » is no warning where the law sets the pay.
    let published = app
        .graphql_as(&company.token, STATUS, json!({ "id": offer["id"] }))
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );

    // The JobPosting's baseSalary: the law's least and most monthly amounts.
    let path = format!(
        "/emploi/{}/{}",
        offer["_id"],
        offer["slug"].as_str().expect("slug")
    );
    let page = app.get(&path).await.text().await.expect("page");
    let start = "<script type=\"application/ld+json\">";
    let from = page.find(start).expect("JSON-LD") + start.len();
    let to = page[from..].find("</script>").expect("end") + from;
    let posting: Value = serde_json::from_str(&page[from..to]).expect("json");
    let value = &posting["baseSalary"]["value"];
    assert_eq!(value["unitText"], "MONTH", "{posting}");
    assert_eq!(value["minValue"], json!(share(27) as f64 / 100.0));
    assert_eq!(value["maxValue"], json!(smic as f64 / 100.0));

    // The search: « Diplôme préparé » CAP and « Début : à partir de septembre » find it.
    let mut answer = Value::Null;
    for _ in 0..300 {
        answer = found(&app, json!({ "diplomas": [cap], "start": "SEPTEMBER" })).await;
        if answer["totalCount"] == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(answer["totalCount"], 1, "{answer}");
    assert_eq!(
        answer["edges"][0]["node"]["training"]["diploma"]["name"],
        "CAP"
    );
    assert_eq!(
        found(&app, json!({ "diplomas": [bts] })).await["totalCount"],
        0
    );
    let this_month = chrono::Utc::now().date_naive().month() == 9;
    assert_eq!(
        found(&app, json!({ "start": "THIS_MONTH" })).await["totalCount"],
        i64::from(this_month)
    );

    // The alerts: Léa's (CAP, from September) gets it; Tom's (BTS) does not.
    run_job(&url, "job-alerts-1d").await;
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert_eq!(mails[0].to_address, "lea@exemple.fr");
    assert!(
        mails[0]
            .text_body
            .contains("Apprenti(e) tapissier(e) d'ameublement, CAP"),
        "{}",
        mails[0].text_body
    );
}

#[tokio::test]
async fn a_short_internship_owes_no_allowance_and_a_long_one_shows_it() {
    let app = spawn_on(fresh_database().await).await;
    let company = app.a_company().create().await;
    let mut input = apprenticeship(&app, &company.iri).await;
    input["title"] = json!("Stagiaire architecte d'intérieur H/F");
    input["description"] = json!("<p>Relevés et plans.</p>");
    input["jobContractIRI"] = json!(option(&app, "job_contracts", "stage").await);
    input["diplomaIRI"] = Value::Null;
    input["trainingMonths"] = json!(2);
    let short = app
        .graphql_as(&company.token, CREATE, json!({ "input": input.clone() }))
        .await;
    let training = &short["data"]["createJobOffer"]["jobOffer"]["training"];
    assert_eq!(training["durationMonths"], 2, "{short}");
    assert!(training["legalPay"].is_null());
    input["trainingMonths"] = json!(6);
    let long = app
        .graphql_as(&company.token, CREATE, json!({ "input": input.clone() }))
        .await;
    let legal = &long["data"]["createJobOffer"]["jobOffer"]["training"]["legalPay"];
    assert!(
        legal["label"]
            .as_str()
            .is_some_and(|l| l.starts_with("Gratification légale : ")),
        "{long}"
    );
    // Seven months is no internship.
    input["trainingMonths"] = json!(7);
    let refused = app
        .graphql_as(&company.token, CREATE, json!({ "input": input }))
        .await;
    assert_eq!(
        first_error(&refused).0,
        "Indiquez la durée en mois : de 1 à 6 mois."
    );
}

/// The landing pages of training offers (issue 55, item 6): `/alternance/{métier}/{diplôme}`
/// lists the live apprenticeship, its trade's page links to it, the index lists both, and the
/// sitemap lists the pages with live offers only.
#[tokio::test]
async fn a_published_apprenticeship_has_its_landing_pages_in_the_sitemap() {
    let app = crate::support::helpers::spawn_app().await;
    crate::content::answers::build_ui_with(&app, &["TrainingLandingPage", "TrainingIndex"]);
    let company = app
        .a_company()
        .email("rh@atelier-garnier.fr")
        .named("Atelier Garnier")
        .create()
        .await;
    let created = app
        .graphql_as(
            &company.token,
            CREATE,
            json!({ "input": apprenticeship(&app, &company.iri).await }),
        )
        .await;
    let offer = created["data"]["createJobOffer"]["jobOffer"].clone();
    let page = app.get("/alternance/ebeniste/cap").await;
    assert_eq!(
        page.headers()["x-robots-tag"],
        "noindex",
        "a draft is not live"
    );
    app.graphql_as(&company.token, STATUS, json!({ "id": offer["id"] }))
        .await;

    let response = app.get("/alternance/ebeniste/cap").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["x-robots-tag"], "all");
    let page = response.text().await.expect("page");
    assert!(
        page.contains("<title>Alternance ébéniste — CAP — Ensemblier</title>"),
        "{page}"
    );
    assert!(page.contains("<h1 class=\"fs-h1\">Alternance ébéniste — CAP</h1>"));
    assert!(page.contains("<h2 id=\"offres-formation\" class=\"fs-h2\">1 offre en ligne</h2>"));
    let card = format!(
        "<a href=\"/emploi/{}/{}\">Apprenti(e) tapissier(e) d&#39;ameublement, CAP</a>",
        offer["_id"],
        offer["slug"].as_str().expect("slug")
    );
    assert!(page.contains(&card), "{card} in {page}");
    assert!(
        page.contains("\"operation\":\"TrainingLandingPage\""),
        "the answer is inlined"
    );
    assert!(page.contains("<a href=\"/alternance/ebeniste\">Alternance ébéniste</a> · 1 offre"));

    // The same search on /emploi, newest first.
    let answer = app
        .query(
            "{ trainingPage(kind: ALTERNANCE, trade: \"ebeniste\", diploma: \"cap\") { searchPath totalCount related { path } } }",
            json!({}),
        )
        .await;
    let id = |iri: String| iri.rsplit('/').next().expect("id").to_owned();
    let mut contracts = [
        id(option(&app, "job_contracts", "alternance").await),
        id(option(&app, "job_contracts", "professionnalisation").await),
    ];
    contracts.sort_by_key(|id| id.parse::<i64>().expect("id"));
    let (contracts, ebeniste, cap) = (
        contracts.join(","),
        id(option(&app, "job_positions", "ebeniste").await),
        id(option(&app, "diplomas", "cap").await),
    );
    assert_eq!(
        answer["trainingPage"]["searchPath"],
        format!("/emploi?contracts={contracts}&positions={ebeniste}&diplomas={cap}&sort=recent"),
        "{answer}"
    );
    assert_eq!(answer["trainingPage"]["totalCount"], 1);

    let trade = app
        .get("/alternance/ebeniste")
        .await
        .text()
        .await
        .expect("page");
    assert!(trade
        .contains("<a href=\"/alternance/ebeniste/cap\">Alternance ébéniste — CAP</a> · 1 offre"));
    let index = app.get("/alternance").await.text().await.expect("index");
    assert!(index.contains(
        "<h1 class=\"fs-h1\">Offres d’alternance de la décoration et des métiers d’art</h1>"
    ));
    assert!(index
        .contains("<a href=\"/alternance/ebeniste/cap\">Alternance ébéniste — CAP</a> · 1 offre"));
    let stages = app.get("/stage").await.text().await.expect("index");
    assert!(stages.contains("Aucune offre de stage n’est en ligne pour le moment."));

    // A known page without offers is served, not indexed; an unknown one is not found.
    let bts = app.get("/alternance/ebeniste/bts").await;
    assert_eq!(
        (bts.status().as_u16(), &bts.headers()["x-robots-tag"]),
        (200, &"noindex".parse().expect("header"))
    );
    for missing in [
        "/alternance/atlantide",
        "/alternance/ebeniste/licence-es-lettres",
        "/stage/ebeniste/cap",
    ] {
        assert_eq!(app.get(missing).await.status(), 404, "{missing}");
    }

    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    for listed in [
        "/alternance</loc>",
        "/stage</loc>",
        "/alternance/ebeniste</loc>",
        "/alternance/ebeniste/cap</loc>",
    ] {
        assert!(sitemap.contains(listed), "{listed} in {sitemap}");
    }
    for left_out in ["/alternance/ebeniste/bts", "/stage/ebeniste"] {
        assert!(!sitemap.contains(left_out), "{left_out} in {sitemap}");
    }
}
