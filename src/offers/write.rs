//! Writing offers: creation, update and duplication by their company, with the spec's
//! required fields and its French messages.

use sqlx::{PgConnection, PgPool};

use super::{
    html::sanitize,
    lifecycle::own_offer,
    live,
    pay::{PayForm, PayRange},
    read::{self, OfferRow, MAX_TEXT, MAX_TITLE},
    status::OfferStatus,
    training::{Kind, LegalPay, Training, TrainingForm},
};
use crate::{
    access::Viewer,
    companies::{self, Ownership},
    error::{AppError, AppResult, ErrorCode},
    filters::JobFilters,
};

/// The offer form (spec section 3, form-only fields), ids already read from their IRIs.
/// `None` is a field that was not sent at all.
#[derive(Clone, Debug, Default)]
pub struct OfferForm {
    pub company_presentation: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
    pub perfect_candidate_description: Option<String>,
    pub job_type_ids: Option<Vec<i64>>,
    pub job_position_id: Option<i64>,
    pub job_salary_id: Option<i64>,
    pub job_contract_id: Option<i64>,
    pub locality_id: Option<i64>,
    pub address1: Option<String>,
    pub company_id: Option<i64>,
    /// The gross pay range (issue 36); its bracket is derived from it.
    pub pay: PayForm,
    /// What a training offer trains for (issue 55); ignored for other contracts.
    pub training: TrainingForm,
}

/// A form that passed every rule.
struct ValidOffer {
    company_presentation: String,
    title: String,
    description: String,
    perfect_candidate_description: String,
    job_type_ids: Vec<i64>,
    job_position_id: i64,
    job_salary_id: i64,
    job_contract_id: i64,
    locality_id: i64,
    address1: String,
    company_id: i64,
    /// `None` only for an offer written through the API with a bracket alone (a draft), or
    /// for a training offer that states no more than the law's pay.
    pay: Option<PayRange>,
    training: Option<Training>,
    /// The law sets its least pay (`offers::training`): the range is optional.
    legal_pay: bool,
}

/// The job type of part-time offers (`migrations/data/job_filters.json`): a monthly or yearly
/// amount then says nothing of the hourly wage the SMIC bounds.
const PART_TIME: &str = "temps-partiel";

/// The bracket no new offer may name: the range replaces it (issue 36).
const OPEN_BRACKET: &str = "selon-profil";

pub const PAY_REQUIRED: &str = "Indiquez le salaire brut proposé : un minimum et un maximum, de l'heure, du mois ou de l'année (la loi demande de le donner dès l'annonce).";
pub const OPEN_BRACKET_REFUSED: &str =
    "« Selon profil » n'est plus proposé : indiquez le salaire brut, un minimum et un maximum.";

/// The spec's rewriting: a field not sent → `Le champ <name> n'a pas été renseigné.`; sent
/// empty → `Le champ obligatoire <name> n'a pas été renseigné.`; a required choice missing
/// → `Ce champ est obligatoire.` (with the field in `extensions.field`).
fn text(value: &Option<String>, name: &str, max: usize, problems: &mut Vec<String>) -> String {
    match value.as_deref().map(str::trim) {
        None => problems.push(format!("Le champ {name} n'a pas été renseigné.")),
        Some("") => problems.push(format!(
            "Le champ obligatoire {name} n'a pas été renseigné."
        )),
        Some(v) if v.chars().count() > max => problems.push(format!(
            "Le champ {name} est trop long ({max} caractères au plus)."
        )),
        Some(v) => return v.to_owned(),
    }
    String::new()
}

fn choice(value: Option<i64>, problems: &mut Vec<String>) -> i64 {
    value.unwrap_or_else(|| {
        problems.push("Ce champ est obligatoire.".to_owned());
        0
    })
}

