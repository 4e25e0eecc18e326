//! Limits that hold under a race (issue 32): each limit is hit by at least 20 requests released
//! at once, and the test asserts the exact number that passed and of what was stored, queued
//! or paid. [`fire`] is the one way these tests start them.

use std::future::Future;

use futures_util::future::join_all;
use serde_json::{json, Value};
use sqlx::PgPool;
use tokio::sync::Barrier;

use crate::{
    alerts::CREATE as CREATE_ALERT,
    applications::{apply, company_with_offer, created_id, upload},
    billing::banners::png,
    billing::{confirmed_company, invoices, remaining_ads},
    support::fixtures::{self, Offer},
    support::helpers::{error_of, spawn_app, PASSWORD, PDF},
};

/// Starts `n` (≥ 20) requests, `make(i)` for each `i`, released together by a barrier once
/// every one is ready, and returns their results in the order of `i`.
pub async fn fire<F, Fut, T>(n: usize, make: F) -> Vec<T>
where
    F: Fn(usize) -> Fut,
    Fut: Future<Output = T>,
{
    assert!(n >= 20, "a race is at least 20 requests");
    let barrier = Barrier::new(n);
    let runs = (0..n).map(|i| {
        let run = make(i);
        let barrier = &barrier;
        async move {
            barrier.wait().await;
            run.await
        }
    });
    join_all(runs).await
}

/// How many of `results` are `expected`.
fn count<T: PartialEq>(results: &[T], expected: &T) -> usize {
    results.iter().filter(|r| *r == expected).count()
}

async fn scalar(pool: &PgPool, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(pool)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// Mails queued to `to` whose subject starts with `subject`.
async fn queued(pool: &PgPool, to: &str, subject: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM mail_queue WHERE lower(to_address) = lower($1) AND subject LIKE $2 || '%'",
    )
    .bind(to)
    .bind(subject)
    .fetch_one(pool)
    .await
    .expect("queued mails")
}

/// A code of `percent` % off, `max` uses in all and `per` per company, created by staff.
async fn add_code(
    app: &crate::support::helpers::TestApp,
    code: &str,
    percent: i16,
    max: Option<i32>,
    per: Option<i32>,
) {
    app.promo_code(json!({ "code": code, "percentOff": percent, "maxUses": max,
                           "maxUsesPerCompany": per }))
        .await;
}

const USED_UP: &str = "Ce code promotionnel a atteint sa limite d'utilisation.";

/// (status, `status` of the intent or the French error).
fn outcome((status, body): (u16, Value)) -> (u16, String) {
    let text = body["status"].as_str().or(body["error"].as_str());
    (status, text.unwrap_or_default().to_owned())
}

/// Orders of the pack of 10 (pricing 3) made with `code`: (all, paid).
async fn orders_with(pool: &PgPool, code: &str) -> (i64, i64) {
    sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE o.status = 'paid')
         FROM orders o JOIN discount_codes d ON d.id = o.discount_code_id WHERE d.code = $1",
    )
    .bind(code)
    .fetch_one(pool)
    .await
    .expect("orders")
}

#[tokio::test]
async fn a_one_use_free_code_tried_by_twenty_buyers_at_once_gives_one_pack() {
    let app = spawn_app().await;
    add_code(&app, "UNSEUL", 100, Some(1), None).await;
    let mut buyers = Vec::new();
    for i in 0..20 {
        buyers.push(confirmed_company(&app, &format!("rh{i}@course.fr")).await);
    }
    let results = fire(20, |i| {
        let body = json!({ "id": 3, "code": "UNSEUL" });
        let (app, token) = (&app, &buyers[i].0);
        async move {
            outcome(
                app.post_json("/api/payment/apply-code", body, Some(token))
                    .await,
            )
        }
    })
    .await;
    assert_eq!(
        count(&results, &(200, "succeeded".to_owned())),
        1,
        "{results:?}"
    );
    assert_eq!(
        count(&results, &(422, USED_UP.to_owned())),
        19,
        "{results:?}"
    );
    assert_eq!(orders_with(&app.pool, "UNSEUL").await, (1, 1));
    let mut ads = 0;
    for (_, company_id, _) in &buyers {
        ads += remaining_ads(&app, *company_id).await;
    }
    assert_eq!(ads, 10, "one pack of 10 given");
    assert_eq!(
        invoices(&app).await.len(),
        1,
        "one invoice, for the one order"
    );
}

