//! The words of a search marked in an offer's texts (issue 39): the title of a result and a
//! short extract of its description around the first word found, so a candidate sees why an
//! offer came up, and what a corrected or widened word (`tapisier` → tapissier, `CDP` → chef
//! de projet) found.
//!
//! A word is marked when its stem is one the search looked for: the words typed, their
//! synonyms and their corrections ([`SearchPage::marked`](crate::SearchPage::marked)). Words are
//! read as the French analyzer reads them (folded, elisions dropped: `l'ébéniste` marks
//! `ébéniste`), but the parts keep the text as written.

use tantivy::tokenizer::{Language, RawTokenizer, Stemmer, TextAnalyzer};

use crate::text::fold;

/// A run of a text, marked or not; the runs of a text, joined, are the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextPart {
    pub text: String,
    pub marked: bool,
}

/// The characters of an extract, about two lines of a card.
pub const EXTRACT_CHARS: usize = 160;
/// Words marked in one text at most (the others are left plain): a title or an extract shows
/// a few, and its runs stay bounded ([`MOST_PARTS`]).
const MOST_MARKS: usize = 8;
/// The runs of one text at most: each marked word and what lies before it, the rest, and an
/// extract's « … » before a marked first word.
pub const MOST_PARTS: usize = 2 * MOST_MARKS + 2;
/// The characters an extract keeps before its first marked word.
const BEFORE_MATCH: usize = 50;
/// What stands for the text cut at either end of an extract.
const CUT: &str = "…";

/// The stems a search looked for, and how to mark them in a text.
pub struct Highlight {
    stems: Vec<String>,
    /// The first two letters of each stem: a word is folded and stemmed only when its own
    /// first two letters are among them, so a card's texts cost a scan, not a stemming of
    /// every word.
    starts: Vec<[char; 2]>,
}

impl Highlight {
    /// Marks the words of `stems` (as [`SearchPage::marked`](crate::SearchPage::marked) gives them).
    pub fn new(stems: &[String]) -> Self {
        let mut starts: Vec<[char; 2]> = stems.iter().map(|stem| first_letters(stem)).collect();
        starts.sort_unstable();
        starts.dedup();
        Self {
            stems: stems.to_vec(),
            starts,
        }
    }

    /// Whether nothing is marked (a search without keywords).
    pub fn is_empty(&self) -> bool {
        self.stems.is_empty()
    }

    /// `text` in runs, each word the search looked for marked (the first [`MOST_MARKS`]).
    pub fn parts(&self, text: &str) -> Vec<TextPart> {
        let marks = self.marks(text, MOST_MARKS);
        split(text, &marks)
    }

    /// A short extract of `text` (plain text: the start of a description, `cut` when the
    /// description goes on after it) around the first word the search looked for:
    /// [`EXTRACT_CHARS`] characters or about, from word to word, « … » where it is cut, every
    /// word looked for marked. `None` when `text` holds none of them.
    pub fn extract(&self, text: &str, cut: bool) -> Option<Vec<TextPart>> {
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let &(first, _) = self.marks(&text, 1).first()?;
        let start = word_start_at_or_after(&text, back_chars(&text, first, BEFORE_MATCH));
        let end = word_end_at_or_before(&text, forward_chars(&text, start, EXTRACT_CHARS));
        // A first word longer than the extract: keep it whole.
        let mut end = end.max(word_end(&text, first));
        if cut && end == text.len() {
            // « … » follows the last word, not its punctuation.
            let words_end = text.trim_end_matches(|c: char| !c.is_alphanumeric()).len();
            end = words_end.max(word_end(&text, first));
        }
        let window = &text[start..end];
        let mut parts = split(window, &self.marks(window, MOST_MARKS));
        if start > 0 {
            prepend(&mut parts, CUT);
        }
        if end < text.len() || cut {
            append(&mut parts, CUT);
        }
        Some(parts)
    }

    /// The byte ranges of the first `most` words of `text` the search looked for.
    fn marks(&self, text: &str, most: usize) -> Vec<(usize, usize)> {
        let mut marks = Vec::new();
        if self.stems.is_empty() {
            return marks;
        }
        // Made for the first word worth stemming only (most texts have none).
        let mut stemmer = None;
        for (start, end) in words(text) {
            if marks.len() >= most {
                break;
            }
            let word = &text[start..end];
            if self.starts.binary_search(&first_letters(word)).is_err() {
                continue;
            }
            let stemmer = stemmer.get_or_insert_with(|| {
                TextAnalyzer::builder(RawTokenizer::default())
                    .filter(Stemmer::new(Language::French))
                    .build()
            });
            let folded = fold(word);
            let mut stream = stemmer.token_stream(&folded);
            let Some(token) = stream.next() else {
                continue;
            };
            if self.stems.contains(&token.text) {
                marks.push((start, end));
            }
        }
        marks
    }
}

