//! The search of Ensemblier, as a French job seeker meets it.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use ensemblier_index::synthetic::{self, NOW};
use ensemblier_index::{
    LiveIndex, OfferDocument, OfferIndex, OfferQuery, PayMedians, PlaceFilter, SearchError,
    SearchPage, Sort,
};

const DAY: i64 = 86_400;

// Reference ids of these tests.
const CDI: u64 = 1;
const CDD: u64 = 2;
const STAGE: u64 = 5;
const FULL_TIME: u64 = 1;
const PART_TIME: u64 = 2;
const SALARY_LOW: u64 = 1;
const SALARY_HIGH: u64 = 4;
const FAMILY_FURNITURE: u64 = 1;
const FAMILY_TEXTILE: u64 = 2;
const CABINETMAKER: u64 = 100;
const UPHOLSTERER: u64 = 110;
const IDF: u64 = 11;
const AURA: u64 = 84;
const PARIS_DEPT: u64 = 75;
const RHONE: u64 = 69;
const PARIS: u64 = 75_056;
const LYON: u64 = 69_123;
const PARIS_11: u64 = 75_111;
const PARIS_12: u64 = 75_112;

/// An offer in Lyon, CDI, full time, cabinetmaker, published a day before `NOW`.
fn offer(id: u64, title: &str) -> OfferDocument {
    OfferDocument {
        id,
        title: title.to_owned(),
        description: "<p>Entreprise reconnue, belle clientèle.</p>".to_owned(),
        perfect_candidate: String::new(),
        company_name: "Maison Exemple".to_owned(),
        company_presentation: String::new(),
        position_name: String::new(),
        contract_id: CDI,
        type_ids: vec![FULL_TIME],
        salary_id: SALARY_LOW,
        pay_annual_max: None,
        pay_annual_min: None,
        position_ids: vec![CABINETMAKER, FAMILY_FURNITURE],
        region_id: AURA,
        department_id: RHONE,
        city_id: LYON,
        district_id: None,
        latitude: 45.764,
        longitude: 4.8357,
        published_at: NOW - DAY + id as i64,
        urgent_until: None,
        expires_at: NOW + 30 * DAY,
        labelled: false,
        diploma_id: None,
        start_month: None,
    }
}

fn index_of(offers: impl IntoIterator<Item = OfferDocument>) -> OfferIndex {
    let index = OfferIndex::in_memory().expect("an index in memory");
    for offer in offers {
        index.upsert(&offer).expect("indexed");
    }
    index.commit().expect("committed");
    index
}

fn search(index: &OfferIndex, query: OfferQuery) -> SearchPage {
    index.search(&query, NOW).expect("a search")
}

fn words(terms: &str) -> OfferQuery {
    OfferQuery {
        terms: terms.to_owned(),
        ..OfferQuery::default()
    }
}

fn found(index: &OfferIndex, query: OfferQuery) -> Vec<u64> {
    search(index, query).ids
}

fn found_sorted(index: &OfferIndex, query: OfferQuery) -> Vec<u64> {
    let mut ids = search(
        index,
        OfferQuery {
            first: 1_000,
            ..query
        },
    )
    .ids;
    ids.sort_unstable();
    ids
}

// Words.

#[test]
fn ebeniste_without_accent_finds_ebeniste() {
    let index = index_of([offer(1, "Ébéniste H/F"), offer(2, "Staffeur")]);
    assert_eq!(found(&index, words("ebeniste")), [1]);
    assert_eq!(found(&index, words("EBENISTE")), [1]);
    assert_eq!(found(&index, words("ébénistes")), [1]);
}

#[test]
fn decoratrices_in_the_plural_finds_decoratrice() {
    let index = index_of([
        offer(1, "Décoratrice d'intérieur"),
        offer(2, "Tapissier"),
        offer(3, "Doreur"),
    ]);
    assert_eq!(found(&index, words("decoratrices")), [1]);
    assert_eq!(found(&index, words("tapissiers")), [2]);
}

#[test]
fn the_masculine_finds_the_feminine() {
    let index = index_of([offer(1, "Décoratrice d'intérieur"), offer(2, "Doreur")]);
    assert_eq!(found(&index, words("décorateur")), [1]);
}

#[test]
fn an_elided_article_is_ignored() {
    let index = index_of([
        offer(1, "Chef d'atelier"),
        offer(2, "Architecte d’intérieur"),
    ]);
    assert_eq!(found(&index, words("l'atelier")), [1]);
    assert_eq!(found(&index, words("atelier")), [1]);
    assert_eq!(found(&index, words("interieur")), [2]);
    assert_eq!(found(&index, words("l’intérieur")), [2]);
}

#[test]
fn every_word_must_be_found_somewhere_in_the_offer() {
    let mut restorer = offer(1, "Ébéniste");
    restorer.perfect_candidate = "<p>Passionné par la <em>restauration</em></p>".to_owned();
    let index = index_of([restorer, offer(2, "Ébéniste"), offer(3, "Restaurateur")]);
    assert_eq!(found(&index, words("ébéniste restauration")), [1]);
    assert_eq!(found(&index, words("ebeniste maison")), [2, 1]);
    assert!(found(&index, words("ebeniste marseille")).is_empty());
}

#[test]
fn each_text_of_the_offer_is_searched() {
    let mut a = offer(1, "Poste A");
    a.company_name = "Ateliers Lumière".to_owned();
    let mut b = offer(2, "Poste B");
    b.company_presentation = "<p>Spécialiste de la <strong>dorure</strong></p>".to_owned();
    let mut c = offer(3, "Poste C");
    c.position_name = "Staffeur ornemaniste".to_owned();
    let index = index_of([a, b, c]);
    assert_eq!(found(&index, words("lumiere")), [1]);
    assert_eq!(found(&index, words("dorure")), [2]);
    assert_eq!(found(&index, words("ornemaniste")), [3]);
}

