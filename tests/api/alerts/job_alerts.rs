//! The alert jobs, run by the real binary (`ensemblier job run job-alerts-1d`): the new
//! offers matching an alert are mailed once, ever, one mail per candidate and run, no more
//! than one an hour; one-click unsubscribe disables the alert; a SIGKILL at any moment neither
//! loses nor repeats a mail.

use std::{
    process::{Command, Output, Stdio},
    time::{Duration, Instant},
};

use serde_json::{json, Value};
use sqlx::PgPool;

use crate::{
    alerts::{locality, region, CREATE},
    support::fixtures::{self, Offer},
    support::helpers::{fresh_database, spawn_on},
};

fn job(url: &str, name: &str) -> Command {
    let mut command = ensemblier(url);
    command.args(["job", "run", name]);
    command
}

/// The binary with the settings of these tests (no SMTP: mails are written as `.eml` files).
fn ensemblier(url: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ensemblier"));
    command
        .env("DATABASE_URL", url)
        .env(
            "DATA_DIR",
            std::env::temp_dir().join("ensemblier-job-alerts"),
        )
        .env("JWT_SECRET", crate::support::helpers::JWT_SECRET)
        .env("PUBLIC_BASE_URL", "http://localhost:8080")
        .env("RUST_LOG", "warn")
        .env_remove("SMTP_URL");
    command
}

pub(crate) async fn run_job(url: &str, name: &str) -> String {
    let mut command = job(url, name);
    let output: Output = tokio::task::spawn_blocking(move || command.output())
        .await
        .expect("join")
        .expect("run ensemblier");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[derive(sqlx::FromRow, Debug)]
pub(crate) struct Queued {
    pub to_address: String,
    pub subject: String,
    pub text_body: String,
    pub list_unsubscribe: Option<String>,
}

pub(crate) async fn queued(pool: &PgPool) -> Vec<Queued> {
    sqlx::query_as(
        "SELECT to_address, subject, text_body, list_unsubscribe FROM mail_queue
         WHERE subject LIKE '%alerte%' ORDER BY id",
    )
    .fetch_all(pool)
    .await
    .expect("mail queue")
}

async fn offer(pool: &PgPool, company: i64, title: &'static str, insee: &'static str) -> i64 {
    fixtures::offer(
        pool,
        Offer {
            company_id: company,
            title,
            insee,
            days_ago: 0,
            ..Offer::default()
        },
    )
    .await
}

#[tokio::test]
async fn the_daily_job_mails_the_new_matching_offers_once_and_unsubscribe_disables_the_alert() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let aura = region(&app.pool, "Auvergne-Rhône-Alpes").await;
    let created = app
        .graphql_as(
            &lea,
            CREATE,
            json!({ "input": { "terms": "ébéniste", "regions": [aura.to_string()] } }),
        )
        .await;
    let alert_id = created["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"].clone();
    assert!(alert_id.is_i64(), "{created}");
    let _ = locality(&app.pool, "69383").await;

    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    offer(&app.pool, company, "Ébéniste d'art", "69383").await;
    offer(&app.pool, company, "Ébéniste parisien", "75111").await;
    offer(&app.pool, company, "Tapissier", "69383").await;

    let out = run_job(&url, "job-alerts-1d").await;
    assert!(out.contains("1 mail(s) d'alerte"), "{out}");
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    let mail = &mails[0];
    assert_eq!(mail.to_address, "lea@exemple.fr");
    assert_eq!(
        mail.subject,
        "Une nouvelle offre pour votre alerte « ébéniste » en Auvergne-Rhône-Alpes – Ensemblier"
    );
    assert!(mail
        .text_body
        .contains("Ébéniste d'art — Atelier Dubois — Lyon 3e Arrondissement (69003) — CDI"));
    assert!(!mail.text_body.contains("parisien"));
    assert!(!mail.text_body.contains("Tapissier"));

    run_job(&url, "job-alerts-1d").await;
    assert_eq!(queued(&app.pool).await.len(), 1, "a pair is mailed once");

    // A new offer within the hour waits; an hour after the last mail, it goes.
    offer(&app.pool, company, "Ébéniste agenceur", "69123").await;
    run_job(&url, "job-alerts-1d").await;
    assert_eq!(queued(&app.pool).await.len(), 1, "one mail an hour at most");
    sqlx::query("UPDATE job_offer_alert_mails SET last_sent_at = now() - interval '61 minutes'")
        .execute(&app.pool)
        .await
        .expect("an hour later");
    run_job(&url, "job-alerts-1d").await;
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 2);
    assert!(mails[1].text_body.contains("Ébéniste agenceur"));
    assert!(!mails[1].text_body.contains("Ébéniste d'art"));

    // One click (RFC 8058): the mail's List-Unsubscribe address, posted, disables the alert.
    let address = mails[1].list_unsubscribe.clone().expect("List-Unsubscribe");
    let path = address.trim_start_matches("http://localhost:8080");
    let answer: Value = app
        .client
        .post(format!("{}{path}", app.address))
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .expect("post")
        .json()
        .await
        .expect("json");
    assert_eq!(
        answer,
        json!({ "enabled": false, "alerts": ["« ébéniste » en Auvergne-Rhône-Alpes"] })
    );
    let enabled: bool = sqlx::query_scalar("SELECT enabled FROM job_offer_alerts WHERE id = $1")
        .bind(alert_id.as_i64())
        .fetch_one(&app.pool)
        .await
        .expect("alert");
    assert!(!enabled);
    sqlx::query("UPDATE job_offer_alert_mails SET last_sent_at = now() - interval '2 hours'")
        .execute(&app.pool)
        .await
        .expect("later");
    offer(&app.pool, company, "Ébéniste restaurateur", "69123").await;
    run_job(&url, "job-alerts-1d").await;
    assert_eq!(
        queued(&app.pool).await.len(),
        2,
        "a disabled alert mails nothing"
    );

    let again = app
        .client
        .post(format!(
            "{}{}",
            app.address,
            path.replace("unsubscribe", "resubscribe")
        ))
        .send()
        .await
        .expect("post");
    assert_eq!(again.status(), 200);
    let forged = app
        .client
        .post(format!("{}/api/alerts/unsubscribe?token=abc", app.address))
        .send()
        .await
        .expect("post");
    assert_eq!(forged.status(), 422);
    let body: Value = forged.json().await.expect("json");
    assert_eq!(body["code"], "INVALID_TOKEN");
}

