//! Every live offer for the job aggregators, one format each at a stable URL
//! (docs/operations.md, "Feeds"): `/feeds/offers.xml` (the Indeed-shaped `<source>` most
//! aggregators read), `/feeds/jooble.xml` (Jooble's XML specification: a `<job id>` per
//! offer, every text in CDATA, dates `DD.MM.YYYY`, only jobs published less than 45 days ago)
//! and `/feeds/adzuna.xml` (Adzuna's: `<jobs><job>`, an HTML description of at least 100
//! characters, the yearly range in numbers, `permanent`/`contract` and
//! `full_time`/`part_time`). The HTTP side streams them page by page (`http::feeds`).

use chrono::{DateTime, Duration, Utc};

use super::escape;
use crate::{filters::JobFilters, offers::read::OfferRow, places::Places};

/// What a job of a feed is written with.
pub struct FeedContext<'a> {
    pub base: &'a str,
    pub filters: &'a JobFilters,
    pub places: &'a Places,
    pub now: DateTime<Utc>,
}

impl FeedContext<'_> {
    fn url(&self, offer: &OfferRow) -> String {
        format!("{}/emploi/{}/{}", self.base, offer.id, offer.slug)
    }

    fn contract_name<'b>(&'b self, offer: &OfferRow) -> &'b str {
        self.filters
            .contract(offer.job_contract_id)
            .map(|c| c.name.as_str())
            .unwrap_or_default()
    }

    /// « Lyon, Auvergne-Rhône-Alpes ».
    fn town_and_region(&self, offer: &OfferRow) -> String {
        let town = offer.city_name.as_deref().unwrap_or(&offer.locality_name);
        match self.places.region(offer.region_id) {
            Some(region) => format!("{town}, {}", region.name),
            None => town.to_owned(),
        }
    }
}

/// The formats, each with its head, its jobs and its tail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aggregator {
    Indeed,
    Jooble,
    Adzuna,
}

/// Jooble indexes a job published less than this long ago.
const JOOBLE_MAX_AGE_DAYS: i64 = 45;
/// Adzuna refuses a description shorter than this (its text, in characters).
const ADZUNA_MIN_DESCRIPTION: usize = 100;

impl Aggregator {
    pub fn head(self, base: &str, now: DateTime<Utc>) -> String {
        match self {
            Self::Indeed => format!(
                "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<source>\n<publisher>Ensemblier</publisher>\n\
                 <publisherurl>{}</publisherurl>\n<lastBuildDate>{}</lastBuildDate>\n",
                escape(base),
                now.to_rfc2822()
            ),
            Self::Jooble | Self::Adzuna => {
                "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<jobs>\n".to_owned()
            }
        }
    }

    pub fn tail(self) -> &'static str {
        match self {
            Self::Indeed => "</source>\n",
            Self::Jooble | Self::Adzuna => "</jobs>\n",
        }
    }

    /// One live offer in this format; `None` when the format does not take it (too old for
    /// Jooble, too short a description for Adzuna).
    pub fn job(self, context: &FeedContext<'_>, offer: &OfferRow) -> Option<String> {
        match self {
            Self::Indeed => Some(indeed(context, offer)),
            Self::Jooble => jooble(context, offer),
            Self::Adzuna => adzuna(context, offer),
        }
    }
}

/// `text` as a CDATA section; a `]]>` inside is split across two sections.
pub fn cdata(text: &str) -> String {
    format!("<![CDATA[{}]]>", text.replace("]]>", "]]]]><![CDATA[>"))
}

/// The description, then « Profil recherché » and the company's presentation, as the offer's
/// page shows them: what aggregators call a complete description.
fn full_description(context: &FeedContext<'_>, offer: &OfferRow) -> String {
    let texts = &offer.texts;
    // A training offer's diploma, length and start first: neither Jooble nor Adzuna has a
    // field for them (issue 55).
    let mut html = training_words(context, offer)
        .map(|words| format!("<p>{}</p>", escape(&words)))
        .unwrap_or_default();
    html.push_str(&texts.description);
    for (heading, part) in [
        ("Profil recherché", &texts.perfect_candidate_description),
        ("L'entreprise", &texts.company_presentation),
    ] {
        if !ensemblier_index::strip_html(part).trim().is_empty() {
            html.push_str(&format!("<h3>{heading}</h3>{part}"));
        }
    }
    html
}