#[test]
fn html_tags_are_not_words() {
    let mut tagged = offer(1, "Doreur");
    tagged.description = "<ul><li><strong>Ébéniste</strong>&nbsp;confirmé</li></ul>".to_owned();
    let index = index_of([tagged]);
    assert_eq!(found(&index, words("ebeniste confirme")), [1]);
    assert!(found(&index, words("strong")).is_empty());
    assert!(found(&index, words("nbsp")).is_empty());
}

#[test]
fn blank_terms_find_every_offer_newest_first() {
    let index = index_of([
        offer(1, "Doreur"),
        offer(2, "Staffeur"),
        offer(3, "Laqueur"),
    ]);
    assert_eq!(found(&index, words("   ")), [3, 2, 1]);
    assert_eq!(found(&index, words("de la")), [3, 2, 1]);
}

// Places.

#[test]
fn a_district_is_inside_its_city() {
    let mut bastille = offer(1, "Tapissier");
    (bastille.region_id, bastille.department_id) = (IDF, PARIS_DEPT);
    (bastille.city_id, bastille.district_id) = (PARIS, Some(PARIS_11));
    let index = index_of([bastille, offer(2, "Tapissier")]);
    let at = |place| {
        found(
            &index,
            OfferQuery {
                places: vec![place],
                ..OfferQuery::default()
            },
        )
    };
    assert_eq!(at(PlaceFilter::City(PARIS)), [1]);
    assert_eq!(at(PlaceFilter::District(PARIS_11)), [1]);
    assert!(at(PlaceFilter::District(PARIS_12)).is_empty());
    assert_eq!(at(PlaceFilter::Department(PARIS_DEPT)), [1]);
    assert_eq!(at(PlaceFilter::Region(IDF)), [1]);
    assert_eq!(at(PlaceFilter::City(LYON)), [2]);
}

#[test]
fn several_places_widen_the_search() {
    let mut paris = offer(1, "Doreur");
    (paris.region_id, paris.department_id, paris.city_id) = (IDF, PARIS_DEPT, PARIS);
    let index = index_of([paris, offer(2, "Doreur"), offer(3, "Doreur")]);
    let query = OfferQuery {
        terms: "doreur".to_owned(),
        places: vec![PlaceFilter::City(PARIS), PlaceFilter::Department(RHONE)],
        ..OfferQuery::default()
    };
    assert_eq!(found(&index, query).len(), 3);
    let same_ids_of_other_kinds = OfferQuery {
        places: vec![PlaceFilter::Region(RHONE), PlaceFilter::District(PARIS)],
        ..OfferQuery::default()
    };
    assert!(found(&index, same_ids_of_other_kinds).is_empty());
}

// Filters.

#[test]
fn a_family_position_covers_its_jobs() {
    let mut upholsterer = offer(2, "Tapissier");
    upholsterer.position_ids = vec![UPHOLSTERER, FAMILY_TEXTILE];
    let index = index_of([offer(1, "Ébéniste"), upholsterer]);
    let positions = |ids: &[u64]| OfferQuery {
        positions: ids.to_vec(),
        ..OfferQuery::default()
    };
    assert_eq!(found(&index, positions(&[FAMILY_FURNITURE])), [1]);
    assert_eq!(found(&index, positions(&[CABINETMAKER])), [1]);
    assert_eq!(found(&index, positions(&[FAMILY_TEXTILE])), [2]);
    let facets = search(&index, positions(&[])).facets;
    assert_eq!(
        facets.positions,
        [
            (FAMILY_FURNITURE, 1),
            (FAMILY_TEXTILE, 1),
            (CABINETMAKER, 1),
            (UPHOLSTERER, 1)
        ]
    );
}

#[test]
fn filters_within_a_group_widen_and_across_groups_narrow() {
    let mut offers = Vec::new();
    for (id, contract, salary, types) in [
        (1, CDI, SALARY_LOW, vec![FULL_TIME]),
        (2, CDD, SALARY_LOW, vec![PART_TIME]),
        (3, STAGE, SALARY_LOW, vec![FULL_TIME]),
        (4, CDI, SALARY_HIGH, vec![FULL_TIME, PART_TIME]),
        (5, CDD, SALARY_HIGH, vec![FULL_TIME]),
    ] {
        let mut o = offer(id, "Menuisier agenceur");
        (o.contract_id, o.salary_id, o.type_ids) = (contract, salary, types);
        offers.push(o);
    }
    let index = index_of(offers);
    let query = |contracts: &[u64], salaries: &[u64], types: &[u64]| OfferQuery {
        contracts: contracts.to_vec(),
        salaries: salaries.to_vec(),
        types: types.to_vec(),
        ..OfferQuery::default()
    };
    assert_eq!(found_sorted(&index, query(&[CDI], &[], &[])), [1, 4]);
    assert_eq!(
        found_sorted(&index, query(&[CDI, CDD], &[], &[])),
        [1, 2, 4, 5]
    );
    assert_eq!(
        found_sorted(&index, query(&[CDI, CDD], &[SALARY_HIGH], &[])),
        [4, 5]
    );
    assert_eq!(found_sorted(&index, query(&[], &[], &[PART_TIME])), [2, 4]);
    assert_eq!(found_sorted(&index, query(&[CDD], &[], &[PART_TIME])), [2]);
    assert_eq!(
        found_sorted(
            &index,
            query(&[CDI, CDD], &[SALARY_LOW, SALARY_HIGH], &[FULL_TIME])
        ),
        [1, 4, 5]
    );
}

