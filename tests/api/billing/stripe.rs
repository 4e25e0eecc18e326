//! The Stripe adapter against a local HTTP server that answers as Stripe's API documents it
//! (PaymentIntents create and retrieve, form-encoded bodies, bearer secret key, idempotency
//! keys, Stripe's error bodies), and Stripe's signed notifications to our webhook.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{HeaderMap, StatusCode},
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};
use ensemblier::{
    billing::provider::stripe::signature,
    config::{Payments, StripeSettings},
};
use serde_json::{json, Value};

use crate::{
    billing::{confirmed_company, invoices, remaining_ads},
    support::helpers::{spawn_app, spawn_app_with, TestApp},
};

const SECRET_KEY: &str = "sk_test_ensemblier_fake";
const PUBLISHABLE_KEY: &str = "pk_test_ensemblier_fake";
const WEBHOOK_SECRET: &str = "whsec_ensemblier_fake";

/// One call the server made to the fake API.
#[derive(Clone, Debug)]
struct Call {
    method: &'static str,
    path: String,
    authorization: Option<String>,
    idempotency_key: Option<String>,
    form: Vec<(String, String)>,
}

#[derive(Default)]
struct Store {
    calls: Vec<Call>,
    intents: HashMap<String, Value>,
    by_idempotency_key: HashMap<String, String>,
}

#[derive(Clone, Default)]
struct FakeStripe {
    store: Arc<Mutex<Store>>,
}