#[tokio::test]
async fn a_once_per_company_code_sent_twenty_times_at_once_is_used_once() {
    let app = spawn_app().await;
    add_code(&app, "BIENVENUE", 100, None, Some(1)).await;
    let (token, company_id, _) = confirmed_company(&app, "rh@course.fr").await;
    let results = fire(20, |_| {
        let body = json!({ "id": 3, "code": "BIENVENUE" });
        let (app, token) = (&app, &token);
        async move {
            outcome(
                app.post_json("/api/payment/apply-code", body, Some(token))
                    .await,
            )
        }
    })
    .await;
    assert_eq!(
        count(&results, &(200, "succeeded".to_owned())),
        1,
        "{results:?}"
    );
    assert_eq!(
        count(&results, &(422, USED_UP.to_owned())),
        19,
        "{results:?}"
    );
    assert_eq!(orders_with(&app.pool, "BIENVENUE").await, (1, 1));
    assert_eq!(remaining_ads(&app, company_id).await, 10);
    assert_eq!(invoices(&app).await.len(), 1);
    // Another company still has its own use.
    let (other, other_id, _) = confirmed_company(&app, "rh@autre.fr").await;
    let (status, _) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 3, "code": "BIENVENUE" }),
            Some(&other),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(remaining_ads(&app, other_id).await, 10);
}

/// Pending orders of `code` whose hold runs now.
async fn holding(pool: &PgPool, code: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM orders o JOIN discount_codes d ON d.id = o.discount_code_id
         WHERE d.code = $1 AND o.status = 'pending' AND o.code_held_until > now()",
    )
    .bind(code)
    .fetch_one(pool)
    .await
    .expect("holds")
}

