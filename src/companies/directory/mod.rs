//! The State's public company directory, the « Recherche d'entreprises » API of api.gouv.fr
//! (`GET /search?q=<siret>`, public, no key, 7 requests a second and `429` over it): what it
//! says of one establishment. Its base URL is `COMPANY_DIRECTORY_URL` (docs/settings.md); a
//! development server answers with its own fake of the same protocol (`fake`).
//!
//! A short timeout and a bounded body: a directory that is slow, busy or broken is
//! [`Lookup::Unavailable`], never an error the company sees as ours.

pub mod fake;

use std::time::Duration;

use serde::Deserialize;

use super::siret::Siret;

/// Past this, the lookup is left pending and retried (`tasks::company_verifications`).
pub const TIMEOUT: Duration = Duration::from_secs(4);
/// An answer for one SIRET is a few KB; more is not the directory's.
pub const MAX_BODY: usize = 512 * 1024;

/// What the directory says of an establishment it knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Establishment {
    pub siret: String,
    /// `nom_raison_sociale`, else `nom_complet`.
    pub legal_name: String,
    /// The establishment's address: its street part, postcode and town.
    pub street: String,
    pub postcode: String,
    pub city: String,
    /// The establishment's main activity (NAF code, `31.09B`).
    pub naf: String,
    /// INSEE's staff-size band code (`tranche_effectif_salarie`: `NN`, `00`, `01`… `53`).
    pub size_code: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Known and active.
    Found(Establishment),
    /// Known, but the establishment (`etat_administratif` `F`) or its company (`C`) closed.
    Closed,
    /// Not in the directory.
    Unknown,
    /// No usable answer (timeout, `429`, `5xx`, a body that is not the protocol's): try later.
    Unavailable(String),
}

#[derive(Clone)]
pub struct Directory {
    client: reqwest::Client,
    base: String,
}

impl Directory {
    pub fn new(base: &str) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(2))
            .timeout(TIMEOUT)
            .user_agent(concat!("ensemblier/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Self {
            client,
            base: base.trim_end_matches('/').to_owned(),
        })
    }

    pub async fn lookup(&self, siret: &Siret) -> Lookup {
        match self.answer(siret).await {
            Ok(answer) => read(&answer, siret),
            Err(why) => {
                tracing::warn!(siret = siret.as_str(), %why, "company directory unavailable");
                Lookup::Unavailable(why)
            }
        }
    }

    async fn answer(&self, siret: &Siret) -> Result<SearchAnswer, String> {
        let mut response = self
            .client
            .get(format!("{}/search", self.base))
            .query(&[("q", siret.as_str()), ("page", "1"), ("per_page", "5")])
            .send()
            .await
            .map_err(|e| format!("unreachable: {e}"))?;
        let status = response.status();
        if !status.is_success() {
            return Err(format!("answered {status}"));
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(|e| format!("cut: {e}"))? {
            body.extend_from_slice(&chunk);
            if body.len() > MAX_BODY {
                return Err(format!("answer over {MAX_BODY} bytes"));
            }
        }
        serde_json::from_slice(&body).map_err(|e| format!("not its protocol: {e}"))
    }
}

/// The body of `/search` (only the fields read; the API sends many more).
#[derive(Debug, Default, Deserialize, serde::Serialize)]
pub struct SearchAnswer {
    #[serde(default)]
    pub results: Vec<Unit>,
    #[serde(default)]
    pub total_results: u64,
}

/// A legal unit (`unité légale`), its head office and the establishments matching the query.
#[derive(Debug, Default, Deserialize, serde::Serialize)]
pub struct Unit {
    pub siren: String,
    #[serde(default)]
    pub nom_complet: Option<String>,
    #[serde(default)]
    pub nom_raison_sociale: Option<String>,
    /// `A` active, `C` ceased.
    #[serde(default)]
    pub etat_administratif: Option<String>,
    #[serde(default)]
    pub activite_principale: Option<String>,
    #[serde(default)]
    pub tranche_effectif_salarie: Option<String>,
    #[serde(default)]
    pub siege: Option<Site>,
    #[serde(default)]
    pub matching_etablissements: Vec<Site>,
}

/// An establishment as the API writes it.
#[derive(Clone, Debug, Default, Deserialize, serde::Serialize)]
pub struct Site {
    pub siret: String,
    /// `A` active, `F` closed.
    #[serde(default)]
    pub etat_administratif: Option<String>,
    /// The whole address on one line, postcode and town included.
    #[serde(default)]
    pub adresse: Option<String>,
    #[serde(default)]
    pub code_postal: Option<String>,
    #[serde(default)]
    pub libelle_commune: Option<String>,
    #[serde(default)]
    pub activite_principale: Option<String>,
    #[serde(default)]
    pub tranche_effectif_salarie: Option<String>,
}

