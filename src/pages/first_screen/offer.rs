//! An offer's first screen: its header band and texts, as JobOfferPage.tsx shows them to a
//! visitor, and the answer to the UI's `JobOffer` query the page inlines.
//!
//! That answer is written here straight from the offer the page has read, not by running the
//! query through async-graphql: the execution of its ~50 fields was a quarter to a third of
//! an offer page's CPU (issue 39, item 5; benches/README.md). `Offer` is therefore the shape
//! of the UI's `JobOfferFields`, each value from the same function as the API's resolver, and
//! `tests/api/offer_page.rs` checks that the page's answer is the API's to that very
//! document, for offers of every shape.

use askama::Template;
use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::json;

use super::{similar, written, Entry, FirstScreen, IdName, Salary, Site};
use crate::filters::JobFilters;
use crate::offers::read::OfferRow;
use crate::{
    access::iri,
    graphql::{
        answer_time::CompanyResponsiveness,
        job_offer::{
            contact_account, logo_path, status_label, JobOfferAd, OfferAddress, OfferPay,
            OfferTraining, SalaryLink,
        },
        limits::MAX_RESPONSE_BYTES,
    },
};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Contract {
    id: String,
    name: String,
    free_publication: bool,
}

#[derive(Serialize)]
struct Company {
    id: String,
    /// Its public page's id and slug (issue 37).
    #[serde(rename = "_id")]
    numeric_id: i64,
    slug: String,
    name: String,
    presentation: String,
    /// « Répond généralement sous 4 jours », « Consulte activement les candidatures ».
    responsiveness: CompanyResponsiveness,
    /// The first four of its « Réalisations » (issue 52), as `OfferCompany.works` answers.
    works: Vec<Work>,
}

/// `CompanyWork`, field for field.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Work {
    id: String,
    alt_text: String,
    caption: String,
    width: i32,
    height: i32,
    src: String,
    srcset_webp: String,
    srcset_jpeg: String,
}