#[test]
fn ticking_an_option_still_counts_the_others_of_its_group() {
    let mut cdd = offer(2, "Doreur");
    cdd.contract_id = CDD;
    cdd.salary_id = SALARY_HIGH;
    let index = index_of([offer(1, "Doreur"), cdd, offer(3, "Doreur")]);
    let page = search(
        &index,
        OfferQuery {
            contracts: vec![CDI],
            ..OfferQuery::default()
        },
    );
    assert_eq!(page.total, 2);
    assert_eq!(page.facets.contracts, [(CDI, 2), (CDD, 1)]);
    // Other groups count what the ticked contract lets through.
    assert_eq!(page.facets.salaries, [(SALARY_LOW, 2)]);
}

#[test]
fn facet_counts_agree_with_the_results() {
    let index = index_of(synthetic::offers(3_000, 11));
    let with = |query: &OfferQuery, group: usize, option: u64| {
        let mut narrowed = query.clone();
        match group {
            0 => narrowed.contracts = vec![option],
            1 => narrowed.types = vec![option],
            2 => narrowed.salaries = vec![option],
            _ => narrowed.positions = vec![option],
        }
        narrowed.first = 0;
        search(&index, narrowed).total
    };
    let mut queries = synthetic::queries(12, 5);
    queries.push(OfferQuery::default());
    queries.push(words("atelier"));
    for query in queries {
        let page = search(&index, query.clone());
        let facets = page.facets;
        for (group, counts) in [
            facets.contracts,
            facets.types,
            facets.salaries,
            facets.positions,
        ]
        .into_iter()
        .enumerate()
        {
            for (option, count) in counts {
                assert_eq!(
                    count,
                    with(&query, group, option),
                    "{query:?} group {group} option {option}"
                );
            }
        }
        // An option that was not counted has no offer.
        assert_eq!(with(&query, 0, 999), 0);
    }
}

/// Offers with more types and positions than a row holds inline, option ids of any size, and
/// several segments with replaced documents: filtered and counted like the others.
#[test]
fn many_options_large_ids_and_replaced_offers_filter_and_count_alike() {
    const HUGE: u64 = 1 << 40;
    let index = index_of([offer(1, "Doreur"), offer(2, "Doreur")]);
    let mut crowded = offer(3, "Doreur");
    crowded.type_ids = vec![FULL_TIME, PART_TIME, 3, 4, HUGE];
    crowded.position_ids = vec![UPHOLSTERER, FAMILY_TEXTILE, 7, 8];
    crowded.contract_id = HUGE + 1;
    index.upsert(&crowded).expect("indexed");
    // A second segment replaces offer 2 (a deletion in the first) with a CDD.
    let mut replaced = offer(2, "Doreur");
    replaced.contract_id = CDD;
    index.upsert(&replaced).expect("indexed");
    index.commit().expect("committed");

    let page = search(
        &index,
        OfferQuery {
            types: vec![HUGE],
            positions: vec![8],
            ..OfferQuery::default()
        },
    );
    assert_eq!(page.ids, [3]);
    assert_eq!(page.facets.contracts, [(HUGE + 1, 1)]);
    assert_eq!(
        page.facets.types,
        [(FULL_TIME, 1), (PART_TIME, 1), (3, 1), (4, 1), (HUGE, 1)]
    );
    let everything = search(&index, OfferQuery::default());
    assert_eq!(everything.total, 3, "the replaced offer counts once");
    assert_eq!(
        everything.facets.contracts,
        [(CDI, 1), (CDD, 1), (HUGE + 1, 1)]
    );
    assert_eq!(
        everything.facets.positions,
        [
            (FAMILY_FURNITURE, 2),
            (FAMILY_TEXTILE, 1),
            (7, 1),
            (8, 1),
            (CABINETMAKER, 2),
            (UPHOLSTERER, 1)
        ]
    );
}

// Order, urgency and expiry.

#[test]
fn newest_offers_come_first_then_the_highest_id() {
    let mut same_time = offer(7, "Laqueur");
    same_time.published_at = NOW - 3 * DAY;
    let mut same_time_too = offer(9, "Laqueur");
    same_time_too.published_at = NOW - 3 * DAY;
    let index = index_of([
        offer(1, "Laqueur"),
        same_time,
        same_time_too,
        offer(2, "Laqueur"),
    ]);
    assert_eq!(found(&index, words("laqueur")), [2, 1, 9, 7]);
}

#[test]
fn urgent_offers_come_first_until_their_urgency_lapses() {
    let mut urgent = offer(1, "Staffeur");
    urgent.urgent_until = Some(NOW + 2 * DAY);
    let index = index_of([urgent, offer(2, "Staffeur"), offer(3, "Staffeur")]);
    assert_eq!(found(&index, words("staffeur")), [1, 3, 2]);
    let later = index
        .search(&words("staffeur"), NOW + 2 * DAY)
        .expect("a search");
    assert_eq!(later.ids, [3, 2, 1]);
}

#[test]
fn urgency_comes_before_relevance() {
    let mut urgent = offer(1, "Poste");
    urgent.description = "Un poste de doreur".to_owned();
    urgent.urgent_until = Some(NOW + DAY);
    let index = index_of([urgent, offer(2, "Doreur")]);
    assert_eq!(found(&index, words("doreur")), [1, 2]);
}

