//! A candidate's job alerts in GraphQL: `jobOfferAlerts`, `createJobOfferAlert`,
//! `updateJobOfferAlert`, `deleteJobOfferAlert` (spec sections 3 and 7). The criteria are
//! read by `search_args`, as `jobOffers` reads its arguments.

use crate::{
    access::{iri, parse_iri},
    text::{Choice, ClientMutationId, Keywords, Plain, Text},
};
use std::{collections::HashMap, sync::Arc};

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{
    applications::check_candidate,
    caller::viewer,
    connection::{connection, page_size, CountedConnection, Keyset},
    search_args::{self, SearchArguments, SortArgument},
};
use crate::{
    access::signed_in,
    alerts::{self, AlertRow, Criteria, Recurrence},
    error::{AppError, AppResult},
    filters::JobFilters,
    places::Places,
    search::Search,
};

/// A place or a filter option an alert holds.
#[derive(SimpleObject, Clone)]
pub struct AlertOption {
    /// The IRI (`/api/regions/3`, `/api/job_contracts/1`…).
    id: ID,
    #[graphql(name = "_id")]
    numeric_id: i64,
    name: String,
    /// For places: REGION, DEPARTMENT, CITY or DISTRICT; empty for filter options.
    #[graphql(name = "type")]
    kind: &'static str,
}

pub struct JobOfferAlert {
    row: AlertRow,
    summary: String,
    places: Vec<AlertOption>,
    filters: Arc<JobFilters>,
}

fn options(resource: &str, ids: &[i64], name: impl Fn(i64) -> Option<String>) -> Vec<AlertOption> {
    ids.iter()
        .map(|&id| AlertOption {
            id: iri(resource, id),
            numeric_id: id,
            name: name(id).unwrap_or_default(),
            kind: "",
        })
        .collect()
}

#[Object]
impl JobOfferAlert {
    async fn id(&self) -> ID {
        iri("job_offer_alerts", self.row.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.row.id
    }
    async fn enabled(&self) -> bool {
        self.row.enabled
    }
    /// `1d` (as soon as a new offer appears) or `7d` (once a week).
    async fn recurrence(&self) -> &str {
        &self.row.recurrence
    }
    async fn terms(&self) -> &str {
        &self.row.terms
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.row.created_at
    }
    /// The criteria as a French sentence: « ébéniste » à Lyon (69), CDI.
    async fn summary(&self) -> &str {
        &self.summary
    }
    /// The search on `/emploi`: its query string, as the UI writes it.
    async fn search_query(&self) -> String {
        self.row.criteria().search_query()
    }
    /// Regions, departments, towns and districts, in that order.
    async fn places(&self) -> &[AlertOption] {
        &self.places
    }
    async fn localities(&self) -> Vec<AlertOption> {
        self.places
            .iter()
            .filter(|p| matches!(p.kind, "CITY" | "DISTRICT"))
            .cloned()
            .collect()
    }
    async fn regions(&self) -> Vec<AlertOption> {
        self.places
            .iter()
            .filter(|p| p.kind == "REGION")
            .cloned()
            .collect()
    }
    async fn departments(&self) -> Vec<AlertOption> {
        self.places
            .iter()
            .filter(|p| p.kind == "DEPARTMENT")
            .cloned()
            .collect()
    }
    async fn job_contracts(&self) -> Vec<AlertOption> {
        options("job_contracts", &self.row.contracts, |id| {
            self.filters.contract(id).map(|c| c.name.clone())
        })
    }
    async fn job_types(&self) -> Vec<AlertOption> {
        options("job_types", &self.row.types, |id| {
            self.filters.job_type(id).map(|t| t.name.clone())
        })
    }
    /// « Salaire minimum », euros a year.
    async fn min_pay(&self) -> Option<i32> {
        self.row.min_pay
    }
    /// « Trier par » of the search it was saved from: its mails link to the results in that
    /// order.
    async fn sort(&self) -> SortArgument {
        crate::search::sort::named(&self.row.sort).into()
    }
    /// « Dans un rayon de … »: kilometres around its one town (0: the town only).
    async fn radius(&self) -> i32 {
        self.row.radius_km
    }
    /// « Savoir-faire labellisé »: only offers of companies holding an approved label.
    async fn labelled(&self) -> bool {
        self.row.labelled
    }
    /// « Diplôme préparé ».
    async fn diplomas(&self) -> Vec<AlertOption> {
        options("diplomas", &self.row.diplomas, |id| {
            self.filters.diploma(id).map(|d| d.name.clone())
        })
    }
    /// « Début »: the choice, read against the day the alert runs.
    async fn start(&self) -> Option<crate::search::start::Start> {
        self.row
            .start
            .as_deref()
            .and_then(crate::search::start::Start::named)
    }
    async fn job_salaries(&self) -> Vec<AlertOption> {
        options("job_salaries", &self.row.salaries, |id| {
            self.filters.salary(id).map(|s| s.interval_label.clone())
        })
    }
    async fn job_positions(&self) -> Vec<AlertOption> {
        options("job_positions", &self.row.positions, |id| {
            self.filters.position(id).map(|p| p.name.clone())
        })
    }
}

/// The GraphQL objects of `rows`, their sentences and places named.
async fn objects(ctx: &Context<'_>, rows: Vec<AlertRow>) -> AppResult<Vec<JobOfferAlert>> {
    let pool = ctx.data_unchecked::<PgPool>();
    let places = ctx.data_unchecked::<Arc<Places>>();
    let filters = ctx.data_unchecked::<Arc<JobFilters>>();
    let locality_ids: Vec<i64> = rows
        .iter()
        .flat_map(|r| r.cities.iter().chain(&r.districts).copied())
        .collect();
    let labels: HashMap<i64, String> = alerts::locality_labels(pool, &locality_ids)
        .await?
        .into_iter()
        .collect();
    Ok(rows
        .into_iter()
        .map(|row| {
            let criteria = row.criteria();
            let summary = criteria.sentence(places, filters, &|id| labels.get(&id).cloned());
            let mut named = Vec::new();
            let mut push = |resource: &str, kind: &'static str, id: i64, name: Option<String>| {
                named.push(AlertOption {
                    id: iri(resource, id),
                    numeric_id: id,
                    name: name.unwrap_or_default(),
                    kind,
                });
            };
            for &id in &row.regions {
                push(
                    "regions",
                    "REGION",
                    id,
                    places.region(id).map(|r| r.name.clone()),
                );
            }
            for &id in &row.departments {
                let name = places
                    .department(id)
                    .map(|d| format!("{} ({})", d.name, d.code));
                push("departments", "DEPARTMENT", id, name);
            }
            for &id in &row.cities {
                push("localities", "CITY", id, labels.get(&id).cloned());
            }
            for &id in &row.districts {
                push("localities", "DISTRICT", id, labels.get(&id).cloned());
            }
            JobOfferAlert {
                row,
                summary,
                places: named,
                filters: Arc::clone(filters),
            }
        })
        .collect())
}