fn read(answer: &SearchAnswer, siret: &Siret) -> Lookup {
    let Some(unit) = answer.results.iter().find(|u| u.siren == siret.siren()) else {
        return Lookup::Unknown;
    };
    let Some(site) = unit
        .matching_etablissements
        .iter()
        .chain(unit.siege.iter())
        .find(|s| s.siret == siret.as_str())
    else {
        return Lookup::Unknown;
    };
    if site.etat_administratif.as_deref() == Some("F")
        || unit.etat_administratif.as_deref() == Some("C")
    {
        return Lookup::Closed;
    }
    let text = |s: &Option<String>| s.as_deref().unwrap_or_default().trim().to_owned();
    let postcode = text(&site.code_postal);
    let city = text(&site.libelle_commune);
    let address = text(&site.adresse);
    // `adresse` ends with the postcode and the town, which have their own fields.
    let street = address
        .strip_suffix(&format!("{postcode} {city}"))
        .unwrap_or(&address)
        .trim()
        .to_owned();
    let legal_name = [&unit.nom_raison_sociale, &unit.nom_complet]
        .into_iter()
        .map(text)
        .find(|n| !n.is_empty())
        .unwrap_or_else(|| siret.siren().to_owned());
    let first = |a: &Option<String>, b: &Option<String>| {
        let a = text(a);
        if a.is_empty() {
            text(b)
        } else {
            a
        }
    };
    Lookup::Found(Establishment {
        siret: siret.as_str().to_owned(),
        legal_name: legal_name.chars().take(300).collect(),
        street: street.chars().take(300).collect(),
        postcode: postcode.chars().take(10).collect(),
        city: city.chars().take(100).collect(),
        naf: first(&site.activite_principale, &unit.activite_principale)
            .chars()
            .take(10)
            .collect(),
        size_code: first(
            &site.tranche_effectif_salarie,
            &unit.tranche_effectif_salarie,
        )
        .chars()
        .take(4)
        .collect(),
    })
}

/// INSEE's staff-size bands, in words (« 10 à 19 salariés »); `None` when unknown or none.
pub fn size_label(code: &str) -> Option<&'static str> {
    Some(match code {
        "00" => "0 salarié",
        "01" => "1 ou 2 salariés",
        "02" => "3 à 5 salariés",
        "03" => "6 à 9 salariés",
        "11" => "10 à 19 salariés",
        "12" => "20 à 49 salariés",
        "21" => "50 à 99 salariés",
        "22" => "100 à 199 salariés",
        "31" => "200 à 249 salariés",
        "32" => "250 à 499 salariés",
        "41" => "500 à 999 salariés",
        "42" => "1 000 à 1 999 salariés",
        "51" => "2 000 à 4 999 salariés",
        "52" => "5 000 à 9 999 salariés",
        "53" => "10 000 salariés et plus",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn siret(s: &str) -> Siret {
        Siret::parse(&crate::text::Text::parse(s).expect("bounded")).expect("valid")
    }

    fn answer(json: serde_json::Value) -> SearchAnswer {
        serde_json::from_value(json).expect("the protocol")
    }

    #[test]
    fn the_establishment_asked_is_read_from_the_matching_ones() {
        let found = read(
            &answer(serde_json::json!({
                "results": [{
                    "siren": "732829320", "nom_complet": "ATELIER DUBOIS (AD)",
                    "nom_raison_sociale": "ATELIER DUBOIS", "etat_administratif": "A",
                    "activite_principale": "31.09B", "tranche_effectif_salarie": "11",
                    "siege": { "siret": "73282932000017", "etat_administratif": "A" },
                    "matching_etablissements": [{
                        "siret": "73282932000074", "etat_administratif": "A",
                        "adresse": "3 PLACE DES VOSGES 75004 PARIS", "code_postal": "75004",
                        "libelle_commune": "PARIS", "activite_principale": "31.09B"
                    }]
                }],
                "total_results": 1
            })),
            &siret("73282932000074"),
        );
        let Lookup::Found(e) = found else {
            panic!("{found:?}")
        };
        assert_eq!(e.legal_name, "ATELIER DUBOIS");
        assert_eq!(
            (e.street.as_str(), e.postcode.as_str(), e.city.as_str()),
            ("3 PLACE DES VOSGES", "75004", "PARIS")
        );
        assert_eq!((e.naf.as_str(), e.size_code.as_str()), ("31.09B", "11"));
    }

    #[test]
    fn a_closed_establishment_or_company_and_another_siret_are_not_found() {
        let unit = |unit_state: &str, site_state: &str| {
            answer(serde_json::json!({ "results": [{
                "siren": "732829320", "etat_administratif": unit_state,
                "matching_etablissements": [{ "siret": "73282932000074", "etat_administratif": site_state }]
            }], "total_results": 1 }))
        };
        let asked = siret("73282932000074");
        assert_eq!(read(&unit("A", "F"), &asked), Lookup::Closed);
        assert_eq!(read(&unit("C", "A"), &asked), Lookup::Closed);
        assert_eq!(
            read(&unit("A", "A"), &siret("73282932000017")),
            Lookup::Unknown
        );
        assert_eq!(read(&SearchAnswer::default(), &asked), Lookup::Unknown);
    }

    #[test]
    fn staff_size_bands_read_in_words() {
        assert_eq!(size_label("11"), Some("10 à 19 salariés"));
        assert_eq!(size_label("NN"), None);
    }
}
