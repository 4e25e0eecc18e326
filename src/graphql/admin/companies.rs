//! `admin { companies }` and `admin { setCompanySuspended }`: the companies screen
//! (docs/moderation.md, "Suspending a company").

use crate::text::{AdminSearch, Cursor, Text};
use async_graphql::{Context, Object};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{id_keyset, resume, staff};
use crate::{
    error::AppResult,
    graphql::connection::{connection, page_size, CountedConnection},
    moderation::{self, CompanyListing},
};

pub struct AdminCompany(CompanyListing);

#[Object]
impl AdminCompany {
    async fn id(&self) -> i64 {
        self.0.id
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// The address of its first recruiter account (else the company's own).
    async fn account_email(&self) -> &str {
        &self.0.account_email
    }
    /// That account confirmed its address.
    async fn email_confirmed(&self) -> bool {
        self.0.email_confirmed
    }
    /// That address is at a personal mailbox (gmail, orange…).
    async fn personal_email(&self) -> bool {
        self.0.personal_email()
    }
    /// Its offers but deleted ones.
    async fn offers_count(&self) -> i64 {
        self.0.offers
    }
    /// Its client's orders, paid or not.
    async fn orders_count(&self) -> i64 {
        self.0.orders
    }
    async fn suspended(&self) -> bool {
        self.0.suspended
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

const MAX_PAGE: i32 = moderation::MAX_COMPANIES as i32;

#[derive(Default)]
pub struct CompaniesAdminQuery;

#[Object]
impl CompaniesAdminQuery {
    /// Companies, newest first; `search` is part of the name or of the account's address
    /// (100 characters at most).
    async fn companies(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: Option<i32>,
        after: Option<Text<Cursor>>,
        search: Option<Text<AdminSearch>>,
    ) -> AppResult<CountedConnection<AdminCompany>> {
        staff(ctx)?;
        let first = page_size(first, 20, MAX_PAGE)?;
        let before_id = resume(after.as_deref())?;
        let (rows, total) = moderation::list_companies(
            ctx.data_unchecked::<PgPool>(),
            search.as_deref().unwrap_or_default(),
            first as i64 + 1,
            before_id,
        )
        .await?;
        let rows = rows.into_iter().map(AdminCompany).collect();
        Ok(connection(rows, first, total, before_id.is_some(), |c| {
            id_keyset(c.0.id)
        }))
    }

    /// Companies whose SIRET the State's directory has not answered for yet, oldest first
    /// (`verification::LISTED_PENDING` at most): the task `company-verifications` retries them.
    async fn pending_verifications(
        &self,
        ctx: &Context<'_>,
    ) -> AppResult<Vec<crate::graphql::verification::PendingVerification>> {
        let staff = staff(ctx)?;
        Ok(
            crate::companies::verification::pending(ctx.data_unchecked::<PgPool>(), &staff)
                .await?
                .into_iter()
                .map(crate::graphql::verification::PendingVerification)
                .collect(),
        )
    }
}

#[derive(Default)]
pub struct CompaniesAdminMutation;

#[Object]
impl CompaniesAdminMutation {
    /// Suspends a company (`suspended: true`: its offers leave the site, its users cannot
    /// sign in, their sessions end) or reactivates it (`false`).
    async fn set_company_suspended(
        &self,
        ctx: &Context<'_>,
        id: i64,
        suspended: bool,
    ) -> AppResult<AdminCompany> {
        let staff = staff(ctx)?;
        let pool = ctx.data_unchecked::<PgPool>();
        moderation::set_company_suspended(pool, id, suspended, (&staff).into()).await?;
        Ok(AdminCompany(moderation::company_listing(pool, id).await?))
    }
}
