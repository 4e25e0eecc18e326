//! The salary barometer (issue 56, item 3; docs/salaries.md): the nightly cells, the public
//! pages written by the server, the sitemap, the offer page's link and the offer form's help.

mod form;

use serde_json::{json, Value};

use crate::{
    content::answers::build_ui_with,
    support::fixtures::{self, Offer},
    support::helpers::{spawn_app, TestApp},
};

/// Lyon and Saint-Étienne are in Auvergne-Rhône-Alpes, Paris in Île-de-France.
const LYON: &str = "69383";
const SAINT_ETIENNE: &str = "42218";
const PARIS: &str = "75111";

/// An offer of `position` and `contract` at `insee` with the gross range `min`–`max` cents per
/// `period`, `status` and started `days_ago` (its 30 days' period then).
#[allow(clippy::too_many_arguments)]
async fn ad(
    app: &TestApp,
    company: i64,
    insee: &str,
    position: &str,
    contract: &str,
    (min, max, period): (i32, i32, &str),
    status: i16,
    days_ago: i32,
) -> i64 {
    let offer = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Ébéniste H/F",
            insee,
            position,
            contract,
            status,
            days_ago,
            ..Offer::default()
        },
    )
    .await;
    sqlx::query(
        "UPDATE job_offers SET pay_min_cents = $2, pay_max_cents = $3, pay_period = $4 WHERE id = $1",
    )
    .bind(offer)
    .bind(min)
    .bind(max)
    .bind(period)
    .execute(&app.pool)
    .await
    .expect("a range");
    offer
}

/// The seed the tests read: in Auvergne-Rhône-Alpes, five CDI ads of ébéniste from three
/// employers (one ended 100 days ago, one monthly), four CDD ones, five CDI ones of marqueteur
/// from one employer; one CDI ébéniste in Paris; and ads that never count (ended 400 days ago,
/// deleted, held). Returns the id of a live CDI ébéniste offer in Lyon.
pub(crate) async fn seed(app: &TestApp) -> i64 {
    let morel = fixtures::company(&app.pool, "Atelier Morel").await;
    let garnier = fixtures::company(&app.pool, "Atelier Garnier").await;
    let roux = fixtures::company(&app.pool, "Ébénisterie Roux").await;
    let year = |min: i32, max: i32| (min * 100, max * 100, "year");
    // Minimums 26 000, 28 000, 30 000, 32 000, 34 800 (2 900 € a month); maximums 30 000,
    // 33 000, 36 000, 40 000, 42 000: medians 30 000 and 36 000; middles 28 000, 30 500, 33 000,
    // 36 000, 38 400: quartiles 30 500 and 36 000.
    let lyon = ad(
        app,
        morel,
        LYON,
        "ebeniste",
        "cdi",
        year(26_000, 30_000),
        2,
        1,
    )
    .await;
    ad(
        app,
        morel,
        SAINT_ETIENNE,
        "ebeniste",
        "cdi",
        year(28_000, 33_000),
        2,
        3,
    )
    .await;
    ad(
        app,
        garnier,
        LYON,
        "ebeniste",
        "cdi",
        year(30_000, 36_000),
        2,
        5,
    )
    .await;
    ad(
        app,
        roux,
        LYON,
        "ebeniste",
        "cdi",
        year(32_000, 40_000),
        -1,
        130,
    )
    .await;
    ad(
        app,
        garnier,
        SAINT_ETIENNE,
        "ebeniste",
        "cdi",
        (290_000, 350_000, "month"),
        2,
        2,
    )
    .await;
    for company in [morel, garnier, roux, roux] {
        ad(
            app,
            company,
            LYON,
            "ebeniste",
            "cdd",
            year(24_000, 27_000),
            2,
            4,
        )
        .await;
    }
    for _ in 0..5 {
        ad(
            app,
            morel,
            LYON,
            "marqueteur",
            "cdi",
            year(30_000, 33_000),
            2,
            2,
        )
        .await;
    }
    ad(
        app,
        garnier,
        PARIS,
        "ebeniste",
        "cdi",
        year(40_000, 45_000),
        2,
        1,
    )
    .await;
    // Never counted: ended 400 days ago, deleted, held for a review.
    ad(
        app,
        roux,
        LYON,
        "ebeniste",
        "cdi",
        year(90_000, 99_000),
        -1,
        430,
    )
    .await;
    ad(
        app,
        roux,
        LYON,
        "ebeniste",
        "cdi",
        year(90_000, 99_000),
        -2,
        2,
    )
    .await;
    ad(
        app,
        roux,
        LYON,
        "ebeniste",
        "cdi",
        year(90_000, 99_000),
        1,
        2,
    )
    .await;
    lyon
}

