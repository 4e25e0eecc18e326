//! Suggestions while a candidate types (issue 39): the trade's words, the positions and the
//! titles of live offers that complete what she typed, accent- and case-insensitive, with
//! the number of live offers for each, most offers first; after three letters, a typo is
//! forgiven.
//!
//! Each offer indexes, in the field [`FIELD`], one term per suggestion it makes:
//! `<key>\u{1}<kind><as written>`, where the key is the folded text (see [`key`]). So the
//! term dictionary, sorted, holds every suggestion under its key: completing is a range of
//! it, a typo a Levenshtein prefix automaton over it, and the postings of a term are the
//! offers behind it, which are counted live (alive and unexpired at `now`, from the segment
//! table) for the few shown. Served from the index: a server restarted on its index suggests
//! at once.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use tantivy::query::FuzzyTermQuery;
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::DocSet;
use tantivy::{Term, TERMINATED};

use crate::analysis::is_stop_word;
use crate::table::{seconds, Snapshot};
use crate::text::fold;

/// The field holding the suggestion terms.
pub(crate) const FIELD: &str = "suggest";
const SEPARATOR: char = '\u{1}';
/// The shortest typed key suggestions start from, in characters.
pub const SHORTEST: usize = 2;
/// From this many characters, a typo is forgiven (one edit; two from `TWO_TYPOS`).
const TYPO_FROM: usize = 3;
const TWO_TYPOS_FROM: usize = 8;
/// The longest typed key read, in characters: a suggestion completes a title at most.
const LONGEST: usize = 100;
/// Terms read of the dictionary per segment and pass: a short prefix of a large index has
/// thousands; this bound keeps one request's cost bounded (the terms are read, only the 64
/// with the most offers are kept).
const TERMS_READ: usize = 4_000;
/// Candidates counted exactly beyond the `limit` asked, since the dictionary's offer counts
/// include deleted and expired offers.
const SPARE: usize = 4;

/// What a suggestion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SuggestionKind {
    /// A position's name (`Tapissier décorateur`): first among equals.
    Position,
    /// One word of the titles and positions (`tapissière`).
    Word,
    /// An offer's title as written.
    Title,
}

impl SuggestionKind {
    fn code(self) -> char {
        match self {
            Self::Position => 'p',
            Self::Word => 'w',
            Self::Title => 't',
        }
    }

    fn from_code(code: char) -> Option<Self> {
        match code {
            'p' => Some(Self::Position),
            'w' => Some(Self::Word),
            't' => Some(Self::Title),
            _ => None,
        }
    }
}

/// One suggestion: its text as offers write it, and how many live offers have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    pub text: String,
    pub kind: SuggestionKind,
    pub count: u64,
    /// Found by forgiving a typo in what was typed.
    pub corrected: bool,
}

/// The marks of an ad addressed to both sexes, as the last words of a key (`h f`, `f h`,
/// `h f x`, `hf`…): two suggestions whose keys differ only by them are one (issue 58, item 35:
/// « Tapissier / Tapissière » and « Tapissier / Tapissière H/F »).
const BOTH_SEXES: [&str; 7] = ["h", "f", "x", "hf", "fh", "hfx", "fhx"];

/// The key two suggestions are the same by: [`key`] without its closing marks of both sexes.
fn same_as(key: &str) -> &str {
    let mut rest = key;
    while let Some((before, last)) = rest.rsplit_once(' ') {
        if !BOTH_SEXES.contains(&last) {
            break;
        }
        rest = before;
    }
    rest
}

