//! A company's public page in GraphQL: `company(id)` (issue 37, `companies::public`).

use std::sync::Arc;

use async_graphql::{Context, Object, ID};
use sqlx::PgPool;

use super::job_offer::JobOffer;
use crate::{
    access::{iri, parse_iri},
    companies::public::{self, PublicCompany},
    error::AppResult,
    offers::read::PageTexts,
};

/// A company as its public page shows it.
pub struct CompanyPage {
    company: PublicCompany,
}

#[Object(name = "PublicCompany")]
impl CompanyPage {
    async fn id(&self) -> ID {
        iri("companies", self.company.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.company.id
    }
    async fn name(&self) -> &str {
        &self.company.name
    }
    /// The page's address is `/entreprises/{_id}/{slug}`.
    async fn slug(&self) -> String {
        self.company.slug()
    }
    async fn presentation(&self) -> &str {
        &self.company.presentation
    }
    async fn logo_path(&self) -> Option<String> {
        let name = self.company.logo_name.as_ref()?;
        Some(format!("/uploads/logos/{name}"))
    }
    /// Its craft labels approved by staff and still valid, with the person holding each
    /// personal title.
    async fn labels(&self, ctx: &Context<'_>) -> AppResult<Vec<super::labels::CompanyBadge>> {
        Ok(
            crate::companies::labels::badges(ctx.data_unchecked::<PgPool>(), self.company.id)
                .await?
                .into_iter()
                .map(Into::into)
                .collect(),
        )
    }
    /// Its SIRET as the State's directory verified it (« Entreprise vérifiée »); null until
    /// then.
    async fn verification(
        &self,
        ctx: &Context<'_>,
    ) -> AppResult<Option<super::verification::PublicVerification>> {
        super::verification::public(ctx.data_unchecked::<PgPool>(), self.company.id).await
    }
    /// Its live offers, newest first (at most 100).
    async fn job_offers(&self, ctx: &Context<'_>) -> AppResult<Vec<JobOffer>> {
        let cards = crate::offers::read::public_cards_of_company(
            ctx.data_unchecked::<PgPool>(),
            self.company.id,
            public::MAX_OFFERS,
        )
        .await?;
        let texts = Arc::new(PageTexts::new(cards.iter().map(|card| card.id).collect()));
        Ok(cards
            .into_iter()
            .map(|card| JobOffer::of_page(Arc::new(card), Arc::clone(&texts), None))
            .collect())
    }
}

#[derive(Default)]
pub struct CompaniesQuery;

#[Object]
impl CompaniesQuery {
    /// A company's public page; null for a suspended company or one that never published.
    async fn company(&self, ctx: &Context<'_>, id: ID) -> AppResult<Option<CompanyPage>> {
        let id = parse_iri("companies", &id)?;
        Ok(public::find(ctx.data_unchecked::<PgPool>(), id)
            .await?
            .map(|company| CompanyPage { company }))
    }
}