impl OfferForm {
    fn validate(&self, filters: &JobFilters) -> AppResult<ValidOffer> {
        let mut problems = Vec::new();
        let company_presentation = text(
            &self.company_presentation,
            "Présentation de l'entreprise",
            MAX_TEXT,
            &mut problems,
        );
        let title = text(&self.title, "Nom du poste", MAX_TITLE, &mut problems);
        let description = text(
            &self.description,
            "Description du poste",
            MAX_TEXT,
            &mut problems,
        );
        let perfect = text(
            &self.perfect_candidate_description,
            "Le candidat de vos rêves",
            MAX_TEXT,
            &mut problems,
        );
        let job_type_ids = match &self.job_type_ids {
            Some(ids) if !ids.is_empty() => ids.clone(),
            _ => {
                problems.push("Ce champ est obligatoire.".to_owned());
                Vec::new()
            }
        };
        let job_position_id = choice(self.job_position_id, &mut problems);
        // With a range, the bracket is derived from it; without, the bracket is required.
        let training_contract = self
            .job_contract_id
            .and_then(|id| filters.contract(id))
            .and_then(Kind::of)
            .is_some()
            && !self.training.is_empty();
        let job_salary_id = match self.pay.is_empty() && !training_contract {
            true => choice(self.job_salary_id, &mut problems),
            false => self.job_salary_id.unwrap_or_default(),
        };
        let job_contract_id = choice(self.job_contract_id, &mut problems);
        let locality_id = choice(self.locality_id, &mut problems);
        let company_id = match self.company_id {
            Some(id) => id,
            None => {
                problems.push("Le champ Entreprise n'a pas été renseigné.".to_owned());
                0
            }
        };
        if !problems.is_empty() {
            return Err(AppError::invalid(
                ErrorCode::Validation,
                problems.join("\n"),
            ));
        }
        let unknown = || {
            AppError::invalid(
                ErrorCode::UnknownOption,
                "Une des options choisies n'existe pas.",
            )
        };
        let contract = filters.contract(job_contract_id);
        if filters.position(job_position_id).is_none()
            || contract.is_none()
            || job_type_ids
                .iter()
                .any(|id| filters.job_type(*id).is_none())
        {
            return Err(unknown());
        }
        let contract = contract.ok_or_else(unknown)?;
        let training = self
            .training
            .parse(contract, filters)
            .map_err(|problems| AppError::invalid(ErrorCode::Validation, problems.join("\n")))?;
        let legal_pay = training.is_some();
        let legal = LegalPay::of(
            contract,
            training.as_ref(),
            filters,
            crate::filters::today(),
        );
        let (pay, job_salary_id) = match &legal {
            // No range: the law's pay stands for it (its bracket, its JobPosting).
            Some(legal) if self.pay.is_empty() => {
                let bracket = legal.as_range().bracket(&filters.salaries);
                (None, bracket.unwrap_or(job_salary_id))
            }
            // An internship of two months or less owes nothing: the lowest bracket.
            _ if self.pay.is_empty() && training.is_some() => {
                let nothing = PayRange {
                    min_cents: 0,
                    max_cents: 0,
                    period: super::pay::PayPeriod::Year,
                    variable: String::new(),
                    spread_reason: String::new(),
                };
                (
                    None,
                    nothing.bracket(&filters.salaries).unwrap_or(job_salary_id),
                )
            }
            _ if self.pay.is_empty() => (None, job_salary_id),
            _ => {
                let part_time = job_type_ids
                    .iter()
                    .filter_map(|id| filters.job_type(*id))
                    .any(|t| t.code == PART_TIME);
                let range = self
                    .pay
                    .parse(contract, part_time, filters.minimum_wage_today())
                    .map_err(|problems| {
                        AppError::invalid(ErrorCode::PayRangeInvalid, problems.join("\n"))
                    })?;
                if let Some(legal) = &legal {
                    let floor = legal.floor(range.period);
                    if i64::from(range.min_cents) < floor {
                        return Err(AppError::invalid(
                            ErrorCode::PayRangeInvalid,
                            format!(
                                "La loi fixe déjà la rémunération minimale : vous ne pouvez indiquer que davantage ({} € {} au moins), ou laisser le salaire vide.",
                                super::pay::euros(floor),
                                range.period.suffix()
                            ),
                        ));
                    }
                }
                let bracket = range.bracket(&filters.salaries).unwrap_or(job_salary_id);
                (Some(range), bracket)
            }
        };
        if filters.salary(job_salary_id).is_none() {
            return Err(unknown());
        }
        Ok(ValidOffer {
            company_presentation: sanitize(&company_presentation),
            title,
            description: sanitize(&description),
            perfect_candidate_description: sanitize(&perfect),
            job_type_ids,
            job_position_id,
            job_salary_id,
            job_contract_id,
            locality_id,
            address1: self
                .address1
                .as_deref()
                .unwrap_or("")
                .trim()
                .chars()
                .take(200)
                .collect(),
            company_id,
            pay,
            training,
            // An internship without a legal allowance (two months or less) owes none: no range
            // is asked either.
            legal_pay,
        })
    }
}

/// The recruiter's pro account, and a check that `company_id` belongs to their client.
async fn own_company(conn: &mut PgConnection, viewer: &Viewer, company_id: i64) -> AppResult<i64> {
    let (account_id, client_id) = viewer.company()?;
    match companies::ownership(&mut *conn, company_id, client_id).await? {
        Ownership::Mine => Ok(account_id),
        Ownership::Theirs => Err(AppError::Forbidden),
        Ownership::Missing => Err(AppError::invalid(
            ErrorCode::UnknownCompany,
            "Cette entreprise n'existe pas.",
        )),
    }
}

