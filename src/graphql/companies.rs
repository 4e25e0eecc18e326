//! A company's public page in GraphQL: `company(id)` (issue 37, `companies::public`).

use std::sync::Arc;

use async_graphql::{Context, Object, ID};
use sqlx::PgPool;

use crate::db::ReadPool;

use super::job_offer::JobOffer;
use crate::{
    access::{iri, parse_iri},
    companies::public::{self, PublicCompany},
    error::AppResult,
    filters::{JobFilters, JobPosition},
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
    /// Its « Réalisations », in the team's order (24 at most).
    async fn works(&self, ctx: &Context<'_>) -> AppResult<Vec<super::works::CompanyWork>> {
        super::works::works_of(
            ctx,
            self.company.id,
            crate::companies::works::MAX_WORKS as i64,
        )
        .await
    }
    /// Its cover photo, if it has one.
    async fn cover(&self, ctx: &Context<'_>) -> AppResult<Option<super::works::CompanyPicture>> {
        super::works::cover_of(ctx, self.company.id).await
    }
    /// The trades it chose (« Métiers »).
    async fn job_positions(&self, ctx: &Context<'_>) -> Vec<JobPosition> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        self.company
            .job_position_ids
            .iter()
            .filter_map(|id| filters.position(*id).cloned())
            .collect()
    }
    /// Its know-how, as it typed it (« Savoir-faire »).
    async fn tag_words(&self) -> &[String] {
        &self.company.tag_words
    }
    /// Its website, or empty.
    async fn website(&self) -> &str {
        &self.company.website
    }
    /// Its town (the State directory's once verified, else its billing identity's), or empty.
    async fn city(&self) -> &str {
        &self.company.city
    }
    /// Its size in words (« 10 à 49 salariés »): as it said, else the directory's band.
    async fn size(&self) -> Option<&'static str> {
        self.company.size()
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
    /// How quickly it answers and whether it reads its applications (docs/answer-time.md).
    async fn responsiveness(
        &self,
        ctx: &Context<'_>,
    ) -> AppResult<super::answer_time::CompanyResponsiveness> {
        super::answer_time::responsiveness(ctx, self.company.id).await
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
        Ok(public::find(ctx.data_unchecked::<ReadPool>(), id)
            .await?
            .map(|company| CompanyPage { company }))
    }
}