/// What a run found for an alert is stored as one row holding its offers: an offer withdrawn
/// between the match and the mail waits (its row is split) and goes when it is back, alone;
/// an alert moved from 1d to 7d is not mailed again what 1d found.
#[tokio::test]
async fn withdrawn_offers_wait_and_a_pair_found_by_1d_is_not_mailed_again_by_7d() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let lea = app.confirmed_candidate("lea.split@exemple.fr").await;
    let created = app
        .graphql_as(&lea, CREATE, json!({ "input": { "terms": "ébéniste" } }))
        .await;
    let alert = created["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"]
        .as_i64()
        .expect("alert id");
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    offer(&app.pool, company, "Ébéniste d'art", "69383").await;
    run_job(&url, "job-alerts-1d").await;
    assert_eq!(queued(&app.pool).await.len(), 1);

    // Two offers found within the hour: one row, pending.
    let agenceur = offer(&app.pool, company, "Ébéniste agenceur", "69123").await;
    let marqueteur = offer(&app.pool, company, "Ébéniste marqueteur", "69123").await;
    run_job(&url, "job-alerts-1d").await;
    assert_eq!(queued(&app.pool).await.len(), 1, "one mail an hour at most");
    let pending = |pool: PgPool| async move {
        sqlx::query_scalar::<_, i64>(
            "SELECT job_offer_id FROM job_offer_alert_matches WHERE mailed_at IS NULL ORDER BY 1",
        )
        .fetch_all(&pool)
        .await
        .expect("pending pairs")
    };
    assert_eq!(pending(app.pool.clone()).await, vec![agenceur, marqueteur]);

    // One is withdrawn before the mail: the other goes, the withdrawn one waits.
    let status = |id: i64, status: i16| {
        let pool = app.pool.clone();
        async move {
            sqlx::query("UPDATE job_offers SET status = $2 WHERE id = $1")
                .bind(id)
                .bind(status)
                .execute(&pool)
                .await
                .expect("status");
        }
    };
    let an_hour_later = || {
        let pool = app.pool.clone();
        async move {
            sqlx::query(
                "UPDATE job_offer_alert_mails SET last_sent_at = now() - interval '61 minutes'",
            )
            .execute(&pool)
            .await
            .expect("an hour later");
        }
    };
    status(marqueteur, 0).await;
    an_hour_later().await;
    run_job(&url, "job-alerts-1d").await;
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 2);
    assert!(mails[1].text_body.contains("Ébéniste agenceur"));
    assert!(!mails[1].text_body.contains("marqueteur"));
    assert_eq!(pending(app.pool.clone()).await, vec![marqueteur]);

    // Back online: it goes, alone.
    status(marqueteur, 2).await;
    an_hour_later().await;
    run_job(&url, "job-alerts-1d").await;
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 3);
    assert!(mails[2].text_body.contains("Ébéniste marqueteur"));
    assert!(!mails[2].text_body.contains("agenceur"));
    assert!(pending(app.pool.clone()).await.is_empty());

    // Moved to 7d: the weekly run examines the same offers, finds the same pairs, stores and
    // mails none of them again.
    sqlx::query("UPDATE job_offer_alerts SET recurrence = '7d' WHERE id = $1")
        .bind(alert)
        .execute(&app.pool)
        .await
        .expect("7d");
    run_job(&url, "job-alerts-7d").await;
    assert_eq!(
        queued(&app.pool).await.len(),
        3,
        "a pair is mailed once, ever"
    );
    let pairs: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT job_offer_id, count(*) FROM job_offer_alert_matches GROUP BY 1 ORDER BY 1",
    )
    .fetch_all(&app.pool)
    .await
    .expect("pairs");
    assert_eq!(pairs.len(), 3);
    assert!(pairs.iter().all(|&(_, n)| n == 1), "{pairs:?}");
}

