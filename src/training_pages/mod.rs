//! The landing pages of training offers (issue 55, item 6; docs/offers.md, "Landing pages of
//! training offers"): a student searches « alternance tapissier CAP », not our search form.
//! `/alternance` and `/stage` list the pages that have live offers; `/alternance/{métier}`,
//! `/alternance/{métier}/{diplôme}` and `/stage/{métier}` list a trade's live offers of that
//! kind, newest first, and link to the same search on `/emploi`.
//!
//! A trade is the salary barometer's (`salaries::trades`): one list of the trades with a page.

pub mod read;

use ensemblier_index::Sort;

use crate::{
    alerts::criteria::Criteria,
    filters::{Diploma, JobFilters},
    salaries::{self, Trade},
};

/// Offers a page lists; the rest are one click away in the search.
pub const PAGE_OFFERS: usize = 30;
/// Links an index page lists (the sitemap lists every page).
pub const INDEX_LINKS: usize = 300;
/// Links to a trade's other pages (its page and its diplomas').
pub const RELATED_LINKS: usize = 30;

/// The two kinds of pages: apprenticeship and professionalisation contracts together (what a
/// student calls « alternance »), and internships.
#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
#[graphql(name = "TrainingPageKind")]
pub enum TrainingKind {
    Alternance,
    Stage,
}

impl TrainingKind {
    /// The first segment of its pages' paths.
    pub fn segment(self) -> &'static str {
        match self {
            Self::Alternance => "alternance",
            Self::Stage => "stage",
        }
    }

    pub fn from_segment(segment: &str) -> Option<Self> {
        [Self::Alternance, Self::Stage]
            .into_iter()
            .find(|kind| kind.segment() == segment)
    }

    /// « Alternance », « Stage »: the start of its titles.
    pub fn word(self) -> &'static str {
        match self {
            Self::Alternance => "Alternance",
            Self::Stage => "Stage",
        }
    }

    /// Its index page's title.
    pub fn index_title(self) -> &'static str {
        match self {
            Self::Alternance => "Offres d’alternance de la décoration et des métiers d’art",
            Self::Stage => "Offres de stage de la décoration et des métiers d’art",
        }
    }

    /// Whether its pages go down to the diploma (an internship's diploma is optional).
    pub fn by_diploma(self) -> bool {
        self == Self::Alternance
    }

    /// The contracts (reference data codes) its pages list.
    fn contract_codes(self) -> &'static [&'static str] {
        match self {
            Self::Alternance => &["alternance", "professionnalisation"],
            Self::Stage => &["stage"],
        }
    }

    pub fn contract_ids(self, filters: &JobFilters) -> Vec<i64> {
        filters
            .contracts
            .iter()
            .filter(|contract| self.contract_codes().contains(&contract.code.as_str()))
            .map(|contract| contract.id)
            .collect()
    }

    pub fn index_path(self) -> String {
        format!("/{}", self.segment())
    }
}

/// One landing page: a trade, and for an apprenticeship maybe a diploma.
#[derive(Clone, Debug)]
pub struct Page<'a> {
    pub kind: TrainingKind,
    pub trade: Trade<'a>,
    pub diploma: Option<&'a Diploma>,
}

/// The page of `trade` (a position's code) and `diploma` (a diploma's code); `None` for an
/// unknown one, or a diploma on an internship's page.
pub fn find<'a>(
    filters: &'a JobFilters,
    kind: TrainingKind,
    trade: &str,
    diploma: Option<&str>,
) -> Option<Page<'a>> {
    let trade = salaries::trade(filters, trade)?;
    let diploma = match diploma {
        Some(code) if kind.by_diploma() => Some(filters.diplomas.iter().find(|d| d.code == code)?),
        Some(_) => return None,
        None => None,
    };
    Some(Page {
        kind,
        trade,
        diploma,
    })
}

/// « CAP », « BMA » (without its long name in brackets).
fn short_name(diploma: &Diploma) -> &str {
    diploma
        .name
        .split_once(" (")
        .map_or(&diploma.name, |(short, _)| short)
}

/// « ébéniste » of « Ébéniste », « tapissier décorateur / tapissière décoratrice » of
/// « Tapissier décorateur / Tapissière décoratrice »: a trade's name inside a sentence.
fn inside_sentence(name: &str) -> String {
    name.split(" / ")
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_lowercase().chain(chars).collect()
            })
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

