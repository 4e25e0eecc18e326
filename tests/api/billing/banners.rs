//! Banners (pricings 4 and 5): bought with a checked creative, link, alt text and start date;
//! running only paid, approved and within their days; counted per day; seen by their buyer
//! only.

use ensemblier::banners::{self, rotation, Decision};

const CLI: ensemblier::access::Actor<'static> = ensemblier::access::Actor::CommandLine;
use serde_json::{json, Value};

use crate::{
    billing::confirmed_company,
    support::helpers::{error_of, spawn_app, TestApp},
};

/// A PNG header of `w` × `h`: the checks read the header, never decode.
pub(crate) fn png(w: u32, h: u32) -> Vec<u8> {
    let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
    b.extend(w.to_be_bytes());
    b.extend(h.to_be_bytes());
    b.extend([8, 6, 0, 0, 0]);
    b
}

fn today() -> chrono::NaiveDate {
    banners::paris_today()
}

/// The tests that read `today()` and then ask the server about days wait out the last minutes
/// before Paris' midnight: a test straddling it would see tomorrow's banner running.
async fn away_from_midnight() {
    use chrono::{Duration, Timelike};
    let now = chrono::Utc::now().with_timezone(&chrono_tz::Europe::Paris);
    let left = Duration::days(1) - Duration::seconds(i64::from(now.num_seconds_from_midnight()));
    if left < Duration::minutes(3) {
        tokio::time::sleep((left + Duration::seconds(1)).to_std().expect("positive")).await;
    }
}

impl TestApp {
    pub(crate) async fn upload_creative(&self, token: &str, bytes: Vec<u8>) -> reqwest::Response {
        let part = reqwest::multipart::Part::bytes(bytes).file_name("banniere.png");
        let form = reqwest::multipart::Form::new().part("image", part);
        self.send_form("/api/upload/banner-creative", form, Some(token))
            .await
    }

    pub(crate) async fn creative(&self, token: &str) -> String {
        let response = self.upload_creative(token, png(1200, 300)).await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.expect("creative");
        body["creative"].as_str().expect("name").to_owned()
    }

