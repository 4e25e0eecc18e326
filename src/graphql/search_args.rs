//! The search arguments of `jobOffers` (spec section 7) read into the index's query model.

use ensemblier_index::{Near, OfferQuery, PlaceFilter};
use serde::Deserialize;

use super::parse_iri;
use crate::error::{AppError, AppResult, ErrorCode};

#[derive(Deserialize)]
struct PlaceArgument {
    #[serde(rename = "type")]
    kind: String,
    id: serde_json::Value,
}

fn invalid_place(raw: &str) -> AppError {
    let shown: String = raw.chars().take(80).collect();
    AppError::invalid(
        ErrorCode::InvalidPlace,
        format!("Le lieu « {shown} » est invalide."),
    )
}

/// One entry of `localization_list`: a JSON string `{"type": "REGION" | "DEPARTMENT" |
/// "CITY" | "DISTRICT", "id": <number or IRI>}`.
pub fn place(raw: &str) -> AppResult<PlaceFilter> {
    let argument: PlaceArgument = serde_json::from_str(raw).map_err(|_| invalid_place(raw))?;
    let (resource, make): (&str, fn(u64) -> PlaceFilter) = match argument.kind.as_str() {
        "REGION" => ("regions", PlaceFilter::Region),
        "DEPARTMENT" => ("departments", PlaceFilter::Department),
        "CITY" => ("localities", PlaceFilter::City),
        "DISTRICT" => ("localities", PlaceFilter::District),
        _ => return Err(invalid_place(raw)),
    };
    let id = match &argument.id {
        serde_json::Value::Number(n) => n.as_i64(),
        serde_json::Value::String(s) => parse_iri(resource, s).ok(),
        _ => None,
    };
    id.and_then(|id| u64::try_from(id).ok())
        .filter(|id| *id > 0)
        .map(make)
        .ok_or_else(|| invalid_place(raw))
}

/// The radii a search around a town offers, in kilometres (0: the town only).
pub const RADII_KM: [u32; 5] = [0, 10, 20, 50, 100];

/// The `radius` argument: one of [`RADII_KM`].
pub fn radius(km: i32) -> AppResult<u32> {
    u32::try_from(km)
        .ok()
        .filter(|km| RADII_KM.contains(km))
        .ok_or_else(|| {
            AppError::invalid(
                ErrorCode::InvalidRadius,
                "Le rayon doit être de 0, 10, 20, 50 ou 100 km.",
            )
        })
}

/// The circle of `radius_km` around the one town of `places`, whose position `centre` gives;
/// `None` for a radius of 0 (the town only).
pub fn around(
    places: &[PlaceFilter],
    radius_km: u32,
    centre: impl Fn(i64) -> Option<(f64, f64)>,
) -> AppResult<Option<Near>> {
    if radius_km == 0 {
        return Ok(None);
    }
    let town = match places {
        [PlaceFilter::City(id) | PlaceFilter::District(id)] => i64::try_from(*id).ok(),
        _ => None,
    };
    let (latitude, longitude) = town.and_then(centre).ok_or_else(|| {
        AppError::invalid(
            ErrorCode::InvalidRadius,
            "Un rayon se choisit autour d'une seule ville.",
        )
    })?;
    Ok(Some(Near::new(latitude, longitude, radius_km)))
}

/// The criteria of a search as `jobOffers` takes them and as alerts save them: one reading,
/// so every limit on a search argument holds for both.
#[derive(Default)]
pub struct SearchArguments {
    pub search: Option<String>,
    pub job_contracts: Option<Vec<String>>,
    pub job_types: Option<Vec<String>>,
    pub job_salaries: Option<Vec<String>>,
    pub job_positions: Option<Vec<String>>,
    pub localization_list: Option<Vec<String>>,
}

/// The longest keywords a search reads, in characters.
pub const MAX_TERMS_CHARS: usize = 200;
/// The most options a filter group or the places of a search may hold.
pub const MAX_LIST: usize = 100;