/// Enough candidates for the mailing to take several transactions (500 candidates each).
const CANDIDATES: i64 = 3_000;

#[tokio::test]
async fn a_job_killed_while_mailing_neither_loses_nor_repeats_a_mail() {
    let url = fresh_database().await;
    let pool = crate::support::helpers::test_pool(&url).await;
    sqlx::query(
        "WITH u AS (INSERT INTO users (email, firstname, lastname)
                    SELECT 'candidat' || n || '@exemple.fr', 'Léa', 'Martin' FROM generate_series(1, $1) n
                    RETURNING id),
              c AS (INSERT INTO candidates (user_id) SELECT id FROM u RETURNING id)
         INSERT INTO job_offer_alerts (candidate_id, search_key) SELECT id, '' FROM c",
    )
    .bind(CANDIDATES)
    .execute(&pool)
    .await
    .expect("candidates and their alerts");
    let company = fixtures::company(&pool, "Atelier Dubois").await;
    offer(&pool, company, "Ébéniste d'art", "69383").await;
    offer(&pool, company, "Doreuse", "75111").await;

    let mut child = job(&url, "job-alerts-1d")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the job");
    let started = Instant::now();
    loop {
        let mailed: i64 = sqlx::query_scalar("SELECT count(*) FROM mail_queue")
            .fetch_one(&pool)
            .await
            .expect("count");
        if mailed > 0 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "no mail queued"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("wait");
    let at_kill: i64 = sqlx::query_scalar("SELECT count(*) FROM mail_queue")
        .fetch_one(&pool)
        .await
        .expect("count");
    assert!(
        at_kill < CANDIDATES,
        "the kill came after the mailing ended: raise CANDIDATES"
    );

    run_job(&url, "job-alerts-1d").await;
    let per_candidate: Vec<(String, i64)> = sqlx::query_as(
        "SELECT to_address, count(*) FROM mail_queue GROUP BY 1 HAVING count(*) <> 1",
    )
    .fetch_all(&pool)
    .await
    .expect("mails per candidate");
    assert!(per_candidate.is_empty(), "{per_candidate:?}");
    let mails: i64 = sqlx::query_scalar("SELECT count(*) FROM mail_queue")
        .fetch_one(&pool)
        .await
        .expect("count");
    assert_eq!(mails, CANDIDATES, "every candidate mailed once");
    let unmailed: i64 =
        sqlx::query_scalar("SELECT count(*) FROM job_offer_alert_matches WHERE mailed_at IS NULL")
            .fetch_one(&pool)
            .await
            .expect("pairs");
    assert_eq!(unmailed, 0);
    let pairs: i64 = sqlx::query_scalar("SELECT count(*) FROM job_offer_alert_matches")
        .fetch_one(&pool)
        .await
        .expect("pairs");
    assert_eq!(pairs, 2 * CANDIDATES);
}

