//! Being found: the server writes the head of every page (the UI is a single-page app that
//! search engines may not run): title, description, canonical URL, Open Graph, robots, and
//! for a live offer a schema.org `JobPosting`, for a post a `BlogPosting`. Also `/sitemap.xml`,
//! `/robots.txt` and the posts' Atom feed.

pub mod aggregators;
pub mod blog_posting;
pub mod feeds;
pub mod head;
pub mod job_posting;
pub mod organization;
pub mod sitemap;

/// Text cut for a meta description: at most 200 characters, else 199 and an ellipsis.
/// Its runs of white space are one space; only the words it keeps are read (an offer's whole
/// description is given).
pub fn cut(text: &str, max: usize) -> String {
    let mut cut = String::new();
    let mut chars = 0;
    for word in text.split_whitespace() {
        if chars > 0 {
            cut.push(' ');
            chars += 1;
        }
        cut.push_str(word);
        chars += word.chars().count();
        if chars > max {
            let end = cut
                .char_indices()
                .nth(max - 1)
                .map_or(cut.len(), |(at, _)| at);
            cut.truncate(end);
            cut.push('…');
            return cut;
        }
    }
    cut
}

/// Escapes text for an HTML attribute or element.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            _ => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_is_cut_at_200_characters_with_an_ellipsis() {
        assert_eq!(cut("court", 200), "court");
        let long = "é".repeat(250);
        let cut_text = cut(&long, 200);
        assert_eq!(cut_text.chars().count(), 200);
        assert!(cut_text.ends_with("é…"));
        assert_eq!(
            cut(&"a".repeat(200), 200),
            "a".repeat(200),
            "exactly 200 stays whole"
        );
        assert_eq!(cut("  deux\n\nlignes  ", 200), "deux lignes");
        assert_eq!(
            cut("mot  mot\tmot mot", 10),
            "mot mot m…",
            "cut inside a word"
        );
        assert_eq!(cut("abc defg", 5), "abc …", "after a space");
    }

    #[test]
    fn markup_is_escaped() {
        assert_eq!(
            escape(r#"<b>"L'atelier" & co</b>"#),
            "&lt;b&gt;&quot;L&#39;atelier&quot; &amp; co&lt;/b&gt;"
        );
    }
}
