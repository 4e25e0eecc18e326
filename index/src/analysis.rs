//! French analysis of offer texts and search terms: the same chain on both sides, so that
//! `ebeniste` meets `Ébéniste`, `decoratrices` meets `décoratrice` and `l'atelier` meets
//! `atelier`.
//!
//! The chain: HTML tags stripped (by the caller, [`strip_html`]) → lowercase and accent folding
//! ([`crate::text::fold`]) → words of letters and digits (apostrophes kept inside a word) →
//! elision (`l'`, `d'`, `qu'`, `j'`, `m'`, `n'`, `s'`, `t'`, `c'`, `jusqu'`, `lorsqu'`, `puisqu'`,
//! with `'` or `’`) → stop words and one-letter words dropped → French Snowball stemming.

use tantivy::tokenizer::{
    Language, RemoveLongFilter, Stemmer, TextAnalyzer, Token, TokenStream, Tokenizer,
};

use crate::text::fold;

/// The name the French analyzer is registered under in the index.
pub(crate) const FRENCH: &str = "fr";
/// The same words, folded but not stemmed: the dictionary typos are corrected against.
pub(crate) const FOLDED: &str = "fr_folded";
/// `folded written`, for words written with accents: how to show a corrected word.
pub(crate) const SPELLING: &str = "fr_spelling";

/// Words longer than this (in bytes) are dropped: they are noise (URLs, pasted hashes).
const LONGEST_WORD: usize = 40;

/// Articles and pronouns elided before a vowel, folded.
const ELIDED: &[&str] = &[
    "l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu",
];

/// Words that carry no meaning for a search, folded (Snowball's French list, cut to the words
/// that survive folding and the one-letter rule).
#[rustfmt::skip]
pub(crate) fn is_stop_word(word: &str) -> bool {
    matches!(
        word,
        "au" | "aux" | "avec" | "ce" | "ces" | "dans" | "de" | "des" | "du" | "elle" | "en"
        | "et" | "eux" | "il" | "je" | "la" | "le" | "les" | "leur" | "leurs" | "lui" | "ma"
        | "mais" | "me" | "meme" | "mes" | "moi" | "mon" | "ne" | "nos" | "notre" | "nous"
        | "on" | "ou" | "par" | "pas" | "pour" | "qu" | "que" | "qui" | "sa" | "se" | "ses"
        | "sur" | "ta" | "te" | "tes" | "toi" | "ton" | "tu" | "un" | "une" | "vos" | "votre"
        | "vous" | "est" | "sont" | "etre" | "etait" | "ai" | "as" | "avons" | "avez"
        | "ont" | "ceci" | "cela" | "cet" | "cette" | "ici" | "ils" | "elles" | "soi" | "son"
        | "sans"
    )
}

/// Registers the analyzers of the schema's text fields on `index`.
pub(crate) fn register(index: &tantivy::Index) {
    let tokenizers = index.tokenizers();
    tokenizers.register(FRENCH, french_analyzer());
    tokenizers.register(FOLDED, folded_analyzer());
    tokenizers.register(SPELLING, TextAnalyzer::from(Spellings));
}

/// The French analyzer used for every text field and for the search terms.
pub(crate) fn french_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(FrenchWords)
        .filter(RemoveLongFilter::limit(LONGEST_WORD))
        .filter(Stemmer::new(Language::French))
        .build()
}

/// The French words of a text, folded, not stemmed (see [`FOLDED`]).
pub(crate) fn folded_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(FrenchWords)
        .filter(RemoveLongFilter::limit(LONGEST_WORD))
        .build()
}

/// The stem of one folded word (the last step of the French analyzer).
pub(crate) fn stem(folded_word: &str) -> String {
    let mut analyzer = TextAnalyzer::builder(tantivy::tokenizer::RawTokenizer::default())
        .filter(Stemmer::new(Language::French))
        .build();
    let mut stream = analyzer.token_stream(folded_word);
    stream
        .next()
        .map_or_else(|| folded_word.to_owned(), |token| token.text.clone())
}

/// The folded words of a search, in the order typed, with stop words and elisions dropped.
pub(crate) fn folded_words(terms: &str) -> Vec<String> {
    let mut analyzer = folded_analyzer();
    let mut stream = analyzer.token_stream(terms);
    let mut words = Vec::new();
    while let Some(token) = stream.next() {
        words.push(token.text.clone());
    }
    words
}