#[derive(Default)]
pub struct AlertsQuery;

#[Object]
impl AlertsQuery {
    /// The candidate's alerts, newest first (20 at most).
    async fn job_offer_alerts(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
    ) -> AppResult<CountedConnection<JobOfferAlert>> {
        let viewer = signed_in(viewer(ctx))?;
        let first = page_size(first, alerts::MAX_ALERTS as i32, 100)?;
        let rows = alerts::list(ctx.data_unchecked::<PgPool>(), viewer).await?;
        let total = rows.len() as i64;
        let alerts = objects(ctx, rows).await?;
        Ok(connection(alerts, first, total, false, |a| Keyset {
            key: a.row.id,
            id: a.row.id,
        }))
    }
}

/// A search saved as an alert: the arguments of `jobOffers` under the spec's names.
#[derive(InputObject)]
pub struct CreateJobOfferAlertInput {
    /// The candidate (IRI or id); when sent, it must be the caller.
    candidate: Option<ID>,
    terms: Option<Text<Keywords>>,
    /// Towns and districts (`/api/localities/…`): a town includes its districts.
    localities: Option<Vec<ID>>,
    regions: Option<Vec<ID>>,
    departments: Option<Vec<ID>>,
    job_types: Option<Vec<ID>>,
    job_contracts: Option<Vec<ID>>,
    job_positions: Option<Vec<ID>>,
    job_salaries: Option<Vec<ID>>,
    /// « Salaire minimum », euros a year (one of the search's floors).
    min_pay: Option<i32>,
    /// « Trier par » of the search (kept for the link of its mails; not part of what makes
    /// the same search one alert).
    sort: Option<SortArgument>,
    /// Kilometres around the one town of `localities`, as `jobOffers`' `radius`: 0 (the town
    /// only), 10, 20, 50 or 100. Part of what the alert finds.
    radius: Option<i32>,
    /// « Savoir-faire labellisé », as `jobOffers`' `labelled`. Part of what the alert finds.
    labelled: Option<bool>,
    /// « Diplôme préparé », as `jobOffers`' `diplomas`. Part of what the alert finds.
    diplomas: Option<Vec<ID>>,
    /// « Début », as `jobOffers`' `start`, read against the day the alert runs.
    start: Option<crate::search::start::Start>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct JobOfferAlertPayload {
    job_offer_alert: JobOfferAlert,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct UpdateJobOfferAlertInput {
    id: ID,
    enabled: bool,
    /// `1d` or `7d`.
    recurrence: Text<Choice>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(InputObject)]
pub struct DeleteJobOfferAlertInput {
    id: ID,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct DeleteJobOfferAlertPayload {
    /// The removed alert's IRI.
    id: ID,
    client_mutation_id: Option<String>,
}

fn strings(ids: Option<Vec<ID>>) -> Option<Vec<String>> {
    ids.map(|ids| ids.into_iter().map(|id| id.0).collect())
}

fn place_argument(kind: &str, id: &str) -> String {
    serde_json::json!({ "type": kind, "id": id }).to_string()
}

/// Reads the criteria as `jobOffers` reads its arguments (a town's type, CITY or DISTRICT,
/// comes from the database), then checks that every place and option exists.
async fn criteria(ctx: &Context<'_>, input: CreateJobOfferAlertInput) -> AppResult<Criteria> {
    let pool = ctx.data_unchecked::<PgPool>();
    let localities = input.localities.unwrap_or_default();
    let locality_ids = localities
        .iter()
        .map(|id| parse_iri("localities", id))
        .collect::<AppResult<Vec<_>>>()?;
    let known = alerts::localities(pool, &locality_ids).await?;
    let mut places = Vec::new();
    for id in &locality_ids {
        let Some((_, city)) = known.iter().find(|(l, _)| l == id) else {
            return Err(alerts::criteria::unknown_place());
        };
        let kind = if city.is_some() { "DISTRICT" } else { "CITY" };
        places.push(place_argument(kind, &id.to_string()));
    }
    for id in input.regions.unwrap_or_default() {
        places.push(place_argument("REGION", &id));
    }
    for id in input.departments.unwrap_or_default() {
        places.push(place_argument("DEPARTMENT", &id));
    }
    let labelled = input.labelled.unwrap_or(false);
    let mut query = SearchArguments {
        search: input.terms.plain(),
        job_contracts: strings(input.job_contracts),
        job_types: strings(input.job_types),
        job_salaries: strings(input.job_salaries),
        job_positions: strings(input.job_positions),
        localization_list: Some(places),
        min_pay: input.min_pay,
        sort: input.sort,
        diplomas: strings(input.diplomas),
        start: input.start,
    }
    .criteria()?;
    // The radius as `jobOffers` reads it: one of the offered ones, around one known town.
    let known_places = ctx.data_unchecked::<Arc<Places>>();
    let radius_km = search_args::radius(input.radius.unwrap_or(0))?;
    search_args::around(&query.places, radius_km, |id| known_places.centre(id))?;
    // As the search does: places named among the keywords of a search without a place.
    ctx.data_unchecked::<Search>().read_places(&mut query);
    query.labelled = labelled;
    let criteria = Criteria {
        radius_km,
        start: input.start,
        ..Criteria::from_query(&query)
    };
    criteria.check(
        known_places,
        ctx.data_unchecked::<Arc<JobFilters>>(),
        &known,
    )?;
    Ok(criteria)
}

#[derive(Default)]
pub struct AlertsMutation;

#[Object]
impl AlertsMutation {
    /// Saves a search as an enabled `1d` alert; the same search again is the same alert,
    /// enabled again.
    async fn create_job_offer_alert(
        &self,
        ctx: &Context<'_>,
        input: CreateJobOfferAlertInput,
    ) -> AppResult<JobOfferAlertPayload> {
        let viewer = signed_in(viewer(ctx))?;
        check_candidate(input.candidate.as_ref(), viewer.candidate()?)?;
        let client_mutation_id = input.client_mutation_id.clone();
        let criteria = criteria(ctx, input).await?;
        let row = alerts::create(ctx.data_unchecked::<PgPool>(), viewer, &criteria).await?;
        let job_offer_alert = objects(ctx, vec![row])
            .await?
            .pop()
            .ok_or(AppError::NotFound)?;
        Ok(JobOfferAlertPayload {
            job_offer_alert,
            client_mutation_id: client_mutation_id.plain(),
        })
    }

    /// Enables or disables one of the candidate's alerts and sets its recurrence.
    async fn update_job_offer_alert(
        &self,
        ctx: &Context<'_>,
        input: UpdateJobOfferAlertInput,
    ) -> AppResult<JobOfferAlertPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let recurrence = Recurrence::parse(&input.recurrence)?;
        let row = alerts::update(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            parse_iri("job_offer_alerts", &input.id)?,
            input.enabled,
            recurrence,
        )
        .await?;
        let job_offer_alert = objects(ctx, vec![row])
            .await?
            .pop()
            .ok_or(AppError::NotFound)?;
        Ok(JobOfferAlertPayload {
            job_offer_alert,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    async fn delete_job_offer_alert(
        &self,
        ctx: &Context<'_>,
        input: DeleteJobOfferAlertInput,
    ) -> AppResult<DeleteJobOfferAlertPayload> {
        let viewer = signed_in(viewer(ctx))?;
        alerts::delete(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            parse_iri("job_offer_alerts", &input.id)?,
        )
        .await?;
        Ok(DeleteJobOfferAlertPayload {
            id: input.id,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }
}
