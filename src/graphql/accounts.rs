//! Accounts and companies in GraphQL: the signed-in user's own data only.

use std::sync::Arc;

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{
    caller::viewer,
    connection::{connection, CountedConnection, Keyset},
    search_args::bounded,
};
use crate::{
    access::{iri, parse_iri, signed_in},
    accounts::profile::{self, Candidate, CandidateUpdate, User},
    companies::{self, Company, CompanyUpdate},
    error::AppResult,
    filters::{JobFilters, JobPosition},
    text::{
        Address, Choice, ClientMutationId, CompanyName, CompanyPresentation, EmailAddress,
        JobTitle, PersonName, Phone, Plain, Reference, TagWord, Text, Url,
    },
};

#[Object]
impl User {
    async fn id(&self) -> ID {
        iri("users", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn email(&self) -> &str {
        &self.email
    }
    async fn firstname(&self) -> &str {
        &self.firstname
    }
    async fn lastname(&self) -> &str {
        &self.lastname
    }
    /// `null` once the e-mail is confirmed; a marker until then (never the secret itself).
    async fn confirmation_token(&self) -> Option<&str> {
        (!self.confirmed).then_some("pending")
    }
}

#[derive(SimpleObject)]
struct CandidateUser {
    id: ID,
    firstname: String,
    lastname: String,
}

#[Object]
impl Candidate {
    async fn id(&self) -> ID {
        iri("candidates", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn mobile_phone(&self) -> Option<&str> {
        self.mobile_phone.as_deref()
    }
    /// The stored CV's name; download it from `/candidates/cv/{cvName}` with the session.
    async fn cv_name(&self) -> Option<&str> {
        self.cv_name.as_deref()
    }
    #[graphql(name = "socialLinkedinURL")]
    async fn social_linkedin_url(&self) -> Option<&str> {
        self.social_linkedin_url.as_deref()
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.updated_at
    }
    async fn user(&self) -> CandidateUser {
        CandidateUser {
            id: iri("users", self.user_id),
            firstname: self.firstname.clone(),
            lastname: self.lastname.clone(),
        }
    }
}

#[Object]
impl Company {
    async fn id(&self) -> ID {
        iri("companies", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn name(&self) -> &str {
        &self.name
    }
    async fn presentation(&self) -> &str {
        &self.presentation
    }
    async fn billing_address(&self) -> &str {
        &self.billing_address
    }
    async fn phone_number(&self) -> &str {
        &self.phone_number
    }
    async fn logo_name(&self) -> Option<&str> {
        self.logo_name.as_deref()
    }
    /// Public URL of the logo.
    async fn logo_path(&self) -> Option<String> {
        self.logo_name
            .as_ref()
            .map(|name| format!("/uploads/logos/{name}"))
    }
    /// Its « Réalisations », in the team's order (24 at most).
    async fn works(&self, ctx: &Context<'_>) -> AppResult<Vec<super::works::CompanyWork>> {
        super::works::works_of(ctx, self.id, crate::companies::works::MAX_WORKS as i64).await
    }
    /// Its cover photo, if it has one.
    async fn cover(&self, ctx: &Context<'_>) -> AppResult<Option<super::works::CompanyPicture>> {
        super::works::cover_of(ctx, self.id).await
    }
    async fn email(&self) -> &str {
        &self.email
    }
    async fn contact_name(&self) -> &str {
        &self.contact_name
    }
    async fn contact_job_title(&self) -> &str {
        &self.contact_job_title
    }
    /// `""` no alert, `daily` or `weekly`: how the company hears of new applications.
    /// Candidates see when their application was read only while this is on.
    async fn read_tracking(&self) -> bool {
        self.read_tracking
    }
    async fn notification_frequency(&self) -> &str {
        &self.notification_frequency
    }
    async fn job_positions(&self, ctx: &Context<'_>) -> Vec<JobPosition> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        self.job_position_ids
            .iter()
            .filter_map(|id| filters.position(*id).cloned())
            .collect()
    }
    /// The company's know-how, as tags.
    async fn tag_words(&self) -> &[String] {
        &self.tag_words
    }
    /// The same tags (the API's historical name).
    async fn product_knowledge(&self) -> &[String] {
        &self.tag_words
    }
    /// Its website (an absolute http(s) address), or empty.
    async fn website(&self) -> &str {
        &self.website
    }
    /// Its size as it says: `1-9`, `10-49`, `50-249`, `250+`, or empty.
    async fn size_band(&self) -> &str {
        &self.size_band
    }
    /// Its SIRET and what the State's directory said of it; null until given.
    async fn verification(&self, ctx: &Context<'_>) -> AppResult<Option<CompanyVerification>> {
        let viewer = signed_in(viewer(ctx))?;
        Ok(
            companies::verification::mine(ctx.data_unchecked::<PgPool>(), viewer, self.id)
                .await?
                .map(CompanyVerification),
        )
    }
}

/// A company's SIRET and what the State's directory said of it.
pub struct CompanyVerification(pub companies::verification::Verification);

#[Object]
impl CompanyVerification {
    /// 14 digits.
    async fn siret(&self) -> &str {
        &self.0.siret
    }
    /// `732 829 320 00074`.
    async fn siret_spaced(&self) -> String {
        crate::companies::siret::spaced(&self.0.siret)
    }
    async fn status(&self) -> companies::verification::Status {
        self.0.status
    }
    /// For a refused one: `closed` or `unknown`.
    async fn refusal(&self) -> Option<&str> {
        self.0.refusal.as_deref()
    }
    /// Its legal name (raison sociale), once verified.
    async fn legal_name(&self) -> Option<&str> {
        self.0.legal_name.as_deref()
    }
    async fn street(&self) -> &str {
        &self.0.street
    }
    async fn postcode(&self) -> &str {
        &self.0.postcode
    }
    async fn city(&self) -> &str {
        &self.0.city
    }
    /// The main activity's NAF code (`31.09B`).
    async fn naf(&self) -> &str {
        &self.0.naf
    }
    /// The staff-size band in words (« 10 à 19 salariés »), when the directory gives one.
    async fn size(&self) -> Option<&'static str> {
        companies::directory::size_label(&self.0.size_code)
    }
    async fn given_at(&self) -> DateTime<Utc> {
        self.0.given_at
    }
    async fn verified_at(&self) -> Option<DateTime<Utc>> {
        self.0.verified_at
    }
    /// Publishing and buying are open (verified, or pending for less than a day).
    async fn allows_publishing(&self) -> bool {
        self.0.allows(Utc::now())
    }
}

#[derive(Default)]
pub struct AccountsQuery;

#[Object]
impl AccountsQuery {
    /// The signed-in user.
    async fn me(&self, ctx: &Context<'_>) -> AppResult<User> {
        let viewer = signed_in(viewer(ctx))?;
        profile::find_user(ctx.data_unchecked::<PgPool>(), viewer.user_id).await
    }

    /// A candidate profile: only its owner may read it.
    async fn candidate(&self, ctx: &Context<'_>, id: ID) -> AppResult<Candidate> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("candidates", &id)?;
        profile::find_candidate(ctx.data_unchecked::<PgPool>(), viewer, id).await
    }

    /// The signed-in recruiter's companies (`getOnlyMine` is accepted for compatibility:
    /// nobody lists other clients' companies).
    async fn companies(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "getOnlyMine")] _get_only_mine: Option<i32>,
    ) -> AppResult<CountedConnection<Company>> {
        let viewer = signed_in(viewer(ctx))?;
        let companies = companies::my_companies(ctx.data_unchecked::<PgPool>(), viewer).await?;
        let total = companies.len() as i64;
        let first = companies.len();
        Ok(connection(companies, first, total, false, |c| Keyset {
            key: c.id,
            id: c.id,
        }))
    }
}

/// Values accepted in `tagWords` (the company keeps 30 distinct ones) and `jobPositionsUUIDs`
/// (there are about 100 positions).
const MAX_RAW_TAG_WORDS: usize = 100;
const MAX_RAW_POSITIONS: usize = 150;

#[derive(InputObject)]
pub struct UpdateMyUserInput {
    firstname: Text<PersonName>,
    lastname: Text<PersonName>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct UpdateMyUserPayload {
    user: User,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct UpdateMyCandidateInput {
    mobile_phone: Option<Text<Phone>>,
    #[graphql(name = "socialLinkedinURL")]
    social_linkedin_url: Option<Text<Url>>,
    firstname: Option<Text<PersonName>>,
    lastname: Option<Text<PersonName>>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct UpdateMyCandidatePayload {
    candidate: Candidate,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct UpdateMyCompanyInput {
    id: ID,
    name: Text<CompanyName>,
    presentation: Option<Text<CompanyPresentation>>,
    billing_address: Option<Text<Address>>,
    contact_name: Option<Text<PersonName>>,
    contact_job_title: Option<Text<JobTitle>>,
    notification_frequency: Option<Text<Choice>>,
    /// Show candidates that their application was read.
    read_tracking: Option<bool>,
    phone_number: Option<Text<Phone>>,
    email: Option<Text<EmailAddress>>,
    tag_words: Option<Vec<Text<TagWord>>>,
    /// The company's job positions, as IRIs (`/api/job_positions/12`) or ids.
    #[graphql(name = "jobPositionsUUIDs")]
    job_positions_uuids: Option<Vec<Text<Reference>>>,
    /// « www.atelier.fr » is taken as `https://www.atelier.fr/`; empty removes it.
    website: Option<Text<Url>>,
    /// `1-9`, `10-49`, `50-249`, `250+`, or empty (not said).
    size_band: Option<Text<Choice>>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct UpdateMyCompanyPayload {
    company: Company,
    client_mutation_id: Option<String>,
}

#[derive(Default)]
pub struct AccountsMutation;

#[Object]
impl AccountsMutation {
    async fn update_my_user(
        &self,
        ctx: &Context<'_>,
        input: UpdateMyUserInput,
    ) -> AppResult<UpdateMyUserPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let user = profile::update_user(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            &input.firstname,
            &input.lastname,
        )
        .await?;
        Ok(UpdateMyUserPayload {
            user,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    async fn update_my_candidate(
        &self,
        ctx: &Context<'_>,
        input: UpdateMyCandidateInput,
    ) -> AppResult<UpdateMyCandidatePayload> {
        let viewer = signed_in(viewer(ctx))?;
        let update = CandidateUpdate {
            mobile_phone: input.mobile_phone.plain(),
            social_linkedin_url: input.social_linkedin_url.plain(),
            firstname: input.firstname.plain(),
            lastname: input.lastname.plain(),
        };
        let candidate =
            profile::update_candidate(ctx.data_unchecked::<PgPool>(), viewer, update).await?;
        Ok(UpdateMyCandidatePayload {
            candidate,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    async fn update_my_company(
        &self,
        ctx: &Context<'_>,
        input: UpdateMyCompanyInput,
    ) -> AppResult<UpdateMyCompanyPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let company_id = parse_iri("companies", &input.id)?;
        // Bounded before they are read: the domain deduplicates and checks each value.
        if let Some(tags) = &input.tag_words {
            bounded(tags, MAX_RAW_TAG_WORDS, "mots-clés")?;
        }
        let job_position_ids = input
            .job_positions_uuids
            .map(|ids| {
                bounded(&ids, MAX_RAW_POSITIONS, "métiers")?
                    .iter()
                    .map(|id| parse_iri("job_positions", id))
                    .collect::<AppResult<Vec<_>>>()
            })
            .transpose()?;
        let update = CompanyUpdate {
            name: input.name.plain(),
            presentation: input.presentation.plain(),
            billing_address: input.billing_address.plain(),
            contact_name: input.contact_name.plain(),
            contact_job_title: input.contact_job_title.plain(),
            notification_frequency: input.notification_frequency.plain(),
            read_tracking: input.read_tracking,
            phone_number: input.phone_number.plain(),
            email: input.email.plain(),
            tag_words: input.tag_words.plain(),
            job_position_ids,
            website: input.website.plain(),
            size_band: input.size_band.plain(),
        };
        let company = companies::update_my_company(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            company_id,
            update,
        )
        .await?;
        Ok(UpdateMyCompanyPayload {
            company,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }
}
