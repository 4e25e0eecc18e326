//! The trade's vocabulary, applied to the words of a search (never to the offers): the
//! abbreviations and synonyms candidates type for the jobs of decoration, interior design and
//! the decorative arts, and the trade's English words with their French forms. Reviewed by hand; every entry is written folded (no accents, lowercase)
//! and without stop words, as the analyzer reads them.
//!
//! An entry reads "a search for `typed` also finds offers with one of `also`". A phrase of
//! several words matches when all its words are in the offer (anywhere), like typed keywords.

/// `(typed, also)`: the typed word or phrase also finds each of these.
#[rustfmt::skip]
const SYNONYMS: &[(&str, &[&str])] = &[
    ("archi", &["architecte"]),
    ("archi interieur", &["architecte interieur"]),
    ("deco", &["decoration", "decorateur"]),
    ("vm", &["visual merchandiser", "visual merchandising"]),
    ("visual merchandiser", &["vm"]),
    ("visual merchandising", &["vm"]),
    ("menuisier agenceur", &["agenceur"]),
    ("agenceur", &["menuisier agenceur"]),
    ("cao", &["dao", "conception assistee ordinateur"]),
    ("dao", &["cao", "dessin assiste ordinateur"]),
    ("conception assistee ordinateur", &["cao"]),
    ("dessin assiste ordinateur", &["dao"]),
    ("staff", &["staffeur"]),
    ("staffeur", &["staff"]),
    ("ebenisterie", &["ebeniste"]),
    ("menuiserie", &["menuisier"]),
    ("tapisserie", &["tapissier"]),
    ("dorure", &["doreur"]),
    ("doreur", &["dorure"]),
    ("ferronnerie", &["ferronnier"]),
    ("marbrerie", &["marbrier"]),
    ("cdp", &["chef projet"]),
    ("rh", &["ressources humaines"]),
    ("vendeur", &["conseiller vente"]),
    ("alternance", &["apprentissage", "alternant"]),
    ("apprenti", &["apprentissage", "alternance"]),
    // The short forms ads and candidates write (`resp. magasin`, `archi d'int`, `CTX`).
    ("int", &["interieur", "interieure"]),
    ("resp", &["responsable"]),
    ("dir", &["directeur", "directrice", "direction"]),
    ("assist", &["assistant", "assistante"]),
    ("tech", &["technicien", "technicienne"]),
    ("da", &["directeur artistique", "directrice artistique", "direction artistique"]),
    ("drh", &["directeur ressources humaines", "directrice ressources humaines", "responsable ressources humaines"]),
    ("pao", &["publication assistee ordinateur"]),
    ("sav", &["service apres vente"]),
    ("adv", &["administration ventes"]),
    ("moe", &["maitrise oeuvre"]),
    ("amo", &["assistance maitrise ouvrage"]),
    ("ctx", &["conducteur travaux"]),
    ("cond", &["conducteur"]),
];

/// The trade's English words and their French forms (and a few French pairs), read as one: a
/// search for any phrase of a group also finds offers with any other. Ads and candidates mix
/// both (`home staging` and `valorisation immobilière`, `store manager` and `responsable de
/// magasin`).
#[rustfmt::skip]
const SAME: &[&[&str]] = &[
    &["home staging", "home stager", "homestaging", "valorisation immobiliere"],
    &["store manager", "responsable magasin", "directeur magasin"],
    &["showroom", "show room", "salle exposition"],
    &["interior designer", "architecte interieur", "decorateur interieur"],
    &["interior design", "architecture interieure", "design interieur"],
    &["lighting designer", "eclairagiste", "concepteur lumiere"],
    &["set designer", "scenographe"],
    &["set design", "scenographie"],
    &["space planner", "space planning", "amenagement espaces"],
    &["product designer", "designer produit"],
    &["key account manager", "responsable grands comptes", "kam"],
    &["project manager", "chef projet"],
    &["upholsterer", "tapissier"],
    &["upholstery", "tapisserie"],
    &["cabinetmaker", "cabinet maker", "ebeniste"],
    &["gilder", "doreur"],
    &["gilding", "dorure"],
    &["furniture", "mobilier"],
    &["cad", "cao", "dao"],
    &["bim manager", "responsable bim"],
    &["facility manager", "responsable services generaux"],
    &["retail", "commerce detail"],
];

