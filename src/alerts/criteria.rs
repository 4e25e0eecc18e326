//! What an alert looks for: a search's criteria in a canonical form, the query it runs, the
//! key that makes the same search one alert, and its French sentence.

use ensemblier_index::{Near, OfferQuery, PlaceFilter, Sort};

use crate::{
    error::{AppError, AppResult, ErrorCode},
    filters::JobFilters,
    places::Places,
    search::start::Start,
};

/// The criteria of a saved search, each list sorted and without repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Criteria {
    pub terms: String,
    pub regions: Vec<i64>,
    pub departments: Vec<i64>,
    /// Communes (a city includes its districts).
    pub cities: Vec<i64>,
    pub districts: Vec<i64>,
    pub contracts: Vec<i64>,
    pub types: Vec<i64>,
    pub salaries: Vec<i64>,
    pub positions: Vec<i64>,
    /// « Salaire minimum », euros a year (issue 36).
    pub min_pay: Option<i32>,
    /// « Trier par » of the search the alert was saved from (issue 39): kept for its address
    /// only, neither in its key nor in what it finds.
    pub sort: Sort,
    /// « Dans un rayon de … » around the one town of the criteria, in km (0: the town only;
    /// issue 58): part of what the alert finds and of its key.
    pub radius_km: u32,
    /// « Savoir-faire labellisé »: only offers of companies holding an approved label.
    pub labelled: bool,
    /// « Diplôme préparé » (issue 55): training offers preparing one of these.
    pub diplomas: Vec<i64>,
    /// « Début »: the choice, read against the day the alert runs (`Criteria::query`).
    pub start: Option<Start>,
}