async fn check_locality(conn: &mut PgConnection, locality_id: i64) -> AppResult<()> {
    let exists: bool = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM localities WHERE id = $1) AS "exists!""#,
        locality_id
    )
    .fetch_one(&mut *conn)
    .await?;
    if exists {
        Ok(())
    } else {
        Err(AppError::invalid(
            ErrorCode::UnknownPlace,
            "Ce lieu n'existe pas.",
        ))
    }
}

async fn write_types(conn: &mut PgConnection, offer_id: i64, type_ids: &[i64]) -> AppResult<()> {
    sqlx::query!(
        "DELETE FROM job_offer_types WHERE job_offer_id = $1",
        offer_id
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "INSERT INTO job_offer_types (job_offer_id, job_type_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING",
        offer_id,
        type_ids
    )
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Creates a draft (status 0).
pub async fn create(
    pool: &PgPool,
    filters: &JobFilters,
    viewer: &Viewer,
    form: OfferForm,
) -> AppResult<OfferRow> {
    viewer.company()?;
    let offer = form.validate(filters)?;
    if offer.pay.is_none()
        && !offer.legal_pay
        && filters
            .salary(offer.job_salary_id)
            .is_some_and(|s| s.code == OPEN_BRACKET)
    {
        return Err(AppError::invalid(
            ErrorCode::PayRangeRequired,
            OPEN_BRACKET_REFUSED,
        ));
    }
    let mut tx = pool.begin().await?;
    let account_id = own_company(&mut tx, viewer, offer.company_id).await?;
    check_locality(&mut tx, offer.locality_id).await?;
    let id: i64 = sqlx::query_scalar!(
        "WITH a AS (INSERT INTO addresses (address1, locality_id) VALUES ($1, $2) RETURNING id),
              lc AS (INSERT INTO localized_companies (company_id, address_id) SELECT $3, a.id FROM a RETURNING id)
         INSERT INTO job_offers (slug, title, company_presentation, description, perfect_candidate_description,
                                 status, contact_account_id, localized_company_id, job_salary_id, job_position_id, job_contract_id,
                                 pay_min_cents, pay_max_cents, pay_period, pay_variable, pay_spread_reason,
                                 diploma_id, training_school, training_rhythm, training_months, training_starts_on)
         SELECT $4, $5, $6, $7, $8, $9, $10, lc.id, $11, $12, $13, $14, $15, $16, $17, $18,
                $19, $20, $21, $22, $23 FROM lc RETURNING id",
        &offer.address1,
        offer.locality_id,
        offer.company_id,
        ensemblier_index::text::slug(&offer.title),
        &offer.title,
        &offer.company_presentation,
        &offer.description,
        &offer.perfect_candidate_description,
        OfferStatus::Draft.code(),
        account_id,
        offer.job_salary_id,
        offer.job_position_id,
        offer.job_contract_id,
        offer.pay.as_ref().map(|p| p.min_cents),
        offer.pay.as_ref().map(|p| p.max_cents),
        offer.pay.as_ref().map(|p| p.period.code()),
        offer.pay.as_ref().map_or("", |p| &p.variable),
        offer.pay.as_ref().map_or("", |p| &p.spread_reason),
        offer.training.as_ref().and_then(|t| t.diploma_id),
        offer.training.as_ref().map_or("", |t| &t.school),
        offer.training.as_ref().map_or("", |t| &t.rhythm),
        offer.training.as_ref().map(|t| t.months),
        offer.training.as_ref().map(|t| t.starts_on)
    )
    .fetch_one(&mut *tx)
    .await?;
    write_types(&mut tx, id, &offer.job_type_ids).await?;
    tx.commit().await?;
    read::offer_by_id(pool, id).await?.ok_or(AppError::NotFound)
}

/// Updates one of the caller's offers (any status but deleted); its location is moved in
/// place. A live offer keeps its position, place and company (`live::check_update`).
pub async fn update(
    pool: &PgPool,
    filters: &JobFilters,
    viewer: &Viewer,
    offer_id: i64,
    form: OfferForm,
) -> AppResult<OfferRow> {
    let offer = form.validate(filters)?;
    // An offer published before ranges keeps working until it is edited: then it states one.
    let pay = offer.pay.as_ref();
    if pay.is_none() && !offer.legal_pay {
        return Err(AppError::invalid(ErrorCode::PayRangeRequired, PAY_REQUIRED));
    }
    let mut tx = pool.begin().await?;
    let (_, status) = own_offer(&mut tx, viewer, offer_id).await?;
    own_company(&mut tx, viewer, offer.company_id).await?;
    check_locality(&mut tx, offer.locality_id).await?;
    let next = live::Identity {
        job_position_id: offer.job_position_id,
        locality_id: offer.locality_id,
        company_id: offer.company_id,
        job_contract_id: offer.job_contract_id,
    };
    let free = filters
        .contract(offer.job_contract_id)
        .is_some_and(|contract| contract.free_publication);
    live::check_update(&mut tx, viewer, offer_id, status, &next, free).await?;
    // A live or held ad edited into an offence is refused, as its publication would be.
    if matches!(status, OfferStatus::Published | OfferStatus::Held) {
        let flags = super::wording::check(&super::wording::AdWording {
            title: &offer.title,
            company_presentation: &offer.company_presentation,
            description: &offer.description,
            perfect_candidate_description: &offer.perfect_candidate_description,
            pay,
            legal_pay: offer.legal_pay,
        });
        if let Some(refusal) = super::wording::refusal(&flags) {
            return Err(refusal);
        }
    }
    sqlx::query!(
        "WITH lc AS (UPDATE localized_companies lc SET company_id = $2 FROM job_offers o
                     WHERE o.id = $1 AND lc.id = o.localized_company_id RETURNING lc.address_id)
         UPDATE addresses a SET address1 = $3, locality_id = $4 FROM lc WHERE a.id = lc.address_id",
        offer_id,
        offer.company_id,
        &offer.address1,
        offer.locality_id
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "UPDATE job_offers SET slug = $2, title = $3, company_presentation = $4, description = $5,
             perfect_candidate_description = $6, job_salary_id = $7, job_position_id = $8,
             job_contract_id = $9, pay_min_cents = $10, pay_max_cents = $11, pay_period = $12,
             pay_variable = $13, pay_spread_reason = $14, diploma_id = $15, training_school = $16,
             training_rhythm = $17, training_months = $18, training_starts_on = $19, updated_at = now()
         WHERE id = $1",
        offer_id,
        ensemblier_index::text::slug(&offer.title),
        &offer.title,
        &offer.company_presentation,
        &offer.description,
        &offer.perfect_candidate_description,
        offer.job_salary_id,
        offer.job_position_id,
        offer.job_contract_id,
        pay.map(|p| p.min_cents),
        pay.map(|p| p.max_cents),
        pay.map(|p| p.period.code()),
        pay.map_or("", |p| &p.variable),
        pay.map_or("", |p| &p.spread_reason),
        offer.training.as_ref().and_then(|t| t.diploma_id),
        offer.training.as_ref().map_or("", |t| &t.school),
        offer.training.as_ref().map_or("", |t| &t.rhythm),
        offer.training.as_ref().map(|t| t.months),
        offer.training.as_ref().map(|t| t.starts_on)
    )
    .execute(&mut *tx)
    .await?;
    write_types(&mut tx, offer_id, &offer.job_type_ids).await?;
    tx.commit().await?;
    read::offer_by_id(pool, offer_id)
        .await?
        .ok_or(AppError::NotFound)
}