impl From<crate::companies::works::Work> for Work {
    fn from(work: crate::companies::works::Work) -> Self {
        Work {
            id: iri("company_works", work.id).0,
            src: work.picture.src(),
            srcset_webp: work.picture.srcset("webp"),
            srcset_jpeg: work.picture.srcset("jpg"),
            width: work.picture.width,
            height: work.picture.height,
            alt_text: work.alt_text,
            caption: work.caption,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LocalizedCompany {
    id: String,
    logo_path: Option<String>,
    company: Company,
    address: OfferAddress,
}

/// `JobOfferFields` of the UI (ui/src/features/offers/api/offers.ts), field for field, as an
/// anonymous visitor gets it: what only the offer's company sees is null.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Offer {
    id: String,
    #[serde(rename = "_id")]
    numeric_id: i64,
    slug: String,
    title: String,
    description: String,
    company_presentation: String,
    perfect_candidate_description: String,
    status: i16,
    status_label: &'static str,
    expired: bool,
    contact_account: String,
    applications_count: Option<i64>,
    created_by_name: Option<String>,
    published_by_name: Option<String>,
    /// Its state at La bonne alternance: its company's only.
    la_bonne_alternance: Option<()>,
    job_offer_ad: Option<JobOfferAd>,
    job_contract: Option<Contract>,
    job_types: Vec<IdName>,
    job_salary: Option<Salary>,
    pay: Option<OfferPay>,
    training: Option<OfferTraining>,
    job_position: Option<IdName>,
    salary_page: Option<SalaryLink>,
    localized_company: LocalizedCompany,
    /// As `JobOffer.craftLabels` answers it.
    craft_labels: Vec<crate::graphql::labels::CraftLabel>,
    /// The pay as the page shows it (`offers::read::shown_pay`, as every server-written text).
    #[serde(skip)]
    shown_pay: Option<String>,
}

impl Offer {
    fn of(
        row: &OfferRow,
        filters: &JobFilters,
        places: &crate::places::Places,
        now: DateTime<Utc>,
        responsiveness: CompanyResponsiveness,
        works: Vec<Work>,
    ) -> Self {
        let card = &row.card;
        Offer {
            id: iri("job_offers", card.id).0,
            numeric_id: card.id,
            slug: card.slug.clone(),
            title: card.title.clone(),
            description: row.texts.description.clone(),
            company_presentation: row.texts.company_presentation.clone(),
            perfect_candidate_description: row.texts.perfect_candidate_description.clone(),
            status: card.status,
            status_label: status_label(card, now),
            expired: card.is_expired(now),
            contact_account: contact_account(card),
            applications_count: None,
            created_by_name: None,
            published_by_name: None,
            la_bonne_alternance: None,
            job_offer_ad: JobOfferAd::of(card, now),
            job_contract: filters.contract(card.job_contract_id).map(|c| Contract {
                id: iri("job_contracts", c.id).0,
                name: c.name.clone(),
                free_publication: c.free_publication,
            }),
            job_types: card
                .type_ids
                .iter()
                .filter_map(|id| filters.job_type(*id))
                .map(|t| IdName {
                    id: iri("job_types", t.id).0,
                    name: t.name.clone(),
                })
                .collect(),
            job_salary: filters.salary(card.job_salary_id).map(|s| Salary {
                id: iri("job_salaries", s.id).0,
                interval_label: s.interval_label.clone(),
            }),
            pay: card.pay.as_ref().map(OfferPay::from),
            training: OfferTraining::of(card, filters),
            job_position: filters.position(card.job_position_id).map(|p| IdName {
                id: iri("job_positions", p.id).0,
                name: p.name.clone(),
            }),
            salary_page: SalaryLink::of(card, filters, places),
            localized_company: LocalizedCompany {
                id: iri("localized_companies", card.localized_company_id).0,
                logo_path: logo_path(card),
                company: Company {
                    id: iri("companies", card.company_id).0,
                    numeric_id: card.company_id,
                    slug: crate::companies::public::slug(&card.company_name),
                    name: card.company_name.clone(),
                    presentation: row.texts.company_text.clone(),
                    responsiveness,
                    works,
                },
                address: OfferAddress::of(card),
            },
            craft_labels: crate::graphql::labels::craft_labels(card, now.date_naive()),
            shown_pay: crate::offers::read::shown_pay(card, filters),
        }
    }

    /// `Paris (75001)`, as `placeLabel` in JobOfferHeader.tsx.
    fn place(&self) -> String {
        let locality = &self.localized_company.address.locality;
        format!("{} ({})", locality.name, locality.postal_code)
    }

    fn full_place(&self) -> String {
        let address = &self.localized_company.address.address1;
        if address.is_empty() {
            self.place()
        } else {
            format!("{address}, {}", self.place())
        }
    }

    fn urgent(&self) -> bool {
        self.job_offer_ad.as_ref().is_some_and(|ad| ad.urgent) && !self.expired
    }

    fn pay_text(&self) -> Option<&str> {
        self.shown_pay.as_deref()
    }

    fn initial(&self) -> String {
        self.localized_company
            .company
            .name
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default()
    }

    /// The company's answer time and reading, as the UI joins them.
    fn responsiveness(&self) -> String {
        let lines = &self.localized_company.company.responsiveness;
        crate::applications::answer_time::joined(
            lines.answer_line.as_deref(),
            lines.reading_line.as_deref(),
        )
    }

    fn job_types_text(&self) -> String {
        self.job_types
            .iter()
            .map(|t| t.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The query's data: `{ jobOffer }`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Data<'a> {
    job_offer: &'a Offer,
}

#[derive(Template)]
#[template(path = "pages/offer.html")]
struct OfferScreen<'a> {
    offer: &'a Offer,
    /// « Offres similaires » (issue 37), already written; empty without any.
    similar: String,
}

/// An offer's page; `row`, the offer as the page has just read it, visible to a visitor.
/// Without the built UI's `JobOffer` document, there is no first screen (the UI asks itself).
pub async fn offer(site: &Site<'_>, row: &OfferRow) -> FirstScreen {
    let Some(documents) = site.cache.documents(site.ui_dir) else {
        return FirstScreen::default();
    };
    if documents.get("JobOffer").is_none() {
        return FirstScreen::default();
    }
    let now = Utc::now();
    // The API's own value: the job's row of the company (none when it cannot be read).
    let responsiveness =
        crate::applications::answer_time::of_company(site.pool, row.card.company_id)
            .await
            .unwrap_or_default()
            .lines(now)
            .into();
    // The API's own works: the first four of the company's (none when they cannot be read).
    let works = crate::companies::works::works(
        site.pool,
        row.card.company_id,
        crate::companies::works::ON_OFFER,
    )
    .await
    .unwrap_or_default()
    .into_iter()
    .map(Work::from)
    .collect();
    let offer = Offer::of(row, site.filters, site.places, now, responsiveness, works);
    let entry = Entry {
        operation: "JobOffer",
        variables: &json!({ "id": row.id.to_string() }),
        data: &Data { job_offer: &offer },
    };
    // The API refuses an answer over its budget (rows stored before the text bounds can hold
    // longer texts, `graphql::answer_budget`); the page then has no first screen, as before.
    let Ok(answer) = serde_json::to_string(&entry) else {
        return FirstScreen::default();
    };
    if answer.len() > MAX_RESPONSE_BYTES {
        return FirstScreen::default();
    }
    let mut answers = vec![crate::pages::seo::head::script_safe(&answer).into()];
    let similar = match similar::similar(site, row, offer.expired).await {
        Some((similar, markup)) => {
            answers.push(similar);
            markup
        }
        None => String::new(),
    };
    written(
        OfferScreen {
            offer: &offer,
            similar,
        }
        .render(),
        answers,
    )
}