#[test]
fn relevance_puts_title_matches_first() {
    let mut in_description = offer(1, "Poste en atelier");
    in_description.description = "Nous cherchons un doreur, un doreur, un doreur.".to_owned();
    let mut in_company = offer(2, "Poste en atelier");
    in_company.company_name = "Doreurs de France".to_owned();
    let mut everywhere_but_title = offer(3, "Poste en atelier");
    everywhere_but_title.description = "Doreur".to_owned();
    everywhere_but_title.company_name = "Doreur & Fils".to_owned();
    everywhere_but_title.published_at = NOW - 10 * DAY;
    let mut in_title = offer(4, "Doreur sur bois");
    in_title.published_at = NOW - 20 * DAY;
    // The position's name weighs like the title; between equals, the newer first; the word
    // as typed counts more than its stem in the title or the position only (issue 39): the
    // company `Doreur & Fils` and `Doreurs de France` weigh alike, the newer first.
    let mut in_position = offer(5, "Poste en atelier");
    in_position.position_name = "Doreur".to_owned();
    in_position.published_at = NOW - 15 * DAY;
    let index = index_of([
        in_description,
        in_company,
        everywhere_but_title,
        in_title,
        in_position,
    ]);
    assert_eq!(found(&index, words("doreur")), [5, 4, 2, 3, 1]);
}

#[test]
fn expired_offers_are_never_found() {
    let mut expiring = offer(1, "Céramiste");
    expiring.expires_at = NOW + DAY;
    expiring.contract_id = STAGE;
    let index = index_of([expiring, offer(2, "Céramiste")]);
    assert_eq!(found(&index, words("ceramiste")), [2, 1]);
    let after = index
        .search(&words("ceramiste"), NOW + DAY)
        .expect("a search");
    assert_eq!(after.ids, [2]);
    assert_eq!(after.total, 1);
    assert_eq!(after.facets.contracts, [(CDI, 1)]);
}

#[test]
fn a_page_holds_until_an_offer_it_saw_expires_or_stops_being_urgent() {
    let mut expiring = offer(1, "Vitrailliste");
    expiring.expires_at = NOW + 3 * DAY;
    let mut urgent = offer(2, "Vitrailliste");
    urgent.urgent_until = Some(NOW + 2 * DAY);
    let mut elsewhere = offer(3, "Tapissier");
    elsewhere.expires_at = NOW + DAY;
    let index = index_of([expiring, urgent, elsewhere, offer(4, "Vitrailliste")]);

    let first = search(&index, words("vitrailliste"));
    assert_eq!(
        first.valid_until,
        NOW + 2 * DAY,
        "the urgency lapsing first; the tapissier is not among what the search saw"
    );
    let before = index
        .search(&words("vitrailliste"), first.valid_until - 1)
        .expect("a search");
    assert_eq!((before.ids, before.total), (first.ids.clone(), first.total));
    let at = index
        .search(&words("vitrailliste"), first.valid_until)
        .expect("a search");
    assert_ne!(at.ids, first.ids, "the urgent offer lost its place");
    assert_eq!(at.valid_until, NOW + 3 * DAY, "then the expiry");

    let next = OfferQuery {
        first: 1,
        after: first.end_cursor.clone(),
        ..words("vitrailliste")
    };
    assert_eq!(
        search(&index, next).valid_until,
        NOW + 3 * DAY,
        "after a cursor, the Urgent split is the first page's: only expiry moves"
    );
    assert_eq!(search(&index, words("tapissier")).valid_until, NOW + DAY);
    assert_eq!(search(&index, words("doreur")).valid_until, i64::MAX);
}

// Paging.

#[test]
fn pages_follow_each_other_with_the_same_total() {
    let index = index_of(synthetic::offers(300, 2));
    let query = OfferQuery {
        terms: "atelier".to_owned(),
        first: 10,
        ..OfferQuery::default()
    };
    let first = search(&index, query.clone());
    let everything = search(
        &index,
        OfferQuery {
            first: 1_000,
            ..query.clone()
        },
    );
    assert_eq!(first.total, everything.ids.len() as u64);
    assert_eq!(first.cursors.len(), first.ids.len());
    assert_eq!(first.end_cursor.as_ref(), first.cursors.last());
    let second = search(
        &index,
        OfferQuery {
            after: first.end_cursor.clone(),
            ..query.clone()
        },
    );
    assert_eq!(second.total, first.total);
    assert_eq!([first.ids, second.ids].concat(), everything.ids[..20]);
    // Each cursor resumes right after its offer.
    let from_third = search(
        &index,
        OfferQuery {
            after: Some(first.cursors[2].clone()),
            first: 2,
            ..query
        },
    );
    assert_eq!(from_third.ids, everything.ids[3..5]);
}

#[test]
fn paging_by_cursor_returns_each_offer_once_even_when_offers_are_published_meanwhile() {
    // Offers that outlive the test's days, so that none leaves by expiring.
    let index = index_of(synthetic::offers(400, 3).map(|mut o| {
        o.expires_at = NOW + 365 * DAY;
        o
    }));
    let query = OfferQuery {
        terms: "atelier".to_owned(),
        first: 7,
        ..OfferQuery::default()
    };
    let before: HashSet<u64> = found_sorted(&index, query.clone()).into_iter().collect();
    assert!(before.len() > 30, "{} offers", before.len());

    let mut seen = Vec::new();
    let mut page_query = query.clone();
    let mut now = NOW;
    let mut new_id = 10_000;
    let mut added_late = Vec::new();
    loop {
        let page = index.search(&page_query, now).expect("a page");
        seen.extend(&page.ids);
        if !page.has_next_page {
            break;
        }
        // Meanwhile: a new urgent offer with the words in its title (sorts before the cursor)
        // and an old-dated one found only in its description (sorts after it), while time
        // goes by (some urgencies lapse).
        let mut first_in_line = offer(new_id, "Ébéniste d'atelier");
        first_in_line.urgent_until = Some(now + 10 * DAY);
        let mut last_in_line = offer(new_id + 1, "Poste");
        // The plural: the word as typed would rank it above offers holding only `ateliers`.
        last_in_line.description = "Ateliers d'ébénisterie, ébéniste".to_owned();
        last_in_line.published_at = NOW - 400 * DAY - new_id as i64;
        last_in_line.expires_at = NOW + 365 * DAY;
        index.upsert(&first_in_line).expect("indexed");
        index.upsert(&last_in_line).expect("indexed");
        index.commit().expect("committed");
        added_late.push(new_id + 1);
        new_id += 2;
        now += DAY;
        page_query.after = page.end_cursor;
    }
    let unique: HashSet<u64> = seen.iter().copied().collect();
    assert_eq!(unique.len(), seen.len(), "an offer came twice");
    assert!(before.is_subset(&unique), "an offer was skipped");
    for id in added_late {
        assert!(
            unique.contains(&id),
            "offer {id} sorts after the cursor and must be shown"
        );
    }
}

