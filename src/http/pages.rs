//! The UI's pages: the route of each, and the response around what `pages` writes for it.

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, Request, State},
    http::{header, StatusCode},
    response::{Html, IntoResponse, Redirect, Response},
};

use super::{AppState, Services};
use crate::{
    metrics::PageRoute,
    pages::{self, seo::blog_posting, seo::sitemap, Site, Written},
    posts,
    training_pages::TrainingKind,
};

/// Posts in the Atom feed.
const FEED_POSTS: i64 = 20;

impl Services {
    /// What the pages read of the server, for one request.
    pub fn site(&self) -> Site<'_> {
        Site {
            cache: &self.first_screen,
            ui_dir: &self.settings.ui_dir,
            base_url: &self.settings.public_base_url,
            schema: &self.own_documents_schema,
            documents: &self.documents,
            search: &self.search,
            pool: &self.pool,
            read: &self.read,
            filters: &self.filters,
            places: &self.places,
            payments: &self.payments,
        }
    }
}

/// A written page as the response: never cached as is (`no-cache`), its robots rule.
fn respond(written: Written) -> Response {
    match written {
        Written::Page { found, index, html } => {
            let status = if found {
                StatusCode::OK
            } else {
                StatusCode::NOT_FOUND
            };
            let robots = if index { "all" } else { "noindex" };
            (
                status,
                [
                    (header::CACHE_CONTROL, "no-cache"),
                    (header::HeaderName::from_static("x-robots-tag"), robots),
                ],
                Html(html),
            )
                .into_response()
        }
        Written::Unbuilt => (
            StatusCode::SERVICE_UNAVAILABLE,
            "Le site est en cours de construction.",
        )
            .into_response(),
    }
}

/// Any page of the UI: its head, then the app.
///
/// `/admin*` (the back-office) is served like any unknown path: the SPA with a `noindex`
/// head. A page request carries no session (the token travels in the `Authorization` header
/// of API calls only), so the server cannot tell staff here; every admin query answers
/// `NOT_FOUND` to anyone else, and the UI then shows what an unknown path shows
/// (docs/admin.md).
pub async fn ui_page(state: State<AppState>, request: Request) -> Response {
    let route = page_route(request.uri().path());
    let mut response = ui_page_for(state, request).await;
    response.extensions_mut().insert(PageRoute(route));
    response
}

/// The metrics' name of a page (`PageRoute`): the pages with an address of their own by
/// template, every other page of the app as one.
fn page_route(path: &str) -> &'static str {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    match segments.as_slice() {
        [""] => "/",
        ["emploi"] => "/emploi",
        ["tendance-rh"] => "/tendance-rh",
        ["emploi", _, _] => "/emploi/{id}/{slug}",
        ["tendance-rh", _, _] => "/tendance-rh/{id}/{slug}",
        ["actualite-decoration", _, _] => "/actualite-decoration/{id}/{slug}",
        ["entreprises", _, _] => "/entreprises/{id}/{slug}",
        ["salaires"] => "/salaires",
        ["salaires", _] => "/salaires/{trade}",
        ["salaires", _, _] => "/salaires/{trade}/{region}",
        ["alternance"] => "/alternance",
        ["alternance", _] => "/alternance/{trade}",
        ["alternance", _, _] => "/alternance/{trade}/{diploma}",
        ["stage"] => "/stage",
        ["stage", _] => "/stage/{trade}",
        ["book", _] => "/book/{slug}",
        _ => "/{page}",
    }
}

async fn ui_page_for(State(state): State<AppState>, request: Request) -> Response {
    let address = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0.ip());
    let path = request.uri().path().trim_end_matches('/').to_owned();
    let path = if path.is_empty() {
        "/".to_owned()
    } else {
        path
    };
    let site = state.site();
    let mut segments = path.trim_start_matches('/').split('/');
    let parts = (
        segments.next(),
        segments.next(),
        segments.next(),
        segments.next(),
    );
    if let (Some("book"), Some(slug), None, None) = parts {
        return written(pages::public_book(&site, address, slug).await);
    }
    if let (Some("salaires"), Some(trade), region, None) = parts {
        return written(pages::salary_barometer(&site, address, trade, region).await);
    }
    if let (Some(segment), trade, diploma, None) = parts {
        if let Some(kind) = TrainingKind::from_segment(segment) {
            return match trade {
                None => respond(pages::training_index(&site, address, kind).await),
                Some(trade) => {
                    written(pages::training_page(&site, address, kind, trade, diploma).await)
                }
            };
        }
    }
    if let (Some(section), Some(id), Some(slug), None) = parts {
        if let Ok(id) = id.parse::<i64>() {
            match section {
                "emploi" => return written(pages::offer(&site, id).await),
                "tendance-rh" => return written(pages::post(&site, address, id).await),
                "entreprises" => return written(pages::company(&site, address, id).await),
                // The old address of posts: moved for good, query kept (spec section 2).
                "actualite-decoration" => {
                    let query = request
                        .uri()
                        .query()
                        .map(|q| format!("?{q}"))
                        .unwrap_or_default();
                    return Redirect::permanent(&format!("/tendance-rh/{id}/{slug}{query}"))
                        .into_response();
                }
                _ => {}
            }
        }
    }
    respond(pages::app_page(&site, address, &path, request.uri().query()).await)
}

fn written(page: crate::error::AppResult<Written>) -> Response {
    match page {
        Ok(page) => respond(page),
        Err(error) => error.into_response(),
    }
}

/// `/tendance-rh/feed`: the newest posts as Atom.
pub async fn posts_feed(State(state): State<AppState>) -> Response {
    match posts::published(&state.read, FEED_POSTS, None).await {
        Ok((posts, _)) => (
            [(header::CONTENT_TYPE, "application/atom+xml; charset=utf-8")],
            blog_posting::atom_feed(&posts, &state.settings.public_base_url),
        )
            .into_response(),
        Err(error) => error.into_response(),
    }
}

pub async fn sitemap_xml(State(state): State<AppState>) -> Response {
    match sitemap::sitemap(
        &state.read,
        &state.settings.public_base_url,
        &state.filters,
        &state.places,
    )
    .await
    {
        Ok(xml) => (
            [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
            xml,
        )
            .into_response(),
        Err(error) => error.into_response(),
    }
}

pub async fn robots_txt(State(state): State<AppState>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        sitemap::robots(&state.settings.public_base_url),
    )
        .into_response()
}