/// Emits `folded written` for each word written with accents (`ebeniste ébéniste`), so a
/// corrected word can be shown as offers spell it.
#[derive(Clone, Default)]
pub(crate) struct Spellings;

pub(crate) struct SpellingStream {
    tokens: std::vec::IntoIter<String>,
    token: Token,
}

impl Tokenizer for Spellings {
    type TokenStream<'a> = SpellingStream;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> SpellingStream {
        let mut tokens = Vec::new();
        for word in text.split(|c: char| !c.is_alphanumeric()) {
            let written = word.to_lowercase();
            let folded = fold(&written);
            if folded != written && written.chars().count() > 1 && written.len() <= LONGEST_WORD {
                tokens.push(format!("{folded} {written}"));
            }
        }
        SpellingStream {
            tokens: tokens.into_iter(),
            token: Token::default(),
        }
    }
}

impl TokenStream for SpellingStream {
    fn advance(&mut self) -> bool {
        match self.tokens.next() {
            Some(text) => {
                self.token.text = text;
                self.token.position = self.token.position.wrapping_add(1);
                true
            }
            None => false,
        }
    }

    fn token(&self) -> &Token {
        &self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.token
    }
}

/// The distinct analyzed words of a search (in the order typed).
#[cfg(test)]
pub(crate) fn search_words(terms: &str) -> Vec<String> {
    let mut analyzer = french_analyzer();
    let mut stream = analyzer.token_stream(terms);
    let mut words: Vec<String> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    while let Some(token) = stream.next() {
        if seen.insert(token.text.clone()) {
            words.push(token.text.clone());
        }
    }
    words
}

/// Text of a simple HTML fragment (`<p>`, `<ul>`, `<li>`, `<strong>`…): tags become spaces and
/// the usual entities are decoded. Not a sanitiser; only what the analyzer needs.
pub fn strip_html(html: &str) -> String {
    let mut text = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(i) = rest.find(['<', '&']) {
        text.push_str(&rest[..i]);
        rest = &rest[i..];
        if rest.starts_with('<') {
            match rest.find('>') {
                Some(end) => {
                    text.push(' ');
                    rest = &rest[end + 1..];
                }
                None => {
                    // A lone `<` is text.
                    text.push('<');
                    rest = &rest[1..];
                }
            }
        } else {
            match decode_entity(rest) {
                Some((decoded, len)) => {
                    text.push(decoded);
                    rest = &rest[len..];
                }
                None => {
                    text.push('&');
                    rest = &rest[1..];
                }
            }
        }
    }
    text.push_str(rest);
    text
}

/// Decodes the entity at the start of `s` (which starts with `&`): the character and the
/// length of the entity in bytes.
fn decode_entity(s: &str) -> Option<(char, usize)> {
    let end = s.get(..12).unwrap_or(s).find(';')?;
    let name = &s[1..end];
    let decoded = if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse().ok()?,
        };
        char::from_u32(code)?
    } else {
        match name {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" | "rsquo" | "lsquo" => '\'',
            "nbsp" => ' ',
            "laquo" => '«',
            "raquo" => '»',
            "eacute" => 'é',
            "egrave" => 'è',
            "ecirc" => 'ê',
            "euml" => 'ë',
            "agrave" => 'à',
            "acirc" => 'â',
            "ccedil" => 'ç',
            "icirc" => 'î',
            "iuml" => 'ï',
            "ocirc" => 'ô',
            "ugrave" => 'ù',
            "ucirc" => 'û',
            "oelig" => 'œ',
            "Eacute" => 'É',
            "Egrave" => 'È',
            "Agrave" => 'À',
            "Ccedil" => 'Ç',
            "OElig" => 'Œ',
            "euro" => '€',
            "ndash" | "mdash" => '-',
            "hellip" => '…',
            _ => return None,
        }
    };
    Some((decoded, end + 1))
}

/// Splits folded text into words, drops elided articles, stop words and one-letter words.
#[derive(Clone, Default)]
struct FrenchWords;

struct FrenchWordStream {
    folded: String,
    position: usize,
    next_index: usize,
    token: Token,
}

