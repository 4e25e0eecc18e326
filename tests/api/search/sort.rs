//! « Trier par » on the public search (issues 39 and 36): « Pertinence » (Urgent first),
//! « Plus récentes » and « Salaire » (the highest yearly minimum first, offers without a range
//! last), each paged by its own cursors; the server-written `/emploi` in the UI's order; an
//! alert saved from a sorted search links to its results in that order.

use std::time::Duration;

use serde_json::{json, Value};

use crate::{
    alerts::job_alerts::{queued, run_job},
    alerts::CREATE,
    content::answers::build_ui_with,
    search::titles,
    support::fixtures::{self, Offer},
    support::helpers::{first_error, fresh_database, spawn_on, TestApp},
};

const SEARCH: &str =
    "query ($sort: JobOfferSort, $first: Int! = 10, $after: String, $search: String) {
  jobOffers(sort: $sort, nb_items: $first, start_cursor: $after, search: $search) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { title jobOfferAd { urgent } } }
  }
}";

/// An offer's title, days since published, Urgent, and gross range (cents, period).
type ToSort = (&'static str, i32, bool, Option<(i32, i32, &'static str)>);

/// Six offers of « Atelier Morel » (all hold « atelier »).
const OFFERS: [ToSort; 6] = [
    ("Urgente", 5, true, Some((3_000_000, 3_600_000, "year"))),
    ("Sans fourchette", 3, false, None),
    // 14 € an hour: 25,480 € a year.
    ("Horaire", 1, false, Some((1_400, 1_500, "hour"))),
    // 3,000 € a month: 36,000 € a year.
    ("Mensuelle", 2, false, Some((300_000, 350_000, "month"))),
    (
        "Annuelle haute",
        4,
        false,
        Some((4_100_000, 4_500_000, "year")),
    ),
    ("Récente", 0, false, None),
];

const BY_RELEVANCE: [&str; 6] = [
    "Urgente",
    "Récente",
    "Horaire",
    "Mensuelle",
    "Sans fourchette",
    "Annuelle haute",
];
const BY_DATE: [&str; 6] = [
    "Récente",
    "Horaire",
    "Mensuelle",
    "Sans fourchette",
    "Annuelle haute",
    "Urgente",
];
const BY_PAY: [&str; 6] = [
    "Annuelle haute",
    "Mensuelle",
    "Urgente",
    "Horaire",
    "Récente",
    "Sans fourchette",
];

