//! Verified employers in GraphQL (`companies::verification`, docs/accounts.md "Verified
//! employers"): a company's SIRET as its members read it (`Company.verification`, in
//! `accounts`), the
//! owner's `verifyCompanySiret`, the public page's « Entreprise vérifiée »
//! (`PublicCompany.verification`) and the back-office's pending list.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{accounts::CompanyVerification, caller::viewer};
use crate::{
    access::{parse_iri, signed_in},
    companies::{
        directory::{size_label, Directory},
        siret::spaced,
        verification::{self, PendingCompany, Status},
    },
    error::AppResult,
    text::{ClientMutationId, Plain, Siret, Text},
};

/// What a company page shows of a verified employer (the law on ads asks for the
/// advertiser's identity).
#[derive(SimpleObject)]
pub struct PublicVerification {
    pub siret: String,
    pub siret_spaced: String,
    pub legal_name: String,
    pub naf: String,
    pub size: Option<&'static str>,
    pub verified_at: DateTime<Utc>,
}

/// The verified SIRET of company `company_id`, for its public page; none otherwise.
pub async fn public(pool: &PgPool, company_id: i64) -> AppResult<Option<PublicVerification>> {
    let found = verification::of_company(&mut *pool.acquire().await?, company_id).await?;
    Ok(
        found.and_then(|v| match (v.status, v.legal_name, v.verified_at) {
            (Status::Verified, Some(legal_name), Some(verified_at)) => Some(PublicVerification {
                siret_spaced: spaced(&v.siret),
                siret: v.siret,
                legal_name,
                naf: v.naf,
                size: size_label(&v.size_code),
                verified_at,
            }),
            _ => None,
        }),
    )
}

#[derive(InputObject)]
pub struct VerifyCompanySiretInput {
    /// The company's IRI (`/api/companies/12`).
    pub company: ID,
    /// As typed: 14 digits, spaces allowed.
    pub siret: Text<Siret>,
    pub client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct VerifyCompanySiretPayload {
    pub verification: CompanyVerification,
    pub client_mutation_id: Option<String>,
}

#[derive(Default)]
pub struct VerificationMutation;

#[Object]
impl VerificationMutation {
    /// The owner gives the company's SIRET; the State's directory is asked at once. Refused
    /// in French when it is not valid, closed or unknown (UNKNOWN_SIRET, CLOSED_SIRET); when
    /// the directory does not answer, it is kept pending (publishing open for a day).
    /// 10 lookups a day per company (RATE_LIMITED).
    async fn verify_company_siret(
        &self,
        ctx: &Context<'_>,
        input: VerifyCompanySiretInput,
    ) -> AppResult<VerifyCompanySiretPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let company_id = parse_iri("companies", &input.company)?;
        let verification = verification::give(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Directory>(),
            viewer,
            company_id,
            &input.siret,
        )
        .await?;
        Ok(VerifyCompanySiretPayload {
            verification: CompanyVerification(verification),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }
}

/// A company whose SIRET waits for the directory (the back-office's list).
pub struct PendingVerification(pub PendingCompany);

#[Object]
impl PendingVerification {
    async fn company_id(&self) -> i64 {
        self.0.company_id
    }
    async fn company_name(&self) -> &str {
        &self.0.company_name
    }
    async fn siret(&self) -> &str {
        &self.0.siret
    }
    async fn siret_spaced(&self) -> String {
        spaced(&self.0.siret)
    }
    async fn given_at(&self) -> DateTime<Utc> {
        self.0.given_at
    }
    /// Its last try of the directory.
    async fn tried_at(&self) -> DateTime<Utc> {
        self.0.tried_at
    }
    async fn tries(&self) -> i32 {
        self.0.tries
    }
    /// Still within its day of grace: it may publish.
    async fn allows_publishing(&self) -> bool {
        Utc::now() - self.0.given_at < chrono::Duration::hours(verification::GRACE_HOURS)
    }
}
