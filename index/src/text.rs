//! French text folding: what makes `ebeniste` equal `Ébéniste` and `saint etienne`
//! equal `Saint-Étienne`.

use unicode_normalization::{char::is_combining_mark, UnicodeNormalization};

/// Lowercases and strips accents (NFD minus combining marks); ligatures are spelled out.
pub fn fold(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    for c in text.nfd().filter(|c| !is_combining_mark(*c)) {
        match c {
            'œ' | 'Œ' => folded.push_str("oe"),
            'æ' | 'Æ' => folded.push_str("ae"),
            'ß' => folded.push_str("ss"),
            _ => folded.extend(c.to_lowercase()),
        }
    }
    folded
}

/// The key a place name is matched by: folded, with every run of spaces, apostrophes and
/// hyphens read as one hyphen, so `saint etienne`, `Saint-Étienne` and `saint - étienne`
/// meet. Other punctuation is kept (`Paris 11e Arrondissement` → `paris-11e-arrondissement`).
pub fn place_key(text: &str) -> String {
    let mut key = String::with_capacity(text.len());
    let mut pending_hyphen = false;
    for c in fold(text).chars() {
        if c.is_whitespace() || matches!(c, '-' | '\'' | '’' | '‘' | '‐' | '–') {
            pending_hyphen = true;
            continue;
        }
        if pending_hyphen && !key.is_empty() {
            key.push('-');
        }
        pending_hyphen = false;
        key.push(c);
    }
    key
}

/// A URL slug: folded, lowercase ascii letters and digits joined by single hyphens.
pub fn slug(text: &str) -> String {
    let mut slug = String::with_capacity(text.len());
    for c in fold(text).chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    while slug.ends_with('-') {
        slug.pop();
    }
    slug
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ebeniste_folds_to_the_same_word_as_its_accented_capitalised_form() {
        assert_eq!(fold("Ébéniste"), "ebeniste");
        assert_eq!(fold("DÉCORATRICE"), "decoratrice");
    }

    #[test]
    fn ligatures_are_spelled_out() {
        assert_eq!(fold("Œuvre"), "oeuvre");
        assert_eq!(fold("Lætitia"), "laetitia");
    }

    #[test]
    fn a_town_typed_with_spaces_meets_its_hyphenated_name() {
        assert_eq!(place_key("saint etienne"), place_key("Saint-Étienne"));
        assert_eq!(place_key("  Saint  -  Étienne "), "saint-etienne");
    }

    #[test]
    fn an_apostrophe_reads_as_a_hyphen_in_place_names() {
        assert_eq!(place_key("Villeneuve-d'Ascq"), "villeneuve-d-ascq");
        assert_eq!(place_key("villeneuve d ascq"), "villeneuve-d-ascq");
        assert_eq!(place_key("L’Île-Rousse"), "l-ile-rousse");
    }

    #[test]
    fn district_names_keep_their_numbers() {
        assert_eq!(
            place_key("Paris 11e Arrondissement"),
            "paris-11e-arrondissement"
        );
    }

    #[test]
    fn slugs_are_ascii_words_joined_by_hyphens() {
        assert_eq!(
            slug("Tapissier décorateur H/F – Lyon (69)"),
            "tapissier-decorateur-h-f-lyon-69"
        );
        assert_eq!(slug("  Œuvres d'art  "), "oeuvres-d-art");
    }
}
