//! Deterministic synthetic French offers and searches, for the benches (feature `synthetic`).
//!
//! Realistic enough to measure: trade job titles with their usual suffixes, 600–1500 characters
//! of HTML descriptions from varied templates, companies, positions with their family, contracts,
//! types and salaries with skewed frequencies, places drawn with a Zipf-like weight (a few big
//! cities hold most offers; Paris, Lyon and Marseille have districts), some Urgent offers, and
//! publication dates over the 30 days before [`NOW`]. The same seed gives the same offers.

use crate::{OfferDocument, OfferQuery, PlaceFilter};

/// The reference "now" of the synthetic data: 2026-11-22 00:00 UTC.
pub const NOW: i64 = 1_795_305_600;

const DAY: i64 = 86_400;

/// Regions, departments, cities and districts, all synthetic ids starting at 1.
pub const REGIONS: u64 = 13;
pub const DEPARTMENTS: u64 = 96;
pub const CITIES: u64 = 6_000;
/// Arrondissements of the three biggest cities (ids 1–3): Paris 20, Marseille 16, Lyon 9.
const DISTRICTS_PER_CITY: [u64; 3] = [20, 16, 9];

/// Contract ids 1–6 (CDI, CDD, Intérim, Alternance, Stage, Freelance) and their weights.
const CONTRACTS: [(u64, u32); 6] = [(1, 50), (2, 22), (3, 6), (4, 9), (5, 8), (6, 5)];
/// Type ids 1–4 (temps plein, temps partiel, télétravail partiel, week-end).
const TYPES: [(u64, u32); 4] = [(1, 70), (2, 15), (3, 10), (4, 5)];
/// Salary ids 1–8 (ranges), 8 = "selon profil".
const SALARIES: [(u64, u32); 8] = [
    (1, 8),
    (2, 18),
    (3, 22),
    (4, 16),
    (5, 9),
    (6, 5),
    (7, 2),
    (8, 20),
];

/// Position families (ids 1–6) and their jobs (ids from 100): (job id, family id, name).
const FAMILIES: [&str; 6] = [
    "Ameublement et ébénisterie",
    "Tapisserie et textile",
    "Architecture intérieure et agencement",
    "Arts décoratifs",
    "Commerce et showroom",
    "Peinture et finitions",
];
const JOBS: [(u64, u64, &str); 32] = [
    (100, 1, "Ébéniste"),
    (101, 1, "Menuisier agenceur"),
    (102, 1, "Marqueteur"),
    (103, 1, "Restaurateur de mobilier"),
    (104, 1, "Vernisseur"),
    (110, 2, "Tapissier décorateur"),
    (111, 2, "Tapissière décoratrice"),
    (112, 2, "Couturière d'ameublement"),
    (113, 2, "Sellier garnisseur"),
    (114, 2, "Tapissier garnisseur"),
    (120, 3, "Architecte d'intérieur"),
    (121, 3, "Décorateur d'intérieur"),
    (122, 3, "Décoratrice d'intérieur"),
    (123, 3, "Chef de projet agencement"),
    (124, 3, "Dessinateur projeteur"),
    (125, 3, "Designer d'espace"),
    (126, 3, "Chargé d'affaires agencement"),
    (130, 4, "Doreur sur bois"),
    (131, 4, "Staffeur ornemaniste"),
    (132, 4, "Ferronnier d'art"),
    (133, 4, "Céramiste"),
    (134, 4, "Miroitier"),
    (135, 4, "Encadreur"),
    (140, 5, "Visual merchandiser"),
    (141, 5, "Vendeur conseil en mobilier"),
    (142, 5, "Responsable de showroom"),
    (143, 5, "Étalagiste"),
    (144, 5, "Conseillère en décoration"),
    (150, 6, "Peintre en décor"),
    (151, 6, "Peintre décorateur"),
    (152, 6, "Laqueur"),
    (153, 6, "Patineur"),
];

const TITLE_SUFFIXES: [&str; 10] = [
    " H/F",
    " H/F",
    " confirmé(e) H/F",
    " junior H/F",
    " expérimenté(e) H/F",
    " (F/H)",
    " – atelier d'art H/F",
    " pour chantiers de prestige H/F",
    " en alternance H/F",
    " senior",
];

