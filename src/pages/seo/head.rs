//! The head of a page: what it is called, says, and whether it should be indexed.

use super::escape;

pub struct Head {
    pub title: String,
    pub description: String,
    /// Absolute URL.
    pub canonical: String,
    pub og_type: &'static str,
    pub image: Option<String>,
    pub index: bool,
    /// A JSON-LD document, already serialised.
    pub json_ld: Option<String>,
}

/// Marks, in the UI's index.html, the part of the head the server rewrites.
const START: &str = "<!--head-->";
const END: &str = "<!--/head-->";

impl Head {
    fn html(&self) -> String {
        let mut html = format!(
            "<title>{title}</title>\n<meta name=\"description\" content=\"{description}\" />\n\
             <link rel=\"canonical\" href=\"{canonical}\" />\n\
             <meta property=\"og:site_name\" content=\"Ensemblier\" />\n<meta property=\"og:locale\" content=\"fr_FR\" />\n\
             <meta property=\"og:type\" content=\"{og_type}\" />\n<meta property=\"og:title\" content=\"{title}\" />\n\
             <meta property=\"og:description\" content=\"{description}\" />\n<meta property=\"og:url\" content=\"{canonical}\" />\n",
            title = escape(&self.title),
            description = escape(&self.description),
            canonical = escape(&self.canonical),
            og_type = self.og_type,
        );
        if let Some(image) = &self.image {
            html.push_str(&format!(
                "<meta property=\"og:image\" content=\"{}\" />\n",
                escape(image)
            ));
        }
        if !self.index {
            html.push_str("<meta name=\"robots\" content=\"noindex\" />\n");
        }
        if let Some(json_ld) = &self.json_ld {
            html.push_str(&format!(
                "<script type=\"application/ld+json\">{}</script>\n",
                script_safe(json_ld)
            ));
        }
        html
    }

    /// The page: `template` (the built index.html) with this head in place of the marked part.
    pub fn render(&self, template: &str) -> String {
        match (template.find(START), template.find(END)) {
            (Some(start), Some(end)) if start < end => {
                format!(
                    "{}{}{}",
                    &template[..start],
                    self.html(),
                    &template[end + END.len()..]
                )
            }
            _ => template.replacen("</head>", &format!("{}</head>", self.html()), 1),
        }
    }
}

/// JSON made safe inside a `<script>` element: every `<` (so neither `</script` nor `<!--`
/// can end or change it), `>` and `&` as JSON escapes, which JSON readers decode back.
pub(crate) fn script_safe(json: &str) -> String {
    // One pass over the bytes (an /emploi page inlines ~20 KB of answers, an offer's its
    // HTML description): the three are ASCII, so each is a boundary of the text.
    let mut safe = String::with_capacity(json.len() + 64);
    let mut copied = 0;
    for (at, byte) in json.bytes().enumerate() {
        let escape = match byte {
            b'<' => "\\u003c",
            b'>' => "\\u003e",
            b'&' => "\\u0026",
            _ => continue,
        };
        safe.push_str(&json[copied..at]);
        safe.push_str(escape);
        copied = at + 1;
    }
    safe.push_str(&json[copied..]);
    safe
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head() -> Head {
        Head {
            title: "Ébéniste – Atelier \"Bois\"".into(),
            description: "Une offre".into(),
            canonical: "https://ensemblier.fr/emploi/1/ebeniste".into(),
            og_type: "website",
            image: None,
            index: false,
            json_ld: Some(r#"{"title":"</script><script>alert(1)"}"#.into()),
        }
    }

    #[test]
    fn the_marked_head_is_replaced_and_escaped() {
        let page = head().render("<head><meta charset=\"utf-8\"><!--head--><title>old</title><!--/head--></head><body></body>");
        assert!(page.starts_with(
            "<head><meta charset=\"utf-8\"><title>Ébéniste – Atelier &quot;Bois&quot;</title>"
        ));
        assert!(!page.contains("old"));
        assert!(page.contains("<meta name=\"robots\" content=\"noindex\" />"));
        assert!(
            !page.contains("</script><script>"),
            "JSON-LD cannot close its script"
        );
    }

    #[test]
    fn json_ld_keeps_no_angle_bracket_and_reads_back_the_same() {
        let json = r#"{"d":"<!-- é < b && c > d </SCRIPT >"}"#;
        let safe = script_safe(json);
        assert!(!safe.contains(['<', '>', '&']), "{safe}");
        let back: serde_json::Value = serde_json::from_str(&safe).expect("still JSON");
        assert_eq!(back["d"], "<!-- é < b && c > d </SCRIPT >");
    }

    #[test]
    fn without_markers_the_head_goes_before_its_end() {
        let page = head().render("<head><title>x</title></head>");
        assert!(page.contains("<title>x</title><title>Ébéniste"));
    }
}
