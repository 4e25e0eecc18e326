//! schema.org `JobPosting` of a live offer, with Google's required properties (title,
//! description, datePosted, hiringOrganization, jobLocation) and recommended ones
//! (validThrough, employmentType, baseSalary when the interval has numbers, identifier,
//! directApply). Every property is plain text: the description is the text of the offer's
//! HTML, one line per paragraph or list item.

use serde_json::{json, Value};

use crate::{filters::JobFilters, offers::read::OfferRow, places::Places};

/// `description` is the text of the offer's description (`offers::html::to_text`), which the
/// page's head also reads.
pub fn job_posting(
    offer: &OfferRow,
    description: &str,
    filters: &JobFilters,
    places: &Places,
    base_url: &str,
) -> Value {
    let contract = filters.contract(offer.job_contract_id);
    let salary = filters.salary(offer.job_salary_id);
    let town = offer
        .city_name
        .clone()
        .unwrap_or_else(|| offer.locality_name.clone());
    let mut address = json!({
        "@type": "PostalAddress",
        "addressLocality": town,
        "postalCode": offer.postal_code,
        "addressCountry": "FR",
    });
    if let Some(region) = places.region(offer.region_id) {
        address["addressRegion"] = json!(region.name);
    }
    if !offer.address1.trim().is_empty() {
        address["streetAddress"] = json!(offer.address1.trim());
    }
    let mut organization = json!({ "@type": "Organization", "name": offer.company_name });
    if let Some(logo) = &offer.logo_name {
        organization["logo"] = json!(format!("{base_url}/uploads/logos/{logo}"));
    }
    let mut posting = json!({
        "@context": "https://schema.org/",
        "@type": "JobPosting",
        "title": offer.title,
        "description": description,
        "datePosted": offer.starts_at.map(|t| t.to_rfc3339()),
        "validThrough": offer.ends_at.map(|t| t.to_rfc3339()),
        "employmentType": contract.map(|c| c.employment_type.clone()).unwrap_or_else(|| "OTHER".to_owned()),
        "hiringOrganization": organization,
        "jobLocation": { "@type": "Place", "address": address },
        "identifier": { "@type": "PropertyValue", "name": offer.company_name, "value": offer.uuid.to_string() },
        "directApply": true,
        "url": format!("{base_url}/emploi/{}/{}", offer.id, offer.slug),
    });
    // A training offer without a range is paid as the law says (`offers::training`): its
    // legal amounts stand for the range; an internship of two months or less states none.
    let legal = contract.and_then(|contract| {
        crate::offers::training::LegalPay::of(
            contract,
            offer.training.as_ref(),
            filters,
            crate::filters::today(),
        )
    });
    let legal_range = legal
        .as_ref()
        .map(crate::offers::training::LegalPay::as_range);
    let unpaid_training = offer.pay.is_none() && offer.training.is_some() && legal.is_none();
    if let Some(pay) = offer.pay.as_ref().or(legal_range.as_ref()) {
        // Google for Jobs reads the range as the ad states it, per its period.
        let euros = |cents: i32| json!(f64::from(cents) / 100.0);
        posting["baseSalary"] = json!({
            "@type": "MonetaryAmount",
            "currency": "EUR",
            "value": {
                "@type": "QuantitativeValue",
                "minValue": euros(pay.min_cents),
                "maxValue": euros(pay.max_cents),
                "unitText": pay.period.unit_text(),
            },
        });
    } else if let Some(salary) = salary
        .filter(|s| s.min_annual.is_some() || s.max_annual.is_some())
        .filter(|_| !unpaid_training)
    {
        let mut value = json!({ "@type": "QuantitativeValue", "unitText": "YEAR" });
        if let Some(min) = salary.min_annual {
            value["minValue"] = json!(min);
        }
        if let Some(max) = salary.max_annual {
            value["maxValue"] = json!(max);
        }
        posting["baseSalary"] =
            json!({ "@type": "MonetaryAmount", "currency": "EUR", "value": value });
    }
    posting
}
