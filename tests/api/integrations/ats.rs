//! The hand-off to an ATS (issue 38, item 5; docs/api.md "ATS"): a receiver on loopback gets
//! each new application once, signed, and again after it was down; a delivery that fails for
//! a day is kept and sent again on request; the read-only API token lists offers and
//! applications, its documents by signed link, 150 requests a minute then 429.

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{body::Bytes, extract::State, http::HeaderMap, routing::post, Router};
use ensemblier::ats::signature;
use futures_util::future::join_all;
use serde_json::{json, Value};
use tokio::net::TcpListener;

use crate::{
    applications::{apply, company_with_offer},
    companies::team::recruiter_joins,
    support::helpers::{first_error, spawn_app, TestApp, PDF},
};

const SET: &str = "mutation ($url: String!) { setWebhook(url: $url) { url secret } }";
const INTEGRATIONS: &str = "{ myIntegrations { webhook { url secret }
    deliveries { id event applicationId candidateName offerTitle status attempts lastStatus
                 lastError nextAttemptAt }
    apiToken { prefix lastUsedAt } } }";
const SEND_AGAIN: &str = "mutation ($id: Int!) { sendWebhookAgain(id: $id) }";
const PING: &str = "mutation { sendTestWebhook }";
const CREATE_TOKEN: &str = "mutation { createApiToken }";
const REVOKE_TOKEN: &str = "mutation { revokeApiToken }";

/// A delivery as the receiver got it.
#[derive(Clone, Debug)]
pub(crate) struct Received {
    headers: HeaderMap,
    body: Bytes,
}

impl Received {
    pub(crate) fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("a JSON body")
    }

    fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }
}

#[derive(Clone, Default)]
pub(crate) struct Inbox {
    received: Arc<Mutex<Vec<Received>>>,
    /// The status it answers with.
    status: Arc<Mutex<u16>>,
}

/// An ATS's receiver: records each POST and answers `inbox.status`.
pub(crate) async fn start_receiver(listener: TcpListener, inbox: Inbox) {
    async fn hook(
        State(inbox): State<Inbox>,
        headers: HeaderMap,
        body: Bytes,
    ) -> axum::http::StatusCode {
        inbox
            .received
            .lock()
            .expect("inbox")
            .push(Received { headers, body });
        let status = *inbox.status.lock().expect("status");
        axum::http::StatusCode::from_u16(status).expect("a status")
    }
    let router = Router::new().route("/hook", post(hook)).with_state(inbox);
    tokio::spawn(async move { axum::serve(listener, router).await });
}

pub(crate) fn inbox_answering(status: u16) -> Inbox {
    let inbox = Inbox::default();
    *inbox.status.lock().expect("status") = status;
    inbox
}

impl Inbox {
    fn all(&self) -> Vec<Received> {
        self.received.lock().expect("inbox").clone()
    }

