//! The search arguments of `jobOffers` (spec section 7) read into the index's query model,
//! and the bounds of every text and list argument a search (or an alert) takes: a search
//! costs in proportion to its words and values, so each has a documented maximum
//! (docs/api.md, docs/operations.md).

use crate::search::start::Start;
use ensemblier_index::{Near, OfferQuery, PlaceFilter, Sort, PAY_FLOORS};
use serde::Deserialize;

use crate::{
    access::parse_iri,
    error::{AppError, AppResult, ErrorCode},
};

#[derive(Deserialize)]
struct PlaceArgument {
    #[serde(rename = "type")]
    kind: String,
    id: serde_json::Value,
}

fn invalid_place(raw: &str) -> AppError {
    let shown: String = raw.chars().filter(|c| !c.is_control()).take(80).collect();
    AppError::invalid(
        ErrorCode::InvalidPlace,
        format!("Le lieu « {shown} » est invalide."),
    )
}

/// One entry of `localization_list`: a JSON string `{"type": "REGION" | "DEPARTMENT" |
/// "CITY" | "DISTRICT", "id": <number or IRI>}`.
pub fn place(raw: &str) -> AppResult<PlaceFilter> {
    let argument: PlaceArgument = serde_json::from_str(raw).map_err(|_| invalid_place(raw))?;
    let (resource, make): (&str, fn(u64) -> PlaceFilter) = match argument.kind.as_str() {
        "REGION" => ("regions", PlaceFilter::Region),
        "DEPARTMENT" => ("departments", PlaceFilter::Department),
        "CITY" => ("localities", PlaceFilter::City),
        "DISTRICT" => ("localities", PlaceFilter::District),
        _ => return Err(invalid_place(raw)),
    };
    let id = match &argument.id {
        serde_json::Value::Number(n) => n.as_i64(),
        serde_json::Value::String(s) => parse_iri(resource, s).ok(),
        _ => None,
    };
    id.and_then(|id| u64::try_from(id).ok())
        .filter(|id| *id > 0)
        .map(make)
        .ok_or_else(|| invalid_place(raw))
}

/// White space around a search's words, as the API and the UI both trim it: Unicode's
/// `White_Space` (Rust's `trim`) and the byte-order mark (JavaScript's `trim`), so the page's
/// URL, the UI's variables and the API read the same keywords (`trimSpace` in
/// ui/src/lib/jobSearch.ts is this rule).
pub fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

pub fn trim(text: &str) -> &str {
    text.trim_matches(is_space)
}

/// Longest search text, in characters, and most words in it.
pub const MAX_SEARCH_CHARS: usize = <crate::text::Keywords as crate::text::Bound>::MAX;
pub const MAX_SEARCH_WORDS: usize = 32;
/// Most places in `localization_list`, and most options in each filter list.
pub const MAX_PLACES: usize = 20;
pub const MAX_OPTIONS: usize = 50;

/// The keywords of a search, trimmed: at most [`MAX_SEARCH_CHARS`] characters and
/// [`MAX_SEARCH_WORDS`] words.
pub fn search_text(raw: Option<&str>) -> AppResult<String> {
    let text = trim(raw.unwrap_or_default());
    // Counting stops at the first character over: a long text costs no more than a short one.
    let too_long = text.chars().nth(MAX_SEARCH_CHARS).is_some()
        || text.split_whitespace().nth(MAX_SEARCH_WORDS).is_some();
    if too_long {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            format!(
                "La recherche est limitée à {MAX_SEARCH_CHARS} caractères et {MAX_SEARCH_WORDS} \
                 mots."
            ),
        ));
    }
    Ok(text.to_owned())
}

/// A list argument of at most `max` values; `label` names it in French (« lieux »).
pub fn bounded<'a, T>(values: &'a [T], max: usize, label: &str) -> AppResult<&'a [T]> {
    if values.len() > max {
        return Err(AppError::invalid(
            ErrorCode::TooMany,
            format!("Choisissez au plus {max} {label}."),
        ));
    }
    Ok(values)
}

/// The radii a search around a town offers, in kilometres (0: the town only). The UI offers
/// the list of ui/src/lib/sharedConstants.json, its one source there; a test holds the two
/// equal (a JSON file both read: the UI imports it, and this crate reads it only in a test, so
/// the constant stays a `const`).
pub const RADII_KM: [u32; 5] = [0, 10, 20, 50, 100];

