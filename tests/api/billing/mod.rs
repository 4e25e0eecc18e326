//! Buying: amounts computed by the server, the local test provider, orders credited exactly
//! once (replay, double click, race), promotion codes, bank transfers and invoice numbers.

pub(crate) mod banners;
mod facturx;
mod pricings;
mod stripe;
mod success;

use serde_json::{json, Value};

use crate::{
    support::fixtures,
    support::helpers::{spawn_app, spawn_app_with, TestApp},
};

/// A company (« Atelier Lumière ») with a confirmed e-mail and its billing identity:
/// (token, company id, user id).
pub(crate) async fn confirmed_company(app: &TestApp, email: &str) -> (String, i64, i64) {
    let company = app
        .a_company()
        .email(email)
        .named("Atelier Lumière")
        .create()
        .await;
    (company.token, company.id, company.user_id)
}

impl TestApp {
    pub(crate) async fn pay(&self, client_secret: &str, number: &str) -> (u16, Value) {
        let body = json!({
            "clientSecret": client_secret,
            "card": { "number": number, "expiry": "12/34", "cvc": "123" },
        });
        self.post_json("/api/payment/local/confirm", body, None)
            .await
    }
}

pub(crate) async fn remaining_ads(app: &TestApp, company_id: i64) -> i32 {
    sqlx::query_scalar(
        "SELECT coalesce((SELECT w.job_offer_ads_remaining FROM wallets w
             JOIN companies c ON c.pro_client_id = w.pro_client_id WHERE c.id = $1), 0)",
    )
    .bind(company_id)
    .fetch_one(&app.pool)
    .await
    .expect("wallet")
}

pub(crate) async fn invoices(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar("SELECT reference FROM order_invoices ORDER BY year, number")
        .fetch_all(&app.pool)
        .await
        .expect("invoices")
}

#[tokio::test]
async fn the_pack_of_three_paid_with_4242_credits_three_ads_once() {
    let app = spawn_app().await;
    let (token, company_id, user_id) = confirmed_company(&app, "rh@lumiere.fr").await;
    let (status, intent) = app
        .post_json(
            "/api/payment/create-intent",
            // The client's amount is ignored: the server computes it.
            json!({ "id": 2, "userId": user_id, "amount": 1 }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    assert_eq!(intent["amount"], 58800);
    assert_eq!(intent["order"]["price"], 49000);
    assert_eq!(intent["order"]["vat"], 9800);
    assert_eq!(intent["order"]["total"], 58800);
    assert_eq!(intent["metadata"]["product_name"], "Pack 3 annonces");
    assert_eq!(intent["user_email_address"], "rh@lumiere.fr");
    assert_eq!(intent["user_name"], "Claire Dubois");
    let secret = intent["client_secret"].as_str().expect("client secret");
    assert_eq!(
        remaining_ads(&app, company_id).await,
        0,
        "nothing before paying"
    );

    let (status, paid) = app.pay(secret, "4242 4242 4242 4242").await;
    assert_eq!((status, paid["status"].as_str()), (200, Some("succeeded")));
    assert_eq!(remaining_ads(&app, company_id).await, 3);

    // The card form clicked twice, and the page asking the provider again afterwards.
    let (status, _) = app.pay(secret, "4242 4242 4242 4242").await;
    assert_eq!(status, 200);
    let order = intent["order"]["id"].as_str().expect("order id");
    let (status, synced) = app
        .post_json(
            &format!("/api/payment/orders/{order}/sync"),
            json!({}),
            Some(&token),
        )
        .await;
    assert_eq!((status, synced["status"].as_str()), (200, Some("paid")));
    assert_eq!(remaining_ads(&app, company_id).await, 3, "credited once");
    assert_eq!(invoices(&app).await.len(), 1, "one invoice");
}

#[tokio::test]
async fn a_declined_card_shows_the_providers_message_and_credits_nothing() {
    let app = spawn_app().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@refus.fr").await;
    let (_, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": "1" }),
            Some(&token),
        )
        .await;
    let secret = intent["client_secret"].as_str().expect("client secret");
    let cases = [
        ("4000 0000 0000 0002", "Votre carte a été refusée."),
        (
            "4000 0000 0000 9995",
            "Les fonds de votre carte sont insuffisants.",
        ),
        (
            "4242 4242 4242 4241",
            "Le numéro de votre carte est invalide.",
        ),
    ];
    for (card, message) in cases {
        let (status, body) = app.pay(secret, card).await;
        assert_eq!(status, 422, "{card}");
        assert_eq!(body["error"], message, "{card}");
        assert_eq!(body["code"], "PAYMENT_DECLINED", "{card}");
    }
    assert_eq!(remaining_ads(&app, company_id).await, 0);
    assert!(invoices(&app).await.is_empty());
    // Then a good card pays the same order.
    let (status, _) = app.pay(secret, "4242424242424242").await;
    assert_eq!(status, 200);
    assert_eq!(remaining_ads(&app, company_id).await, 1);
}

/// `last_error` is the provider's word: a stranger who learnt an intent id (it is in the
/// buyer's page) and calls the local confirm with a made-up secret writes nothing.
#[tokio::test]
async fn a_stranger_cannot_write_an_orders_last_error() {
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@inconnu.fr").await;
    let (_, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 1 }),
            Some(&token),
        )
        .await;
    let id = intent["id"].as_str().expect("intent id");
    let order = intent["order"]["id"].as_str().expect("order");
    let last_error = || async {
        sqlx::query_scalar::<_, Option<String>>(
            "SELECT last_error FROM orders WHERE payment_intent_id = $1",
        )
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .expect("order")
    };
    for secret in [
        id.to_owned(),
        format!("{id}_secret_"),
        format!("{id}_secret_guessed"),
    ] {
        let (status, _) = app.pay(&secret, "4000 0000 0000 0002").await;
        assert_eq!(status, 404, "{secret}");
        assert_eq!(last_error().await, None, "{secret}");
    }
    let sync = format!("/api/payment/orders/{order}/sync");
    let (_, synced) = app.post_json(&sync, json!({}), Some(&token)).await;
    assert_eq!(synced["lastError"], Value::Null);

    // The buyer's own refused card, with the intent's secret, is recorded.
    let secret = intent["client_secret"].as_str().expect("client secret");
    let (status, _) = app.pay(secret, "4000 0000 0000 0002").await;
    assert_eq!(status, 422);
    let (_, synced) = app.post_json(&sync, json!({}), Some(&token)).await;
    assert_eq!(synced["lastError"], "Votre carte a été refusée.");
}