const COMPANY_FIRST: [&str; 12] = [
    "Atelier",
    "Maison",
    "Ateliers",
    "Studio",
    "Galerie",
    "Manufacture",
    "Agence",
    "Établissements",
    "Compagnie",
    "Boutique",
    "Workshop",
    "Société",
];
const COMPANY_LAST: [&str; 24] = [
    "Moreau",
    "Lefèvre & Fils",
    "du Faubourg",
    "Ligne Claire",
    "Saint-Antoine",
    "Bonnet",
    "Garnier Décoration",
    "des Arts Déco",
    "Duval",
    "Marchand",
    "Rousseau Intérieurs",
    "de la Bastille",
    "Blanc d'Ivoire",
    "Fontaine",
    "Chevalier",
    "Lambert & Associés",
    "Perrin Agencement",
    "du Marais",
    "Roux",
    "Girard",
    "Belle Époque",
    "Mercier",
    "Boyer",
    "L'Écritoire",
];

const OPENINGS: [&str; 6] = [
    "<p>{company}, {kind} installé(e) à {city} depuis {year}, recherche un(e) {job} pour renforcer son équipe de {n} personnes.</p>",
    "<p>Rejoignez {company} : nous concevons et réalisons des projets d'exception pour une clientèle exigeante, en France comme à l'international.</p>",
    "<p>Dans le cadre de notre développement, nous recrutons un(e) {job} passionné(e) par les métiers d'art et le travail bien fait.</p>",
    "<p>{company} est une entreprise familiale reconnue pour son savoir-faire en {craft} et ses collaborations avec les grands décorateurs.</p>",
    "<p>Vous aimez la matière, le geste juste et les beaux projets ? Notre {kind} vous attend à {city}.</p>",
    "<p>Entreprise du Patrimoine Vivant, {company} perpétue depuis {year} les techniques traditionnelles de {craft}.</p>",
];
const MISSIONS: [&str; 14] = [
    "<li>Réaliser des ouvrages de {craft} sur mesure, de la lecture des plans à la finition.</li>",
    "<li>Préparer les supports, poser les garnitures et contrôler la qualité de chaque pièce.</li>",
    "<li>Accompagner les clients dans le choix des tissus, des couleurs et des matériaux.</li>",
    "<li>Participer aux chantiers d'hôtels, de boutiques de luxe et d'appartements privés.</li>",
    "<li>Établir les relevés, les devis et le suivi des commandes avec le bureau d'études.</li>",
    "<li>Restaurer des meubles anciens dans le respect des techniques d'époque.</li>",
    "<li>Concevoir des vitrines et des mises en scène qui racontent une histoire.</li>",
    "<li>Coordonner les corps de métier sur le chantier et tenir le planning.</li>",
    "<li>Réaliser des patines, des dorures à la feuille et des faux bois.</li>",
    "<li>Dessiner les plans d'aménagement et les rendus 3D sur SketchUp ou AutoCAD.</li>",
    "<li>Gérer le stock de matières premières et l'entretien de l'outillage de l'atelier.</li>",
    "<li>Former les apprentis et transmettre le savoir-faire de la maison.</li>",
    "<li>Assurer la pose chez le client avec soin et discrétion.</li>",
    "<li>Animer le showroom et conseiller une clientèle de particuliers et de professionnels.</li>",
];
const PROFILES: [&str; 10] = [
    "<p>Titulaire d'un CAP, d'un BMA ou d'un DMA, vous justifiez d'au moins {n} ans d'expérience.</p>",
    "<p>Vous êtes rigoureux(se), autonome et doté(e) d'un grand sens esthétique.</p>",
    "<p>Une première expérience en atelier ou sur chantier est un plus ; le permis B est souhaité.</p>",
    "<p>Vous maîtrisez les outils traditionnels comme les machines à commande numérique.</p>",
    "<p>Curieux(se) et créatif(ve), vous aimez travailler en équipe et relever des défis techniques.</p>",
    "<p>Diplômé(e) d'une école d'architecture intérieure ou de design, vous avez le goût du détail.</p>",
    "<p>Votre sens du contact et votre élégance font de vous l'ambassadeur(rice) de notre marque.</p>",
    "<p>La connaissance des styles du mobilier français, du Louis XV à l'Art déco, est appréciée.</p>",
    "<p>L'anglais professionnel est un atout pour nos projets à l'étranger.</p>",
    "<p>Vous avez l'œil pour les couleurs, les textures et les finitions soignées.</p>",
];
const CLOSINGS: [&str; 6] = [
    "<p>Poste à pourvoir dès que possible, rémunération selon profil, mutuelle et tickets restaurant.</p>",
    "<p>Nous offrons un cadre de travail stimulant, des projets variés et de réelles perspectives d'évolution.</p>",
    "<p>Horaires de journée, du lundi au vendredi ; 13e mois et prime d'intéressement.</p>",
    "<p>Envoyez-nous votre CV et quelques photos de vos réalisations : nous avons hâte de vous rencontrer !</p>",
    "<p>Atelier lumineux de 400 m², accessible en transports en commun, parking sur place.</p>",
    "<p>Formation interne assurée aux techniques propres à la maison.</p>",
];
const CRAFTS: [&str; 10] = [
    "l'ébénisterie",
    "la tapisserie d'ameublement",
    "l'agencement de luxe",
    "la dorure",
    "la décoration intérieure",
    "la peinture décorative",
    "le staff et le stuc",
    "la marqueterie",
    "la ferronnerie d'art",
    "la sellerie",
];
const KINDS: [&str; 6] = [
    "atelier",
    "maison de décoration",
    "agence d'architecture intérieure",
    "manufacture",
    "entreprise d'agencement",
    "enseigne de mobilier",
];
const CITY_NAMES: [&str; 10] = [
    "Paris",
    "Lyon",
    "Marseille",
    "Bordeaux",
    "Nantes",
    "Lille",
    "Toulouse",
    "Saint-Étienne",
    "Angers",
    "Tours",
];
const CANDIDATES: [&str; 4] = [
    "<p>Vous êtes passionné(e) par les métiers de la décoration et vous aimez le travail soigné.</p>",
    "<p>Minutieux(se), patient(e) et créatif(ve), vous souhaitez progresser dans un atelier reconnu.</p>",
    "<p>Vous avez un excellent relationnel et savez écouter les envies des clients.</p>",
    "<p>Vous êtes à l'aise avec les outils numériques comme avec le travail manuel.</p>",
];

