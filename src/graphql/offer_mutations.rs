//! Recruiters write offers: create, update, change status, delete, duplicate.

use crate::{
    access::parse_iri,
    text::{
        Address, ClientMutationId, OfferCandidate, OfferCompanyPresentation, OfferDescription,
        OfferTitle, PaySpreadReason, PayVariable, Plain, Reference, Text, TrainingRhythm,
        TrainingSchool,
    },
};
use std::sync::Arc;

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use sqlx::PgPool;

use super::{caller::viewer, job_offer::JobOffer};
use crate::{
    access::signed_in,
    error::{AppResult, ErrorCode},
    filters::JobFilters,
    offers::{
        lifecycle::{self, Transition},
        pay::{PayForm, PayPeriod},
        training::TrainingForm,
        write::{self, OfferForm},
    },
};

/// The offer form; every field is optional here so a missing one gets the spec's French
/// message (`Le champ Nom du poste n'a pas été renseigné.`) instead of a type error.
#[derive(InputObject)]
pub struct JobOfferInput {
    /// Required for `updateJobOffer`.
    id: Option<ID>,
    company_presentation: Option<Text<OfferCompanyPresentation>>,
    title: Option<Text<OfferTitle>>,
    description: Option<Text<OfferDescription>>,
    perfect_candidate_description: Option<Text<OfferCandidate>>,
    #[graphql(name = "jobTypesIRI")]
    job_types_iri: Option<Vec<Text<Reference>>>,
    #[graphql(name = "jobPositionIRI")]
    job_position_iri: Option<Text<Reference>>,
    #[graphql(name = "jobSalaryIRI")]
    job_salary_iri: Option<Text<Reference>>,
    #[graphql(name = "jobContractIRI")]
    job_contract_iri: Option<Text<Reference>>,
    #[graphql(name = "localizedCompanyLocalityIRI")]
    localized_company_locality_iri: Option<Text<Reference>>,
    localized_company_address1: Option<Text<Address>>,
    /// The company (IRI or id).
    localized_company_company_id: Option<Text<Reference>>,
    /// The gross pay (issue 36), in euros: the minimum and the maximum (equal for a fixed
    /// amount) per `payPeriod`. The bracket (`jobSalaryIRI`) is then derived from it.
    pay_min: Option<f64>,
    pay_max: Option<f64>,
    pay_period: Option<PayPeriod>,
    /// The variable part in words (« commission sur les ventes »).
    pay_variable: Option<Text<PayVariable>>,
    /// Why the maximum exceeds 1.5 times the minimum.
    pay_spread_reason: Option<Text<PaySpreadReason>>,
    /// A training offer (apprenticeship, professionalisation, internship: issue 55): the
    /// diploma prepared (IRI `/api/diplomas/3` or id; required but for an internship).
    #[graphql(name = "diplomaIRI")]
    diploma_iri: Option<Text<Reference>>,
    /// The school or CFA, if known.
    training_school: Option<Text<TrainingSchool>>,
    /// « 3 semaines en entreprise / 1 semaine au CFA ».
    training_rhythm: Option<Text<TrainingRhythm>>,
    /// The length in months (required for a training offer).
    training_months: Option<i32>,
    /// The first day (required for a training offer).
    training_starts_on: Option<chrono::NaiveDate>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

fn optional_iri(resource: &str, value: &Option<Text<Reference>>) -> AppResult<Option<i64>> {
    value
        .as_deref()
        .filter(|v| !v.trim().is_empty())
        .map(|v| parse_iri(resource, v))
        .transpose()
}

impl JobOfferInput {
    fn form(&self) -> AppResult<OfferForm> {
        Ok(OfferForm {
            company_presentation: self.company_presentation.clone().plain(),
            title: self.title.clone().plain(),
            description: self.description.clone().plain(),
            perfect_candidate_description: self.perfect_candidate_description.clone().plain(),
            job_type_ids: self
                .job_types_iri
                .as_ref()
                .map(|ids| {
                    ids.iter()
                        .map(|id| parse_iri("job_types", id))
                        .collect::<AppResult<Vec<_>>>()
                })
                .transpose()?,
            job_position_id: optional_iri("job_positions", &self.job_position_iri)?,
            job_salary_id: optional_iri("job_salaries", &self.job_salary_iri)?,
            job_contract_id: optional_iri("job_contracts", &self.job_contract_iri)?,
            locality_id: optional_iri("localities", &self.localized_company_locality_iri)?,
            address1: self.localized_company_address1.clone().plain(),
            company_id: optional_iri("companies", &self.localized_company_company_id)?,
            pay: PayForm {
                min: self.pay_min,
                max: self.pay_max,
                period: self.pay_period,
                variable: self.pay_variable.clone().plain(),
                spread_reason: self.pay_spread_reason.clone().plain(),
            },
            training: TrainingForm {
                diploma_id: optional_iri("diplomas", &self.diploma_iri)?,
                school: self.training_school.clone().plain(),
                rhythm: self.training_rhythm.clone().plain(),
                months: self.training_months,
                starts_on: self.training_starts_on,
            },
        })
    }
}

#[derive(SimpleObject)]
pub struct JobOfferPayload {
    job_offer: JobOffer,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct UpdateStatusJobOfferInput {
    id: ID,
    /// 2 publish, 0 suspend (or back to draft), -2 delete.
    status: i16,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(InputObject)]
pub struct JobOfferIdInput {
    id: ID,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct DeleteJobOfferPayload {
    /// The deleted offer's IRI.
    id: ID,
    client_mutation_id: Option<String>,
}

#[derive(Default)]
pub struct OfferMutation;

#[Object]
impl OfferMutation {
    /// Creates a draft (status 0) for one of the caller's companies.
    async fn create_job_offer(
        &self,
        ctx: &Context<'_>,
        input: JobOfferInput,
    ) -> AppResult<JobOfferPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        let job_offer = write::create(
            ctx.data_unchecked::<PgPool>(),
            filters,
            viewer,
            input.form()?,
        )
        .await?;
        Ok(JobOfferPayload {
            job_offer: job_offer.into(),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// Updates one of the caller's offers.
    async fn update_job_offer(
        &self,
        ctx: &Context<'_>,
        input: JobOfferInput,
    ) -> AppResult<JobOfferPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let id = match &input.id {
            Some(id) => parse_iri("job_offers", id)?,
            None => {
                return Err(crate::error::AppError::invalid(
                    ErrorCode::Validation,
                    "Le champ id n'a pas été renseigné.",
                ))
            }
        };
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        let job_offer = write::update(
            ctx.data_unchecked::<PgPool>(),
            filters,
            viewer,
            id,
            input.form()?,
        )
        .await?;
        Ok(JobOfferPayload {
            job_offer: job_offer.into(),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// Publishes (2: costs an ad credit when a new period starts), suspends (0) or deletes (-2).
    async fn update_status_job_offer(
        &self,
        ctx: &Context<'_>,
        input: UpdateStatusJobOfferInput,
    ) -> AppResult<JobOfferPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("job_offers", &input.id)?;
        let transition = Transition::from_status(input.status)?;
        let pool = ctx.data_unchecked::<PgPool>();
        let job_offer = lifecycle::change_status(pool, viewer, id, transition).await?;
        // Held over a high-risk warning: a notice « détection automatique » for staff.
        if transition == Transition::Publish {
            crate::notices::automatic::on_publication(pool, id).await?;
        }
        Ok(JobOfferPayload {
            job_offer: job_offer.into(),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// Deletes one of the caller's offers (status -2: hidden everywhere).
    async fn delete_job_offer(
        &self,
        ctx: &Context<'_>,
        input: JobOfferIdInput,
    ) -> AppResult<DeleteJobOfferPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("job_offers", &input.id)?;
        lifecycle::change_status(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            id,
            Transition::Delete,
        )
        .await?;
        Ok(DeleteJobOfferPayload {
            id: input.id,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// A new draft copy of one of the caller's offers, titled `… (copie)`.
    async fn duplicate_job_offer(
        &self,
        ctx: &Context<'_>,
        input: JobOfferIdInput,
    ) -> AppResult<JobOfferPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("job_offers", &input.id)?;
        let job_offer = write::duplicate(ctx.data_unchecked::<PgPool>(), viewer, id).await?;
        Ok(JobOfferPayload {
            job_offer: job_offer.into(),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }
}
