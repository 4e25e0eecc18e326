//! A company's public page (`/entreprises/{id}/{slug}`, issue 37), as PublicCompanyPage.tsx
//! shows it to a visitor: its name, logo, « Entreprise vérifiée », labels, presentation and
//! live offers as result cards.

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
    verification: Option<Verification>,
    #[serde(default)]
    job_positions: Vec<Position>,
    #[serde(default)]
    tag_words: Vec<String>,
    #[serde(default)]
    website: String,
    #[serde(default)]
    city: String,
    #[serde(default)]
    size: Option<String>,
    #[serde(default)]
    responsiveness: Option<Responsiveness>,
    /// Its cover photo (issue 52).
    #[serde(default)]
    cover: Option<Picture>,
    /// Its « Réalisations », in the team's order.
    #[serde(default)]
    works: Vec<Picture>,
    job_offers: Vec<ResultOffer>,
}

/// A picture's renditions (`CompanyPicture`, `CompanyWork`), as CompanyWorks.tsx shows them.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Picture {
    #[serde(default)]
    pub(super) alt_text: String,
    #[serde(default)]
    pub(super) caption: String,
    pub(super) width: i32,
    pub(super) height: i32,
    pub(super) src: String,
    pub(super) srcset_webp: String,
    pub(super) srcset_jpeg: String,
}

/// How quickly it answers (`CompanyResponsiveness`).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Responsiveness {
    answer_line: Option<String>,
    reading_line: Option<String>,
}

/// Its SIRET as the State's directory verified it (`PublicVerification`).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Verification {
    siret_spaced: String,
    legal_name: String,
    naf: Option<String>,
    size: Option<String>,
}

#[derive(Deserialize)]
struct Position {
    name: String,
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

    /// « Lyon · 10 à 49 salariés », as `facts` in the page's messages.
    fn facts(&self) -> String {
        [self.city.trim(), self.size.as_deref().unwrap_or_default()]
            .into_iter()
            .filter(|fact| !fact.is_empty())
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The website as its link reads: without its scheme and a lone ending `/`
    /// (`websiteText` in the page's messages).
    fn website_text(&self) -> String {
        let bare = self
            .website
            .split_once("://")
            .map_or(self.website.as_str(), |(_, rest)| rest);
        bare.strip_suffix('/').unwrap_or(bare).to_owned()
    }

    /// « Répond généralement sous 4 jours · Consulte activement les candidatures », or empty.
    fn responsiveness(&self) -> String {
        self.responsiveness
            .as_ref()
            .map(|lines| {
                crate::applications::answer_time::joined(
                    lines.answer_line.as_deref(),
                    lines.reading_line.as_deref(),
                )
            })
            .unwrap_or_default()
    }

    fn trades(&self) -> Vec<&str> {
        self.job_positions
            .iter()
            .map(|p| p.name.as_str())
            .chain(self.tag_words.iter().map(String::as_str))
            .collect()
    }

    /// « Atelier Dupont SAS · SIRET 123 456 789 00012 · Code NAF 31.09B · 10 à 19 salariés »,
    /// as PublicCompanyPage.tsx joins it: the size only when the facts line does not say it.
    fn verified_identity(&self, verification: &Verification) -> String {
        let mut parts = vec![format!(
            "{} · SIRET {}",
            verification.legal_name, verification.siret_spaced
        )];
        parts.extend(
            verification
                .naf
                .as_ref()
                .map(|code| format!("Code NAF {code}")),
        );
        parts.extend(
            verification
                .size
                .clone()
                .filter(|size| Some(size) != self.size.as_ref()),
        );
        parts.join(" · ")
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
