//! French places: regions, departments, communes and the districts of Paris, Lyon and
//! Marseille. Regions and departments are few and fixed, so they are held in memory;
//! localities (about 35,000) are searched in PostgreSQL.

use std::collections::HashMap;

use ensemblier_index::{text::place_key, Gazetteer, NamedPlace, PlaceFilter};
use sqlx::PgPool;

pub mod seed;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Region {
    pub id: i64,
    pub code: String,
    pub name: String,
}

impl Region {
    /// Its name in an address: `ile-de-france`, `provence-alpes-cote-d-azur`.
    pub fn slug(&self) -> String {
        ensemblier_index::text::slug(&self.name)
    }

    /// « en Bretagne », « dans les Hauts-de-France », « à La Réunion »: the article French
    /// gives each region (by its official code, `regions.csv`).
    pub fn in_region(&self) -> String {
        let preposition = match self.code.as_str() {
            "04" | "06" => "à",
            "32" | "52" => "dans les",
            "44" => "dans le",
            _ => "en",
        };
        format!("{preposition} {}", self.name)
    }
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Department {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub region_id: i64,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Locality {
    pub id: i64,
    pub insee_code: String,
    pub name: String,
    pub postal_code: String,
    pub latitude: f64,
    pub longitude: f64,
    pub population: i32,
    pub department_id: i64,
    pub city_id: Option<i64>,
    pub city_name: Option<String>,
    pub city_postal_code: Option<String>,
}

/// Regions and departments in display order: Île-de-France and Paris first (what most
/// searches are about), then regions by name and departments by code.
#[derive(Debug, Default)]
pub struct Places {
    pub regions: Vec<Region>,
    pub departments: Vec<Department>,
    region_index: HashMap<i64, usize>,
    department_index: HashMap<i64, usize>,
    /// Every locality's position (latitude, longitude): the centre of a search within a
    /// radius, without a database round trip.
    centres: HashMap<i64, (f64, f64)>,
}

/// Other names candidates type for regions: `idf`, `paca`… (by the region's official name).
const REGION_ALIASES: &[(&str, &str)] = &[
    ("idf", "Île-de-France"),
    ("paca", "Provence-Alpes-Côte d'Azur"),
    ("aura", "Auvergne-Rhône-Alpes"),
    ("ara", "Auvergne-Rhône-Alpes"),
    ("hdf", "Hauts-de-France"),
    ("bfc", "Bourgogne-Franche-Comté"),
    ("cvl", "Centre-Val de Loire"),
];

/// The places the server holds, from one read of the localities (about 35,000 rows; it was
/// read twice at each start, and again by every run of the alert mails): the regions,
/// departments and centres, and the gazetteer of every name, for the places typed among the
/// keywords of a search (`ensemblier_index::Gazetteer` holds its rules).
pub async fn load(pool: &PgPool) -> sqlx::Result<(Places, Gazetteer)> {
    let regions: Vec<Region> = sqlx::query_as!(Region, "SELECT id, code, name FROM regions")
        .fetch_all(pool)
        .await?;
    let departments: Vec<Department> = sqlx::query_as!(
        Department,
        "SELECT id, code, name, region_id FROM departments"
    )
    .fetch_all(pool)
    .await?;
    let towns =
        sqlx::query!("SELECT id, name, population, city_id, latitude, longitude FROM localities")
            .fetch_all(pool)
            .await?;
    let mut places = Places::new(regions, departments);
    places.centres = towns
        .iter()
        .map(|town| (town.id, (town.latitude, town.longitude)))
        .collect();
    let id = |value: i64| u64::try_from(value).unwrap_or_default();
    let towns = towns.into_iter().map(|town| NamedPlace {
        place: match town.city_id {
            Some(_) => PlaceFilter::District(id(town.id)),
            None => PlaceFilter::City(id(town.id)),
        },
        name: town.name,
        population: u64::try_from(town.population).unwrap_or_default(),
    });
    let departments = places.departments.iter().map(|d| NamedPlace {
        place: PlaceFilter::Department(id(d.id)),
        name: d.name.clone(),
        population: 0,
    });
    let regions = places.regions.iter().map(|r| NamedPlace {
        place: PlaceFilter::Region(id(r.id)),
        name: r.name.clone(),
        population: 0,
    });
    let gazetteer = Gazetteer::new(regions.chain(departments).chain(towns), REGION_ALIASES);
    Ok((places, gazetteer))
}

const ILE_DE_FRANCE: &str = "11";
const PARIS: &str = "75";

impl Places {
    /// A locality's position (latitude, longitude).
    pub fn centre(&self, locality_id: i64) -> Option<(f64, f64)> {
        self.centres.get(&locality_id).copied()
    }

    pub fn new(mut regions: Vec<Region>, mut departments: Vec<Department>) -> Self {
        regions.sort_by_key(|r| (r.code != ILE_DE_FRANCE, place_key(&r.name)));
        // Metropolitan codes (01..95, 2A, 2B) before overseas ones (971..976).
        departments.sort_by_key(|d| (d.code != PARIS, d.code.len() > 2, d.code.clone()));
        let region_index = regions.iter().enumerate().map(|(i, r)| (r.id, i)).collect();
        let department_index = departments
            .iter()
            .enumerate()
            .map(|(i, d)| (d.id, i))
            .collect();
        Self {
            regions,
            departments,
            region_index,
            department_index,
            centres: HashMap::new(),
        }
    }

    pub fn region(&self, id: i64) -> Option<&Region> {
        self.region_index.get(&id).map(|&i| &self.regions[i])
    }

    /// The region whose address slug is `slug` (`Region::slug`).
    pub fn region_by_slug(&self, slug: &str) -> Option<&Region> {
        self.regions.iter().find(|region| region.slug() == slug)
    }

    pub fn department(&self, id: i64) -> Option<&Department> {
        self.department_index
            .get(&id)
            .map(|&i| &self.departments[i])
    }
}

/// Where a locality page starts: after this (population, id) in population order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalityAfter {
    pub population: i64,
    pub id: i64,
}

/// A page of place suggestions and how many places match in all.
pub struct LocalityPage {
    pub localities: Vec<Locality>,
    pub total: i64,
}

/// What a typed place text matches: a postal-code prefix when it is digits, else the start
/// of the name or of any of its words, ignoring accents, case, and reading spaces as hyphens.
fn locality_filter(search: &str) -> (String, String) {
    let trimmed = search.trim();
    if !trimmed.is_empty() && trimmed.chars().all(|c| c.is_ascii_digit()) {
        return ("postal".into(), format!("{trimmed}%"));
    }
    let key = place_key(trimmed)
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    ("name".into(), key)
}

/// Place suggestions, biggest towns first.
pub async fn search_localities(
    pool: &PgPool,
    search: &str,
    first: i64,
    after: Option<LocalityAfter>,
) -> sqlx::Result<LocalityPage> {
    let (kind, pattern) = locality_filter(search);
    // Both statements match a locality alike (`$1` the kind of text, `$2` the pattern).
    let page = sqlx::query_as!(
        Locality,
        r#"SELECT l.id, l.insee_code, l.name, l.postal_code, l.latitude, l.longitude, l.population,
                l.department_id, l.city_id, c.name AS "city_name?", c.postal_code AS "city_postal_code?"
         FROM localities l LEFT JOIN localities c ON c.id = l.city_id
         WHERE (($1 = 'postal' AND l.postal_code LIKE $2)
                OR ($1 = 'name' AND (l.search_name LIKE $2 || '%' OR l.search_name LIKE '%-' || $2 || '%')))
           AND ($3::bigint IS NULL OR l.population < $3 OR (l.population = $3 AND l.id > $4))
         ORDER BY l.population DESC, l.id
         LIMIT $5"#,
        &kind,
        &pattern,
        after.map(|a| a.population),
        after.map(|a| a.id),
        first,
    )
    .fetch_all(pool);
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM localities l
         WHERE ($1 = 'postal' AND l.postal_code LIKE $2)
            OR ($1 = 'name' AND (l.search_name LIKE $2 || '%' OR l.search_name LIKE '%-' || $2 || '%'))"#,
        &kind,
        &pattern,
    )
    .fetch_one(pool);
    let (localities, total) = tokio::try_join!(page, total)?;
    Ok(LocalityPage { localities, total })
}