/// `PAYMENT_METHODS=transfer`: the payment page's quote has no card intent, no card can pay,
/// the page tells the UI to show the transfer only, and a transfer order waits as usual.
#[tokio::test]
async fn with_transfers_only_no_card_can_pay() {
    let app = spawn_app_with(|settings| {
        settings.payments = ensemblier::config::Payments::TransferOnly;
    })
    .await;
    let (token, company_id, _) = confirmed_company(&app, "rh@virement-seul.fr").await;
    let (status, quote) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2 }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 200, "{quote}");
    assert_eq!(
        (&quote["id"], &quote["client_secret"]),
        (&Value::Null, &Value::Null)
    );
    assert_eq!(quote["order"]["total"], 58800);
    let (status, _) = app.pay("pi_local_x_secret_y", "4242 4242 4242 4242").await;
    assert_eq!(status, 404, "no test provider");
    let order = quote["order"]["id"].as_str().expect("order");
    let (status, synced) = app
        .post_json(
            &format!("/api/payment/orders/{order}/sync"),
            json!({}),
            Some(&token),
        )
        .await;
    assert_eq!((status, synced["status"].as_str()), (200, Some("pending")));

    let html = app
        .get("/dashboard/payment/2")
        .await
        .text()
        .await
        .expect("page");
    assert!(
        html.contains(r#"<div id="root" data-payment-methods="transfer">"#),
        "{html}"
    );
    let (status, transfer) = app
        .post_json("/api/payment/transfer", json!({ "id": 2 }), Some(&token))
        .await;
    assert_eq!(
        (status, transfer["status"].as_str()),
        (200, Some("awaiting_transfer"))
    );
    assert_eq!(remaining_ads(&app, company_id).await, 0);
}