impl Page<'_> {
    /// `/alternance/ebeniste/cap`.
    pub fn path(&self) -> String {
        let trade = format!("/{}/{}", self.kind.segment(), self.trade.code);
        match self.diploma {
            Some(diploma) => format!("{trade}/{}", diploma.code),
            None => trade,
        }
    }

    /// « Alternance ébéniste — CAP », « Stage architecte d'intérieur ».
    pub fn title(&self) -> String {
        let trade = format!("{} {}", self.kind.word(), inside_sentence(self.trade.name));
        match self.diploma {
            Some(diploma) => format!("{trade} — {}", short_name(diploma)),
            None => trade,
        }
    }

    /// The head's description.
    pub fn description(&self, offers: i64) -> String {
        let what = match self.kind {
            TrainingKind::Alternance => "Apprentissage et contrat de professionnalisation",
            TrainingKind::Stage => "Stages conventionnés",
        };
        let diploma = self
            .diploma
            .map(|d| format!(" préparant le {}", short_name(d)))
            .unwrap_or_default();
        let count = match offers {
            0 => "Aucune offre en ligne pour le moment".to_owned(),
            1 => "1 offre en ligne".to_owned(),
            n => format!("{n} offres en ligne"),
        };
        format!(
            "{} : {count}. {what}{diploma} dans les ateliers et entreprises de la décoration et des métiers d’art, avec le rythme, le début et la rémunération de chaque offre.",
            self.title()
        )
    }

    /// The same offers on `/emploi` (its query string), newest first.
    pub fn search_query(&self, filters: &JobFilters) -> String {
        let mut contracts = self.kind.contract_ids(filters);
        contracts.sort_unstable();
        Criteria {
            positions: vec![self.trade.id],
            contracts,
            diplomas: self.diploma.map(|d| vec![d.id]).unwrap_or_default(),
            sort: Sort::Recent,
            ..Criteria::default()
        }
        .search_query()
    }
}

/// Every page with live offers, in the trades' order, each trade's page before its diplomas'
/// (in the diplomas' order), with its count.
pub fn pages_with_offers<'a>(
    filters: &'a JobFilters,
    kind: TrainingKind,
    counts: &[read::Count],
) -> Vec<(Page<'a>, i64)> {
    let mut pages = Vec::new();
    for trade in salaries::trades(filters) {
        let of_trade: Vec<&read::Count> = counts
            .iter()
            .filter(|c| c.position_id == trade.id)
            .collect();
        let total: i64 = of_trade.iter().map(|c| c.offers).sum();
        if total == 0 {
            continue;
        }
        pages.push((
            Page {
                kind,
                trade: trade.clone(),
                diploma: None,
            },
            total,
        ));
        if !kind.by_diploma() {
            continue;
        }
        for diploma in &filters.diplomas {
            let offers: i64 = of_trade
                .iter()
                .filter(|c| c.diploma_id == Some(diploma.id))
                .map(|c| c.offers)
                .sum();
            if offers > 0 {
                pages.push((
                    Page {
                        kind,
                        trade: trade.clone(),
                        diploma: Some(diploma),
                    },
                    offers,
                ));
            }
        }
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diploma(code: &str, name: &str) -> Diploma {
        Diploma {
            id: 1,
            code: code.to_owned(),
            name: name.to_owned(),
            rncp_level: 4,
        }
    }

    #[test]
    fn a_diploma_is_named_short_and_a_trade_inside_the_sentence() {
        assert_eq!(
            short_name(&diploma("bma", "BMA (brevet des métiers d’art)")),
            "BMA"
        );
        assert_eq!(short_name(&diploma("cap", "CAP")), "CAP");
        assert_eq!(inside_sentence("Ébéniste"), "ébéniste");
        assert_eq!(
            inside_sentence("Architecte d'intérieur"),
            "architecte d'intérieur"
        );
        assert_eq!(
            inside_sentence("Infographiste 3D / Perspectiviste"),
            "infographiste 3D / perspectiviste"
        );
    }

    #[test]
    fn each_kind_has_its_segment() {
        for kind in [TrainingKind::Alternance, TrainingKind::Stage] {
            assert_eq!(TrainingKind::from_segment(kind.segment()), Some(kind));
        }
        assert_eq!(TrainingKind::from_segment("cdi"), None);
    }
}
