//! The HTTP surface: `/api/*` (GraphQL and REST), `/healthz`, and the built UI with an
//! `index.html` fallback for client routes, all from one origin; and, on its own address,
//! `/metrics` (`metrics_router`).

use std::{path::Path, sync::Arc, time::Instant};

use axum::{
    extract::{DefaultBodyLimit, MatchedPath, Request, State},
    http::{header, HeaderValue, Method, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
    routing::{any, get, post},
    Router,
};
use tower::ServiceExt;
use tower_http::{
    compression::CompressionLayer, limit::RequestBodyLimitLayer, services::ServeDir,
    set_header::SetResponseHeaderLayer, trace::TraceLayer,
};

use crate::{
    billing::provider::PaymentProvider,
    config::Settings,
    files::Storage,
    filters::JobFilters,
    graphql::{documents::ParsedDocuments, limits::CostModel, ApiSchema},
    mail::Mailer,
    metrics::{Metrics, PageRoute},
    places::Places,
};

mod accounts;
mod admin;
mod alerts;
mod archive;
mod ats;
pub mod auth;
mod banners;
mod billing_files;
mod book;
mod client_address;
mod contact;
mod feeds;
pub mod fields;
mod labels;

mod form;
mod graphql;
mod pages;
mod payment;
pub mod query;
mod recommendations;
mod security_headers;
mod uploads;
mod works;

/// What every handler reads, behind one `Arc`: axum clones the state for each request and at
/// each layer, and the two dozen reference counts of `Services` cloned and dropped each time
/// were ~7 % of an offer page's server CPU (issue 39, item 5).
#[derive(Clone)]
pub struct AppState(Arc<Services>);

impl std::ops::Deref for AppState {
    type Target = Services;

    fn deref(&self) -> &Services {
        &self.0
    }
}

impl From<Services> for AppState {
    fn from(services: Services) -> Self {
        AppState(Arc::new(services))
    }
}

pub struct Services {
    pub schema: ApiSchema,
    /// The same schema for the first screens' own documents (`graphql::own_documents_schema`).
    pub own_documents_schema: ApiSchema,
    pub documents: Arc<ParsedDocuments>,
    /// What one GraphQL request may ask (`graphql::limits`).
    pub limits: Arc<CostModel>,
    pub pool: sqlx::PgPool,
    /// The reads that tolerate a second of lag (`db::ReadPool`).
    pub read: crate::db::ReadPool,
    pub settings: Arc<Settings>,
    pub mailer: Mailer,
    pub storage: Storage,
    /// The RGPD export, bounded in concurrency.
    pub exporter: crate::accounts::export::Exporter,
    /// The key of the offer events' visitor marks (`offers::stats::Visitor`).
    pub visitor_key: crate::offers::stats::VisitorKey,
    pub places: Arc<Places>,
    pub filters: Arc<JobFilters>,
    pub payments: PaymentProvider,
    /// The home page's banner rotation (cached per minute).
    pub banners: crate::banners::rotation::Rotation,
    pub search: crate::search::Search,
    pub metrics: Metrics,
    /// The built UI's files the pages read, and the answers kept for them.
    pub first_screen: Arc<crate::pages::Cache>,
}

/// Largest request body: the PDF book (20 MB, `book::MAX_PDF_BYTES`) plus the form around
/// it; each route still checks its own files' sizes (an application's two 5 MB documents).
pub const MAX_BODY_BYTES: usize = 21 * 1024 * 1024;

pub fn router(state: AppState, ui_dir: &Path) -> Router {
    let policy = security_headers::Policy {
        https: state.settings.public_base_url.starts_with("https://"),
        stripe: state.payments.as_stripe().is_some(),
    };
    let api = Router::new()
        .route(
            "/graphql",
            post(graphql::execute)
                .layer(RequestBodyLimitLayer::new(graphql::MAX_BODY_BYTES))
                .layer(axum::middleware::map_response(graphql::too_large)),
        )
        .merge(accounts::router())
        .merge(contact::router())
        .merge(alerts::router())
        .merge(recommendations::router())
        .merge(uploads::api_router())
        .merge(labels::api_router())
        .merge(payment::router())
        .merge(banners::api_router())
        .merge(admin::api_router())
        .merge(book::api_router())
        .merge(works::api_router())
        .merge(ats::router());
    // A development server answers for the State's company directory and La bonne alternance
    // itself (fakes of their protocols); never outside development.
    let api = match state.settings.development {
        true => api.nest_service(
            crate::config::DEVELOPMENT_DIRECTORY_PATH
                .strip_prefix("/api")
                .unwrap_or_default(),
            crate::companies::directory::fake::FakeDirectory::default().router(),
        )
        // And for La bonne alternance (`la_bonne_alternance::fake`).
        .nest_service(
            crate::config::DEVELOPMENT_LBA_PATH
                .strip_prefix("/api")
                .unwrap_or_default(),
            crate::la_bonne_alternance::fake::FakeLba::new(crate::config::DEVELOPMENT_LBA_KEY)
                .router(),
        ),
        false => api,
    };
    let api = api
        .fallback(any(api_not_found))
        // API answers are personal or of the moment (issue 32): no cache keeps them, unless a
        // route says otherwise.
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ));
    let assets = Router::new()
        .fallback_service(ServeDir::new(ui_dir.join("assets")))
        // Built assets carry a content hash in their name: cache them for good.
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        ));
    // Files of the built UI as they are; every other path is a page of the app, whose head
    // the server writes. A path whose last segment has no dot is never a file of the build
    // (each has an extension): it goes to its page without the file system look-up, which
    // ServeDir makes on the blocking pool (~6 % of an offer page's CPU under load).
    let files = ServeDir::new(ui_dir)
        .append_index_html_on_directories(false)
        .fallback(get(pages::ui_page).with_state(state.clone()));
    let page_or_file = move |page_state: State<AppState>, request: Request| {
        let files = files.clone();
        async move {
            let last = request.uri().path().rsplit('/').next().unwrap_or_default();
            match request.method() == Method::GET && !last.contains('.') {
                true => pages::ui_page(page_state, request).await,
                false => files.oneshot(request).await.into_response(),
            }
        }
    };
    let metrics = state.metrics.clone();
    let trusted: client_address::TrustedProxies =
        state.settings.operations.trusted_proxies.clone().into();
    Router::new()
        .route("/healthz", get(healthz))
        // Served on METRICS_BIND_ADDRESS only; here it is an unknown address, not a page.
        .route("/metrics", any(api_not_found))
        .route("/", get(pages::ui_page))
        .route("/sitemap.xml", get(pages::sitemap_xml))
        .route("/tendance-rh/feed", get(pages::posts_feed))
        .route("/emploi/feed", get(feeds::search_feed))
        .route("/feeds/offers.xml", get(feeds::offers_xml))
        .route("/feeds/jooble.xml", get(feeds::jooble_xml))
        .route("/feeds/adzuna.xml", get(feeds::adzuna_xml))
        .route("/robots.txt", get(pages::robots_txt))
        .nest("/api", api)
        .merge(uploads::file_router())
        .merge(banners::file_router())
        .merge(admin::file_router())
        .merge(book::file_router())
        .merge(works::file_router())
        .merge(billing_files::router())
        .nest("/assets", assets)
        .fallback(page_or_file)
        .with_state(state)
        // One limit for every route, the multipart extractor's own 2 MB default lifted.
        .layer(DefaultBodyLimit::disable())
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES))
        .layer(axum::middleware::map_response(too_large_in_french))
        .layer(axum::middleware::map_response_with_state(
            policy,
            security_headers::add,
        ))
        .layer(CompressionLayer::new())
        .layer(axum::middleware::from_fn_with_state(
            trusted,
            client_address::replace,
        ))
        .layer(TraceLayer::new_for_http())
        .layer(axum::middleware::from_fn_with_state(metrics, measure))
}

