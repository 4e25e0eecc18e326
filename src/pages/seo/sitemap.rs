//! `/sitemap.xml`: the public pages, live offers and posts, with `lastmod`, and the pages of
//! the companies with a live offer.

use sqlx::PgPool;

use super::escape;
use crate::error::AppResult;

/// The public pages worth indexing, besides offers and posts.
pub const STATIC_PAGES: [&str; 11] = [
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
];

pub async fn sitemap(pool: &PgPool, base_url: &str) -> AppResult<String> {
    let offers = crate::offers::read::public_offer_links(pool).await?;
    let posts = crate::posts::published_links(pool).await?;
    let companies = crate::offers::read::companies_with_public_offers(pool).await?;
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
    let entries = offers
        .iter()
        .map(|(id, slug, at)| (format!("/emploi/{id}/{slug}"), at))
        .chain(
            posts
                .iter()
                .map(|(id, slug, at)| (format!("/tendance-rh/{id}/{slug}"), at)),
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