/// The keywords, trimmed; refused over [`MAX_TERMS_CHARS`].
pub fn terms(raw: Option<String>) -> AppResult<String> {
    let terms = raw.unwrap_or_default().trim().to_owned();
    if terms.chars().count() > MAX_TERMS_CHARS {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            format!("La recherche ne peut dépasser {MAX_TERMS_CHARS} caractères."),
        ));
    }
    Ok(terms)
}

fn list(values: Option<Vec<String>>) -> AppResult<Vec<String>> {
    let values = values.unwrap_or_default();
    if values.len() > MAX_LIST {
        return Err(AppError::invalid(
            ErrorCode::TooMany,
            format!("Une recherche ne peut retenir plus de {MAX_LIST} choix par critère."),
        ));
    }
    Ok(values)
}

impl SearchArguments {
    /// The query these arguments ask (first page, default size).
    pub fn criteria(self) -> AppResult<OfferQuery> {
        Ok(OfferQuery {
            terms: terms(self.search)?,
            contracts: option_ids("job_contracts", &list(self.job_contracts)?)?,
            types: option_ids("job_types", &list(self.job_types)?)?,
            salaries: option_ids("job_salaries", &list(self.job_salaries)?)?,
            positions: option_ids("job_positions", &list(self.job_positions)?)?,
            places: list(self.localization_list)?
                .iter()
                .map(|p| place(p))
                .collect::<AppResult<_>>()?,
            ..OfferQuery::default()
        })
    }
}

/// A list of filter option ids (IRIs of `resource`, or numbers).
pub fn option_ids(resource: &str, values: &[String]) -> AppResult<Vec<u64>> {
    values
        .iter()
        .map(|value| parse_iri(resource, value).map(|id| u64::try_from(id).unwrap_or_default()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_read_from_json_with_a_number_or_an_iri() {
        assert_eq!(
            place(r#"{"type":"CITY","id":42}"#).ok(),
            Some(PlaceFilter::City(42))
        );
        assert_eq!(
            place(r#"{"type":"REGION","id":"/api/regions/3"}"#).ok(),
            Some(PlaceFilter::Region(3))
        );
        assert_eq!(
            place(r#"{"type":"DISTRICT","id":"/api/localities/7"}"#).ok(),
            Some(PlaceFilter::District(7))
        );
        assert_eq!(
            place(r#"{"type":"DEPARTMENT","id":"12"}"#).ok(),
            Some(PlaceFilter::Department(12))
        );
    }

    #[test]
    fn a_radius_is_one_of_the_offered_ones_around_one_town() {
        assert_eq!(radius(50).ok(), Some(50));
        assert!(radius(30).is_err());
        assert!(radius(-10).is_err());
        let centre = |id| (id == 7).then_some((45.0, 4.0));
        assert_eq!(
            around(&[PlaceFilter::City(7)], 20, centre).ok().flatten(),
            Some(Near::new(45.0, 4.0, 20))
        );
        assert_eq!(around(&[PlaceFilter::City(7)], 0, centre).ok(), Some(None));
        for places in [
            vec![],
            vec![PlaceFilter::Region(7)],
            vec![PlaceFilter::City(7), PlaceFilter::City(8)],
            vec![PlaceFilter::City(8)],
        ] {
            let error = around(&places, 10, centre).expect_err("no single known town");
            assert_eq!(error.code(), ErrorCode::InvalidRadius);
        }
    }

    #[test]
    fn a_malformed_place_gets_a_french_message() {
        for raw in [
            "pas du json",
            r#"{"type":"PLANET","id":1}"#,
            r#"{"type":"CITY","id":"/api/regions/1"}"#,
            r#"{"type":"CITY"}"#,
            r#"{"type":"CITY","id":-4}"#,
        ] {
            let error = place(raw).expect_err(raw);
            assert!(error.message().starts_with("Le lieu « "), "{raw}");
            assert_eq!(error.code(), ErrorCode::InvalidPlace);
        }
    }
}