/// Issue 59: three companies apply a 3-use code and leave. A fourth is refused only while
/// their holds last (30 minutes for a card, no longer 2 hours); a company applying the code
/// 20 times at once holds one use, not twenty; a transfer holds for 7 days; and the lapsed orders, paid late, get only the uses still free.
#[tokio::test]
async fn abandoned_orders_hold_a_code_for_minutes_and_once_per_company() {
    let app = spawn_app().await;
    add_code(&app, "TROIS", 50, Some(3), None).await;
    let mut companies = Vec::new();
    for i in 0..4 {
        companies.push(confirmed_company(&app, &format!("rh@atelier{i}.fr")).await);
    }
    let app = &app;
    let order = |token: String, path: &'static str| async move {
        app.post_json(path, json!({ "id": 3, "code": "TROIS" }), Some(&token))
            .await
    };
    let apply = |token: &String| order(token.clone(), "/api/payment/apply-code");
    let results = fire(20, |_| async { apply(&companies[0].0).await.0 }).await;
    assert_eq!(count(&results, &200), 20, "{results:?}");
    assert_eq!(holding(&app.pool, "TROIS").await, 1, "one hold per company");
    let (status, transfer) = order(companies[1].0.clone(), "/api/payment/transfer").await;
    assert_eq!(status, 200, "{transfer}");
    let (status, third) = apply(&companies[2].0).await;
    assert_eq!(status, 200, "{third}");
    assert_eq!(holding(&app.pool, "TROIS").await, 3);
    let lengths: Vec<(String, i64)> = sqlx::query_as(
        "SELECT DISTINCT payment_method, extract(epoch FROM code_held_until - created_at)::bigint
         FROM orders WHERE code_held_until > now() ORDER BY 1",
    )
    .fetch_all(&app.pool)
    .await
    .expect("holds' lengths");
    let transfer_hold = 7 * 24 * 3600;
    assert_eq!(
        lengths,
        [
            ("card".to_owned(), 30 * 60),
            ("transfer".to_owned(), transfer_hold)
        ]
    );
    assert_eq!(
        outcome(apply(&companies[3].0).await),
        (422, USED_UP.to_owned())
    );

    // Once the abandoned holds lapse (half an hour for the cards), the fourth company gets its use.
    sqlx::query("UPDATE orders SET code_held_until = now() - interval '1 second'")
        .execute(&app.pool)
        .await
        .expect("the holds lapse");
    let (status, fourth) = apply(&companies[3].0).await;
    assert_eq!(status, 200, "{fourth}");
    let secret = fourth["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
    assert_eq!(remaining_ads(app, companies[3].1).await, 10);
    // The third's lapsed card order, paid late, still finds one of the two uses left.
    let late = third["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(late, "4242424242424242").await.0, 200);
    assert_eq!(remaining_ads(app, companies[2].1).await, 10);
    assert_eq!(orders_with(&app.pool, "TROIS").await.1, 2);
}

/// A transfer holds its use for 7 days; paid after that, it is honoured if nobody took the
/// use meanwhile, and refused to staff in French if somebody did.
#[tokio::test]
async fn a_late_transfer_is_paid_only_if_its_code_still_has_a_use() {
    let app = spawn_app().await;
    add_code(&app, "VIREMENT", 50, Some(1), None).await;
    let (token, company_id, _) = confirmed_company(&app, "rh@course.fr").await;
    let (other, other_id, _) = confirmed_company(&app, "rh@autre.fr").await;
    let app = &app;
    let transfer = |token: String| async move {
        app.post_json(
            "/api/payment/transfer",
            json!({ "id": 3, "code": "VIREMENT" }),
            Some(&token),
        )
        .await
    };
    let (status, first) = transfer(token.clone()).await;
    assert_eq!(status, 200, "{first}");
    let reference = |order: &Value| {
        order["order"]["reference"]
            .as_str()
            .expect("ref")
            .to_owned()
    };
    // Ages every order made so far: each was made `days` ago, its hold 7 days long.
    let age = |days: i32| {
        sqlx::query(
            "UPDATE orders SET created_at = now() - make_interval(days => $1),
                 code_held_until = now() - make_interval(days => $1) + interval '7 days'",
        )
        .bind(days)
        .execute(&app.pool)
    };
    // Six days on, the use is still held: the other company is refused.
    age(6).await.expect("age");
    assert_eq!(
        outcome(transfer(other.clone()).await),
        (422, USED_UP.to_owned())
    );
    // Eight days on, nobody took it: the late transfer is honoured.
    age(8).await.expect("age");
    let cli = ensemblier::access::Actor::CommandLine;
    let (_, paid) =
        ensemblier::billing::orders::mark_paid(&app.pool, &app.mailer(), cli, &reference(&first))
            .await
            .expect("late transfer, use free");
    assert!(paid);
    assert_eq!(remaining_ads(app, company_id).await, 10);

    // A second code: the other company's lapsed transfer finds the use taken.
    add_code(app, "VIREMENT2", 50, Some(1), None).await;
    let (_, lapsed) = app
        .post_json(
            "/api/payment/transfer",
            json!({ "id": 3, "code": "VIREMENT2" }),
            Some(&other),
        )
        .await;
    age(8).await.expect("age");
    let (status, _) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 3, "code": "VIREMENT2" }),
            Some(&token),
        )
        .await;
    assert_eq!(status, 200);
    let refused =
        ensemblier::billing::orders::mark_paid(&app.pool, &app.mailer(), cli, &reference(&lapsed))
            .await
            .expect_err("the use went to another order");
    assert_eq!(refused.message(), ensemblier::billing::codes::LAPSED);
    assert_eq!(remaining_ads(app, other_id).await, 0);
    assert_eq!(invoices(app).await.len(), 1, "only the first transfer's");
}

#[tokio::test]
async fn twenty_reset_requests_at_once_send_three_mails() {
    let app = spawn_app().await;
    app.candidate("lea@exemple.fr").await;
    let results = fire(20, |_| async {
        let response = app
            .post_form("/api/reset-password", &[("email", "lea@exemple.fr")], None)
            .await;
        (
            response.status().as_u16(),
            response.text().await.expect("body"),
        )
    })
    .await;
    assert_eq!(count(&results, &(200, "ok".to_owned())), 20, "{results:?}");
    assert_eq!(
        scalar(&app.pool, "SELECT count(*) FROM password_reset_tokens").await,
        3
    );
    let subject = "Réinitialisation de votre mot de passe";
    assert_eq!(queued(&app.pool, "lea@exemple.fr", subject).await, 3);
}

