//! Job filters in GraphQL: contracts, types, salaries and the position tree.

use crate::{
    access::iri,
    text::{Cursor, Text},
};
use std::sync::Arc;

use async_graphql::{Context, Object, ID};

use super::connection::{paginate_in_memory, CountedConnection};
use crate::error::AppResult;
use crate::filters::{Diploma, JobContract, JobFilters, JobPosition, JobSalary, JobType};

#[Object]
impl JobContract {
    async fn id(&self) -> ID {
        iri("job_contracts", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// Publishing an offer of this contract costs no ad credit (internships, apprenticeships).
    async fn free_publication(&self) -> bool {
        self.free_publication
    }
    /// A training contract (apprenticeship, professionalisation, internship: issue 55) asks
    /// for its diploma, length and start, and the law sets its least pay; null for others.
    async fn training_kind(&self) -> Option<crate::offers::training::Kind> {
        crate::offers::training::Kind::of(self)
    }
}

/// A diploma a training offer prepares (« Diplôme préparé »).
#[Object]
impl Diploma {
    async fn id(&self) -> ID {
        iri("diplomas", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// Its RNCP level (3: CAP … 7: master).
    async fn rncp_level(&self) -> i16 {
        self.rncp_level
    }
}

#[Object]
impl JobType {
    async fn id(&self) -> ID {
        iri("job_types", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
}

#[Object]
impl JobSalary {
    async fn id(&self) -> ID {
        iri("job_salaries", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn interval_label(&self) -> &str {
        &self.interval_label
    }
}

#[Object]
impl JobPosition {
    async fn id(&self) -> ID {
        iri("job_positions", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// 1 for a family, 2 for a group, 3 for a job.
    async fn level(&self) -> i16 {
        self.depth
    }
    /// The group or family above; it leads further up only.
    async fn parent(&self, ctx: &Context<'_>) -> Option<PositionAbove> {
        parent_of(ctx, self)
    }
    /// The groups or jobs below; they lead further down only.
    async fn children(&self, ctx: &Context<'_>) -> Vec<PositionBelow> {
        children_of(ctx, self)
    }
}

// A position's parent and children are one-way types: the tree can be read up from a
// position or down from it, never up and down again in one query (each turn would multiply
// the answer by the number of children).

fn parent_of(ctx: &Context<'_>, position: &JobPosition) -> Option<PositionAbove> {
    let filters = ctx.data_unchecked::<Arc<JobFilters>>();
    position
        .parent_id
        .and_then(|id| filters.position(id))
        .cloned()
        .map(PositionAbove)
}

fn children_of(ctx: &Context<'_>, position: &JobPosition) -> Vec<PositionBelow> {
    ctx.data_unchecked::<Arc<JobFilters>>()
        .children_of(position.id)
        .cloned()
        .map(PositionBelow)
        .collect()
}

/// A position seen from one of its children.
pub struct PositionAbove(JobPosition);

#[Object(name = "JobPositionParent")]
impl PositionAbove {
    async fn id(&self) -> ID {
        iri("job_positions", self.0.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.0.id
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// 1 for a family, 2 for a group.
    async fn level(&self) -> i16 {
        self.0.depth
    }
    async fn parent(&self, ctx: &Context<'_>) -> Option<PositionAbove> {
        parent_of(ctx, &self.0)
    }
}

/// A position seen from its parent.
pub struct PositionBelow(JobPosition);

#[Object(name = "JobPositionChild")]
impl PositionBelow {
    async fn id(&self) -> ID {
        iri("job_positions", self.0.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.0.id
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// 2 for a group, 3 for a job.
    async fn level(&self) -> i16 {
        self.0.depth
    }
    async fn children(&self, ctx: &Context<'_>) -> Vec<PositionBelow> {
        children_of(ctx, &self.0)
    }
}

#[derive(Default)]
pub struct FiltersQuery;

#[Object]
impl FiltersQuery {
    async fn job_contracts(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 100)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<JobContract>> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        paginate_in_memory(&filters.contracts, first, after.as_deref(), |c| c.id)
    }

    /// The diplomas training offers prepare, in display order (« Diplôme préparé »).
    async fn diplomas(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 100)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<Diploma>> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        paginate_in_memory(&filters.diplomas, first, after.as_deref(), |d| d.id)
    }

    async fn job_types(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 100)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<JobType>> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        paginate_in_memory(&filters.types, first, after.as_deref(), |t| t.id)
    }

    async fn job_salaries(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 100)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<JobSalary>> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        paginate_in_memory(&filters.salaries, first, after.as_deref(), |s| s.id)
    }

    /// Every position of the three-level tree, read as a tree (a parent, then its children).
    async fn job_positions(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 100)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<JobPosition>> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        paginate_in_memory(&filters.positions, first, after.as_deref(), |p| p.id)
    }
}
