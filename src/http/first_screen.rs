//! The first screen in the HTML (issue 22, docs/ui.md "First screen"): for an offer, a post,
//! the first page of /emploi and the home page, the server runs the UI's own GraphQL queries
//! (their text comes from the built UI, `first-screen-documents.json`, so both ask the same
//! thing), writes the main content from the answers with the askama templates of
//! `templates/pages/`, and puts the answers in a `type="application/json"` block the UI's first
//! render reads instead of asking again (`ui/src/lib/initialData.ts`). The answers are an
//! anonymous visitor's: the page is the same for everyone, crawlers included.

use std::net::IpAddr;

use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde_json::{json, Value};

use super::AppState;
use crate::graphql::ClientAddress;

/// The built UI's query texts by operation name (written by `ui/vite.config.ts`).
const DOCUMENTS_FILE: &str = "first-screen-documents.json";

/// The id of the data block; `ui/src/lib/initialData.ts` reads it.
const DATA_ID: &str = "initial-data";

/// What the server adds to the UI's index.html: the markup of `#root` and the answers.
#[derive(Default)]
pub struct FirstScreen {
    markup: String,
    answers: Vec<Value>,
}

impl FirstScreen {
    /// `template` (the page with its head already written) with the first screen in `#root`
    /// and the answers just before it. Without the `<!--app-->` marker, the page is unchanged.
    pub fn render(&self, template: &str) -> String {
        const ROOT: &str = "<div id=\"root\"><!--app--></div>";
        if self.markup.is_empty() || !template.contains(ROOT) {
            return template.to_owned();
        }
        let data = crate::seo::head::script_safe(&Value::Array(self.answers.clone()).to_string());
        template.replacen(
            ROOT,
            &format!(
                "<style>{STYLE}</style><script type=\"application/json\" id=\"{DATA_ID}\">{data}</script>\
                 <div id=\"root\"><div class=\"fs\">{}</div></div>",
                self.markup
            ),
            1,
        )
    }
}

/// The rules of the server's markup, inlined (no extra request before the first paint).
const STYLE: &str = include_str!("../../templates/pages/first_screen.css");

/// Runs one of the UI's queries as an anonymous visitor; `None` when the built UI has no such
/// document or the answer has errors (the UI then asks itself, as before).
async fn answer(
    state: &AppState,
    address: Option<IpAddr>,
    operation: &str,
    variables: Value,
) -> Option<(Value, Value)> {
    let path = state.settings.ui_dir.join(DOCUMENTS_FILE);
    let documents: serde_json::Map<String, Value> =
        serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let query = documents.get(operation)?.as_str()?;
    let mut request = async_graphql::Request::new(query)
        .variables(async_graphql::Variables::from_json(variables.clone()));
    if let Some(address) = address {
        request = request.data(ClientAddress(address));
    }
    state.documents.prepare(&mut request);
    let response = state.schema.execute(request).await;
    if response.is_err() {
        tracing::warn!(operation, errors = ?response.errors, "first screen query failed");
        return None;
    }
    let data = response.data.into_json().ok()?;
    Some((
        json!({ "operation": operation, "variables": variables, "data": data }),
        data,
    ))
}

#[derive(Deserialize)]
struct Named {
    name: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Salary {
    interval_label: String,
}

#[derive(Deserialize)]
struct Ad {
    urgent: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Locality {
    name: String,
    #[serde(default)]
    postal_code: String,
}

#[derive(Deserialize)]
struct Address {
    #[serde(default)]
    address1: String,
    locality: Locality,
}

#[derive(Deserialize)]
struct Company {
    name: String,
    #[serde(default)]
    presentation: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LocalizedCompany {
    #[serde(default)]
    logo_path: Option<String>,
    company: Company,
    address: Address,
}

/// `JobOfferFields` of the UI, as far as the page shows it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Offer {
    title: String,
    description: String,
    company_presentation: String,
    perfect_candidate_description: String,
    expired: bool,
    job_offer_ad: Option<Ad>,
    job_contract: Option<Named>,
    job_types: Vec<Named>,
    job_salary: Option<Salary>,
    job_position: Option<Named>,
    localized_company: LocalizedCompany,
}

impl Offer {
    /// `Paris (75001)`, as `placeLabel` in JobOfferHeader.tsx.
    fn place(&self) -> String {
        let locality = &self.localized_company.address.locality;
        format!("{} ({})", locality.name, locality.postal_code)
    }

    fn full_place(&self) -> String {
        let address = &self.localized_company.address.address1;
        if address.is_empty() {
            self.place()
        } else {
            format!("{address}, {}", self.place())
        }
    }

    fn urgent(&self) -> bool {
        self.job_offer_ad.as_ref().is_some_and(|ad| ad.urgent) && !self.expired
    }

    fn initial(&self) -> String {
        self.localized_company
            .company
            .name
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default()
    }