impl Tokenizer for FrenchWords {
    type TokenStream<'a> = FrenchWordStream;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> FrenchWordStream {
        FrenchWordStream {
            folded: fold(text),
            position: 0,
            next_index: 0,
            token: Token::default(),
        }
    }
}

fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '’' | 'ʼ' | '‘')
}

impl FrenchWordStream {
    /// The next raw word after `next_index`: letters, digits and inner apostrophes.
    fn next_word(&mut self) -> Option<(usize, usize)> {
        let rest = &self.folded[self.next_index..];
        let start = self.next_index + rest.find(char::is_alphanumeric)?;
        let mut end = start;
        for (i, c) in self.folded[start..].char_indices() {
            if c.is_alphanumeric() || is_apostrophe(c) {
                end = start + i + c.len_utf8();
            } else {
                break;
            }
        }
        self.next_index = end;
        Some((start, end))
    }
}

impl TokenStream for FrenchWordStream {
    fn advance(&mut self) -> bool {
        while let Some((start, end)) = self.next_word() {
            let word = &self.folded[start..end];
            // Elision: `l'atelier` is `atelier`; other apostrophes split (`aujourd'hui`).
            let (start, word) = match word.split_once(is_apostrophe) {
                Some((article, rest)) if ELIDED.contains(&article) => (end - rest.len(), rest),
                _ => (start, word),
            };
            let (word, end) = match word.find(is_apostrophe) {
                Some(cut) => {
                    // Read the rest of the word again on the next call.
                    self.next_index = start + cut;
                    (&word[..cut], start + cut)
                }
                None => (word, end),
            };
            if word.chars().nth(1).is_none() || is_stop_word(word) {
                continue;
            }
            self.token.text.clear();
            self.token.text.push_str(word);
            self.token.offset_from = start;
            self.token.offset_to = end;
            self.token.position = self.position;
            self.position += 1;
            return true;
        }
        false
    }

    fn token(&self) -> &Token {
        &self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.token
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        let mut analyzer = french_analyzer();
        let mut stream = analyzer.token_stream(text);
        let mut words = Vec::new();
        while let Some(token) = stream.next() {
            words.push(token.text.clone());
        }
        words
    }

    #[test]
    fn ebeniste_is_analysed_like_ebeniste_with_accents_and_capitals() {
        assert_eq!(words("ebeniste"), words("Ébéniste"));
        assert_eq!(words("ÉBÉNISTES"), words("ébéniste"));
    }

    #[test]
    fn the_plural_and_the_feminine_share_a_stem() {
        assert_eq!(words("decoratrices"), words("décoratrice"));
        assert_eq!(words("tapissiers"), words("Tapissier"));
        assert_eq!(words("décorateur"), words("décoratrice"));
    }

    #[test]
    fn elided_articles_are_dropped_with_either_apostrophe() {
        assert_eq!(words("l'atelier"), words("atelier"));
        assert_eq!(words("l’atelier"), words("atelier"));
        assert_eq!(words("qu'importe"), words("importe"));
        assert_eq!(
            words("architecte d'intérieur"),
            words("architecte intérieur")
        );
    }

    #[test]
    fn other_apostrophes_split_the_word() {
        assert_eq!(words("aujourd'hui"), words("aujourd hui"));
    }

    #[test]
    fn stop_words_and_single_letters_are_dropped() {
        assert_eq!(words("Peintre en décor H/F"), words("peintre décor"));
        assert!(words("de la et à").is_empty());
    }

    #[test]
    fn search_words_are_distinct() {
        assert_eq!(
            search_words("ébéniste Ebeniste ÉBÉNISTES"),
            words("ebeniste")
        );
        assert!(search_words("   ").is_empty());
    }

    #[test]
    fn html_tags_become_spaces_and_entities_are_decoded() {
        assert_eq!(
            strip_html(
                "<p>Atelier&nbsp;d&rsquo;&eacute;b&eacute;nisterie</p><ul><li>CAP</li></ul>"
            ),
            " Atelier d'ébénisterie   CAP  "
        );
        assert_eq!(strip_html("3 < 5 & 6 &#233;t&#xE9;"), "3 < 5 & 6 été");
        assert_eq!(strip_html("&unknown; &"), "&unknown; &");
    }
}
