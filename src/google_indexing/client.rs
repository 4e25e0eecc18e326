//! The Indexing API's client: a service account's JWT exchanged for an access token
//! (OAuth 2.0 for server-to-server applications), then `urlNotifications:publish` calls, up to
//! [`BATCH_MAX`] in one `POST /batch`.

use std::time::Duration;

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::{Deserialize, Serialize};

use super::batch;
use crate::config::GoogleIndexingSettings;

/// The scope the access token is asked for.
pub const SCOPE: &str = "https://www.googleapis.com/auth/indexing";
/// The grant of a JWT bearer assertion (RFC 7523).
pub const JWT_GRANT: &str = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/// Google takes at most 100 calls in a batch.
pub const BATCH_MAX: usize = 100;
/// The inner call of every part.
pub const PUBLISH: &str = "POST /v3/urlNotifications:publish";
/// An answer of 100 parts is a few tens of KB.
const MAX_BODY: usize = 1024 * 1024;
/// A JWT assertion may live one hour at most.
const ASSERTION_SECONDS: i64 = 3600;

/// What Google is told of a URL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Kind {
    /// New or changed: crawl it.
    UrlUpdated,
    /// Gone: drop it.
    UrlDeleted,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::UrlUpdated => "URL_UPDATED",
            Self::UrlDeleted => "URL_DELETED",
        }
    }
}

/// The body of one `publish` call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notification {
    pub url: String,
    #[serde(rename = "type")]
    pub kind: Kind,
}

/// Google's answer to one call of a batch.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    Done,
    /// `429 RESOURCE_EXHAUSTED`: the day's quota is spent.
    QuotaExhausted,
    /// Refused for good as asked (`403` the site is not the account's, `400`…): the message.
    Refused(String),
    /// A passing failure (`5xx`, no answer for it): try later.
    Failed(String),
}

/// Google's error body, `{"error": {"code", "message", "status"}}`.
#[derive(Deserialize)]
struct ErrorBody {
    error: ErrorDetail,
}

#[derive(Deserialize)]
struct ErrorDetail {
    #[serde(default)]
    message: String,
    #[serde(default)]
    status: String,
}

#[derive(Serialize)]
struct Claims<'a> {
    iss: &'a str,
    scope: &'a str,
    aud: &'a str,
    iat: i64,
    exp: i64,
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
}

#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    settings: GoogleIndexingSettings,
    key: EncodingKey,
}

impl Client {
    pub fn new(settings: &GoogleIndexingSettings) -> anyhow::Result<Self> {
        Ok(Self {
            http: reqwest::Client::builder()
                .connect_timeout(Duration::from_secs(5))
                .timeout(Duration::from_secs(30))
                .user_agent(concat!("ensemblier/", env!("CARGO_PKG_VERSION")))
                .build()?,
            key: EncodingKey::from_rsa_pem(settings.private_key.as_bytes())?,
            settings: settings.clone(),
        })
    }

    pub fn daily_quota(&self) -> u32 {
        self.settings.daily_quota
    }

    /// An access token for [`SCOPE`], from a fresh assertion.
    pub async fn access_token(&self) -> Result<String, String> {
        let now = chrono::Utc::now().timestamp();
        let mut header = Header::new(Algorithm::RS256);
        header.kid = Some(self.settings.private_key_id.clone());
        let claims = Claims {
            iss: &self.settings.client_email,
            scope: SCOPE,
            aud: &self.settings.token_uri,
            iat: now,
            exp: now + ASSERTION_SECONDS,
        };
        let assertion =
            jsonwebtoken::encode(&header, &claims, &self.key).map_err(|e| format!("sign: {e}"))?;
        let response = self
            .http
            .post(&self.settings.token_uri)
            .form(&[("grant_type", JWT_GRANT), ("assertion", &assertion)])
            .send()
            .await
            .map_err(|e| format!("token: unreachable: {e}"))?;
        let status = response.status();
        let body = bounded(response).await?;
        if !status.is_success() {
            return Err(format!("token: answered {status}: {body}"));
        }
        serde_json::from_str::<TokenAnswer>(&body)
            .map(|answer| answer.access_token)
            .map_err(|e| format!("token: not its protocol: {e}"))
    }

    /// Sends `notifications` (at most [`BATCH_MAX`]) in one batch: an answer for each, in
    /// order, or why the whole batch failed.
    pub async fn publish(
        &self,
        token: &str,
        notifications: &[Notification],
    ) -> Result<Vec<Answer>, String> {
        assert!(notifications.len() <= BATCH_MAX, "a batch holds 100 calls");
        let boundary = format!("batch_{}", uuid::Uuid::new_v4().simple());
        let parts: Vec<(String, String, String)> = notifications
            .iter()
            .enumerate()
            .map(|(n, notification)| {
                let json = serde_json::to_string(notification).expect("a notification");
                (batch::request_id(n), PUBLISH.to_owned(), json)
            })
            .collect();
        let response = self
            .http
            .post(format!("{}/batch", self.settings.api_url))
            .bearer_auth(token)
            .header(
                reqwest::header::CONTENT_TYPE,
                format!("multipart/mixed; boundary={boundary}"),
            )
            .body(batch::write(&boundary, &parts))
            .send()
            .await
            .map_err(|e| format!("batch: unreachable: {e}"))?;
        let status = response.status();
        let content_type = response
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        let body = bounded(response).await?;
        if !status.is_success() {
            return Err(format!("batch: answered {status}: {}", error_text(&body)));
        }
        let answers = batch::boundary(&content_type)
            .and_then(|b| batch::read(b, &body, BATCH_MAX))
            .ok_or_else(|| format!("batch: not its protocol ({content_type})"))?;
        Ok(parts
            .iter()
            .map(|(id, _, _)| {
                let expected = batch::response_id(id);
                match answers
                    .iter()
                    .find(|a| a.content_id.as_deref() == Some(&expected))
                {
                    Some(part) => answer(&part.start, &part.body),
                    None => Answer::Failed("no answer for it in the batch".to_owned()),
                }
            })
            .collect())
    }
}

/// What one part's HTTP answer says.
fn answer(start: &str, body: &str) -> Answer {
    match batch::status(start) {
        Some(200..=299) => Answer::Done,
        Some(429) => Answer::QuotaExhausted,
        Some(code @ 400..=499) => Answer::Refused(format!("{code}: {}", error_text(body))),
        Some(code) => Answer::Failed(format!("{code}: {}", error_text(body))),
        None => Answer::Failed(format!("not an HTTP answer: {start}")),
    }
}

/// `STATUS: message` of Google's error body, else the body's start.
fn error_text(body: &str) -> String {
    match serde_json::from_str::<ErrorBody>(body) {
        Ok(ErrorBody { error }) => format!("{}: {}", error.status, error.message),
        Err(_) => body.chars().take(200).collect(),
    }
}

async fn bounded(mut response: reqwest::Response) -> Result<String, String> {
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| format!("cut: {e}"))? {
        body.extend_from_slice(&chunk);
        if body.len() > MAX_BODY {
            return Err(format!("answer over {MAX_BODY} bytes"));
        }
    }
    String::from_utf8(body).map_err(|_| "answer not in UTF-8".to_owned())
}
