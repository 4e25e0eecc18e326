//! Offers in GraphQL: the public search (`jobOffers`, answered by the index), the latest
//! offers and one offer.

use std::{collections::HashMap, sync::Arc};

use async_graphql::{
    connection::{Connection, Edge, EmptyFields},
    Context, Object, SimpleObject, ID,
};
use chrono::{DateTime, Utc};
use ensemblier_index::{Facets, NamedPlace, OfferQuery, PlaceFilter, SearchError};
use sqlx::PgPool;

use super::{
    accounts::viewer,
    connection::Keyset,
    iri::{iri, parse_iri},
};
use crate::{
    accounts::viewer::signed_in,
    error::{AppError, AppResult},
    filters::{JobContract, JobFilters, JobPosition, JobSalary, JobType},
    offers::{
        read::{self, OfferCard, OfferRow, OfferTexts},
        status::OfferStatus,
    },
    places::Places,
    search::{query, Search},
};

#[derive(SimpleObject)]
struct JobOfferAd {
    /// Urgent and still within its 10 days.
    urgent: bool,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
}

#[derive(SimpleObject)]
struct OfferCity {
    id: ID,
    name: String,
}

#[derive(SimpleObject)]
struct OfferLocality {
    id: ID,
    #[graphql(name = "_id")]
    numeric_id: i64,
    name: String,
    postal_code: String,
    /// For a district of Paris, Lyon or Marseille: its city.
    city: Option<OfferCity>,
}

#[derive(SimpleObject)]
struct OfferAddress {
    id: ID,
    address1: String,
    locality: OfferLocality,
}

/// The company and address an offer is published under.
struct LocalizedCompany<'a>(&'a JobOffer);

#[Object]
impl LocalizedCompany<'_> {
    async fn id(&self) -> ID {
        iri("localized_companies", self.0.card.localized_company_id)
    }
    async fn address(&self) -> OfferAddress {
        let card = &self.0.card;
        OfferAddress {
            id: iri("addresses", card.address_id),
            address1: card.address1.clone(),
            locality: OfferLocality {
                id: iri("localities", card.locality_id),
                numeric_id: card.locality_id,
                name: card.locality_name.clone(),
                postal_code: card.postal_code.clone(),
                city: card
                    .city_id
                    .zip(card.city_name.clone())
                    .map(|(id, name)| OfferCity {
                        id: iri("localities", id),
                        name,
                    }),
            },
        }
    }
    async fn logo_name(&self) -> Option<&str> {
        self.0.card.logo_name.as_deref()
    }
    async fn logo_path(&self) -> Option<String> {
        let name = self.0.card.logo_name.as_ref()?;
        Some(format!("/uploads/logos/{name}"))
    }
    async fn company(&self) -> OfferCompany<'_> {
        OfferCompany(self.0)
    }
}

struct OfferCompany<'a>(&'a JobOffer);

#[Object]
impl OfferCompany<'_> {
    async fn id(&self) -> ID {
        iri("companies", self.0.card.company_id)
    }
    async fn name(&self) -> &str {
        &self.0.card.company_name
    }
    async fn presentation(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.0.texts(ctx).await?.company_text)
    }
}

