//! The GraphQL API at `/api/graphql`, API-Platform style (see docs/api.md). Resolvers are
//! thin: they parse arguments and call the domain modules.

use std::sync::Arc;

use async_graphql::{EmptyMutation, EmptySubscription, MergedObject, Schema};
use sqlx::PgPool;

use crate::{filters::JobFilters, places::Places};

mod billing;
mod connection;
pub mod error;
mod filters;
mod iri;
mod places;

#[derive(MergedObject, Default)]
pub struct Query(
    places::PlacesQuery,
    filters::FiltersQuery,
    billing::BillingQuery,
);

pub type ApiSchema = Schema<Query, EmptyMutation, EmptySubscription>;

/// Deep or costly queries are refused before they run.
const MAX_DEPTH: usize = 12;
const MAX_COMPLEXITY: usize = 2000;

fn builder() -> async_graphql::SchemaBuilder<Query, EmptyMutation, EmptySubscription> {
    Schema::build(Query::default(), EmptyMutation, EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
}

pub fn schema(pool: PgPool, places: Arc<Places>, filters: Arc<JobFilters>) -> ApiSchema {
    builder().data(pool).data(places).data(filters).finish()
}

/// The schema in SDL, for `ensemblier schema` and the UI's generated types.
pub fn sdl() -> String {
    builder().finish().sdl()
}
