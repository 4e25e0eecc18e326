//! The pages the server writes (docs/first-screen.md): the UI's `index.html` with each page's
//! head (`seo`: title, description, canonical, Open Graph, structured data) and, for the
//! public pages that have one, its first screen (`first_screen`: markup from askama templates
//! of `templates/pages/` and the answers the UI's first render reads). Also the other
//! documents written for crawlers (`seo`: sitemap, robots, feeds).
//!
//! `http` routes to these and turns what they write into a response; the rules of a page (its
//! head, what it shows, how long a written page is kept) live here. A page reads what it needs
//! through `Site`, borrowed from the server's state for one request.

use std::{net::IpAddr, path::Path};

use chrono::Utc;

use crate::{
    billing::provider::PaymentProvider,
    book, companies,
    error::AppResult,
    filters::JobFilters,
    graphql::{documents::ParsedDocuments, ApiSchema},
    offers::html::to_text,
    places::Places,
    posts, salaries,
    search::Search,
    training_pages::{self, TrainingKind},
};

pub mod first_screen;
pub mod seo;

pub use first_screen::{Cache, FirstScreen};
use seo::{blog_posting, cut, head::Head, job_posting::job_posting, organization::organization};

/// What a page reads of the server, for one request.
pub struct Site<'a> {
    /// The built UI's files and the written pages kept between requests.
    pub cache: &'a Cache,
    /// Where the built UI is (`index.html`, `first-screen-documents.json`).
    pub ui_dir: &'a Path,
    pub base_url: &'a str,
    /// The schema instance for the UI's own documents (`graphql::own_documents_schema`).
    pub schema: &'a ApiSchema,
    pub documents: &'a ParsedDocuments,
    pub search: &'a Search,
    pub pool: &'a sqlx::PgPool,
    /// The reads that tolerate a second of lag (`db::ReadPool`): the page's own record.
    pub read: &'a crate::db::ReadPool,
    pub filters: &'a JobFilters,
    pub places: &'a Places,
    pub payments: &'a PaymentProvider,
}

/// A written page, or why there is none.
pub enum Written {
    Page {
        /// False for an offer, post or company the visitor cannot see (a 404 page).
        found: bool,
        /// Whether search engines may index it.
        index: bool,
        html: String,
    },
    /// The UI is not built (`ui/dist/index.html`).
    Unbuilt,
}

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
        "/comment-fonctionne-ensemblier" => ("Comment fonctionne Ensemblier — Ensemblier", "Le classement des offres, la correction des fautes, les suggestions, les offres similaires, les alertes et la vérification des annonces : ce que fait la machine, avec quelles données, et ce qu’elle ne fait jamais."),
        "/contact" => ("Contact — Ensemblier", "Écrivez à l’équipe Ensemblier."),
        "/salaires" => ("Baromètre des salaires de la décoration et des métiers d’art — Ensemblier", "Les salaires bruts des annonces Ensemblier, métier par métier, région par région et par contrat : tapissiers, ébénistes, architectes d’intérieur, scénographes…"),
        "/candidats" | "/recruteurs" => ("Inscription — Ensemblier", SITE_DESCRIPTION),
        _ => return None,
    })
}

/// The UI's index.html with the page's head and, for the pages that have one, the first screen.
fn written(site: &Site<'_>, head: Head, screen: &FirstScreen, found: bool) -> Written {
    let template = match site.cache.page(site.ui_dir) {
        Ok(template) => template,
        Err(error) => {
            tracing::error!(%error, "the UI is not built (ui/dist/index.html)");
            return Written::Unbuilt;
        }
    };
    let index = head.index;
    let html = with_payment_settings(screen.render(&head.render(&template)), site.payments);
    Written::Page { found, index, html }
}

/// A page not found: its head, no first screen.
fn not_found(site: &Site<'_>, title: &str, description: &str, canonical: &str) -> Written {
    let head = Head {
        title: title.to_owned(),
        description: description.to_owned(),
        canonical: format!("{}{canonical}", site.base_url),
        og_type: "website",
        image: None,
        index: false,
        json_ld: None,
    };
    written(site, head, &FirstScreen::default(), false)
}

/// What the payment page offers, in page attributes the UI reads on `#root`: the card
/// form's publishable key, `data-stripe-public-key` (none: the local provider's form), or,
/// when cards are off, `data-payment-methods="transfer"` (none: card and transfer).
fn with_payment_settings(html: String, payments: &PaymentProvider) -> String {
    let attribute = match (payments.takes_cards(), payments.publishable_key()) {
        (false, _) => " data-payment-methods=\"transfer\"".to_owned(),
        (true, Some(key)) => format!(" data-stripe-public-key=\"{}\"", seo::escape(key)),
        (true, None) => return html,
    };
    html.replacen(
        "<div id=\"root\"",
        &format!("<div id=\"root\"{attribute}"),
        1,
    )
}