/// How long ago an offer was published, in words (the site shows no dates).
fn since(starts_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> String {
    let Some(start) = starts_at else {
        return String::new();
    };
    match (now - start).num_days() {
        i64::MIN..=0 => "Aujourd'hui".to_owned(),
        1 => "Hier".to_owned(),
        days => format!("Il y a {days} jours"),
    }
}

/// An offer in GraphQL (`JobOffer`): its card, and its long texts, which a search result reads
/// only when a field asks for them.
pub struct JobOffer {
    card: Arc<OfferCard>,
    texts: Texts,
    /// In a search within a radius: metres from the town searched around.
    distance: Option<u32>,
}

enum Texts {
    Loaded(OfferTexts),
    /// A search result: the texts of every offer of its page, read in one query when a node
    /// first needs them.
    OfPage(Arc<PageTexts>),
}

/// The long texts of a result page, read at most once.
pub struct PageTexts {
    ids: Vec<i64>,
    texts: tokio::sync::OnceCell<HashMap<i64, OfferTexts>>,
}

impl From<OfferRow> for JobOffer {
    fn from(row: OfferRow) -> Self {
        Self {
            card: Arc::new(row.card),
            texts: Texts::Loaded(row.texts),
            distance: None,
        }
    }
}

impl JobOffer {
    async fn texts(&self, ctx: &Context<'_>) -> AppResult<&OfferTexts> {
        match &self.texts {
            Texts::Loaded(texts) => Ok(texts),
            Texts::OfPage(page) => page
                .texts
                .get_or_try_init(|| read::offer_texts(ctx.data_unchecked::<PgPool>(), &page.ids))
                .await?
                .get(&self.card.id)
                .ok_or(AppError::NotFound),
        }
    }

    async fn count_applications(
        &self,
        ctx: &Context<'_>,
        unread_only: bool,
    ) -> AppResult<Option<i64>> {
        if viewer(ctx).and_then(|v| v.pro_client_id) != Some(self.card.pro_client_id) {
            return Ok(None);
        }
        read::application_count(ctx.data_unchecked::<PgPool>(), self.card.id, unread_only)
            .await
            .map(Some)
    }
}

#[Object(name = "JobOffer")]
impl JobOffer {
    async fn id(&self) -> ID {
        iri("job_offers", self.card.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.card.id
    }
    async fn uuid(&self) -> String {
        self.card.uuid.to_string()
    }
    async fn slug(&self) -> &str {
        &self.card.slug
    }
    async fn title(&self) -> &str {
        &self.card.title
    }
    async fn company_presentation(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.texts(ctx).await?.company_presentation)
    }
    /// Sanitised HTML.
    async fn description(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.texts(ctx).await?.description)
    }
    /// The description as plain text, cut at 50 characters with an ellipsis: what lists show.
    async fn description_preview(&self) -> &str {
        &self.card.description_preview
    }
    /// Sanitised HTML.
    async fn perfect_candidate_description(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.texts(ctx).await?.perfect_candidate_description)
    }
    /// -2 deleted, -1 expired, 0 draft or suspended, 2 published.
    async fn status(&self) -> i16 {
        self.card.status
    }
    /// Brouillon, Suspendue, Publiée or Expirée.
    async fn status_label(&self) -> &'static str {
        let status = if self.card.is_expired(Utc::now()) {
            OfferStatus::Expired
        } else {
            self.card.offer_status()
        };
        status.label(self.card.starts_at.is_some())
    }
    /// The ad period is over: the page shows the expired-offer notice.
    async fn expired(&self) -> bool {
        self.card.is_expired(Utc::now())
    }
    async fn since(&self) -> String {
        since(self.card.starts_at, Utc::now())
    }
    /// Applications received: for the offer's company only (null for anyone else).
    async fn applications_count(&self, ctx: &Context<'_>) -> AppResult<Option<i64>> {
        self.count_applications(ctx, false).await
    }
    /// Applications the company has not opened yet (null for anyone else).
    async fn unread_applications_count(&self, ctx: &Context<'_>) -> AppResult<Option<i64>> {
        self.count_applications(ctx, true).await
    }
    async fn contact_account(&self) -> String {
        format!("/api/pro-accounts/{}", self.card.contact_account_id)
    }
    async fn job_salary(&self, ctx: &Context<'_>) -> Option<JobSalary> {
        ctx.data_unchecked::<Arc<JobFilters>>()
            .salary(self.card.job_salary_id)
            .cloned()
    }
    async fn job_position(&self, ctx: &Context<'_>) -> Option<JobPosition> {
        ctx.data_unchecked::<Arc<JobFilters>>()
            .position(self.card.job_position_id)
            .cloned()
    }
    async fn job_contract(&self, ctx: &Context<'_>) -> Option<JobContract> {
        ctx.data_unchecked::<Arc<JobFilters>>()
            .contract(self.card.job_contract_id)
            .cloned()
    }
    async fn job_types(&self, ctx: &Context<'_>) -> Vec<JobType> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        self.card
            .type_ids
            .iter()
            .filter_map(|id| filters.job_type(*id).cloned())
            .collect()
    }
    async fn job_offer_ad(&self) -> Option<JobOfferAd> {
        self.card.ad_id.map(|_| JobOfferAd {
            urgent: self.card.is_urgent(Utc::now()),
            starts_at: self.card.starts_at,
            ends_at: self.card.ends_at,
        })
    }
    async fn localized_company(&self) -> LocalizedCompany<'_> {
        LocalizedCompany(self)
    }
    /// In a search within a radius: kilometres from the town searched around (one decimal).
    async fn distance(&self) -> Option<f64> {
        self.distance
            .map(|metres| (f64::from(metres) / 100.0).round() / 10.0)
    }
}

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
    let (mut rows, total) = read::client_offers(
        ctx.data_unchecked::<PgPool>(),
        client_id,
        i64::from(first) + 1,
        after.map(|k| k.id),
    )
    .await?;
    let first = usize::try_from(first).unwrap_or(10);
    let has_next = rows.len() > first;
    rows.truncate(first);
    let empty = SearchFacets {
        job_contracts: vec![],
        job_types: vec![],
        job_salaries: vec![],
        job_positions: vec![],
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
    connection.edges.extend(rows.into_iter().map(|row| {
        Edge::new(
            Keyset {
                key: row.id,
                id: row.id,
            }
            .encode(),
            JobOffer::from(row),
        )
    }));
    Ok(connection)
}