#[test]
fn a_tampered_cursor_is_refused() {
    let index = index_of((1..=5).map(|id| offer(id, "Miroitier")));
    let page = search(
        &index,
        OfferQuery {
            first: 2,
            ..words("miroitier")
        },
    );
    let cursor = page.end_cursor.expect("a cursor");
    let mut tampered = cursor.clone().into_bytes();
    tampered[5] = if tampered[5] == b'x' { b'y' } else { b'x' };
    for bad in [
        String::from_utf8(tampered).expect("ascii"),
        "pas-un-curseur".to_owned(),
        String::new(),
        format!("{cursor}{cursor}"),
        "🙂".to_owned(),
    ] {
        let query = OfferQuery {
            after: Some(bad.clone()),
            ..words("miroitier")
        };
        assert!(
            matches!(index.search(&query, NOW), Err(SearchError::InvalidCursor)),
            "{bad:?} should be refused"
        );
    }
}

#[test]
fn a_page_of_nothing_still_counts() {
    let index = index_of([offer(1, "Encadreur"), offer(2, "Encadreur")]);
    let page = search(
        &index,
        OfferQuery {
            first: 0,
            ..words("encadreur")
        },
    );
    assert!(page.ids.is_empty());
    assert_eq!(page.end_cursor, None);
    assert!(page.has_next_page);
    assert_eq!(page.total, 2);
    assert_eq!(page.facets.contracts, [(CDI, 2)]);
}

// Orders (« Trier par »).

/// Four offers: an Urgent one published 5 days ago paying 30–36 k€, one of 3 days ago without
/// a range, one of yesterday at 25–30 k€ and one of 2 days ago at 41–45 k€; all hold
/// « tapissier », the last one in its title only.
fn offers_to_sort() -> OfferIndex {
    let dated = |id: u64, days: i64, pay: Option<(u32, u32)>| OfferDocument {
        published_at: NOW - days * DAY,
        pay_annual_min: pay.map(|(min, _)| min),
        pay_annual_max: pay.map(|(_, max)| max),
        description: "<p>Atelier de tapissier.</p>".to_owned(),
        ..offer(id, "Garnisseur")
    };
    let mut urgent = dated(1, 5, Some((30_000, 36_000)));
    urgent.urgent_until = Some(NOW + DAY);
    let mut titled = dated(4, 2, Some((41_000, 45_000)));
    titled.title = "Tapissier".to_owned();
    index_of([
        urgent,
        dated(2, 3, None),
        dated(3, 1, Some((25_000, 30_000))),
        titled,
    ])
}

fn sorted(sort: Sort, terms: &str) -> OfferQuery {
    OfferQuery {
        sort,
        ..words(terms)
    }
}

#[test]
fn relevance_puts_urgent_offers_first_then_the_best_match_then_the_newest() {
    let index = offers_to_sort();
    assert_eq!(found(&index, sorted(Sort::Relevance, "")), [1, 3, 4, 2]);
    assert_eq!(
        found(&index, sorted(Sort::Relevance, "tapissier")),
        [1, 4, 3, 2]
    );
}

#[test]
fn recent_puts_the_newest_first_urgent_or_not() {
    let index = offers_to_sort();
    assert_eq!(found(&index, sorted(Sort::Recent, "")), [3, 4, 2, 1]);
    assert_eq!(
        found(&index, sorted(Sort::Recent, "tapissier")),
        [3, 4, 2, 1]
    );
}

#[test]
fn pay_puts_the_highest_yearly_minimum_first_and_offers_without_a_range_last() {
    let index = offers_to_sort();
    assert_eq!(found(&index, sorted(Sort::Pay, "")), [4, 1, 3, 2]);
    // With the filter: the order stays, the offers below the floor leave.
    let paid = OfferQuery {
        min_pay: Some(35_000),
        ..sorted(Sort::Pay, "")
    };
    assert_eq!(found(&index, paid), [4, 1]);
}

#[test]
fn the_order_changes_neither_the_total_nor_the_counts() {
    let index = index_of(synthetic::offers(300, 4));
    let pages = [Sort::Relevance, Sort::Recent, Sort::Pay].map(|sort| {
        search(
            &index,
            OfferQuery {
                positions: vec![1],
                ..sorted(sort, "atelier")
            },
        )
    });
    for page in &pages[1..] {
        assert_eq!(page.total, pages[0].total);
        assert_eq!(page.exact_total, pages[0].exact_total);
        assert_eq!(page.facets, pages[0].facets);
    }
}

