//! The client of La bonne alternance's offer-publishing API, as the API's own published code
//! says (`mission-apprentissage/api-apprentissage`: `sdk/src/routes/jobs/job.routes.ts`,
//! `job.routes.openapi.ts`, `sdk/src/models/job/job.model.openapi.ts`,
//! `job.publishing.model.openapi.ts`, `server/src/server/routes/job/job.routes.ts`):
//!
//! | call | route | answer |
//! |---|---|---|
//! | create | `POST /job/v1/offer`, a `JobOfferWrite` | `200 {"id"}` |
//! | update, withdraw | `PUT /job/v1/offer/{id}`, a `JobOfferWrite` (`offer.status` `Cancelled` withdraws) | `204` |
//! | its state | `GET /job/v1/offer/{id}/publishing-informations` | `200 {"publishing": {"status", "error"?: {"code", "label"}}}` |
//!
//! Every call carries `Authorization: Bearer <API key>`; the writes need the key's
//! `jobs:write` habilitation. Errors are the API's `{statusCode, name, message, data?}` (a
//! `400` holds `data.validationError`); `429` (30 writes a minute) says `Retry-After`.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::config::LaBonneAlternanceSettings;

/// `POST`.
pub const CREATE: &str = "/job/v1/offer";
/// An answer is a few hundred bytes; a 400's validation body a few KB.
const MAX_BODY: usize = 256 * 1024;
/// Without `Retry-After`, a 429 waits the API's window: a minute.
const DEFAULT_RETRY_AFTER: Duration = Duration::from_secs(60);