    fn job_types_text(&self) -> String {
        self.job_types
            .iter()
            .map(|t| t.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[derive(Template)]
#[template(path = "pages/offer.html")]
struct OfferScreen<'a> {
    offer: &'a Offer,
}

/// An offer's page: its header band and texts, as JobOfferPage.tsx shows them to a visitor.
pub async fn offer(state: &AppState, address: Option<IpAddr>, id: i64) -> FirstScreen {
    let variables = json!({ "id": id.to_string() });
    let Some((entry, data)) = answer(state, address, "JobOffer", variables).await else {
        return FirstScreen::default();
    };
    let Ok(offer) = serde_json::from_value::<Offer>(data["jobOffer"].clone()) else {
        return FirstScreen::default();
    };
    written(OfferScreen { offer: &offer }.render(), vec![entry])
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Post {
    title: String,
    subtitle: String,
    intro: String,
    content: String,
    featured_image_path: Option<String>,
    published_at: DateTime<Utc>,
}

#[derive(Template)]
#[template(path = "pages/post.html")]
struct PostScreen<'a> {
    post: &'a Post,
    date: String,
}

/// A post's page, as PostPage.tsx shows it.
pub async fn post(state: &AppState, address: Option<IpAddr>, id: i64) -> FirstScreen {
    let variables = json!({ "id": id.to_string() });
    let Some((entry, data)) = answer(state, address, "Post", variables).await else {
        return FirstScreen::default();
    };
    let Ok(post) = serde_json::from_value::<Post>(data["post"].clone()) else {
        return FirstScreen::default();
    };
    let date = french_date(post.published_at);
    written(PostScreen { post: &post, date }.render(), vec![entry])
}

/// `12 mars 2026`, `1er avril 2026` at Paris time, as `frenchDate` in ui/src/lib/dates.ts.
fn french_date(date: DateTime<Utc>) -> String {
    use chrono::Datelike;
    const MONTHS: [&str; 12] = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    let date = date.with_timezone(&chrono_tz::Europe::Paris);
    let day = match date.day() {
        1 => "1er".to_owned(),
        day => day.to_string(),
    };
    format!("{day} {} {}", MONTHS[date.month0() as usize], date.year())
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LatestLocalizedCompany {
    company: Named,
    address: LatestAddress,
}

#[derive(Deserialize)]
struct LatestAddress {
    locality: Named,
}

/// One card of the home page's latest offers (`HomeLatestJobOffers`).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LatestOffer {
    #[serde(rename = "_id")]
    id: i64,
    slug: String,
    title: String,
    description_preview: String,
    since: String,
    job_offer_ad: Option<Ad>,
    job_contract: Option<Named>,
    localized_company: LatestLocalizedCompany,
}

impl LatestOffer {
    fn urgent(&self) -> bool {
        self.job_offer_ad.as_ref().is_some_and(|ad| ad.urgent)
    }
}

#[derive(Template)]
#[template(path = "pages/home.html")]
struct HomeScreen<'a> {
    offers: &'a [LatestOffer],
}

/// The home page: its hero and the latest offers (the other sections come with the UI; their
/// answers are inlined too when the built UI has their documents).
pub async fn home(state: &AppState, address: Option<IpAddr>) -> FirstScreen {
    let Some((entry, data)) = answer(state, address, "HomeLatestJobOffers", json!({})).await else {
        return FirstScreen::default();
    };
    let Ok(offers) = serde_json::from_value::<Vec<LatestOffer>>(data["lastJobOffers"].clone())
    else {
        return FirstScreen::default();
    };
    let mut answers = vec![entry];
    if let Some((showcase, _)) = answer(state, address, "HomeShowcase", json!({})).await {
        answers.push(showcase);
    }
    written(HomeScreen { offers: &offers }.render(), answers)
}

fn written(markup: askama::Result<String>, answers: Vec<Value>) -> FirstScreen {
    match markup {
        Ok(markup) => FirstScreen { markup, answers },
        Err(error) => {
            tracing::error!(%error, "cannot write a first screen");
            FirstScreen::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_french_at_paris_time() {
        let date = |s: &str| s.parse::<DateTime<Utc>>().expect("a date");
        assert_eq!(french_date(date("2026-03-12T13:05:00Z")), "12 mars 2026");
        assert_eq!(french_date(date("2026-03-31T22:30:00Z")), "1er avril 2026");
        assert_eq!(
            french_date(date("2026-12-31T23:30:00Z")),
            "1er janvier 2027"
        );
    }

    #[test]
    fn the_answers_cannot_close_their_script() {
        let screen = FirstScreen {
            markup: "<main>x</main>".into(),
            answers: vec![json!({ "data": "</script><script>alert(1)" })],
        };
        let page = screen.render("<body><div id=\"root\"><!--app--></div></body>");
        assert!(page.contains("<div id=\"root\"><div class=\"fs\"><main>x</main></div></div>"));
        assert!(!page.contains("</script><script>alert"), "{page}");
        assert_eq!(
            FirstScreen::default().render("<div id=\"root\"><!--app--></div>"),
            "<div id=\"root\"><!--app--></div>"
        );
    }
}
