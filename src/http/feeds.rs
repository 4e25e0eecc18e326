//! `/emploi/feed?…` (an Atom feed of a search, the parameters of `/emploi`) and
//! the aggregators' feeds (`/feeds/offers.xml`, `/feeds/jooble.xml`, `/feeds/adzuna.xml`: every
//! live offer, streamed page by page so its memory stays bounded whatever the number of offers).

use std::collections::HashMap;

use axum::{
    body::Body,
    extract::State,
    http::header,
    response::{IntoResponse, Response},
};
use chrono::Utc;

use super::query::Query;
use super::AppState;
use crate::{
    error::AppResult,
    graphql::search_args::SearchArguments,
    offers::read,
    pages::seo::{
        aggregators::{Aggregator, FeedContext},
        feeds::{self, Entry},
    },
};

/// Offers in a search's feed: the first page of the search, newest results first after the
/// Urgent ones, as on `/emploi`.
const FEED_ENTRIES: usize = 50;
/// Offers read per query while streaming the aggregator feed.
const CHUNK: i64 = 200;

fn list(params: &HashMap<String, String>, name: &str) -> Option<Vec<String>> {
    params.get(name).map(|value| {
        value
            .split(',')
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_owned)
            .collect()
    })
}

/// `places=region-3,city-12` as `localization_list` entries.
fn places(params: &HashMap<String, String>) -> Option<Vec<String>> {
    list(params, "places").map(|tokens| {
        tokens
            .iter()
            .map(|token| {
                let (kind, id) = token.split_once('-').unwrap_or((token, ""));
                serde_json::json!({ "type": kind.to_uppercase(), "id": id }).to_string()
            })
            .collect()
    })
}

pub async fn search_feed(
    State(state): State<AppState>,
    Query(params): Query<HashMap<String, String>>,
) -> AppResult<Response> {
    super::fields::check_query("/emploi/feed", &params)?;
    let mut query = SearchArguments {
        search: params.get("search").cloned(),
        job_contracts: list(&params, "contracts"),
        job_types: list(&params, "types"),
        job_salaries: list(&params, "salaries"),
        job_positions: list(&params, "positions"),
        localization_list: places(&params),
        min_pay: params.get("minPay").map(|v| v.parse().unwrap_or(-1)),
        sort: params
            .get("sort")
            .map(|name| crate::search::sort::named(name).into()),
        diplomas: list(&params, "diplomas"),
        start: params
            .get("start")
            .and_then(|name| crate::search::start::Start::named(name)),
    }
    .criteria()?;
    query.exact = params.get("exact").is_some_and(|v| v == "1");
    query.first = FEED_ENTRIES;
    state.search.read_places(&mut query);
    let now = Utc::now();
    let found = state.search.results(&state.pool, &query, now).await?;
    let mut entries = Vec::with_capacity(found.results.len());
    for result in &found.results {
        let card = &result.card;
        let summary = found.texts.of(&state.pool, card.id).await?;
        entries.push(Entry {
            id: card.id,
            slug: card.slug.clone(),
            title: card.title.clone(),
            company: card.company_name.clone(),
            place: format!("{} ({})", card.locality_name, card.postal_code),
            published: card.starts_at.unwrap_or(card.created_at),
            summary: ensemblier_index::strip_html(&summary.description),
            pay: crate::offers::read::shown_pay(card, &state.filters),
        });
    }
    let terms = query.terms.trim();
    let title = if terms.is_empty() {
        "Offres d’emploi — Ensemblier".to_owned()
    } else {
        format!("Offres d’emploi « {terms} » — Ensemblier")
    };
    let raw: Vec<String> = params
        .iter()
        .filter(|(k, _)| {
            matches!(
                k.as_str(),
                "search"
                    | "places"
                    | "contracts"
                    | "types"
                    | "salaries"
                    | "positions"
                    | "exact"
                    | "minPay"
                    | "sort"
            )
        })
        .map(|(k, v)| format!("{k}={}", crate::alerts::criteria::encode_component(v)))
        .collect();
    let mut raw = raw;
    raw.sort();
    let self_path = if raw.is_empty() {
        "/emploi/feed".to_owned()
    } else {
        format!("/emploi/feed?{}", raw.join("&"))
    };
    let xml = feeds::atom(
        &state.settings.public_base_url,
        &title,
        &self_path,
        &entries,
        now,
    );
    Ok((
        [(header::CONTENT_TYPE, "application/atom+xml; charset=utf-8")],
        xml,
    )
        .into_response())
}

/// `/feeds/offers.xml`: every live offer, Indeed-shaped.
pub async fn offers_xml(State(state): State<AppState>) -> Response {
    aggregator_feed(state, Aggregator::Indeed)
}

/// `/feeds/jooble.xml`: every live offer in Jooble's XML.
pub async fn jooble_xml(State(state): State<AppState>) -> Response {
    aggregator_feed(state, Aggregator::Jooble)
}

/// `/feeds/adzuna.xml`: every live offer in Adzuna's XML.
pub async fn adzuna_xml(State(state): State<AppState>) -> Response {
    aggregator_feed(state, Aggregator::Adzuna)
}

/// Streams the feed of `format`: its head, the offers [`CHUNK`] at a time by id, its tail.
fn aggregator_feed(state: AppState, format: Aggregator) -> Response {
    let now = Utc::now();
    let head = format.head(&state.settings.public_base_url, now);
    // State: (the last id sent, whether the head and the tail are still to come).
    let stream =
        futures_util::stream::unfold((Some(head), 0_i64, false), move |(head, after, done)| {
            let state = state.clone();
            async move {
                if let Some(head) = head {
                    return Some((Ok::<_, std::io::Error>(head), (None, after, false)));
                }
                if done {
                    return None;
                }
                match read::public_offers_after(&state.pool, after, CHUNK).await {
                    Ok(rows) if rows.is_empty() => {
                        Some((Ok(format.tail().to_owned()), (None, after, true)))
                    }
                    Ok(rows) => {
                        let last = rows.last().map_or(after, |r| r.id);
                        let context = FeedContext {
                            base: &state.settings.public_base_url,
                            filters: &state.filters,
                            places: &state.places,
                            now,
                        };
                        let chunk: String = rows
                            .iter()
                            .filter_map(|row| format.job(&context, row))
                            .collect();
                        Some((Ok(chunk), (None, last, false)))
                    }
                    Err(error) => {
                        tracing::error!(?error, "aggregator feed cut short");
                        Some((Err(std::io::Error::other("database")), (None, after, true)))
                    }
                }
            }
        });
    (
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
        Body::from_stream(stream),
    )
        .into_response()
}
