//! Offers in GraphQL: the public search (`jobOffers`, answered by the index), the company's
//! own offers, the latest offers and one offer. The `JobOffer` object is in `job_offer.rs`.

use crate::{
    access::{iri, parse_iri},
    text::{Cursor, Keywords, Plain, Reference, Text},
};
use std::sync::Arc;

use async_graphql::{
    connection::{Connection, Edge, EmptyFields},
    Context, Object, SimpleObject, ID,
};
use chrono::Utc;
use ensemblier_index::{Facets, NamedPlace, OfferQuery, PlaceFilter};
use sqlx::PgPool;

use super::{caller::viewer, connection::Keyset, job_offer::JobOffer, search_args};
use crate::{
    access::signed_in,
    error::{AppError, AppResult},
    offers::read,
    places::Places,
    search::Search,
};

#[derive(SimpleObject)]
pub struct FacetCount {
    /// The option's IRI.
    id: ID,
    #[graphql(name = "_id")]
    numeric_id: i64,
    count: i64,
}

/// Offers per filter option for the current search; a group's counts ignore that group's
/// own ticked options. Options not listed count zero.
#[derive(SimpleObject)]
pub struct SearchFacets {
    job_contracts: Vec<FacetCount>,
    job_types: Vec<FacetCount>,
    job_salaries: Vec<FacetCount>,
    job_positions: Vec<FacetCount>,
    /// « Salaire minimum »: per floor (euros a year), the offers whose range reaches it.
    pay_floors: Vec<PayFloorCount>,
}

#[derive(SimpleObject)]
pub struct PayFloorCount {
    /// Euros a year.
    floor: i64,
    count: i64,
}

/// A place read among the keywords (`lyon` in `architecte lyon`): the search is limited to it.
#[derive(SimpleObject)]
pub struct KeywordPlace {
    /// REGION, DEPARTMENT, CITY or DISTRICT.
    #[graphql(name = "type")]
    kind: &'static str,
    #[graphql(name = "_id")]
    numeric_id: i64,
    name: String,
}

impl From<NamedPlace> for KeywordPlace {
    fn from(named: NamedPlace) -> Self {
        let (kind, id) = match named.place {
            PlaceFilter::Region(id) => ("REGION", id),
            PlaceFilter::Department(id) => ("DEPARTMENT", id),
            PlaceFilter::City(id) => ("CITY", id),
            PlaceFilter::District(id) => ("DISTRICT", id),
        };
        Self {
            kind,
            numeric_id: i64::try_from(id).unwrap_or_default(),
            name: named.name,
        }
    }
}

#[derive(SimpleObject)]
pub struct SearchFields {
    total_count: i64,
    facets: SearchFacets,
    /// The keywords searched: those typed, less the places read among them.
    keywords: String,
    /// Places read among the keywords (only when no place was selected).
    keyword_places: Vec<KeywordPlace>,
    /// The keywords as corrected (`ébéniste` for `ebenitse`) when misspelt words were corrected
    /// and the keywords as typed find nothing or far fewer offers; `exact: true` searches them
    /// as typed.
    corrected_search: Option<String>,
}

fn counts(resource: &str, pairs: &[(u64, u64)]) -> Vec<FacetCount> {
    pairs
        .iter()
        .map(|&(id, count)| {
            let id = i64::try_from(id).unwrap_or_default();
            FacetCount {
                id: iri(resource, id),
                numeric_id: id,
                count: i64::try_from(count).unwrap_or_default(),
            }
        })
        .collect()
}

impl From<&Facets> for SearchFacets {
    fn from(facets: &Facets) -> Self {
        Self {
            job_contracts: counts("job_contracts", &facets.contracts),
            job_types: counts("job_types", &facets.types),
            job_salaries: counts("job_salaries", &facets.salaries),
            job_positions: counts("job_positions", &facets.positions),
            pay_floors: facets
                .pay_floors
                .iter()
                .map(|&(floor, count)| PayFloorCount {
                    floor: i64::try_from(floor).unwrap_or_default(),
                    count: i64::try_from(count).unwrap_or_default(),
                })
                .collect(),
        }
    }
}

