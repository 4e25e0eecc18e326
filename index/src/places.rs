//! Places typed among the keywords (`architecte lyon`, `ébéniste saint etienne`, `staffeur
//! idf`): the [`Gazetteer`] finds the names of towns, departments and regions in the keywords,
//! so the server can turn them into a place filter and search the rest as keywords.
//!
//! Rules (`docs/search.md`):
//! - names are matched on [`place_key`]: accents, case, hyphens, apostrophes and spaces ignored
//!   (`saint etienne` = `Saint-Étienne`, `bouches du rhone` = `Bouches-du-Rhône`); the longest
//!   name wins (`aix en provence` before `aix`);
//! - a name shared by several places means the biggest kind that carries it, regions before
//!   departments before towns, except a town of 100,000 inhabitants or more (`paris`), and
//!   among towns the most populous;
//! - aliases: `idf`, `paca`, `aura` and the like (given by the server with the names);
//! - a name of one word that is also a word of the trade (`peintre`, `couture`) or a common
//!   word (`sens`, `cher`) stays a keyword unless written as a place: after `à`, `a`, `sur`,
//!   `près de`, `vers`, `dans`, or before a department or postal code (`couture 16`);
//! - towns of one word under [`SMALLEST_TOWN`] inhabitants are left out: their names are too
//!   often ordinary words.

use std::collections::{HashMap, HashSet};

use crate::text::{fold, place_key};
use crate::PlaceFilter;

/// One-word town names are recognised from this population on.
pub const SMALLEST_TOWN: u64 = 2_000;
/// A town this big is meant before a department or region of the same name (`paris`).
const BIG_CITY: u64 = 100_000;
/// The longest place name, in words (`saint-remy-en-bouzemont-saint-genest-et-isson`).
const LONGEST_NAME: usize = 8;

/// Ordinary French words that are also the one-word names of places.
#[rustfmt::skip]
const COMMON_WORDS: &[&str] = &[
    "sens", "eu", "rue", "vitre", "cher", "lot", "manche", "nord", "somme", "ain", "aube",
    "gers", "creuse", "moulins", "bar", "lit", "mur", "eure", "orne", "var", "vienne",
];

/// Words that say the next one is a place.
const BEFORE_A_PLACE: &[&str] = &["a", "sur", "pres", "vers", "dans", "en"];

/// A place the gazetteer knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedPlace {
    pub place: PlaceFilter,
    /// The official name (`Saint-Étienne`).
    pub name: String,
    /// Inhabitants (towns; 0 for departments and regions).
    pub population: u64,
}

/// The places named in some keywords, and the keywords left.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlacesInKeywords {
    pub places: Vec<NamedPlace>,
    /// The other words, as typed, in order.
    pub keywords: String,
}

/// The names of the places of France, by [`place_key`].
#[derive(Debug, Default)]
pub struct Gazetteer {
    names: HashMap<String, NamedPlace>,
}

fn rank(place: &NamedPlace) -> (u8, u64) {
    let kind = match place.place {
        PlaceFilter::City(_) | PlaceFilter::District(_) if place.population >= BIG_CITY => 4,
        PlaceFilter::Region(_) => 3,
        PlaceFilter::Department(_) => 2,
        PlaceFilter::City(_) | PlaceFilter::District(_) => 1,
    };
    (kind, place.population)
}

impl Gazetteer {
    /// The gazetteer of `places`; `aliases` are other names of some of them
    /// (`("idf", "Île-de-France")`), by the official name of a region or department.
    pub fn new(places: impl IntoIterator<Item = NamedPlace>, aliases: &[(&str, &str)]) -> Self {
        let mut names: HashMap<String, NamedPlace> = HashMap::new();
        for place in places {
            let key = place_key(&place.name);
            let one_word = !key.contains('-');
            let small_town = matches!(place.place, PlaceFilter::City(_) | PlaceFilter::District(_))
                && place.population < SMALLEST_TOWN;
            if key.chars().count() < 2 || (one_word && small_town) {
                continue;
            }
            match names.get(&key) {
                Some(known) if rank(known) >= rank(&place) => {}
                _ => {
                    names.insert(key, place);
                }
            }
        }
        for (alias, name) in aliases {
            let target = names.get(&place_key(name)).cloned();
            if let Some(place) = target {
                names.insert(place_key(alias), place);
            }
        }
        Gazetteer { names }
    }

    /// Whether a folded word is the whole name of a place (such words are never corrected).
    pub fn names_a_place(&self, folded_word: &str) -> bool {
        self.names.contains_key(folded_word)
    }