#[test]
fn each_order_pages_by_cursor_through_every_offer_once_in_its_order() {
    let index = index_of(synthetic::offers(300, 5));
    for sort in [Sort::Relevance, Sort::Recent, Sort::Pay] {
        let everything = search(
            &index,
            OfferQuery {
                first: 1_000,
                ..sorted(sort, "atelier")
            },
        );
        assert!(everything.ids.len() > 30, "{sort:?}");
        let mut query = OfferQuery {
            first: 7,
            ..sorted(sort, "atelier")
        };
        let mut seen: Vec<u64> = Vec::new();
        loop {
            let page = search(&index, query.clone());
            assert_eq!(page.total, everything.total);
            seen.extend(&page.ids);
            if !page.has_next_page {
                break;
            }
            query.after = page.end_cursor;
        }
        assert_eq!(seen, everything.ids, "{sort:?}");
    }
    // The whole order, checked against the documents.
    let offers: Vec<OfferDocument> = synthetic::offers(300, 5).collect();
    let by_id = |id: u64| &offers[id as usize - 1];
    let all = |sort| {
        search(
            &index,
            OfferQuery {
                first: 1_000,
                sort,
                ..OfferQuery::default()
            },
        )
        .ids
    };
    let recent = all(Sort::Recent);
    assert!(recent
        .windows(2)
        .all(|pair| by_id(pair[0]).published_at >= by_id(pair[1]).published_at));
    let paid = all(Sort::Pay);
    let key = |id: u64| {
        (
            by_id(id).pay_annual_min.unwrap_or(0),
            by_id(id).published_at,
        )
    };
    assert!(paid.windows(2).all(|pair| key(pair[0]) >= key(pair[1])));
    assert!(paid.iter().any(|&id| by_id(id).pay_annual_min.is_none()));
}

#[test]
fn a_cursor_of_another_order_is_refused() {
    let index = index_of((1..=5).map(|id| offer(id, "Miroitier")));
    let page = search(
        &index,
        OfferQuery {
            first: 2,
            ..sorted(Sort::Recent, "miroitier")
        },
    );
    for sort in [Sort::Relevance, Sort::Pay] {
        let query = OfferQuery {
            after: page.end_cursor.clone(),
            ..sorted(sort, "miroitier")
        };
        assert!(
            matches!(index.search(&query, NOW), Err(SearchError::InvalidCursor)),
            "{sort:?}"
        );
    }
}

#[test]
fn in_the_other_orders_an_urgency_lapsing_changes_nothing() {
    let mut urgent = offer(1, "Vitrailliste");
    urgent.urgent_until = Some(NOW + 2 * DAY);
    let index = index_of([urgent, offer(2, "Vitrailliste")]);
    assert_eq!(
        search(&index, words("vitrailliste")).valid_until,
        NOW + 2 * DAY
    );
    assert_eq!(
        search(&index, sorted(Sort::Recent, "vitrailliste")).valid_until,
        NOW + 30 * DAY
    );
}

// The median range of a position in a region (the offer form's help).

#[test]
fn the_medians_of_a_positions_ranges_in_a_region_need_enough_live_offers() {
    let paid = |id: u64, min: u32, max: u32| OfferDocument {
        pay_annual_min: Some(min),
        pay_annual_max: Some(max),
        ..offer(id, "Ébéniste")
    };
    let mut elsewhere = paid(10, 90_000, 99_000);
    elsewhere.region_id = AURA + 1;
    let mut expired = paid(11, 90_000, 99_000);
    expired.expires_at = NOW - 1;
    let index = index_of([
        paid(1, 30_000, 36_000),
        paid(2, 28_000, 33_000),
        paid(3, 32_000, 40_000),
        paid(4, 26_000, 30_000),
        paid(5, 35_000, 42_000),
        // Published before ranges: not counted.
        offer(6, "Ébéniste"),
        elsewhere,
        expired,
    ]);
    let medians = |position, at_least| {
        index
            .pay_medians(position, AURA, NOW, at_least)
            .expect("medians")
    };
    assert_eq!(
        medians(CABINETMAKER, 5),
        Some(PayMedians {
            count: 5,
            annual_min: 30_000,
            annual_max: 36_000
        })
    );
    // A family covers its jobs.
    assert_eq!(medians(FAMILY_FURNITURE, 5).map(|m| m.count), Some(5));
    assert_eq!(medians(CABINETMAKER, 6), None, "fewer offers than asked");
    assert_eq!(
        medians(CABINETMAKER + 1_000, 1),
        None,
        "no offer of that position"
    );
    index.delete(5);
    index.commit().expect("committed");
    assert_eq!(
        medians(CABINETMAKER, 4),
        Some(PayMedians {
            count: 4,
            annual_min: 29_000,
            annual_max: 34_500
        })
    );
}

// Writing.

#[test]
fn an_offer_indexed_again_replaces_the_old_one() {
    let index = index_of([offer(1, "Ébéniste"), offer(2, "Ébéniste")]);
    index.upsert(&offer(1, "Laqueur")).expect("indexed");
    index.commit().expect("committed");
    assert_eq!(found(&index, words("ebeniste")), [2]);
    assert_eq!(found(&index, words("laqueur")), [1]);
    assert_eq!(index.len(), 2);
}

#[test]
fn a_removed_offer_is_no_longer_found() {
    let index = index_of([offer(1, "Ébéniste"), offer(2, "Ébéniste")]);
    index.delete(1);
    assert_eq!(
        found(&index, words("ebeniste")),
        [2, 1],
        "not before the commit"
    );
    index.commit().expect("committed");
    assert_eq!(found(&index, words("ebeniste")), [2]);
    assert_eq!(index.len(), 1);
}

#[test]
fn an_index_on_disk_keeps_its_offers() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    {
        let index = OfferIndex::open_or_create(dir.path()).expect("created");
        assert!(index.is_empty());
        index.upsert(&offer(1, "Vernisseur")).expect("indexed");
        index.commit().expect("committed");
    }
    let index = OfferIndex::open_or_create(dir.path()).expect("reopened");
    assert_eq!(found(&index, words("vernisseur")), [1]);
}