/// The key a text is matched by: folded, every run of other characters than letters and
/// digits read as one space, trimmed.
pub(crate) fn key(text: &str) -> String {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn term(key: &str, kind: SuggestionKind, written: &str) -> String {
    format!("{key}{SEPARATOR}{}{written}", kind.code())
}

/// The suggestion terms of an offer: its title, its position's name, and each word of them
/// of three letters or more (digits and stop words aside), lowercase as written.
pub(crate) fn terms(title: &str, position: &str) -> Vec<String> {
    let mut terms = Vec::new();
    for (text, kind) in [
        (title, SuggestionKind::Title),
        (position, SuggestionKind::Position),
    ] {
        let written = text.trim();
        let folded = key(written);
        if folded.is_empty() {
            continue;
        }
        terms.push(term(&folded, kind, written));
        for word in written.to_lowercase().split(|c: char| !c.is_alphanumeric()) {
            let folded = fold(word);
            if folded.chars().count() >= TYPO_FROM
                && !folded.chars().all(|c| c.is_ascii_digit())
                && !is_stop_word(&folded)
            {
                terms.push(term(&folded, SuggestionKind::Word, word));
            }
        }
    }
    terms.sort_unstable();
    terms.dedup();
    terms
}

/// Up to `limit` suggestions completing `typed`, from the offers live at `now`.
pub(crate) fn suggest(
    snapshot: &Snapshot,
    field: Field,
    typed: &str,
    now: i64,
    limit: usize,
) -> tantivy::Result<Vec<Suggestion>> {
    let typed = key(typed);
    let typed: String = typed
        .chars()
        .skip(typed.chars().count().saturating_sub(LONGEST))
        .collect();
    let length = typed.chars().count();
    if length < SHORTEST || limit == 0 {
        return Ok(Vec::new());
    }
    // term → (offers in the dictionary, found through a typo)
    let mut found: HashMap<String, (u64, bool)> = HashMap::new();
    for reader in snapshot.searcher.segment_readers() {
        let inverted = reader.inverted_index(field)?;
        let mut stream = inverted
            .terms()
            .range()
            .ge(typed.as_bytes())
            .into_stream()?;
        let mut likeliest = Likeliest::default();
        let mut read = 0;
        while read < TERMS_READ && stream.advance() {
            if !stream.key().starts_with(typed.as_bytes()) {
                break;
            }
            likeliest.offer(stream.value().doc_freq, stream.key());
            read += 1;
        }
        likeliest.add_to(&mut found, false);
    }
    if length >= TYPO_FROM && distinct_keys(&found) < limit {
        let distance = if length >= TWO_TYPOS_FROM { 2 } else { 1 };
        let automaton =
            FuzzyTermQuery::new_prefix(Term::from_field_text(field, &typed), distance, true)
                .automaton()?;
        for reader in snapshot.searcher.segment_readers() {
            let inverted = reader.inverted_index(field)?;
            let mut stream = inverted.terms().search(&automaton).into_stream()?;
            let mut likeliest = Likeliest::default();
            let mut read = 0;
            while read < TERMS_READ && stream.advance() {
                likeliest.offer(stream.value().doc_freq, stream.key());
                read += 1;
            }
            likeliest.add_to(&mut found, true);
        }
    }
    // The likeliest by the dictionary's counts, then counted live.
    let mut candidates: Vec<(String, u64, bool)> = found
        .into_iter()
        .map(|(term, (offers, corrected))| (term, offers, corrected))
        .collect();
    candidates.sort_unstable_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let mut best: HashMap<String, Suggestion> = HashMap::new();
    for (term, _, corrected) in candidates.into_iter().take(limit + SPARE) {
        let Some((key, rest)) = term.split_once(SEPARATOR) else {
            continue;
        };
        let mut rest = rest.chars();
        let Some(kind) = rest.next().and_then(SuggestionKind::from_code) else {
            continue;
        };
        let count = live_count(snapshot, field, &term, now)?;
        if count == 0 {
            continue;
        }
        let suggestion = Suggestion {
            text: rest.as_str().to_owned(),
            kind,
            count,
            corrected,
        };
        // One suggestion per key (read without « H/F »): the one with the most offers, a
        // position before a word, the shorter text.
        let rank = |s: &Suggestion| (s.count, Reverse(s.kind), Reverse(s.text.chars().count()));
        match best.get_mut(same_as(key)) {
            Some(known) if rank(known) >= rank(&suggestion) => {}
            Some(known) => *known = suggestion,
            None => {
                best.insert(same_as(key).to_owned(), suggestion);
            }
        }
    }
    let mut suggestions: Vec<Suggestion> = best.into_values().collect();
    // What completes the typed text, then what completes it corrected.
    suggestions.sort_by(|a, b| {
        a.corrected
            .cmp(&b.corrected)
            .then(b.count.cmp(&a.count))
            .then(a.kind.cmp(&b.kind))
            .then(a.text.chars().count().cmp(&b.text.chars().count()))
            .then_with(|| a.text.cmp(&b.text))
    });
    suggestions.truncate(limit);
    Ok(suggestions)
}

/// The terms of one segment with the most offers, kept as the dictionary streams by: only
/// those are copied.
#[derive(Default)]
struct Likeliest(BinaryHeap<Reverse<(u32, Vec<u8>)>>);

impl Likeliest {
    /// Kept per segment: enough for the suggestions shown and their duplicates by key.
    const KEPT: usize = 64;

    fn offer(&mut self, offers: u32, term: &[u8]) {
        if self.0.len() < Self::KEPT {
            self.0.push(Reverse((offers, term.to_vec())));
        } else if self
            .0
            .peek()
            .is_some_and(|Reverse((least, _))| *least < offers)
        {
            self.0.pop();
            self.0.push(Reverse((offers, term.to_vec())));
        }
    }

    fn add_to(self, found: &mut HashMap<String, (u64, bool)>, corrected: bool) {
        for Reverse((offers, term)) in self.0 {
            let term = String::from_utf8_lossy(&term).into_owned();
            let entry = found.entry(term).or_insert((0, corrected));
            // A term that completes the text as typed is not counted again as corrected.
            if entry.1 == corrected {
                entry.0 += u64::from(offers);
            }
        }
    }
}

fn distinct_keys(found: &HashMap<String, (u64, bool)>) -> usize {
    let mut keys: Vec<&str> = found
        .keys()
        .filter_map(|term| term.split_once(SEPARATOR).map(|(key, _)| key))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys.len()
}

/// The offers of `term` alive and unexpired at `now`.
fn live_count(snapshot: &Snapshot, field: Field, term: &str, now: i64) -> tantivy::Result<u64> {
    let now = seconds(now);
    let term = Term::from_field_text(field, term);
    let mut count = 0;
    for (reader, (_, table)) in snapshot
        .searcher
        .segment_readers()
        .iter()
        .zip(&snapshot.tables)
    {
        let inverted = reader.inverted_index(field)?;
        let Some(info) = inverted.get_term_info(&term)? else {
            continue;
        };
        let mut postings = inverted.read_postings_from_terminfo(&info, IndexRecordOption::Basic)?;
        let alive = reader.alive_bitset();
        let mut doc = postings.doc();
        while doc != TERMINATED {
            if table.expires[doc as usize] > now && alive.is_none_or(|a| a.is_alive(doc)) {
                count += 1;
            }
            doc = postings.advance();
        }
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offer_suggests_its_title_its_position_and_their_words() {
        let made = terms("Tapissière décoratrice H/F", "Tapissier");
        let shown: Vec<String> = made.iter().map(|t| t.replace(SEPARATOR, " | ")).collect();
        assert_eq!(
            shown,
            [
                "decoratrice | wdécoratrice",
                "tapissier | pTapissier",
                "tapissier | wtapissier",
                "tapissiere | wtapissière",
                "tapissiere decoratrice h f | tTapissière décoratrice H/F",
            ]
        );
        assert_eq!(key("  Ébéniste-d'art  "), "ebeniste d art");
        assert!(terms("", "").is_empty());
    }

    #[test]
    fn a_text_and_the_same_with_h_f_are_one_suggestion() {
        assert_eq!(same_as("tapissier tapissiere h f"), "tapissier tapissiere");
        assert_eq!(
            same_as("tapissier tapissiere f h x"),
            "tapissier tapissiere"
        );
        assert_eq!(same_as("ebeniste hf"), "ebeniste");
        assert_eq!(same_as("tapissier tapissiere"), "tapissier tapissiere");
        // A key made only of the marks stays itself; a word ending in one is not cut.
        assert_eq!(same_as("h f"), "h");
        assert_eq!(same_as("chef"), "chef");
    }
}
