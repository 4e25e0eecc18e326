//! The alert matcher: given the offers newly published and the enabled alerts, the (alert,
//! offer) pairs — exactly what the search answers for each alert, restricted to those offers.
//!
//! How: the new offers go into a small index in memory; the keywords of the alerts are run
//! against it once per distinct keywords (alerts share few distinct keywords), through the
//! same analysis and query as the search, giving the set of offers each text matches. The
//! places and the filter groups, plain equalities on a few ids, are then checked per alert in
//! memory, from the offers of its places (or of its keywords) only. docs/alerts.md has the
//! choice and benches/README.md its figures.

use std::collections::{hash_map::Entry, HashMap};

use crate::collect::Circle;
use crate::{IndexError, OfferDocument, OfferIndex, OfferQuery, PlaceFilter, SearchError};

/// The new offers, ready to be matched against any number of alerts.
pub struct AlertMatcher {
    /// By id: the offers of a place, of a text or all of them, visited in position order,
    /// give each alert's pairs already sorted.
    offers: Vec<OfferDocument>,
    /// Each offer's position, by id.
    position: HashMap<u64, u32>,
    index: OfferIndex,
    by_place: HashMap<PlaceFilter, Vec<u32>>,
    now: i64,
}

/// The offers an alert's keywords find: a flag per offer, and their positions.
struct TextMatches {
    flags: Vec<bool>,
    list: Vec<u32>,
}

impl AlertMatcher {
    /// Indexes `offers` (those expired at `now` are left out: the search never finds them).
    pub fn new(
        offers: impl IntoIterator<Item = OfferDocument>,
        now: i64,
    ) -> Result<Self, IndexError> {
        let mut offers: Vec<OfferDocument> = offers
            .into_iter()
            .filter(|offer| offer.expires_at > now)
            .collect();
        offers.sort_unstable_by_key(|offer| offer.id);
        let position = offers
            .iter()
            .enumerate()
            .map(|(i, offer)| (offer.id, i as u32))
            .collect();
        let index = OfferIndex::in_memory_exact()?;
        let mut by_place: HashMap<PlaceFilter, Vec<u32>> = HashMap::new();
        for (position, offer) in offers.iter().enumerate() {
            index.upsert(offer)?;
            let position = position as u32;
            let mut places = vec![
                PlaceFilter::Region(offer.region_id),
                PlaceFilter::Department(offer.department_id),
                PlaceFilter::City(offer.city_id),
            ];
            places.extend(offer.district_id.map(PlaceFilter::District));
            for place in places {
                by_place.entry(place).or_default().push(position);
            }
        }
        index.commit()?;
        Ok(AlertMatcher {
            offers,
            position,
            index,
            by_place,
            now,
        })
    }

    /// The offers matching `terms` (`None` for blank keywords: every offer).
    fn text(&self, terms: &str) -> Result<Option<TextMatches>, SearchError> {
        if terms.trim().is_empty() {
            return Ok(None);
        }
        let page = self.index.search(
            &OfferQuery {
                terms: terms.to_owned(),
                exact: true,
                first: self.offers.len().max(1),
                ..OfferQuery::default()
            },
            self.now,
        )?;
        let mut flags = vec![false; self.offers.len()];
        let mut list: Vec<u32> = page
            .ids
            .iter()
            .filter_map(|id| self.position.get(id).copied())
            .collect();
        list.sort_unstable();
        for &i in &list {
            flags[i as usize] = true;
        }
        Ok(Some(TextMatches { flags, list }))
    }

    /// The `(alert id, offer id)` pairs: each offer that `jobOffers` with the alert's
    /// arguments and `exact: true` finds, among the new offers. Sorted. An alert within a
    /// radius (`near`) keeps the offers of its circle, measured as the search measures them.
    pub fn matches<'a>(
        &self,
        alerts: impl IntoIterator<Item = (u64, &'a OfferQuery)>,
    ) -> Result<Vec<(u64, u64)>, SearchError> {
        let mut texts: HashMap<&'a str, Option<TextMatches>> = HashMap::new();
        let mut pairs = Vec::new();
        let all: Vec<u32> = (0..self.offers.len() as u32).collect();
        let mut candidates: Vec<u32> = Vec::new();
        for (alert, query) in alerts {
            if self.offers.is_empty() {
                break;
            }
            let text = match texts.entry(query.terms.as_str()) {
                Entry::Occupied(known) => known.into_mut(),
                Entry::Vacant(new) => new.insert(self.text(&query.terms)?),
            }
            .as_ref();
            let pool: &[u32] = if query.places.is_empty() {
                text.map_or(&all, |t| &t.list)
            } else {
                candidates.clear();
                for place in &query.places {
                    if let Some(offers) = self.by_place.get(place) {
                        candidates.extend(offers);
                    }
                }
                if query.places.len() > 1 {
                    candidates.sort_unstable();
                    candidates.dedup();
                }
                &candidates
            };
            let circle = query.near.map(Circle::new);
            let unfiltered = circle.is_none()
                && query.contracts.is_empty()
                && query.salaries.is_empty()
                && query.types.is_empty()
                && query.positions.is_empty()
                && query.min_pay.is_none()
                && !query.labelled
                && query.diplomas.is_empty()
                && query.start_months.is_empty();
            let flags = text.filter(|_| !query.places.is_empty()).map(|t| &t.flags);
            for &i in pool {
                if flags.is_some_and(|flags| !flags[i as usize]) {
                    continue;
                }
                let offer = &self.offers[i as usize];
                if circle.is_some_and(|circle| {
                    circle
                        .distance(offer.latitude as f32, offer.longitude as f32)
                        .is_none()
                }) {
                    continue;
                }
                if unfiltered || filters_hold(query, offer) {
                    pairs.push((alert, offer.id));
                }
            }
        }
        // Each alert's pairs come by offer id; alerts given by id need no sort.
        if !pairs.is_sorted() {
            pairs.sort_unstable();
        }
        Ok(pairs)
    }
}