    async fn get_json(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        let mut request = self.client.get(format!("{}{path}", self.address));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.expect("GET");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// A banner bought and paid with 4242: (banner id, order uuid).
    async fn paid_banner(&self, token: &str, pricing: i64, start: &str, alt: &str) -> i64 {
        let creative = self.creative(token).await;
        let (status, intent) = self
            .post_json(
                "/api/payment/create-intent",
                json!({ "id": pricing, "banner": {
                    "creative": creative, "link": "https://atelier.example/recrute",
                    "alt": alt, "startDate": start } }),
                Some(token),
            )
            .await;
        assert_eq!(status, 200, "{intent}");
        let secret = intent["client_secret"].as_str().expect("secret");
        let (status, _) = self.pay(secret, "4242 4242 4242 4242").await;
        assert_eq!(status, 200);
        sqlx::query_scalar(
            "SELECT b.id FROM banners b JOIN orders o ON o.id = b.order_id WHERE o.uuid = $1::uuid",
        )
        .bind(intent["order"]["id"].as_str().expect("order"))
        .fetch_one(&self.pool)
        .await
        .expect("banner")
    }
}

async fn running_ids(app: &TestApp) -> Vec<i64> {
    rotation::running(&app.pool)
        .await
        .expect("running")
        .iter()
        .map(|b| b.id)
        .collect()
}

#[tokio::test]
async fn a_banner_paid_by_card_reserves_its_days_and_runs_once_approved() {
    away_from_midnight().await;
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@banniere.fr").await;
    let creative = app.creative(&token).await;
    let start = today().format("%Y-%m-%d").to_string();
    let (status, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 4, "amount": 1, "banner": {
                "creative": creative, "link": "https://atelier.example/recrute",
                "alt": "Atelier Lumière recrute", "startDate": start } }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    assert_eq!(
        (intent["order"]["price"].as_i64(), intent["amount"].as_i64()),
        (Some(29000), Some(34800))
    );
    let banner: (i64, Option<chrono::NaiveDate>) =
        sqlx::query_as("SELECT id, runs_from FROM banners")
            .fetch_one(&app.pool)
            .await
            .expect("banner");
    assert_eq!(banner.1, None, "no days before the payment");
    let id = banner.0;
    banners::review(&app.pool, CLI, id, Decision::Approve, None)
        .await
        .expect("approve");
    assert!(running_ids(&app).await.is_empty(), "unpaid: never runs");

    let secret = intent["client_secret"].as_str().expect("secret");
    app.pay(secret, "4242 4242 4242 4242").await;
    let b = banners::by_id(&app.pool, id).await.expect("banner");
    assert_eq!(b.runs_from, Some(today()));
    assert_eq!(b.runs_until, Some(today() + chrono::Days::new(6)), "7 days");
    assert_eq!(running_ids(&app).await, vec![id]);

    // The invoice names the banner and its days.
    let (client_id, invoice): (i64, uuid::Uuid) = sqlx::query_as(
        "SELECT o.pro_client_id, i.uuid FROM order_invoices i JOIN orders o ON o.id = i.order_id",
    )
    .fetch_one(&app.pool)
    .await
    .expect("invoice");
    let data = ensemblier::billing::invoices::for_client(&app.pool, client_id, invoice)
        .await
        .expect("invoice data");
    let days = format!(
        "du {} au {}",
        today().format("%d/%m/%Y"),
        (today() + chrono::Days::new(6)).format("%d/%m/%Y")
    );
    assert_eq!(
        data.detail.as_deref(),
        Some(format!("Bannière « Atelier Lumière recrute », diffusée {days}").as_str())
    );
}

#[tokio::test]
async fn only_approved_paid_banners_within_their_days_run() {
    away_from_midnight().await;
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@jours.fr").await;
    let tomorrow = (today() + chrono::Days::new(1))
        .format("%Y-%m-%d")
        .to_string();
    let now = today().format("%Y-%m-%d").to_string();
    let later = app.paid_banner(&token, 4, &tomorrow, "Demain").await;
    let pending = app.paid_banner(&token, 4, &now, "En attente").await;
    let rejected = app.paid_banner(&token, 5, &now, "Refusée").await;
    let ended = app.paid_banner(&token, 4, &now, "Finie").await;
    let runs = app.paid_banner(&token, 5, &now, "En cours").await;
    for id in [later, ended, runs] {
        banners::review(&app.pool, CLI, id, Decision::Approve, None)
            .await
            .expect("approve");
    }
    let refused = banners::review(
        &app.pool,
        CLI,
        rejected,
        Decision::Reject,
        Some("Image floue"),
    )
    .await
    .expect("reject");
    assert_eq!(refused.review_reason.as_deref(), Some("Image floue"));
    sqlx::query(
        "UPDATE banners SET runs_from = runs_from - 10, runs_until = runs_from - 4 WHERE id = $1",
    )
    .bind(ended)
    .execute(&app.pool)
    .await
    .expect("end it");
    assert_eq!(running_ids(&app).await, vec![runs]);
    let waiting: Vec<i64> = banners::awaiting_review(&app.pool, 10)
        .await
        .expect("waiting")
        .iter()
        .map(|b| b.id)
        .collect();
    assert_eq!(waiting, vec![pending]);
    // A 30-day banner: its days are the pricing's.
    let b = banners::by_id(&app.pool, runs).await.expect("banner");
    assert_eq!(b.runs_until, Some(today() + chrono::Days::new(29)));
}

#[tokio::test]
async fn a_late_approval_or_a_late_transfer_keeps_every_day_bought() {
    away_from_midnight().await;
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@virement.fr").await;
    let creative = app.creative(&token).await;
    let (status, order) = app
        .post_json(
            "/api/payment/transfer",
            json!({ "id": 4, "banner": {
                "creative": creative, "link": "http://atelier.example",
                "alt": "Virement", "startDate": today().format("%Y-%m-%d").to_string() } }),
            Some(&token),
        )
        .await;
    assert_eq!(
        (status, order["status"].as_str()),
        (200, Some("awaiting_transfer"))
    );
    // The transfer arrives after the chosen day: the days start when it is paid.
    sqlx::query("UPDATE banners SET start_on = start_on - 3")
        .execute(&app.pool)
        .await
        .expect("chosen day passed");
    let reference = order["order"]["reference"].as_str().expect("reference");
    ensemblier::billing::orders::mark_paid(
        &app.pool,
        &app.mailer(),
        ensemblier::access::Actor::CommandLine,
        reference,
    )
    .await
    .expect("mark paid");
    let id: i64 = sqlx::query_scalar("SELECT id FROM banners")
        .fetch_one(&app.pool)
        .await
        .expect("banner");
    let b = banners::by_id(&app.pool, id).await.expect("banner");
    assert_eq!(b.runs_from, Some(today()));
    // Approved two days after its first day: it runs from the approval, 7 days.
    sqlx::query("UPDATE banners SET runs_from = runs_from - 2, runs_until = runs_until - 2")
        .execute(&app.pool)
        .await
        .expect("waited for review");
    let b = banners::review(&app.pool, CLI, id, Decision::Approve, None)
        .await
        .expect("approve");
    assert_eq!(
        (b.runs_from, b.runs_until),
        (Some(today()), Some(today() + chrono::Days::new(6)))
    );
}

#[tokio::test]
async fn a_hundred_percent_code_buys_a_banner_at_once() {
    away_from_midnight().await;
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@offert.fr").await;
    ensemblier::billing::codes::create(
        &app.pool,
        ensemblier::access::Actor::CommandLine,
        &ensemblier::billing::codes::NewCode {
            code: "OFFERT".into(),
            percent_off: Some(100),
            ..Default::default()
        },
    )
    .await
    .expect("code");
    let creative = app.creative(&token).await;
    let (status, intent) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 5, "code": "offert", "banner": {
                "creative": creative, "link": "https://atelier.example",
                "alt": "Offerte", "startDate": today().format("%Y-%m-%d").to_string() } }),
            Some(&token),
        )
        .await;
    assert_eq!(
        (status, intent["status"].as_str()),
        (200, Some("succeeded")),
        "{intent}"
    );
    let runs: Option<chrono::NaiveDate> = sqlx::query_scalar("SELECT runs_until FROM banners")
        .fetch_one(&app.pool)
        .await
        .expect("banner");
    assert_eq!(runs, Some(today() + chrono::Days::new(29)));
}