/// The router of `METRICS_BIND_ADDRESS`: `/metrics` and nothing else.
pub fn metrics_router(state: AppState) -> Router {
    Router::new()
        .route("/metrics", get(scrape))
        .with_state(state)
}

async fn scrape(State(state): State<AppState>) -> impl IntoResponse {
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        state.metrics.scrape(&state.pool, &state.search).await,
    )
}

/// Times every request under its route template (`MatchedPath`, set by the routing).
async fn measure(State(metrics): State<Metrics>, request: Request, next: Next) -> Response {
    let _in_flight = metrics.request_started();
    let started = Instant::now();
    let method = request.method().clone();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|path| path.as_str().to_owned());
    let response = next.run(request).await;
    let route = route.or_else(|| {
        let page = response.extensions().get::<PageRoute>()?;
        Some(page.0.to_owned())
    });
    metrics.request_answered(
        &method,
        route.as_deref(),
        response.status().as_u16(),
        started.elapsed(),
    );
    response
}

async fn healthz(State(state): State<AppState>) -> impl IntoResponse {
    match sqlx::query!("SELECT 1 AS one").fetch_one(&state.pool).await {
        Ok(_) => (StatusCode::OK, "ok"),
        Err(error) => {
            tracing::error!(%error, "health check: database unreachable");
            (StatusCode::SERVICE_UNAVAILABLE, "database unreachable")
        }
    }
}

/// The body limit answers 413 in plain English; clients get the usual French error instead.
async fn too_large_in_french(response: axum::response::Response) -> axum::response::Response {
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|t| t.to_str().ok())
        .is_some_and(|t| t.starts_with("application/json") || t.contains("+json"));
    if response.status() != StatusCode::PAYLOAD_TOO_LARGE || is_json {
        return response;
    }
    crate::error::AppError::TooLarge(
        "Les fichiers envoyés sont trop volumineux : 5 Mo au plus par document.".to_owned(),
    )
    .into_response()
}

async fn api_not_found() -> crate::error::AppError {
    crate::error::AppError::NotFound
}