/// « Formation : CAP, 24 mois, début le 1er septembre 2027, 3 semaines en entreprise / 1 semaine
/// au CFA » of a training offer.
fn training_words(context: &FeedContext<'_>, offer: &OfferRow) -> Option<String> {
    let training = offer.training.as_ref()?;
    let mut parts: Vec<String> = Vec::new();
    if let Some(diploma) = training
        .diploma_id
        .and_then(|id| context.filters.diploma(id))
    {
        parts.push(diploma.name.clone());
    }
    parts.push(format!("{} mois", training.months));
    parts.push(format!(
        "début le {}",
        crate::french::day(training.starts_on)
    ));
    if !training.rhythm.is_empty() {
        parts.push(training.rhythm.clone());
    }
    Some(format!("Formation : {}", parts.join(", ")))
}

/// Indeed's `<education>` (the diploma prepared) and `<startdate>` of a training offer.
fn indeed_training(context: &FeedContext<'_>, offer: &OfferRow) -> String {
    let Some(training) = offer.training.as_ref() else {
        return String::new();
    };
    let education = training
        .diploma_id
        .and_then(|id| context.filters.diploma(id))
        .map(|d| format!("<education>{}</education>\n", escape(&d.name)))
        .unwrap_or_default();
    format!("{education}<startdate>{}</startdate>\n", training.starts_on)
}

fn published(offer: &OfferRow) -> DateTime<Utc> {
    offer.starts_at.unwrap_or(offer.created_at)
}

fn indeed(context: &FeedContext<'_>, offer: &OfferRow) -> String {
    let salary = crate::offers::read::shown_pay(offer, context.filters).unwrap_or_default();
    let city = offer.city_name.as_deref().unwrap_or(&offer.locality_name);
    let description = ensemblier_index::strip_html(&offer.texts.description);
    format!(
        "<job>\n<title>{}</title>\n<date>{}</date>\n<referencenumber>{}</referencenumber>\n\
         <url>{}</url>\n<company>{}</company>\n<city>{}</city>\n<postalcode>{}</postalcode>\n\
         <country>FR</country>\n<description>{}</description>\n<jobtype>{}</jobtype>\n\
         <salary>{}</salary>\n{}</job>\n",
        escape(&offer.title),
        published(offer).to_rfc2822(),
        offer.uuid,
        escape(&context.url(offer)),
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
        escape(context.contract_name(offer)),
        escape(&salary),
        indeed_training(context, offer),
    )
}

/// `DD.MM.YYYY`, Jooble's dates.
fn jooble_date(at: DateTime<Utc>) -> String {
    at.format("%d.%m.%Y").to_string()
}

fn jooble(context: &FeedContext<'_>, offer: &OfferRow) -> Option<String> {
    let published = published(offer);
    if context.now - published >= Duration::days(JOOBLE_MAX_AGE_DAYS) {
        return None;
    }
    let salary = crate::offers::read::shown_pay(offer, context.filters).unwrap_or_default();
    let expire = offer
        .ends_at
        .map(|end| format!("<expire>{}</expire>\n", jooble_date(end)))
        .unwrap_or_default();
    Some(format!(
        "<job id=\"{}\">\n<link>{}</link>\n<name>{}</name>\n<region>{}</region>\n\
         <salary>{}</salary>\n<description>{}</description>\n<company>{}</company>\n\
         <pubdate>{}</pubdate>\n<updated>{}</updated>\n{expire}<jobtype>{}</jobtype>\n</job>\n",
        offer.uuid,
        cdata(&context.url(offer)),
        cdata(&offer.title),
        cdata(&context.town_and_region(offer)),
        cdata(&salary),
        cdata(&full_description(context, offer)),
        cdata(&offer.company_name),
        jooble_date(published),
        jooble_date(offer.updated_at.max(published)),
        cdata(context.contract_name(offer)),
    ))
}