#[tokio::test]
async fn bad_banners_are_refused_in_french_and_store_nothing() {
    away_from_midnight().await;
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@mauvais.fr").await;
    let (other, _, _) = confirmed_company(&app, "rh@autre.fr").await;
    let theirs = app.creative(&other).await;
    let mine = app.creative(&token).await;
    let start = today().format("%Y-%m-%d").to_string();
    let yesterday = (today() - chrono::Days::new(1))
        .format("%Y-%m-%d")
        .to_string();
    let banner = |creative: &str, link: &str, alt: &str, date: &str| json!({ "id": 4, "banner": { "creative": creative, "link": link, "alt": alt, "startDate": date } });
    let cases = [
        (json!({ "id": 4 }), banners::INCOMPLETE),
        (
            banner(&theirs, "https://a.example", "Alt", &start),
            banners::NO_CREATIVE,
        ),
        (
            banner("../logos/x.png", "https://a.example", "Alt", &start),
            banners::NO_CREATIVE,
        ),
        (
            banner(&mine, "javascript:alert(1)", "Alt", &start),
            banners::BAD_LINK,
        ),
        (
            banner(&mine, "https://a.example", "  ", &start),
            banners::ALT_REQUIRED,
        ),
        (
            banner(&mine, "https://a.example", &"x".repeat(151), &start),
            banners::ALT_TOO_LONG,
        ),
        (
            banner(&mine, "https://a.example", "Alt", &yesterday),
            banners::DATE_IN_PAST,
        ),
        (
            banner(&mine, "https://a.example", "Alt", "demain"),
            banners::BAD_DATE,
        ),
    ];
    for (body, message) in cases {
        let (status, answer) = app
            .post_json("/api/payment/create-intent", body.clone(), Some(&token))
            .await;
        assert_eq!(
            (
                status,
                answer["message"].as_str().or(answer["error"].as_str())
            ),
            (422, Some(message)),
            "{body} → {answer}"
        );
    }
    let (status, none) = app.get_json("/api/banners/home", None).await;
    assert_eq!(
        (status, none),
        (200, json!({ "banner": null })),
        "the house ad"
    );
    let orders: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(orders, 0, "refused purchases store nothing");

    let (status, message) = error_of(app.upload_creative(&token, png(1200, 400)).await).await;
    assert_eq!(
        (status, message.as_str()),
        (422, banners::IMAGE.dimensions_message)
    );
    let (status, message) = error_of(
        app.upload_creative(&token, b"<svg onload='x'/>".to_vec())
            .await,
    )
    .await;
    assert_eq!(
        (status, message.as_str()),
        (
            422,
            "La bannière doit être une image PNG, JPEG, GIF ou WebP."
        )
    );
    let mut big = png(1200, 300);
    big.resize(2 * 1024 * 1024 + 1, 0);
    let (status, message) = error_of(app.upload_creative(&token, big).await).await;
    assert_eq!(
        (status, message.as_str()),
        (413, "La bannière a une taille supérieure à 2MB.")
    );
}