#[tokio::test]
async fn twenty_confirmation_resends_at_once_send_one_mail() {
    let app = spawn_app().await;
    let token = app.candidate("lea@exemple.fr").await;
    // The registration's mail was sent two minutes ago: one more is allowed.
    sqlx::query("UPDATE users SET confirmation_sent_at = now() - interval '2 minutes'")
        .execute(&app.pool)
        .await
        .expect("age the mail");
    let results = fire(20, |_| async {
        let response = app
            .post_form("/api/resend-confirmation", &[], Some(&token))
            .await;
        response.status().as_u16()
    })
    .await;
    assert_eq!(count(&results, &200), 1, "{results:?}");
    assert_eq!(count(&results, &429), 19, "{results:?}");
    let subject = "Confirmez votre adresse e-mail";
    assert_eq!(queued(&app.pool, "lea@exemple.fr", subject).await, 2);
}

#[tokio::test]
async fn thirty_creatives_at_once_store_twenty() {
    let app = spawn_app().await;
    let (token, _, _) = confirmed_company(&app, "rh@course.fr").await;
    let results = fire(30, |_| async {
        let response = app.upload_creative(&token, png(1200, 300)).await;
        match response.status().as_u16() {
            200 => (200, String::new()),
            _ => {
                let (status, message) = error_of(response).await;
                (status, message)
            }
        }
    })
    .await;
    assert_eq!(count(&results, &(200, String::new())), 20, "{results:?}");
    let refusal = results
        .iter()
        .find(|(status, _)| *status != 200)
        .expect("a refusal")
        .clone();
    assert_eq!(refusal.0, 422, "{refusal:?}");
    assert_eq!(count(&results, &refusal), 10, "{results:?}");
    assert_eq!(
        scalar(&app.pool, "SELECT count(*) FROM banner_creatives").await,
        20
    );
    let stored = std::fs::read_dir(app.data_dir.join("uploads/banners"))
        .map(std::iter::Iterator::count)
        .unwrap_or(0);
    assert_eq!(stored, 20, "no file kept for a refused upload");
}

#[tokio::test]
async fn thirty_alerts_at_once_store_twenty() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let results = fire(30, |i| {
        let input = json!({ "input": { "terms": format!("doreur {i}") } });
        let (app, lea) = (&app, &lea);
        async move {
            let answer = app.graphql_as(lea, CREATE_ALERT, input).await;
            answer["errors"][0]["extensions"]["code"]
                .as_str()
                .unwrap_or("OK")
                .to_owned()
        }
    })
    .await;
    assert_eq!(count(&results, &"OK".to_owned()), 20, "{results:?}");
    assert_eq!(
        count(&results, &"TOO_MANY_ALERTS".to_owned()),
        10,
        "{results:?}"
    );
    assert_eq!(
        scalar(&app.pool, "SELECT count(*) FROM job_offer_alerts").await,
        20
    );
}

#[tokio::test]
async fn twenty_contact_messages_at_once_store_five() {
    let app = spawn_app().await;
    let token = app.confirmed_candidate("lea@exemple.fr").await;
    let results = fire(20, |i| {
        let message = format!("Bonjour, message {i}");
        let (app, token) = (&app, &token);
        async move {
            let fields = [
                ("subject", "autre"),
                ("email", "lea@exemple.fr"),
                ("message", message.as_str()),
            ];
            app.post_form("/api/contact", &fields, Some(token))
                .await
                .status()
                .as_u16()
        }
    })
    .await;
    assert_eq!(count(&results, &200), 5, "{results:?}");
    assert_eq!(count(&results, &429), 15, "{results:?}");
    assert_eq!(
        scalar(&app.pool, "SELECT count(*) FROM contact_messages").await,
        5
    );
    assert_eq!(
        queued(&app.pool, "contact@ensemblier.test", "Contact").await,
        5
    );
}