/// Publishes [`OFFERS`] and waits until the index has every range (a liveness bound of 30 s,
/// as the other index waits).
async fn offers_to_sort(app: &TestApp) {
    let company = fixtures::company(&app.pool, "Atelier Morel").await;
    for (title, days_ago, urgent, pay) in OFFERS {
        let id = fixtures::offer(
            &app.pool,
            Offer {
                company_id: company,
                title,
                description: "<p>Un atelier de tapisserie.</p>",
                days_ago,
                urgent,
                ..Offer::default()
            },
        )
        .await;
        if let Some((min, max, period)) = pay {
            sqlx::query(
                "UPDATE job_offers SET pay_min_cents = $2, pay_max_cents = $3, pay_period = $4
                 WHERE id = $1",
            )
            .bind(id)
            .bind(min)
            .bind(max)
            .bind(period)
            .execute(&app.pool)
            .await
            .expect("a range");
        }
    }
    for _ in 0..300 {
        let page = app.query(SEARCH, json!({ "sort": "PAY" })).await["jobOffers"].clone();
        if titles(&page) == BY_PAY {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the index never had the six offers and their ranges: {}",
        app.query(SEARCH, json!({ "sort": "PAY" })).await
    );
}

/// Every page of a search in `sort`, two offers a page.
async fn every_page(app: &TestApp, sort: Option<&str>, search: &str) -> Vec<String> {
    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    for _ in 0..10 {
        let page = app
            .query(
                SEARCH,
                json!({ "sort": sort, "first": 2, "after": after, "search": search }),
            )
            .await["jobOffers"]
            .clone();
        assert_eq!(page["totalCount"], 6, "{page}");
        seen.extend(titles(&page));
        if page["pageInfo"]["hasNextPage"] != true {
            return seen;
        }
        after = page["pageInfo"]["endCursor"].as_str().map(str::to_owned);
    }
    panic!("more pages than offers: {seen:?}");
}

#[tokio::test]
async fn each_order_pages_by_its_cursors_through_every_offer_once() {
    let app = spawn_on(fresh_database().await).await;
    offers_to_sort(&app).await;

    assert_eq!(every_page(&app, None, "").await, BY_RELEVANCE);
    assert_eq!(every_page(&app, Some("RELEVANCE"), "").await, BY_RELEVANCE);
    assert_eq!(every_page(&app, Some("RECENT"), "").await, BY_DATE);
    assert_eq!(every_page(&app, Some("PAY"), "").await, BY_PAY);
    // With keywords: every offer holds them equally, so the same orders.
    assert_eq!(every_page(&app, Some("RECENT"), "atelier").await, BY_DATE);
    assert_eq!(every_page(&app, Some("PAY"), "atelier").await, BY_PAY);
    assert_eq!(every_page(&app, None, "atelier").await, BY_RELEVANCE);

    // Urgent lifts an offer in « Pertinence » only; the badge stays.
    let recent = app
        .query(SEARCH, json!({ "sort": "RECENT", "first": 6 }))
        .await["jobOffers"]
        .clone();
    assert_eq!(recent["edges"][5]["node"]["jobOfferAd"]["urgent"], true);

    // A cursor belongs to its order: another order refuses it, in French.
    let first = app
        .query(SEARCH, json!({ "sort": "RECENT", "first": 2 }))
        .await["jobOffers"]
        .clone();
    let cursor = first["pageInfo"]["endCursor"].clone();
    for sort in ["PAY", "RELEVANCE"] {
        let refused = app
            .graphql(SEARCH, json!({ "sort": sort, "first": 2, "after": cursor }))
            .await;
        assert_eq!(
            first_error(&refused),
            (
                "Le curseur de pagination est invalide.".to_owned(),
                "INVALID_CURSOR".to_owned()
            ),
            "{sort}"
        );
    }
    // An order the API does not know is a GraphQL error, not a 500.
    let unknown = app.graphql(SEARCH, json!({ "sort": "SALAIRE" })).await;
    assert!(!first_error(&unknown).0.is_empty(), "{unknown}");
}

#[tokio::test]
async fn the_server_written_page_shows_the_first_page_in_the_order_of_its_url() {
    let app = spawn_on(fresh_database().await).await;
    build_ui_with(&app, &["SearchJobOffers", "SearchFilters"]);
    offers_to_sort(&app).await;
    for (path, order) in [
        ("/emploi", BY_RELEVANCE),
        ("/emploi?sort=recent", BY_DATE),
        ("/emploi?sort=pay", BY_PAY),
        // Not a name of an order: the default, as the UI reads it.
        ("/emploi?sort=salaire", BY_RELEVANCE),
    ] {
        let html = app.get(path).await.text().await.expect("the page");
        let places: Vec<usize> = order
            .iter()
            .map(|title| {
                html.find(&format!(">{title}</a></h3>"))
                    .unwrap_or_else(|| panic!("{title} on {path}: {html}"))
            })
            .collect();
        assert!(places.is_sorted(), "{path}: {order:?} at {places:?}");
        // The place of « Trier par » beside the count.
        assert!(
            html.contains("<div class=\"fs-sort-space\"></div>"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn an_alert_saved_from_a_sorted_search_links_to_its_results_in_that_order() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let save = |sort: Value| {
        let lea = lea.clone();
        let app = &app;
        async move {
            app.graphql_as(
                &lea,
                CREATE,
                json!({ "input": { "terms": "tapissier", "sort": sort } }),
            )
            .await["data"]["createJobOfferAlert"]["jobOfferAlert"]
                .clone()
        }
    };
    let alert = save(json!("RECENT")).await;
    assert_eq!(
        alert["searchQuery"], "search=tapissier&sort=recent",
        "{alert}"
    );
    // The same search in another order is the same alert, in the order saved last.
    let again = save(json!("PAY")).await;
    assert_eq!(again["_id"], alert["_id"]);
    assert_eq!(again["searchQuery"], "search=tapissier&sort=pay");
    let mine = app
        .graphql_as(
            &lea,
            "{ jobOfferAlerts { totalCount edges { node { sort searchQuery } } } }",
            json!({}),
        )
        .await;
    assert_eq!(mine["data"]["jobOfferAlerts"]["totalCount"], 1, "{mine}");
    assert_eq!(
        mine["data"]["jobOfferAlerts"]["edges"][0]["node"]["sort"],
        "PAY"
    );
    let stored: String = sqlx::query_scalar("SELECT sort FROM job_offer_alerts")
        .fetch_one(&app.pool)
        .await
        .expect("the alert");
    assert_eq!(stored, "pay");

    let company = fixtures::company(&app.pool, "Atelier Morel").await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Tapissier garnisseur",
            days_ago: 0,
            ..Offer::default()
        },
    )
    .await;
    run_job(&url, "job-alerts-1d").await;
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert!(
        mails[0]
            .text_body
            .contains("/emploi?search=tapissier&sort=pay"),
        "{}",
        mails[0].text_body
    );
}
