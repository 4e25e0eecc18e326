//! « Offres pour vous » in GraphQL (issue 56): the candidate's preferences
//! (`candidatePreferences`, `saveCandidatePreferences`), her recommendations (`offersForYou`)
//! and « Pas pour moi » (`dismissRecommendation`, `eraseRecommendationDismissals`). Every field
//! reads and writes the signed-in candidate's own rows only.

use std::sync::Arc;

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgPool;

use super::{caller::viewer, job_offer::JobOffer};
use crate::{
    access::{iri, parse_iri, signed_in},
    error::AppResult,
    filters::{JobContract, JobFilters, JobPosition},
    offers::{pay::PayPeriod, read::PageTexts},
    places::Places,
    recommendations::{self, dismissals, preferences, Preferences, PreferencesInput},
    search::Search,
};

/// A town of her preferences.
#[derive(SimpleObject)]
pub struct PreferredTown {
    id: ID,
    name: String,
}

/// What a candidate looks for; every part optional.
pub struct CandidatePreferences {
    preferences: Preferences,
    dismissals: i64,
}

#[Object]
impl CandidatePreferences {
    /// Her trades (positions).
    async fn positions(&self, ctx: &Context<'_>) -> Vec<JobPosition> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        self.preferences
            .position_ids
            .iter()
            .filter_map(|&id| filters.position(id).cloned())
            .collect()
    }
    /// Her towns; offers within `radiusKm` of one of them.
    async fn localities(&self, ctx: &Context<'_>) -> AppResult<Vec<PreferredTown>> {
        let pool = ctx.data_unchecked::<PgPool>();
        Ok(preferences::towns(pool, &self.preferences.locality_ids)
            .await?
            .into_iter()
            .map(|(id, name)| PreferredTown {
                id: iri("localities", id),
                name,
            })
            .collect())
    }
    async fn radius_km(&self) -> i32 {
        self.preferences.radius_km
    }
    /// The contracts she wants (none: any).
    async fn contracts(&self, ctx: &Context<'_>) -> Vec<JobContract> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        self.preferences
            .contract_ids
            .iter()
            .filter_map(|&id| filters.contract(id).cloned())
            .collect()
    }
    /// Her gross pay floor, in euros of `payFloorPeriod`.
    async fn pay_floor(&self) -> Option<f64> {
        self.preferences
            .pay_floor
            .map(|floor| f64::from(floor.cents) / 100.0)
    }
    async fn pay_floor_period(&self) -> Option<PayPeriod> {
        self.preferences.pay_floor.map(|floor| floor.period)
    }
    /// When she can start.
    async fn available_from(&self) -> Option<NaiveDate> {
        self.preferences.available_from
    }
    /// « Offres pour vous » on her dashboard (off: none computed).
    async fn recommendations_enabled(&self) -> bool {
        self.preferences.recommendations_enabled
    }
    /// The weekly mail of them.
    async fn weekly_mail(&self) -> bool {
        self.preferences.weekly_mail
    }
    /// How many offers she turned down (« Pas pour moi »).
    async fn dismissals(&self) -> i64 {
        self.dismissals
    }
    async fn updated_at(&self) -> Option<DateTime<Utc>> {
        self.preferences.updated_at
    }
}

/// One offer for her, and why.
pub struct OfferForYou {
    offer: JobOffer,
    reasons: Vec<String>,
}

#[Object]
impl OfferForYou {
    async fn job_offer(&self) -> &JobOffer {
        &self.offer
    }
    /// Why, in French: at least two.
    async fn reasons(&self) -> Vec<String> {
        self.reasons.clone()
    }
}

async fn with_count(pool: &PgPool, candidate_id: i64) -> AppResult<CandidatePreferences> {
    let (preferences, dismissals) = tokio::try_join!(
        preferences::of_candidate(pool, candidate_id),
        dismissals::count(pool, candidate_id)
    )?;
    Ok(CandidatePreferences {
        preferences,
        dismissals,
    })
}

#[derive(Default)]
pub struct RecommendationsQuery;

