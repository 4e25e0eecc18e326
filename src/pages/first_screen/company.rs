//! A company's public page (`/entreprises/{id}/{slug}`, issue 37), as PublicCompanyPage.tsx
//! shows it to a visitor: its name, logo, presentation and live offers as result cards.

use std::net::IpAddr;

use askama::Template;
use serde::Deserialize;
use serde_json::json;

use super::{answer, written, FirstScreen, ResultOffer, Site};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Company {
    name: String,
    presentation: String,
    logo_path: Option<String>,
    #[serde(default)]
    labels: Vec<Badge>,
    job_offers: Vec<ResultOffer>,
}

/// An approved label (`CompanyBadge`), as CraftBadges.tsx writes it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Badge {
    name: String,
    holder_name: Option<String>,
}

impl Badge {
    fn shown(&self) -> String {
        match &self.holder_name {
            Some(holder) => format!("{} — {holder}", self.name),
            None => self.name.clone(),
        }
    }
}

impl Company {
    fn initial(&self) -> String {
        self.name
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default()
    }

    /// « 3 offres en ligne », as `offersCount` in the page's messages.
    fn count(&self) -> String {
        match self.job_offers.len() {
            0 => "Aucune offre en ligne en ce moment.".to_owned(),
            1 => "1 offre en ligne".to_owned(),
            n => format!("{n} offres en ligne"),
        }
    }
}

#[derive(Template)]
#[template(path = "pages/company.html")]
struct CompanyScreen<'a> {
    company: &'a Company,
}

pub async fn company(site: &Site<'_>, address: Option<IpAddr>, id: i64) -> FirstScreen {
    let variables = json!({ "id": id.to_string() });
    let Some(mut answer) = answer(site, address, "PublicCompany", variables).await else {
        return FirstScreen::default();
    };
    let Some(company) = answer.read::<Company>("company") else {
        return FirstScreen::default();
    };
    written(
        CompanyScreen { company: &company }.render(),
        vec![answer.inlined()],
    )
}
