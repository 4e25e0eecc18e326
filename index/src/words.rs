//! What the keywords of a search ask for: one [`Slot`] per word (or vocabulary phrase) typed,
//! each met by one of its [`Alternative`]s — the word itself, its synonyms from the trade's
//! [vocabulary](crate::vocabulary), and, for a misspelt word, its corrections.
//!
//! Typo tolerance, as the search engines people know do it:
//! - a word of 5 to 8 letters is corrected at one edit (an insertion, a deletion, a
//!   substitution or two letters swapped), a word of 9 letters or more at two; shorter words,
//!   words with digits and place names are never corrected; the first letter must be right;
//! - corrections are words the offers hold (folded, not stemmed: `tapisier` → `tapissier`),
//!   found in the dictionary of the `words` field;
//! - a word is corrected only when its corrections are far more common in the offers than the
//!   word itself (more than [`MORE_COMMON`] times): `tapisier` (no offer) is corrected, `peintre`
//!   is not read as `peindre`;
//! - exact words and synonyms rank above corrections (see the collector).

use std::collections::HashSet;

use tantivy::query::FuzzyTermQuery;
use tantivy::{Searcher, Term};

use crate::analysis::{folded_words, stem};
use crate::schema::OfferFields;
use crate::vocabulary::{synonyms, LONGEST_PHRASE};

/// A word is corrected when its best correction is in more than this many times as many
/// offers as the word itself.
const MORE_COMMON: u64 = 4;
/// Corrections kept per word, the most common first.
const MOST_CORRECTIONS: usize = 8;

/// One way to meet a slot: every stem in the offer's texts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Alternative {
    pub stems: Vec<String>,
    /// The same words, folded, not stemmed (`decoratrice` for the stem `decor`).
    pub words: Vec<String>,
    /// The word typed or a synonym; `false` for a correction.
    pub exact: bool,
}

/// A word (or a phrase of the vocabulary) of the search; an offer must meet one alternative.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Slot {
    pub alternatives: Vec<Alternative>,
    /// The folded words typed.
    pub typed: Vec<String>,
    /// The most common correction, as offers write it (`ébéniste`), when the word is corrected.
    pub correction: Option<String>,
}

/// The number of edits a typed word (folded) may be corrected at.
pub(crate) fn edits_allowed(word: &str) -> u8 {
    if word.chars().any(|c| !c.is_alphabetic()) {
        return 0;
    }
    match word.chars().count() {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// What the dictionary of the index knows of words.
pub(crate) struct Lexicon<'a> {
    pub searcher: &'a Searcher,
    pub fields: &'a OfferFields,
}

impl Lexicon<'_> {
    /// Offers holding this stem (deleted ones may count until a merge).
    fn offers_with(&self, stem: &str) -> u64 {
        self.searcher
            .doc_freq(&Term::from_field_text(self.fields.all, stem))
            .unwrap_or(0)
    }

    /// Words of the offers within `edits` of `word`, starting with its first letter, the most
    /// common first, with the number of offers holding each.
    fn corrections(&self, word: &str, edits: u8) -> Vec<(String, u64)> {
        let Some(first) = word.chars().next() else {
            return Vec::new();
        };
        let after_first = char::from_u32(first as u32 + 1).unwrap_or(char::MAX);
        let query =
            FuzzyTermQuery::new(Term::from_field_text(self.fields.words, word), edits, true);
        let Ok(automaton) = query.automaton() else {
            return Vec::new();
        };
        let mut found: Vec<(String, u64)> = Vec::new();
        for segment in self.searcher.segment_readers() {
            let Ok(inverted) = segment.inverted_index(self.fields.words) else {
                continue;
            };
            let Ok(mut stream) = inverted
                .terms()
                .search(&automaton)
                .ge(first.to_string())
                .lt(after_first.to_string())
                .into_stream()
            else {
                continue;
            };
            while stream.advance() {
                let Ok(text) = std::str::from_utf8(stream.key()) else {
                    continue;
                };
                if text == word {
                    continue;
                }
                let count = u64::from(stream.value().doc_freq);
                match found.iter_mut().find(|(known, _)| known == text) {
                    Some((_, total)) => *total += count,
                    None => found.push((text.to_owned(), count)),
                }
            }
        }
        found.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        found
    }

    /// The way offers most often write a folded word (`ebeniste` → `ébéniste`), if they
    /// write it with accents in a title or a position's name.
    pub fn spelling(&self, folded: &str) -> String {
        let prefix = format!("{folded} ");
        let mut best: Option<(u64, String)> = None;
        for segment in self.searcher.segment_readers() {
            let Ok(inverted) = segment.inverted_index(self.fields.spellings) else {
                continue;
            };
            let Ok(mut stream) = inverted
                .terms()
                .range()
                .ge(&prefix)
                .lt(format!("{folded}!"))
                .into_stream()
            else {
                continue;
            };
            while stream.advance() {
                let Some(written) = std::str::from_utf8(stream.key())
                    .ok()
                    .and_then(|key| key.strip_prefix(&prefix))
                else {
                    continue;
                };
                let count = u64::from(stream.value().doc_freq);
                if best.as_ref().is_none_or(|(most, _)| count > *most) {
                    best = Some((count, written.to_owned()));
                }
            }
        }
        best.map_or_else(|| folded.to_owned(), |(_, written)| written)
    }
}

