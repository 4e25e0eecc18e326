//! Offer texts are rich text from a recruiter's editor: only simple formatting survives.

use std::collections::HashSet;

/// Keeps paragraphs, line breaks, lists and emphasis; drops every attribute, script, style
/// and link. Plain text (no tag at all) is turned into paragraphs.
pub fn sanitize(text: &str) -> String {
    let trimmed = text.trim();
    let html = if looks_like_html(trimmed) {
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

/// Whether a text holds a tag (`<p`, `</p`), as the form's HTML does and plain text does not.
fn looks_like_html(text: &str) -> bool {
    text.match_indices('<')
        .any(|(i, _)| text[i + 1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '/'))
}

/// A stored offer text as the HTML every reader gets. Texts written through the form are
/// already sanitised HTML and come back as they are (a cheap scan); plain text stored before
/// that rule (demo data of older databases) becomes escaped paragraphs.
pub fn stored_html(stored: String) -> String {
    if stored.trim().is_empty() || looks_like_html(&stored) {
        stored
    } else {
        sanitize(&stored)
    }
}

/// The text of sanitised HTML, for places that cannot show tags (meta tags, JSON-LD):
/// entities decoded, one line per paragraph, list item or line break, other runs of white
/// space one space.
pub fn to_text(html: &str) -> String {
    let mut marked = String::with_capacity(html.len());
    let mut rest = html;
    // A line break before every block or break tag; `strip_html` turns the tags into spaces.
    while let Some(i) = rest.find('<') {
        marked.push_str(&rest[..i]);
        let tag = rest[i + 1..].trim_start_matches('/');
        let name_end = tag
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(tag.len());
        if matches!(
            tag[..name_end].to_ascii_lowercase().as_str(),
            "p" | "br" | "li" | "ul" | "ol" | "h3" | "h4" | "div"
        ) {
            marked.push('\n');
        }
        marked.push('<');
        rest = &rest[i + 1..];
    }
    marked.push_str(rest);
    let stripped = ensemblier_index::strip_html(&marked);
    let mut text = String::with_capacity(stripped.len());
    // The white space met since the last word: a line break if it held one.
    let mut gap = None;
    for c in stripped.chars() {
        if c == '\n' {
            gap = Some('\n');
        } else if c.is_whitespace() {
            gap.get_or_insert(' ');
        } else {
            if let Some(gap) = gap.take().filter(|_| !text.is_empty()) {
                text.push(gap);
            }
            text.push(c);
        }
    }
    text
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

    #[test]
    fn stored_plain_text_reads_as_paragraphs_and_html_as_it_is() {
        assert_eq!(
            stored_html("Atelier n°1 > 2 & fier.\n\nDepuis 1987.".to_owned()),
            "<p>Atelier n°1 &gt; 2 &amp; fier.</p><p>Depuis 1987.</p>"
        );
        let html = "<p>Atelier <strong>familial</strong></p>".to_owned();
        assert_eq!(stored_html(html.clone()), html);
        assert_eq!(stored_html(String::new()), "");
    }

    #[test]
    fn the_text_of_html_has_no_tags_and_one_line_per_block() {
        assert_eq!(
            to_text("<p>Atelier <strong>familial</strong>&nbsp;: d&#233;cor</p><ul><li>Couture</li><li>Garnitures</li></ul><p>Un<br>deux</p>"),
            "Atelier familial : décor\nCouture\nGarnitures\nUn\ndeux"
        );
        assert_eq!(to_text("3 < 5"), "3 < 5");
        assert_eq!(
            to_text("  <p> Un \r\n <em>deux</em>\u{a0}</p>\n\n<p>\ttrois</p> "),
            "Un\ndeux\ntrois",
            "white space around and between blocks"
        );
        assert_eq!(to_text(""), "");
    }
}
