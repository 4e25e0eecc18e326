//! An offer as La bonne alternance's `JobOfferWrite` (docs/operations.md, "La bonne
//! alternance", has the table of fields): ours to theirs, in one place.

use chrono::{DateTime, NaiveDate, SecondsFormat, Utc};
use sqlx::PgPool;

use super::client::{
    Apply, Contract, Identifier, JobOfferWrite, Location, OfferPart, Publication, TargetDiploma,
    Workplace,
};

/// The version of an offer the service should hold.
#[derive(Debug)]
pub struct Version {
    pub job_offer_id: i64,
    pub updated_at: DateTime<Utc>,
    pub ad_ends_at: Option<DateTime<Utc>>,
    pub body: JobOfferWrite,
}

/// What the body is made of, as read.
pub struct Source {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub description_html: String,
    pub candidate_html: String,
    pub contract_code: String,
    pub siret: String,
    pub company_name: String,
    pub website: String,
    pub postal_code: String,
    pub city: String,
    pub diploma_name: Option<String>,
    pub rncp_level: Option<i16>,
    pub school: String,
    pub rhythm: String,
    pub months: Option<i16>,
    pub starts_on: Option<NaiveDate>,
    pub ad_starts_at: Option<DateTime<Utc>>,
    pub ad_ends_at: Option<DateTime<Utc>>,
}

/// The offer `id` if the service should hold it (`la_bonne_alternance_wanted`), as sent.
pub async fn load(pool: &PgPool, id: i64, base_url: &str) -> sqlx::Result<Option<Version>> {
    let row = sqlx::query!(
        r#"SELECT o.id, o.slug, o.title, o.description, o.perfect_candidate_description,
                  o.updated_at, jc.code AS contract_code, w.siret AS "siret!", c.name AS company_name,
                  c.website, l.postal_code, l.name AS city, d.name AS "diploma_name?",
                  d.rncp_level AS "rncp_level?", o.training_school, o.training_rhythm,
                  o.training_months, o.training_starts_on, ad.starts_at, ad.ends_at
           FROM la_bonne_alternance_wanted w
           JOIN job_offers o ON o.id = w.job_offer_id
           JOIN job_offer_ads ad ON ad.job_offer_id = o.id
           JOIN job_contracts jc ON jc.id = o.job_contract_id
           JOIN localized_companies lc ON lc.id = o.localized_company_id
           JOIN companies c ON c.id = lc.company_id
           JOIN addresses a ON a.id = lc.address_id
           JOIN localities l ON l.id = a.locality_id
           LEFT JOIN diplomas d ON d.id = o.diploma_id
           WHERE w.job_offer_id = $1"#,
        id
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|row| {
        let source = Source {
            id: row.id,
            slug: row.slug,
            title: row.title,
            description_html: row.description,
            candidate_html: row.perfect_candidate_description,
            contract_code: row.contract_code,
            siret: row.siret,
            company_name: row.company_name,
            website: row.website,
            postal_code: row.postal_code,
            city: row.city,
            diploma_name: row.diploma_name,
            rncp_level: row.rncp_level,
            school: row.training_school,
            rhythm: row.training_rhythm,
            months: row.training_months,
            starts_on: row.training_starts_on,
            ad_starts_at: row.starts_at,
            ad_ends_at: row.ends_at,
        };
        Version {
            job_offer_id: row.id,
            updated_at: row.updated_at,
            ad_ends_at: row.ends_at,
            body: body(&source, base_url),
        }
    }))
}

fn date_time(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Ours to `JobOfferWrite`. The model has no field for the school and the rhythm: they end
/// the description, which the service shows whole.
pub fn body(source: &Source, base_url: &str) -> JobOfferWrite {
    let mut description = crate::offers::html::to_text(&source.description_html);
    let candidate = crate::offers::html::to_text(&source.candidate_html);
    if !candidate.trim().is_empty() {
        description.push_str("\n\nProfil recherché :\n");
        description.push_str(candidate.trim());
    }
    let training: Vec<String> = [
        source
            .diploma_name
            .as_ref()
            .map(|name| format!("Diplôme préparé : {name}")),
        (!source.school.is_empty()).then(|| format!("École ou CFA : {}", source.school)),
        (!source.rhythm.is_empty()).then(|| format!("Rythme : {}", source.rhythm)),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !training.is_empty() {
        description.push_str("\n\n");
        description.push_str(&training.join("\n"));
    }
    let kind = match source.contract_code.as_str() {
        "professionnalisation" => "Professionnalisation",
        _ => "Apprentissage",
    };
    JobOfferWrite {
        identifier: Identifier {
            partner_job_id: source.id.to_string(),
        },
        workplace: Workplace {
            siret: source.siret.clone(),
            name: Some(source.company_name.clone()),
            website: (!source.website.is_empty()).then(|| source.website.clone()),
            location: Some(Location {
                address: Some(format!("{} {}", source.postal_code, source.city)),
            }),
        },
        apply: Apply {
            url: Some(format!("{base_url}/emploi/{}/{}", source.id, source.slug)),
        },
        contract: Contract {
            start: source
                .starts_on
                .and_then(|day| day.and_hms_opt(0, 0, 0))
                .map(|at| date_time(at.and_utc())),
            duration: source.months.map(i32::from),
            kind: vec![kind.to_owned()],
        },
        offer: OfferPart {
            title: source.title.clone(),
            description,
            // The API knows the European levels 3 to 7 only.
            target_diploma: source
                .rncp_level
                .filter(|level| (3..=7).contains(level))
                .map(|level| TargetDiploma {
                    european: Some(level.to_string()),
                }),
            publication: Publication {
                creation: source.ad_starts_at.map(date_time),
                expiration: source.ad_ends_at.map(date_time),
            },
            opening_count: 1,
            multicast: true,
            status: "Active".to_owned(),
        },
    }
}
