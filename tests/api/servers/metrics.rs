//! `/metrics`: on its own address only, in the Prometheus text format, bounded in series
//! however many URLs are asked, and moving with requests, job runs, failed mails and the
//! index.

use std::{
    collections::BTreeMap,
    time::{Duration, Instant},
};

use crate::{
    support::fixtures,
    support::helpers::{spawn_app_with, TestApp},
};

/// Every sample of a scrape: `name{labels}` → value. Panics on a line that is not the text
/// format, so the test checks the format too.
pub async fn scrape(app: &TestApp) -> BTreeMap<String, f64> {
    let address = app.metrics_address.as_ref().expect("metrics served");
    let response = app
        .client
        .get(format!("{address}/metrics"))
        .send()
        .await
        .expect("scrape");
    assert_eq!(response.status(), 200);
    let content_type = response.headers()["content-type"]
        .to_str()
        .expect("type")
        .to_owned();
    assert!(
        content_type.starts_with("application/openmetrics-text"),
        "{content_type}"
    );
    let text = response.text().await.expect("body");
    assert!(text.ends_with("# EOF\n"), "OpenMetrics ends so");
    let mut samples = BTreeMap::new();
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (series, value) = line.rsplit_once(' ').expect("`series value`");
        let value: f64 = value.parse().expect("a number");
        assert!(
            samples.insert(series.to_owned(), value).is_none(),
            "{series} twice"
        );
    }
    samples
}

pub fn value(samples: &BTreeMap<String, f64>, series: &str) -> f64 {
    samples.get(series).copied().unwrap_or(0.0)
}

