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
use async_graphql::InputType;
use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::json;

use super::{pay_text, similar, written, Entry, FirstScreen, Pay, Salary};
use crate::filters::JobFilters;
use crate::graphql::{
    iri::iri,
    job_offer::{contact_account, logo_path, status_label},
    limits::MAX_RESPONSE_BYTES,
};
use crate::http::AppState;
use crate::offers::read::OfferRow;

/// An option of a filter, or any object the UI asks `{ id name }` of.
#[derive(Serialize)]
pub(super) struct Named {
    pub(super) id: String,
    pub(super) name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Contract {
    id: String,
    name: String,
    free_publication: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Ad {
    urgent: bool,
    starts_at: Option<String>,
    ends_at: Option<String>,
}

#[derive(Serialize)]
struct City {
    name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Locality {
    id: String,
    #[serde(rename = "_id")]
    numeric_id: i64,
    name: String,
    postal_code: String,
    city: Option<City>,
}

#[derive(Serialize)]
struct Address {
    address1: String,
    locality: Locality,
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
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LocalizedCompany {
    id: String,
    logo_path: Option<String>,
    company: Company,
    address: Address,
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
    job_offer_ad: Option<Ad>,
    job_contract: Option<Contract>,
    job_types: Vec<Named>,
    job_salary: Option<Salary>,
    pay: Option<Pay>,
    job_position: Option<Named>,
    localized_company: LocalizedCompany,
}

/// As the GraphQL `DateTime` scalar writes it.
fn date_time(at: Option<DateTime<Utc>>) -> Option<String> {
    at.map(|at| at.to_rfc3339())
}

impl Offer {
    fn of(row: &OfferRow, filters: &JobFilters, now: DateTime<Utc>) -> Self {
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
            job_offer_ad: card.ad_id.map(|_| Ad {
                urgent: card.is_urgent(now),
                starts_at: date_time(card.starts_at),
                ends_at: date_time(card.ends_at),
            }),
            job_contract: filters.contract(card.job_contract_id).map(|c| Contract {
                id: iri("job_contracts", c.id).0,
                name: c.name.clone(),
                free_publication: c.free_publication,
            }),
            job_types: card
                .type_ids
                .iter()
                .filter_map(|id| filters.job_type(*id))
                .map(|t| Named {
                    id: iri("job_types", t.id).0,
                    name: t.name.clone(),
                })
                .collect(),
            job_salary: filters.salary(card.job_salary_id).map(|s| Salary {
                id: iri("job_salaries", s.id).0,
                interval_label: s.interval_label.clone(),
            }),
            pay: card.pay.as_ref().map(|pay| Pay {
                min_cents: pay.min_cents,
                max_cents: pay.max_cents,
                period: pay.period.to_value().to_string(),
                variable: pay.variable.clone(),
                spread_reason: pay.spread_reason.clone(),
            }),
            job_position: filters.position(card.job_position_id).map(|p| Named {
                id: iri("job_positions", p.id).0,
                name: p.name.clone(),
            }),
            localized_company: LocalizedCompany {
                id: iri("localized_companies", card.localized_company_id).0,
                logo_path: logo_path(card),
                company: Company {
                    id: iri("companies", card.company_id).0,
                    numeric_id: card.company_id,
                    slug: crate::companies::public::slug(&card.company_name),
                    name: card.company_name.clone(),
                    presentation: row.texts.company_text.clone(),
                },
                address: Address {
                    address1: card.address1.clone(),
                    locality: Locality {
                        id: iri("localities", card.locality_id).0,
                        numeric_id: card.locality_id,
                        name: card.locality_name.clone(),
                        postal_code: card.postal_code.clone(),
                        city: card
                            .city_id
                            .zip(card.city_name.clone())
                            .map(|(_, name)| City { name }),
                    },
                },
            },
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

    fn pay_text(&self) -> Option<String> {
        pay_text(self.pay.as_ref(), self.job_salary.as_ref())
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
pub async fn offer(state: &AppState, row: &OfferRow) -> FirstScreen {
    let Some(documents) = state.first_screen.documents(&state.settings.ui_dir) else {
        return FirstScreen::default();
    };
    if documents.get("JobOffer").is_none() {
        return FirstScreen::default();
    }
    let offer = Offer::of(row, &state.filters, Utc::now());
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
    let mut answers = vec![crate::seo::head::script_safe(&answer).into()];
    let similar = match similar::similar(state, row, offer.expired).await {
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
