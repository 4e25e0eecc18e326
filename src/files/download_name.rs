//! The name a downloaded document is saved under: `CV-Marie-Dupont.pdf`, not `cv.pdf` for every
//! candidate. The `Content-Disposition` header carries a plain ASCII `filename` (accents
//! folded, anything else a hyphen) for old clients and the exact name in `filename*`
//! (RFC 5987, UTF-8 percent-encoded), which browsers prefer.

/// `attachment` with the name `<label>-<person>.pdf`, e.g. ("CV", "Léa Martin") →
/// `CV-Lea-Martin.pdf` and `filename*=UTF-8''CV-L%C3%A9a-Martin.pdf`. A person without a
/// usable name (an anonymised application) gives `<label>.pdf`.
pub fn attachment(label: &str, person: &str) -> String {
    let exact = joined(label, person, char::is_alphanumeric, |c| c.to_string());
    let ascii = joined(label, person, |c| c.is_ascii_alphanumeric(), ascii_letters);
    format!(
        "attachment; filename=\"{ascii}.pdf\"; filename*=UTF-8''{}.pdf",
        percent_encoded(&exact)
    )
}

/// `label` and the words of `person`, joined by single hyphens: each character `keep`s is
/// written by `write`, any other one separates words (so no quote, slash or control
/// character ever reaches the header).
fn joined(
    label: &str,
    person: &str,
    keep: impl Fn(char) -> bool,
    write: impl Fn(char) -> String,
) -> String {
    let mut name = label.to_owned();
    let mut word = String::new();
    // At most 60 characters of the person's name: a header, not a biography.
    for c in person.chars().take(60).chain([' ']) {
        let written = write(c);
        if keep(c) || (!written.is_empty() && written.chars().all(&keep)) {
            word.push_str(&written);
        } else if !word.is_empty() {
            name.push('-');
            name.push_str(&word);
            word.clear();
        }
    }
    name
}

/// A letter as plain ASCII: accents dropped (`é` → `e`), ligatures spelled out; the case kept.
fn ascii_letters(c: char) -> String {
    if c.is_ascii() {
        return c.to_string();
    }
    let folded = ensemblier_index::text::fold(&c.to_string());
    let folded: String = folded.chars().filter(char::is_ascii_alphanumeric).collect();
    if c.is_uppercase() {
        folded.to_uppercase()
    } else {
        folded
    }
}

/// RFC 5987 `value-chars`: unreserved characters as they are, every other byte `%XX`.
fn percent_encoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cv_is_named_after_its_candidate_in_ascii_and_in_utf8() {
        assert_eq!(
            attachment("CV", "Marie Dupont"),
            "attachment; filename=\"CV-Marie-Dupont.pdf\"; filename*=UTF-8''CV-Marie-Dupont.pdf"
        );
        assert_eq!(
            attachment("CV", "  Léa   Œillet-Müller "),
            "attachment; filename=\"CV-Lea-OEillet-Muller.pdf\"; \
             filename*=UTF-8''CV-L%C3%A9a-%C5%92illet-M%C3%BCller.pdf"
        );
    }

    #[test]
    fn nothing_of_a_hostile_name_reaches_the_header_but_letters() {
        let header = attachment("Lettre", "a\"b\r\nc/..\\d;e=%f");
        assert_eq!(
            header,
            "attachment; filename=\"Lettre-a-b-c-d-e-f.pdf\"; filename*=UTF-8''Lettre-a-b-c-d-e-f.pdf"
        );
        assert_eq!(
            attachment("CV", ""),
            "attachment; filename=\"CV.pdf\"; filename*=UTF-8''CV.pdf"
        );
        assert_eq!(
            attachment("CV", "李 小龙"),
            "attachment; filename=\"CV.pdf\"; filename*=UTF-8''CV-%E6%9D%8E-%E5%B0%8F%E9%BE%99.pdf"
        );
    }
}
