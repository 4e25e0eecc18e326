//! `/sitemap.xml`: the public pages, live offers and posts, with `lastmod`, the pages of
//! the companies with a live offer, the salary barometer's pages that show a figure and the
//! landing pages of training offers that have live offers, and the public books their
//! candidates let search engines index.

use super::escape;
use crate::{
    db::ReadPool,
    error::AppResult,
    filters::JobFilters,
    places::Places,
    salaries,
    training_pages::{self, TrainingKind},
};

/// The public pages worth indexing, besides offers and posts.
pub const STATIC_PAGES: [&str; 14] = [
    "/",
    "/emploi",
    "/tendance-rh",
    "/candidat",
    "/entreprise",
    "/tarifs",
    "/qui-sommes-nous",
    "/faq",
    "/conditions",
    "/legal",
    "/comment-fonctionne-ensemblier",
    "/salaires",
    "/alternance",
    "/stage",
];

pub async fn sitemap(
    pool: &ReadPool,
    base_url: &str,
    filters: &JobFilters,
    places: &Places,
) -> AppResult<String> {
    let offers = crate::offers::read::public_offer_links(pool).await?;
    let barometer = salaries::read::pages_shown(pool).await?;
    let posts = crate::posts::published_links(pool).await?;
    let companies = crate::offers::read::companies_with_public_offers(pool).await?;
    let books = crate::book::public::indexed_links(pool).await?;
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for page in STATIC_PAGES {
        xml.push_str(&format!(
            "  <url><loc>{}</loc></url>\n",
            escape(&format!("{base_url}{page}"))
        ));
    }
    // Company pages change with their offers: no `lastmod` of their own.
    for (id, name) in &companies {
        xml.push_str(&format!(
            "  <url><loc>{}</loc></url>\n",
            escape(&format!(
                "{base_url}{}",
                crate::companies::public::path(*id, name)
            ))
        ));
    }
    // A barometer page without a figure (« données insuffisantes » everywhere) is served but
    // not listed: it is `noindex` too (`pages::salaries`).
    for (position, region) in barometer {
        let Some(trade) = salaries::trade_of(filters, position) else {
            continue;
        };
        let region = match region {
            Some(id) => match places.region(id) {
                Some(region) => Some(region),
                None => continue,
            },
            None => None,
        };
        xml.push_str(&format!(
            "  <url><loc>{}</loc></url>\n",
            escape(&format!("{base_url}{}", salaries::path(&trade, region)))
        ));
    }
    // A landing page without live offers is served but not listed: it is `noindex` too.
    for kind in [TrainingKind::Alternance, TrainingKind::Stage] {
        let counts = training_pages::read::counts(pool, &kind.contract_ids(filters)).await?;
        for (page, _) in training_pages::pages_with_offers(filters, kind, &counts) {
            xml.push_str(&format!(
                "  <url><loc>{}</loc></url>\n",
                escape(&format!("{base_url}{}", page.path()))
            ));
        }
    }
    let entries = offers
        .iter()
        .map(|(id, slug, at)| (format!("/emploi/{id}/{slug}"), at))
        .chain(
            posts
                .iter()
                .map(|(id, slug, at)| (format!("/tendance-rh/{id}/{slug}"), at)),
        )
        // A public book only when she ticked « visible par les moteurs de recherche ».
        .chain(
            books
                .iter()
                .map(|(slug, at)| (crate::book::public::path(slug), at)),
        );
    for (path, lastmod) in entries {
        xml.push_str(&format!(
            "  <url><loc>{}</loc><lastmod>{}</lastmod></url>\n",
            escape(&format!("{base_url}{path}")),
            lastmod.format("%Y-%m-%d")
        ));
    }
    xml.push_str("</urlset>\n");
    Ok(xml)
}

pub fn robots(base_url: &str) -> String {
    format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /candidates/\n\nSitemap: {base_url}/sitemap.xml\n"
    )
}