/// The `radius` argument: one of [`RADII_KM`].
pub fn radius(km: i32) -> AppResult<u32> {
    u32::try_from(km)
        .ok()
        .filter(|km| RADII_KM.contains(km))
        .ok_or_else(|| {
            let [others @ .., last] = RADII_KM.map(|km| km.to_string());
            AppError::invalid(
                ErrorCode::InvalidRadius,
                format!("Le rayon doit être de {} ou {last} km.", others.join(", ")),
            )
        })
}

/// The `min_pay` argument (« Salaire minimum », euros a year): one of the index's
/// `PAY_FLOORS`, which the UI offers from ui/src/lib/sharedConstants.json (a test holds the two
/// equal).
pub fn min_pay(euros: Option<i32>) -> AppResult<Option<u32>> {
    let Some(euros) = euros else {
        return Ok(None);
    };
    u32::try_from(euros)
        .ok()
        .filter(|euros| PAY_FLOORS.contains(euros))
        .map(Some)
        .ok_or_else(|| {
            AppError::invalid(
                ErrorCode::Validation,
                format!(
                    "Le salaire minimum se choisit parmi : {} € brut par an.",
                    PAY_FLOORS
                        .map(|floor| crate::offers::pay::euros(i64::from(floor) * 100))
                        .join(", ")
                ),
            )
        })
}

/// The circle of `radius_km` around the one town of `places`, whose position `centre` gives;
/// `None` for a radius of 0 (the town only).
pub fn around(
    places: &[PlaceFilter],
    radius_km: u32,
    centre: impl Fn(i64) -> Option<(f64, f64)>,
) -> AppResult<Option<Near>> {
    if radius_km == 0 {
        return Ok(None);
    }
    let town = match places {
        [PlaceFilter::City(id) | PlaceFilter::District(id)] => i64::try_from(*id).ok(),
        _ => None,
    };
    let (latitude, longitude) = town.and_then(centre).ok_or_else(|| {
        AppError::invalid(
            ErrorCode::InvalidRadius,
            "Un rayon se choisit autour d'une seule ville.",
        )
    })?;
    Ok(Some(Near::new(latitude, longitude, radius_km)))
}

/// « Trier par »: the order of a search's results (docs/search.md, "Order and cursors").
#[derive(async_graphql::Enum, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[graphql(name = "JobOfferSort")]
pub enum SortArgument {
    /// « Pertinence »: active Urgent offers first, then relevance (with keywords), then newest.
    #[default]
    Relevance,
    /// « Plus récentes »: newest first, Urgent or not.
    Recent,
    /// « Salaire »: the highest yearly minimum of the gross range first, then newest; offers
    /// without a range last.
    Pay,
    /// « Distance »: with a radius, the nearest first, then newest; without one, newest first.
    Distance,
}

impl From<SortArgument> for Sort {
    fn from(sort: SortArgument) -> Self {
        match sort {
            SortArgument::Relevance => Sort::Relevance,
            SortArgument::Recent => Sort::Recent,
            SortArgument::Pay => Sort::Pay,
            SortArgument::Distance => Sort::Distance,
        }
    }
}

impl From<Sort> for SortArgument {
    fn from(sort: Sort) -> Self {
        match sort {
            Sort::Relevance => SortArgument::Relevance,
            Sort::Recent => SortArgument::Recent,
            Sort::Pay => SortArgument::Pay,
            Sort::Distance => SortArgument::Distance,
        }
    }
}

/// The criteria of a search as `jobOffers` takes them and as alerts save them: one reading,
/// so every limit on a search argument holds for both.
#[derive(Default)]
pub struct SearchArguments {
    pub search: Option<String>,
    pub job_contracts: Option<Vec<String>>,
    pub job_types: Option<Vec<String>>,
    pub job_salaries: Option<Vec<String>>,
    pub job_positions: Option<Vec<String>>,
    pub localization_list: Option<Vec<String>>,
    /// « Salaire minimum », euros a year.
    pub min_pay: Option<i32>,
    /// « Trier par » (not a criterion of what is found: an alert keeps it for its link only).
    pub sort: Option<SortArgument>,
    /// « Diplôme préparé »: IRIs or ids of `diplomas`.
    pub diplomas: Option<Vec<String>>,
    /// « Début », read against today (Paris).
    pub start: Option<Start>,
}

