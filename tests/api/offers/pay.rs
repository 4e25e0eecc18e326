//! Pay in numbers (issue 36): a recruiter publishes an offer with a yearly range and one with
//! an hourly wage; both read the same on the card, the page, the feeds, the JSON-LD and the
//! alert mail; « Salaire minimum » finds the first and not the second; publishing without a
//! range, or below the SMIC, is refused in French.

use std::time::Duration;

use serde_json::{json, Value};

use crate::{
    alerts::job_alerts::{queued, run_job},
    support::builder::{locality, option},
    support::helpers::{first_error, fresh_database, spawn_on, TestApp},
};

const CREATE: &str = "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id _id slug jobSalary { intervalLabel } pay { minCents maxCents period annualMin annualMax } } } }";
const STATUS: &str = "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { statusLabel } } }";
const SEARCH: &str = "query ($min_pay: Int) { jobOffers(min_pay: $min_pay) { totalCount facets { payFloors { floor count } } edges { node { title pay { minCents maxCents period } } } } }";

/// The recruiter's token and company, with credits.
async fn recruiter(app: &TestApp) -> (String, String) {
    let company = app
        .a_company()
        .email("rh@atelier-garnier.fr")
        .named("Atelier Garnier");
    let company = company
        .without_billing_identity()
        .credits(10)
        .create()
        .await;
    (company.token, company.iri)
}

/// The form of an offer in Lyon 3e, CDI, with `pay` merged in.
async fn form(app: &TestApp, company: &str, title: &str, pay: Value) -> Value {
    let locality = locality(app, "69383").await;
    let mut input = json!({
        "title": title,
        "companyPresentation": "<p>Atelier de tapisserie.</p>",
        "description": "<p>Réfection de sièges anciens.</p>",
        "perfectCandidateDescription": "<p>CAP tapissier.</p>",
        "jobTypesIRI": [option(app, "job_types", "temps-plein").await],
        "jobPositionIRI": option(app, "job_positions", "ebeniste").await,
        "jobContractIRI": option(app, "job_contracts", "cdi").await,
        "localizedCompanyLocalityIRI": format!("/api/localities/{locality}"),
        "localizedCompanyCompanyId": company,
    });
    for (key, value) in pay.as_object().expect("pay fields") {
        input[key] = value.clone();
    }
    input
}

async fn publish(app: &TestApp, token: &str, input: Value) -> Value {
    let created = app
        .graphql_as(token, CREATE, json!({ "input": input }))
        .await;
    let offer = created["data"]["createJobOffer"]["jobOffer"].clone();
    assert!(offer["id"].is_string(), "{created}");
    let published = app
        .graphql_as(token, STATUS, json!({ "id": offer["id"] }))
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );
    offer
}

async fn page(app: &TestApp, offer: &Value) -> String {
    let path = format!(
        "/emploi/{}/{}",
        offer["_id"],
        offer["slug"].as_str().expect("slug")
    );
    app.get(&path).await.text().await.expect("page")
}

fn base_salary(page: &str) -> Value {
    let start = "<script type=\"application/ld+json\">";
    let from = page.find(start).expect("JSON-LD") + start.len();
    let to = page[from..].find("</script>").expect("end") + from;
    let posting: Value = serde_json::from_str(&page[from..to]).expect("json");
    posting["baseSalary"].clone()
}

