//! `JobOffer` in GraphQL: an offer's card, its long texts (read only when a field asks for
//! them), its company and place, and what only its company sees.

use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use ensemblier_index::Highlight;
use serde::Serialize;
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::iri,
    error::AppResult,
    filters::{JobContract, JobFilters, JobPosition, JobSalary, JobType},
    offers::{
        authors,
        pay::{PayPeriod, PayRange},
        read::{self, OfferCard, OfferRow, OfferTexts, PageTexts},
        stats,
        status::OfferStatus,
        training::LegalPay,
    },
    text::{Choice, Text},
};

// The objects below are one projection of an offer, answered by the API and written by the
// offer's page (`pages::first_screen::offer`, which serialises them into the UI's `JobOffer`
// answer without running the query): each is built by one function from the card, and
// serialises as the UI's `JobOfferFields` asks it (`serde(skip)`: a field the fragment does not
// ask). `tests/api/offer_page.rs` holds the page's answer equal to the API's.

/// A link to the salary barometer's page of an offer's trade in its region.
#[derive(SimpleObject, Serialize)]
pub struct SalaryLink {
    /// `/salaires/{métier}/{région}`.
    pub path: String,
    /// « Salaires des ébénistes en Bretagne ».
    pub title: String,
}

impl SalaryLink {
    pub fn of(
        card: &OfferCard,
        filters: &JobFilters,
        places: &crate::places::Places,
    ) -> Option<Self> {
        let trade = crate::salaries::trade_of(filters, card.job_position_id)?;
        let region = places.region(card.region_id)?;
        Some(Self {
            path: crate::salaries::path(&trade, Some(region)),
            title: crate::salaries::title(&trade, Some(region)),
        })
    }
}

/// An offer's gross pay range: amounts in euro cents per period, and over a year.
#[derive(SimpleObject, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OfferPay {
    min_cents: i32,
    max_cents: i32,
    #[serde(serialize_with = "as_graphql")]
    period: PayPeriod,
    /// The variable part in words, or empty.
    variable: String,
    /// Why the maximum exceeds 1.5 times the minimum, or empty.
    pub(crate) spread_reason: String,
    /// The minimum and the maximum over a year (hourly × 1,820 h, monthly × 12), euros.
    #[serde(skip)]
    annual_min: i64,
    #[serde(skip)]
    annual_max: i64,
}

impl From<&PayRange> for OfferPay {
    fn from(pay: &PayRange) -> Self {
        OfferPay {
            min_cents: pay.min_cents,
            max_cents: pay.max_cents,
            period: pay.period,
            variable: pay.variable.clone(),
            spread_reason: pay.spread_reason.clone(),
            annual_min: pay.annual_min_euros(),
            annual_max: pay.annual_max_euros(),
        }
    }
}

/// A diploma a training offer prepares.
#[derive(SimpleObject, Serialize, Clone)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OfferDiploma {
    pub(crate) id: ID,
    pub(crate) name: String,
    /// Its RNCP level (3: CAP … 7: master).
    pub(crate) rncp_level: i16,
}

/// One year of the legal grid for an age band: a share of the SMIC and its monthly amount.
#[derive(SimpleObject, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LegalPayCell {
    /// 1, 2, 3…; 0: every year of the contract.
    pub(crate) year: i16,
    pub(crate) share_percent: i16,
    pub(crate) monthly_cents: i32,
    /// « 43 % du SMIC · 783,90 € brut/mois ».
    pub(crate) label: String,
}

/// One age band of the legal grid (« 18 à 20 ans »).
#[derive(SimpleObject, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LegalPayBand {
    pub(crate) label: String,
    pub(crate) cells: Vec<LegalPayCell>,
}

/// The least pay the law sets for a training offer (`offers::training::LegalPay`): a grid of
/// shares of the SMIC (apprenticeship, professionalisation), or an internship's allowance.
#[derive(SimpleObject, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OfferLegalPay {
    /// « Rémunération légale : de … € à … € brut/mois selon l'âge et l'année du contrat ».
    pub(crate) label: String,
    /// What the figures are and since when, the sentence under them (« Part du SMIC … »).
    pub(crate) note: String,
    /// The SMIC's month the grid is read from, in cents (a grid only).
    pub(crate) smic_monthly_cents: Option<i32>,
    /// The day the SMIC or the allowance applies from (`2026-01-01`).
    pub(crate) since: String,
    /// By age band (a grid only; empty for an allowance).
    pub(crate) bands: Vec<LegalPayBand>,
    /// The internship allowance per hour, in cents (an allowance only).
    pub(crate) hourly_cents: Option<i32>,
}

