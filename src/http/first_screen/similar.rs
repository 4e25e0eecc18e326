//! « Offres similaires » under an offer's first screen (issue 37), as SimilarOffers.tsx shows
//! them, from the UI's own `SimilarJobOffers` query (its answer goes with the page's).

use std::net::IpAddr;

use askama::Template;
use serde::Deserialize;
use serde_json::json;

use super::{answer_with, uri_component, Inlined, Named};
use crate::graphql::ReadOffer;
use crate::http::AppState;

#[derive(Deserialize)]
struct Locality {
    name: String,
}

#[derive(Deserialize)]
struct Address {
    locality: Locality,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LocalizedCompany {
    company: Named,
    address: Address,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SimilarOffer {
    #[serde(rename = "_id")]
    id: i64,
    slug: String,
    title: String,
    job_contract: Option<Named>,
    localized_company: LocalizedCompany,
}

impl SimilarOffer {
    fn path(&self) -> String {
        format!("/emploi/{}/{}", self.id, uri_component(&self.slug))
    }

    fn place(&self) -> String {
        format!(
            "{} - {}",
            self.localized_company.company.name, self.localized_company.address.locality.name
        )
    }
}

#[derive(Template)]
#[template(path = "pages/similar.html")]
struct SimilarScreen<'a> {
    title: &'a str,
    offers: &'a [SimilarOffer],
}

/// The answer to keep with the page and the section's markup; `None` without offers.
pub async fn similar(
    state: &AppState,
    address: Option<IpAddr>,
    read: ReadOffer,
    expired: bool,
) -> Option<(Inlined, String)> {
    let variables = json!({ "jobOfferId": format!("/api/job_offers/{}", read.0.id) });
    let mut answer = answer_with(state, address, "SimilarJobOffers", variables, Some(read)).await?;
    let offers: Vec<SimilarOffer> = answer.read("similarJobOffers")?;
    if offers.is_empty() {
        return None;
    }
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
    Some((answer.inlined(), markup))
}