/// A stolen session guessing the old password: counted like sign-ins, 5 per account in 15
/// minutes, the rest refused before any check (the right one too, until the window passes).
#[tokio::test]
async fn twenty_old_password_guesses_at_once_are_counted_like_sign_ins() {
    let app = spawn_app().await;
    let token = app.candidate("lea@exemple.fr").await;
    let change = |old: String| {
        let token = &token;
        let app = &app;
        async move {
            let fields = [
                ("oldPassword", old.as_str()),
                ("newPassword", "nouveau-2026"),
                ("newPasswordConfirmation", "nouveau-2026"),
            ];
            error_of(
                app.post_form("/api/update-password", &fields, Some(token))
                    .await,
            )
            .await
        }
    };
    let results = fire(20, |i| change(format!("essai-{i}"))).await;
    let wrong = (422, "L'ancien mot de passe est incorrect.".to_owned());
    let limited = (
        429,
        "Trop de tentatives avec un ancien mot de passe incorrect. Veuillez réessayer dans 15 minutes."
            .to_owned(),
    );
    assert_eq!(count(&results, &wrong), 5, "{results:?}");
    assert_eq!(count(&results, &limited), 15, "{results:?}");
    // Even the right password waits for the window.
    assert_eq!(change(PASSWORD.to_owned()).await, limited);
    sqlx::query("UPDATE login_failures SET failed_at = now() - interval '16 minutes'")
        .execute(&app.pool)
        .await
        .expect("let the window pass");
    let response = app
        .post_form(
            "/api/update-password",
            &[
                ("oldPassword", PASSWORD),
                ("newPassword", "nouveau-2026"),
                ("newPasswordConfirmation", "nouveau-2026"),
            ],
            Some(&token),
        )
        .await;
    assert_eq!(response.text().await.expect("body"), "ok");
    assert_eq!(app.login("lea@exemple.fr", "nouveau-2026").await.0, 200);
}

/// The mails a company sends its candidates: 3 a day to one candidate, counted under the
/// company's advisory lock (`applications::mail_limits`).
#[tokio::test]
async fn twenty_mails_at_once_to_one_candidate_queue_three() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let id = apply(&app, &lea, offer).await;
    const MAIL: &str = "mutation ($input: MailJobOfferApplicantsInput!) {
        mailJobOfferApplicants(input: $input) { sent } }";
    let results = fire(20, |i| {
        let input = json!({ "input": { "ids": [id], "subject": format!("Entretien {i}"),
                                       "message": "Bonjour" } });
        let (app, company) = (&app, &company);
        async move {
            let answer = app.graphql_as(company, MAIL, input).await;
            answer["errors"][0]["extensions"]["code"]
                .as_str()
                .unwrap_or("OK")
                .to_owned()
        }
    })
    .await;
    assert_eq!(count(&results, &"OK".to_owned()), 3, "{results:?}");
    assert_eq!(
        count(&results, &"RATE_LIMITED".to_owned()),
        17,
        "{results:?}"
    );
    assert_eq!(queued(&app.pool, "lea@exemple.fr", "Entretien").await, 3);
}

/// Issue 35, the terms' « une même annonce ne peut être publiée qu’une seule fois par période
/// de 30 jours »: 20 identical copies of an ad (same company, texts and place) published at
/// once, with credits for all: exactly one goes, one credit is spent, the others are refused in
/// French.
#[tokio::test]
async fn twenty_identical_copies_published_at_once_publish_one() {
    let app = spawn_app().await;
    let (token, company_id, _) = confirmed_company(&app, "rh@copies.fr").await;
    ensemblier::offers::lifecycle::grant_credits(&app.pool, company_id, 20)
        .await
        .expect("credits");
    let mut copies = Vec::new();
    for _ in 0..20 {
        let draft = crate::support::fixtures::Offer {
            company_id,
            title: "Tapissier décorateur H/F",
            status: 0,
            ..crate::support::fixtures::Offer::default()
        };
        copies.push(crate::support::fixtures::offer(&app.pool, draft).await);
    }
    const PUBLISH: &str = "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { statusLabel } } }";
    let results = fire(20, |i| {
        let (app, token) = (&app, &token);
        let id = format!("/api/job_offers/{}", copies[i]);
        async move {
            let answer = app.graphql_as(token, PUBLISH, json!({ "id": id })).await;
            answer["errors"][0]["extensions"]["code"]
                .as_str()
                .unwrap_or("OK")
                .to_owned()
        }
    })
    .await;
    assert_eq!(count(&results, &"OK".to_owned()), 1, "{results:?}");
    assert_eq!(
        count(&results, &"DUPLICATE_AD".to_owned()),
        19,
        "{results:?}"
    );
    assert_eq!(
        scalar(
            &app.pool,
            "SELECT count(*) FROM job_offers WHERE status = 2"
        )
        .await,
        1
    );
    assert_eq!(
        remaining_ads(&app, company_id).await,
        19,
        "one credit spent"
    );
}