#[tokio::test]
async fn two_tabs_confirming_at_once_credit_once() {
    let app = spawn_app().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@course.fr").await;
    let (_, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 3 }),
            Some(&token),
        )
        .await;
    let secret = intent["client_secret"]
        .as_str()
        .expect("client secret")
        .to_owned();
    let order = intent["order"]["id"].as_str().expect("order").to_owned();
    let sync_path = format!("/api/payment/orders/{order}/sync");
    let mut tasks = Vec::new();
    for _ in 0..6 {
        tasks.push(app.pay(&secret, "4242424242424242"));
    }
    let syncs = (0..6).map(|_| app.post_json(&sync_path, json!({}), Some(&token)));
    let (pays, syncs) = tokio::join!(
        futures_join_all(tasks),
        futures_join_all(syncs.collect::<Vec<_>>())
    );
    assert!(pays.iter().all(|(s, _)| *s == 200), "{pays:?}");
    assert!(syncs.iter().all(|(s, _)| *s == 200), "{syncs:?}");
    assert_eq!(remaining_ads(&app, company_id).await, 10, "credited once");
    assert_eq!(invoices(&app).await.len(), 1);
}

/// Runs futures concurrently on this task (no extra dependency).
async fn futures_join_all<F: std::future::Future>(futures: Vec<F>) -> Vec<F::Output> {
    let mut set = Vec::new();
    for f in futures {
        set.push(Box::pin(f));
    }
    let mut outputs: Vec<Option<F::Output>> = set.iter().map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (i, f) in set.iter_mut().enumerate() {
            if outputs[i].is_none() {
                match f.as_mut().poll(cx) {
                    std::task::Poll::Ready(out) => outputs[i] = Some(out),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            std::task::Poll::Pending
        } else {
            std::task::Poll::Ready(())
        }
    })
    .await;
    outputs.into_iter().flatten().collect()
}

#[tokio::test]
async fn only_a_confirmed_company_buys_for_itself() {
    let app = spawn_app().await;
    let unconfirmed = app.company("rh@attente.fr", "Atelier Attente").await;
    let (status, body) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 1 }),
            Some(&unconfirmed),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        body["error"],
        "Vous devez d'abord confirmer votre adresse email."
    );
    assert_eq!(body["code"], "EMAIL_UNCONFIRMED");

    let candidate = app.candidate("lea@exemple.fr").await;
    let (status, _) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 1 }),
            Some(&candidate),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .post_json("/api/payment/create-intent", json!({ "id": 1 }), None)
        .await;
    assert_eq!(status, 401);

    let (token, _, user_id) = confirmed_company(&app, "rh@moi.fr").await;
    let (status, _) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 1, "userId": user_id + 1000 }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 403, "another user's id");
    let (status, _) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 1, "userId": format!("/api/users/{user_id}") }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 200, "its own IRI");
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(count, 1, "refused purchases store nothing");
}

#[tokio::test]
async fn bad_products_are_refused_in_french() {
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@produits.fr").await;
    let cases = [
        (
            json!({ "id": 7 }),
            422,
            "Ce produit ne s'achète pas en ligne.",
        ),
        (json!({ "id": 99 }), 404, "Ressource introuvable."),
        (
            json!({ "id": "urgent" }),
            422,
            "Choisissez l'annonce publiée à mettre en avant.",
        ),
        (
            json!({}),
            422,
            "Le champ obligatoire id n'a pas été renseigné.",
        ),
    ];
    for (body, status, message) in cases {
        let (got, answer) = app
            .post_json("/api/payment/create-intent", body.clone(), Some(&token))
            .await;
        assert_eq!(
            (got, answer["error"].as_str()),
            (status, Some(message)),
            "{body}"
        );
    }
}

