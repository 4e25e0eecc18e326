//! `admin { pendingCompanyLabels approvedCompanyLabels }`, `admin { decideCompanyLabel
//! revokeCompanyLabel }`: the craft labels staff decide and may take back (docs/labels.md).

use async_graphql::{Context, Object, ID};
use sqlx::PgPool;

use super::staff;
use crate::{
    access::parse_iri,
    companies::labels,
    error::AppResult,
    graphql::labels::CompanyLabel,
    mail::Mailer,
    text::{ReviewReason, Text},
};

#[derive(Default)]
pub struct LabelsAdminQuery;

#[Object]
impl LabelsAdminQuery {
    /// The declared labels waiting for a decision, oldest first (200 at most); each proof
    /// opens at its `proofPath`.
    async fn pending_company_labels(&self, ctx: &Context<'_>) -> AppResult<Vec<CompanyLabel>> {
        let staff = staff(ctx)?;
        Ok(labels::pending(ctx.data_unchecked::<PgPool>(), &staff)
            .await?
            .into_iter()
            .map(CompanyLabel)
            .collect())
    }

    /// The approved labels, latest decided first (200 at most): « Labels validés », where
    /// one may be revoked.
    async fn approved_company_labels(&self, ctx: &Context<'_>) -> AppResult<Vec<CompanyLabel>> {
        let staff = staff(ctx)?;
        Ok(labels::approved(ctx.data_unchecked::<PgPool>(), &staff)
            .await?
            .into_iter()
            .map(CompanyLabel)
            .collect())
    }
}

#[derive(Default)]
pub struct LabelsAdminMutation;

#[Object]
impl LabelsAdminMutation {
    /// Approves a pending label (it shows at once), or refuses it with `reason` (required),
    /// which the company is mailed. Audit-logged.
    async fn decide_company_label(
        &self,
        ctx: &Context<'_>,
        id: ID,
        approve: bool,
        reason: Option<Text<ReviewReason>>,
    ) -> AppResult<CompanyLabel> {
        let staff = staff(ctx)?;
        let id = parse_iri("company_labels", &id)?;
        let label = labels::decide(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            &staff,
            id,
            approve,
            reason.as_ref().map(Text::as_str),
        )
        .await?;
        Ok(CompanyLabel(label))
    }

    /// Takes back an approved label with `reason` (required), which the company is mailed: it
    /// no longer shows anywhere. Audit-logged.
    async fn revoke_company_label(
        &self,
        ctx: &Context<'_>,
        id: ID,
        reason: Option<Text<ReviewReason>>,
    ) -> AppResult<CompanyLabel> {
        let staff = staff(ctx)?;
        let id = parse_iri("company_labels", &id)?;
        let label = labels::revoke(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            &staff,
            id,
            reason.as_ref().map(Text::as_str),
        )
        .await?;
        Ok(CompanyLabel(label))
    }
}