fn header(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

/// Stripe's answer to a bad key (401) or an unknown object (404).
fn stripe_error(status: StatusCode, code: &str, message: &str) -> axum::response::Response {
    let body =
        json!({ "error": { "type": "invalid_request_error", "code": code, "message": message } });
    (status, Json(body)).into_response()
}

fn authorized(headers: &HeaderMap) -> bool {
    header(headers, "authorization").as_deref() == Some(&format!("Bearer {SECRET_KEY}"))
}

async fn create_intent(
    State(fake): State<FakeStripe>,
    headers: HeaderMap,
    body: Bytes,
) -> axum::response::Response {
    let form: Vec<(String, String)> = serde_urlencoded::from_bytes(&body).expect("a form body");
    let idempotency_key = header(&headers, "idempotency-key");
    let mut store = fake.store.lock().expect("lock");
    store.calls.push(Call {
        method: "POST",
        path: "/v1/payment_intents".into(),
        authorization: header(&headers, "authorization"),
        idempotency_key: idempotency_key.clone(),
        form: form.clone(),
    });
    if !authorized(&headers) {
        return stripe_error(
            StatusCode::UNAUTHORIZED,
            "api_key_invalid",
            "Invalid API Key provided",
        );
    }
    // A retried request with the same key gets the first answer back (Stripe's idempotency).
    if let Some(id) = idempotency_key
        .as_ref()
        .and_then(|k| store.by_idempotency_key.get(k))
    {
        return Json(store.intents[id].clone()).into_response();
    }
    let field = |name: &str| form.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let mut metadata = serde_json::Map::new();
    for (key, value) in &form {
        if let Some(name) = key
            .strip_prefix("metadata[")
            .and_then(|k| k.strip_suffix(']'))
        {
            metadata.insert(name.to_owned(), json!(value));
        }
    }
    let id = format!("pi_3Fake{:06}", store.intents.len() + 1);
    let intent = json!({
        "id": id,
        "object": "payment_intent",
        "amount": field("amount").and_then(|a| a.parse::<i64>().ok()),
        "currency": field("currency"),
        "description": field("description"),
        "receipt_email": field("receipt_email"),
        "client_secret": format!("{id}_secret_Fake"),
        "status": "requires_payment_method",
        "last_payment_error": null,
        "metadata": metadata,
        "livemode": false,
    });
    store.intents.insert(id.clone(), intent.clone());
    if let Some(key) = idempotency_key {
        store.by_idempotency_key.insert(key, id);
    }
    Json(intent).into_response()
}

async fn retrieve_intent(
    State(fake): State<FakeStripe>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> axum::response::Response {
    let mut store = fake.store.lock().expect("lock");
    store.calls.push(Call {
        method: "GET",
        path: format!("/v1/payment_intents/{id}"),
        authorization: header(&headers, "authorization"),
        idempotency_key: header(&headers, "idempotency-key"),
        form: Vec::new(),
    });
    if !authorized(&headers) {
        return stripe_error(
            StatusCode::UNAUTHORIZED,
            "api_key_invalid",
            "Invalid API Key provided",
        );
    }
    match store.intents.get(&id) {
        Some(intent) => Json(intent.clone()).into_response(),
        None => stripe_error(
            StatusCode::NOT_FOUND,
            "resource_missing",
            &format!("No such payment_intent: '{id}'"),
        ),
    }
}

impl FakeStripe {
    /// Serves the fake API on 127.0.0.1 and returns it with its base URL.
    async fn start() -> (Self, String) {
        let fake = Self::default();
        let router = Router::new()
            .route("/v1/payment_intents", post(create_intent))
            .route("/v1/payment_intents/{id}", get(retrieve_intent))
            .with_state(fake.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("address"));
        tokio::spawn(async move { axum::serve(listener, router).await });
        (fake, base)
    }

    fn calls(&self) -> Vec<Call> {
        self.store.lock().expect("lock").calls.clone()
    }

    fn intent(&self, id: &str) -> Value {
        self.store.lock().expect("lock").intents[id].clone()
    }

    /// What Stripe.js's `confirmCardPayment` does on Stripe's side with a good card.
    fn succeed(&self, id: &str) -> Value {
        let mut store = self.store.lock().expect("lock");
        let intent = store.intents.get_mut(id).expect("intent");
        intent["status"] = json!("succeeded");
        intent.clone()
    }

    /// ... and with a refused card.
    fn fail(&self, id: &str, message: &str) -> Value {
        let mut store = self.store.lock().expect("lock");
        let intent = store.intents.get_mut(id).expect("intent");
        intent["status"] = json!("requires_payment_method");
        intent["last_payment_error"] =
            json!({ "type": "card_error", "code": "card_declined", "message": message });
        intent.clone()
    }
}

async fn spawn_with_stripe() -> (TestApp, FakeStripe) {
    let (fake, base) = FakeStripe::start().await;
    let app = spawn_app_with(|settings| {
        settings.payments = Payments::Stripe(StripeSettings {
            secret_key: SECRET_KEY.into(),
            publishable_key: PUBLISHABLE_KEY.into(),
            webhook_secret: WEBHOOK_SECRET.into(),
            api_base: base,
        });
    })
    .await;
    (app, fake)
}

fn event(kind: &str, intent: Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": "evt_1Fake",
        "object": "event",
        "api_version": "2024-06-20",
        "type": kind,
        "data": { "object": intent },
    }))
    .expect("JSON")
}