    /// Waits (20 s at most) until `count` deliveries arrived.
    pub(crate) async fn wait_for(&self, count: usize) -> Vec<Received> {
        for _ in 0..200 {
            if self.all().len() >= count {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let all = self.all();
        assert!(
            all.len() >= count,
            "{} of {count} deliveries arrived",
            all.len()
        );
        all
    }
}

/// The owner registers `url` as the webhook; returns its secret.
pub(crate) async fn register(app: &TestApp, owner: &str, url: &str) -> String {
    let answer = app.graphql_as(owner, SET, json!({ "url": url })).await;
    assert!(answer.get("errors").is_none(), "{answer}");
    answer["data"]["setWebhook"]["secret"]
        .as_str()
        .expect("a secret")
        .to_owned()
}

async fn deliveries(app: &TestApp, owner: &str) -> Vec<Value> {
    let answer = app.graphql_as(owner, INTEGRATIONS, json!({})).await;
    assert!(answer.get("errors").is_none(), "{answer}");
    answer["data"]["myIntegrations"]["deliveries"]
        .as_array()
        .expect("deliveries")
        .clone()
}

/// Waits (20 s at most) until the delivery of `application` was tried `attempts` times.
async fn tried(app: &TestApp, application: i64, attempts: i32) {
    for _ in 0..200 {
        let done: Option<i32> =
            sqlx::query_scalar("SELECT attempts FROM webhook_deliveries WHERE application_id = $1")
                .bind(application)
                .fetch_optional(&app.pool)
                .await
                .expect("the delivery");
        if done.is_some_and(|done| done >= attempts) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the delivery of application {application} was not tried {attempts} time(s)");
}

/// The time a delivery waits for its next try, passed at once.
async fn time_passes(app: &TestApp) {
    sqlx::query("UPDATE webhook_deliveries SET next_attempt_at = now() WHERE status = 'pending'")
        .execute(&app.pool)
        .await
        .expect("time passes");
}

async fn candidate(app: &TestApp, email: &str) -> String {
    let token = app.confirmed_candidate(email).await;
    token
}

#[tokio::test]
async fn a_receiver_gets_each_new_application_once_signed_and_again_after_it_was_down() {
    let app = spawn_app().await;
    let (owner, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    // The receiver's port, with nothing listening on it yet: the ATS is down.
    let port = TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port")
        .local_addr()
        .expect("its address")
        .port();
    let secret = register(&app, &owner, &format!("http://127.0.0.1:{port}/hook")).await;

    let lea = candidate(&app, "lea@exemple.fr").await;
    let first = apply(&app, &lea, offer).await;
    tried(&app, first, 1).await;
    let failed = deliveries(&app, &owner).await;
    assert_eq!(failed[0]["status"], "PENDING", "{failed:?}");
    assert_eq!(failed[0]["candidateName"], "Léa Martin", "{failed:?}");
    assert!(
        failed[0]["lastError"]
            .as_str()
            .is_some_and(|e| e.starts_with("Connexion impossible")),
        "{failed:?}"
    );
    assert!(failed[0]["nextAttemptAt"].is_string());

    // The ATS is back; its retry comes (a minute later, here at once).
    let inbox = inbox_answering(200);
    let listener = TcpListener::bind(("127.0.0.1", port))
        .await
        .expect("the receiver's port again");
    start_receiver(listener, inbox.clone()).await;
    time_passes(&app).await;
    let got = inbox.wait_for(1).await;
    let delivery = &got[0];
    let now = chrono::Utc::now().timestamp();
    assert!(
        signature::verify(
            &secret,
            delivery.header("ensemblier-signature"),
            &delivery.body,
            now
        ),
        "signed with the webhook's secret: {}",
        delivery.header("ensemblier-signature")
    );
    assert!(!signature::verify(
        "whsec_autre",
        delivery.header("ensemblier-signature"),
        &delivery.body,
        now
    ));
    assert_eq!(delivery.header("ensemblier-event"), "application.created");
    assert_eq!(delivery.header("content-type"), "application/json");
    let body = delivery.json();
    assert_eq!(body["event"], "application.created");
    assert_eq!(
        delivery.header("ensemblier-delivery"),
        body["id"].to_string()
    );
    let application = &body["data"]["application"];
    assert_eq!(application["id"], first);
    assert_eq!(application["offer"]["id"], offer);
    assert_eq!(application["offer"]["title"], "Tapissier décorateur");
    assert_eq!(application["candidate"]["email"], "lea@exemple.fr");
    assert_eq!(application["coverLetter"], "Passionnée de tissus anciens.");
    // Its documents, by signed link, without any token.
    let cv = application["documents"]["cv"].as_str().expect("a CV link");
    let path = cv
        .strip_prefix("http://localhost:8080")
        .expect("the public address");
    let response = app.get(path).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.bytes().await.expect("the CV").as_ref(), PDF);
    // The last hex digit of the signature changed.
    let last = if path.ends_with('0') { '1' } else { '0' };
    let altered = format!("{}{last}", &path[..path.len() - 1]);
    assert_eq!(app.get(&altered).await.status(), 404);

    // A second application is announced once too; the first is not sent again.
    let hugo = candidate(&app, "hugo@exemple.fr").await;
    let second = apply(&app, &hugo, offer).await;
    let got = inbox.wait_for(2).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(inbox.all().len(), 2, "each application once");
    assert_eq!(got[1].json()["data"]["application"]["id"], second);
    let listed = deliveries(&app, &owner).await;
    let states: Vec<(&Value, &Value)> = listed
        .iter()
        .map(|d| (&d["status"], &d["attempts"]))
        .collect();
    assert_eq!(
        states,
        [
            (&json!("DELIVERED"), &json!(1)),
            (&json!("DELIVERED"), &json!(2))
        ]
    );
    assert_eq!(listed[1]["lastStatus"], 200);
    assert!(listed[1]["lastError"].is_null());
}

/// A receiver listening on loopback, registered as `owner`'s webhook; returns its inbox and
/// the webhook's secret.
async fn listening(app: &TestApp, owner: &str) -> (Inbox, String) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let port = listener.local_addr().expect("address").port();
    let inbox = inbox_answering(200);
    start_receiver(listener, inbox.clone()).await;
    let secret = register(app, owner, &format!("http://127.0.0.1:{port}/hook")).await;
    (inbox, secret)
}

/// The `count`th delivery (from 1), once it came: checked signed with `secret` and named
/// `event` in its header and its body; returns its body.
async fn nth(inbox: &Inbox, count: usize, secret: &str, event: &str) -> Value {
    let got = inbox.wait_for(count).await;
    let delivery = &got[count - 1];
    assert!(
        signature::verify(
            secret,
            delivery.header("ensemblier-signature"),
            &delivery.body,
            chrono::Utc::now().timestamp()
        ),
        "signed with the webhook's secret"
    );
    assert_eq!(delivery.header("ensemblier-event"), event);
    let body = delivery.json();
    assert_eq!(body["event"], event, "{body}");
    body
}

const MESSAGE: &str = "mutation ($application: ID!, $body: String!) {
    sendApplicationMessage(input: { application: $application, body: $body }) { message { body } } }";
const PROPOSE: &str = "mutation ($id: ID!, $slots: [InterviewSlotInput!]!) {
    proposeInterview(applicationId: $id, mode: WORKSHOP, slots: $slots) { id slots { id } } }";
