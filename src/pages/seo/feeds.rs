//! Feeds, so offers reach readers and job aggregators (the FAQ's promise): an Atom feed per
//! search (`/emploi/feed?…`, the parameters of `/emploi`) and `/feeds/offers.xml`, every live
//! offer in the XML shape job aggregators read.

use chrono::{DateTime, Utc};

use super::{cut, escape};
use crate::{filters::JobFilters, offers::read::OfferRow};

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

/// The head of the aggregator feed.
pub fn aggregator_head(base: &str, now: DateTime<Utc>) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<source>\n<publisher>Ensemblier</publisher>\n\
         <publisherurl>{}</publisherurl>\n<lastBuildDate>{}</lastBuildDate>\n",
        escape(base),
        now.to_rfc2822()
    )
}

pub const AGGREGATOR_TAIL: &str = "</source>\n";

/// One live offer as job aggregators read it.
pub fn aggregator_job(base: &str, offer: &OfferRow, filters: &JobFilters) -> String {
    let contract = filters
        .contract(offer.job_contract_id)
        .map(|c| c.name.as_str())
        .unwrap_or_default();
    let salary = crate::offers::read::shown_pay(offer, filters).unwrap_or_default();
    let city = offer.city_name.as_deref().unwrap_or(&offer.locality_name);
    let description = ensemblier_index::strip_html(&offer.texts.description);
    format!(
        "<job>\n<title>{}</title>\n<date>{}</date>\n<referencenumber>{}</referencenumber>\n\
         <url>{}</url>\n<company>{}</company>\n<city>{}</city>\n<postalcode>{}</postalcode>\n\
         <country>FR</country>\n<description>{}</description>\n<jobtype>{}</jobtype>\n\
         <salary>{}</salary>\n</job>\n",
        escape(&offer.title),
        offer.starts_at.unwrap_or(offer.created_at).to_rfc2822(),
        offer.uuid,
        escape(&format!("{base}/emploi/{}/{}", offer.id, offer.slug)),
        escape(&offer.company_name),
        escape(city),
        escape(&offer.postal_code),
        escape(
            description
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .as_str()
        ),
        escape(contract),
        escape(&salary),
    )
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