#[test]
fn a_rebuilt_index_swaps_in_while_searches_go_on() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let live = Arc::new(LiveIndex::open(dir.path()).expect("opened"));
    live.upsert(&offer(1, "Ébéniste")).expect("indexed");
    live.commit().expect("committed");

    let done = Arc::new(AtomicBool::new(false));
    let searcher = {
        let (live, done) = (Arc::clone(&live), Arc::clone(&done));
        std::thread::spawn(move || {
            let mut searches = 0;
            while !done.load(Ordering::Relaxed) || searches == 0 {
                let page = live
                    .search(&words("ebeniste"), NOW)
                    .expect("a search during the rebuild");
                assert!(page.total >= 1, "the offers never disappear");
                searches += 1;
            }
            searches
        })
    };

    // The database holds 2,000 offers; one more is published and one removed while the
    // rebuild reads them.
    let rebuilt_from = synthetic::offers(2_000, 4).map(|mut o| {
        if o.id == 1_000 {
            live.upsert(&offer(5_000, "Ébéniste restaurateur"))
                .expect("indexed");
            live.delete(1);
            live.commit().expect("committed");
        }
        if o.id == 1 {
            o.title = "Ébéniste".to_owned();
        }
        o
    });
    live.rebuild(rebuilt_from).expect("rebuilt");
    done.store(true, Ordering::Relaxed);
    assert!(searcher.join().expect("the searching thread") > 0);

    let current = live.current();
    assert_eq!(current.len(), 2_000);
    let page = live
        .search(&words("ebeniste restaurateur"), NOW)
        .expect("a search");
    assert!(page.ids.contains(&5_000), "published during the rebuild");
    assert!(
        !found(
            &current,
            OfferQuery {
                first: 10_000,
                ..words("ebeniste")
            }
        )
        .contains(&1),
        "removed during the rebuild"
    );

    // A restart opens the rebuilt generation.
    drop(current);
    drop(live);
    let reopened = LiveIndex::open(dir.path()).expect("reopened");
    assert_eq!(reopened.current().len(), 2_000);
    let generations = std::fs::read_dir(dir.path()).expect("listed").count();
    assert_eq!(generations, 2, "CURRENT and one generation");
}

#[test]
fn one_index_serves_every_thread_of_the_server() {
    fn shared<T: Send + Sync>() {}
    shared::<OfferIndex>();
    shared::<LiveIndex>();
}

// Typos, synonyms, radius.

#[test]
fn a_misspelt_trade_is_found_and_the_page_says_what_was_searched() {
    let index = index_of([
        offer(1, "Ébéniste H/F"),
        offer(2, "Tapissier décorateur"),
        offer(3, "Doreur"),
    ]);
    let page = search(&index, words("ebenitse"));
    assert_eq!(page.ids, [1]);
    assert_eq!(page.exact_total, 0);
    assert_eq!(page.corrected.as_deref(), Some("ébéniste"));
    let page = search(&index, words("tapisier"));
    assert_eq!(page.ids, [2]);
    assert_eq!(page.corrected.as_deref(), Some("tapissier"));
    let exact = search(
        &index,
        OfferQuery {
            exact: true,
            ..words("ebenitse")
        },
    );
    assert!(exact.ids.is_empty(), "the exact search corrects nothing");
    let page = search(&index, words("ebeniste"));
    assert_eq!(page.corrected, None, "nothing was corrected");
}

#[test]
fn the_first_letter_must_be_right_and_short_words_are_not_corrected() {
    let index = index_of([
        offer(1, "Ébéniste"),
        offer(2, "Doreur"),
        offer(3, "Laqueur"),
    ]);
    assert!(found(&index, words("abeniste")).is_empty(), "first letter");
    assert!(found(&index, words("dorer")).len() <= 1);
    assert!(found(&index, words("dore")).is_empty(), "four letters");
    assert!(
        found(&index, words("ebenstie")).is_empty(),
        "two edits at 8 letters"
    );
    assert_eq!(
        found(&index, words("ebbenisste")),
        [1],
        "two edits at 10 letters"
    );
}

#[test]
fn an_exact_match_ranks_above_a_corrected_one() {
    // `laqueur` is in one offer, `laquer` (one edit away) in many: the word is corrected,
    // and the offer holding it as typed still comes first.
    let mut offers = vec![offer(1, "Laqueur")];
    offers[0].published_at = NOW - 20 * DAY;
    for id in 2..=8 {
        offers.push(offer(id, "Peintre pour laquer des meubles"));
    }
    let index = index_of(offers);
    let page = search(&index, words("laqueur"));
    assert_eq!(page.ids.first(), Some(&1));
    assert_eq!(page.exact_total, 1);
}

#[test]
fn an_abbreviation_of_the_trade_finds_the_whole_word() {
    let index = index_of([
        offer(1, "Architecte d'intérieur"),
        offer(2, "Visual merchandiser"),
        offer(3, "Staffeur ornemaniste"),
        offer(4, "Doreur"),
    ]);
    assert_eq!(found(&index, words("archi")), [1]);
    assert_eq!(found(&index, words("VM")), [2]);
    assert_eq!(found(&index, words("staff")), [3]);
}

