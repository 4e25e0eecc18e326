//! « Offres similaires » under an offer's first screen (issue 37), as SimilarOffers.tsx shows
//! them, and the answer to the UI's `SimilarJobOffers` query the page inlines.
//!
//! Like the offer's own answer (`offer.rs`), that answer is written here from the index's
//! cards, not by running the query: `SimilarOffer` is the shape of the UI's document, each
//! value as `JobOffer`'s resolvers give it, and `tests/api/offer_page.rs` checks that it is the
//! API's answer.

use askama::Template;
use chrono::Utc;
use serde::Serialize;
use serde_json::json;

use super::{Entry, IdName, Inlined, Salary, Site};
use crate::access::iri;
use crate::graphql::job_offer::OfferPay;
use crate::offers::read::{OfferCard, OfferRow};
use crate::search::similar;

#[derive(Serialize)]
struct Address {
    locality: IdName,
}

#[derive(Serialize)]
struct LocalizedCompany {
    id: String,
    company: IdName,
    address: Address,
}

/// An offer of the UI's `SimilarJobOffers` document (ui/src/features/offers/api/similar.ts).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SimilarOffer {
    id: String,
    #[serde(rename = "_id")]
    numeric_id: i64,
    slug: String,
    title: String,
    job_contract: Option<IdName>,
    /// The pay, as the search's cards show it (issue 58, minor 20).
    job_salary: Option<Salary>,
    pay: Option<OfferPay>,
    localized_company: LocalizedCompany,
    /// The pay in words (`offers::read::shown_pay`), for the markup.
    #[serde(skip)]
    shown_pay: Option<String>,
}

impl SimilarOffer {
    fn of(card: &OfferCard, site: &Site<'_>) -> Self {
        SimilarOffer {
            id: iri("job_offers", card.id).0,
            numeric_id: card.id,
            slug: card.slug.clone(),
            title: card.title.clone(),
            job_contract: site.filters.contract(card.job_contract_id).map(|c| IdName {
                id: iri("job_contracts", c.id).0,
                name: c.name.clone(),
            }),
            job_salary: site.filters.salary(card.job_salary_id).map(|s| Salary {
                id: iri("job_salaries", s.id).0,
                interval_label: s.interval_label.clone(),
            }),
            pay: card.pay.as_ref().map(OfferPay::from),
            shown_pay: crate::offers::read::shown_pay(card, site.filters),
            localized_company: LocalizedCompany {
                id: iri("localized_companies", card.localized_company_id).0,
                company: IdName {
                    id: iri("companies", card.company_id).0,
                    name: card.company_name.clone(),
                },
                address: Address {
                    locality: IdName {
                        id: iri("localities", card.locality_id).0,
                        name: card.locality_name.clone(),
                    },
                },
            },
        }
    }

    fn pay_text(&self) -> Option<&str> {
        self.shown_pay.as_deref()
    }

    fn path(&self) -> String {
        format!("/emploi/{}/{}", self.numeric_id, self.slug)
    }

    fn place(&self) -> String {
        format!(
            "{} - {}",
            self.localized_company.company.name, self.localized_company.address.locality.name
        )
    }
}

/// The query's data: `{ similarJobOffers }`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Data<'a> {
    similar_job_offers: &'a [SimilarOffer],
}

#[derive(Template)]
#[template(path = "pages/similar.html")]
struct SimilarScreen<'a> {
    title: &'a str,
    offers: &'a [SimilarOffer],
}

/// The answer to keep with the page and the section's markup, for `offer`, which the page
/// shows to a visitor; `None` without offers, or without the UI's document (the UI asks).
pub async fn similar(
    site: &Site<'_>,
    offer: &OfferRow,
    expired: bool,
) -> Option<(Inlined, String)> {
    site.cache.documents(site.ui_dir)?.get("SimilarJobOffers")?;
    let cards = similar::similar(
        site.search,
        site.pool,
        site.filters,
        &offer.card,
        Utc::now(),
    )
    .await
    .inspect_err(|error| tracing::warn!(?error, "similar offers failed"))
    .ok()?;
    if cards.is_empty() {
        return None;
    }
    let offers: Vec<SimilarOffer> = cards
        .iter()
        .map(|card| SimilarOffer::of(card, site))
        .collect();
    let entry = Entry {
        operation: "SimilarJobOffers",
        variables: &json!({ "jobOfferId": iri("job_offers", offer.id).0 }),
        data: &Data {
            similar_job_offers: &offers,
        },
    };
    let answer = serde_json::to_string(&entry).ok()?;
    let title = if expired {
        "Ces offres pourraient vous intéresser"
    } else {
        "Offres similaires"
    };
    let markup = SimilarScreen {
        title,
        offers: &offers,
    }
    .render()
    .ok()?;
    Some((crate::pages::seo::head::script_safe(&answer).into(), markup))
}
