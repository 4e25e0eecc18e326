//! A fake of La bonne alternance's offer-publishing API speaking its protocol (the service is
//! out of reach here), for the tests and a development server (mounted at
//! `/api/dev/la-bonne-alternance`, never outside development). Its answers are the API's
//! (`server/src/server/routes/job/job.routes.ts`, `job.route.test.ts`, `errorMiddleware.ts`):
//!
//! | call | answer |
//! |---|---|
//! | no `Authorization` | `401` « Vous devez fournir une clé d'API valide pour accéder à cette ressource » |
//! | another key | `401` « Impossible de déchiffrer la clé d'API » |
//! | a write with a key without `jobs:write` | `403` « Vous n'êtes pas autorisé à accéder à cette ressource » |
//! | a body that does not validate (SIRET, title, description, status, contract type, level) | `400` « Request validation failed » with `data.validationError` |
//! | over 30 writes in a minute | `429` with `Retry-After` |
//! | `PUT` or `GET` of an id it does not hold | `404` |
//! | [`FakeLba::fail_next`] | that status (`5xx`), or no answer in time |
//! | `POST /job/v1/offer` | `200 {"id"}` (a 24-hex id) |
//! | `PUT /job/v1/offer/{id}` | `204` |
//! | `GET /job/v1/offer/{id}/publishing-informations` | `200 {"publishing": {"status", "error"?}}` |
//!
//! An offer is `PUBLISHED` at once, `WILL_NOT_BE_PUBLISHED` with `DUPLICATE` when another
//! active offer of the same SIRET has the same title, or with the code [`FakeLba::refuse`]
//! gave it; `WILL_BE_PUBLISHED` while [`FakeLba::hold`] holds them.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::{get, post, put},
    Json, Router,
};
use serde_json::{json, Value};

use super::client::{JobOfferWrite, PublishingError, PublishingState};

/// The API's rate of writes per key: 30 a minute.
const WRITES_PER_MINUTE: usize = 30;

/// What the next call is answered instead of its answer.
#[derive(Clone, Copy, Debug)]
pub enum Scripted {
    /// This status (`500`, `502`, `503`…), the API's body.
    Status(u16),
    /// `429` with `Retry-After` this many seconds.
    RateLimited(u64),
    /// No answer for this long, then a `504`.
    Slow(Duration),
}

/// One offer it holds.
#[derive(Clone, Debug)]
pub struct Held {
    pub id: String,
    pub body: JobOfferWrite,
    pub publishing: PublishingState,
}

#[derive(Clone, Default)]
pub struct FakeLba {
    inner: Arc<Mutex<Inner>>,
}

#[derive(Default)]
struct Inner {
    key: String,
    read_only_key: Option<String>,
    offers: Vec<Held>,
    refusals: HashMap<String, String>,
    hold: bool,
    scripted: VecDeque<Scripted>,
    writes: VecDeque<Instant>,
    /// Every write accepted: `POST` or `PUT`, the id, the body.
    received: Vec<(&'static str, String, JobOfferWrite)>,
}

impl FakeLba {
    /// Takes `key` as a key with `jobs:write`.
    pub fn new(key: &str) -> Self {
        let fake = Self::default();
        fake.lock().key = key.to_owned();
        fake
    }

    /// Also takes `key`, a key without `jobs:write` (its writes are `403`).
    pub fn with_read_only_key(self, key: &str) -> Self {
        self.lock().read_only_key = Some(key.to_owned());
        self
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().expect("lock")
    }

    pub fn router(&self) -> Router {
        Router::new()
            .route("/job/v1/offer", post(create))
            .route("/job/v1/offer/{id}", put(update))
            .route(
                "/job/v1/offer/{id}/publishing-informations",
                get(publishing),
            )
            .with_state(self.clone())
    }

    /// Serves it on a free local port; its base URL (the `LBA_API_URL`).
    pub async fn start(&self) -> std::io::Result<String> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let base = format!("http://{}", listener.local_addr()?);
        let router = self.router();
        tokio::spawn(async move { axum::serve(listener, router).await });
        Ok(base)
    }

    /// The next call (after those already scripted) is answered so.
    pub fn fail_next(&self, answer: Scripted) {
        self.lock().scripted.push_back(answer);
    }

    /// The offer `partner_job_id` will not be published, for the stable reason `code`.
    pub fn refuse(&self, partner_job_id: &str, code: &str) {
        let mut inner = self.lock();
        inner
            .refusals
            .insert(partner_job_id.to_owned(), code.to_owned());
        let error = refusal(code);
        for held in inner
            .offers
            .iter_mut()
            .filter(|h| h.body.identifier.partner_job_id == partner_job_id)
        {
            held.publishing = error.clone();
        }
    }

    /// New offers wait (`WILL_BE_PUBLISHED`) while `hold` is true; false publishes them.
    pub fn hold(&self, hold: bool) {
        let mut inner = self.lock();
        inner.hold = hold;
        if !hold {
            for held in inner
                .offers
                .iter_mut()
                .filter(|h| h.publishing.status == "WILL_BE_PUBLISHED")
            {
                held.publishing = published();
            }
        }
    }

