//! The first screen in the HTML (issue 22, docs/first-screen.md): for an offer, a post,
//! the first page of /emploi and the home page, the server runs the UI's own GraphQL queries
//! (their text comes from the built UI, `first-screen-documents.json`, so both ask the same
//! thing), writes the main content from the answers with the askama templates of
//! `templates/pages/`, and puts the answers in a `type="application/json"` block the UI's first
//! render reads instead of asking again (`ui/src/lib/initialData.ts`). The answers are an
//! anonymous visitor's: the page is the same for everyone, crawlers included. One answer is
//! written without running its query: an offer's `JobOffer` (`offer.rs` says why and what
//! keeps it the API's).

use std::{net::IpAddr, sync::Arc};

use askama::Template;
use async_graphql::Value as ConstValue;
use chrono::{DateTime, Utc};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::{json, Value};

pub use super::Site;
use crate::graphql::{labels::CraftLabel, search_args::PageSearch, ClientAddress};
use crate::search::pages::SearchHolds;

mod book;
mod built;
mod company;
mod kept;
mod offer;
mod salaries;
mod similar;
mod training;
pub use book::book;
pub use built::Cache;
pub use company::company;
pub use offer::offer;
pub use salaries::{barometer as salary_barometer, trades as salary_trades};
pub use training::{index as training_index, page as training_page};

/// The built UI's query texts by operation name.
pub type Documents = serde_json::Map<String, Value>;

/// An option of a filter, or any object the UI asks `{ id name }` of.
#[derive(Serialize)]
struct IdName {
    id: String,
    name: String,
}

/// The built UI's query texts by operation name (written by `ui/vite.config.ts`).
const DOCUMENTS_FILE: &str = "first-screen-documents.json";

/// The id of the data block; `ui/src/lib/initialData.ts` reads it.
const DATA_ID: &str = "initial-data";

/// What the server adds to the UI's index.html: the markup of `#root` and the answers.
#[derive(Clone, Default)]
pub struct FirstScreen {
    markup: String,
    answers: Vec<Inlined>,
}

/// An answer as the page inlines it: `{ operation, variables, data }` as JSON text made safe
/// inside `<script>` (shared when cached: `Cache`).
type Inlined = Arc<str>;

impl FirstScreen {
    /// About the bytes it holds.
    fn bytes(&self) -> usize {
        self.markup.len() + self.answers.iter().map(|a| a.len() + 16).sum::<usize>()
    }

    /// `template` (the page with its head already written) with the first screen in `#root`
    /// and the answers just before it. Without the `<!--app-->` marker, the page is unchanged.
    pub fn render(&self, template: &str) -> String {
        const ROOT: &str = "<div id=\"root\"><!--app--></div>";
        let Some(at) = template.find(ROOT).filter(|_| !self.markup.is_empty()) else {
            return template.to_owned();
        };
        // One allocation of the page's size: the answers are ~20–50 KB of an /emploi page.
        let answers: usize = self.answers.iter().map(|a| a.len() + 1).sum();
        let mut page =
            String::with_capacity(template.len() + STYLE.len() + answers + self.markup.len() + 200);
        page.push_str(&template[..at]);
        page.push_str("<style>");
        page.push_str(STYLE);
        page.push_str("</style><script type=\"application/json\" id=\"");
        page.push_str(DATA_ID);
        page.push_str("\">[");
        for (i, answer) in self.answers.iter().enumerate() {
            if i > 0 {
                page.push(',');
            }
            page.push_str(answer);
        }
        page.push_str("]</script><div id=\"root\"><div class=\"fs\">");
        page.push_str(&self.markup);
        page.push_str("</div></div>");
        page.push_str(&template[at + ROOT.len()..]);
        page
    }
}

/// The rules of the server's markup, inlined (no extra request before the first paint).
const STYLE: &str = include_str!("../../templates/pages/first_screen.css");

/// One of the UI's queries answered: its text as the page inlines it, and its data to write
/// the markup from (read without a copy into `serde_json`'s values).
struct Answer {
    inlined: Inlined,
    data: ConstValue,
}

impl Answer {
    /// A field of the data, read as the markup needs it (taken out of the data).
    fn read<T: DeserializeOwned>(&mut self, field: &str) -> Option<T> {
        let ConstValue::Object(fields) = &mut self.data else {
            return None;
        };
        async_graphql::from_value(fields.shift_remove(field)?).ok()
    }

    fn inlined(&self) -> Inlined {
        self.inlined.clone()
    }
}