pub async fn find_locality(pool: &PgPool, id: i64) -> sqlx::Result<Option<Locality>> {
    sqlx::query_as!(
        Locality,
        r#"SELECT l.id, l.insee_code, l.name, l.postal_code, l.latitude, l.longitude, l.population,
                l.department_id, l.city_id, c.name AS "city_name?", c.postal_code AS "city_postal_code?"
         FROM localities l LEFT JOIN localities c ON c.id = l.city_id
         WHERE l.id = $1"#,
        id
    )
    .fetch_optional(pool)
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_search_postal_codes_and_words_search_names() {
        assert_eq!(locality_filter("420"), ("postal".into(), "420%".into()));
        assert_eq!(
            locality_filter("saint etienne"),
            ("name".into(), "saint-etienne".into())
        );
    }

    #[test]
    fn like_wildcards_typed_by_a_user_match_themselves() {
        assert_eq!(locality_filter("a%b_c").1, "a\\%b\\_c");
    }

    #[test]
    fn a_region_has_its_slug_and_its_article() {
        let region = |code: &str, name: &str| Region {
            id: 1,
            code: code.into(),
            name: name.into(),
        };
        let paca = region("93", "Provence-Alpes-Côte d'Azur");
        assert_eq!(paca.slug(), "provence-alpes-cote-d-azur");
        assert_eq!(paca.in_region(), "en Provence-Alpes-Côte d'Azur");
        assert_eq!(region("11", "Île-de-France").slug(), "ile-de-france");
        assert_eq!(
            region("32", "Hauts-de-France").in_region(),
            "dans les Hauts-de-France"
        );
        assert_eq!(region("44", "Grand Est").in_region(), "dans le Grand Est");
        assert_eq!(
            region("52", "Pays de la Loire").in_region(),
            "dans les Pays de la Loire"
        );
        assert_eq!(region("04", "La Réunion").in_region(), "à La Réunion");
        assert_eq!(region("06", "Mayotte").in_region(), "à Mayotte");
    }

    #[test]
    fn ile_de_france_and_paris_come_first() {
        let region = |id, code: &str, name: &str| Region {
            id,
            code: code.into(),
            name: name.into(),
        };
        let dep = |id, code: &str| Department {
            id,
            code: code.into(),
            name: code.into(),
            region_id: 1,
        };
        let places = Places::new(
            vec![
                region(1, "84", "Auvergne-Rhône-Alpes"),
                region(2, "11", "Île-de-France"),
            ],
            vec![dep(1, "971"), dep(2, "01"), dep(3, "75"), dep(4, "2A")],
        );
        assert_eq!(places.regions[0].code, "11");
        assert_eq!(places.region(1).map(|r| r.code.as_str()), Some("84"));
        let codes: Vec<_> = places.departments.iter().map(|d| d.code.as_str()).collect();
        assert_eq!(codes, ["75", "01", "2A", "971"]);
    }
}