    /// Every write it accepted, in order: `POST` or `PUT`, the id, the body.
    pub fn received(&self) -> Vec<(&'static str, String, JobOfferWrite)> {
        self.lock().received.clone()
    }

    /// The offer it holds for our `partner_job_id`, if any.
    pub fn offer(&self, partner_job_id: &str) -> Option<Held> {
        self.lock()
            .offers
            .iter()
            .find(|h| h.body.identifier.partner_job_id == partner_job_id)
            .cloned()
    }
}

fn published() -> PublishingState {
    PublishingState {
        status: "PUBLISHED".to_owned(),
        error: None,
    }
}

fn refusal(code: &str) -> PublishingState {
    let label = match code {
        "CLOSED_COMPANY" => "L'entreprise est fermée",
        "DUPLICATE" => "L'offre est un doublon d'une offre existante",
        "EXPIRED" => "L'offre est expirée",
        "STAGE" => "L'offre est une offre de stage",
        "CFA" => "L'offre a été publiée par un CFA",
        "ROME_BLACKLISTED" => "Le métier de l'offre n'est pas diffusé",
        "NON_DIFFUSIBLE" => "L'entreprise n'est pas diffusible",
        _ => "Les données de l'offre sont incorrectes",
    };
    PublishingState {
        status: "WILL_NOT_BE_PUBLISHED".to_owned(),
        error: Some(PublishingError {
            code: code.to_owned(),
            label: label.to_owned(),
        }),
    }
}

fn error(status: StatusCode, message: &str) -> Response {
    (
        status,
        Json(json!({
            "statusCode": status.as_u16(),
            "name": status.canonical_reason().unwrap_or_default(),
            "message": message,
        })),
    )
        .into_response()
}

/// What every call checks first: the key, then what the test scripted, then the rate.
async fn gate(fake: &FakeLba, headers: &HeaderMap, write: bool) -> Option<Response> {
    let bearer = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.strip_prefix("Bearer ").unwrap_or(v).to_owned());
    let scripted = {
        let mut inner = fake.lock();
        let Some(bearer) = bearer else {
            return Some(error(
                StatusCode::UNAUTHORIZED,
                "Vous devez fournir une clé d'API valide pour accéder à cette ressource",
            ));
        };
        let read_only = inner.read_only_key.as_deref() == Some(bearer.as_str());
        if bearer != inner.key && !read_only {
            return Some(error(
                StatusCode::UNAUTHORIZED,
                "Impossible de déchiffrer la clé d'API",
            ));
        }
        if write && read_only {
            return Some(error(
                StatusCode::FORBIDDEN,
                "Vous n'êtes pas autorisé à accéder à cette ressource",
            ));
        }
        let scripted = inner.scripted.pop_front();
        if scripted.is_none() && write {
            let now = Instant::now();
            while inner
                .writes
                .front()
                .is_some_and(|at| now.duration_since(*at) > Duration::from_secs(60))
            {
                inner.writes.pop_front();
            }
            if inner.writes.len() >= WRITES_PER_MINUTE {
                return Some(rate_limited(60));
            }
            inner.writes.push_back(now);
        }
        scripted
    };
    match scripted? {
        Scripted::Status(code) => Some(error(
            StatusCode::from_u16(code).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            "The server was unable to complete your request",
        )),
        Scripted::RateLimited(seconds) => Some(rate_limited(seconds)),
        Scripted::Slow(wait) => {
            tokio::time::sleep(wait).await;
            Some(error(
                StatusCode::GATEWAY_TIMEOUT,
                "forwardApi.getResponse: timeout",
            ))
        }
    }
}

fn rate_limited(seconds: u64) -> Response {
    let mut response = (
        StatusCode::TOO_MANY_REQUESTS,
        Json(json!({
            "statusCode": 429,
            "error": "Too Many Requests",
            "message": format!("Quota dépassé : {WRITES_PER_MINUTE} requêtes par 1 minute. Voir https://api.apprentissage.beta.gouv.fr/api/documentation pour les limites par endpoint."),
        })),
    )
        .into_response();
    response.headers_mut().insert(
        header::RETRY_AFTER,
        seconds.to_string().parse().expect("a header"),
    );
    response
}

/// The body checked as `JobOfferWrite`'s schema says; the validation errors, if any.
fn invalid(issues: Vec<Value>) -> Response {
    (
        StatusCode::BAD_REQUEST,
        Json(json!({
            "statusCode": 400,
            "name": "Bad Request",
            "message": "Request validation failed",
            "data": { "validationError": issues },
        })),
    )
        .into_response()
}

