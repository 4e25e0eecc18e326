//! The ad-wording checker's warnings for the offer form (the recruiter's side; staff's queue
//! is in `graphql::admin`).

use crate::text::{
    OfferCandidate, OfferCompanyPresentation, OfferDescription, OfferTitle, Reference, Text,
};
use async_graphql::{Context, InputObject, Object, SimpleObject};

use super::caller::viewer;
use crate::{
    access::signed_in,
    error::AppResult,
    offers::{
        pay::{PayPeriod, PayRange},
        wording::{self, AdWording, Flag},
    },
};

/// A warning of the ad-wording checker (docs/moderation.md).
#[derive(SimpleObject)]
pub struct WordingFlag {
    /// AGE, SEX, ORIGIN, HEALTH, FAMILY, APPEARANCE, LANGUAGE, PERSONAL_EMAIL, SCAM,
    /// PAY_HISTORY, PAY_UNSTATED, PAY_MISMATCH or GENDERED_TITLE.
    rule: String,
    /// The rule in French, as staff read it (« Salaire non indiqué »).
    label: String,
    /// The flag told to staff (« Salaire non indiqué : « … » »), not to the recruiter.
    staff_message: String,
    /// The form field: title, companyPresentation, description, perfectCandidateDescription.
    field: String,
    /// The sentence, quoted.
    sentence: String,
    /// The French warning (« Votre annonce mentionne un âge : « … » »).
    message: String,
    /// The text that forbids it (for an offence, the articles that make it one).
    law: String,
    /// An offence: publishing is refused (`WORDING_FORBIDDEN`) until the text is corrected;
    /// the other flags are warnings, and an ad published over them waits for staff.
    blocking: bool,
}

impl From<Flag> for WordingFlag {
    fn from(flag: Flag) -> Self {
        let law = flag.law().to_owned();
        Self {
            rule: flag.rule.code().to_owned(),
            label: flag.rule.label().to_owned(),
            staff_message: format!("{} : « {} »", flag.rule.label(), flag.sentence),
            field: flag.field.code().to_owned(),
            blocking: flag.blocking,
            sentence: flag.sentence,
            message: flag.message,
            law,
        }
    }
}

/// The texts of an offer being written.
#[derive(InputObject)]
pub struct OfferWordingInput {
    #[graphql(default)]
    title: Text<OfferTitle>,
    #[graphql(default)]
    company_presentation: Text<OfferCompanyPresentation>,
    #[graphql(default)]
    description: Text<OfferDescription>,
    #[graphql(default)]
    perfect_candidate_description: Text<OfferCandidate>,
    /// The range being written (euros per `payPeriod`): a pay in the texts must agree with it.
    pay_min: Option<f64>,
    pay_max: Option<f64>,
    pay_period: Option<PayPeriod>,
    /// The contract chosen: the law sets the pay of a training contract (no « selon profil »
    /// warning then).
    #[graphql(name = "jobContractIRI")]
    job_contract_iri: Option<Text<Reference>>,
}

#[derive(Default)]
pub struct WordingQuery;

#[Object]
impl WordingQuery {
    /// The checker's warnings on a draft's texts (recruiters): warnings, publishing stays
    /// possible.
    async fn offer_wording(
        &self,
        ctx: &Context<'_>,
        input: OfferWordingInput,
    ) -> AppResult<Vec<WordingFlag>> {
        let viewer = signed_in(viewer(ctx))?;
        let cents = |euros: Option<f64>| {
            euros
                .filter(|e| e.is_finite() && *e > 0.0 && *e <= 1e6)
                .map(|e| (e * 100.0).round() as i32)
        };
        let range = match (cents(input.pay_min), cents(input.pay_max), input.pay_period) {
            (Some(min_cents), Some(max_cents), Some(period)) if min_cents <= max_cents => {
                Some(PayRange {
                    min_cents,
                    max_cents,
                    period,
                    variable: String::new(),
                    spread_reason: String::new(),
                })
            }
            _ => None,
        };
        let texts = AdWording {
            title: &input.title,
            company_presentation: &input.company_presentation,
            description: &input.description,
            perfect_candidate_description: &input.perfect_candidate_description,
            pay: range.as_ref(),
            legal_pay: input
                .job_contract_iri
                .as_deref()
                .and_then(|iri| crate::access::parse_iri("job_contracts", iri).ok())
                .and_then(|id| {
                    ctx.data_unchecked::<std::sync::Arc<crate::filters::JobFilters>>()
                        .contract(id)
                })
                .and_then(crate::offers::training::Kind::of)
                .is_some(),
        };
        Ok(wording::check_draft(viewer, &texts)?
            .into_iter()
            .map(WordingFlag::from)
            .collect())
    }
}