/// The filter groups: within a group one option is enough, across groups all must hold.
fn filters_hold(query: &OfferQuery, offer: &OfferDocument) -> bool {
    let any =
        |wanted: &[u64], held: &[u64]| wanted.is_empty() || held.iter().any(|h| wanted.contains(h));
    any(&query.contracts, &[offer.contract_id])
        && any(&query.salaries, &[offer.salary_id])
        && any(&query.types, &offer.type_ids)
        && any(&query.positions, &offer.position_ids)
        && (!query.labelled || offer.labelled)
        && (query.diplomas.is_empty()
            || offer
                .diploma_id
                .is_some_and(|d| query.diplomas.contains(&d)))
        && (query.start_months.is_empty()
            || offer
                .start_month
                .is_some_and(|m| query.start_months.contains(&m)))
        && query.min_pay.is_none_or(|floor| {
            // As the search reads it: thousands of euros (floors are whole thousands).
            u32::from(crate::schema::pay_thousands(offer.pay_annual_max)) * 1_000 >= floor
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offer(id: u64, title: &str, city: u64, district: Option<u64>) -> OfferDocument {
        OfferDocument {
            id,
            title: title.to_owned(),
            contract_id: 1,
            salary_id: 1,
            pay_annual_max: None,
            type_ids: vec![1],
            position_ids: vec![10, 11],
            region_id: 84,
            department_id: 69,
            city_id: city,
            district_id: district,
            published_at: 0,
            expires_at: 1_000,
            ..OfferDocument::default()
        }
    }

    #[test]
    fn an_alert_for_a_city_gets_the_offers_of_its_districts_with_the_same_french_analysis() {
        let matcher = AlertMatcher::new(
            [
                offer(1, "Ébéniste", 69123, Some(69383)),
                offer(2, "Décoratrice", 69123, None),
                offer(3, "Ébéniste", 75056, None),
            ],
            10,
        )
        .expect("matcher");
        let lyon = OfferQuery {
            terms: "ebeniste".into(),
            places: vec![PlaceFilter::City(69123)],
            ..OfferQuery::default()
        };
        let family = OfferQuery {
            positions: vec![10],
            contracts: vec![2],
            ..OfferQuery::default()
        };
        let everything = OfferQuery::default();
        assert_eq!(
            matcher
                .matches([(7, &lyon), (8, &family), (9, &everything)])
                .expect("matches"),
            vec![(7, 1), (9, 1), (9, 2), (9, 3)]
        );
    }

    #[test]
    fn an_alert_within_a_radius_gets_the_offers_of_its_circle() {
        let at = |mut offer: OfferDocument, latitude: f64, longitude: f64| {
            offer.latitude = latitude;
            offer.longitude = longitude;
            offer
        };
        let matcher = AlertMatcher::new(
            [
                // Lyon, Villeurbanne (5 km), Grenoble (95 km).
                at(offer(1, "Tapissier", 69123, None), 45.764, 4.8357),
                at(offer(2, "Tapissier", 69266, None), 45.7719, 4.8902),
                at(offer(3, "Tapissier", 38185, None), 45.1885, 5.7245),
            ],
            10,
        )
        .expect("matcher");
        let within = |km| OfferQuery {
            terms: "tapissier".into(),
            near: Some(crate::Near::new(45.764, 4.8357, km)),
            ..OfferQuery::default()
        };
        let (fifty, hundred) = (within(50), within(100));
        assert_eq!(
            matcher
                .matches([(1, &fifty), (2, &hundred)])
                .expect("matches"),
            vec![(1, 1), (1, 2), (2, 1), (2, 2), (2, 3)]
        );
    }
}