/// One credit note per invoice (`credit_notes.invoice_id` UNIQUE, the invoice's row lock):
/// twenty staff requests at once on one invoice make one credit note, one audit row, and the
/// series stays gapless.
#[tokio::test]
async fn twenty_credit_notes_asked_at_once_for_one_invoice_make_one() {
    let app = spawn_app().await;
    let staff = app.staff("compta@course.fr").await;
    let (token, _, _) = confirmed_company(&app, "rh@course.fr").await;
    let (_, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 1 }),
            Some(&token),
        )
        .await;
    let secret = intent["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
    let invoice = invoices(&app).await.remove(0);
    let mutation = "mutation($invoice: String!) { admin { issueCreditNote(
        invoiceReference: $invoice, reason: CANCELLATION) { reference issuedNow } } }";
    let results = fire(20, |_| {
        let (app, staff, invoice) = (&app, &staff, &invoice);
        async move {
            let answer = app
                .graphql_as(staff, mutation, json!({ "invoice": invoice }))
                .await;
            let note = &answer["data"]["admin"]["issueCreditNote"];
            (
                note["reference"].as_str().unwrap_or("error").to_owned(),
                note["issuedNow"].as_bool(),
            )
        }
    })
    .await;
    let year = chrono::Utc::now()
        .with_timezone(&chrono_tz::Europe::Paris)
        .format("%Y")
        .to_string();
    let reference = format!("A{year}-000001");
    assert_eq!(
        count(&results, &(reference.clone(), Some(true))),
        1,
        "{results:?}"
    );
    assert_eq!(
        count(&results, &(reference, Some(false))),
        19,
        "{results:?}"
    );
    assert_eq!(
        scalar(&app.pool, "SELECT count(*) FROM credit_notes").await,
        1
    );
    assert_eq!(
        scalar(
            &app.pool,
            "SELECT count(*) FROM audit_log WHERE action = 'invoice.credit_note'"
        )
        .await,
        1
    );
}

/// Issue 37: answers are the recruiter's mails, bounded alike: 25 answers at once to one
/// candidate queue three mails and record three answers (`applications::mail_limits`).
#[tokio::test]
async fn twenty_five_answers_at_once_to_one_candidate_record_three() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let id = apply(&app, &lea, offer).await;
    const ANSWER: &str = "mutation ($input: AnswerJobOfferApplicationsInput!) {
        answerJobOfferApplications(input: $input) { sent } }";
    let results = fire(25, |i| {
        let answer = if i % 2 == 0 { "INVITED" } else { "REFUSED" };
        let input = json!({ "input": { "ids": [id], "answer": answer,
                                       "subject": format!("Réponse {i}"), "message": "Bonjour" } });
        let (app, company) = (&app, &company);
        async move {
            let answer = app.graphql_as(company, ANSWER, input).await;
            answer["errors"][0]["extensions"]["code"]
                .as_str()
                .unwrap_or("OK")
                .to_owned()
        }
    })
    .await;
    assert_eq!(count(&results, &"OK".to_owned()), 3, "{results:?}");
    assert_eq!(
        count(&results, &"RATE_LIMITED".to_owned()),
        22,
        "{results:?}"
    );
    assert_eq!(queued(&app.pool, "lea@exemple.fr", "Réponse").await, 3);
    let answers: i64 = sqlx::query_scalar("SELECT count(*) FROM application_answers")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(answers, 3);
}

/// Sends each `(token, application)` with its two PDFs, all at once; their statuses.
async fn send_at_once(app: &crate::support::helpers::TestApp, sends: &[(&str, i64)]) -> Vec<u16> {
    fire(sends.len(), |i| {
        let (token, id) = sends[i];
        async move {
            let documents = (Some(("cv.pdf", PDF)), Some(("lettre.pdf", PDF)));
            upload(app, Some(token), id, documents.0, documents.1)
                .await
                .status()
                .as_u16()
        }
    })
    .await
}