#[tokio::test]
async fn the_home_block_rotates_fairly_and_counts_impressions_and_clicks_per_day() {
    away_from_midnight().await;
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@rotation.fr").await;
    let (other, _, _) = confirmed_company(&app, "rh@curieux.fr").await;
    let start = today().format("%Y-%m-%d").to_string();
    let a = app.paid_banner(&token, 4, &start, "Première").await;
    let b = app.paid_banner(&token, 4, &start, "Seconde").await;
    for id in [a, b] {
        banners::review(&app.pool, CLI, id, Decision::Approve, None)
            .await
            .expect("approve");
    }
    let mut shown = Vec::new();
    for _ in 0..6 {
        let (status, answer) = app.get_json("/api/banners/home", None).await;
        assert_eq!(status, 200);
        shown.push(answer["banner"]["id"].as_i64().expect("a banner"));
        assert_eq!(
            answer["banner"]["href"].as_str(),
            Some(
                format!(
                    "/api/banners/{}/click",
                    shown.last().expect("a banner was shown")
                )
                .as_str()
            )
        );
    }
    assert_eq!(shown.iter().filter(|&&id| id == a).count(), 3, "{shown:?}");
    assert_eq!(shown.iter().filter(|&&id| id == b).count(), 3, "{shown:?}");

    let response = app.get(&format!("/api/banners/{a}/click")).await;
    assert_eq!(response.status(), 302);
    assert_eq!(
        response.headers()["location"].to_str().ok(),
        Some("https://atelier.example/recrute")
    );
    // No open redirect: unknown, not numeric or unapproved banners redirect nowhere.
    let creative = app.creative(&token).await;
    let (_, unpaid) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 4, "banner": { "creative": creative, "link": "https://phishing.example",
                    "alt": "x", "startDate": start } }),
            Some(&token),
        )
        .await;
    assert_eq!(unpaid["status"], "requires_payment_method");
    let unpaid_id: i64 = sqlx::query_scalar("SELECT max(id) FROM banners")
        .fetch_one(&app.pool)
        .await
        .expect("id");
    for path in [
        format!("/api/banners/{unpaid_id}/click"),
        "/api/banners/999999/click".to_owned(),
        "/api/banners/https:%2F%2Fevil.example/click".to_owned(),
    ] {
        assert_eq!(app.get(&path).await.status(), 404, "{path}");
    }

    let (status, mine) = app.get_json("/api/banners/mine", Some(&token)).await;
    assert_eq!(status, 200);
    let first = mine
        .as_array()
        .expect("list")
        .iter()
        .find(|x| x["id"] == a)
        .expect("banner a");
    assert_eq!(
        first["daysCounted"],
        json!([{ "day": start, "impressions": 3, "clicks": 1 }])
    );
    assert_eq!(mine.as_array().map(Vec::len), Some(2), "paid ones only");
    // Another company never sees them; nobody signed out does.
    let (status, theirs) = app.get_json("/api/banners/mine", Some(&other)).await;
    assert_eq!((status, theirs), (200, json!([])));
    let (status, _) = app.get_json("/api/banners/mine", None).await;
    assert_eq!(status, 401);
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM banner_daily_stats")
        .fetch_one(&app.pool)
        .await
        .expect("rows");
    assert_eq!(rows, 2, "one counter row per banner and day");
}