/// Words people search with, for [`queries`].
const SEARCH_WORDS: [&str; 24] = [
    "ébéniste",
    "tapissier",
    "decoratrice",
    "architecte intérieur",
    "peintre décor",
    "staffeur",
    "doreur",
    "visual merchandiser",
    "agencement",
    "menuisier",
    "restauration mobilier",
    "showroom",
    "dorure",
    "luxe",
    "atelier",
    "chantier",
    "alternance",
    "vendeur",
    "marqueterie",
    "ceramiste",
    "patine",
    "décorateur",
    "chef de projet",
    "couturière",
];

/// A small, fast, deterministic random number generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }

    fn weighted(&mut self, items: &[(u64, u32)]) -> u64 {
        let total: u64 = items.iter().map(|&(_, w)| u64::from(w)).sum();
        let mut draw = self.below(total);
        for &(id, weight) in items {
            if draw < u64::from(weight) {
                return id;
            }
            draw -= u64::from(weight);
        }
        items[0].0
    }
}

/// Cities drawn by population: city of rank `r` weighs `1 / r^1.1`.
struct Places {
    cumulative: Vec<f64>,
}

impl Places {
    fn new() -> Self {
        let mut total = 0.0;
        let cumulative = (1..=CITIES)
            .map(|rank| {
                total += 1.0 / (rank as f64).powf(1.1);
                total
            })
            .collect();
        Places { cumulative }
    }

    fn city(&self, rng: &mut Rng) -> u64 {
        let total = self.cumulative.last().copied().unwrap_or(1.0);
        let draw = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        self.cumulative.partition_point(|&c| c < draw) as u64 + 1
    }
}

/// The department of a synthetic city: the big ones in fixed departments, others spread.
pub fn department_of(city: u64) -> u64 {
    match city {
        1 => 75,
        2 => 13,
        3 => 69,
        _ => city.wrapping_mul(2_654_435_761) % DEPARTMENTS + 1,
    }
}

/// Where a synthetic city lies: Paris, Marseille and Lyon where they are, the others spread
/// over mainland France's bounding box by a hash of their id.
pub fn city_position(city: u64) -> (f64, f64) {
    match city {
        1 => (48.8566, 2.3522),
        2 => (43.2965, 5.3698),
        3 => (45.7640, 4.8357),
        _ => {
            let hash = city.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let unit = |bits: u64| (bits & 0xFFFF) as f64 / 65_535.0;
            (
                42.5 + 8.5 * unit(hash >> 16),
                -4.5 + 12.0 * unit(hash >> 40),
            )
        }
    }
}

