//! A fake of Google's token endpoint and Indexing API speaking their protocol, for the tests
//! (Google is out of reach): `POST /token` checks the service account's RS256 assertion
//! (issuer, audience, scope, an hour at most) with the account's public key and answers an
//! access token; `POST /batch` takes up to 100 `urlNotifications:publish` calls in
//! `multipart/mixed` and answers each in its part, as Google does:
//!
//! | call | answer |
//! |---|---|
//! | no or another bearer token | `401 UNAUTHENTICATED` for the whole batch |
//! | over 100 parts, not multipart | `400` for the whole batch |
//! | a URL outside the verified site | `403 PERMISSION_DENIED` (« Failed to verify the URL ownership. ») |
//! | a type other than `URL_UPDATED`, `URL_DELETED` | `400 INVALID_ARGUMENT` |
//! | past the day's quota | `429 RESOURCE_EXHAUSTED` |
//! | [`FakeGoogle::fail_next`] | `503 UNAVAILABLE` for the whole batch |
//! | any other | `200` with its `urlNotificationMetadata` |

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc, Mutex,
};

use axum::{
    extract::State,
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::post,
    Form, Json, Router,
};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use serde_json::json;

use super::{
    batch,
    client::{Kind, Notification, BATCH_MAX, JWT_GRANT, PUBLISH, SCOPE},
};

#[derive(Clone)]
pub struct FakeGoogle {
    inner: Arc<Inner>,
}

struct Inner {
    public_key: DecodingKey,
    client_email: String,
    /// The site the account verified in Search Console (`https://ensemblier.fr/`).
    site: String,
    quota: u32,
    /// Set once served: the token endpoint's own URL, the assertion's audience.
    token_uri: Mutex<String>,
    token: String,
    fail_next: AtomicBool,
    received: Mutex<Vec<Notification>>,
    tokens_issued: Mutex<u32>,
}

#[derive(Deserialize)]
struct TokenForm {
    grant_type: String,
    assertion: String,
}

#[derive(Deserialize)]
struct Assertion {
    iss: String,
    scope: String,
    iat: i64,
    exp: i64,
}

impl FakeGoogle {
    /// The account `client_email` with its RSA `public_key_pem`, which verified `site`, with
    /// `quota` publish calls (the fake's day never ends).
    pub fn new(public_key_pem: &str, client_email: &str, site: &str, quota: u32) -> Self {
        Self {
            inner: Arc::new(Inner {
                public_key: DecodingKey::from_rsa_pem(public_key_pem.as_bytes())
                    .expect("an RSA public key"),
                client_email: client_email.to_owned(),
                site: site.to_owned(),
                quota,
                token_uri: Mutex::default(),
                token: format!("ya29.fake-{}", uuid::Uuid::new_v4().simple()),
                fail_next: AtomicBool::new(false),
                received: Mutex::default(),
                tokens_issued: Mutex::new(0),
            }),
        }
    }

    /// Serves it on a free local port; its base URL (the token endpoint is `{base}/token`).
    pub async fn start(&self) -> std::io::Result<String> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let base = format!("http://{}", listener.local_addr()?);
        *self.inner.token_uri.lock().expect("lock") = format!("{base}/token");
        let router = Router::new()
            .route("/token", post(token))
            .route("/batch", post(publish_batch))
            .with_state(self.clone());
        tokio::spawn(async move { axum::serve(listener, router).await });
        Ok(base)
    }

    /// The next batch is answered `503` as a whole.
    pub fn fail_next(&self) {
        self.inner.fail_next.store(true, Ordering::SeqCst);
    }

    /// Every call accepted (answered `200`), in order.
    pub fn received(&self) -> Vec<Notification> {
        self.inner.received.lock().expect("lock").clone()
    }

    pub fn tokens_issued(&self) -> u32 {
        *self.inner.tokens_issued.lock().expect("lock")
    }
}

fn error(status: StatusCode, google_status: &str, message: &str) -> Response {
    (
        status,
        Json(json!({ "error": { "code": status.as_u16(), "message": message, "status": google_status } })),
    )
        .into_response()
}