const PICK: &str = "mutation ($id: ID!) { pickInterviewSlot(slotId: $id) { id status } }";
const CANCEL: &str = "mutation ($id: ID!) { cancelInterview(interviewId: $id) { id status } }";

/// A slot `days` from now at 10:00, Paris time, as the form sends it.
fn slot_in(days: i64) -> Value {
    let day = (chrono::Utc::now().with_timezone(&chrono_tz::Europe::Paris)
        + chrono::Duration::days(days))
    .date_naive();
    json!({ "date": day.format("%Y-%m-%d").to_string(), "time": "10:00", "minutes": 45 })
}

#[tokio::test]
async fn each_message_and_each_step_of_an_interview_reach_the_webhook_signed() {
    let app = spawn_app().await;
    let (owner, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (inbox, secret) = listening(&app, &owner).await;
    // Another company listens too, and must get nothing of this.
    let (other, _) = company_with_offer(&app, "rh@autre.fr", "Autre Atelier").await;
    let (theirs, _) = listening(&app, &other).await;
    let lea = candidate(&app, "lea@exemple.fr").await;
    let application = apply(&app, &lea, offer).await;
    nth(&inbox, 1, &secret, "application.created").await;

    // The recruiter writes; the candidate answers.
    let sent = app
        .graphql_as(
            &owner,
            MESSAGE,
            json!({ "application": application.to_string(), "body": "Pouvez-vous venir mardi ?" }),
        )
        .await;
    assert!(sent.get("errors").is_none(), "{sent}");
    let body = nth(&inbox, 2, &secret, "message.created").await;
    assert_eq!(body["data"]["application"]["id"], application, "{body}");
    let message = &body["data"]["message"];
    assert_eq!(message["from"], "company", "{body}");
    assert_eq!(message["body"], "Pouvez-vous venir mardi ?");
    assert_eq!(message["byMail"], false);
    assert!(
        message["author"]
            .as_str()
            .is_some_and(|a| a.ends_with("Atelier Dubois")),
        "{message}"
    );
    assert!(message["id"].is_i64() && message["sentAt"].is_string());
    let answered = app
        .graphql_as(
            &lea,
            MESSAGE,
            json!({ "application": application.to_string(), "body": "Oui, avec plaisir." }),
        )
        .await;
    assert!(answered.get("errors").is_none(), "{answered}");
    let body = nth(&inbox, 3, &secret, "message.created").await;
    assert_eq!(body["data"]["message"]["from"], "candidate", "{body}");
    assert_eq!(body["data"]["message"]["author"], "Léa Martin");
    assert_eq!(body["data"]["application"]["id"], application);

    // An interview proposed, picked, then cancelled: one delivery each, with its state.
    let proposed = app
        .graphql_as(
            &owner,
            PROPOSE,
            json!({ "id": application, "slots": [slot_in(3), slot_in(4)] }),
        )
        .await;
    let slots = proposed["data"]["proposeInterview"]["slots"]
        .as_array()
        .unwrap_or_else(|| panic!("{proposed}"))
        .clone();
    let body = nth(&inbox, 4, &secret, "interview.scheduled").await;
    assert_eq!(body["data"]["application"]["id"], application, "{body}");
    let interview = &body["data"]["interview"];
    assert_eq!(interview["state"], "proposed", "{body}");
    assert_eq!(interview["status"], "proposed");
    assert_eq!(interview["mode"], "workshop");
    let interview_id = proposed["data"]["proposeInterview"]["id"]
        .as_str()
        .expect("an id")
        .to_owned();
    assert_eq!(format!("/api/interviews/{}", interview["id"]), interview_id);
    assert_eq!(
        interview["slots"].as_array().map(Vec::len),
        Some(2),
        "{interview}"
    );
    assert_eq!(interview["slots"][0]["minutes"], 45);
    assert!(interview["startsAt"].is_null());
    let picked = app
        .graphql_as(&lea, PICK, json!({ "id": slots[0]["id"] }))
        .await;
    assert_eq!(
        picked["data"]["pickInterviewSlot"]["status"], "SCHEDULED",
        "{picked}"
    );
    let body = nth(&inbox, 5, &secret, "interview.scheduled").await;
    let interview = &body["data"]["interview"];
    assert_eq!(interview["state"], "scheduled", "{body}");
    assert!(interview["startsAt"].is_string() && interview["endsAt"].is_string());
    let cancelled = app
        .graphql_as(&owner, CANCEL, json!({ "id": interview_id }))
        .await;
    assert_eq!(
        cancelled["data"]["cancelInterview"]["status"], "CANCELLED",
        "{cancelled}"
    );
    let body = nth(&inbox, 6, &secret, "interview.scheduled").await;
    assert_eq!(body["data"]["interview"]["state"], "cancelled", "{body}");
    assert_eq!(body["data"]["interview"]["cancelledBy"], "company");
    // The application itself carries its interviews, in the webhook and in the API.
    let carried = &body["data"]["application"]["interviews"];
    assert_eq!(carried.as_array().map(Vec::len), Some(1), "{body}");
    assert_eq!(carried[0]["status"], "cancelled");
    let token = new_token(&app, &owner).await;
    let read: Value = api(
        &app,
        Some(&token),
        &format!("/api/v1/applications/{application}"),
    )
    .await
    .json()
    .await
    .expect("json");
    let interviews = &read["interviews"];
    assert_eq!(interviews.as_array().map(Vec::len), Some(1), "{read}");
    assert_eq!(interviews[0]["status"], "cancelled");
    assert_eq!(interviews[0]["mode"], "workshop");
    assert!(
        interviews[0]["startsAt"].is_string(),
        "the picked slot: {read}"
    );
    assert_eq!(interviews[0]["slots"].as_array().map(Vec::len), Some(2));
    assert_eq!(interviews[0]["slots"][0]["minutes"], 45);

    // Nothing more, and nothing at all to the other company.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(inbox.all().len(), 6);
    assert!(
        theirs.all().is_empty(),
        "another company's webhook got nothing"
    );
    let listed = deliveries(&app, &owner).await;
    let events: Vec<&Value> = listed.iter().map(|d| &d["event"]).collect();
    assert_eq!(
        events,
        [
            "interview.scheduled",
            "interview.scheduled",
            "interview.scheduled",
            "message.created",
            "message.created",
            "application.created"
        ]
    );
    assert!(listed.iter().all(|d| d["applicationId"] == application));
}

#[tokio::test]
async fn a_delivery_refused_for_a_day_is_kept_failed_and_sent_again_on_request() {
    let app = spawn_app().await;
    let (owner, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let port = listener.local_addr().expect("address").port();
    let inbox = inbox_answering(500);
    start_receiver(listener, inbox.clone()).await;
    register(&app, &owner, &format!("http://127.0.0.1:{port}/hook")).await;
    let lea = candidate(&app, "lea@exemple.fr").await;
    let application = apply(&app, &lea, offer).await;
    tried(&app, application, 1).await;
    // A day later, the last try fails too.
    sqlx::query("UPDATE webhook_deliveries SET retry_until = now() + interval '1 second'")
        .execute(&app.pool)
        .await
        .expect("a day passes");
    time_passes(&app).await;
    tried(&app, application, 2).await;
    let listed = deliveries(&app, &owner).await;
    assert_eq!(listed[0]["status"], "FAILED", "{listed:?}");
    assert_eq!(listed[0]["lastStatus"], 500);
    assert_eq!(listed[0]["lastError"], "Réponse HTTP 500");
    assert!(listed[0]["nextAttemptAt"].is_null());
    assert_eq!(inbox.all().len(), 2);

    // The ATS is mended; the owner sends it again.
    *inbox.status.lock().expect("status") = 204;
    let id = listed[0]["id"].as_i64().expect("id");
    let again = app
        .graphql_as(&owner, SEND_AGAIN, json!({ "id": id }))
        .await;
    assert_eq!(again["data"]["sendWebhookAgain"], true, "{again}");
    inbox.wait_for(3).await;
    tried(&app, application, 3).await;
    assert_eq!(deliveries(&app, &owner).await[0]["status"], "DELIVERED");
    // Another company's owner cannot ask for it.
    let other = app.company("rh@autre.fr", "Autre Atelier").await;
    let theirs = app
        .graphql_as(&other, SEND_AGAIN, json!({ "id": id }))
        .await;
    assert_eq!(first_error(&theirs).1, "NOT_FOUND", "{theirs}");
}

#[tokio::test]
async fn tests_and_sends_again_are_twenty_an_hour_even_twenty_five_at_once() {
    let app = spawn_app().await;
    let (owner, _) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    // Nothing listens there: the pings wait for their retry, which is all this counts.
    register(&app, &owner, "http://127.0.0.1:9/hook").await;
    let answers = join_all((0..25).map(|_| app.graphql_as(&owner, PING, json!({})))).await;
    let sent = answers
        .iter()
        .filter(|a| a["data"]["sendTestWebhook"].is_i64())
        .count();
    let refused: Vec<_> = answers
        .iter()
        .filter(|a| a.get("errors").is_some())
        .map(first_error)
        .collect();
    assert_eq!(sent, 20, "{answers:?}");
    assert_eq!(refused.len(), 5);
    assert!(refused.iter().all(|(message, code)| code == "RATE_LIMITED"
        && message == ensemblier::ats::webhook::TOO_MANY_REQUESTS));
}

#[tokio::test]
async fn only_owners_manage_integrations_and_addresses_are_checked() {
    let app = spawn_app().await;
    let (owner, _) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let recruiter = recruiter_joins(&app, &owner, "studio@atelier.fr").await;
    for operation in [INTEGRATIONS, PING, CREATE_TOKEN, REVOKE_TOKEN] {
        let answer = app.graphql_as(&recruiter, operation, json!({})).await;
        assert_eq!(first_error(&answer).1, "FORBIDDEN", "{operation}: {answer}");
    }
    let answer = app
        .graphql_as(
            &recruiter,
            SET,
            json!({ "url": "https://ats.example.com/hook" }),
        )
        .await;
    assert_eq!(first_error(&answer).1, "FORBIDDEN");

    for (url, message) in [
        (
            "ftp://ats.example.com/hook",
            ensemblier::ats::address::NOT_HTTPS,
        ),
        ("ats.example.com", ensemblier::ats::address::NOT_A_URL),
        (
            "http://nom-inconnu.invalid/hook",
            ensemblier::ats::address::UNKNOWN_HOST,
        ),
    ] {
        let answer = app.graphql_as(&owner, SET, json!({ "url": url })).await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), "INVALID_URL".to_owned()),
            "{url}"
        );
    }
    let long = format!("https://ats.example.com/{}", "a".repeat(500));
    let answer = app.graphql_as(&owner, SET, json!({ "url": long })).await;
    assert_eq!(first_error(&answer).1, "TOO_LONG");

    // Each change is in the team's log.
    register(&app, &owner, "http://127.0.0.1:9/hook").await;
    app.graphql_as(
        &owner,
        "mutation { replaceWebhookSecret { secret } }",
        json!({}),
    )
    .await;
    app.graphql_as(&owner, "mutation { removeWebhook }", json!({}))
        .await;
    app.graphql_as(&owner, CREATE_TOKEN, json!({})).await;
    let log = app
        .graphql_as(
            &owner,
            "{ myTeam { log { action subjectEmail } } }",
            json!({}),
        )
        .await;
    let actions: Vec<&str> = log["data"]["myTeam"]["log"]
        .as_array()
        .expect("the log")
        .iter()
        .filter_map(|e| e["action"].as_str())
        .take(4)
        .collect();
    assert_eq!(
        actions,
        [
            "api_token.create",
            "webhook.remove",
            "webhook.secret",
            "webhook.set"
        ]
    );
}