/// Scrapes until `done` holds (jobs and the follower run on their own schedule).
async fn until(app: &TestApp, what: &str, done: impl Fn(&BTreeMap<String, f64>) -> bool) {
    let started = Instant::now();
    loop {
        let samples = scrape(app).await;
        if done(&samples) {
            return;
        }
        // Liveness, not speed: the CI machine runs the browser journeys beside these tests.
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{what}: {samples:#?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub async fn app_with_metrics(smtp_url: Option<&str>) -> TestApp {
    let smtp_url = smtp_url.map(str::to_owned);
    spawn_app_with(move |settings| {
        settings.operations.metrics_bind_address = Some("127.0.0.1:0".parse().expect("address"));
        if let Some(url) = smtp_url {
            settings.smtp_url = Some(url);
        }
    })
    .await
}

#[tokio::test]
async fn metrics_are_served_apart_and_never_on_the_public_address() {
    let app = app_with_metrics(None).await;
    assert_eq!(app.get("/metrics").await.status(), 404);
    let samples = scrape(&app).await;
    assert_eq!(value(&samples, "ensemblier_database_up"), 1.0);
    assert_eq!(value(&samples, "ensemblier_db_pool_max_connections"), 5.0);
    let open = value(&samples, "ensemblier_db_pool_connections{state=\"idle\"}")
        + value(&samples, "ensemblier_db_pool_connections{state=\"in_use\"}");
    assert!((1.0..=5.0).contains(&open), "{open} connections open");

    let without = crate::support::helpers::spawn_app().await;
    assert!(
        without.metrics_address.is_none(),
        "off unless an address is set"
    );
    assert_eq!(without.get("/metrics").await.status(), 404);
}

#[tokio::test]
async fn requests_are_counted_by_route_template_and_status() {
    let app = app_with_metrics(None).await;
    let healthz = "ensemblier_http_request_duration_seconds_count{method=\"GET\",route=\"/healthz\",status=\"200\"}";
    let before = value(&scrape(&app).await, healthz);
    for _ in 0..3 {
        assert_eq!(app.get("/healthz").await.status(), 200);
    }
    let samples = scrape(&app).await;
    assert_eq!(value(&samples, healthz) - before, 3.0);
    let slowest_bucket = samples
        .iter()
        .find(|(series, _)| {
            series.starts_with("ensemblier_http_request_duration_seconds_bucket{")
                && series.contains("route=\"/healthz\"")
                && series.contains("le=\"+Inf\"")
        })
        .map(|(_, count)| *count);
    assert!(
        slowest_bucket >= Some(3.0),
        "a latency histogram: {samples:#?}"
    );
    assert!(value(&samples, "ensemblier_http_request_duration_seconds_sum{method=\"GET\",route=\"/healthz\",status=\"200\"}") > 0.0);
}

/// The app's pages share one fallback; the page handler names each kind of page, so /emploi
/// and an offer are told apart from every other page, by template.
#[tokio::test]
async fn pages_are_counted_by_their_template() {
    let app = app_with_metrics(None).await;
    for path in [
        "/emploi?search=ebeniste",
        "/emploi/7/un-titre",
        "/emploi/8/autre",
        "/connexion",
        "/faq",
    ] {
        app.get(path).await;
    }
    let samples = scrape(&app).await;
    let count = |route: &str, status: u16| {
        value(&samples, &format!("ensemblier_http_request_duration_seconds_count{{method=\"GET\",route=\"{route}\",status=\"{status}\"}}"))
    };
    assert_eq!(count("/emploi", 200), 1.0, "{samples:#?}");
    assert_eq!(count("/emploi/{id}/{slug}", 404), 2.0, "{samples:#?}");
    assert_eq!(count("/{page}", 200), 2.0, "{samples:#?}");
}

/// Paths of every shape a client may vary: a page, an id in an API route, an unknown API
/// path, a file, an asset, an invented method.
async fn ask_distinct_urls(app: &TestApp, from: usize, count: usize) {
    for n in from..from + count {
        let path = match n % 5 {
            0 => format!("/emploi/{n}/offre-{n}"),
            1 => format!("/api/nope/{n}"),
            2 => format!("/assets/app-{n}.js"),
            3 => format!("/page-{n}?q={n}"),
            _ => format!("/api/files/{n}"),
        };
        let method = if n % 7 == 0 {
            reqwest::Method::from_bytes(format!("M{}", n % 3).as_bytes()).expect("method")
        } else {
            reqwest::Method::GET
        };
        app.client
            .request(method, format!("{}{path}", app.address))
            .send()
            .await
            .expect("request");
    }
}

#[tokio::test]
async fn a_thousand_distinct_urls_add_no_series() {
    let app = app_with_metrics(None).await;
    ask_distinct_urls(&app, 0, 105).await;
    let series = |samples: &BTreeMap<String, f64>| {
        samples
            .keys()
            .filter(|k| k.starts_with("ensemblier_http_request_duration_seconds_count"))
            .cloned()
            .collect::<Vec<_>>()
    };
    let warm = series(&scrape(&app).await);
    ask_distinct_urls(&app, 105, 1_000).await;
    let samples = scrape(&app).await;
    assert_eq!(series(&samples), warm, "no new series");
    let counted: f64 = series(&samples).iter().map(|s| value(&samples, s)).sum();
    assert!(counted >= 1_105.0, "every request counted: {counted}");
}

#[tokio::test]
async fn job_runs_failed_mails_and_the_index_move_the_metrics() {
    // Nothing listens on port 1: every send fails.
    let app = app_with_metrics(Some("smtp://127.0.0.1:1")).await;
    let runs = "ensemblier_job_runs_total{job=\"mail-queue\",outcome=\"done\"}";
    let first = value(&scrape(&app).await, runs);
    until(&app, "the mail queue runs", |s| value(s, runs) > first).await;
    let samples = scrape(&app).await;
    assert!(
        value(
            &samples,
            "ensemblier_job_duration_seconds_count{job=\"mail-queue\"}"
        ) >= value(&samples, runs)
    );
    assert_eq!(value(&samples, "ensemblier_mail_queue_retrying"), 0.0);

    sqlx::query(
        "INSERT INTO mail_queue (kind, to_address, subject, text_body, html_body)
         VALUES ('confirm_email', 'lea@exemple.fr', 'Objet', 'texte', '<p>texte</p>')",
    )
    .execute(&app.pool)
    .await
    .expect("a queued mail");
    until(&app, "the failed mail is seen", |s| {
        value(s, "ensemblier_mail_queue_retrying") == 1.0
            && value(s, "ensemblier_mail_queue_pending") == 1.0
    })
    .await;

    assert_eq!(
        value(&scrape(&app).await, "ensemblier_index_documents"),
        0.0
    );
    let company = fixtures::company(&app.pool, "Atelier Lumière").await;
    fixtures::offers(&app.pool, company, &["Tapissier"]).await;
    until(&app, "the offer is indexed", |s| {
        value(s, "ensemblier_index_documents") == 1.0
            && value(s, "ensemblier_index_outbox_lag_rows") == 0.0
    })
    .await;
}