async fn token(State(fake): State<FakeGoogle>, Form(form): Form<TokenForm>) -> Response {
    let invalid = |description: &str| {
        (
            StatusCode::BAD_REQUEST,
            Json(json!({ "error": "invalid_grant", "error_description": description })),
        )
            .into_response()
    };
    if form.grant_type != JWT_GRANT {
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({ "error": "unsupported_grant_type", "error_description": "Invalid grant_type: " })),
        )
            .into_response();
    }
    let inner = &fake.inner;
    let mut validation = Validation::new(Algorithm::RS256);
    validation.set_audience(&[inner.token_uri.lock().expect("lock").clone()]);
    validation.set_required_spec_claims(&["exp", "iat", "aud", "iss"]);
    let Ok(data) =
        jsonwebtoken::decode::<Assertion>(&form.assertion, &inner.public_key, &validation)
    else {
        return invalid("Invalid JWT Signature.");
    };
    let claims = data.claims;
    if claims.iss != inner.client_email {
        return invalid("Invalid JWT: Failed audience check.");
    }
    if claims.exp - claims.iat > 3600 {
        return invalid("Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.");
    }
    if !claims.scope.split(' ').any(|s| s == SCOPE) {
        return invalid("Invalid OAuth scope or ID token audience provided.");
    }
    *inner.tokens_issued.lock().expect("lock") += 1;
    Json(json!({ "access_token": inner.token, "expires_in": 3599, "token_type": "Bearer" }))
        .into_response()
}

async fn publish_batch(
    State(fake): State<FakeGoogle>,
    headers: HeaderMap,
    body: String,
) -> Response {
    let inner = &fake.inner;
    let bearer = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    if bearer != Some(inner.token.as_str()) {
        return error(
            StatusCode::UNAUTHORIZED,
            "UNAUTHENTICATED",
            "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        );
    }
    if inner.fail_next.swap(false, Ordering::SeqCst) {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            "UNAVAILABLE",
            "The service is currently unavailable.",
        );
    }
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let Some(parts) = batch::boundary(content_type).and_then(|b| batch::read(b, &body, BATCH_MAX))
    else {
        return error(
            StatusCode::BAD_REQUEST,
            "INVALID_ARGUMENT",
            "Failed to parse batch request, or a batch of over 100 calls.",
        );
    };
    let answers: Vec<(String, String, String)> = parts
        .iter()
        .map(|part| {
            let id = batch::response_id(part.content_id.as_deref().unwrap_or_default());
            let (status, json) = call(inner, part);
            (id, status, json.to_string())
        })
        .collect();
    let boundary = format!("batch_{}", uuid::Uuid::new_v4().simple());
    (
        [(
            header::CONTENT_TYPE,
            format!("multipart/mixed; boundary={boundary}"),
        )],
        batch::write(&boundary, &answers),
    )
        .into_response()
}

/// One `publish` call of a batch: its answer's first line and body.
fn call(inner: &Inner, part: &batch::Part) -> (String, serde_json::Value) {
    let failure = |code: u16, reason: &str, status: &str, message: &str| {
        (
            format!("HTTP/1.1 {code} {reason}"),
            json!({ "error": { "code": code, "message": message, "status": status } }),
        )
    };
    if !part.start.starts_with(PUBLISH) {
        return failure(404, "Not Found", "NOT_FOUND", "Not found.");
    }
    let notification: Notification = match serde_json::from_str(&part.body) {
        Ok(n) => n,
        Err(_) => {
            return failure(
                400,
                "Bad Request",
                "INVALID_ARGUMENT",
                "Invalid value at 'url_notification.type'.",
            )
        }
    };
    if !notification.url.starts_with(&inner.site) {
        return failure(
            403,
            "Forbidden",
            "PERMISSION_DENIED",
            "Permission denied. Failed to verify the URL ownership.",
        );
    }
    let mut received = inner.received.lock().expect("lock");
    if received.len() >= inner.quota as usize {
        return failure(
            429,
            "Too Many Requests",
            "RESOURCE_EXHAUSTED",
            "Quota exceeded for quota metric 'Publish requests' and limit 'Publish requests per day' of service 'indexing.googleapis.com'.",
        );
    }
    received.push(notification.clone());
    let update = json!({
        "url": notification.url,
        "type": notification.kind.as_str(),
        "notifyTime": chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
    });
    let latest = match notification.kind {
        Kind::UrlUpdated => "latestUpdate",
        Kind::UrlDeleted => "latestRemove",
    };
    (
        "HTTP/1.1 200 OK".to_owned(),
        json!({ "urlNotificationMetadata": { "url": notification.url, latest: update } }),
    )
}