pub const COPY_SUFFIX: &str = " (copie)";

/// A new draft with the same content and place, titled `<title> (copie)`.
pub async fn duplicate(pool: &PgPool, viewer: &Viewer, offer_id: i64) -> AppResult<OfferRow> {
    let mut tx = pool.begin().await?;
    own_offer(&mut tx, viewer, offer_id).await?;
    let id: i64 = sqlx::query_scalar!(
        "WITH src AS (SELECT o.*, lc.company_id, a.address1, a.locality_id FROM job_offers o
                      JOIN localized_companies lc ON lc.id = o.localized_company_id
                      JOIN addresses a ON a.id = lc.address_id WHERE o.id = $1),
              a AS (INSERT INTO addresses (address1, locality_id) SELECT address1, locality_id FROM src RETURNING id),
              lc AS (INSERT INTO localized_companies (company_id, address_id) SELECT src.company_id, a.id FROM src, a RETURNING id)
         INSERT INTO job_offers (slug, title, company_presentation, description, perfect_candidate_description, status,
                                 contact_account_id, localized_company_id, job_salary_id, job_position_id, job_contract_id,
                                 pay_min_cents, pay_max_cents, pay_period, pay_variable, pay_spread_reason,
                                 diploma_id, training_school, training_rhythm, training_months, training_starts_on)
         SELECT src.slug, left(src.title, 150 - length($2)) || $2, src.company_presentation, src.description,
                src.perfect_candidate_description, $3, src.contact_account_id, lc.id, src.job_salary_id,
                src.job_position_id, src.job_contract_id, src.pay_min_cents, src.pay_max_cents, src.pay_period,
                src.pay_variable, src.pay_spread_reason, src.diploma_id, src.training_school,
                src.training_rhythm, src.training_months, src.training_starts_on
         FROM src, lc RETURNING id",
        offer_id,
        COPY_SUFFIX,
        OfferStatus::Draft.code()
    )
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO job_offer_types (job_offer_id, job_type_id) SELECT $2, job_type_id FROM job_offer_types WHERE job_offer_id = $1",
        offer_id,
        id
    )
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    read::offer_by_id(pool, id).await?.ok_or(AppError::NotFound)
}