/// The first two letters of a word, folded (`Éb` → `eb`; a one-letter word: the letter and a
/// space), as the analyzer folds them: accents dropped, lower case, `œ` → `oe`.
fn first_letters(word: &str) -> [char; 2] {
    let mut letters = [' '; 2];
    let mut at = 0;
    let mut push = |letter: char| {
        if at < letters.len() {
            letters[at] = letter;
            at += 1;
        }
    };
    for c in word.chars().take(2) {
        if c.is_ascii() {
            push(c.to_ascii_lowercase());
        } else {
            fold(c.encode_utf8(&mut [0; 4])).chars().for_each(&mut push);
        }
    }
    letters
}

/// The words of `text` as byte ranges: runs of letters and digits (an apostrophe splits
/// `l'atelier`, and an article is never a word looked for).
fn words(text: &str) -> Vec<(usize, usize)> {
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(from)) => {
                words.push((from, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        words.push((from, text.len()));
    }
    words
}

/// `text` cut into runs at the byte ranges `marks` (in order, not overlapping).
fn split(text: &str, marks: &[(usize, usize)]) -> Vec<TextPart> {
    let mut parts = Vec::new();
    let mut at = 0;
    for &(start, end) in marks {
        if start > at {
            append(&mut parts, &text[at..start]);
        }
        parts.push(TextPart {
            text: text[start..end].to_owned(),
            marked: true,
        });
        at = end;
    }
    if at < text.len() || parts.is_empty() {
        append(&mut parts, &text[at..]);
    }
    parts
}

/// Adds unmarked text at the end, joined to an unmarked run there.
fn append(parts: &mut Vec<TextPart>, text: &str) {
    match parts.last_mut() {
        Some(last) if !last.marked => last.text.push_str(text),
        _ => parts.push(TextPart {
            text: text.to_owned(),
            marked: false,
        }),
    }
}

/// Adds unmarked text at the start, joined to an unmarked run there.
fn prepend(parts: &mut Vec<TextPart>, text: &str) {
    match parts.first_mut() {
        Some(first) if !first.marked => first.text.insert_str(0, text),
        _ => parts.insert(
            0,
            TextPart {
                text: text.to_owned(),
                marked: false,
            },
        ),
    }
}

/// The byte index `chars` characters before `at` (or 0).
fn back_chars(text: &str, at: usize, chars: usize) -> usize {
    text[..at]
        .char_indices()
        .rev()
        .nth(chars.saturating_sub(1))
        .map_or(0, |(i, _)| i)
}

/// The byte index `chars` characters after `at` (or the end).
fn forward_chars(text: &str, at: usize, chars: usize) -> usize {
    text[at..]
        .char_indices()
        .nth(chars)
        .map_or(text.len(), |(i, _)| at + i)
}

/// The start of the first word at or after `at` (a word cut in two is left out).
fn word_start_at_or_after(text: &str, at: usize) -> usize {
    if at == 0 || text[..at].ends_with(' ') {
        return at;
    }
    text[at..].find(' ').map_or(at, |space| at + space + 1)
}

/// The end of the last whole word at or before `at`, without the spaces or the punctuation
/// that follow it.
fn word_end_at_or_before(text: &str, at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    let cut = if text[at..].starts_with(' ') {
        at
    } else {
        text[..at].rfind(' ').unwrap_or(at)
    };
    text[..cut]
        .trim_end_matches(|c: char| !c.is_alphanumeric())
        .len()
}

/// The end of the word starting at `start`.
fn word_end(text: &str, start: usize) -> usize {
    text[start..]
        .find(|c: char| !c.is_alphanumeric())
        .map_or(text.len(), |end| start + end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::stem;

    fn highlight(words: &[&str]) -> Highlight {
        Highlight::new(&words.iter().map(|word| stem(word)).collect::<Vec<_>>())
    }

    fn marked(parts: &[TextPart]) -> Vec<&str> {
        parts
            .iter()
            .filter(|part| part.marked)
            .map(|part| part.text.as_str())
            .collect()
    }

    fn joined(parts: &[TextPart]) -> String {
        parts.iter().map(|part| part.text.as_str()).collect()
    }

    #[test]
    fn words_are_marked_as_written_whatever_their_accents_and_forms() {
        let parts = highlight(&["tapissier"]).parts("Tapissiers d'ameublement / TAPISSIER");
        assert_eq!(marked(&parts), ["Tapissiers", "TAPISSIER"]);
        assert_eq!(joined(&parts), "Tapissiers d'ameublement / TAPISSIER");
        let parts = highlight(&["ebeniste"]).parts("L'ébéniste de l'atelier");
        assert_eq!(marked(&parts), ["ébéniste"]);
        // A word whose first letter folds into two.
        let parts = highlight(&["oeuvre"]).parts("Main-d'œuvre : ŒUVRES d'art");
        assert_eq!(marked(&parts), ["œuvre", "ŒUVRES"]);
    }

    /// What lets `marks` skip a word on its first two letters: the French stemmer rewrites
    /// endings only, so a word and its stem begin alike (here words whose endings it rewrites,
    /// short ones, and ones it marks inside, as `y` and `u` between vowels).
    #[test]
    fn a_stem_begins_with_the_first_two_letters_of_its_word() {
        let words = [
            "Ébénisteries",
            "tapissières",
            "doreuses",
            "menuiseries",
            "installations",
            "Œuvres",
            "agréées",
            "âgés",
            "yeux",
            "ayant",
            "quiétude",
            "unique",
            "iules",
            "ouvrière",
            "évidemment",
            "héroïques",
            "crayonnés",
            "ruisseaux",
            "abîmées",
        ];
        for word in words {
            let stem = stem(&fold(word));
            assert_eq!(first_letters(word), first_letters(&stem), "{word} → {stem}");
        }
    }

    #[test]
    fn the_runs_of_a_text_are_bounded() {
        let text = "doreur ".repeat(50);
        let parts = highlight(&["doreur"]).parts(&text);
        // Eight marked words, the seven spaces between them, the rest.
        assert_eq!(parts.len(), 2 * MOST_MARKS);
        assert_eq!(marked(&parts).len(), MOST_MARKS);
        assert_eq!(joined(&parts), text);
        let text = format!("{} fin", "atelier ".repeat(20) + &text);
        let extract = highlight(&["doreur"]).extract(&text, false).expect("found");
        assert!(extract.len() <= MOST_PARTS, "{extract:?}");
        assert_eq!(marked(&extract).len(), MOST_MARKS);
    }

    #[test]
    fn without_a_word_nothing_is_marked() {
        let parts = highlight(&[]).parts("Ébéniste H/F");
        assert_eq!(
            parts,
            [TextPart {
                text: "Ébéniste H/F".to_owned(),
                marked: false
            }]
        );
        assert_eq!(highlight(&[]).extract("Ébéniste", false), None);
        assert_eq!(highlight(&["doreur"]).extract("Ébéniste", false), None);
        assert_eq!(
            highlight(&["doreur"]).parts(""),
            [TextPart {
                text: String::new(),
                marked: false
            }]
        );
    }

    #[test]
    fn an_extract_is_cut_around_the_first_word_found() {
        let before = "Notre maison familiale fondée en 1920 fabrique des meubles de style \
                      pour une clientèle exigeante en France et à l'étranger depuis toujours.";
        let text = format!(
            "{before} Nous cherchons un doreur confirmé pour notre atelier, dorure à la feuille \
             sur bois et restauration de cadres anciens, avec un goût sûr pour le travail \
             bien fait et le sens du détail. Poste à pourvoir rapidement."
        );
        let parts = highlight(&["doreur", "dorure"])
            .extract(&text, false)
            .expect("found");
        let extract = joined(&parts);
        assert!(
            extract.starts_with('…') && extract.ends_with('…'),
            "{extract}"
        );
        assert!(extract.chars().count() <= EXTRACT_CHARS + 2, "{extract}");
        assert_eq!(marked(&parts), ["doreur", "dorure"]);
        // From word to word, the first word found after its first 50 characters or fewer.
        assert_eq!(
            extract,
            "…à l'étranger depuis toujours. Nous cherchons un doreur confirmé pour notre \
             atelier, dorure à la feuille sur bois et restauration de cadres anciens, avec un \
             goût…"
        );
        let first = extract.find("doreur").expect("marked");
        assert!(
            extract[..first].chars().count() <= BEFORE_MATCH + 1,
            "{extract}"
        );
        // A match at the very start, in a short text: no cut at all.
        let parts = highlight(&["doreur"])
            .extract("Doreur  sur\nbois.", false)
            .expect("found");
        assert_eq!(joined(&parts), "Doreur sur bois.");
        // The start of a longer description: « … » where it goes on.
        let parts = highlight(&["doreur"])
            .extract("Doreur sur bois.", true)
            .expect("found");
        assert_eq!(joined(&parts), "Doreur sur bois…");
    }
}
