//! Craft labels in GraphQL (`companies::labels`, docs/labels.md): the badges an offer and a
//! company page show, and a company's own declarations (`myCompanyLabels`). Declaring one
//! uploads its proof: REST `POST /api/upload/company-label`.

use async_graphql::{Context, Enum, Object, SimpleObject, ID};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{iri, signed_in},
    companies::labels::{self, Badge, Kind, Label},
    error::AppResult,
};

/// A craft title: « Entreprise du Patrimoine Vivant », « Meilleur Ouvrier de France »,
/// « Maître d'art ».
/// Serialised as GraphQL names it, for the offer page's first screen.
#[derive(Enum, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CraftLabel {
    Epv,
    Mof,
    MaitreArt,
}

impl CraftLabel {
    /// Its name as the badge shows it, for the server-written first screens.
    pub fn name(self) -> &'static str {
        match self {
            Self::Epv => Kind::Epv,
            Self::Mof => Kind::Mof,
            Self::MaitreArt => Kind::MaitreArt,
        }
        .label()
    }
}

/// The labels an offer's card shows on `day`: what `JobOffer.craftLabels` answers and the
/// offer page inlines.
pub fn craft_labels(
    card: &crate::offers::read::OfferCard,
    day: chrono::NaiveDate,
) -> Vec<CraftLabel> {
    card.badges(day).into_iter().map(Into::into).collect()
}

impl From<Kind> for CraftLabel {
    fn from(kind: Kind) -> Self {
        match kind {
            Kind::Epv => Self::Epv,
            Kind::Mof => Self::Mof,
            Kind::MaitreArt => Self::MaitreArt,
        }
    }
}

/// A badge of a company page: an approved label, still valid.
#[derive(SimpleObject)]
pub struct CompanyBadge {
    pub kind: CraftLabel,
    /// Its name as shown (« Meilleur Ouvrier de France »).
    pub name: String,
    /// The person of the team who holds a personal title.
    pub holder_name: Option<String>,
}

impl From<Badge> for CompanyBadge {
    fn from(badge: Badge) -> Self {
        Self {
            kind: badge.kind.into(),
            name: badge.kind.label().to_owned(),
            holder_name: badge.holder_name,
        }
    }
}

/// A declared label, as its company and staff read it.
pub struct CompanyLabel(pub Label);

#[Object]
impl CompanyLabel {
    async fn id(&self) -> ID {
        iri("company_labels", self.0.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.0.id
    }
    async fn kind(&self) -> CraftLabel {
        self.0.kind.into()
    }
    /// « Meilleur Ouvrier de France — Jeanne Martin ».
    async fn title(&self) -> String {
        self.0.title()
    }
    async fn holder_name(&self) -> Option<&str> {
        self.0.holder_name.as_deref()
    }
    /// The last day it is valid (YYYY-MM-DD); none for a title held for life.
    async fn expires_on(&self) -> Option<String> {
        self.0.expires_on.map(|day| day.to_string())
    }
    /// PENDING, APPROVED or REFUSED.
    async fn status(&self) -> String {
        self.0.status.to_uppercase()
    }
    async fn refusal_reason(&self) -> Option<&str> {
        self.0.refusal_reason.as_deref()
    }
    async fn declared_at(&self) -> String {
        self.0.declared_at.to_rfc3339()
    }
    async fn company_id(&self) -> ID {
        iri("companies", self.0.company_id)
    }
    async fn company_name(&self) -> &str {
        &self.0.company_name
    }
    /// The proof (PDF), for the company's members and staff.
    async fn proof_path(&self) -> String {
        self.0.proof_path()
    }
}

#[derive(Default)]
pub struct LabelsQuery;

#[Object]
impl LabelsQuery {
    /// The signed-in company's craft labels, newest first, whatever their status.
    async fn my_company_labels(&self, ctx: &Context<'_>) -> AppResult<Vec<CompanyLabel>> {
        let viewer = signed_in(viewer(ctx))?;
        Ok(labels::mine(ctx.data_unchecked::<PgPool>(), viewer)
            .await?
            .into_iter()
            .map(CompanyLabel)
            .collect())
    }
}

#[derive(Default)]
pub struct LabelsMutation;

#[Object]
impl LabelsMutation {
    /// Withdraws one of the signed-in company's labels, whatever its status (its badge leaves
    /// the company page, the offers and the search; its proof is deleted). Answers its id.
    async fn withdraw_company_label(&self, ctx: &Context<'_>, id: ID) -> AppResult<ID> {
        let viewer = signed_in(viewer(ctx))?;
        let numeric = crate::access::parse_iri("company_labels", &id)?;
        labels::withdraw(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<crate::files::Storage>(),
            viewer,
            numeric,
        )
        .await?;
        Ok(iri("company_labels", numeric))
    }
}