/// Adzuna's `contract_type`: `permanent` for a CDI, `contract` for every other contract.
fn adzuna_contract_type(code: &str) -> &'static str {
    if code == "cdi" {
        "permanent"
    } else {
        "contract"
    }
}

/// Adzuna's `contract_time`, from the offer's « Temps plein » / « Temps partiel » types
/// (none when it states neither, or both).
fn adzuna_contract_time<'a>(type_codes: impl IntoIterator<Item = &'a str>) -> Option<&'static str> {
    let codes: Vec<&str> = type_codes.into_iter().collect();
    match (
        codes.contains(&"temps-plein"),
        codes.contains(&"temps-partiel"),
    ) {
        (true, false) => Some("full_time"),
        (false, true) => Some("part_time"),
        _ => None,
    }
}

fn adzuna(context: &FeedContext<'_>, offer: &OfferRow) -> Option<String> {
    let description = full_description(context, offer);
    if ensemblier_index::strip_html(&description)
        .trim()
        .chars()
        .count()
        < ADZUNA_MIN_DESCRIPTION
    {
        return None;
    }
    let mut fields = vec![
        format!("<id>{}</id>", offer.uuid),
        format!("<title>{}</title>", cdata(&offer.title)),
        format!("<description>{}</description>", cdata(&description)),
        format!("<url>{}</url>", cdata(&context.url(offer))),
        format!("<company>{}</company>", cdata(&offer.company_name)),
        format!(
            "<location>{}</location>",
            cdata(&format!(
                "{}, {}",
                context.town_and_region(offer),
                offer.postal_code
            ))
        ),
        format!("<date>{}</date>", published(offer).format("%Y-%m-%d")),
    ];
    if let Some(pay) = &offer.pay {
        // Adzuna reads a yearly range in whole euros.
        let yearly = |cents: i32| i64::from(cents) * pay.period.per_year() / 100;
        fields.push(format!(
            "<salary_min>{}</salary_min>",
            yearly(pay.min_cents)
        ));
        fields.push(format!(
            "<salary_max>{}</salary_max>",
            yearly(pay.max_cents)
        ));
    }
    if let Some(contract) = context.filters.contract(offer.job_contract_id) {
        let kind = adzuna_contract_type(&contract.code);
        fields.push(format!("<contract_type>{kind}</contract_type>"));
    }
    let types = offer
        .type_ids
        .iter()
        .filter_map(|&id| context.filters.job_type(id))
        .map(|t| t.code.as_str());
    if let Some(time) = adzuna_contract_time(types) {
        fields.push(format!("<contract_time>{time}</contract_time>"));
    }
    if let Some(position) = context.filters.position(offer.job_position_id) {
        fields.push(format!("<category>{}</category>", cdata(&position.name)));
    }
    if let Some(logo) = &offer.logo_name {
        fields.push(format!(
            "<logo>{}</logo>",
            cdata(&format!("{}/uploads/logos/{logo}", context.base))
        ));
    }
    Some(format!("<job>\n{}\n</job>\n", fields.join("\n")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cdata_section_holds_any_text_even_its_own_end() {
        assert_eq!(cdata("a & <b>"), "<![CDATA[a & <b>]]>");
        assert_eq!(cdata("x]]>y"), "<![CDATA[x]]]]><![CDATA[>y]]>");
    }

    #[test]
    fn contracts_and_hours_read_as_adzuna_names_them() {
        assert_eq!(adzuna_contract_type("cdi"), "permanent");
        assert_eq!(adzuna_contract_type("alternance"), "contract");
        assert_eq!(
            adzuna_contract_time(["temps-plein", "travail-atelier"]),
            Some("full_time")
        );
        assert_eq!(adzuna_contract_time(["temps-partiel"]), Some("part_time"));
        assert_eq!(adzuna_contract_time(["temps-plein", "temps-partiel"]), None);
        assert_eq!(adzuna_contract_time([]), None);
    }
}