impl From<&LegalPay> for OfferLegalPay {
    fn from(pay: &LegalPay) -> Self {
        let cents = |c: i64| i32::try_from(c).unwrap_or(i32::MAX);
        match pay {
            LegalPay::Grid { smic, bands } => OfferLegalPay {
                label: pay.label(),
                note: pay.note(),
                smic_monthly_cents: Some(smic.monthly_cents),
                since: smic.valid_from.to_string(),
                bands: bands
                    .iter()
                    .map(|band| LegalPayBand {
                        label: band.label.clone(),
                        cells: band
                            .cells
                            .iter()
                            .map(|cell| LegalPayCell {
                                year: cell.year,
                                share_percent: cell.share_percent,
                                monthly_cents: cents(cell.monthly_cents),
                                label: cell.label(),
                            })
                            .collect(),
                    })
                    .collect(),
                hourly_cents: None,
            },
            LegalPay::Allowance {
                since,
                hourly_cents,
            } => OfferLegalPay {
                label: pay.label(),
                note: pay.note(),
                smic_monthly_cents: None,
                since: since.to_string(),
                bands: Vec::new(),
                hourly_cents: Some(*hourly_cents),
            },
        }
    }
}

/// What a training offer trains for, and the pay the law sets for it (issue 55).
#[derive(SimpleObject, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OfferTraining {
    pub(crate) diploma: Option<OfferDiploma>,
    /// The school or CFA, or empty.
    pub(crate) school: String,
    /// « 3 semaines en entreprise / 1 semaine au CFA », or empty.
    pub(crate) rhythm: String,
    pub(crate) duration_months: i16,
    /// « 2 ans », « 18 mois ».
    pub(crate) duration: String,
    /// The first day (`2027-09-01`).
    pub(crate) starts_on: String,
    /// Its month: « septembre 2027 ».
    pub(crate) start: String,
    /// A card's line: « CAP · 2 ans · début septembre 2027 ».
    pub(crate) summary: String,
    /// Null when the law sets none (an internship of two months or less).
    pub(crate) legal_pay: Option<OfferLegalPay>,
}

impl OfferTraining {
    pub(crate) fn of(card: &OfferCard, filters: &JobFilters) -> Option<Self> {
        let training = card.training.as_ref()?;
        let contract = filters.contract(card.job_contract_id)?;
        let diploma = training
            .diploma_id
            .and_then(|id| filters.diploma(id))
            .map(|d| OfferDiploma {
                id: iri("diplomas", d.id),
                name: d.name.clone(),
                rncp_level: d.rncp_level,
            });
        Some(OfferTraining {
            summary: training.summary(diploma.as_ref().map(|d| d.name.as_str())),
            duration: training.duration(),
            start: training.start(),
            diploma,
            school: training.school.clone(),
            rhythm: training.rhythm.clone(),
            duration_months: training.months,
            starts_on: training.starts_on.to_string(),
            legal_pay: LegalPay::of(contract, Some(training), filters, crate::filters::today())
                .as_ref()
                .map(OfferLegalPay::from),
        })
    }
}

/// A value as the API writes it (an enum's name, a date in RFC 3339).
fn as_graphql<T: async_graphql::InputType, S: serde::Serializer>(
    value: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    async_graphql::InputType::to_value(value).serialize(serializer)
}

fn date_as_graphql<S: serde::Serializer>(
    at: &Option<DateTime<Utc>>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    at.map(|at| at.to_rfc3339()).serialize(serializer)
}

#[derive(SimpleObject, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct JobOfferAd {
    /// Urgent and still within its days (`billing::URGENT_DAYS`).
    pub(crate) urgent: bool,
    #[serde(serialize_with = "date_as_graphql")]
    starts_at: Option<DateTime<Utc>>,
    #[serde(serialize_with = "date_as_graphql")]
    ends_at: Option<DateTime<Utc>>,
}