impl TestApp {
    async fn webhook(&self, body: &[u8], signature: Option<&str>) -> (u16, Value) {
        let mut request = self
            .client
            .post(format!("{}/api/payment/stripe/webhook", self.address))
            .header("content-type", "application/json")
            .body(body.to_vec());
        if let Some(signature) = signature {
            request = request.header("Stripe-Signature", signature);
        }
        let response = request.send().await.expect("POST webhook");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn sync(&self, order: &str, token: &str) -> (u16, Value) {
        self.post_json(
            &format!("/api/payment/orders/{order}/sync"),
            json!({}),
            Some(token),
        )
        .await
    }
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Creates a card order of the pack of 3 (588.00 € incl. tax).
async fn pack_of_three(app: &TestApp, token: &str) -> Value {
    let (status, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2 }),
            Some(token),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    intent
}

#[tokio::test]
async fn intents_are_created_and_retrieved_over_stripes_api_and_the_sync_pays_once() {
    let (app, fake) = spawn_with_stripe().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@stripe-sync.fr").await;
    let intent = pack_of_three(&app, &token).await;
    let order = intent["order"]["id"].as_str().expect("order").to_owned();
    let reference = intent["order"]["reference"].as_str().expect("reference");
    let id = intent["id"].as_str().expect("intent id").to_owned();
    assert!(id.starts_with("pi_3Fake"), "Stripe's id: {id}");
    assert_eq!(intent["client_secret"], format!("{id}_secret_Fake"));
    assert_eq!(intent["amount"], 58800);

    let calls = fake.calls();
    assert_eq!(calls.len(), 1, "{calls:?}");
    let create = &calls[0];
    assert_eq!(
        (create.method, create.path.as_str()),
        ("POST", "/v1/payment_intents")
    );
    assert_eq!(
        create.authorization.as_deref(),
        Some("Bearer sk_test_ensemblier_fake")
    );
    assert_eq!(create.idempotency_key, Some(format!("order-{order}")));
    let form: HashMap<_, _> = create.form.iter().cloned().collect();
    assert_eq!(form["amount"], "58800", "the server's total, in cents");
    assert_eq!(form["currency"], "eur");
    assert_eq!(form["payment_method_types[]"], "card");
    assert_eq!(form["metadata[order_uuid]"], order);
    assert_eq!(form["metadata[order_reference]"], reference);
    assert_eq!(form["metadata[product_name]"], "Pack 3 annonces");
    assert_eq!(form["receipt_email"], "rh@stripe-sync.fr");
    assert_eq!(
        form["description"],
        format!("Pack 3 annonces – commande {reference}")
    );

    // The local provider's confirm does not exist with Stripe: cards go to Stripe only.
    let (status, _) = app
        .post_json(
            "/api/payment/local/confirm",
            json!({ "clientSecret": intent["client_secret"], "card": { "number": "4242424242424242", "expiry": "12/34", "cvc": "123" } }),
            None,
        )
        .await;
    assert_eq!(status, 404);

    // The page's sync before Stripe has the money: the intent is retrieved, nothing is paid.
    let (status, synced) = app.sync(&order, &token).await;
    assert_eq!((status, synced["status"].as_str()), (200, Some("pending")));
    let retrieve = fake.calls().last().cloned().expect("a call");
    assert_eq!(
        (retrieve.method, retrieve.path),
        ("GET", format!("/v1/payment_intents/{id}"))
    );
    assert_eq!(
        retrieve.authorization.as_deref(),
        Some("Bearer sk_test_ensemblier_fake")
    );
    assert_eq!(remaining_ads(&app, company_id).await, 0);

    // Stripe.js confirmed the card; the page asks again (twice: a double click).
    fake.succeed(&id);
    let (status, synced) = app.sync(&order, &token).await;
    assert_eq!(
        (status, synced["status"].as_str()),
        (200, Some("paid")),
        "{synced}"
    );
    assert_eq!(synced["lastError"], Value::Null);
    let (_, again) = app.sync(&order, &token).await;
    assert_eq!(again["status"], "paid");
    assert_eq!(remaining_ads(&app, company_id).await, 3, "credited once");
    assert_eq!(invoices(&app).await.len(), 1);
    assert_eq!(
        fake.intent(&id)["metadata"]["order_uuid"],
        order,
        "Stripe's dashboard finds the order"
    );
}

#[tokio::test]
async fn a_signed_webhook_credits_once_and_its_replay_nothing_more() {
    let (app, fake) = spawn_with_stripe().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@stripe-webhook.fr").await;
    let intent = pack_of_three(&app, &token).await;
    let id = intent["id"].as_str().expect("intent id");
    let order = intent["order"]["id"].as_str().expect("order");

    let body = event("payment_intent.succeeded", fake.succeed(id));
    let signed = signature::sign(WEBHOOK_SECRET, &body, now());
    let (status, answer) = app.webhook(&body, Some(&signed)).await;
    assert_eq!(
        (status, answer["outcome"].as_str()),
        (200, Some("Paid")),
        "{answer}"
    );
    assert_eq!(remaining_ads(&app, company_id).await, 3);

    // Stripe resends the same event (it does until it gets a 2xx, and may anyway).
    for _ in 0..3 {
        let (status, answer) = app.webhook(&body, Some(&signed)).await;
        assert_eq!(
            (status, answer["outcome"].as_str()),
            (200, Some("Unchanged"))
        );
    }
    // The page's sync after the webhook: paid, nothing more.
    let (_, synced) = app.sync(order, &token).await;
    assert_eq!(synced["status"], "paid");
    assert_eq!(remaining_ads(&app, company_id).await, 3, "credited once");
    assert_eq!(invoices(&app).await.len(), 1, "one invoice");
}

#[tokio::test]
async fn a_succeeded_intent_for_another_amount_or_an_unknown_intent_credits_nothing() {
    let (app, fake) = spawn_with_stripe().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@stripe-montant.fr").await;
    let intent = pack_of_three(&app, &token).await;
    let id = intent["id"].as_str().expect("intent id");
    let mut paid = fake.succeed(id);
    paid["amount"] = json!(100);
    let body = event("payment_intent.succeeded", paid);
    let (status, answer) = app
        .webhook(&body, Some(&signature::sign(WEBHOOK_SECRET, &body, now())))
        .await;
    assert_eq!(
        (status, answer["outcome"].as_str()),
        (200, Some("Unchanged"))
    );
    assert_eq!(remaining_ads(&app, company_id).await, 0);

    let mut other = fake.intent(id);
    other["id"] = json!("pi_3SomeoneElse");
    other["status"] = json!("succeeded");
    let body = event("payment_intent.succeeded", other);
    let (status, answer) = app
        .webhook(&body, Some(&signature::sign(WEBHOOK_SECRET, &body, now())))
        .await;
    assert_eq!((status, answer["outcome"].as_str()), (200, Some("Ignored")));
    assert_eq!(remaining_ads(&app, company_id).await, 0);
    assert!(invoices(&app).await.is_empty());
}

#[tokio::test]
async fn a_badly_signed_or_old_webhook_is_refused_and_changes_nothing() {
    let (app, fake) = spawn_with_stripe().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@stripe-faux.fr").await;
    let intent = pack_of_three(&app, &token).await;
    let id = intent["id"].as_str().expect("intent id");
    let body = event("payment_intent.succeeded", fake.succeed(id));

    let wrong_secret = signature::sign("whsec_not_ours", &body, now());
    let expired = signature::sign(WEBHOOK_SECRET, &body, now() - 6 * 60);
    let good = signature::sign(WEBHOOK_SECRET, &body, now());
    let mut tampered = body.clone();
    let position = tampered.len() - 3;
    tampered.insert(position, b' ');
    for (what, body, signature) in [
        ("no signature", &body, None),
        ("another secret", &body, Some(wrong_secret.as_str())),
        ("older than 5 minutes", &body, Some(expired.as_str())),
        (
            "a body changed after signing",
            &tampered,
            Some(good.as_str()),
        ),
        ("a malformed header", &body, Some("t=abc,v1=zz")),
    ] {
        let (status, answer) = app.webhook(body, signature).await;
        assert_eq!(status, 400, "{what}: {answer}");
        assert_eq!(answer["code"], "INVALID_SIGNATURE", "{what}");
        assert_eq!(
            answer["error"],
            "La signature de la notification est invalide."
        );
    }
    assert_eq!(remaining_ads(&app, company_id).await, 0, "nothing credited");
    let status: String =
        sqlx::query_scalar("SELECT status FROM orders WHERE payment_intent_id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .expect("order");
    assert_eq!(status, "pending");

    // A body over the bound is not read at all.
    let huge = vec![b' '; 200 * 1024];
    let (status, _) = app
        .webhook(&huge, Some(&signature::sign(WEBHOOK_SECRET, &huge, now())))
        .await;
    assert_eq!(status, 413);
}

#[tokio::test]
async fn a_failed_payment_keeps_the_providers_message_until_a_card_pays() {
    let (app, fake) = spawn_with_stripe().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@stripe-refus.fr").await;
    let intent = pack_of_three(&app, &token).await;
    let id = intent["id"].as_str().expect("intent id");
    let order = intent["order"]["id"].as_str().expect("order");

    let body = event(
        "payment_intent.payment_failed",
        fake.fail(id, "Votre carte a été refusée."),
    );
    let (status, answer) = app
        .webhook(&body, Some(&signature::sign(WEBHOOK_SECRET, &body, now())))
        .await;
    assert_eq!(
        (status, answer["outcome"].as_str()),
        (200, Some("FailureRecorded"))
    );
    let (status, synced) = app.sync(order, &token).await;
    assert_eq!(status, 200);
    assert_eq!(synced["status"], "pending");
    assert_eq!(
        synced["lastError"], "Votre carte a été refusée.",
        "{synced}"
    );
    assert_eq!(remaining_ads(&app, company_id).await, 0);

    // Another card pays the same order; the message goes.
    let body = event("payment_intent.succeeded", fake.succeed(id));
    let (status, _) = app
        .webhook(&body, Some(&signature::sign(WEBHOOK_SECRET, &body, now())))
        .await;
    assert_eq!(status, 200);
    let (_, synced) = app.sync(order, &token).await;
    assert_eq!(
        (synced["status"].as_str(), &synced["lastError"]),
        (Some("paid"), &Value::Null)
    );
    assert_eq!(remaining_ads(&app, company_id).await, 3);

    // A late failure notice of the paid order changes nothing.
    let body = event("payment_intent.payment_failed", fake.fail(id, "Trop tard."));
    let (_, answer) = app
        .webhook(&body, Some(&signature::sign(WEBHOOK_SECRET, &body, now())))
        .await;
    assert_eq!(answer["outcome"], "Ignored");
    let (_, synced) = app.sync(order, &token).await;
    assert_eq!(synced["lastError"], Value::Null);
}

#[tokio::test]
async fn stripe_unreachable_is_said_in_french_and_leaves_transfer_open() {
    let app = spawn_app_with(|settings| {
        settings.payments = Payments::Stripe(StripeSettings {
            secret_key: SECRET_KEY.into(),
            publishable_key: PUBLISHABLE_KEY.into(),
            webhook_secret: WEBHOOK_SECRET.into(),
            // Nothing listens on port 9 of loopback.
            api_base: "http://127.0.0.1:9".into(),
        });
    })
    .await;
    let (token, _, _) = confirmed_company(&app, "rh@stripe-panne.fr").await;
    let (status, answer) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2 }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["code"], "PAYMENT_UNAVAILABLE");
    assert!(answer["error"]
        .as_str()
        .is_some_and(|m| m.starts_with("Le paiement par carte est momentanément indisponible.")));
    let (status, transfer) = app
        .post_json("/api/payment/transfer", json!({ "id": 2 }), Some(&token))
        .await;
    assert_eq!(
        (status, transfer["status"].as_str()),
        (200, Some("awaiting_transfer"))
    );
}