fn validate(body: &[u8], creating: bool) -> Result<JobOfferWrite, Vec<Value>> {
    let issue = |path: &str, message: &str| json!({ "instancePath": path, "message": message });
    let value: Value = serde_json::from_slice(body).map_err(|_| vec![issue("", "Invalid JSON")])?;
    let mut issues = Vec::new();
    let text = |pointer: &str| value.pointer(pointer).and_then(Value::as_str);
    for required in ["/workplace", "/apply", "/offer"] {
        if !value.pointer(required).is_some_and(Value::is_object) {
            issues.push(issue(required, "Required"));
        }
    }
    let siret = text("/workplace/siret").unwrap_or_default();
    if siret.len() != 14 || !siret.bytes().all(|b| b.is_ascii_digit()) {
        issues.push(issue(
            "/workplace/siret",
            "Invalid string: must match pattern /^\\d{14}$/",
        ));
    }
    if text("/offer/title").unwrap_or_default().chars().count() < 3 {
        issues.push(issue(
            "/offer/title",
            "Too small: expected string to have >=3 characters",
        ));
    }
    if text("/offer/description")
        .unwrap_or_default()
        .chars()
        .count()
        < 30
    {
        issues.push(issue(
            "/offer/description",
            "Too small: expected string to have >=30 characters",
        ));
    }
    let status = text("/offer/status").unwrap_or("Active");
    if !["Active", "Filled", "Cancelled"].contains(&status) || (creating && status != "Active") {
        issues.push(issue(
            "/offer/status",
            "Invalid option: expected \"Active\"",
        ));
    }
    if let Some(kinds) = value.pointer("/contract/type").and_then(Value::as_array) {
        if kinds
            .iter()
            .any(|k| !matches!(k.as_str(), Some("Apprentissage" | "Professionnalisation")))
        {
            issues.push(issue("/contract/type", "Invalid option"));
        }
    }
    if let Some(level) = text("/offer/target_diploma/european") {
        if !["3", "4", "5", "6", "7"].contains(&level) {
            issues.push(issue("/offer/target_diploma/european", "Invalid option"));
        }
    }
    if !issues.is_empty() {
        return Err(issues);
    }
    serde_json::from_value(value).map_err(|e| vec![issue("", &e.to_string())])
}

/// Its publishing state: refused by the test, a duplicate, held, or published.
fn decide(inner: &Inner, id: &str, body: &JobOfferWrite) -> PublishingState {
    if body.offer.status != "Active" {
        return inner
            .offers
            .iter()
            .find(|h| h.id == id)
            .map_or_else(published, |h| h.publishing.clone());
    }
    if let Some(code) = inner.refusals.get(&body.identifier.partner_job_id) {
        return refusal(code);
    }
    let duplicate = inner.offers.iter().any(|h| {
        h.id != id
            && h.body.offer.status == "Active"
            && h.body.workplace.siret == body.workplace.siret
            && h.body.offer.title.trim().to_lowercase() == body.offer.title.trim().to_lowercase()
    });
    if duplicate {
        return refusal("DUPLICATE");
    }
    if inner.hold {
        return PublishingState {
            status: "WILL_BE_PUBLISHED".to_owned(),
            error: None,
        };
    }
    published()
}

async fn create(State(fake): State<FakeLba>, headers: HeaderMap, body: Bytes) -> Response {
    if let Some(refused) = gate(&fake, &headers, true).await {
        return refused;
    }
    let offer = match validate(&body, true) {
        Ok(offer) => offer,
        Err(issues) => return invalid(issues),
    };
    let id = uuid::Uuid::new_v4().simple().to_string()[..24].to_owned();
    let mut inner = fake.lock();
    let publishing = decide(&inner, &id, &offer);
    inner.received.push(("POST", id.clone(), offer.clone()));
    inner.offers.push(Held {
        id: id.clone(),
        body: offer,
        publishing,
    });
    Json(json!({ "id": id })).into_response()
}

async fn update(
    State(fake): State<FakeLba>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(refused) = gate(&fake, &headers, true).await {
        return refused;
    }
    let offer = match validate(&body, false) {
        Ok(offer) => offer,
        Err(issues) => return invalid(issues),
    };
    let mut inner = fake.lock();
    if !inner.offers.iter().any(|h| h.id == id) {
        return error(StatusCode::NOT_FOUND, "Offre non trouvée");
    }
    let publishing = decide(&inner, &id, &offer);
    inner.received.push(("PUT", id.clone(), offer.clone()));
    if let Some(held) = inner.offers.iter_mut().find(|h| h.id == id) {
        held.body = offer;
        held.publishing = publishing;
    }
    StatusCode::NO_CONTENT.into_response()
}

async fn publishing(
    State(fake): State<FakeLba>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    if let Some(refused) = gate(&fake, &headers, false).await {
        return refused;
    }
    let inner = fake.lock();
    match inner.offers.iter().find(|h| h.id == id) {
        Some(held) => Json(json!({ "publishing": held.publishing })).into_response(),
        None => error(StatusCode::NOT_FOUND, "Offre non trouvée"),
    }
}