/// The region of a synthetic department.
pub fn region_of(department: u64) -> u64 {
    match department {
        75 | 77 | 78 | 91 | 92 | 93 | 94 | 95 => 11,
        _ => department % REGIONS + 1,
    }
}

/// The districts of a synthetic city: Paris (1), Marseille (2) and Lyon (3) have some.
pub fn districts_of(city: u64) -> std::ops::Range<u64> {
    let mut first = 1;
    for (i, &count) in DISTRICTS_PER_CITY.iter().enumerate() {
        if city == i as u64 + 1 {
            return first..first + count;
        }
        first += count;
    }
    0..0
}

fn fill(template: &str, rng: &mut Rng, company: &str, job: &str) -> String {
    template
        .replace("{company}", company)
        .replace("{job}", &job.to_lowercase())
        .replace("{kind}", rng.pick(&KINDS))
        .replace("{city}", rng.pick(&CITY_NAMES))
        .replace("{craft}", rng.pick(&CRAFTS))
        .replace("{year}", &(1890 + rng.below(130)).to_string())
        .replace("{n}", &(2 + rng.below(25)).to_string())
}

/// `count` offers with ids `1..=count`, the same for the same seed.
pub fn offers(count: usize, seed: u64) -> impl Iterator<Item = OfferDocument> {
    let mut rng = Rng::new(seed);
    let places = Places::new();
    (1..=count as u64).map(move |id| offer(id, &mut rng, &places))
}

fn offer(id: u64, rng: &mut Rng, places: &Places) -> OfferDocument {
    let (job_id, family, job) = rng.pick(&JOBS);
    let company = format!("{} {}", rng.pick(&COMPANY_FIRST), rng.pick(&COMPANY_LAST));
    let title = format!("{job}{}", rng.pick(&TITLE_SUFFIXES));

    let target = 600 + rng.below(900) as usize;
    let mut description = fill(rng.pick(&OPENINGS), rng, &company, job);
    description.push_str("<p><strong>Vos missions :</strong></p><ul>");
    for _ in 0..3 + rng.below(3) {
        description.push_str(&fill(rng.pick(&MISSIONS), rng, &company, job));
    }
    description.push_str("</ul>");
    while description.len() < target {
        let pool: &[&str] = if rng.chance(60) { &PROFILES } else { &CLOSINGS };
        description.push_str(&fill(rng.pick(pool), rng, &company, job));
    }

    let city = places.city(rng);
    let district = {
        let districts = districts_of(city);
        (!districts.is_empty())
            .then(|| districts.start + rng.below(districts.end - districts.start))
    };
    let department = department_of(city);
    let mut type_ids = vec![rng.weighted(&TYPES)];
    if rng.chance(15) {
        let other = rng.weighted(&TYPES);
        if !type_ids.contains(&other) {
            type_ids.push(other);
        }
    }
    let published_at = NOW - rng.below(30 * DAY as u64) as i64;
    let urgent_until = rng.chance(8).then_some(published_at + 10 * DAY);
    let expires_at = published_at + if rng.chance(3) { 10 } else { 30 } * DAY;
    let mut offer = OfferDocument {
        id,
        title,
        description,
        perfect_candidate: fill(rng.pick(&CANDIDATES), rng, &company, job),
        company_presentation: fill(rng.pick(&OPENINGS), rng, &company, job),
        company_name: company,
        position_name: job.to_owned(),
        contract_id: rng.weighted(&CONTRACTS),
        type_ids,
        salary_id: rng.weighted(&SALARIES),
        pay_annual_max: None,
        pay_annual_min: None,
        position_ids: vec![job_id, family],
        region_id: region_of(department),
        department_id: department,
        city_id: city,
        district_id: district,
        latitude: city_position(city).0,
        longitude: city_position(city).1,
        published_at,
        urgent_until,
        expires_at,
        labelled: false,
        diploma_id: None,
        start_month: None,
    };
    offer.pay_annual_max = pay_of(offer.salary_id, id);
    // A range whose maximum is 1.25 times its minimum.
    offer.pay_annual_min = offer.pay_annual_max.map(|max| max - max / 5);
    offer
}

/// A yearly maximum pay within the salary bracket (none for "selon profil"), drawn from the id
/// so the offers' other draws stay as they were before ranges (benches compare).
fn pay_of(salary_id: u64, id: u64) -> Option<u32> {
    let floor: u32 = match salary_id {
        1 => 16_000,
        2 => 20_000,
        3 => 25_000,
        4 => 30_000,
        5 => 35_000,
        6 => 45_000,
        7 => 60_000,
        _ => return None,
    };
    Some(floor + (id % 12) as u32 * 1_250)
}

