//! The GraphQL API at `/api/graphql`, API-Platform style (see docs/api.md). Resolvers are
//! thin: they parse arguments and call the domain modules.

use std::sync::Arc;

use async_graphql::{EmptySubscription, MergedObject, Schema};
use sqlx::PgPool;

use crate::{files::Storage, filters::JobFilters, places::Places};

mod accounts;
mod billing;
mod connection;
mod filters;
mod iri;
mod places;

pub use iri::parse_iri;

#[derive(MergedObject, Default)]
pub struct Query(
    places::PlacesQuery,
    filters::FiltersQuery,
    billing::BillingQuery,
    accounts::AccountsQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(accounts::AccountsMutation);

pub type ApiSchema = Schema<Query, Mutation, EmptySubscription>;

/// Deep or costly queries are refused before they run.
const MAX_DEPTH: usize = 12;
const MAX_COMPLEXITY: usize = 2000;

fn builder() -> async_graphql::SchemaBuilder<Query, Mutation, EmptySubscription> {
    Schema::build(Query::default(), Mutation::default(), EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
}

pub fn schema(
    pool: PgPool,
    places: Arc<Places>,
    filters: Arc<JobFilters>,
    storage: Storage,
) -> ApiSchema {
    builder()
        .data(pool)
        .data(places)
        .data(filters)
        .data(storage)
        .finish()
}

/// The schema in SDL, for `ensemblier schema` and the UI's generated types.
pub fn sdl() -> String {
    builder().finish().sdl()
}