#[tokio::test]
async fn urgent_boosts_the_chosen_offer_for_ten_days_or_extends_it() {
    let app = spawn_app().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@urgent.fr").await;
    let offer = fixtures::offers(&app.pool, company_id, &["Tapissier"]).await[0];
    let other = fixtures::company(&app.pool, "Voisin").await;
    let not_mine = fixtures::offers(&app.pool, other, &["Peintre"]).await[0];
    let (status, body) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": "urgent", "jobOfferId": not_mine }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        body["error"],
        "Seule une annonce publiée de votre entreprise peut passer en Urgent."
    );

    let days_left = || async {
        let days: f64 = sqlx::query_scalar(
            "SELECT extract(epoch FROM urgent_until - now())::float8 / 86400 FROM job_offer_ads
             WHERE job_offer_id = $1 AND urgent",
        )
        .bind(offer)
        .fetch_one(&app.pool)
        .await
        .expect("urgent");
        days.round() as i64
    };
    for expected in [10, 20] {
        let (status, intent) = app
            .post_json(
                "/api/payment/create-intent",
                json!({ "id": 6, "jobOfferId": format!("/api/job_offers/{offer}") }),
                Some(&token),
            )
            .await;
        assert_eq!(status, 200, "{intent}");
        assert_eq!(intent["amount"], 5880);
        let secret = intent["client_secret"].as_str().expect("secret");
        assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
        assert_eq!(days_left().await, expected);
    }
}

#[tokio::test]
async fn promotion_codes_change_the_amounts_or_say_why_not() {
    let app = spawn_app().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@promo.fr").await;
    sqlx::query(
        "INSERT INTO discount_codes (code, percent_off, amount_off, valid_from, valid_until, max_uses_per_client, pricing_ids) VALUES
           ('BIENVENUE10', 10, NULL, NULL, NULL, NULL, '{}'),
           ('VIEUX', 20, NULL, NULL, now() - interval '1 day', NULL, '{}'),
           ('BIENTOT', 20, NULL, now() + interval '1 day', NULL, NULL, '{}'),
           ('URGENTSEUL', 50, NULL, NULL, NULL, NULL, '{6}'),
           ('UNEFOIS', NULL, 1000, NULL, NULL, 1, '{}'),
           ('OFFERT', 100, NULL, NULL, NULL, NULL, '{}')",
    )
    .execute(&app.pool)
    .await
    .expect("codes");
    let (status, intent) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 2, "code": " bienvenue10 " }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    assert_eq!(
        (
            &intent["order"]["discount"],
            &intent["order"]["vat"],
            &intent["amount"]
        ),
        (&json!(4900), &json!(8820), &json!(52920))
    );
    let refusals = [
        ("INCONNU", "Ce code promotionnel n'existe pas."),
        ("VIEUX", "Ce code promotionnel a expiré."),
        ("BIENTOT", "Ce code promotionnel n'est pas encore valable."),
        (
            "URGENTSEUL",
            "Ce code promotionnel ne s'applique pas à ce produit.",
        ),
        (
            "",
            "Le champ obligatoire code promotionnel n'a pas été renseigné.",
        ),
    ];
    for (code, message) in refusals {
        let (status, body) = app
            .post_json(
                "/api/payment/apply-code",
                json!({ "id": 2, "code": code }),
                Some(&token),
            )
            .await;
        assert_eq!(
            (status, body["error"].as_str()),
            (422, Some(message)),
            "{code}"
        );
    }
    // Once per company: usable until an order with it is paid.
    let (_, first) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 1, "code": "UNEFOIS" }),
            Some(&token),
        )
        .await;
    assert_eq!(first["amount"], (19000 - 1000) * 12 / 10);
    let secret = first["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
    let (status, body) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 1, "code": "UNEFOIS" }),
            Some(&token),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (
            422,
            Some("Ce code promotionnel a atteint sa limite d'utilisation.")
        )
    );
    // A code that makes the total 0 completes the order without a payment.
    let (status, free) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 2, "code": "OFFERT" }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        (free["amount"].as_i64(), free["status"].as_str()),
        (Some(0), Some("succeeded"))
    );
    assert!(free["client_secret"].is_null());
    assert_eq!(remaining_ads(&app, company_id).await, 1 + 3);
}