#[tokio::test]
async fn outside_development_only_https_to_a_public_address() {
    let app =
        crate::support::helpers::spawn_app_with(|settings| settings.development = false).await;
    let (owner, _) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    for (url, message) in [
        (
            "http://ats.example.com/hook",
            ensemblier::ats::address::NOT_HTTPS,
        ),
        (
            "https://127.0.0.1/hook",
            ensemblier::ats::address::NOT_PUBLIC,
        ),
        (
            "https://localhost/hook",
            ensemblier::ats::address::NOT_PUBLIC,
        ),
        ("https://[::1]/hook", ensemblier::ats::address::NOT_PUBLIC),
        (
            "https://10.0.0.7/hook",
            ensemblier::ats::address::NOT_PUBLIC,
        ),
        (
            "https://169.254.169.254/latest",
            ensemblier::ats::address::NOT_PUBLIC,
        ),
    ] {
        let answer = app.graphql_as(&owner, SET, json!({ "url": url })).await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), "INVALID_URL".to_owned()),
            "{url}"
        );
    }
}

pub(crate) async fn api(app: &TestApp, token: Option<&str>, path: &str) -> reqwest::Response {
    let mut request = app.client.get(format!("{}{path}", app.address));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("an API request")
}

pub(crate) async fn new_token(app: &TestApp, owner: &str) -> String {
    let answer = app.graphql_as(owner, CREATE_TOKEN, json!({})).await;
    answer["data"]["createApiToken"]
        .as_str()
        .unwrap_or_else(|| panic!("a token: {answer}"))
        .to_owned()
}