/// `{ operation, variables, data }`, what `ui/src/lib/initialData.ts` reads.
#[derive(Serialize)]
struct Entry<'a, Data: Serialize> {
    operation: &'a str,
    variables: &'a Value,
    data: &'a Data,
}

/// Runs one of the UI's queries as an anonymous visitor; `None` when the built UI has no such
/// document or the answer has errors (the UI then asks itself, as before).
async fn answer(
    site: &Site<'_>,
    address: Option<IpAddr>,
    operation: &str,
    variables: Value,
) -> Option<Answer> {
    answer_with::<()>(site, address, operation, variables, None).await
}

/// `answer`, with request data only the server's own first screen gives: what records until
/// when the search holds (`SearchHolds`).
async fn answer_with<Given: std::any::Any + Send + Sync>(
    site: &Site<'_>,
    address: Option<IpAddr>,
    operation: &str,
    variables: Value,
    given: Option<Given>,
) -> Option<Answer> {
    let documents = site.cache.documents(site.ui_dir)?;
    let query = documents.get(operation)?.as_str()?;
    let mut request = async_graphql::Request::new(query)
        .variables(async_graphql::Variables::from_json(variables.clone()));
    if let Some(address) = address {
        request = request.data(ClientAddress(address));
    }
    if let Some(given) = given {
        request = request.data(given);
    }
    site.documents.prepare(&mut request);
    let response = site.schema.execute(request).await;
    if response.is_err() {
        tracing::warn!(operation, errors = ?response.errors, "first screen query failed");
        return None;
    }
    let entry = Entry {
        operation,
        variables: &variables,
        data: &response.data,
    };
    let inlined = crate::pages::seo::head::script_safe(&serde_json::to_string(&entry).ok()?).into();
    Some(Answer {
        inlined,
        data: response.data,
    })
}

#[derive(Deserialize)]
struct Named {
    name: String,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
struct Salary {
    /// Asked by the offer's page only.
    #[serde(default)]
    id: String,
    interval_label: String,
}

#[derive(Deserialize)]
struct Ad {
    urgent: bool,
}

/// An offer's gross range as the UI's queries ask it (`JobOffer.pay`).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Pay {
    min_cents: i32,
    max_cents: i32,
    period: String,
    #[serde(default)]
    variable: String,
}

/// `payText` of ui/src/lib/pay.ts: the range (and « + variable »), or an older offer's bracket.
fn pay_text(pay: Option<&Pay>, salary: Option<&Salary>) -> Option<String> {
    use crate::offers::pay::{label, PayPeriod};
    match pay {
        Some(pay) => {
            let period = match pay.period.as_str() {
                "HOUR" => PayPeriod::Hour,
                "MONTH" => PayPeriod::Month,
                _ => PayPeriod::Year,
            };
            let label = label(pay.min_cents, pay.max_cents, period);
            Some(match pay.variable.as_str() {
                "" => label,
                variable => format!("{label} + {variable}"),
            })
        }
        None => salary.map(|s| s.interval_label.clone()),
    }
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
pub async fn post(site: &Site<'_>, address: Option<IpAddr>, id: i64) -> FirstScreen {
    let variables = json!({ "id": id.to_string() });
    let Some(mut answer) = answer(site, address, "Post", variables).await else {
        return FirstScreen::default();
    };
    let Some(post) = answer.read::<Post>("post") else {
        return FirstScreen::default();
    };
    let date = crate::french::date(post.published_at);
    written(
        PostScreen { post: &post, date }.render(),
        vec![answer.inlined()],
    )
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
pub async fn home(site: &Site<'_>, address: Option<IpAddr>) -> FirstScreen {
    let Some(mut latest) = answer(site, address, "HomeLatestJobOffers", json!({})).await else {
        return FirstScreen::default();
    };
    let Some(offers) = latest.read::<Vec<LatestOffer>>("lastJobOffers") else {
        return FirstScreen::default();
    };
    let mut answers = vec![latest.inlined()];
    if let Some(showcase) = answer(site, address, "HomeShowcase", json!({})).await {
        answers.push(showcase.inlined());
    }
    written(HomeScreen { offers: &offers }.render(), answers)
}

/// Offers per page of the search (`PAGE_SIZE` in ui/src/features/search/variables.ts; both
/// equal `searchPageSize` of ui/src/lib/sharedConstants.json, which a test checks).
const SEARCH_PAGE_SIZE: i64 = 10;

/// `1 234` as `frenchNumber` writes it (a no-break space between groups, issue 58 minor 35).
fn french_number(number: i64) -> String {
    let digits = number.unsigned_abs().to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push('\u{a0}');
        }
        out.push(digit);
    }
    if number < 0 {
        format!("-{out}")
    } else {
        out
    }
}