/// Issue 32: a creative not yet approved is seen by its owner and staff only (through the
/// signed address their answers carry); anyone else gets 404, as for a missing file.
#[tokio::test]
async fn an_unreviewed_creative_is_seen_only_by_its_owner_and_staff_until_approved() {
    away_from_midnight().await;
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@banniere.fr").await;
    let status = |path: String, token: Option<String>| {
        let request = app.client.get(format!("{}{path}", app.address));
        let request = match token {
            Some(token) => request.bearer_auth(token),
            None => request,
        };
        async move { request.send().await.expect("GET").status().as_u16() }
    };

    // Just uploaded: the answer's address works, the bare one does not.
    let uploaded: Value = app
        .upload_creative(&token, png(1200, 300))
        .await
        .json()
        .await
        .expect("creative");
    let name = uploaded["creative"].as_str().expect("name").to_owned();
    let signed = uploaded["imageUrl"].as_str().expect("url").to_owned();
    let bare = format!("/uploads/banners/{name}");
    assert!(signed.starts_with(&format!("{bare}?apercu=")), "{signed}");
    assert_eq!(
        status(signed.clone(), None).await,
        200,
        "the owner's preview"
    );
    let stranger = app.company("rh@ailleurs.fr", "Ailleurs").await;
    assert_eq!(status(bare.clone(), None).await, 404, "anonymous");
    assert_eq!(
        status(bare.clone(), Some(stranger.clone())).await,
        404,
        "a stranger"
    );
    let forged = format!("{bare}?apercu=99999999999.{}", "0".repeat(64));
    assert_eq!(status(forged, None).await, 404, "a forged signature");

    // Bought and waiting for review: the owner's list and the back-office sign it.
    let id = app
        .paid_banner(
            &token,
            4,
            &today().format("%Y-%m-%d").to_string(),
            "Atelier",
        )
        .await;
    let name: String = sqlx::query_scalar("SELECT image_name FROM banners WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .expect("banner");
    let bare = format!("/uploads/banners/{name}");
    assert_eq!(status(bare.clone(), None).await, 404);
    assert_eq!(status(bare.clone(), Some(stranger.clone())).await, 404);
    let (_, mine) = app.get_json("/api/banners/mine", Some(&token)).await;
    let own = mine[0]["imageUrl"].as_str().expect("imageUrl").to_owned();
    assert!(own.starts_with(&format!("{bare}?apercu=")), "{own}");
    assert_eq!(status(own, None).await, 200);
    let staff = app.staff("moderation@ensemblier.fr").await;
    let listed = app
        .graphql_as(
            &staff,
            "{ admin { pendingBanners { imageUrl } } }",
            json!({}),
        )
        .await;
    let for_staff = listed["data"]["admin"]["pendingBanners"][0]["imageUrl"]
        .as_str()
        .expect("imageUrl")
        .to_owned();
    assert_eq!(status(for_staff, None).await, 200, "staff review it");

    // Approved: public, as the home page shows it.
    banners::review(&app.pool, CLI, id, Decision::Approve, None)
        .await
        .expect("approve");
    assert_eq!(status(bare.clone(), None).await, 200);
    assert_eq!(status(bare, Some(stranger)).await, 200);
}
