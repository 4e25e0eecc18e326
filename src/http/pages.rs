//! The UI's pages, each with the head the server writes for it (see `seo`).

use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{ConnectInfo, Request, State},
    http::{header, StatusCode},
    response::{Html, IntoResponse, Redirect, Response},
};
use chrono::Utc;

use super::{first_screen, first_screen::FirstScreen, AppState};
use crate::{
    billing::provider::PaymentProvider,
    companies,
    metrics::PageRoute,
    offers::html::to_text,
    posts,
    seo::{
        blog_posting, cut, head::Head, job_posting::job_posting, organization::organization,
        sitemap,
    },
};

/// Posts in the Atom feed.
const FEED_POSTS: i64 = 20;

const SITE_TITLE: &str =
    "Ensemblier — emplois de la décoration, de l’architecture intérieure et des arts décoratifs";
const SITE_DESCRIPTION: &str = "Ensemblier, le site emploi des métiers de la décoration, de l’architecture intérieure et des arts décoratifs : offres d’emploi, candidatures et recrutement.";

/// Titles and descriptions of the public pages; other paths are private (not indexed).
fn static_page(path: &str) -> Option<(&'static str, &'static str)> {
    Some(match path {
        "/" => (SITE_TITLE, SITE_DESCRIPTION),
        "/emploi" => ("Offres d’emploi décoration, architecture intérieure et métiers d’art — Ensemblier", "Toutes les offres d’emploi des métiers de la décoration : architecte d’intérieur, ébéniste, tapissier décorateur, visual merchandiser… Recherchez par métier, contrat et lieu."),
        "/tendance-rh" => ("Tendances RH — Ensemblier", "L’actualité du recrutement dans la décoration, l’architecture intérieure et les métiers d’art : salaires, formations, conseils aux candidats et aux recruteurs."),
        "/candidat" => ("Candidats : trouvez un emploi dans la décoration — Ensemblier", "Créez votre compte, déposez votre CV et recevez les offres des métiers de la décoration et des arts décoratifs qui vous correspondent."),
        "/entreprise" => ("Recruteurs : publiez vos offres — Ensemblier", "Recrutez des talents de la décoration, de l’architecture intérieure et des métiers d’art : annonces, option Urgent et bannières."),
        "/tarifs" => ("Tarifs des annonces — Ensemblier", "Les tarifs des annonces d’emploi Ensemblier : annonce à l’unité, packs de 3 et 10 annonces, option Urgent et bannières en page d’accueil."),
        "/qui-sommes-nous" => ("Qui sommes-nous — Ensemblier", "Ensemblier, le site emploi dédié aux métiers de la décoration, de l’architecture intérieure et des arts décoratifs."),
        "/faq" => ("Questions fréquentes — Ensemblier", "Les réponses aux questions des recruteurs et des candidats sur Ensemblier."),
        "/conditions" => ("Conditions générales — Ensemblier", "Conditions générales d’utilisation et de vente d’Ensemblier."),
        "/legal" => ("Mentions légales — Ensemblier", "Mentions légales du site Ensemblier."),
        "/contact" => ("Contact — Ensemblier", "Écrivez à l’équipe Ensemblier."),
        "/candidats" | "/recruteurs" => ("Inscription — Ensemblier", SITE_DESCRIPTION),
        _ => return None,
    })
}

fn page(state: &AppState, head: Head, status: StatusCode) -> Response {
    written_page(state, head, &FirstScreen::default(), status)
}

/// The UI's index.html with the page's head and, for the pages that have one, the first screen.
fn written_page(
    state: &AppState,
    head: Head,
    screen: &FirstScreen,
    status: StatusCode,
) -> Response {
    let template = match state.first_screen.page(&state.settings.ui_dir) {
        Ok(template) => template,
        Err(error) => {
            tracing::error!(%error, "the UI is not built (ui/dist/index.html)");
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                "Le site est en cours de construction.",
            )
                .into_response();
        }
    };
    let robots = if head.index { "all" } else { "noindex" };
    let html = with_payment_settings(screen.render(&head.render(&template)), &state.payments);
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