impl SearchArguments {
    /// The query these arguments ask (first page, default size).
    pub fn criteria(self) -> AppResult<OfferQuery> {
        let options = |resource: &str, values: Option<Vec<String>>, label: &str| {
            option_ids(
                resource,
                bounded(&values.unwrap_or_default(), MAX_OPTIONS, label)?,
            )
        };
        Ok(OfferQuery {
            terms: search_text(self.search.as_deref())?,
            contracts: options("job_contracts", self.job_contracts, "contrats")?,
            types: options("job_types", self.job_types, "types de poste")?,
            salaries: options("job_salaries", self.job_salaries, "salaires")?,
            positions: options("job_positions", self.job_positions, "métiers")?,
            places: bounded(
                &self.localization_list.unwrap_or_default(),
                MAX_PLACES,
                "lieux",
            )?
            .iter()
            .map(|p| place(p))
            .collect::<AppResult<_>>()?,
            min_pay: min_pay(self.min_pay)?,
            sort: self.sort.unwrap_or_default().into(),
            diplomas: options("diplomas", self.diplomas, "diplômes")?,
            start_months: self
                .start
                .map(|start| start.months(crate::filters::today()))
                .unwrap_or_default(),
            ..OfferQuery::default()
        })
    }
}

/// A search as `/emploi`'s query string holds it (the URL `jobSearchQuery` of
/// ui/src/lib/jobSearch.ts writes: `search`, `places=city-7,region-3`, `contracts=1,2`, `types`,
/// `positions`, `radius`, `exact=1`, `minPay`, `sort`, `diplomas=3,4`, `start=september`), read into the API's own
/// arguments. Anything the API would refuse is left out rather than refused (a shared link
/// still opens), judged by the API's own functions (`place`, `RADII_KM`, `min_pay`,
/// `sort::named`); the first value of a name counts. The UI reads the URL by the same rules
/// (`parseJobSearch`): both sides' tests read the cases of fixtures/search-url.json. An old
/// link's `salaries=` (the pay brackets, gone from the page in issue 58, item 7) is ignored:
/// « Salaire » is `minPay`; `sort=distance` counts only with a radius.
#[derive(Default)]
pub struct PageSearch {
    pub arguments: SearchArguments,
    /// Kilometres around the one town (0: the town only).
    pub radius: u32,
    /// The keywords as typed.
    pub exact: bool,
    /// « Savoir-faire labellisé » (`labelled=1`).
    pub labelled: bool,
}

impl PageSearch {
    pub fn from_query(query: &str) -> Self {
        let params: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();
        let get = |name: &str| {
            params
                .iter()
                .find(|(key, _)| key == name)
                .map_or("", |(_, value)| value.as_str())
        };
        let terms = trim(get("search")).to_owned();
        let mut places: Vec<String> = Vec::new();
        for token in get("places").split(',') {
            if let Some(place) = place_token(trim(token)) {
                if !places.contains(&place) {
                    places.push(place);
                }
            }
        }
        let ids = |name: &str, resource: &str| -> Option<Vec<String>> {
            let mut ids: Vec<u64> = get(name)
                .split(',')
                .filter_map(|part| url_id(trim(part)))
                .collect();
            ids.sort_unstable();
            ids.dedup();
            Some(
                ids.iter()
                    .map(|id| format!("/api/{resource}/{id}"))
                    .collect(),
            )
        };
        // A radius goes with exactly one town or district (`around`).
        let one_town = matches!(
            places.as_slice(),
            [place] if matches!(self::place(place), Ok(PlaceFilter::City(_) | PlaceFilter::District(_)))
        );
        // A number is written as the UI writes it: its decimal digits, nothing else.
        let radius = RADII_KM
            .into_iter()
            .find(|km| one_town && get("radius") == km.to_string())
            .unwrap_or(0);
        let min_pay = PAY_FLOORS
            .into_iter()
            .find(|floor| get("minPay") == floor.to_string())
            .and_then(|floor| i32::try_from(floor).ok());
        let exact = get("exact") == "1" && !terms.is_empty();
        PageSearch {
            arguments: SearchArguments {
                search: Some(terms),
                job_contracts: ids("contracts", "job_contracts"),
                job_types: ids("types", "job_types"),
                // The brackets are no filter of the page any more (issue 58, item 7).
                job_salaries: None,
                job_positions: ids("positions", "job_positions"),
                diplomas: ids("diplomas", "diplomas"),
                start: Start::named(get("start")),
                localization_list: Some(places),
                min_pay,
                sort: Some(
                    match crate::search::sort::named(get("sort")) {
                        // « Distance » goes with a radius (`sortForRadius` in the UI).
                        Sort::Distance if radius == 0 => Sort::Relevance,
                        sort => sort,
                    }
                    .into(),
                ),
            },
            radius,
            exact,
            labelled: get("labelled") == "1",
        }
    }