impl JobOfferAd {
    pub(crate) fn of(card: &OfferCard, now: DateTime<Utc>) -> Option<Self> {
        card.ad_id.map(|_| JobOfferAd {
            urgent: card.is_urgent(now),
            starts_at: card.starts_at,
            ends_at: card.ends_at,
        })
    }
}

#[derive(SimpleObject, Serialize)]
pub(crate) struct OfferCity {
    #[serde(skip)]
    id: ID,
    name: String,
}

#[derive(SimpleObject, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OfferLocality {
    id: ID,
    #[graphql(name = "_id")]
    #[serde(rename = "_id")]
    numeric_id: i64,
    pub(crate) name: String,
    pub(crate) postal_code: String,
    /// For a district of Paris, Lyon or Marseille: its city.
    city: Option<OfferCity>,
}

#[derive(SimpleObject, Serialize)]
pub(crate) struct OfferAddress {
    #[serde(skip)]
    id: ID,
    pub(crate) address1: String,
    pub(crate) locality: OfferLocality,
}

impl OfferAddress {
    pub(crate) fn of(card: &OfferCard) -> Self {
        OfferAddress {
            id: iri("addresses", card.address_id),
            address1: card.address1.clone(),
            locality: OfferLocality {
                id: iri("localities", card.locality_id),
                numeric_id: card.locality_id,
                name: card.locality_name.clone(),
                postal_code: card.postal_code.clone(),
                city: card
                    .city_id
                    .zip(card.city_name.clone())
                    .map(|(id, name)| OfferCity {
                        id: iri("localities", id),
                        name,
                    }),
            },
        }
    }
}

/// The company and address an offer is published under.
struct LocalizedCompany<'a>(&'a JobOffer);

#[Object]
impl LocalizedCompany<'_> {
    async fn id(&self) -> ID {
        iri("localized_companies", self.0.card.localized_company_id)
    }
    async fn address(&self) -> OfferAddress {
        OfferAddress::of(&self.0.card)
    }
    async fn logo_name(&self) -> Option<&str> {
        self.0.card.logo_name.as_deref()
    }
    async fn logo_path(&self) -> Option<String> {
        logo_path(&self.0.card)
    }
    async fn company(&self) -> OfferCompany<'_> {
        OfferCompany(self.0)
    }
}

struct OfferCompany<'a>(&'a JobOffer);

#[Object]
impl OfferCompany<'_> {
    async fn id(&self) -> ID {
        iri("companies", self.0.card.company_id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.0.card.company_id
    }
    async fn name(&self) -> &str {
        &self.0.card.company_name
    }
    /// Its public page is `/entreprises/{_id}/{slug}` (issue 37).
    async fn slug(&self) -> String {
        crate::companies::public::slug(&self.0.card.company_name)
    }
    async fn presentation(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.0.texts(ctx).await?.company_text)
    }
    /// How quickly it answers and whether it reads its applications (docs/answer-time.md).
    async fn responsiveness(
        &self,
        ctx: &Context<'_>,
    ) -> AppResult<super::answer_time::CompanyResponsiveness> {
        super::answer_time::responsiveness(ctx, self.0.card.company_id).await
    }
    /// The first four of its « Réalisations », shown under the company card.
    async fn works(&self, ctx: &Context<'_>) -> AppResult<Vec<super::works::CompanyWork>> {
        super::works::works_of(
            ctx,
            self.0.card.company_id,
            crate::companies::works::ON_OFFER,
        )
        .await
    }
}

/// Where its company's logo is served from.
pub(crate) fn logo_path(card: &OfferCard) -> Option<String> {
    let name = card.logo_name.as_ref()?;
    Some(format!("/uploads/logos/{name}"))
}

/// The offer's contact, as an IRI of the former API.
pub(crate) fn contact_account(card: &OfferCard) -> String {
    format!("/api/pro-accounts/{}", card.contact_account_id)
}

/// Brouillon, Suspendue, Publiée or Expirée.
pub(crate) fn status_label(card: &OfferCard, now: DateTime<Utc>) -> &'static str {
    let status = if card.is_expired(now) {
        OfferStatus::Expired
    } else {
        card.offer_status()
    };
    status.label(card.starts_at.is_some())
}