/// Issue 59: the hourly limits of `applications::limits` hold in parallel. One candidate's 25
/// applications sent at once pass 10 times (they passed 12–13 before the count took a lock).
#[tokio::test]
async fn twenty_five_sends_at_once_by_one_candidate_pass_ten() {
    let app = spawn_app().await;
    let (_, first) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let company_id = scalar(
        &app.pool,
        "SELECT id FROM companies WHERE name = 'Atelier Dubois'",
    )
    .await;
    let lea = app.candidate("lea@exemple.fr").await;
    let mut applications = vec![created_id(&app, &lea, first).await];
    for _ in 1..25 {
        let offer = fixtures::offer(
            &app.pool,
            Offer {
                company_id,
                ..Offer::default()
            },
        )
        .await;
        applications.push(created_id(&app, &lea, offer).await);
    }
    let sends: Vec<(&str, i64)> = applications.iter().map(|id| (lea.as_str(), *id)).collect();
    let results = send_at_once(&app, &sends).await;
    assert_eq!(count(&results, &200), 10, "{results:?}");
    assert_eq!(count(&results, &429), 15, "{results:?}");
    let sent = "SELECT count(*) FROM job_offer_applications WHERE submitted_at IS NOT NULL";
    assert_eq!(scalar(&app.pool, sent).await, 10);
}

/// Issue 59: 40 candidates sending from one address at once pass 30 times (the address's
/// hourly share; 32–33 passed before).
#[tokio::test]
async fn forty_candidates_sending_at_once_from_one_address_pass_thirty() {
    let app = spawn_app().await;
    let (_, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let mut candidates = Vec::new();
    for i in 0..40 {
        let token = app.candidate(&format!("candidate{i}@exemple.fr")).await;
        let id = created_id(&app, &token, offer).await;
        candidates.push((token, id));
    }
    let sends: Vec<(&str, i64)> = candidates
        .iter()
        .map(|(token, id)| (token.as_str(), *id))
        .collect();
    let results = send_at_once(&app, &sends).await;
    assert_eq!(count(&results, &200), 30, "{results:?}");
    assert_eq!(count(&results, &429), 10, "{results:?}");
}

/// Issue 58: a new company hears of each application (`each`, the default), and those arriving
/// within a minute make one mail: 20 candidates applying at once get it one mail naming 20,
/// not 20 mails.
#[tokio::test]
async fn twenty_applications_at_once_make_one_mail_to_a_new_company() {
    use ensemblier::{
        applications::digest::{send_digests, Frequency},
        mail::Mailer,
    };
    let app = spawn_app().await;
    let (_, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let frequency: String = sqlx::query_scalar(
        "SELECT notification_frequency FROM companies WHERE name = 'Atelier Dubois'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("its frequency");
    assert_eq!(frequency, "each", "the default");
    let mut tokens = Vec::new();
    for i in 0..20 {
        tokens.push(app.candidate(&format!("candidate{i}@exemple.fr")).await);
    }
    let mut sends = Vec::new();
    for token in &tokens {
        sends.push((token.as_str(), created_id(&app, token, offer).await));
    }
    let burst = std::time::Instant::now();
    let results = send_at_once(&app, &sends).await;
    assert_eq!(count(&results, &200), 20, "{results:?}");

    let mailer = Mailer::new("http://localhost:8080");
    // Within the minute they gather (the server's own run, every minute, waits as well).
    if burst.elapsed().as_secs() < 50 {
        assert_eq!(
            send_digests(&app.pool, &mailer, Frequency::Each).await.ok(),
            Some(0)
        );
    }
    sqlx::query(
        "UPDATE job_offer_applications SET submitted_at = submitted_at - interval '2 minutes'",
    )
    .execute(&app.pool)
    .await
    .expect("a minute later");
    // This run, or the server's own if it came first: one mail either way.
    send_digests(&app.pool, &mailer, Frequency::Each)
        .await
        .expect("the notices");
    let mail = app
        .mail_to("rh@atelier.fr", "20 nouvelles candidatures")
        .await;
    assert!(mail.text.contains("Tapissier décorateur"), "{}", mail.text);
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let told = app
        .subjects_to("rh@atelier.fr")
        .into_iter()
        .filter(|subject| subject.contains("candidature"))
        .count();
    assert_eq!(told, 1, "one batched mail, not 20");
    assert_eq!(
        send_digests(&app.pool, &mailer, Frequency::Each).await.ok(),
        Some(0),
        "each application is told once"
    );
}