    /// Whether exactly one town or district is chosen (`canChooseRadius` in the UI: the page
    /// offers a radius around it).
    pub fn one_town(&self) -> bool {
        matches!(
            self.arguments.localization_list.as_deref(),
            Some([place]) if matches!(self::place(place), Ok(PlaceFilter::City(_) | PlaceFilter::District(_)))
        )
    }

    /// The variables of the UI's `SearchJobOffers` for the first page of `page_size` offers
    /// (`searchVariables` in ui/src/features/search/variables.ts): the page runs that very
    /// document with them, and the UI finds its answer only when they are equal.
    pub fn variables(&self, page_size: i64) -> serde_json::Value {
        let arguments = &self.arguments;
        let sort = arguments.sort.unwrap_or_default();
        serde_json::json!({
            "search": arguments.search.as_deref().unwrap_or_default(),
            "job_contracts": arguments.job_contracts.as_deref().unwrap_or_default(),
            "job_types": arguments.job_types.as_deref().unwrap_or_default(),
            "job_positions": arguments.job_positions.as_deref().unwrap_or_default(),
            "localization_list": arguments.localization_list.as_deref().unwrap_or_default(),
            "radius": self.radius,
            "exact": self.exact,
            "min_pay": arguments.min_pay,
            "labelled": self.labelled,
            "diplomas": arguments.diplomas.as_deref().unwrap_or_default(),
            "start": arguments.start.map(|start| async_graphql::InputType::to_value(&start).into_json().unwrap_or_default()),
            "sort": async_graphql::InputType::to_value(&sort).into_json().unwrap_or_default(),
            "nb_items": page_size,
            "start_cursor": null,
        })
    }
}

/// A `<type>-<id>` token of `places` (`placeToken` in the UI) as the `localization_list`
/// entry the UI sends, `{"type":"CITY","id":7}`; `None` for a malformed token or a place
/// `place` refuses.
fn place_token(token: &str) -> Option<String> {
    let (kind, id) = token.split_once('-')?;
    // ASCII letters, checked before upper-casing (`ı` and `ſ` upper-case to ASCII letters).
    if kind.is_empty() || !kind.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let entry = format!(
        "{{\"type\":\"{}\",\"id\":{}}}",
        kind.to_ascii_uppercase(),
        url_id(id)?
    );
    place(&entry).is_ok().then_some(entry)
}

/// An id of the URL: a positive integer in ASCII digits (leading zeros allowed), at most
/// 2^53 - 1 (what the UI's numbers hold exactly).
fn url_id(text: &str) -> Option<u64> {
    const LARGEST: u64 = (1 << 53) - 1;
    if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let digits = text.trim_start_matches('0');
    if digits.len() > 16 {
        return None;
    }
    let id: u64 = if digits.is_empty() {
        0
    } else {
        digits.parse().ok()?
    };
    (id > 0 && id <= LARGEST).then_some(id)
}