/// `ensemblier mail inbound` fed `message` on stdin: its exit code and standard output.
async fn inbound(url: &str, message: Vec<u8>) -> (Option<i32>, String) {
    use std::io::Write;
    let mut command = ensemblier(url);
    command
        .args(["mail", "inbound"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let output = tokio::task::spawn_blocking(move || {
        let mut child = command.spawn().expect("start mail inbound");
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(&message).expect("write the message");
        drop(stdin);
        child.wait_with_output().expect("mail inbound")
    })
    .await
    .expect("join");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

async fn enabled(pool: &PgPool, alert: i64) -> bool {
    sqlx::query_scalar("SELECT enabled FROM job_offer_alerts WHERE id = $1")
        .bind(alert)
        .fetch_one(pool)
        .await
        .expect("alert")
}

/// A message as a mail client writes it from a `mailto:` address of `List-Unsubscribe`.
fn mailto_message(mailto: &str, from: &str, body: &str) -> Vec<u8> {
    let (to, query) = mailto
        .trim_start_matches("mailto:")
        .split_once('?')
        .expect("a mailto with a subject");
    let encoded = query.strip_prefix("subject=").expect("subject");
    let subject = String::from_utf8(
        encoded
            .split('%')
            .enumerate()
            .flat_map(|(i, part)| {
                if i == 0 {
                    part.as_bytes().to_vec()
                } else {
                    let mut bytes = vec![u8::from_str_radix(&part[..2], 16).expect("hex")];
                    bytes.extend_from_slice(&part.as_bytes()[2..]);
                    bytes
                }
            })
            .collect(),
    )
    .expect("utf-8");
    // Folded as a client folds a long header line, at the space.
    let subject = subject.replacen(' ', "\r\n ", 1);
    format!(
        "Return-Path: <{from}>\r\nFrom: {from}\r\nTo: {to}\r\nSubject: {subject}\r\n\
         Date: Mon, 23 Nov 2026 22:00:00 +0100\r\nMessage-ID: <1@client.example>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

#[tokio::test]
async fn a_mail_to_the_list_unsubscribe_mailto_address_disables_the_alert_and_nothing_else_does() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let lea = app.confirmed_candidate("lea.mailto@exemple.fr").await;
    let created = app
        .graphql_as(&lea, CREATE, json!({ "input": { "terms": "ébéniste" } }))
        .await;
    let alert = created["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"]
        .as_i64()
        .expect("alert id");
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    offer(&app.pool, company, "Ébéniste d'art", "69383").await;
    run_job(&url, "job-alerts-1d").await;

    // The mail as it leaves the server (no SMTP here: an .eml file), and its mailto address.
    // The server's own sender (every 500 ms) sends it over SMTP: the test takes it there (a
    // `job run mail-queue` beside it would race with it for the mail).
    let started = Instant::now();
    let raw = loop {
        if let Some(message) = app
            .smtp
            .received()
            .into_iter()
            .find(|m| m.contains("List-Unsubscribe"))
        {
            break message.into_bytes();
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the alert mail was not sent"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let parsed = mail_parser::MessageParser::default()
        .parse(&raw)
        .expect("a mail");
    let list = parsed
        .header_raw("List-Unsubscribe")
        .expect("List-Unsubscribe")
        .replace(['\r', '\n'], "");
    let mailto = list
        .split(',')
        .map(|part| part.trim().trim_start_matches('<').trim_end_matches('>'))
        .find(|part| part.starts_with("mailto:"))
        .expect("a mailto address")
        .to_owned();
    let https = list
        .split(',')
        .map(|part| part.trim().trim_start_matches('<').trim_end_matches('>'))
        .find(|part| part.starts_with("http"))
        .expect("an https address")
        .to_owned();

    // A reply quoting the mail (its links carry tokens) unsubscribes no one.
    let reply = mailto_message(
        &mailto.replace(
            mailto.split_once("subject=").expect("subject").1,
            "Re%3A%20Une%20nouvelle%20offre",
        ),
        "lea.mailto@exemple.fr",
        &format!("Merci !\r\n> Ne plus recevoir cette alerte : {https}"),
    );
    let (code, out) = inbound(&url, reply).await;
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("ignoré"), "{out}");
    assert!(enabled(&app.pool, alert).await);

    // A forged token (signed with another secret), and a token of another purpose.
    let forged_token =
        ensemblier::alerts::unsubscribe::token(&[alert], "not-the-secret").expect("token");
    let token = https.split_once("token=").expect("token").1.to_owned();
    let forged = mailto_message(
        &mailto.replace(&token, &forged_token),
        "mallory@exemple.fr",
        "",
    );
    let (code, out) = inbound(&url, forged).await;
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("ignoré"), "{out}");
    assert!(enabled(&app.pool, alert).await);

    // Over the size bound: not even read.
    let mut huge = mailto_message(&mailto, "lea.mailto@exemple.fr", "");
    huge.extend(std::iter::repeat_n(b'x', 70 * 1024));
    let (code, out) = inbound(&url, huge).await;
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("trop") || out.contains("too large"), "{out}");
    assert!(enabled(&app.pool, alert).await);

    // The request a mail client sends: the alert is disabled.
    let request = mailto_message(&mailto, "lea.mailto@exemple.fr", "");
    let (code, out) = inbound(&url, request.clone()).await;
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("désactivée"), "{out}");
    assert!(!enabled(&app.pool, alert).await);

    // The database out of reach: EX_TEMPFAIL, so that the MTA tries again later.
    let (code, _) = inbound("postgres://nobody@127.0.0.1:1/none", request).await;
    assert_eq!(code, Some(75));
}

/// Issue 32: an alert's offers wait for the candidate to confirm her address, then go.
#[tokio::test]
async fn alert_mails_wait_for_a_confirmed_address() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let lea = app.candidate("lea.attend@exemple.fr").await;
    let created = app
        .graphql_as(&lea, CREATE, json!({ "input": { "terms": "ébéniste" } }))
        .await;
    assert!(created["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"].is_i64());
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    offer(&app.pool, company, "Ébéniste d'art", "69383").await;

    run_job(&url, "job-alerts-1d").await;
    assert!(queued(&app.pool).await.is_empty(), "not confirmed: nothing");
    app.confirm_email("lea.attend@exemple.fr").await;
    run_job(&url, "job-alerts-1d").await;
    let mails = queued(&app.pool).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert_eq!(mails[0].to_address, "lea.attend@exemple.fr");
    assert!(mails[0].text_body.contains("Ébéniste d'art"));
}

/// An alert is the whole search it was made from (issue 58): an alert of each kind of
/// criterion (keywords, a town within a radius, a town, a department, a region, a contract, a
/// type, a salary, a position, a pay floor with its order) mails the offer its search finds,
/// in one mail received over SMTP; the 50 km alert around Lyon gets the offer of Villeurbanne
/// and not the one of Bourg-en-Bresse (60 km), which the keywords alone find; the alert of
/// « Savoir-faire labellisé » (issue 54) gets the labelled workshop's offer, not the other's.
#[tokio::test]
async fn an_alert_of_each_criterion_mails_what_its_search_finds_radius_included() {
    let url = fresh_database().await;
    let app = spawn_on(url.clone()).await;
    let email = "lea.rayon@exemple.fr";
    let lea = app.candidate(email).await;
    app.confirm_email(email).await;
    let company = fixtures::company(&app.pool, "Atelier Dubois").await;
    sqlx::query(
        "INSERT INTO company_labels (company_id, kind, proof_name, expires_on, status, decided_at)
         VALUES ($1, 'EPV', 'epv.pdf', CURRENT_DATE + 365, 'approved', now())",
    )
    .bind(company)
    .execute(&app.pool)
    .await
    .expect("an approved label");
    let found = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Tapissier garnisseur",
            insee: "69266",
            contract: "cdd",
            position: "tapissier-decorateur",
            days_ago: 0,
            ..Offer::default()
        },
    )
    .await;
    sqlx::query(
        "UPDATE job_offers SET pay_min_cents = 3600000, pay_max_cents = 4000000,
                pay_period = 'year' WHERE id = $1",
    )
    .bind(found)
    .execute(&app.pool)
    .await
    .expect("a range");
    sqlx::query(
        "INSERT INTO job_offer_types (job_offer_id, job_type_id)
         SELECT $1, id FROM job_types WHERE code = 'travail-atelier'",
    )
    .bind(found)
    .execute(&app.pool)
    .await
    .expect("a type");
    let unlabelled = fixtures::company(&app.pool, "Maison Lambert").await;
    offer(&app.pool, unlabelled, "Tapissier en siège", "01053").await;

    let id = |table: &'static str, column: &'static str, value: &'static str| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(&format!("SELECT id FROM {table} WHERE {column} = $1"))
                .bind(value)
                .fetch_one(&pool)
                .await
                .expect("an id")
                .to_string()
        }
    };
    let lyon = id("localities", "insee_code", "69123").await;
    let villeurbanne = id("localities", "insee_code", "69266").await;
    let rhone = id("departments", "code", "69").await;
    let aura = region(&app.pool, "Auvergne-Rhône-Alpes").await.to_string();
    let cdd = id("job_contracts", "code", "cdd").await;
    let workshop = id("job_types", "code", "travail-atelier").await;
    let position = id("job_positions", "code", "tapissier-decorateur").await;
    let salary: i64 = sqlx::query_scalar("SELECT job_salary_id FROM job_offers WHERE id = $1")
        .bind(found)
        .fetch_one(&app.pool)
        .await
        .expect("its salary");
    let inputs = [
        json!({ "terms": "tapissier" }),
        json!({ "terms": "tapissier", "localities": [lyon], "radius": 50 }),
        json!({ "localities": [villeurbanne] }),
        json!({ "departments": [rhone] }),
        json!({ "regions": [aura] }),
        json!({ "jobContracts": [cdd] }),
        json!({ "jobTypes": [workshop] }),
        json!({ "jobSalaries": [salary.to_string()] }),
        json!({ "jobPositions": [position] }),
        json!({ "minPay": 35000, "sort": "PAY" }),
        json!({ "terms": "tapissier", "labelled": true }),
        // « Distance » (issue 58, item 8) is kept for its link.
        json!({ "localities": [lyon], "radius": 50, "sort": "DISTANCE" }),
    ];
    for input in &inputs {
        let created = app
            .graphql_as(&lea, CREATE, json!({ "input": input }))
            .await;
        assert!(
            created["data"]["createJobOfferAlert"]["jobOfferAlert"]["_id"].is_i64(),
            "{input}: {created}"
        );
    }

    run_job(&url, "job-alerts-1d").await;
    // One mail for the twelve alerts, sent over SMTP by the server's own sender.
    let started = Instant::now();
    let subject = loop {
        let alerts: Vec<String> = app
            .subjects_to(email)
            .into_iter()
            .filter(|subject| subject.contains("alerte"))
            .collect();
        if let Some(subject) = alerts.first() {
            assert_eq!(alerts.len(), 1, "{alerts:?}");
            break subject.clone();
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the alert mail was not sent"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(subject.contains("pour vos alertes"), "{subject}");
    let mail = app.mail_to(email, &subject).await;
    let sections: Vec<&str> = mail
        .text
        .split("Ne plus recevoir cette alerte")
        .filter(|section| section.contains("Voir la recherche") || section.contains("autre"))
        .collect();
    assert_eq!(sections.len(), inputs.len(), "{}", mail.text);
    for section in &sections {
        assert!(
            section.contains("Tapissier garnisseur — Atelier Dubois — Villeurbanne"),
            "{section}"
        );
    }
    let around = sections
        .iter()
        .find(|section| section.contains("dans un rayon de 50"))
        .unwrap_or_else(|| panic!("the radius in its sentence: {}", mail.text));
    assert!(around.contains("« tapissier » à Lyon (69) dans un rayon de 50"));
    assert!(!around.contains("Tapissier en siège"), "{around}");
    assert!(
        around.contains("&radius=50"),
        "its search link keeps the radius: {around}"
    );
    let keywords = sections
        .iter()
        .find(|section| section.lines().any(|line| line == "« tapissier »"))
        .unwrap_or_else(|| panic!("the keywords' section: {}", mail.text));
    assert!(keywords.contains("Tapissier en siège"), "{keywords}");
    let floor = sections
        .iter()
        .find(|section| section.contains("salaire ≥ 35"))
        .unwrap_or_else(|| panic!("the floor's section: {}", mail.text));
    assert!(floor.contains("minPay=35000&sort=pay"), "{floor}");
    assert!(
        sections
            .iter()
            .any(|section| section.contains("&radius=50&sort=distance")),
        "the order by distance in its link: {}",
        mail.text
    );
    let labelled = sections
        .iter()
        .find(|section| section.contains("« tapissier », savoir-faire labellisé"))
        .unwrap_or_else(|| panic!("the label's section: {}", mail.text));
    assert!(!labelled.contains("Tapissier en siège"), "{labelled}");
    assert!(
        labelled.contains("search=tapissier&labelled=1"),
        "{labelled}"
    );
}