/// The slots of `terms`. `correct`: whether misspelt words may be corrected; `is_place`: the
/// folded words that name a place (never corrected).
pub(crate) fn slots(
    terms: &str,
    lexicon: &Lexicon<'_>,
    correct: bool,
    is_place: &dyn Fn(&str) -> bool,
) -> Vec<Slot> {
    let words = folded_words(terms);
    let mut slots: Vec<Slot> = Vec::new();
    // The alternatives of the slots so far: a word typed twice is found in constant time, so
    // a search costs in proportion to its words (issue 15).
    let mut asked: HashSet<Vec<Alternative>> = HashSet::new();
    let mut i = 0;
    while i < words.len() {
        let longest = LONGEST_PHRASE.min(words.len() - i);
        let phrase = (1..=longest)
            .rev()
            .find_map(|len| synonyms(&words[i..i + len]).map(|also| (len, also)));
        let slot = match phrase {
            Some((len, also)) => {
                let typed = words[i..i + len].to_vec();
                let mut alternatives = vec![exact(&typed)];
                for phrase in also {
                    let alternative = exact(&phrase);
                    if !alternatives.contains(&alternative) {
                        alternatives.push(alternative);
                    }
                }
                i += len;
                Slot {
                    alternatives,
                    typed,
                    correction: None,
                }
            }
            None => {
                let word = &words[i];
                i += 1;
                let edits = if correct && !is_place(word) {
                    edits_allowed(word)
                } else {
                    0
                };
                word_slot(word, edits, lexicon)
            }
        };
        // A word typed twice asks nothing more.
        if asked.insert(slot.alternatives.clone()) {
            slots.push(slot);
        }
    }
    slots
}

fn exact(words: &[String]) -> Alternative {
    Alternative {
        stems: words.iter().map(|word| stem(word)).collect(),
        words: words.to_vec(),
        exact: true,
    }
}

fn word_slot(word: &str, edits: u8, lexicon: &Lexicon<'_>) -> Slot {
    let typed = vec![word.to_owned()];
    let itself = exact(&typed);
    let mut slot = Slot {
        alternatives: vec![itself.clone()],
        typed,
        correction: None,
    };
    if edits == 0 {
        return slot;
    }
    let corrections: Vec<(String, u64)> = lexicon
        .corrections(word, edits)
        .into_iter()
        .filter(|(correction, _)| stem(correction) != itself.stems[0])
        .take(MOST_CORRECTIONS)
        .collect();
    let Some((best, best_count)) = corrections.first() else {
        return slot;
    };
    if *best_count <= MORE_COMMON * lexicon.offers_with(&itself.stems[0]) {
        return slot;
    }
    slot.correction = Some(lexicon.spelling(best));
    for (correction, _) in &corrections {
        let alternative = Alternative {
            stems: vec![stem(correction)],
            words: vec![correction.clone()],
            exact: false,
        };
        if !slot
            .alternatives
            .iter()
            .any(|known| known.stems == alternative.stems)
        {
            slot.alternatives.push(alternative);
        }
    }
    slot
}

#[cfg(test)]
mod tests {
    use super::edits_allowed;

    #[test]
    fn longer_words_allow_more_edits() {
        assert_eq!(edits_allowed("doré"), 0);
        assert_eq!(edits_allowed("staff"), 1);
        assert_eq!(edits_allowed("tapisier"), 1);
        assert_eq!(edits_allowed("ebenistes"), 2);
        assert_eq!(edits_allowed("3ds"), 0);
        assert_eq!(edits_allowed("paris11"), 0);
    }
}
