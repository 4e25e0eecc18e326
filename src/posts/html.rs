//! Post contents are editorial HTML (headings, quotes, links): richer than an offer's text,
//! but still cleaned of scripts, styles, attributes and foreign schemes before anyone reads it.

use std::collections::HashSet;

use crate::text::{Bound, Url};

/// Keeps the tags of an article and `href` on links (http, https, mailto or a site path, at
/// most `text::Url`'s 500 characters: a longer one is dropped, its text kept); external links
/// get `rel="noopener noreferrer"`.
pub fn sanitize(html: &str) -> String {
    let tags: HashSet<&str> = [
        "p",
        "br",
        "h2",
        "h3",
        "h4",
        "ul",
        "ol",
        "li",
        "strong",
        "em",
        "b",
        "i",
        "blockquote",
        "a",
    ]
    .into();
    ammonia::Builder::default()
        .tags(tags)
        .generic_attributes(HashSet::new())
        .tag_attributes([("a", ["href"].into())].into())
        .url_schemes(["http", "https", "mailto"].into())
        .url_relative(ammonia::UrlRelative::PassThrough)
        .attribute_filter(|_, attribute, value| {
            (attribute != "href" || value.chars().count() <= <Url as Bound>::MAX)
                .then(|| value.into())
        })
        .link_rel(Some("noopener noreferrer"))
        .clean(html)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn article_markup_and_links_survive() {
        let html = r#"<h2>Titre</h2><blockquote><p><strong>À retenir</strong></p></blockquote><p><a href="/emploi">Offres</a></p>"#;
        assert_eq!(
            sanitize(html),
            r#"<h2>Titre</h2><blockquote><p><strong>À retenir</strong></p></blockquote><p><a href="/emploi" rel="noopener noreferrer">Offres</a></p>"#
        );
    }

    #[test]
    fn a_link_over_the_bound_of_a_web_address_loses_its_address() {
        let long = format!("https://atelier.fr/{}", "a".repeat(500));
        assert_eq!(
            sanitize(&format!(r#"<p><a href="{long}">lien</a></p>"#)),
            r#"<p><a rel="noopener noreferrer">lien</a></p>"#
        );
        let fits = format!("https://atelier.fr/{}", "a".repeat(400));
        assert!(sanitize(&format!(r#"<a href="{fits}">lien</a>"#)).contains(&fits));
    }

    #[test]
    fn scripts_styles_handlers_and_javascript_links_are_dropped() {
        let html = r#"<p style="color:red" onclick="x()">Bonjour<script>alert(1)</script></p><a href="javascript:alert(1)">lien</a><img src=x onerror=alert(1)>"#;
        assert_eq!(
            sanitize(html),
            r#"<p>Bonjour</p><a rel="noopener noreferrer">lien</a>"#
        );
    }
}