/// `JobOfferWrite`, field for field (`job.model.openapi.ts`, `offerWriteSchema`). Only the
/// fields we fill are written; the API defaults the others.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JobOfferWrite {
    pub identifier: Identifier,
    pub workplace: Workplace,
    pub apply: Apply,
    pub contract: Contract,
    pub offer: OfferPart,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Identifier {
    /// Our offer's id: how the service tells our offers apart.
    pub partner_job_id: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Workplace {
    /// `^\d{14}$`, required: the verified employer's SIRET.
    pub siret: String,
    pub name: Option<String>,
    pub website: Option<String>,
    pub location: Option<Location>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Location {
    pub address: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Apply {
    /// Where a candidate applies: the offer's page on our site.
    pub url: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Contract {
    /// An ISO date-time.
    pub start: Option<String>,
    /// In months.
    pub duration: Option<i32>,
    /// `Apprentissage` or `Professionnalisation`.
    #[serde(rename = "type")]
    pub kind: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OfferPart {
    /// At least 3 characters.
    pub title: String,
    /// At least 30 characters.
    pub description: String,
    pub target_diploma: Option<TargetDiploma>,
    pub publication: Publication,
    pub opening_count: i32,
    pub multicast: bool,
    /// `Active` (the only one at creation), `Filled` or `Cancelled`.
    pub status: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetDiploma {
    /// The European level, `"3"` to `"7"`.
    pub european: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Publication {
    pub creation: Option<String>,
    pub expiration: Option<String>,
}

/// `POST /job/v1/offer`'s answer.
#[derive(Serialize, Deserialize)]
pub struct Created {
    pub id: String,
}

/// `JobOfferPublishing`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Publishing {
    pub publishing: PublishingState,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishingState {
    /// `WILL_BE_PUBLISHED`, `PUBLISHED` or `WILL_NOT_BE_PUBLISHED`.
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<PublishingError>,
}

/// Why it will not publish: a code that "will not change" (`CLOSED_COMPANY`, `DUPLICATE`,
/// `STAGE`, `EXPIRED`, `CFA`, `ROME_BLACKLISTED`, `WRONG_DATA`, `NON_DIFFUSIBLE`) and a label.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishingError {
    pub code: String,
    pub label: String,
}

pub const PUBLISHING_STATUSES: [&str; 3] =
    ["WILL_BE_PUBLISHED", "PUBLISHED", "WILL_NOT_BE_PUBLISHED"];

/// The API's error body (`IResError`).
#[derive(Deserialize)]
struct ErrorBody {
    #[serde(default)]
    message: String,
    #[serde(default)]
    data: Option<serde_json::Value>,
}

/// Why a call did not do what was asked.
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    /// `400` (the body did not validate) or `403` (the key lacks `jobs:write`): refused as
    /// sent; the status and the API's message.
    Refused(u16, String),
    /// `401`: the key is not one; every call would be too.
    Unauthorized(String),
    /// `404`: no such offer there.
    NotFound,
    /// `429`: wait this long.
    RateLimited(Duration),
    /// `5xx`, a timeout, no answer, not its protocol: try later. The status, if any.
    Failed(Option<u16>, String),
}

impl Failure {
    pub fn status(&self) -> Option<u16> {
        match self {
            Self::Refused(status, _) => Some(*status),
            Self::Unauthorized(_) => Some(401),
            Self::NotFound => Some(404),
            Self::RateLimited(_) => Some(429),
            Self::Failed(status, _) => *status,
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Refused(status, why) => write!(f, "{status}: {why}"),
            Self::Unauthorized(why) => write!(f, "401: {why}"),
            Self::NotFound => write!(f, "404: not there"),
            Self::RateLimited(wait) => write!(f, "429: retry after {} s", wait.as_secs()),
            Self::Failed(Some(status), why) => write!(f, "{status}: {why}"),
            Self::Failed(None, why) => write!(f, "{why}"),
        }
    }
}

#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    settings: LaBonneAlternanceSettings,
}

impl Client {
    pub fn new(settings: &LaBonneAlternanceSettings) -> anyhow::Result<Self> {
        // The API's own gateway gives up after 10 s.
        Self::with_timeout(settings, Duration::from_secs(15))
    }

    /// With another answer timeout (a test's).
    pub fn with_timeout(
        settings: &LaBonneAlternanceSettings,
        timeout: Duration,
    ) -> anyhow::Result<Self> {
        Ok(Self {
            http: reqwest::Client::builder()
                .connect_timeout(Duration::from_secs(5))
                .timeout(timeout)
                .user_agent(concat!("ensemblier/", env!("CARGO_PKG_VERSION")))
                .build()?,
            settings: settings.clone(),
        })
    }

    /// `POST /job/v1/offer`: the service's id of the new offer.
    pub async fn create(&self, offer: &JobOfferWrite) -> Result<String, Failure> {
        let request = self
            .http
            .post(format!("{}{CREATE}", self.settings.api_url))
            .json(offer);
        let body = self.send(request, 200).await?;
        serde_json::from_str::<Created>(&body)
            .map(|created| created.id)
            .map_err(|e| Failure::Failed(Some(200), format!("not its protocol: {e}")))
    }

    /// `PUT /job/v1/offer/{id}`: updates it, or withdraws it (`offer.status` `Cancelled`).
    pub async fn update(&self, id: &str, offer: &JobOfferWrite) -> Result<(), Failure> {
        let request = self
            .http
            .put(format!("{}{CREATE}/{}", self.settings.api_url, encode(id)))
            .json(offer);
        self.send(request, 204).await.map(drop)
    }

    /// `GET /job/v1/offer/{id}/publishing-informations`.
    pub async fn publishing(&self, id: &str) -> Result<PublishingState, Failure> {
        let request = self.http.get(format!(
            "{}{CREATE}/{}/publishing-informations",
            self.settings.api_url,
            encode(id)
        ));
        let body = self.send(request, 200).await?;
        serde_json::from_str::<Publishing>(&body)
            .ok()
            .map(|p| p.publishing)
            .filter(|p| PUBLISHING_STATUSES.contains(&p.status.as_str()))
            .ok_or_else(|| Failure::Failed(Some(200), "not its protocol".to_owned()))
    }

    async fn send(
        &self,
        request: reqwest::RequestBuilder,
        expected: u16,
    ) -> Result<String, Failure> {
        let response = request
            .bearer_auth(&self.settings.api_key)
            .send()
            .await
            .map_err(|e| {
                Failure::Failed(
                    None,
                    if e.is_timeout() {
                        "no answer in time".to_owned()
                    } else {
                        format!("unreachable: {e}")
                    },
                )
            })?;
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(|s| Duration::from_secs(s.clamp(1, 3600)));
        let body = bounded(response)
            .await
            .map_err(|why| Failure::Failed(Some(status), why))?;
        if status == expected {
            return Ok(body);
        }
        Err(match status {
            400 | 403 => Failure::Refused(status, error_text(&body)),
            401 => Failure::Unauthorized(error_text(&body)),
            404 => Failure::NotFound,
            429 => Failure::RateLimited(retry_after.unwrap_or(DEFAULT_RETRY_AFTER)),
            _ => Failure::Failed(Some(status), error_text(&body)),
        })
    }
}

/// An id in a path segment: its characters other than letters, digits, `-` and `_` escaped.
fn encode(id: &str) -> String {
    id.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The API's message and validation details, else the body's start.
fn error_text(body: &str) -> String {
    let text = match serde_json::from_str::<ErrorBody>(body) {
        Ok(ErrorBody {
            message,
            data: Some(data),
        }) => format!("{message} {data}"),
        Ok(ErrorBody {
            message,
            data: None,
        }) => message,
        Err(_) => body.to_owned(),
    };
    text.chars().take(400).collect()
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
