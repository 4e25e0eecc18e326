//! Offer texts are rich text from a recruiter's editor: only simple formatting survives.

use std::collections::HashSet;

/// Keeps paragraphs, line breaks, lists and emphasis; drops every attribute, script, style
/// and link. Plain text (no tag at all) is turned into paragraphs.
pub fn sanitize(text: &str) -> String {
    let trimmed = text.trim();
    let looks_like_html = trimmed
        .match_indices('<')
        .any(|(i, _)| trimmed[i + 1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '/'));
    let html = if looks_like_html {
        trimmed.to_owned()
    } else {
        trimmed
            .split("\n\n")
            .filter(|p| !p.trim().is_empty())
            .map(|p| {
                format!(
                    "<p>{}</p>",
                    ammonia::clean_text(p.trim()).replace("&#10;", "<br>")
                )
            })
            .collect()
    };
    let tags: HashSet<&str> = [
        "p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "h3", "h4",
    ]
    .into();
    ammonia::Builder::default()
        .tags(tags)
        .generic_attributes(HashSet::new())
        .link_rel(None)
        .url_schemes(HashSet::new())
        .clean(&html)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_attributes_and_links_are_removed() {
        let dirty = r#"<p onclick="x()">Atelier <strong>familial</strong><script>alert(1)</script> <a href="https://x">lien</a></p><img src=x onerror=y>"#;
        assert_eq!(
            sanitize(dirty),
            "<p>Atelier <strong>familial</strong> lien</p>"
        );
    }

    #[test]
    fn plain_text_becomes_paragraphs() {
        assert_eq!(
            sanitize("Premier.\n\nSecond <3"),
            "<p>Premier.</p><p>Second &lt;3</p>"
        );
    }
}