#[tokio::test]
async fn a_transfer_order_waits_until_marked_paid() {
    let app = spawn_app().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@virement.fr").await;
    let (status, order) = app
        .post_json("/api/payment/transfer", json!({ "id": 3 }), Some(&token))
        .await;
    assert_eq!(status, 200, "{order}");
    assert_eq!(order["status"], "awaiting_transfer");
    assert!(order["client_secret"].is_null());
    let reference = order["order"]["reference"].as_str().expect("reference");
    assert!(reference.starts_with("ENS-"), "{reference}");
    assert_eq!(remaining_ads(&app, company_id).await, 0);
    // The buyer is mailed what to pay, to whom, with which reference.
    let instructions = app
        .mail_to(
            "rh@virement.fr",
            &format!("Commande {reference} : vos coordonnées"),
        )
        .await;
    let seller = ensemblier::config::Seller::default();
    for expected in [reference, seller.iban.as_str(), seller.bic.as_str(), "TTC"] {
        assert!(
            instructions.text.contains(expected),
            "{expected}: {}",
            instructions.text
        );
    }
    let cli = ensemblier::access::Actor::CommandLine;
    let (paid, now) = ensemblier::billing::orders::mark_paid(
        &app.pool,
        &app.mailer(),
        cli,
        &reference.to_lowercase(),
    )
    .await
    .expect("mark paid");
    assert!(paid.is_paid() && now);
    let (_, again) =
        ensemblier::billing::orders::mark_paid(&app.pool, &app.mailer(), cli, reference)
            .await
            .expect("marking again changes nothing");
    assert!(!again);
    // Marked paid: « votre facture est disponible », once.
    let invoice = app.mail_to("rh@virement.fr", "Votre facture F").await;
    assert!(invoice.text.contains(reference), "{}", invoice.text);
    assert!(
        invoice.text.contains("/dashboard/billing"),
        "{}",
        invoice.text
    );
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let invoice_mails = app
        .subjects_to("rh@virement.fr")
        .into_iter()
        .filter(|subject| subject.starts_with("Votre facture"))
        .count();
    assert_eq!(invoice_mails, 1, "marking again mails nothing");
    assert_eq!(remaining_ads(&app, company_id).await, 10);
    assert_eq!(invoices(&app).await.len(), 1);
}

#[tokio::test]
async fn invoice_numbers_have_no_gaps_under_concurrent_payments() {
    let app = spawn_app().await;
    let mut secrets = Vec::new();
    for i in 0..8 {
        let (token, _, _) = confirmed_company(&app, &format!("rh{i}@parallele.fr")).await;
        let (_, intent) = app
            .post_json(
                "/api/payment/create-intent",
                json!({ "id": 1 }),
                Some(&token),
            )
            .await;
        secrets.push(intent["client_secret"].as_str().expect("secret").to_owned());
    }
    // One declined among them: it takes no number.
    let payments: Vec<_> = secrets
        .iter()
        .enumerate()
        .map(|(i, s)| {
            app.pay(
                s,
                if i == 3 {
                    "4000000000000002"
                } else {
                    "4242424242424242"
                },
            )
        })
        .collect();
    futures_join_all(payments).await;
    let rows: Vec<(i32, chrono::DateTime<chrono::Utc>)> =
        sqlx::query_as("SELECT number, created_at FROM order_invoices ORDER BY number")
            .fetch_all(&app.pool)
            .await
            .expect("invoices");
    let numbers: Vec<i32> = rows.iter().map(|r| r.0).collect();
    assert_eq!(numbers, (1..=7).collect::<Vec<_>>());
    assert!(rows.windows(2).all(|w| w[0].1 <= w[1].1), "chronological");
}

#[tokio::test]
async fn the_invoice_pdf_is_served_to_its_company_only() {
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@facture.fr").await;
    sqlx::query("UPDATE companies SET billing_address = '3 place des Vosges\n75004 Paris' WHERE name = 'Atelier Lumière'")
        .execute(&app.pool)
        .await
        .expect("billing address");
    app.promo_code(json!({ "code": "DIX", "percentOff": 10 }))
        .await;
    let (_, intent) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 2, "code": "DIX" }),
            Some(&token),
        )
        .await;
    let secret = intent["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);

    let data = app
        .graphql_as(
            &token,
            "{ orderInvoices { totalCount edges { node { uuid reference createdAtToString order { priceIncl } } } } }",
            json!({}),
        )
        .await;
    let invoice = &data["data"]["orderInvoices"]["edges"][0]["node"];
    assert_eq!(invoice["order"]["priceIncl"], 52920, "{data}");
    let uuid = invoice["uuid"].as_str().expect("uuid");
    let number = invoice["reference"].as_str().expect("number");

    let path = format!("/sf/invoices/{uuid}");
    let get_as = |token: Option<String>| {
        let mut request = app.client.get(format!("{}{path}", app.address));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send()
    };
    let other = app.company("rh@voisin.fr", "Voisin").await;
    let candidate = app.candidate("lea@facture.fr").await;
    for (who, token) in [
        ("another company", Some(other)),
        ("a candidate", Some(candidate)),
        ("anonymous", None),
    ] {
        let response = get_as(token).await.expect("GET");
        assert_eq!(response.status().as_u16(), 404, "{who}");
    }
    let data = app
        .graphql_as(
            &app.company("rh@autre.fr", "Autre").await,
            "{ orderInvoices { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(
        data["data"]["orderInvoices"]["totalCount"], 0,
        "another company's list"
    );

    let response = get_as(Some(token.clone())).await.expect("GET");
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    let pdf = response.bytes().await.expect("PDF");
    assert!(pdf.starts_with(b"%PDF-1.7"));
    // Its Factur-X validity: tests/api/billing/facturx.rs (the official rules, every kind).
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("factur-x.xml") && text.contains("fx:ConformanceLevel"));
    assert!(!number.is_empty());
}