pub const MAX_PAGE: i32 = 50;

#[derive(Default)]
pub struct OffersQuery;

#[Object]
impl OffersQuery {
    /// The public search: published, unexpired offers matching the keywords, places and
    /// filters; active Urgent offers first, then relevance (with keywords), then newest.
    /// `localization_list` holds JSON strings `{"type": "REGION"|"DEPARTMENT"|"CITY"|"DISTRICT",
    /// "id": …}`; filter lists hold IRIs or ids. Cursors are opaque.
    #[allow(clippy::too_many_arguments)]
    async fn job_offers(
        &self,
        ctx: &Context<'_>,
        search: Option<String>,
        #[graphql(name = "job_contracts")] job_contracts: Option<Vec<String>>,
        #[graphql(name = "job_types")] job_types: Option<Vec<String>>,
        #[graphql(name = "job_salaries")] job_salaries: Option<Vec<String>>,
        #[graphql(name = "job_positions")] job_positions: Option<Vec<String>>,
        #[graphql(name = "localization_list")] localization_list: Option<Vec<String>>,
        #[graphql(name = "nb_items", default = 10)] nb_items: i32,
        #[graphql(name = "start_cursor")] start_cursor: Option<String>,
        #[graphql(name = "get_only_mine")] get_only_mine: Option<i32>,
        #[graphql(
            desc = "Kilometres around the one town of `localization_list`: 0 (the town \
                          only), 10, 20, 50 or 100."
        )]
        radius: Option<i32>,
        #[graphql(desc = "Search the keywords as typed: no correction of misspelt words.")]
        exact: Option<bool>,
    ) -> AppResult<OfferSearchConnection> {
        if !(1..=MAX_PAGE).contains(&nb_items) {
            return Err(AppError::out_of_range("nb_items", 1, i64::from(MAX_PAGE)));
        }
        if get_only_mine == Some(1) {
            return my_offers(ctx, nb_items, start_cursor).await;
        }
        let mut query = OfferQuery {
            terms: search.unwrap_or_default().trim().to_owned(),
            exact: exact.unwrap_or(false),
            contracts: query::option_ids("job_contracts", &job_contracts.unwrap_or_default())?,
            types: query::option_ids("job_types", &job_types.unwrap_or_default())?,
            salaries: query::option_ids("job_salaries", &job_salaries.unwrap_or_default())?,
            positions: query::option_ids("job_positions", &job_positions.unwrap_or_default())?,
            places: localization_list
                .unwrap_or_default()
                .iter()
                .map(|p| query::place(p))
                .collect::<AppResult<_>>()?,
            first: usize::try_from(nb_items).unwrap_or(10),
            after: start_cursor.filter(|c| !c.is_empty()),
            ..OfferQuery::default()
        };
        let places = ctx.data_unchecked::<Arc<Places>>();
        let radius = query::radius(radius.unwrap_or(0))?;
        if let Some(near) = query::around(&query.places, radius, |id| places.centre(id))? {
            query.places.clear();
            query.near = Some(near);
        }
        let has_previous = query.after.is_some();
        let search = ctx.data_unchecked::<Search>();
        let keyword_places = search.read_places(&mut query);
        let page = search
            .page(&query, Utc::now().timestamp())
            .map_err(|error| match error {
                SearchError::InvalidCursor => AppError::invalid_cursor(),
                other => AppError::internal(other),
            })?;
        let ids: Vec<i64> = page
            .ids
            .iter()
            .map(|&id| i64::try_from(id).unwrap_or_default())
            .collect();
        let cards = search
            .cards
            .get(ctx.data_unchecked::<PgPool>(), &ids)
            .await?;
        let texts = Arc::new(PageTexts {
            ids: cards.iter().flatten().map(|card| card.id).collect(),
            texts: tokio::sync::OnceCell::new(),
        });
        let mut connection = Connection::with_additional_fields(
            has_previous,
            page.has_next_page,
            SearchFields {
                total_count: i64::try_from(page.total).unwrap_or_default(),
                facets: (&page.facets).into(),
                keywords: query.terms.clone(),
                keyword_places: keyword_places.into_iter().map(Into::into).collect(),
                corrected_search: page.corrected.clone(),
            },
        );
        // An offer no longer public since the page was computed is left out.
        for (i, (card, cursor)) in cards.into_iter().zip(&page.cursors).enumerate() {
            if let Some(card) = card {
                let texts = Texts::OfPage(Arc::clone(&texts));
                let distance = page.distances.get(i).copied();
                connection.edges.push(Edge::new(
                    cursor.clone(),
                    JobOffer {
                        card,
                        texts,
                        distance,
                    },
                ));
            }
        }
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
        let rows =
            read::latest_public_offers(ctx.data_unchecked::<PgPool>(), i64::from(first)).await?;
        Ok(rows.into_iter().map(JobOffer::from).collect())
    }

    /// One offer by IRI or id: published or expired offers for everyone; drafts and
    /// suspended offers only for their company; deleted ones for nobody.
    async fn job_offer(&self, ctx: &Context<'_>, id: ID) -> AppResult<Option<JobOffer>> {
        let id = parse_iri("job_offers", &id)?;
        let Some(row) = read::offer_by_id(ctx.data_unchecked::<PgPool>(), id).await? else {
            return Ok(None);
        };
        let now = Utc::now();
        let owner = viewer(ctx).and_then(|v| v.pro_client_id) == Some(row.pro_client_id);
        let visible = match row.offer_status() {
            OfferStatus::Deleted => false,
            OfferStatus::Published | OfferStatus::Expired => {
                owner || row.is_public(now) || row.is_expired(now)
            }
            OfferStatus::Draft => owner,
        };
        Ok(visible.then(|| JobOffer::from(row)))
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;

    #[test]
    fn the_age_of_an_offer_reads_in_words() {
        let now = Utc::now();
        assert_eq!(since(Some(now - Duration::hours(3)), now), "Aujourd'hui");
        assert_eq!(since(Some(now - Duration::hours(30)), now), "Hier");
        assert_eq!(
            since(Some(now - Duration::days(12)), now),
            "Il y a 12 jours"
        );
        assert_eq!(since(None, now), "");
    }
}