/// The nightly computation, as the task `salary-barometer` runs it.
pub(crate) async fn compute(app: &TestApp) -> u64 {
    ensemblier::salaries::compute::compute(&app.pool)
        .await
        .expect("the barometer")
}

const BAROMETER: &str = "query ($trade: String!, $region: String) {
  salaryBarometer(trade: $trade, region: $region) {
    title path regionName minAds
    cells { contract { name } ads figures { medianMin medianMax quartileLow quartileHigh } }
    regions { slug name path ads shown } } }";

fn cell(barometer: &Value, contract: &str) -> Value {
    barometer["cells"]
        .as_array()
        .expect("cells")
        .iter()
        .find(|cell| cell["contract"]["name"] == contract)
        .cloned()
        .unwrap_or(Value::Null)
}

#[tokio::test]
async fn a_seeded_trade_and_region_shows_the_median_the_seed_implies_and_four_ads_say_insufficient_data(
) {
    let app = spawn_app().await;
    seed(&app).await;
    compute(&app).await;

    let answer = app
        .graphql(
            BAROMETER,
            json!({ "trade": "ebeniste", "region": "auvergne-rhone-alpes" }),
        )
        .await;
    let barometer = &answer["data"]["salaryBarometer"];
    assert_eq!(
        barometer["title"], "Salaires des ébénistes en Auvergne-Rhône-Alpes",
        "{answer}"
    );
    assert_eq!(barometer["path"], "/salaires/ebeniste/auvergne-rhone-alpes");
    assert_eq!(
        cell(barometer, "CDI"),
        json!({ "contract": { "name": "CDI" }, "ads": 5, "figures": {
            "medianMin": 30_000, "medianMax": 36_000, "quartileLow": 30_500, "quartileHigh": 36_000 } })
    );
    assert_eq!(
        cell(barometer, "CDD"),
        json!({ "contract": { "name": "CDD" }, "ads": 4, "figures": null })
    );
    assert_eq!(
        barometer["regions"],
        json!([]),
        "a region's page lists no regions"
    );

    // Five ads of one employer show nothing either.
    let marqueteur = app
        .graphql(
            BAROMETER,
            json!({ "trade": "marqueteur", "region": "auvergne-rhone-alpes" }),
        )
        .await;
    assert_eq!(
        cell(&marqueteur["data"]["salaryBarometer"], "CDI")["figures"],
        Value::Null,
        "{marqueteur}"
    );

    // The trade over all of France: six CDI ads, its regions.
    let france = app.graphql(BAROMETER, json!({ "trade": "ebeniste" })).await;
    let france = &france["data"]["salaryBarometer"];
    assert_eq!(france["title"], "Salaires des ébénistes en France");
    assert_eq!(cell(france, "CDI")["ads"], 6);
    assert_eq!(
        france["regions"],
        json!([
            { "slug": "auvergne-rhone-alpes", "name": "Auvergne-Rhône-Alpes",
              "path": "/salaires/ebeniste/auvergne-rhone-alpes", "ads": 9, "shown": true },
            { "slug": "ile-de-france", "name": "Île-de-France",
              "path": "/salaires/ebeniste/ile-de-france", "ads": 1, "shown": false },
        ])
    );
    for unknown in [
        json!({ "trade": "ebenisterie" }),
        json!({ "trade": "ebeniste", "region": "atlantide" }),
    ] {
        let answer = app.graphql(BAROMETER, unknown).await;
        assert_eq!(answer["data"]["salaryBarometer"], Value::Null, "{answer}");
    }
}

