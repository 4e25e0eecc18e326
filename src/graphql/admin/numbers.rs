//! `admin { numbers }`: the staff's figures of the week and month.

use async_graphql::{Context, Object, SimpleObject};
use sqlx::PgPool;

use super::staff;
use crate::{admin::numbers, error::AppResult};

/// Weeks start on Monday, months on the 1st, at midnight Paris time.
#[derive(SimpleObject)]
pub struct AdminNumbers {
    /// Offers the public sees now.
    offers_live: i64,
    /// Offers whose ad started this week.
    published_this_week: i64,
    /// Applications submitted this week.
    applications_this_week: i64,
    /// Paid orders of this month after discount, excluding tax, in cents.
    revenue_this_month_cents: i64,
    /// Alert mails sent this week.
    alerts_mailed_this_week: i64,
}

#[derive(Default)]
pub struct NumbersAdminQuery;

#[Object]
impl NumbersAdminQuery {
    async fn numbers(&self, ctx: &Context<'_>) -> AppResult<AdminNumbers> {
        let staff = staff(ctx)?;
        let n = numbers::numbers(ctx.data_unchecked::<PgPool>(), &staff).await?;
        Ok(AdminNumbers {
            offers_live: n.offers_live,
            published_this_week: n.published_this_week,
            applications_this_week: n.applications_this_week,
            revenue_this_month_cents: n.revenue_this_month_cents,
            alerts_mailed_this_week: n.alerts_mailed_this_week,
        })
    }
}