/// A list of filter option ids (IRIs of `resource`, or numbers).
pub fn option_ids(resource: &str, values: &[String]) -> AppResult<Vec<u64>> {
    values
        .iter()
        .map(|value| parse_iri(resource, value).map(|id| u64::try_from(id).unwrap_or_default()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_is_read_from_the_query_string_as_the_ui_reads_it() {
        let fixture: serde_json::Value =
            serde_json::from_str(include_str!("../../fixtures/search-url.json"))
                .expect("the URL cases");
        let empty = fixture["empty"].as_object().expect("the empty search");
        let size = empty["nb_items"].as_i64().expect("a page size");
        assert_eq!(
            PageSearch::from_query("").variables(size),
            serde_json::Value::Object(empty.clone())
        );
        for case in fixture["cases"].as_array().expect("cases") {
            let mut expected = empty.clone();
            expected.extend(case["variables"].as_object().expect("variables").clone());
            let query = case["query"].as_str().expect("a query string");
            assert_eq!(
                PageSearch::from_query(query).variables(size),
                serde_json::Value::Object(expected),
                "{}: {query}",
                case["name"]
            );
        }
    }

    #[test]
    fn places_are_read_from_json_with_a_number_or_an_iri() {
        assert_eq!(
            place(r#"{"type":"CITY","id":42}"#).ok(),
            Some(PlaceFilter::City(42))
        );
        assert_eq!(
            place(r#"{"type":"REGION","id":"/api/regions/3"}"#).ok(),
            Some(PlaceFilter::Region(3))
        );
        assert_eq!(
            place(r#"{"type":"DISTRICT","id":"/api/localities/7"}"#).ok(),
            Some(PlaceFilter::District(7))
        );
        assert_eq!(
            place(r#"{"type":"DEPARTMENT","id":"12"}"#).ok(),
            Some(PlaceFilter::Department(12))
        );
    }

    #[test]
    fn a_radius_is_one_of_the_offered_ones_around_one_town() {
        assert_eq!(radius(50).ok(), Some(50));
        let error = radius(30).expect_err("not offered");
        assert_eq!(
            error.message(),
            "Le rayon doit être de 0, 10, 20, 50 ou 100 km."
        );
        assert!(radius(-10).is_err());
        let centre = |id| (id == 7).then_some((45.0, 4.0));
        assert_eq!(
            around(&[PlaceFilter::City(7)], 20, centre).ok().flatten(),
            Some(Near::new(45.0, 4.0, 20))
        );
        assert_eq!(around(&[PlaceFilter::City(7)], 0, centre).ok(), Some(None));
        for places in [
            vec![],
            vec![PlaceFilter::Region(7)],
            vec![PlaceFilter::City(7), PlaceFilter::City(8)],
            vec![PlaceFilter::City(8)],
        ] {
            let error = around(&places, 10, centre).expect_err("no single known town");
            assert_eq!(error.code(), ErrorCode::InvalidRadius);
        }
    }

    #[test]
    fn the_radii_are_the_ones_the_ui_offers() {
        let shared: serde_json::Value =
            serde_json::from_str(include_str!("../../ui/src/lib/sharedConstants.json"))
                .expect("the UI's shared constants");
        assert_eq!(shared["searchRadiiKm"], serde_json::json!(RADII_KM));
        assert_eq!(shared["payFloors"], serde_json::json!(PAY_FLOORS));
    }

    #[test]
    fn the_minimum_pay_is_one_of_the_floors() {
        assert_eq!(min_pay(None).ok(), Some(None));
        assert_eq!(min_pay(Some(35_000)).ok(), Some(Some(35_000)));
        for wrong in [0, 34_999, -35_000, 1_000_000] {
            let error = min_pay(Some(wrong)).expect_err("not a floor");
            assert_eq!(error.code(), ErrorCode::Validation);
        }
    }

    #[test]
    fn a_search_text_is_bounded_in_characters_and_words() {
        assert_eq!(
            search_text(Some("  ébéniste lyon ")).ok().as_deref(),
            Some("ébéniste lyon")
        );
        assert_eq!(search_text(None).ok().as_deref(), Some(""));
        let longest = "é".repeat(MAX_SEARCH_CHARS);
        assert!(search_text(Some(&longest)).is_ok());
        let words = vec!["bois"; MAX_SEARCH_WORDS].join(" ");
        assert!(search_text(Some(&words)).is_ok());
        for too_much in [format!("{longest}e"), format!("{words} staffeur")] {
            let error = search_text(Some(&too_much)).expect_err("over the bounds");
            assert_eq!(error.code(), ErrorCode::TooLong);
            assert_eq!(
                error.message(),
                "La recherche est limitée à 200 caractères et 32 mots."
            );
        }
    }

    #[test]
    fn a_list_argument_is_bounded() {
        let values = vec![String::from("/api/job_types/1"); 3];
        assert!(bounded(&values, 3, "types").is_ok());
        let error = bounded(&values, 2, "types de poste").expect_err("over");
        assert_eq!(error.code(), ErrorCode::TooMany);
        assert_eq!(error.message(), "Choisissez au plus 2 types de poste.");
    }

    #[test]
    fn a_malformed_place_gets_a_french_message() {
        for raw in [
            "pas du json",
            r#"{"type":"PLANET","id":1}"#,
            r#"{"type":"CITY","id":"/api/regions/1"}"#,
            r#"{"type":"CITY"}"#,
            r#"{"type":"CITY","id":-4}"#,
        ] {
            let error = place(raw).expect_err(raw);
            assert!(error.message().starts_with("Le lieu « "), "{raw}");
            assert_eq!(error.code(), ErrorCode::InvalidPlace);
        }
    }
}