#[tokio::test]
async fn the_server_writes_the_pages_indexes_those_with_a_figure_and_lists_them_in_the_sitemap() {
    let app = spawn_app().await;
    seed(&app).await;
    compute(&app).await;
    build_ui_with(&app, &["SalaryBarometer", "SalaryTrades"]);

    let response = app.get("/salaires/ebeniste/auvergne-rhone-alpes").await;
    assert_eq!(response.status(), 200);
    let page = response.text().await.expect("page");
    assert!(
        page.contains("<title>Salaires des ébénistes en Auvergne-Rhône-Alpes — Ensemblier</title>"),
        "{page}"
    );
    assert!(!page.contains("noindex"));
    assert!(
        page.contains("<h1 class=\"fs-h1\">Salaires des ébénistes en Auvergne-Rhône-Alpes</h1>")
    );
    assert!(page.contains("30\u{a0}000\u{a0}–\u{a0}36\u{a0}000\u{a0}€ brut/an"));
    assert!(page.contains("<h3 class=\"fs-h4\">CDD</h3><p class=\"fs-m0\">4\u{a0}annonces</p>"));
    assert!(page.contains("<p class=\"fs-salary-note\">données insuffisantes</p>"));
    assert!(
        page.contains("\"operation\":\"SalaryBarometer\""),
        "the answer is inlined"
    );
    assert!(page.contains(
        "<a class=\"fs-company-link\" href=\"/salaires/ebeniste\">Voir toute la France et les autres régions</a>"
    ));

    // Île-de-France: one ad, no figure; served, not indexed, not in the sitemap.
    let paris = app.get("/salaires/ebeniste/ile-de-france").await;
    assert_eq!(paris.status(), 200);
    assert_eq!(paris.headers()["x-robots-tag"], "noindex");
    let trades = app.get("/salaires").await.text().await.expect("index");
    assert!(
        trades.contains("<a href=\"/salaires/ebeniste\">Ébéniste</a> · 10\u{a0}annonces"),
        "{trades}"
    );
    assert!(trades.contains(
        "<a href=\"/salaires/marqueteur\">Marqueteur / Marqueteuse</a> · données insuffisantes"
    ));
    assert_eq!(app.get("/salaires/inconnu").await.status(), 404);
    assert_eq!(app.get("/salaires/ebeniste/atlantide").await.status(), 404);

    let sitemap = app.get("/sitemap.xml").await.text().await.expect("sitemap");
    for listed in [
        "/salaires</loc>",
        "/salaires/ebeniste</loc>",
        "/salaires/ebeniste/auvergne-rhone-alpes</loc>",
    ] {
        assert!(sitemap.contains(listed), "{listed} in {sitemap}");
    }
    for left_out in ["/salaires/ebeniste/ile-de-france", "/salaires/marqueteur"] {
        assert!(!sitemap.contains(left_out), "{left_out} in {sitemap}");
    }
}

#[tokio::test]
async fn the_nightly_task_is_idempotent_and_follows_the_ads() {
    let app = spawn_app().await;
    let offer = seed(&app).await;
    let rows = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_as::<_, (i64, Option<i64>, i64, i32, i32, Option<i32>, Option<i32>)>(
                "SELECT job_position_id, region_id, job_contract_id, ads, companies, median_min,
                        quartile_high FROM salary_cells ORDER BY 1, 2 NULLS FIRST, 3",
            )
            .fetch_all(&pool)
            .await
            .expect("cells")
        }
    };
    let written = compute(&app).await;
    let first = rows(&app).await;
    assert_eq!(usize::try_from(written).expect("count"), first.len());
    assert_eq!(compute(&app).await, written);
    assert_eq!(
        rows(&app).await,
        first,
        "a second run writes the same cells"
    );
    assert!(ensemblier::tasks::find("salary-barometer").is_some());
    // Twenty runs at once: each replaces the table whole, none fails, the cells are the same.
    let runs: Vec<_> = (0..20)
        .map(|_| {
            let pool = app.pool.clone();
            tokio::spawn(async move { ensemblier::salaries::compute::compute(&pool).await })
        })
        .collect();
    for run in runs {
        assert_eq!(run.await.expect("joined").expect("a run"), written);
    }
    assert_eq!(
        rows(&app).await,
        first,
        "twenty runs at once write the same cells"
    );

    // One of the five CDI ads deleted: four left, the cell has no figure after the next run.
    sqlx::query("UPDATE job_offers SET status = -2 WHERE id = $1")
        .bind(offer)
        .execute(&app.pool)
        .await
        .expect("deleted");
    compute(&app).await;
    let answer = app
        .graphql(
            BAROMETER,
            json!({ "trade": "ebeniste", "region": "auvergne-rhone-alpes" }),
        )
        .await;
    assert_eq!(
        cell(&answer["data"]["salaryBarometer"], "CDI"),
        json!({ "contract": { "name": "CDI" }, "ads": 4, "figures": null })
    );
    // The database holds the rule too: no figure from four ads.
    let refused = sqlx::query(
        "UPDATE salary_cells SET median_min = 1, median_max = 2, quartile_low = 1, quartile_high = 2
         WHERE ads < 5",
    )
    .execute(&app.pool)
    .await;
    assert!(refused.is_err(), "salary_cells_enough refuses it");
}

#[tokio::test]
async fn an_offer_page_links_to_the_barometer_of_its_trade_in_its_region() {
    let app = spawn_app().await;
    let offer = seed(&app).await;
    let answer = app
        .graphql(
            "query ($id: ID!) { jobOffer(id: $id) { salaryPage { path title } } }",
            json!({ "id": format!("/api/job_offers/{offer}") }),
        )
        .await;
    assert_eq!(
        answer["data"]["jobOffer"]["salaryPage"],
        json!({ "path": "/salaires/ebeniste/auvergne-rhone-alpes",
                "title": "Salaires des ébénistes en Auvergne-Rhône-Alpes" }),
        "{answer}"
    );
}