fn ids(values: &[u64]) -> Vec<i64> {
    let mut ids: Vec<i64> = values
        .iter()
        .filter_map(|&v| i64::try_from(v).ok())
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

fn unsigned(values: &[i64]) -> Vec<u64> {
    values
        .iter()
        .filter_map(|&v| u64::try_from(v).ok())
        .collect()
}

fn sorted(mut values: Vec<i64>) -> Vec<i64> {
    values.sort_unstable();
    values.dedup();
    values
}

impl Criteria {
    /// The criteria of a search read by `search_args`, its places kept (typo correction is
    /// not part of an alert: docs/alerts.md); the radius is set apart ([`Criteria::radius_km`]).
    pub fn from_query(query: &OfferQuery) -> Self {
        let mut criteria = Criteria {
            terms: query.terms.split_whitespace().collect::<Vec<_>>().join(" "),
            contracts: ids(&query.contracts),
            types: ids(&query.types),
            salaries: ids(&query.salaries),
            positions: ids(&query.positions),
            min_pay: query.min_pay.and_then(|euros| i32::try_from(euros).ok()),
            sort: query.sort,
            labelled: query.labelled,
            diplomas: ids(&query.diplomas),
            ..Criteria::default()
        };
        for place in &query.places {
            let (list, id) = match *place {
                PlaceFilter::Region(id) => (&mut criteria.regions, id),
                PlaceFilter::Department(id) => (&mut criteria.departments, id),
                PlaceFilter::City(id) => (&mut criteria.cities, id),
                PlaceFilter::District(id) => (&mut criteria.districts, id),
            };
            list.extend(i64::try_from(id).ok());
        }
        for list in [
            &mut criteria.regions,
            &mut criteria.departments,
            &mut criteria.cities,
            &mut criteria.districts,
        ] {
            *list = sorted(std::mem::take(list));
        }
        criteria
    }

    /// The search the alert runs: `jobOffers` with these arguments and `exact: true`; with a
    /// radius, the circle around its town, whose position `centre` gives (as `jobOffers`
    /// reads `radius`: the circle replaces the town).
    pub fn query(&self, centre: impl Fn(i64) -> Option<(f64, f64)>) -> OfferQuery {
        let mut places = Vec::new();
        places.extend(unsigned(&self.regions).into_iter().map(PlaceFilter::Region));
        places.extend(
            unsigned(&self.departments)
                .into_iter()
                .map(PlaceFilter::Department),
        );
        places.extend(unsigned(&self.cities).into_iter().map(PlaceFilter::City));
        places.extend(
            unsigned(&self.districts)
                .into_iter()
                .map(PlaceFilter::District),
        );
        // Saved only around one known town (`search_args::around`, when the alert is made).
        let town = match places.as_slice() {
            [PlaceFilter::City(id) | PlaceFilter::District(id)] => i64::try_from(*id).ok(),
            _ => None,
        };
        let near = town
            .filter(|_| self.radius_km > 0)
            .and_then(centre)
            .map(|(latitude, longitude)| Near::new(latitude, longitude, self.radius_km));
        if near.is_some() {
            places.clear();
        }
        OfferQuery {
            terms: self.terms.clone(),
            exact: true,
            near,
            contracts: unsigned(&self.contracts),
            types: unsigned(&self.types),
            salaries: unsigned(&self.salaries),
            positions: unsigned(&self.positions),
            min_pay: self.min_pay.and_then(|euros| u32::try_from(euros).ok()),
            places,
            sort: self.sort,
            labelled: self.labelled,
            diplomas: unsigned(&self.diplomas),
            start_months: self
                .start
                .map(|start| start.months(crate::filters::today()))
                .unwrap_or_default(),
            ..OfferQuery::default()
        }
    }

    /// One text per search: keywords compared without case or extra spaces; the order is not
    /// part of it (the same search in another order is the same alert).
    pub fn key(&self) -> String {
        let list = |ids: &[i64]| {
            ids.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        // The minimum pay, the radius and the label are added only when set, so the keys of
        // earlier alerts stay.
        let min_pay = self
            .min_pay
            .map(|euros| format!("|m{euros}"))
            .unwrap_or_default();
        let radius = if self.radius_km > 0 {
            format!("|n{}", self.radius_km)
        } else {
            String::new()
        };
        let labelled = if self.labelled { "|l" } else { "" };
        let diplomas = if self.diplomas.is_empty() {
            String::new()
        } else {
            format!("|g{}", list(&self.diplomas))
        };
        let start = self
            .start
            .map(|start| format!("|b{}", start.name()))
            .unwrap_or_default();
        format!(
            "{}|r{}|d{}|c{}|q{}|k{}|t{}|s{}|p{}{min_pay}{radius}{labelled}{diplomas}{start}",
            self.terms.to_lowercase(),
            list(&self.regions),
            list(&self.departments),
            list(&self.cities),
            list(&self.districts),
            list(&self.contracts),
            list(&self.types),
            list(&self.salaries),
            list(&self.positions),
        )
    }

    /// The search's address on `/emploi` (its query string, as the UI writes it).
    pub fn search_query(&self) -> String {
        let mut parts = Vec::new();
        if !self.terms.is_empty() {
            parts.push(format!("search={}", encode_component(&self.terms)));
        }
        let places: Vec<String> = [
            ("region", &self.regions),
            ("department", &self.departments),
            ("city", &self.cities),
            ("district", &self.districts),
        ]
        .iter()
        .flat_map(|(kind, ids)| ids.iter().map(move |id| format!("{kind}-{id}")))
        .collect();
        if !places.is_empty() {
            parts.push(format!("places={}", places.join(",")));
        }
        for (name, ids) in [
            ("contracts", &self.contracts),
            ("types", &self.types),
            ("salaries", &self.salaries),
            ("positions", &self.positions),
            ("diplomas", &self.diplomas),
        ] {
            if !ids.is_empty() {
                let ids: Vec<String> = ids.iter().map(ToString::to_string).collect();
                parts.push(format!("{name}={}", ids.join(",")));
            }
        }
        if self.radius_km > 0 {
            parts.push(format!("radius={}", self.radius_km));
        }
        if let Some(euros) = self.min_pay {
            parts.push(format!("minPay={euros}"));
        }
        if self.labelled {
            parts.push("labelled=1".to_owned());
        }
        if let Some(start) = self.start {
            parts.push(format!("start={}", start.name()));
        }
        if self.sort != Sort::Relevance {
            parts.push(format!("sort={}", crate::search::sort::name(self.sort)));
        }
        parts.join("&")
    }

    /// Refuses options and places that do not exist (a search finds nothing with them; an
    /// alert would wait for nothing). `localities` gives each known locality's city (`None`
    /// for a commune).
    pub fn check(
        &self,
        places: &Places,
        filters: &JobFilters,
        localities: &[(i64, Option<i64>)],
    ) -> AppResult<()> {
        let unknown_option = || {
            AppError::invalid(
                ErrorCode::UnknownOption,
                "Une des options choisies n'existe pas.",
            )
        };
        if !self
            .contracts
            .iter()
            .all(|&id| filters.contract(id).is_some())
            || !self.types.iter().all(|&id| filters.job_type(id).is_some())
            || !self.salaries.iter().all(|&id| filters.salary(id).is_some())
            || !self
                .positions
                .iter()
                .all(|&id| filters.position(id).is_some())
            || !self
                .diplomas
                .iter()
                .all(|&id| filters.diploma(id).is_some())
        {
            return Err(unknown_option());
        }
        let city_of = |id: i64| localities.iter().find(|(l, _)| *l == id).map(|(_, c)| *c);
        if !self.regions.iter().all(|&id| places.region(id).is_some())
            || !self
                .departments
                .iter()
                .all(|&id| places.department(id).is_some())
            || !self.cities.iter().all(|&id| city_of(id) == Some(None))
            || !self
                .districts
                .iter()
                .all(|&id| matches!(city_of(id), Some(Some(_))))
        {
            return Err(unknown_place());
        }
        Ok(())
    }

    /// The French sentence of the criteria: « ébéniste » à Lyon (69), CDI.
    /// `locality_names` gives each town's or district's label (`Lyon (69)`).
    pub fn sentence(
        &self,
        places: &Places,
        filters: &JobFilters,
        locality_name: &dyn Fn(i64) -> Option<String>,
    ) -> String {
        let mut parts: Vec<String> = Vec::new();
        let mut head = Vec::new();
        if !self.terms.is_empty() {
            head.push(format!("« {} »", self.terms));
        }
        let mut where_: Vec<String> = Vec::new();
        for id in self.cities.iter().chain(&self.districts) {
            if let Some(name) = locality_name(*id) {
                where_.push(format!("à {name}"));
            }
        }
        for id in &self.departments {
            if let Some(d) = places.department(*id) {
                where_.push(format!("dans le département {} ({})", d.name, d.code));
            }
        }
        for id in &self.regions {
            if let Some(r) = places.region(*id) {
                where_.push(format!("en {}", r.name));
            }
        }
        if !where_.is_empty() {
            head.push(where_.join(" ou "));
        }
        if self.radius_km > 0 {
            head.push(format!("dans un rayon de {}\u{a0}km", self.radius_km));
        }
        if head.is_empty() {
            head.push("Toutes les offres".to_owned());
        }
        parts.push(head.join(" "));
        parts.extend(
            self.contracts
                .iter()
                .filter_map(|&id| filters.contract(id).map(|c| c.name.clone())),
        );
        parts.extend(
            self.types
                .iter()
                .filter_map(|&id| filters.job_type(id).map(|t| t.name.clone())),
        );
        parts.extend(
            self.positions
                .iter()
                .filter_map(|&id| filters.position(id).map(|p| p.name.clone())),
        );
        parts.extend(
            self.salaries
                .iter()
                .filter_map(|&id| filters.salary(id).map(|s| s.interval_label.clone())),
        );
        if let Some(euros) = self.min_pay {
            parts.push(format!(
                "salaire ≥ {}\u{a0}€ brut/an",
                crate::offers::pay::euros(i64::from(euros) * 100)
            ));
        }
        if self.labelled {
            parts.push("savoir-faire labellisé".to_owned());
        }
        parts.extend(
            self.diplomas
                .iter()
                .filter_map(|&id| filters.diploma(id).map(|d| d.name.clone())),
        );
        parts.extend(self.start.map(|start| start.label().to_owned()));
        parts.join(", ")
    }
}

/// A place of the criteria does not exist.
pub fn unknown_place() -> AppError {
    AppError::invalid(
        ErrorCode::UnknownPlace,
        "Un des lieux choisis n'existe pas.",
    )
}

/// JavaScript's `encodeURIComponent`, so the server writes the addresses the UI writes.
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z'
            | b'a'..=b'z'
            | b'0'..=b'9'
            | b'-'
            | b'_'
            | b'.'
            | b'!'
            | b'~'
            | b'*'
            | b'\''
            | b'('
            | b')' => out.push(char::from(byte)),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_search_has_one_key_whatever_the_order_and_case() {
        let a = Criteria::from_query(&OfferQuery {
            terms: " Ébéniste  lyon ".into(),
            contracts: vec![2, 1, 2],
            places: vec![PlaceFilter::City(7), PlaceFilter::Region(3)],
            ..OfferQuery::default()
        });
        let b = Criteria::from_query(&OfferQuery {
            terms: "ébéniste lyon".into(),
            contracts: vec![1, 2],
            places: vec![PlaceFilter::Region(3), PlaceFilter::City(7)],
            ..OfferQuery::default()
        });
        assert_eq!(a.key(), b.key());
        assert_eq!(a.contracts, vec![1, 2]);
        assert_ne!(a.key(), Criteria::default().key());
    }

    #[test]
    fn the_search_address_is_the_one_the_ui_writes() {
        let criteria = Criteria {
            terms: "ébéniste d'art".into(),
            regions: vec![3],
            districts: vec![12],
            contracts: vec![1, 2],
            ..Criteria::default()
        };
        assert_eq!(
            criteria.search_query(),
            "search=%C3%A9b%C3%A9niste%20d'art&places=region-3,district-12&contracts=1,2"
        );
        assert_eq!(Criteria::from_query(&criteria.query(|_| None)), criteria);
        // The order comes last, as the UI writes it; « Pertinence » is left out.
        let sorted = Criteria {
            min_pay: Some(30_000),
            sort: Sort::Pay,
            ..criteria
        };
        assert_eq!(
            sorted.search_query(),
            "search=%C3%A9b%C3%A9niste%20d'art&places=region-3,district-12&contracts=1,2\
             &minPay=30000&sort=pay"
        );
        assert_eq!(Criteria::from_query(&sorted.query(|_| None)), sorted);
    }

    #[test]
    fn the_order_is_not_part_of_the_key() {
        let relevance = Criteria {
            terms: "doreur".into(),
            ..Criteria::default()
        };
        let recent = Criteria {
            sort: Sort::Recent,
            ..relevance.clone()
        };
        assert_eq!(relevance.key(), recent.key());
        assert_eq!(recent.search_query(), "search=doreur&sort=recent");
    }

    #[test]
    fn a_radius_is_part_of_the_alert_its_key_its_address_and_its_sentence() {
        let lyon = Criteria {
            terms: "tapissier".into(),
            cities: vec![69123],
            ..Criteria::default()
        };
        let around = Criteria {
            radius_km: 50,
            ..lyon.clone()
        };
        assert_ne!(lyon.key(), around.key());
        assert!(
            lyon.key().ends_with("|p"),
            "earlier keys stay: {}",
            lyon.key()
        );
        assert_eq!(
            around.search_query(),
            "search=tapissier&places=city-69123&radius=50"
        );
        let query = around.query(|id| (id == 69123).then_some((45.76, 4.83)));
        assert_eq!(query.near, Some(Near::new(45.76, 4.83, 50)));
        assert!(query.places.is_empty(), "the circle replaces the town");
        assert_eq!(
            around.sentence(&Places::default(), &JobFilters::default(), &|_| Some(
                "Lyon (69)".into()
            )),
            "« tapissier » à Lyon (69) dans un rayon de 50\u{a0}km"
        );
        // Without a known centre, the town alone (never every offer).
        assert_eq!(
            around.query(|_| None).places,
            vec![PlaceFilter::City(69123)]
        );
    }

    #[test]
    fn the_label_filter_is_part_of_the_alert_its_key_its_address_and_its_sentence() {
        let doreur = Criteria {
            terms: "doreur".into(),
            sort: Sort::Recent,
            ..Criteria::default()
        };
        let labelled = Criteria {
            labelled: true,
            ..doreur.clone()
        };
        assert_ne!(doreur.key(), labelled.key());
        // As the UI writes it: after the floor, before the order.
        assert_eq!(
            labelled.search_query(),
            "search=doreur&labelled=1&sort=recent"
        );
        assert!(labelled.query(|_| None).labelled);
        assert_eq!(Criteria::from_query(&labelled.query(|_| None)), labelled);
        assert_eq!(
            labelled.sentence(&Places::default(), &JobFilters::default(), &|_| None),
            "« doreur », savoir-faire labellisé"
        );
    }
}
