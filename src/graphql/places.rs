//! Places in GraphQL: `localities` suggestions, `regions`, `departments`.

use crate::{
    access::{iri, parse_iri},
    text::{Cursor, PlaceSearch, Text},
};
use std::sync::Arc;

use async_graphql::{Context, Object, ID};
use sqlx::PgPool;

use super::connection::{
    connection, decode_after, page_size, paginate_in_memory, CountedConnection, Keyset,
};
use crate::error::{AppError, AppResult};
use crate::places::{self, Department, Locality, LocalityAfter, Places, Region};

#[Object]
impl Region {
    async fn id(&self) -> ID {
        iri("regions", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// INSEE region code.
    async fn code(&self) -> &str {
        &self.code
    }
    // No `departments` list here: with `Department.region` it made a loop a query could
    // turn round many times, multiplying its answer (issue 15). `departments` lists them.
}

#[Object]
impl Department {
    async fn id(&self) -> ID {
        iri("departments", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// INSEE department code (75, 2A, 971).
    async fn code(&self) -> &str {
        &self.code
    }
    async fn region(&self, ctx: &Context<'_>) -> AppResult<Region> {
        let places = ctx.data_unchecked::<Arc<Places>>();
        places.region(self.region_id).cloned().ok_or_else(|| {
            AppError::internal(anyhow::anyhow!("department {} has no region", self.id))
        })
    }
}

/// The city a municipal district belongs to.
pub struct City {
    id: i64,
    name: String,
    postal_code: String,
}

#[Object]
impl City {
    async fn id(&self) -> ID {
        iri("localities", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    async fn postal_code(&self) -> &str {
        &self.postal_code
    }
}

#[Object]
impl Locality {
    async fn id(&self) -> ID {
        iri("localities", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    async fn postal_code(&self) -> &str {
        &self.postal_code
    }
    /// INSEE code of the commune or district.
    async fn insee_code(&self) -> &str {
        &self.insee_code
    }
    async fn latitude(&self) -> f64 {
        self.latitude
    }
    async fn longitude(&self) -> f64 {
        self.longitude
    }
    /// Legal population (the latest INSEE figure; the name is the API's historical one).
    async fn population2012(&self) -> i32 {
        self.population
    }
    /// Set for a municipal district of Paris, Lyon or Marseille: the city it belongs to.
    async fn city(&self) -> Option<City> {
        Some(City {
            id: self.city_id?,
            name: self.city_name.clone()?,
            postal_code: self.city_postal_code.clone()?,
        })
    }
    async fn department(&self, ctx: &Context<'_>) -> AppResult<Department> {
        let places = ctx.data_unchecked::<Arc<Places>>();
        places
            .department(self.department_id)
            .cloned()
            .ok_or_else(|| {
                AppError::internal(anyhow::anyhow!("locality {} has no department", self.id))
            })
    }
}

#[derive(Default)]
pub struct PlacesQuery;

#[Object]
impl PlacesQuery {
    /// Place suggestions, biggest towns first. `search` ignores accents and case and reads
    /// spaces as hyphens; digits search postal codes.
    async fn localities(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 10)] first: Option<i32>,
        after: Option<Text<Cursor>>,
        search: Option<Text<PlaceSearch>>,
    ) -> AppResult<CountedConnection<Locality>> {
        let first = page_size(first, 10, 100)?;
        let after = decode_after(after.as_deref())?;
        let page = places::search_localities(
            ctx.data_unchecked::<PgPool>(),
            search.as_deref().unwrap_or(""),
            first as i64 + 1,
            after.map(|k| LocalityAfter {
                population: k.key,
                id: k.id,
            }),
        )
        .await?;
        Ok(connection(
            page.localities,
            first,
            page.total,
            after.is_some(),
            |l| Keyset {
                key: i64::from(l.population),
                id: l.id,
            },
        ))
    }

    async fn locality(&self, ctx: &Context<'_>, id: ID) -> AppResult<Option<Locality>> {
        let id = parse_iri("localities", &id)?;
        Ok(places::find_locality(ctx.data_unchecked::<PgPool>(), id).await?)
    }

    /// The 18 regions, Île-de-France first.
    async fn regions(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 30)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<Region>> {
        let places = ctx.data_unchecked::<Arc<Places>>();
        paginate_in_memory(&places.regions, first, after.as_deref(), |r| r.id)
    }

    /// The departments, Paris first, then by code.
    async fn departments(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 100)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<Department>> {
        let places = ctx.data_unchecked::<Arc<Places>>();
        paginate_in_memory(&places.departments, first, after.as_deref(), |d| d.id)
    }
}