pub type OfferSearchConnection = Connection<String, JobOffer, SearchFields, EmptyFields>;

/// `jobOffers(get_only_mine: 1)`: the caller company's offers (all statuses but deleted),
/// newest first, from the database.
async fn my_offers(
    ctx: &Context<'_>,
    first: i32,
    after: Option<String>,
) -> AppResult<OfferSearchConnection> {
    let (_, client_id) = signed_in(viewer(ctx))?.company()?;
    let after = after
        .filter(|c| !c.is_empty())
        .map(|c| Keyset::decode(&c))
        .transpose()?;
    let (mut cards, total) = read::client_offers(
        ctx.data_unchecked::<PgPool>(),
        client_id,
        i64::from(first) + 1,
        after.map(|k| k.id),
    )
    .await?;
    let first = usize::try_from(first).unwrap_or(10);
    let has_next = cards.len() > first;
    cards.truncate(first);
    let empty = SearchFacets {
        job_contracts: vec![],
        job_types: vec![],
        job_salaries: vec![],
        job_positions: vec![],
        pay_floors: vec![],
    };
    let mut connection = Connection::with_additional_fields(
        after.is_some(),
        has_next,
        SearchFields {
            total_count: total,
            facets: empty,
            keywords: String::new(),
            keyword_places: Vec::new(),
            corrected_search: None,
        },
    );
    let ids: Vec<i64> = cards.iter().map(|card| card.id).collect();
    connection.edges.extend(
        ids.into_iter()
            .zip(JobOffer::list(cards))
            .map(|(id, offer)| Edge::new(Keyset { key: id, id }.encode(), offer)),
    );
    Ok(connection)
}

pub const MAX_PAGE: i32 = 50;

#[derive(Default)]
pub struct OffersQuery;