#[tokio::test]
async fn a_yearly_range_and_an_hourly_wage_read_the_same_everywhere_and_filter_by_year() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let (token, company) = recruiter(&app).await;
    // A candidate's alert: « Salaire minimum 35 000 € ».
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let alert = app
        .graphql_as(
            &lea,
            "mutation ($input: CreateJobOfferAlertInput!) { createJobOfferAlert(input: $input) { jobOfferAlert { minPay } } }",
            json!({ "input": { "minPay": 35000 } }),
        )
        .await;
    assert_eq!(
        alert["data"]["createJobOfferAlert"]["jobOfferAlert"]["minPay"], 35000,
        "{alert}"
    );

    let yearly = form(&app, &company, "Tapissier décorateur H/F", json!({ "payMin": 32000, "payMax": 38000, "payPeriod": "YEAR", "payVariable": "prime annuelle" })).await;
    let yearly = publish(&app, &token, yearly).await;
    let hourly = form(
        &app,
        &company,
        "Tapissier garnisseur H/F",
        json!({ "payMin": 14, "payMax": 14, "payPeriod": "HOUR" }),
    )
    .await;
    let hourly = publish(&app, &token, hourly).await;
    // The bracket is derived from the range: the middle of the year.
    assert_eq!(
        yearly["jobSalary"]["intervalLabel"],
        "De 35 000 à 45 000 € brut/an"
    );
    assert_eq!(yearly["pay"]["annualMax"], 38000);
    assert_eq!(
        hourly["jobSalary"]["intervalLabel"],
        "De 25 000 à 30 000 € brut/an"
    );
    assert_eq!(hourly["pay"]["annualMax"], 25480);

    // The JSON-LD: Google for Jobs' baseSalary, per the ad's period.
    let salary = base_salary(&page(&app, &yearly).await);
    assert_eq!(salary["currency"], "EUR");
    assert_eq!(salary["value"]["minValue"], 32000.0);
    assert_eq!(salary["value"]["maxValue"], 38000.0);
    assert_eq!(salary["value"]["unitText"], "YEAR");
    let salary = base_salary(&page(&app, &hourly).await);
    assert_eq!(salary["value"]["minValue"], 14.0);
    assert_eq!(salary["value"]["unitText"], "HOUR");

    // « Salaire minimum », annualised: 35 000 € finds the range, not 14 € an hour.
    let mut found = Value::Null;
    for _ in 0..300 {
        found = app.query(SEARCH, json!({})).await["jobOffers"].clone();
        if found["totalCount"] == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(found["totalCount"], 2, "{found}");
    assert_eq!(
        found["facets"]["payFloors"],
        json!([
            { "floor": 20000, "count": 2 },
            { "floor": 25000, "count": 2 },
            { "floor": 30000, "count": 1 },
            { "floor": 35000, "count": 1 },
        ])
    );
    let filtered = app.query(SEARCH, json!({ "min_pay": 35000 })).await["jobOffers"].clone();
    assert_eq!(filtered["totalCount"], 1);
    assert_eq!(
        filtered["edges"][0]["node"]["title"],
        "Tapissier décorateur H/F"
    );
    let wrong = app.graphql(SEARCH, json!({ "min_pay": 33333 })).await;
    assert!(
        first_error(&wrong)
            .0
            .starts_with("Le salaire minimum se choisit parmi"),
        "{wrong}"
    );

    // The feeds say it as the cards do.
    let xml = app
        .get("/feeds/offers.xml")
        .await
        .text()
        .await
        .expect("feed");
    assert!(
        xml.contains("<salary>32–38\u{a0}k€ brut/an + prime annuelle</salary>"),
        "{xml}"
    );
    assert!(xml.contains("<salary>14\u{a0}€ brut/h</salary>"), "{xml}");
    let atom = app
        .get("/emploi/feed?minPay=35000")
        .await
        .text()
        .await
        .expect("atom");
    assert!(
        atom.contains("<summary>32–38\u{a0}k€ brut/an + prime annuelle. "),
        "{atom}"
    );
    assert!(!atom.contains("Tapissier garnisseur"), "{atom}");

    // The alert mail: the first offer, with its pay; not the second.
    run_job(&url, "job-alerts-1d").await;
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert!(mails[0].text_body.contains("Tapissier décorateur H/F — Atelier Garnier — Lyon 3e Arrondissement (69003) — CDI — 32–38\u{a0}k€ brut/an + prime annuelle"), "{}", mails[0].text_body);
    assert!(
        mails[0]
            .text_body
            .contains("salaire ≥ 35\u{a0}000\u{a0}€ brut/an"),
        "{}",
        mails[0].text_body
    );
    assert!(!mails[0].text_body.contains("garnisseur"));
}