/// What the payment page offers, in page attributes the UI reads on `#root`: the card
/// form's publishable key, `data-stripe-public-key` (none: the local provider's form), or,
/// when cards are off, `data-payment-methods="transfer"` (none: card and transfer).
fn with_payment_settings(html: String, payments: &PaymentProvider) -> String {
    let attribute = match (payments.takes_cards(), payments.publishable_key()) {
        (false, _) => " data-payment-methods=\"transfer\"".to_owned(),
        (true, Some(key)) => format!(" data-stripe-public-key=\"{}\"", crate::seo::escape(key)),
        (true, None) => return html,
    };
    html.replacen(
        "<div id=\"root\"",
        &format!("<div id=\"root\"{attribute}"),
        1,
    )
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
    let base = &state.settings.public_base_url;
    let mut segments = path.trim_start_matches('/').split('/');
    let parts = (
        segments.next(),
        segments.next(),
        segments.next(),
        segments.next(),
    );
    if let (Some(section), Some(id), Some(slug), None) = parts {
        if let Ok(id) = id.parse::<i64>() {
            match section {
                "emploi" => return offer_page(&state, id).await,
                "tendance-rh" => return post_page(&state, address, id).await,
                "entreprises" => return company_page(&state, address, id).await,
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
    let (title, description, index) = match static_page(&path) {
        Some((title, description)) => (title, description, true),
        None => (SITE_TITLE, SITE_DESCRIPTION, false),
    };
    let head = Head {
        title: title.to_owned(),
        description: description.to_owned(),
        canonical: format!("{base}{path}"),
        og_type: "website",
        image: None,
        index,
        json_ld: None,
    };
    let screen = match path.as_str() {
        "/" => first_screen::home(&state, address).await,
        "/emploi" => first_screen::search(&state, address, request.uri().query()).await,
        "/tendance-rh" => first_screen::posts(&state, address).await,
        _ => FirstScreen::default(),
    };
    written_page(&state, head, &screen, StatusCode::OK)
}

/// An offer's page: a live offer has its JobPosting; an expired one is kept for visitors
/// (the UI shows the expired notice) but not indexed; a removed one is a 404.
async fn offer_page(state: &AppState, id: i64) -> Response {
    let base = &state.settings.public_base_url;
    let offer = match state.search.cards.offer(&state.pool, id).await {
        Ok(offer) => offer,
        Err(error) => return error.into_response(),
    };
    let now = Utc::now();
    // The page is the same for everyone (crawlers included): what an anonymous visitor sees.
    let Some(offer) = offer.filter(|o| o.is_visible_to(None, now)) else {
        let head = Head {
            title: "Offre introuvable — Ensemblier".to_owned(),
            description: "Cette offre n’est plus disponible.".to_owned(),
            canonical: format!("{base}/emploi"),
            og_type: "website",
            image: None,
            index: false,
            json_ld: None,
        };
        return page(state, head, StatusCode::NOT_FOUND);
    };
    let live = offer.is_public(now);
    let description = to_text(&offer.texts.description);
    let town = offer
        .city_name
        .clone()
        .unwrap_or_else(|| offer.locality_name.clone());
    let head = Head {
        title: format!(
            "{} – {} à {} — Ensemblier",
            offer.title, offer.company_name, town
        ),
        description: cut(&description, 200),
        canonical: format!("{base}/emploi/{}/{}", offer.id, offer.slug),
        og_type: "article",
        image: offer
            .logo_name
            .as_ref()
            .map(|logo| format!("{base}/uploads/logos/{logo}")),
        index: live,
        json_ld: live.then(|| {
            job_posting(&offer, &description, &state.filters, &state.places, base).to_string()
        }),
    };
    let screen = first_screen::offer(state, &offer).await;
    written_page(state, head, &screen, StatusCode::OK)
}

/// A post's page: a published post has its BlogPosting; any other answers 404.
async fn post_page(state: &AppState, address: Option<IpAddr>, id: i64) -> Response {
    let base = &state.settings.public_base_url;
    let post = match posts::published_by_id(&state.pool, id).await {
        Ok(post) => post,
        Err(error) => return error.into_response(),
    };
    let Some(post) = post else {
        let head = Head {
            title: "Article introuvable — Ensemblier".to_owned(),
            description: "Cet article n’existe pas ou n’est pas encore publié.".to_owned(),
            canonical: format!("{base}/tendance-rh"),
            og_type: "website",
            image: None,
            index: false,
            json_ld: None,
        };
        return page(state, head, StatusCode::NOT_FOUND);
    };
    let head = Head {
        title: format!("{} — Tendances RH — Ensemblier", post.title),
        description: blog_posting::description(&post),
        canonical: blog_posting::post_url(&post, base),
        og_type: "article",
        image: blog_posting::image_url(&post, base),
        index: true,
        json_ld: Some(blog_posting::blog_posting(&post, base).to_string()),
    };
    let screen = first_screen::post(state, address, post.id).await;
    written_page(state, head, &screen, StatusCode::OK)
}

/// A company's page (issue 37): its Organization; a suspended company, or one that never
/// published, answers 404.
async fn company_page(state: &AppState, address: Option<IpAddr>, id: i64) -> Response {
    let base = &state.settings.public_base_url;
    let company = match companies::public::find(&state.pool, id).await {
        Ok(company) => company,
        Err(error) => return error.into_response(),
    };
    let Some(company) = company else {
        let head = Head {
            title: "Entreprise introuvable — Ensemblier".to_owned(),
            description: "Cette entreprise n’a pas de page sur Ensemblier.".to_owned(),
            canonical: format!("{base}/emploi"),
            og_type: "website",
            image: None,
            index: false,
            json_ld: None,
        };
        return page(state, head, StatusCode::NOT_FOUND);
    };
    let presentation = cut(&company.presentation, 200);
    let head = Head {
        title: format!("{} : offres d’emploi — Ensemblier", company.name),
        description: if presentation.is_empty() {
            format!(
                "Les offres d’emploi de {} sur Ensemblier, le site emploi de la décoration et des métiers d’art.",
                company.name
            )
        } else {
            presentation
        },
        canonical: format!("{base}{}", company.path()),
        og_type: "website",
        image: company
            .logo_name
            .as_ref()
            .map(|logo| format!("{base}/uploads/logos/{logo}")),
        index: true,
        json_ld: Some(organization(&company, base).to_string()),
    };
    let screen = first_screen::company(state, address, company.id).await;
    written_page(state, head, &screen, StatusCode::OK)
}

/// `/tendance-rh/feed`: the newest posts as Atom.
pub async fn posts_feed(State(state): State<AppState>) -> Response {
    match posts::published(&state.pool, FEED_POSTS, None).await {
        Ok((posts, _)) => (
            [(header::CONTENT_TYPE, "application/atom+xml; charset=utf-8")],
            blog_posting::atom_feed(&posts, &state.settings.public_base_url),
        )
            .into_response(),
        Err(error) => error.into_response(),
    }
}

pub async fn sitemap_xml(State(state): State<AppState>) -> Response {
    match sitemap::sitemap(&state.pool, &state.settings.public_base_url).await {
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