#[test]
fn a_radius_finds_the_offers_of_nearby_towns_with_their_distance() {
    let mut villeurbanne = offer(2, "Ébéniste");
    (villeurbanne.latitude, villeurbanne.longitude) = (45.7719, 4.8902);
    let mut grenoble = offer(3, "Ébéniste");
    (grenoble.latitude, grenoble.longitude) = (45.1885, 5.7245);
    let index = index_of([offer(1, "Ébéniste"), villeurbanne, grenoble]);
    let around_lyon = |km| OfferQuery {
        near: Some(ensemblier_index::Near::new(45.764, 4.8357, km)),
        ..words("ebeniste")
    };
    assert_eq!(found_sorted(&index, around_lyon(10)), [1, 2]);
    assert_eq!(found_sorted(&index, around_lyon(100)), [1, 2, 3]);
    let page = search(&index, around_lyon(100));
    let distance_of = |id| page.distances[page.ids.iter().position(|&x| x == id).unwrap_or(0)];
    assert_eq!(distance_of(1), 0);
    assert!(
        (4_000..5_000).contains(&distance_of(2)),
        "{}",
        distance_of(2)
    );
    assert!(
        (90_000..96_000).contains(&distance_of(3)),
        "{}",
        distance_of(3)
    );
    assert_eq!(page.total, 3);
}

/// « Distance » (issue 58, item 8): around Lyon, the offers of the town first (newest first
/// among equals), then Villeurbanne, then Grenoble, whatever their dates; page after page by
/// cursor in the same order, each once; without a circle, the newest first.
#[test]
fn a_radius_search_by_distance_puts_the_nearest_first_page_after_page() {
    let mut villeurbanne = offer(2, "Ébéniste");
    (villeurbanne.latitude, villeurbanne.longitude) = (45.7719, 4.8902);
    let mut grenoble = offer(3, "Ébéniste");
    (grenoble.latitude, grenoble.longitude) = (45.1885, 5.7245);
    let index = index_of([
        offer(1, "Ébéniste"),
        villeurbanne,
        grenoble,
        offer(4, "Ébéniste"),
    ]);
    let around_lyon = |sort| OfferQuery {
        near: Some(ensemblier_index::Near::new(45.764, 4.8357, 100)),
        sort,
        ..words("ebeniste")
    };
    assert_eq!(found(&index, around_lyon(Sort::Recent)), [4, 3, 2, 1]);
    assert_eq!(found(&index, around_lyon(Sort::Distance)), [4, 1, 2, 3]);
    let page = search(&index, around_lyon(Sort::Distance));
    assert!(
        page.distances.windows(2).all(|d| d[0] <= d[1]),
        "{:?}",
        page.distances
    );
    // One offer a page, by cursor.
    let mut after = None;
    let mut paged: Vec<u64> = Vec::new();
    loop {
        let page = search(
            &index,
            OfferQuery {
                first: 1,
                after: after.clone(),
                ..around_lyon(Sort::Distance)
            },
        );
        paged.extend(&page.ids);
        assert_eq!(page.total, 4);
        if !page.has_next_page {
            break;
        }
        after = page.end_cursor;
    }
    assert_eq!(paged, [4, 1, 2, 3]);
    // A cursor of the order by distance is refused by another order.
    let first = search(
        &index,
        OfferQuery {
            first: 1,
            ..around_lyon(Sort::Distance)
        },
    );
    assert!(index
        .search(
            &OfferQuery {
                after: first.end_cursor,
                ..around_lyon(Sort::Recent)
            },
            NOW
        )
        .is_err());
    // Without a circle, every offer is at 0: the newest first.
    assert_eq!(
        found(&index, sorted(Sort::Distance, "ebeniste")),
        [4, 3, 2, 1]
    );
}

/// Offers with yearly maxima: 38,000 € (a 32–38 k€ range), 27,300 € (14–15 € an hour),
/// 35,000 € exactly, and one published before ranges.
fn paid_offers() -> OfferIndex {
    let pays = [
        (1, Some(38_000)),
        (2, Some(27_300)),
        (3, Some(35_000)),
        (4, None),
    ];
    index_of(pays.map(|(id, pay)| OfferDocument {
        pay_annual_max: pay,
        ..offer(id, "Tapissier décorateur")
    }))
}

#[test]
fn a_minimum_pay_finds_the_ranges_that_reach_it() {
    let index = paid_offers();
    let at_least = |euros| OfferQuery {
        min_pay: Some(euros),
        ..OfferQuery::default()
    };
    assert_eq!(found_sorted(&index, at_least(35_000)), [1, 3]);
    assert_eq!(found_sorted(&index, at_least(25_000)), [1, 2, 3]);
    assert_eq!(found_sorted(&index, at_least(40_000)), Vec::<u64>::new());
    // Without the filter, an offer without a range is found as before.
    assert_eq!(found_sorted(&index, OfferQuery::default()), [1, 2, 3, 4]);
}

#[test]
fn each_floor_counts_the_offers_reaching_it_whatever_floor_is_ticked() {
    let index = paid_offers();
    let page = search(
        &index,
        OfferQuery {
            min_pay: Some(35_000),
            ..OfferQuery::default()
        },
    );
    assert_eq!(page.total, 2);
    assert_eq!(
        page.facets.pay_floors,
        [(20_000, 3), (25_000, 3), (30_000, 2), (35_000, 2)]
    );
    // The other groups count what the floor lets through.
    assert_eq!(page.facets.contracts, [(CDI, 2)]);
}

#[test]
fn an_alert_with_a_minimum_pay_matches_as_the_search_finds() {
    let offers = [(1, Some(38_000)), (2, Some(27_300)), (3, None)].map(|(id, pay)| OfferDocument {
        pay_annual_max: pay,
        ..offer(id, "Tapissier décorateur")
    });
    let alert = OfferQuery {
        min_pay: Some(35_000),
        exact: true,
        ..OfferQuery::default()
    };
    let matcher = ensemblier_index::AlertMatcher::new(offers, NOW).expect("a matcher");
    let pairs = matcher.matches([(7, &alert)]).expect("pairs");
    assert_eq!(pairs, [(7, 1)]);
}