#[tokio::test]
async fn the_page_carries_the_publishable_key_and_the_csp_allows_stripe_only_when_configured() {
    let (app, _fake) = spawn_with_stripe().await;
    let page = app.get("/dashboard/payment/2").await;
    let csp = page
        .headers()
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .expect("CSP")
        .to_owned();
    let html = page.text().await.expect("page");
    assert!(
        html.contains(r#"<div id="root" data-stripe-public-key="pk_test_ensemblier_fake">"#),
        "{html}"
    );
    let directive = |name: &str| {
        csp.split(';')
            .map(str::trim)
            .find(|d| d.starts_with(&format!("{name} ")))
            .unwrap_or_default()
            .to_owned()
    };
    assert!(
        directive("script-src").contains("https://js.stripe.com"),
        "{csp}"
    );
    assert!(
        directive("frame-src").contains("https://js.stripe.com"),
        "{csp}"
    );
    assert!(
        directive("connect-src").contains("https://api.stripe.com"),
        "{csp}"
    );
    // The webhook's answer carries the same headers.
    let (status, _) = app.webhook(b"{}", None).await;
    assert_eq!(status, 400);

    let local = spawn_app().await;
    let page = local.get("/dashboard/payment/2").await;
    let csp = page
        .headers()
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .expect("CSP")
        .to_owned();
    assert!(!csp.contains("stripe"), "{csp}");
    let html = page.text().await.expect("page");
    assert!(!html.contains("data-stripe-public-key"));
    // Without Stripe there is no webhook to call.
    let (status, _) = local.webhook(b"{}", None).await;
    assert_eq!(status, 404);
}
