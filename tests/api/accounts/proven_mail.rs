//! Issue 32: mail goes only to proven addresses (the confirmation and the reset prove them),
//! an address the relay refuses for good is tried three times then parked and counted in
//! `/metrics`, and the e-mail type refuses the shapes no relay delivers.

use std::time::{Duration, Instant};

use crate::{
    servers::metrics::{app_with_metrics, scrape, value},
    support::helpers::{error_of, spawn_app, TestApp, PASSWORD},
};

const CONTACT: &str = "contact@ensemblier.test";

/// The kinds of the mails queued to `to`, in order.
async fn kinds_to(app: &TestApp, to: &str) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT kind FROM mail_queue WHERE lower(to_address) = lower($1) ORDER BY id",
    )
    .bind(to)
    .fetch_all(&app.pool)
    .await
    .expect("kinds")
}

async fn contact(app: &TestApp, token: &str) -> String {
    app.post_form(
        "/api/contact",
        &[
            ("subject", "autre"),
            ("email", "autre@exemple.fr"),
            ("message", "Achetez mes montres sur http://arnaque.example"),
        ],
        Some(token),
    )
    .await
    .text()
    .await
    .expect("body")
}

#[tokio::test]
async fn the_contact_acknowledgement_waits_for_a_confirmed_address() {
    let app = spawn_app().await;
    let token = app.candidate("lea@exemple.fr").await;
    assert_eq!(contact(&app, &token).await, "ok");
    // The team gets the message; the unproven account address gets nothing quoting it.
    app.mail_to(CONTACT, "Contact : Autre question").await;
    assert_eq!(kinds_to(&app, "lea@exemple.fr").await, ["confirm_email"]);
    assert!(kinds_to(&app, "autre@exemple.fr").await.is_empty());

    app.confirm_email("lea@exemple.fr").await;
    assert_eq!(contact(&app, &token).await, "ok");
    assert_eq!(
        kinds_to(&app, "lea@exemple.fr").await,
        ["confirm_email", "contact_received"]
    );
    app.mail_to("lea@exemple.fr", "Nous avons bien reçu votre message")
        .await;
}

#[tokio::test]
async fn an_unconfirmed_account_is_not_told_of_its_deletion() {
    let app = spawn_app().await;
    let token = app.candidate("lea@exemple.fr").await;
    let deleted = app
        .client
        .delete(format!("{}/api/account/delete", app.address))
        .json(&serde_json::json!({ "password": crate::support::helpers::PASSWORD }))
        .bearer_auth(&token)
        .send()
        .await
        .expect("delete");
    assert_eq!(deleted.text().await.expect("body"), "ok");
    assert_eq!(kinds_to(&app, "lea@exemple.fr").await, ["confirm_email"]);
}

#[tokio::test]
async fn the_database_refuses_a_mail_needing_proof_to_an_unproven_address() {
    let app = spawn_app().await;
    app.candidate("lea@exemple.fr").await;
    let insert = |kind: &'static str, to: &'static str| {
        let pool = app.pool.clone();
        async move {
            sqlx::query(
                "INSERT INTO mail_queue (kind, to_address, subject, text_body, html_body)
                 VALUES ($1, $2, 'Objet', 'texte', '<p>texte</p>')",
            )
            .bind(kind)
            .bind(to)
            .execute(&pool)
            .await
        }
    };
    for kind in [
        "account_deleted",
        "application_sent",
        "recruiter_message",
        "applications_digest",
        "contact_received",
        "job_alert",
        "offer_removed",
    ] {
        for to in ["lea@exemple.fr", "inconnu@exemple.fr"] {
            let refused = insert(kind, to).await.expect_err(kind);
            assert!(
                refused.to_string().contains("no account has confirmed"),
                "{kind} to {to}: {refused}"
            );
        }
    }
    for kind in ["confirm_email", "reset_password"] {
        insert(kind, "lea@exemple.fr").await.expect(kind);
    }
    app.confirm_email("lea@exemple.fr").await;
    insert("job_alert", "LEA@exemple.fr")
        .await
        .expect("a confirmed address, whatever its case");
}

#[tokio::test]
async fn an_ip_address_instead_of_a_domain_is_refused_in_french() {
    let app = spawn_app().await;
    for email in ["x@[127.0.0.1]", "x@127.0.0.1", "x@[IPv6:::1]"] {
        let fields = [
            ("accountType", "candidate"),
            ("firstname", "Léa"),
            ("lastname", "Martin"),
            ("email", email),
            ("password", PASSWORD),
        ];
        let (status, error) = error_of(app.post_form("/api/register", &fields, None).await).await;
        assert_eq!(
            (status, error.as_str()),
            (
                422,
                "L'adresse e-mail doit se terminer par un nom de domaine, pas par une adresse IP."
            ),
            "{email}"
        );
    }
    let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(users, 0);
}

/// Waits until the SMTP server saw `n` attempts to `to`.
async fn attempts(app: &TestApp, to: &str, n: usize) {
    let started = Instant::now();
    while app.smtp.attempts_to(to) < n {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{} attempts to {to}, not {n}",
            app.smtp.attempts_to(to)
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn state_of(app: &TestApp, to: &str) -> (String, i32) {
    sqlx::query_as("SELECT status, attempts FROM mail_queue WHERE to_address = $1")
        .bind(to)
        .fetch_one(&app.pool)
        .await
        .expect("the mail")
}

/// Makes the retry due now (instead of in 30 s, then 60 s).
async fn retry_now(app: &TestApp, to: &str) {
    sqlx::query("UPDATE mail_queue SET next_attempt_at = now() WHERE to_address = $1")
        .bind(to)
        .execute(&app.pool)
        .await
        .expect("due now");
}

#[tokio::test]
async fn an_address_the_relay_refuses_is_tried_three_times_then_parked_and_counted() {
    let app = app_with_metrics(None).await;
    let to = "parti@exemple.fr";
    app.smtp.refuse_recipient(to);
    app.candidate(to).await; // its confirmation mail: 550, no such mailbox
    attempts(&app, to, 1).await;
    for n in 2..=3 {
        // Refused and kept pending (a refusal may be the relay's passing mistake).
        let started = Instant::now();
        while state_of(&app, to).await != ("pending".to_owned(), n - 1) {
            assert!(started.elapsed() < Duration::from_secs(10));
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        retry_now(&app, to).await;
        attempts(&app, to, n as usize).await;
    }
    let started = Instant::now();
    while state_of(&app, to).await.0 != "parked" {
        assert!(started.elapsed() < Duration::from_secs(10));
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(state_of(&app, to).await, ("parked".to_owned(), 3));
    let error: String =
        sqlx::query_scalar("SELECT last_error FROM mail_queue WHERE to_address = $1")
            .bind(to)
            .fetch_one(&app.pool)
            .await
            .expect("error");
    assert!(error.contains("550"), "{error}");

    // Never tried again, and counted.
    retry_now(&app, to).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(app.smtp.attempts_to(to), 3);
    let samples = scrape(&app).await;
    assert_eq!(value(&samples, "ensemblier_mail_queue_parked"), 1.0);
    assert_eq!(value(&samples, "ensemblier_mail_queue_pending"), 0.0);
}