    /// The places named in `keywords` and the words left. `is_trade_word` tells the folded
    /// words that are also words of the trade (they stay keywords unless written as a place).
    pub fn find(&self, keywords: &str, is_trade_word: &dyn Fn(&str) -> bool) -> PlacesInKeywords {
        let words: Vec<&str> = keywords
            .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
            .filter(|word| !word.is_empty())
            .collect();
        let keys: Vec<String> = words.iter().map(|word| place_key(word)).collect();
        let mut found = PlacesInKeywords::default();
        let mut kept: Vec<&str> = Vec::new();
        let mut seen: HashSet<PlaceFilter> = HashSet::new();
        let mut i = 0;
        while i < words.len() {
            let longest = LONGEST_NAME.min(words.len() - i);
            let named = (1..=longest).rev().find_map(|len| {
                let key = keys[i..i + len].join("-");
                self.names.get(&key).map(|place| (len, place))
            });
            let Some((len, place)) = named else {
                kept.push(words[i]);
                i += 1;
                continue;
            };
            let folded = fold(words[i]);
            let ambiguous =
                len == 1 && (is_trade_word(&folded) || COMMON_WORDS.contains(&folded.as_str()));
            let after_preposition = i > 0 && BEFORE_A_PLACE.contains(&fold(words[i - 1]).as_str());
            let before_code = words.get(i + len).is_some_and(|next| is_code(next));
            if ambiguous && !after_preposition && !before_code {
                kept.push(words[i]);
                i += 1;
                continue;
            }
            if after_preposition {
                kept.pop();
            }
            if seen.insert(place.place) {
                found.places.push(place.clone());
            }
            i += len + usize::from(before_code);
        }
        found.keywords = kept.join(" ");
        found
    }
}

/// A department code or a postal code (`69`, `2a`, `974`, `42000`).
fn is_code(word: &str) -> bool {
    let word = word.to_ascii_lowercase();
    match word.len() {
        2 => word.chars().all(|c| c.is_ascii_digit()) || word == "2a" || word == "2b",
        3 | 5 => word.chars().all(|c| c.is_ascii_digit()),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(place: PlaceFilter, name: &str, population: u64) -> NamedPlace {
        NamedPlace {
            place,
            name: name.to_owned(),
            population,
        }
    }

    fn gazetteer() -> Gazetteer {
        Gazetteer::new(
            [
                place(PlaceFilter::Region(11), "Île-de-France", 0),
                place(PlaceFilter::Department(75), "Paris", 0),
                place(PlaceFilter::City(75056), "Paris", 2_100_000),
                place(PlaceFilter::City(69123), "Lyon", 520_000),
                place(PlaceFilter::City(42218), "Saint-Étienne", 170_000),
                place(PlaceFilter::Department(13), "Bouches-du-Rhône", 0),
                place(PlaceFilter::Department(38), "Isère", 0),
                place(PlaceFilter::City(39412), "Peintre", 2_500),
                place(PlaceFilter::City(16114), "Couture", 2_100),
                place(PlaceFilter::City(13001), "Aix-en-Provence", 145_000),
                place(PlaceFilter::City(1), "Aix", 3_000),
                place(PlaceFilter::City(2), "Plan", 800),
            ],
            &[("idf", "Île-de-France")],
        )
    }

    fn trade(word: &str) -> bool {
        matches!(word, "peintre" | "couture")
    }

    fn find(keywords: &str) -> (Vec<PlaceFilter>, String) {
        let found = gazetteer().find(keywords, &trade);
        (
            found.places.iter().map(|p| p.place).collect(),
            found.keywords,
        )
    }

    #[test]
    fn a_town_among_the_keywords_becomes_a_place() {
        assert_eq!(
            find("architecte lyon"),
            (vec![PlaceFilter::City(69123)], "architecte".to_owned())
        );
        assert_eq!(
            find("Ébéniste saint etienne"),
            (vec![PlaceFilter::City(42218)], "Ébéniste".to_owned())
        );
        assert_eq!(
            find("doreur SAINT-ÉTIENNE"),
            (vec![PlaceFilter::City(42218)], "doreur".to_owned())
        );
    }

    #[test]
    fn departments_regions_and_aliases_are_places() {
        assert_eq!(
            find("staffeur bouches du rhone"),
            (vec![PlaceFilter::Department(13)], "staffeur".to_owned())
        );
        assert_eq!(
            find("tapissier idf"),
            (vec![PlaceFilter::Region(11)], "tapissier".to_owned())
        );
        assert_eq!(find("isere").0, [PlaceFilter::Department(38)]);
    }

    #[test]
    fn the_longest_name_wins_and_a_big_city_before_its_department() {
        assert_eq!(find("aix en provence").0, [PlaceFilter::City(13001)]);
        assert_eq!(find("aix").0, [PlaceFilter::City(1)]);
        assert_eq!(find("paris").0, [PlaceFilter::City(75056)]);
    }

    #[test]
    fn a_trade_word_that_names_a_town_stays_a_keyword_unless_written_as_a_place() {
        assert_eq!(find("peintre"), (vec![], "peintre".to_owned()));
        assert_eq!(
            find("atelier couture"),
            (vec![], "atelier couture".to_owned())
        );
        assert_eq!(
            find("peintre à Peintre"),
            (vec![PlaceFilter::City(39412)], "peintre".to_owned())
        );
        assert_eq!(
            find("tapissier couture 16"),
            (vec![PlaceFilter::City(16114)], "tapissier".to_owned())
        );
    }

    #[test]
    fn small_towns_of_one_word_and_common_words_are_not_places() {
        assert_eq!(
            find("plan de travail"),
            (vec![], "plan de travail".to_owned())
        );
        assert!(find("sens du detail").0.is_empty());
    }
}
