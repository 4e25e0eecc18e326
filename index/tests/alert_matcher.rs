//! The alert matcher answers what the search answers: for random alerts and random offers,
//! its (alert, offer) pairs are exactly the offers the search (`exact`, as alerts search)
//! finds for each alert on an index of old and new offers, restricted to the new ones.

use ensemblier_index::{AlertMatcher, OfferDocument, OfferIndex, OfferQuery, PlaceFilter};

/// A small deterministic generator (xorshift): the same cases on every run.
struct Draw(u64);

impl Draw {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn some<T: Copy + PartialEq>(&mut self, items: &[T], most: usize) -> Vec<T> {
        let mut chosen = Vec::new();
        for _ in 0..self.below(most + 1) {
            let item = *self.pick(items);
            if !chosen.contains(&item) {
                chosen.push(item);
            }
        }
        chosen
    }
}

const TITLES: &[&str] = &[
    "Ébéniste confirmé",
    "Décoratrice d'intérieur",
    "Décorateurs peintres",
    "Tapissier garnisseur",
    "Staffeur ornemaniste",
    "Architecte d'intérieur",
    "Doreuse sur bois",
    "Menuisier d'agencement",
    "Peintre en décor",
];
const TEXTS: &[&str] = &[
    "<p>L'atelier restaure des meubles anciens.</p>",
    "Nous cherchons une personne passionnée de <strong>marqueterie</strong>.",
    "Chantiers de rénovation à Lyon et alentours.",
    "Création de décors pour le théâtre et l'opéra.",
    "",
];
const TERMS: &[&str] = &[
    "",
    "",
    "ebeniste",
    "Ébénistes",
    "décoratrice",
    "decorateur",
    "tapissier",
    "l'atelier",
    "peintre décor",
    "architecte interieur",
    "marqueterie",
    "doreur",
    "menuisier agencement",
    "opéra",
    "plombier",
];

/// Towns: (region, department, city, districts).
const TOWNS: &[(u64, u64, u64, &[u64])] = &[
    (84, 69, 69123, &[69381, 69383, 69387]),
    (84, 69, 69266, &[]),
    (84, 38, 38185, &[]),
    (11, 75, 75056, &[75111, 75104]),
    (11, 78, 78646, &[]),
    (93, 13, 13055, &[13201]),
];

fn offer(draw: &mut Draw, id: u64) -> OfferDocument {
    let &(region, department, city, districts) = draw.pick(TOWNS);
    let district = (!districts.is_empty() && draw.chance(60)).then(|| *draw.pick(districts));
    let position = *draw.pick(&[11u64, 12, 21, 22]);
    OfferDocument {
        id,
        title: draw.pick(TITLES).to_string(),
        description: draw.pick(TEXTS).to_string(),
        perfect_candidate: draw.pick(TEXTS).to_string(),
        company_name: draw
            .pick(&["Atelier Dubois", "Maison Leroy", "Les Ateliers d'Art"])
            .to_string(),
        company_presentation: String::new(),
        position_name: draw
            .pick(&["Ébéniste", "Tapissier", "Peintre décorateur"])
            .to_string(),
        contract_id: *draw.pick(&[1u64, 2, 3]),
        type_ids: draw.some(&[1u64, 2, 3], 2),
        salary_id: *draw.pick(&[1u64, 2, 3, 4]),
        pay_annual_max: None,
        pay_annual_min: None,
        // A job and its family (positions are indexed with their ancestors).
        position_ids: vec![position / 10, position],
        region_id: region,
        department_id: department,
        city_id: city,
        district_id: district,
        latitude: 45.0,
        longitude: 4.0,
        published_at: 1_000,
        urgent_until: draw.chance(10).then_some(5_000),
        expires_at: if draw.chance(10) { 1_500 } else { 100_000 },
        labelled: draw.chance(30),
        diploma_id: None,
        start_month: None,
    }
}

fn alert(draw: &mut Draw) -> OfferQuery {
    let mut places = Vec::new();
    for _ in 0..draw.below(3) {
        let &(region, department, city, districts) = draw.pick(TOWNS);
        places.push(match draw.below(4) {
            0 => PlaceFilter::Region(region),
            1 => PlaceFilter::Department(department),
            2 => PlaceFilter::City(city),
            _ if !districts.is_empty() => PlaceFilter::District(*draw.pick(districts)),
            _ => PlaceFilter::City(city),
        });
    }
    places.dedup();
    OfferQuery {
        terms: draw.pick(TERMS).to_string(),
        exact: true,
        contracts: draw.some(&[1, 2, 3], 2),
        types: draw.some(&[1, 2, 3], 1),
        salaries: draw.some(&[1, 2, 3, 4], 2),
        positions: draw.some(&[1, 2, 11, 12, 21, 22], 2),
        places,
        labelled: draw.chance(20),
        ..OfferQuery::default()
    }
}

#[test]
fn the_matcher_finds_what_the_search_finds_among_the_new_offers() {
    const NOW: i64 = 2_000;
    let mut draw = Draw(0x5eed_a1e7);
    for round in 0..12 {
        let old: Vec<OfferDocument> = (1..=40)
            .map(|id| offer(&mut draw, round * 1000 + id))
            .collect();
        let new: Vec<OfferDocument> = (41..=100)
            .map(|id| offer(&mut draw, round * 1000 + id))
            .collect();
        let alerts: Vec<(u64, OfferQuery)> = (1..=150).map(|id| (id, alert(&mut draw))).collect();

        let everything = OfferIndex::in_memory().expect("index");
        for offer in old.iter().chain(&new) {
            everything.upsert(offer).expect("upsert");
        }
        everything.commit().expect("commit");
        let new_ids: Vec<u64> = new.iter().map(|o| o.id).collect();
        let mut expected = Vec::new();
        for (id, query) in &alerts {
            let page = everything
                .search(
                    &OfferQuery {
                        first: 200,
                        ..query.clone()
                    },
                    NOW,
                )
                .expect("search");
            expected.extend(
                page.ids
                    .into_iter()
                    .filter(|offer| new_ids.contains(offer))
                    .map(|offer| (*id, offer)),
            );
        }
        expected.sort_unstable();

        let matcher = AlertMatcher::new(new, NOW).expect("matcher");
        let found = matcher
            .matches(alerts.iter().map(|(id, query)| (*id, query)))
            .expect("matches");
        assert!(
            !expected.is_empty(),
            "round {round}: the draw should match something"
        );
        assert_eq!(found, expected, "round {round}");
    }
}