/// A page of the UI without an address of its own (`path` without its trailing `/`): its
/// head, and the first screen of the home page, `/emploi` (the search of `query`) and
/// `/tendance-rh`.
pub async fn app_page(
    site: &Site<'_>,
    address: Option<IpAddr>,
    path: &str,
    query: Option<&str>,
) -> Written {
    let (title, description, index) = match static_page(path) {
        Some((title, description)) => (title, description, true),
        None => (SITE_TITLE, SITE_DESCRIPTION, false),
    };
    let head = Head {
        title: title.to_owned(),
        description: description.to_owned(),
        canonical: format!("{}{path}", site.base_url),
        og_type: "website",
        image: None,
        index,
        json_ld: None,
    };
    let screen = match path {
        "/" => first_screen::home(site, address).await,
        "/emploi" => first_screen::search(site, address, query).await,
        "/tendance-rh" => first_screen::posts(site, address).await,
        "/salaires" => first_screen::salary_trades(site, address).await,
        _ => FirstScreen::default(),
    };
    written(site, head, &screen, true)
}

/// An offer's page: a live offer has its JobPosting; an expired one is kept for visitors
/// (the UI shows the expired notice) but not indexed; a removed one is not found.
pub async fn offer(site: &Site<'_>, id: i64) -> AppResult<Written> {
    let base = site.base_url;
    let offer = site.search.cards.offer(site.read, id).await?;
    let now = Utc::now();
    // The page is the same for everyone (crawlers included): what an anonymous visitor sees.
    let Some(offer) = offer.filter(|o| o.is_visible_to(None, now)) else {
        return Ok(not_found(
            site,
            "Offre introuvable — Ensemblier",
            "Cette offre n’est plus disponible.",
            "/emploi",
        ));
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
            job_posting(&offer, &description, site.filters, site.places, base).to_string()
        }),
    };
    let screen = first_screen::offer(site, &offer).await;
    Ok(written(site, head, &screen, true))
}

/// A post's page: a published post has its BlogPosting; any other is not found.
pub async fn post(site: &Site<'_>, address: Option<IpAddr>, id: i64) -> AppResult<Written> {
    let base = site.base_url;
    let Some(post) = posts::published_by_id(site.read, id).await? else {
        return Ok(not_found(
            site,
            "Article introuvable — Ensemblier",
            "Cet article n’existe pas ou n’est pas encore publié.",
            "/tendance-rh",
        ));
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
    let screen = first_screen::post(site, address, post.id).await;
    Ok(written(site, head, &screen, true))
}

/// A company's page (issue 37): its Organization; a suspended company, or one that never
/// published, is not found.
pub async fn company(site: &Site<'_>, address: Option<IpAddr>, id: i64) -> AppResult<Written> {
    let base = site.base_url;
    let Some(company) = companies::public::find(site.read, id).await? else {
        return Ok(not_found(
            site,
            "Entreprise introuvable — Ensemblier",
            "Cette entreprise n’a pas de page sur Ensemblier.",
            "/emploi",
        ));
    };
    let presentation = cut(&company.presentation, 200);
    // Its cover photo, else its first work: the page's image and the Organization's.
    let picture = match companies::works::cover(site.pool, company.id).await? {
        Some(cover) => Some(cover.src()),
        None => companies::works::works(site.pool, company.id, 1)
            .await?
            .first()
            .map(|work| work.picture.src()),
    };
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
        image: picture
            .as_ref()
            .map(|path| format!("{base}{path}"))
            .or_else(|| {
                company
                    .logo_name
                    .as_ref()
                    .map(|logo| format!("{base}/uploads/logos/{logo}"))
            }),
        index: true,
        json_ld: Some(organization(&company, base, picture.as_deref()).to_string()),
    };
    let screen = first_screen::company(site, address, company.id).await;
    Ok(written(site, head, &screen, true))
}

/// A salary barometer's page (`/salaires/{trade}`, `/salaires/{trade}/{region}`;
/// docs/salaries.md): an unknown trade or region is not found; a page without a figure is
/// served but not indexed (nor in the sitemap).
pub async fn salary_barometer(
    site: &Site<'_>,
    address: Option<IpAddr>,
    trade: &str,
    region: Option<&str>,
) -> AppResult<Written> {
    let base = site.base_url;
    let found = salaries::trade(site.filters, trade).and_then(|trade| match region {
        Some(slug) => site
            .places
            .region_by_slug(slug)
            .map(|region| (trade.clone(), Some(region))),
        None => Some((trade, None)),
    });
    let Some((trade, region)) = found else {
        return Ok(not_found(
            site,
            "Page introuvable — Ensemblier",
            "Ce métier ou cette région n’a pas de page de salaires.",
            "/salaires",
        ));
    };
    let cells = salaries::read::cells(site.pool, trade.id, region.map(|r| r.id)).await?;
    let title = salaries::title(&trade, region);
    let first = cells.iter().find_map(|cell| {
        let figures = cell.figures?;
        let contract = site.filters.contract(cell.contract_id)?;
        Some((contract.name.as_str(), cell.ads, figures))
    });
    let description = match first {
        Some((contract, ads, figures)) => format!(
            "{title} : fourchette médiane de {} à {} brut par an en {contract}, d’après {ads} annonces publiées sur Ensemblier. Par contrat et par région.",
            salaries::yearly_words(figures.median_min),
            salaries::yearly_words(figures.median_max),
        ),
        None => format!(
            "{title} : le baromètre des salaires d’Ensemblier, d’après les annonces publiées. Pas encore assez d’annonces pour donner un chiffre."
        ),
    };
    let head = Head {
        title: format!("{title} — Ensemblier"),
        description,
        canonical: format!("{base}{}", salaries::path(&trade, region)),
        og_type: "website",
        image: None,
        index: first.is_some(),
        json_ld: None,
    };
    let region_slug = region.map(crate::places::Region::slug);
    let screen =
        first_screen::salary_barometer(site, address, trade.code, region_slug.as_deref()).await;
    Ok(written(site, head, &screen, true))
}