#[tokio::test]
async fn the_api_token_reads_the_companys_offers_and_applications_only() {
    let app = spawn_app().await;
    let (owner, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (other_owner, other_offer) = company_with_offer(&app, "rh@autre.fr", "Autre Atelier").await;
    let lea = candidate(&app, "lea@exemple.fr").await;
    let mine = apply(&app, &lea, offer).await;
    let theirs = apply(&app, &lea, other_offer).await;
    let token = new_token(&app, &owner).await;
    assert!(token.starts_with("ens_"));
    new_token(&app, &other_owner).await;

    let offers: Value = api(&app, Some(&token), "/api/v1/offers")
        .await
        .json()
        .await
        .expect("JSON");
    let ids: Vec<&Value> = offers["data"]
        .as_array()
        .expect("data")
        .iter()
        .map(|o| &o["id"])
        .collect();
    assert_eq!(ids, [&json!(offer)]);
    assert_eq!(offers["data"][0]["status"], "published");
    assert_eq!(offers["data"][0]["applications"], 1);
    assert!(offers["next"].is_null());

    let response = api(&app, Some(&token), "/api/v1/applications").await;
    assert_eq!(response.status(), 200);
    let applications: Value = response.json().await.expect("JSON");
    assert_eq!(applications["data"].as_array().expect("data").len(), 1);
    assert_eq!(applications["data"][0]["id"], mine);
    assert_eq!(applications["data"][0]["candidate"]["name"], "Léa Martin");
    let letter = applications["data"][0]["documents"]["coverLetter"]
        .as_str()
        .expect("a link");
    let letter = letter.strip_prefix("http://localhost:8080").expect("local");
    assert_eq!(app.get(letter).await.status(), 200);
    let filtered: Value = api(
        &app,
        Some(&token),
        &format!("/api/v1/applications?offer={offer}&after={mine}"),
    )
    .await
    .json()
    .await
    .expect("JSON");
    assert_eq!(filtered["data"], json!([]));
    assert_eq!(
        api(&app, Some(&token), &format!("/api/v1/applications/{mine}"))
            .await
            .status(),
        200
    );
    assert_eq!(
        api(
            &app,
            Some(&token),
            &format!("/api/v1/applications/{theirs}")
        )
        .await
        .status(),
        404
    );
    // The thread of an application (issue 53): the company's only.
    for (who, body) in [
        (&owner, "Bonjour Léa, êtes-vous disponible ?"),
        (&lea, "Oui, jeudi."),
    ] {
        let sent = app
            .graphql_as(
                who,
                "mutation ($a: ID!, $b: String!) { sendApplicationMessage(input: {application: $a, body: $b}) { message { body } } }",
                json!({ "a": mine.to_string(), "b": body }),
            )
            .await;
        assert!(sent.get("errors").is_none(), "{sent}");
    }
    let thread: Value = api(
        &app,
        Some(&token),
        &format!("/api/v1/applications/{mine}/messages"),
    )
    .await
    .json()
    .await
    .expect("JSON");
    assert_eq!(thread["data"][0]["from"], "company", "{thread}");
    assert_eq!(thread["data"][0]["author"], "Claire, Atelier Dubois");
    assert_eq!(thread["data"][1]["from"], "candidate");
    assert_eq!(thread["data"][1]["body"], "Oui, jeudi.");
    assert!(thread["next"].is_null());
    assert_eq!(
        api(
            &app,
            Some(&token),
            &format!("/api/v1/applications/{theirs}/messages")
        )
        .await
        .status(),
        404
    );
    let bad = api(&app, Some(&token), "/api/v1/applications?after=x").await;
    assert_eq!(bad.status(), 422);
    // A repeated parameter: refused in French, as JSON (issue 59; axum answered in English).
    let twice = api(&app, Some(&token), "/api/v1/applications?after=1&after=2").await;
    assert_eq!(twice.status(), 422);
    let body: Value = twice.json().await.expect("a JSON refusal");
    assert_eq!(body["error"], ensemblier::http::query::UNREADABLE);
    assert_eq!(body["code"], "BAD_REQUEST");

    // No token, a wrong one, or a revoked one: 401, asking for a bearer token.
    for token in [None, Some("ens_nope"), Some("n'importe quoi")] {
        let response = api(&app, token, "/api/v1/offers").await;
        assert_eq!(response.status(), 401, "{token:?}");
        assert_eq!(response.headers()["www-authenticate"], "Bearer");
    }
    let info = app.graphql_as(&owner, INTEGRATIONS, json!({})).await;
    let prefix = info["data"]["myIntegrations"]["apiToken"]["prefix"]
        .as_str()
        .expect("prefix");
    assert!(token.starts_with(prefix) && prefix.len() == 8, "{prefix}");
    assert!(info["data"]["myIntegrations"]["apiToken"]["lastUsedAt"].is_string());
    app.graphql_as(&owner, REVOKE_TOKEN, json!({})).await;
    assert_eq!(
        api(&app, Some(&token), "/api/v1/offers").await.status(),
        401
    );
}

#[tokio::test]
async fn a_token_gets_150_requests_a_minute_then_429_with_retry_after_even_at_once() {
    let app = spawn_app().await;
    let (owner, _) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let token = new_token(&app, &owner).await;
    // The burst stays within one minute of the clock.
    let second = chrono::Utc::now().timestamp() % 60;
    if second > 45 {
        tokio::time::sleep(Duration::from_secs(61 - second as u64)).await;
    }
    let responses = join_all((0..170).map(|_| api(&app, Some(&token), "/api/v1/offers"))).await;
    let ok = responses.iter().filter(|r| r.status() == 200).count();
    let throttled: Vec<_> = responses.iter().filter(|r| r.status() == 429).collect();
    assert_eq!((ok, throttled.len()), (150, 20));
    for response in throttled {
        let wait: u32 = response.headers()["retry-after"]
            .to_str()
            .expect("ascii")
            .parse()
            .expect("seconds");
        assert!((1..=60).contains(&wait), "{wait}");
    }
}