#[Object]
impl OffersQuery {
    /// The public search: published, unexpired offers matching the keywords, places and
    /// filters; by default active Urgent offers first, then relevance (with keywords), then
    /// newest (`sort` gives the others).
    /// `localization_list` holds JSON strings `{"type": "REGION"|"DEPARTMENT"|"CITY"|"DISTRICT",
    /// "id": …}`; filter lists hold IRIs or ids. Cursors are opaque.
    #[allow(clippy::too_many_arguments)]
    async fn job_offers(
        &self,
        ctx: &Context<'_>,
        search: Option<Text<Keywords>>,
        #[graphql(name = "job_contracts")] job_contracts: Option<Vec<Text<Reference>>>,
        #[graphql(name = "job_types")] job_types: Option<Vec<Text<Reference>>>,
        #[graphql(name = "job_salaries")] job_salaries: Option<Vec<Text<Reference>>>,
        #[graphql(name = "job_positions")] job_positions: Option<Vec<Text<Reference>>>,
        #[graphql(name = "localization_list")] localization_list: Option<Vec<Text<Reference>>>,
        #[graphql(name = "nb_items", default = 10)] nb_items: i32,
        #[graphql(name = "start_cursor")] start_cursor: Option<Text<Cursor>>,
        #[graphql(name = "get_only_mine")] get_only_mine: Option<i32>,
        #[graphql(
            desc = "Kilometres around the one town of `localization_list`: 0 (the town \
                          only), 10, 20, 50 or 100."
        )]
        radius: Option<i32>,
        #[graphql(desc = "Search the keywords as typed: no correction of misspelt words.")]
        exact: Option<bool>,
        #[graphql(
            name = "min_pay",
            desc = "« Salaire minimum », euros a year: offers whose gross range, annualised, \
                    reaches it (20000, 25000, 30000, 35000, 40000, 45000, 50000 or 60000)."
        )]
        min_pay: Option<i32>,
        #[graphql(
            desc = "« Trier par »: RELEVANCE (the default), RECENT or PAY. A cursor belongs to \
                    the order of the page that gave it."
        )]
        sort: Option<search_args::SortArgument>,
        #[graphql(
            desc = "« Savoir-faire labellisé »: only offers of companies holding a craft label \
                    staff approved (Entreprise du Patrimoine Vivant, Meilleur Ouvrier de France, \
                    Maître d'art)."
        )]
        labelled: Option<bool>,
        #[graphql(
            desc = "« Diplôme préparé »: training offers preparing one of these diplomas \
                          (IRIs `/api/diplomas/3` or ids)."
        )]
        diplomas: Option<Vec<Text<Reference>>>,
        #[graphql(
            desc = "« Début »: training offers starting this month, within the next three \
                          months, or from the coming September on."
        )]
        start: Option<crate::search::start::Start>,
    ) -> AppResult<OfferSearchConnection> {
        if !(1..=MAX_PAGE).contains(&nb_items) {
            return Err(AppError::out_of_range("nb_items", 1, i64::from(MAX_PAGE)));
        }
        if get_only_mine == Some(1) {
            return my_offers(ctx, nb_items, start_cursor.plain()).await;
        }
        let mut query = OfferQuery {
            exact: exact.unwrap_or(false),
            labelled: labelled.unwrap_or(false),
            first: usize::try_from(nb_items).unwrap_or(10),
            after: start_cursor.plain().filter(|c| !c.is_empty()),
            ..search_args::SearchArguments {
                search: search.plain(),
                job_contracts: job_contracts.plain(),
                job_types: job_types.plain(),
                job_salaries: job_salaries.plain(),
                job_positions: job_positions.plain(),
                localization_list: localization_list.plain(),
                min_pay,
                sort,
                diplomas: diplomas.plain(),
                start,
            }
            .criteria()?
        };
        let places = ctx.data_unchecked::<Arc<Places>>();
        let radius = search_args::radius(radius.unwrap_or(0))?;
        if let Some(near) = search_args::around(&query.places, radius, |id| places.centre(id))? {
            query.places.clear();
            query.near = Some(near);
        }
        let search = ctx.data_unchecked::<Search>();
        let keyword_places = search.read_places(&mut query);
        let found = search
            .results(ctx.data_unchecked::<PgPool>(), &query, Utc::now())
            .await?;
        if let Some(holds) = ctx.data_opt::<crate::search::pages::SearchHolds>() {
            holds.record(found.page.valid_until);
        }
        let mut connection = Connection::with_additional_fields(
            query.after.is_some(),
            found.page.has_next_page,
            SearchFields {
                total_count: i64::try_from(found.page.total).unwrap_or_default(),
                facets: (&found.page.facets).into(),
                keywords: query.terms.clone(),
                keyword_places: keyword_places.into_iter().map(Into::into).collect(),
                corrected_search: found.page.corrected.clone(),
            },
        );
        connection
            .edges
            .extend(found.results.into_iter().map(|result| {
                Edge::new(
                    result.cursor,
                    JobOffer::of_page(result.card, Arc::clone(&found.texts), result.distance)
                        .marked(&found.highlight),
                )
            }));
        Ok(connection)
    }

    /// The newest public offers (5 by default, 8 on the home page).
    async fn last_job_offers(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 5)] first: i32,
    ) -> AppResult<Vec<JobOffer>> {
        if !(1..=MAX_PAGE).contains(&first) {
            return Err(AppError::out_of_range("first", 1, i64::from(MAX_PAGE)));
        }
        let cards =
            read::latest_public_cards(ctx.data_unchecked::<PgPool>(), i64::from(first)).await?;
        Ok(JobOffer::list(cards))
    }

    /// One offer by IRI or id: published or expired offers for everyone; drafts and
    /// suspended offers only for their company; deleted ones for nobody.
    async fn job_offer(&self, ctx: &Context<'_>, id: ID) -> AppResult<Option<JobOffer>> {
        let id = parse_iri("job_offers", &id)?;
        let Some(row) = read::offer_by_id(ctx.data_unchecked::<PgPool>(), id).await? else {
            return Ok(None);
        };
        let viewer_client = viewer(ctx).and_then(|v| v.pro_client_id);
        Ok(row
            .is_visible_to(viewer_client, Utc::now())
            .then(|| JobOffer::from(row)))
    }
}