/// The name of a synthetic position family (ids 1–6).
pub fn family_name(id: u64) -> Option<&'static str> {
    FAMILIES
        .get(usize::try_from(id).ok()?.checked_sub(1)?)
        .copied()
}

/// Each word of 5 letters or more with its third and fourth letters swapped (`ébnéiste`).
pub fn misspell(terms: &str) -> String {
    terms
        .split(' ')
        .map(|word| {
            let mut letters: Vec<char> = word.chars().collect();
            if letters.len() >= 5 {
                letters.swap(2, 3);
            }
            letters.into_iter().collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `count` searches of the bench's shape: one or two keywords, one place (a city, a
/// department or a region, drawn by population), and two ticked filter groups.
pub fn queries(count: usize, seed: u64) -> Vec<OfferQuery> {
    let mut rng = Rng::new(seed);
    let places = Places::new();
    (0..count)
        .map(|_| {
            let mut terms = rng.pick(&SEARCH_WORDS).to_owned();
            if rng.chance(25) {
                terms.push(' ');
                terms.push_str(rng.pick(&SEARCH_WORDS));
            }
            let city = places.city(&mut rng);
            let place = match rng.below(3) {
                0 => PlaceFilter::City(city),
                1 => PlaceFilter::Department(department_of(city)),
                _ => PlaceFilter::Region(region_of(department_of(city))),
            };
            OfferQuery {
                terms,
                contracts: vec![rng.weighted(&CONTRACTS)],
                positions: vec![1 + rng.below(FAMILIES.len() as u64)],
                places: vec![place],
                ..OfferQuery::default()
            }
        })
        .collect()
}

/// `count` saved alerts of a realistic shape (the alert matcher's bench): 60 % with keywords
/// (one word, sometimes two), most with one place (a tenth with none, a tenth with two), a
/// third with a contract, a fifth with a position family, a tenth with a salary.
pub fn alerts(count: usize, seed: u64) -> Vec<OfferQuery> {
    let mut rng = Rng::new(seed);
    let places = Places::new();
    (0..count)
        .map(|_| {
            let mut terms = String::new();
            if rng.chance(60) {
                terms.push_str(rng.pick(&SEARCH_WORDS));
                if rng.chance(20) {
                    terms.push(' ');
                    terms.push_str(rng.pick(&SEARCH_WORDS));
                }
            }
            let how_many = match rng.below(10) {
                0 => 0,
                1 => 2,
                _ => 1,
            };
            let chosen = (0..how_many)
                .map(|_| {
                    let city = places.city(&mut rng);
                    match rng.below(3) {
                        0 => PlaceFilter::City(city),
                        1 => PlaceFilter::Department(department_of(city)),
                        _ => PlaceFilter::Region(region_of(department_of(city))),
                    }
                })
                .collect();
            OfferQuery {
                terms,
                exact: true,
                contracts: if rng.chance(33) {
                    vec![rng.weighted(&CONTRACTS)]
                } else {
                    Vec::new()
                },
                positions: if rng.chance(20) {
                    vec![1 + rng.below(FAMILIES.len() as u64)]
                } else {
                    Vec::new()
                },
                salaries: if rng.chance(10) {
                    vec![1 + rng.below(4)]
                } else {
                    Vec::new()
                },
                places: chosen,
                ..OfferQuery::default()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_offers() {
        let a: Vec<_> = offers(50, 7).collect();
        let b: Vec<_> = offers(50, 7).collect();
        assert_eq!(a, b);
        assert_ne!(a, offers(50, 8).collect::<Vec<_>>());
    }

    #[test]
    fn descriptions_have_a_realistic_length() {
        for offer in offers(200, 1) {
            let text = crate::strip_html(&offer.description);
            let chars = text.chars().count();
            assert!((500..=2000).contains(&chars), "{chars} characters: {text}");
        }
    }

    #[test]
    fn big_cities_hold_many_offers() {
        let in_paris = offers(2_000, 3).filter(|o| o.city_id == 1).count();
        assert!((100..800).contains(&in_paris), "{in_paris} offers in Paris");
        assert!(offers(2_000, 3).all(|o| o.district_id.is_some() == (o.city_id <= 3)));
    }
}