#[tokio::test]
async fn transfer_instructions_carry_the_bank_details_amount_and_reference() {
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@rib.fr").await;
    let (_, order) = app
        .post_json("/api/payment/transfer", json!({ "id": 1 }), Some(&token))
        .await;
    let reference = order["order"]["reference"].as_str().expect("reference");
    let response = app
        .client
        .get(format!(
            "{}/pdf/iban-1.pdf?reference={reference}",
            app.address
        ))
        .bearer_auth(&token)
        .send()
        .await
        .expect("GET");
    assert_eq!(response.status().as_u16(), 200);
    assert!(response.bytes().await.expect("PDF").starts_with(b"%PDF"));
    assert_eq!(app.get("/pdf/iban-99.pdf").await.status().as_u16(), 404);
    assert_eq!(app.get("/pdf/autre.pdf").await.status().as_u16(), 404);
}

/// Issue 35: a pending bank transfer keeps its bank details on the page (`myOrders`'
/// `transferDetails`: the seller's account, the order's reference and amount), not only in the
/// PDF; a paid or card order has none.
#[tokio::test]
async fn a_pending_transfer_shows_where_to_send_the_money() {
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@virement.fr").await;
    let (status, transfer) = app
        .post_json("/api/payment/transfer", json!({ "id": 1 }), Some(&token))
        .await;
    assert_eq!(status, 200, "{transfer}");
    let reference = transfer["order"]["reference"].as_str().expect("reference");
    let total = transfer["order"]["total"].as_i64().expect("total");
    let (_, card) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 3 }),
            Some(&token),
        )
        .await;
    assert!(card["client_secret"].is_string(), "{card}");
    let orders = app
        .graphql_as(
            &token,
            "{ myOrders { edges { node { reference paymentMethod
                transferDetails { holder bank iban bic reference amount } } } } }",
            json!({}),
        )
        .await;
    let edges = orders["data"]["myOrders"]["edges"]
        .as_array()
        .unwrap_or_else(|| panic!("{orders}"));
    let seller = ensemblier::config::Seller::default();
    let mut transfers = 0;
    for node in edges.iter().map(|e| &e["node"]) {
        if node["paymentMethod"] == "transfer" {
            transfers += 1;
            assert_eq!(
                node["transferDetails"],
                json!({ "holder": seller.name, "bank": seller.bank, "iban": seller.iban,
                        "bic": seller.bic, "reference": reference, "amount": total })
            );
        } else {
            assert!(node["transferDetails"].is_null(), "{node}");
        }
    }
    assert_eq!(transfers, 1, "{orders}");
    // Paid, it has nothing left to send.
    sqlx::query("UPDATE orders SET status = 'paid', paid_at = now() WHERE reference = $1")
        .bind(reference)
        .execute(&app.pool)
        .await
        .expect("paid");
    let orders = app
        .graphql_as(
            &token,
            "{ myOrders { edges { node { transferDetails { iban } } } } }",
            json!({}),
        )
        .await;
    assert!(
        orders["data"]["myOrders"]["edges"]
            .as_array()
            .expect("edges")
            .iter()
            .all(|e| e["node"]["transferDetails"].is_null()),
        "{orders}"
    );
}
