//! The Atom feed of a search (`/emploi/feed?…`, the parameters of `/emploi`), so offers reach
//! readers (the FAQ's promise); the aggregators' feeds are `aggregators`.

use chrono::{DateTime, Utc};

use super::{cut, escape};

/// One entry of an Atom feed.
pub struct Entry {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub company: String,
    pub place: String,
    pub published: DateTime<Utc>,
    /// Plain text.
    pub summary: String,
    /// The pay as `offers::read::shown_pay` writes it.
    pub pay: Option<String>,
}

/// An Atom feed (RFC 4287) of a search's offers.
pub fn atom(
    base: &str,
    title: &str,
    self_path: &str,
    entries: &[Entry],
    now: DateTime<Utc>,
) -> String {
    let updated = entries.iter().map(|e| e.published).max().unwrap_or(now);
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"fr\">\n\
         <title>{}</title>\n<id>{base}{}</id>\n<link rel=\"self\" href=\"{base}{}\"/>\n\
         <link rel=\"alternate\" type=\"text/html\" href=\"{base}{}\"/>\n<updated>{}</updated>\n\
         <author><name>Ensemblier</name></author>\n",
        escape(title),
        escape(self_path),
        escape(self_path),
        escape(&self_path.replacen("/emploi/feed", "/emploi", 1)),
        updated.to_rfc3339(),
    );
    for entry in entries {
        let link = format!("{base}/emploi/{}/{}", entry.id, entry.slug);
        xml.push_str(&format!(
            "<entry>\n<title>{}</title>\n<id>{}</id>\n<link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n\
             <published>{}</published>\n<updated>{}</updated>\n<author><name>{}</name></author>\n\
             <summary>{}</summary>\n</entry>\n",
            escape(&format!("{} — {} — {}", entry.title, entry.company, entry.place)),
            escape(&link),
            escape(&link),
            entry.published.to_rfc3339(),
            entry.published.to_rfc3339(),
            escape(&entry.company),
            escape(&match &entry.pay {
                // The pay first, as candidates read it first.
                Some(pay) => format!("{pay}. {}", cut(&entry.summary, 500)),
                None => cut(&entry.summary, 500),
            }),
        ));
    }
    xml.push_str("</feed>\n");
    xml
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atom_feed_escapes_what_offers_say() {
        let now = Utc::now();
        let xml = atom(
            "https://ensemblier.fr",
            "Offres « ébéniste & co »",
            "/emploi/feed?search=ebeniste",
            &[Entry {
                id: 4,
                slug: "ebeniste".into(),
                title: "Ébéniste <H/F>".into(),
                company: "Dubois & fils".into(),
                place: "Lyon (69003)".into(),
                published: now,
                summary: "Un atelier".into(),
                pay: Some("32–38\u{a0}k€ brut/an".into()),
            }],
            now,
        );
        assert!(
            xml.contains("<title>Ébéniste &lt;H/F&gt; — Dubois &amp; fils — Lyon (69003)</title>")
        );
        assert!(xml.contains("href=\"https://ensemblier.fr/emploi/4/ebeniste\""));
        assert!(xml.contains("<summary>32–38\u{a0}k€ brut/an. Un atelier</summary>"));
        assert!(xml.contains("href=\"https://ensemblier.fr/emploi?search=ebeniste\""));
    }
}