#[Object]
impl RecommendationsQuery {
    /// The signed-in candidate's preferences (the defaults when she set none).
    async fn candidate_preferences(&self, ctx: &Context<'_>) -> AppResult<CandidatePreferences> {
        let viewer = signed_in(viewer(ctx))?;
        with_count(ctx.data_unchecked::<PgPool>(), viewer.candidate()?).await
    }

    /// « Offres pour vous »: up to six live offers for the signed-in candidate, with why;
    /// empty when she turned them off.
    async fn offers_for_you(&self, ctx: &Context<'_>) -> AppResult<Vec<OfferForYou>> {
        let viewer = signed_in(viewer(ctx))?;
        let found = recommendations::mine(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Search>(),
            ctx.data_unchecked::<Arc<JobFilters>>(),
            ctx.data_unchecked::<Arc<Places>>(),
            viewer,
            Utc::now(),
        )
        .await?;
        let texts = Arc::new(PageTexts::new(found.iter().map(|r| r.card.id).collect()));
        Ok(found
            .into_iter()
            .map(|r| OfferForYou {
                offer: JobOffer::of_page(r.card, Arc::clone(&texts), None),
                reasons: r.reasons,
            })
            .collect())
    }
}

/// Her preferences as sent: each list replaces the one kept, an absent part is « none ».
#[derive(InputObject)]
pub struct CandidatePreferencesInput {
    /// Trades (job positions, IRIs or ids), at most 10.
    positions: Option<Vec<ID>>,
    /// Towns (localities, IRIs or ids), at most 5.
    localities: Option<Vec<ID>>,
    /// Around each town, 5 to 200 km (30 by default).
    radius_km: Option<i32>,
    /// Contracts she wants (none: any), at most 10.
    contracts: Option<Vec<ID>>,
    /// Gross pay floor in euros of `payFloorPeriod`.
    pay_floor: Option<f64>,
    pay_floor_period: Option<PayPeriod>,
    available_from: Option<NaiveDate>,
    recommendations_enabled: Option<bool>,
    weekly_mail: Option<bool>,
}

fn ids(kind: &str, ids: Option<Vec<ID>>) -> AppResult<Vec<i64>> {
    ids.unwrap_or_default()
        .iter()
        .map(|id| parse_iri(kind, id))
        .collect()
}

#[derive(Default)]
pub struct RecommendationsMutation;

#[Object]
impl RecommendationsMutation {
    /// Replaces the signed-in candidate's preferences.
    async fn save_candidate_preferences(
        &self,
        ctx: &Context<'_>,
        input: CandidatePreferencesInput,
    ) -> AppResult<CandidatePreferences> {
        let viewer = signed_in(viewer(ctx))?;
        let pool = ctx.data_unchecked::<PgPool>();
        let sent = PreferencesInput {
            position_ids: ids("job_positions", input.positions)?,
            locality_ids: ids("localities", input.localities)?,
            radius_km: input.radius_km,
            contract_ids: ids("job_contracts", input.contracts)?,
            pay_floor_euros: input.pay_floor,
            pay_floor_period: input.pay_floor_period,
            available_from: input.available_from,
            recommendations_enabled: input.recommendations_enabled.unwrap_or(true),
            weekly_mail: input.weekly_mail.unwrap_or(false),
        };
        preferences::save(pool, viewer, ctx.data_unchecked::<Arc<JobFilters>>(), sent).await?;
        with_count(pool, viewer.candidate()?).await
    }

    /// « Pas pour moi »: the offer is never recommended to her again (until she erases her
    /// dismissals). Returns the offer's IRI.
    async fn dismiss_recommendation(&self, ctx: &Context<'_>, job_offer: ID) -> AppResult<ID> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("job_offers", &job_offer)?;
        dismissals::dismiss(ctx.data_unchecked::<PgPool>(), viewer, id).await?;
        Ok(iri("job_offers", id))
    }

    /// Erases every « Pas pour moi » of the signed-in candidate; returns how many.
    async fn erase_recommendation_dismissals(&self, ctx: &Context<'_>) -> AppResult<i64> {
        let viewer = signed_in(viewer(ctx))?;
        dismissals::erase(ctx.data_unchecked::<PgPool>(), viewer).await
    }
}