/// Words of the trade that are also the names of towns (Peintre in the Jura, Couture in
/// Charente…): typed alone they stay keywords, unless written as a place (`à Couture`).
#[rustfmt::skip]
const TRADE_WORDS: &[&str] = &[
    "peintre", "couture", "staff", "decor", "design", "mode", "bois", "verre", "marbre",
    "platre", "tapis", "meuble", "art", "arts", "luminaire", "vitrine", "atelier", "plan",
    "projet", "vente", "boutique", "magasin", "chantier", "architecte", "ebeniste", "doreur",
];

/// The longest phrase of the vocabulary, in words.
pub(crate) const LONGEST_PHRASE: usize = 3;

/// What `typed` (folded words) also finds, when it is an entry of the vocabulary.
pub(crate) fn synonyms(typed: &[String]) -> Option<Vec<Vec<String>>> {
    let is_typed = |phrase: &&str| phrase.split(' ').eq(typed.iter().map(String::as_str));
    let one_way = SYNONYMS
        .iter()
        .filter(|(entry, _)| is_typed(entry))
        .flat_map(|(_, also)| also.iter());
    let same = SAME
        .iter()
        .filter(|group| group.iter().any(is_typed))
        .flat_map(|group| group.iter().filter(|phrase| !is_typed(phrase)));
    let mut also: Vec<Vec<String>> = Vec::new();
    for phrase in one_way.chain(same) {
        let words: Vec<String> = phrase.split(' ').map(str::to_owned).collect();
        if !also.contains(&words) {
            also.push(words);
        }
    }
    (!also.is_empty()).then_some(also)
}

/// Whether this folded word is a word of the trade (see [`TRADE_WORDS`]).
pub(crate) fn is_trade_word(folded: &str) -> bool {
    TRADE_WORDS.contains(&folded)
        || SYNONYMS
            .iter()
            .any(|(typed, also)| *typed == folded || also.contains(&folded))
        || SAME.iter().any(|group| group.contains(&folded))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::folded_words;

    #[test]
    fn every_entry_is_written_as_the_analyzer_reads_it() {
        for (typed, also) in SYNONYMS {
            for phrase in std::iter::once(typed).chain(also.iter()) {
                assert_eq!(folded_words(phrase).join(" "), *phrase, "{phrase}");
                assert!(phrase.split(' ').count() <= LONGEST_PHRASE, "{phrase}");
            }
        }
        for phrase in SAME.iter().flat_map(|group| group.iter()) {
            assert_eq!(folded_words(phrase).join(" "), *phrase, "{phrase}");
            assert!(phrase.split(' ').count() <= LONGEST_PHRASE, "{phrase}");
        }
        for word in TRADE_WORDS {
            assert_eq!(folded_words(word).join(" "), *word, "{word}");
        }
    }

    #[test]
    fn an_english_term_and_its_french_forms_find_each_other() {
        let also = |text: &str| {
            synonyms(&folded_words(text))
                .unwrap_or_default()
                .into_iter()
                .map(|words| words.join(" "))
                .collect::<Vec<_>>()
        };
        assert!(also("Home staging").contains(&"valorisation immobiliere".to_owned()));
        assert!(also("valorisation immobilière").contains(&"home staging".to_owned()));
        assert!(also("responsable de magasin").contains(&"store manager".to_owned()));
        assert!(also("salle d'exposition").contains(&"showroom".to_owned()));
        // One-way abbreviations and groups add up, each phrase once.
        assert_eq!(also("tapisserie"), ["tapissier", "upholstery"]);
        assert_eq!(
            also("CAO"),
            ["dao", "conception assistee ordinateur", "cad"]
        );
    }

    #[test]
    fn an_abbreviation_finds_the_whole_word() {
        let typed = |text: &str| folded_words(text);
        assert_eq!(
            synonyms(&typed("archi")),
            Some(vec![vec!["architecte".to_owned()]])
        );
        assert_eq!(
            synonyms(&typed("VM")).map(|all| all.len()),
            Some(2),
            "visual merchandiser and merchandising"
        );
        assert_eq!(synonyms(&typed("céramiste")), None);
    }
}