#[tokio::test]
async fn publishing_without_a_range_or_below_the_smic_is_refused_in_french() {
    let app = spawn_on(fresh_database().await).await;
    let (token, company) = recruiter(&app).await;

    // « Selon profil » is no longer offered for a new offer.
    let mut open = form(&app, &company, "Ébéniste H/F", json!({})).await;
    open["jobSalaryIRI"] = json!(option(&app, "job_salaries", "selon-profil").await);
    let refused = app
        .graphql_as(&token, CREATE, json!({ "input": open }))
        .await;
    assert_eq!(first_error(&refused), ("« Selon profil » n'est plus proposé : indiquez le salaire brut, un minimum et un maximum.".to_owned(), "PAY_RANGE_REQUIRED".to_owned()));

    // A draft through the API with a bracket alone is kept; publishing it asks for the range.
    let mut bracket = form(&app, &company, "Ébéniste H/F", json!({})).await;
    bracket["jobSalaryIRI"] = json!(option(&app, "job_salaries", "25k-30k").await);
    let draft = app
        .graphql_as(&token, CREATE, json!({ "input": bracket }))
        .await;
    let id = draft["data"]["createJobOffer"]["jobOffer"]["id"].clone();
    assert!(id.is_string(), "{draft}");
    let published = app.graphql_as(&token, STATUS, json!({ "id": id })).await;
    assert_eq!(first_error(&published).1, "PAY_RANGE_REQUIRED");
    assert!(first_error(&published)
        .0
        .starts_with("La publication a échoué\u{a0}: indiquez d'abord le salaire brut"));
    let credits: i32 = sqlx::query_scalar("SELECT job_offer_ads_remaining FROM wallets")
        .fetch_one(&app.pool)
        .await
        .expect("wallet");
    assert_eq!(credits, 10, "nothing spent");

    // Below the SMIC for a CDI: the figure and its date.
    let low = form(
        &app,
        &company,
        "Ébéniste H/F",
        json!({ "payMin": 11, "payMax": 12, "payPeriod": "HOUR" }),
    )
    .await;
    let refused = app
        .graphql_as(&token, CREATE, json!({ "input": low }))
        .await;
    assert_eq!(first_error(&refused), ("Pour un CDI, le salaire ne peut être inférieur au SMIC : 12,02\u{a0}€ brut/h depuis le 1er janvier 2026.".to_owned(), "PAY_RANGE_INVALID".to_owned()));

    // Wider than 1.5 times without a reason; then with one.
    let wide = form(
        &app,
        &company,
        "Ébéniste H/F",
        json!({ "payMin": 30000, "payMax": 50000, "payPeriod": "YEAR" }),
    )
    .await;
    let refused = app
        .graphql_as(&token, CREATE, json!({ "input": wide.clone() }))
        .await;
    assert_eq!(first_error(&refused).1, "PAY_RANGE_INVALID");
    let mut said = wide;
    said["paySpreadReason"] = json!("Selon l'expérience en ébénisterie d'art");
    let created = app
        .graphql_as(&token, CREATE, json!({ "input": said }))
        .await;
    assert_eq!(
        created["data"]["createJobOffer"]["jobOffer"]["pay"]["maxCents"], 5_000_000,
        "{created}"
    );

    // A NUL or a huge text gets a French refusal, never a 500.
    let mut nul = form(
        &app,
        &company,
        "Ébéniste H/F",
        json!({ "payMin": 30000, "payMax": 35000, "payPeriod": "YEAR" }),
    )
    .await;
    nul["payVariable"] = json!("prime\u{0}");
    let refused = app
        .graphql_as(&token, CREATE, json!({ "input": nul.clone() }))
        .await;
    assert!(!first_error(&refused).0.is_empty(), "{refused}");
    nul["payVariable"] = json!("x".repeat(201));
    let refused = app
        .graphql_as(&token, CREATE, json!({ "input": nul }))
        .await;
    assert_eq!(
        first_error(&refused).0,
        "La part variable compte 200 caractères au plus."
    );
}