/// `12,5` as `Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })` writes it.
fn french_decimal(number: f64) -> String {
    let tenths = (number * 10.0).round() as i64;
    let whole = french_number(tenths / 10);
    match tenths % 10 {
        0 => whole,
        fraction => format!("{whole},{}", fraction.abs()),
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResultLocality {
    name: String,
    /// Set for a district: its city (« Lyon » for « Lyon 3e Arrondissement »).
    #[serde(default)]
    city: Option<Named>,
}

#[derive(Deserialize)]
struct ResultAddress {
    locality: ResultLocality,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResultCompany {
    #[serde(default)]
    logo_path: Option<String>,
    company: Named,
    address: ResultAddress,
}

/// Under this distance from the centre (50 m: « 0,0 km »), a result is in the town itself.
const IN_TOWN_KM: f64 = 0.05;

/// One card of the search results (`SearchJobOffers`), as ResultCard.tsx shows it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResultOffer {
    #[serde(rename = "_id")]
    id: i64,
    slug: String,
    title: String,
    /// The title's runs, the search's words marked (issue 39).
    #[serde(default)]
    title_parts: Vec<Part>,
    description_preview: String,
    /// With keywords: the description's extract around them, marked (else the preview).
    #[serde(default)]
    extract: Option<Vec<Part>>,
    distance: Option<f64>,
    job_offer_ad: Option<Ad>,
    job_contract: Option<Named>,
    /// A training offer's line (`OfferTraining.summary`), the chip after the contract's.
    #[serde(default)]
    training: Option<ResultTraining>,
    #[serde(default)]
    job_salary: Option<Salary>,
    #[serde(default)]
    pay: Option<Pay>,
    localized_company: ResultCompany,
    /// Its company's approved labels (`JobOffer.craftLabels`), as CraftBadges.tsx shows them.
    #[serde(default)]
    craft_labels: Vec<CraftLabel>,
}

#[derive(Deserialize)]
struct ResultTraining {
    summary: String,
}

/// A run of a result's text (`TextPart`), as MarkedText.tsx shows it.
#[derive(Deserialize)]
struct Part {
    text: String,
    marked: bool,
}

impl ResultOffer {
    /// As ResultCard.tsx: a training offer without a range shows no bracket derived from the law's pay.
    fn pay_text(&self) -> Option<String> {
        if self.training.is_some() && self.pay.is_none() {
            return None;
        }
        pay_text(self.pay.as_ref(), self.job_salary.as_ref())
    }

    fn urgent(&self) -> bool {
        self.job_offer_ad.as_ref().is_some_and(|ad| ad.urgent)
    }

    /// `initials` in ResultCard.tsx: the first letter of the first two words starting with one.
    fn initials(&self) -> String {
        self.localized_company
            .company
            .name
            .split_whitespace()
            .filter(|word| word.chars().next().is_some_and(char::is_alphabetic))
            .take(2)
            .filter_map(|word| word.chars().next())
            .flat_map(char::to_uppercase)
            .collect()
    }

    fn place(&self) -> String {
        let place = format!(
            "{} - {}",
            self.localized_company.company.name, self.localized_company.address.locality.name
        );
        let locality = &self.localized_company.address.locality;
        let town = locality
            .city
            .as_ref()
            .map_or(&locality.name, |city| &city.name);
        match self.distance {
            // The town itself (issue 58, item 8): « à Lyon », not « à 0 km »; nothing more when
            // the place already names it (`distanceText` in ResultCard.tsx).
            Some(km) if km < IN_TOWN_KM && *town == locality.name => place,
            Some(km) if km < IN_TOWN_KM => format!("{place} · à {town}"),
            Some(km) => format!("{place} · à {} km", french_decimal(km)),
            None => place,
        }
    }

    fn path(&self) -> String {
        format!("/emploi/{}/{}", self.id, self.slug)
    }
}

#[derive(Deserialize)]
struct Edge<T> {
    node: T,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResultsConnection {
    total_count: i64,
    corrected_search: Option<String>,
    edges: Vec<Edge<ResultOffer>>,
}

#[derive(Template)]
#[template(path = "pages/search.html")]
struct SearchScreen {
    count: String,
    empty: bool,
    offers: Vec<ResultOffer>,
    /// « Résultats pour … » (CorrectedNotice.tsx): the keywords as corrected and as typed.
    corrected: Option<Corrected>,
    /// One town is chosen: the search bar has its « Dans un rayon de » row (`canChooseRadius`).
    radius_row: bool,
}

struct Corrected {
    corrected: String,
    typed: String,
    /// The same search without corrections.
    exactly: String,
}

/// The answer of `SearchFilters` (the sidebar's options: ~20 KB of every /emploi page), run
/// once per built UI: its contracts, types, pay brackets and positions are reference data,
/// loaded at start and never changed while the server runs (`JobFilters`).
async fn search_filters(site: &Site<'_>, address: Option<IpAddr>) -> Option<Inlined> {
    let documents = site.cache.documents(site.ui_dir)?;
    if let Some(filters) = site.cache.filters(&documents) {
        return Some(filters);
    }
    let filters = answer(site, address, "SearchFilters", json!({}))
        .await?
        .inlined();
    site.cache.keep_filters(&documents, filters.clone());
    Some(filters)
}

/// `/emploi` with the search of its query string: the title band and the first page of results
/// (the sidebar's options are inlined too: the UI renders them at once).
pub async fn search(site: &Site<'_>, address: Option<IpAddr>, query: Option<&str>) -> FirstScreen {
    let Some(documents) = site.cache.documents(site.ui_dir) else {
        return FirstScreen::default();
    };
    let query = query.unwrap_or_default();
    let mut sources = kept::Sources {
        version: site.search.version(),
        documents,
        written_at: Utc::now().timestamp(),
        valid_until: i64::MAX,
    };
    let mut screen = match site.cache.screens.get(query, &sources) {
        Some(screen) => screen,
        None => {
            let holds = SearchHolds::default();
            let screen = search_results(site, address, query, holds.clone()).await;
            // Only a page written from a search (not the empty one of a failed answer).
            if let (false, Some(until)) = (screen.markup.is_empty(), holds.until()) {
                sources.valid_until = until;
                site.cache.screens.keep(query, sources, &screen);
            }
            screen
        }
    };
    if !screen.markup.is_empty() {
        if let Some(filters) = search_filters(site, address).await {
            screen.answers.push(filters);
        }
    }
    screen
}

/// `search`'s page without the sidebar's options: what `kept` keeps.
async fn search_results(
    site: &Site<'_>,
    address: Option<IpAddr>,
    query: &str,
    holds: SearchHolds,
) -> FirstScreen {
    let search = PageSearch::from_query(query);
    let radius_row = search.one_town();
    let variables = search.variables(SEARCH_PAGE_SIZE);
    let exact = search.exact;
    let typed = search.arguments.search.unwrap_or_default();
    let Some(mut answer) =
        answer_with(site, address, "SearchJobOffers", variables, Some(holds)).await
    else {
        return FirstScreen::default();
    };
    let Some(results) = answer.read::<ResultsConnection>("jobOffers") else {
        return FirstScreen::default();
    };
    // As the page shows it: when words were corrected and the search is not an exact one.
    let corrected = match (&results.corrected_search, exact) {
        (Some(corrected), false) => Some(Corrected {
            corrected: corrected.clone(),
            exactly: format!("/emploi?{query}&exact=1"),
            typed,
        }),
        _ => None,
    };
    let count = match results.total_count {
        0 => "Aucun résultat ne correspond à votre recherche.".to_owned(),
        1 => "1 offre".to_owned(),
        total => format!("{} offres", french_number(total)),
    };
    let screen = SearchScreen {
        count,
        empty: results.total_count == 0,
        offers: results.edges.into_iter().map(|edge| edge.node).collect(),
        corrected,
        radius_row,
    };
    written(screen.render(), vec![answer.inlined()])
}

/// One card of `/tendance-rh` (`PostsPage`), as PostCard.tsx shows it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ListedPost {
    #[serde(rename = "_id")]
    id: i64,
    slug: String,
    title: String,
    intro: String,
    featured_image_path: Option<String>,
    published_at: DateTime<Utc>,
}

impl ListedPost {
    fn path(&self) -> String {
        format!("/tendance-rh/{}/{}", self.id, self.slug)
    }

    fn date(&self) -> String {
        crate::french::date(self.published_at)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PostsConnection {
    total_count: i64,
    edges: Vec<Edge<ListedPost>>,
}

#[derive(Template)]
#[template(path = "pages/posts.html")]
struct PostsScreen {
    count: String,
    posts: Vec<ListedPost>,
}

/// Posts per page of `/tendance-rh` (`POSTS_PER_PAGE` in ui/src/features/posts/hooks/usePostsList.ts).
const POSTS_PAGE_SIZE: i64 = 10;

/// `/tendance-rh`: the title band and the first page of posts, as PostsPage.tsx shows them.
pub async fn posts(site: &Site<'_>, address: Option<IpAddr>) -> FirstScreen {
    let variables = json!({ "nb_items": POSTS_PAGE_SIZE, "start_cursor": null });
    let Some(mut answer) = answer(site, address, "PostsPage", variables).await else {
        return FirstScreen::default();
    };
    let Some(list) = answer.read::<PostsConnection>("posts") else {
        return FirstScreen::default();
    };
    // An empty list: the UI's own notice (no first screen to write).
    if list.total_count == 0 {
        return FirstScreen::default();
    }
    let count = match list.total_count {
        1 => "1 article".to_owned(),
        n => format!("{n} articles"),
    };
    let screen = PostsScreen {
        count,
        posts: list.edges.into_iter().map(|edge| edge.node).collect(),
    };
    written(screen.render(), vec![answer.inlined()])
}

fn written(markup: askama::Result<String>, answers: Vec<Inlined>) -> FirstScreen {
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

    /// A fixture of fixtures/ (rules written in Rust and TypeScript both; the UI's vitest
    /// tests read the same files).
    fn fixture(text: &str) -> Value {
        serde_json::from_str(text).expect("a JSON fixture")
    }

    fn cases<'a>(fixture: &'a Value, list: &str) -> &'a Vec<Value> {
        fixture[list].as_array().expect("a list of cases")
    }

    #[test]
    fn dates_are_french_at_paris_time_as_the_ui_writes_them() {
        let fixture = fixture(include_str!("../../fixtures/french-dates.json"));
        for case in cases(&fixture, "cases") {
            let instant = case["instant"].as_str().expect("an instant");
            let date: DateTime<Utc> = instant.parse().expect("an RFC 3339 instant");
            assert_eq!(crate::french::date(date), case["date"], "{instant}");
        }
    }

    #[test]
    fn numbers_are_written_as_intl_number_format_fr() {
        let fixture = fixture(include_str!("../../fixtures/french-numbers.json"));
        for case in cases(&fixture, "integers") {
            let number = case["number"].as_i64().expect("an integer");
            assert_eq!(french_number(number), case["text"], "{number}");
        }
        for case in cases(&fixture, "decimals") {
            let number = case["number"].as_f64().expect("a number");
            assert_eq!(french_decimal(number), case["text"], "{number}");
        }
    }

    #[test]
    fn a_result_of_the_town_itself_says_the_town_not_0_km() {
        let fixture = fixture(include_str!("../../fixtures/result-distance.json"));
        for case in cases(&fixture, "cases") {
            let city = match &case["city"] {
                Value::Null => Value::Null,
                name => json!({ "name": name }),
            };
            let offer: ResultOffer = serde_json::from_value(json!({
                "_id": 1, "slug": "s", "title": "t", "descriptionPreview": "",
                "distance": case["km"],
                "localizedCompany": {
                    "company": { "name": "Atelier" },
                    "address": { "locality": { "name": case["locality"], "city": city } }
                }
            }))
            .expect("a result");
            let place = format!(
                "Atelier - {}",
                case["locality"].as_str().unwrap_or_default()
            );
            let expected = match case["text"].as_str() {
                Some(text) => format!("{place} · {text}"),
                None => place,
            };
            assert_eq!(offer.place(), expected, "{case}");
        }
    }

    #[test]
    fn the_pages_are_as_long_as_the_uis() {
        let shared = fixture(include_str!("../../ui/src/lib/sharedConstants.json"));
        assert_eq!(shared["searchPageSize"], SEARCH_PAGE_SIZE);
        assert_eq!(shared["postsPageSize"], POSTS_PAGE_SIZE);
    }

    #[test]
    fn the_answers_cannot_close_their_script() {
        let screen = FirstScreen {
            markup: "<main>x</main>".into(),
            answers: vec![crate::pages::seo::head::script_safe(
                &json!({ "data": "</script><script>alert(1)" }).to_string(),
            )
            .into()],
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