/// A landing page of training offers (`/alternance/{métier}[/{diplôme}]`, `/stage/{métier}`;
/// `training_pages`): an unknown trade or diploma is not found; a page without live offers is
/// served but not indexed (nor in the sitemap).
pub async fn training_page(
    site: &Site<'_>,
    address: Option<IpAddr>,
    kind: TrainingKind,
    trade: &str,
    diploma: Option<&str>,
) -> AppResult<Written> {
    let Some(page) = training_pages::find(site.filters, kind, trade, diploma) else {
        return Ok(not_found(
            site,
            "Page introuvable — Ensemblier",
            "Ce métier ou ce diplôme n’a pas de page d’offres.",
            &kind.index_path(),
        ));
    };
    let counts = training_pages::read::counts(site.read, &kind.contract_ids(site.filters)).await?;
    let path = page.path();
    let offers = training_pages::pages_with_offers(site.filters, kind, &counts)
        .iter()
        .find(|(other, _)| other.path() == path)
        .map_or(0, |(_, offers)| *offers);
    let head = Head {
        title: format!("{} — Ensemblier", page.title()),
        description: cut(&page.description(offers), 200),
        canonical: format!("{}{path}", site.base_url),
        og_type: "website",
        image: None,
        index: offers > 0,
        json_ld: None,
    };
    let screen = first_screen::training_page(site, address, kind, trade, diploma).await;
    Ok(written(site, head, &screen, true))
}

/// `/alternance`, `/stage`: the index of a kind's landing pages.
pub async fn training_index(
    site: &Site<'_>,
    address: Option<IpAddr>,
    kind: TrainingKind,
) -> Written {
    let head = Head {
        title: format!("{} — Ensemblier", kind.index_title()),
        description: format!(
            "{} : les offres en ligne sur Ensemblier, par métier{}.",
            kind.index_title(),
            if kind.by_diploma() {
                " et par diplôme préparé"
            } else {
                ""
            }
        ),
        canonical: format!("{}{}", site.base_url, kind.index_path()),
        og_type: "website",
        image: None,
        index: true,
        json_ld: None,
    };
    let screen = first_screen::training_index(site, address, kind).await;
    written(site, head, &screen, true)
}

/// A public book's page (`/book/{slug}`, issue 52 item 4; docs/book.md "The public page"):
/// indexed only when she ticked « visible par les moteurs de recherche », never in the
/// sitemap; a private book, one taken down and an unknown address are the same 404.
pub async fn public_book(
    site: &Site<'_>,
    address: Option<IpAddr>,
    slug: &str,
) -> AppResult<Written> {
    let base = site.base_url;
    let Some(published) = book::public::published(site.pool, slug).await? else {
        return Ok(not_found(
            site,
            "Book introuvable — Ensemblier",
            "Ce book n’existe pas ou n’est plus public.",
            "/",
        ));
    };
    let projects = &published.book.projects;
    let titles: Vec<&str> = projects.iter().map(|p| p.title.as_str()).collect();
    let count = match projects.len() {
        1 => "1 projet".to_owned(),
        n => format!("{n} projets"),
    };
    let cover = projects.iter().find_map(|p| p.images.first());
    let head = Head {
        title: format!("{} — Book — Ensemblier", published.name),
        description: cut(
            &format!(
                "Le book de {} sur Ensemblier, {count} : {}.",
                published.name,
                titles.join(", ")
            ),
            200,
        ),
        canonical: format!("{base}{}", book::public::path(&published.slug)),
        og_type: "profile",
        image: cover.map(|image| {
            let width = image.widths.last().copied().unwrap_or_default();
            format!(
                "{base}{}",
                book::public::image_path(
                    &published.slug,
                    &image.stem,
                    u32::try_from(width).unwrap_or_default(),
                    "jpg"
                )
            )
        }),
        index: published.indexed,
        json_ld: None,
    };
    let screen = first_screen::book(site, address, &published.slug).await;
    Ok(written(site, head, &screen, true))
}