/// How long ago an offer was published, in words (the site shows no dates).
fn since(starts_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> String {
    let Some(start) = starts_at else {
        return String::new();
    };
    match (now - start).num_days() {
        i64::MIN..=0 => "Aujourd'hui".to_owned(),
        1 => "Hier".to_owned(),
        days => format!("Il y a {days} jours"),
    }
}

/// An offer in GraphQL (`JobOffer`): its card, and its long texts, which a search result reads
/// only when a field asks for them.
pub struct JobOffer {
    card: Arc<OfferCard>,
    texts: Texts,
    /// In a search within a radius: metres from the town searched around.
    distance: Option<u32>,
    /// In a search with keywords: the words to mark in its title and extract (issue 39).
    highlight: Option<Arc<Highlight>>,
}

enum Texts {
    Loaded(OfferTexts),
    /// A search result: the texts of every offer of its page, read in one query when a node
    /// first needs them.
    OfPage(Arc<PageTexts>),
}

impl JobOffer {
    /// A search result, whose texts are read with its page's.
    pub fn of_page(card: Arc<OfferCard>, texts: Arc<PageTexts>, distance: Option<u32>) -> Self {
        Self {
            card,
            texts: Texts::OfPage(texts),
            distance,
            highlight: None,
        }
    }

    /// The same result, its title and extract marked with the words of its search.
    pub fn marked(self, highlight: &Arc<Highlight>) -> Self {
        Self {
            highlight: (!highlight.is_empty()).then(|| Arc::clone(highlight)),
            ..self
        }
    }
}

/// A run of a text shown with the words of a search marked (`titleParts`, `extract`): joined,
/// the runs are the text.
#[derive(SimpleObject)]
pub struct TextPart {
    text: String,
    /// A word the search looked for (as typed, a synonym or a correction).
    marked: bool,
}

fn text_parts(parts: Vec<ensemblier_index::TextPart>) -> Vec<TextPart> {
    parts
        .into_iter()
        .map(|part| TextPart {
            text: part.text,
            marked: part.marked,
        })
        .collect()
}

impl JobOffer {
    /// The offer's id.
    pub fn offer_id(&self) -> i64 {
        self.card.id
    }

    /// Offers of a list, whose texts are read together if a field asks for them.
    pub fn list(cards: Vec<OfferCard>) -> Vec<Self> {
        let texts = Arc::new(PageTexts::new(cards.iter().map(|card| card.id).collect()));
        cards
            .into_iter()
            .map(|card| Self::of_page(Arc::new(card), Arc::clone(&texts), None))
            .collect()
    }
}

impl From<OfferRow> for JobOffer {
    fn from(row: OfferRow) -> Self {
        Self {
            card: Arc::new(row.card),
            texts: Texts::Loaded(row.texts),
            distance: None,
            highlight: None,
        }
    }
}

/// An offer at La bonne alternance: its state, and when refused the service's stable reason
/// code (`CLOSED_COMPANY`, `DUPLICATE`, `EXPIRED`, `WRONG_DATA`…) and its own label.
#[derive(SimpleObject)]
pub struct LaBonneAlternance {
    state: crate::la_bonne_alternance::state::State,
    reason_code: Option<String>,
    reason_label: Option<String>,
}

/// An offer's numbers since it was created, counted without personal data.
#[derive(SimpleObject)]
pub struct JobOfferStats {
    views: i64,
    apply_clicks: i64,
}

impl JobOffer {
    async fn texts(&self, ctx: &Context<'_>) -> AppResult<&OfferTexts> {
        match &self.texts {
            Texts::Loaded(texts) => Ok(texts),
            Texts::OfPage(page) => page.of(ctx.data_unchecked::<PgPool>(), self.card.id).await,
        }
    }

    async fn count_applications(
        &self,
        ctx: &Context<'_>,
        unread_only: bool,
        interview: Option<&str>,
    ) -> AppResult<Option<i64>> {
        if viewer(ctx).and_then(|v| v.pro_client_id) != Some(self.card.pro_client_id) {
            return Ok(None);
        }
        let interview = crate::applications::triage::interview_filter(interview)?;
        read::application_count(
            ctx.data_unchecked::<PgPool>(),
            self.card.id,
            unread_only,
            interview,
        )
        .await
        .map(Some)
    }
}

#[Object(name = "JobOffer")]
impl JobOffer {
    async fn id(&self) -> ID {
        iri("job_offers", self.card.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.card.id
    }
    async fn uuid(&self) -> String {
        self.card.uuid.to_string()
    }
    async fn slug(&self) -> &str {
        &self.card.slug
    }
    async fn title(&self) -> &str {
        &self.card.title
    }
    async fn company_presentation(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.texts(ctx).await?.company_presentation)
    }
    /// Sanitised HTML.
    async fn description(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.texts(ctx).await?.description)
    }
    /// The description as plain text, cut at 50 characters with an ellipsis: what lists show.
    async fn description_preview(&self) -> String {
        self.card.description_start.preview()
    }
    /// The title in runs, the words of the search marked in a search result with keywords;
    /// one plain run otherwise.
    async fn title_parts(&self) -> Vec<TextPart> {
        match &self.highlight {
            Some(highlight) => text_parts(highlight.parts(&self.card.title)),
            None => vec![TextPart {
                text: self.card.title.clone(),
                marked: false,
            }],
        }
    }
    /// In a search result with keywords: a short extract of the description around the first
    /// word the search looked for in its first 320 characters (about 160 characters, « … »
    /// where cut), its words marked. Null otherwise, or when they hold none of them: lists
    /// show `descriptionPreview`.
    async fn extract(&self) -> Option<Vec<TextPart>> {
        let start = &self.card.description_start;
        let extract = self.highlight.as_ref()?.extract(&start.text, start.cut)?;
        Some(text_parts(extract))
    }
    /// Sanitised HTML.
    async fn perfect_candidate_description(&self, ctx: &Context<'_>) -> AppResult<&str> {
        Ok(&self.texts(ctx).await?.perfect_candidate_description)
    }
    /// -2 deleted, -1 expired, 0 draft or suspended, 2 published.
    async fn status(&self) -> i16 {
        self.card.status
    }
    /// Brouillon, Suspendue, Publiée or Expirée.
    async fn status_label(&self) -> &'static str {
        status_label(&self.card, Utc::now())
    }
    /// The ad period is over: the page shows the expired-offer notice.
    async fn expired(&self) -> bool {
        self.card.is_expired(Utc::now())
    }
    async fn since(&self) -> String {
        since(self.card.starts_at, Utc::now())
    }
    /// Applications received: for the offer's company only (null for anyone else).
    async fn applications_count(&self, ctx: &Context<'_>) -> AppResult<Option<i64>> {
        self.count_applications(ctx, false, None).await
    }
    /// Applications the company has not opened yet (null for anyone else); with
    /// `interviewStatus`, among those of the triage's filter (as `jobOfferApplications`').
    async fn unread_applications_count(
        &self,
        ctx: &Context<'_>,
        interview_status: Option<Text<Choice>>,
    ) -> AppResult<Option<i64>> {
        self.count_applications(ctx, true, interview_status.as_deref())
            .await
    }
    /// Applications still waiting for a word: neither answered, nor told the offer closed,
    /// nor withdrawn (for the offer's company only, null for anyone else).
    async fn waiting_applications_count(&self, ctx: &Context<'_>) -> AppResult<Option<i64>> {
        if viewer(ctx).and_then(|v| v.pro_client_id) != Some(self.card.pro_client_id) {
            return Ok(None);
        }
        crate::applications::answers::waiting_count(ctx.data_unchecked::<PgPool>(), self.card.id)
            .await
            .map(Some)
    }
    /// The member who created it (« Claire Dubois »), for its company only (null for
    /// anyone else).
    async fn created_by_name(&self, ctx: &Context<'_>) -> AppResult<Option<String>> {
        if viewer(ctx).and_then(|v| v.pro_client_id) != Some(self.card.pro_client_id) {
            return Ok(None);
        }
        Ok(
            authors::of_offer(ctx.data_unchecked::<PgPool>(), self.card.id)
                .await?
                .created_by,
        )
    }
    /// The member who published it last, for its company only (null for anyone else, or
    /// never published since teams exist).
    async fn published_by_name(&self, ctx: &Context<'_>) -> AppResult<Option<String>> {
        if viewer(ctx).and_then(|v| v.pro_client_id) != Some(self.card.pro_client_id) {
            return Ok(None);
        }
        Ok(
            authors::of_offer(ctx.data_unchecked::<PgPool>(), self.card.id)
                .await?
                .published_by,
        )
    }
    /// Views of its page and clicks on « Postuler », for its company only (null for anyone
    /// else); its applications are `applicationsCount`.
    async fn stats(&self, ctx: &Context<'_>) -> AppResult<Option<JobOfferStats>> {
        Ok(stats::totals(
            ctx.data_unchecked::<PgPool>(),
            viewer(ctx),
            self.card.id,
            self.card.pro_client_id,
        )
        .await?
        .map(|totals| JobOfferStats {
            views: totals.views,
            apply_clicks: totals.apply_clicks,
        }))
    }
    /// Its state at La bonne alternance (apprenticeship and professionalisation offers), for
    /// its company only: null for anyone else, or when it was never sent there.
    async fn la_bonne_alternance(&self, ctx: &Context<'_>) -> AppResult<Option<LaBonneAlternance>> {
        if viewer(ctx).and_then(|v| v.pro_client_id) != Some(self.card.pro_client_id) {
            return Ok(None);
        }
        Ok(crate::la_bonne_alternance::state::of_offer(
            ctx.data_unchecked::<PgPool>(),
            self.card.id,
        )
        .await?
        .map(|shown| LaBonneAlternance {
            state: shown.state,
            reason_code: shown.reason_code,
            reason_label: shown.reason_label,
        }))
    }
    async fn contact_account(&self) -> String {
        contact_account(&self.card)
    }
    /// The gross pay range (issue 36); null for an offer published before ranges, which
    /// only has its bracket (`jobSalary`).
    async fn pay(&self) -> Option<OfferPay> {
        self.card.pay.as_ref().map(OfferPay::from)
    }
    /// What a training offer (apprenticeship, professionalisation, internship) trains for and
    /// the pay the law sets; null for other offers.
    async fn training(&self, ctx: &Context<'_>) -> Option<OfferTraining> {
        OfferTraining::of(&self.card, ctx.data_unchecked::<Arc<JobFilters>>())
    }
    async fn job_salary(&self, ctx: &Context<'_>) -> Option<JobSalary> {
        ctx.data_unchecked::<Arc<JobFilters>>()
            .salary(self.card.job_salary_id)
            .cloned()
    }
    async fn job_position(&self, ctx: &Context<'_>) -> Option<JobPosition> {
        ctx.data_unchecked::<Arc<JobFilters>>()
            .position(self.card.job_position_id)
            .cloned()
    }
    /// The salary barometer's page of its trade in its region (« Salaires des ébénistes en
    /// Bretagne »); null when its position is no trade of the barometer (docs/salaries.md).
    async fn salary_page(&self, ctx: &Context<'_>) -> Option<SalaryLink> {
        SalaryLink::of(
            &self.card,
            ctx.data_unchecked::<Arc<JobFilters>>(),
            ctx.data_unchecked::<Arc<crate::places::Places>>(),
        )
    }
    async fn job_contract(&self, ctx: &Context<'_>) -> Option<JobContract> {
        ctx.data_unchecked::<Arc<JobFilters>>()
            .contract(self.card.job_contract_id)
            .cloned()
    }
    async fn job_types(&self, ctx: &Context<'_>) -> Vec<JobType> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        self.card
            .type_ids
            .iter()
            .filter_map(|id| filters.job_type(*id).cloned())
            .collect()
    }
    async fn job_offer_ad(&self) -> Option<JobOfferAd> {
        JobOfferAd::of(&self.card, Utc::now())
    }
    async fn localized_company(&self) -> LocalizedCompany<'_> {
        LocalizedCompany(self)
    }
    /// The craft labels its company holds (approved by staff, still valid), each once.
    async fn craft_labels(&self) -> Vec<super::labels::CraftLabel> {
        super::labels::craft_labels(&self.card, Utc::now().date_naive())
    }
    /// In a search within a radius: kilometres from the town searched around (one decimal).
    async fn distance(&self) -> Option<f64> {
        self.distance
            .map(|metres| (f64::from(metres) / 100.0).round() / 10.0)
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;

    #[test]
    fn the_age_of_an_offer_reads_in_words() {
        let now = Utc::now();
        assert_eq!(since(Some(now - Duration::hours(3)), now), "Aujourd'hui");
        assert_eq!(since(Some(now - Duration::hours(30)), now), "Hier");
        assert_eq!(
            since(Some(now - Duration::days(12)), now),
            "Il y a 12 jours"
        );
        assert_eq!(since(None, now), "");
    }
}
