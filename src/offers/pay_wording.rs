//! The wording checker's pay rules of 2026 (issue 36, docs/moderation.md "The wording
//! checker"), beside the rules of `wording.rs`:
//!
//! - directive (UE) 2023/970, article 5 §2: no question about the candidate's current or past
//!   pay (« salaire actuel », « dernier bulletin de salaire »); the expected pay
//!   (« prétentions ») may be asked;
//! - article 5 §1: the pay is given, not « selon profil » (France's 2026 bill bans it);
//! - article 5 §1: the pay written in the text agrees with the range of the offer;
//! - article 5 §3: a gender-neutral title: « Vendeuse H/F » names a woman whatever the « H/F »
//!   says (suggestion: « Vendeur / Vendeuse (H/F) »).
//!
//! Each function reads one sentence, lowercased and without accents (`fold`), in linear time.

use super::pay::{PayPeriod, PayRange};

/// Phrases asking for the pay a candidate has or had.
const PAY_HISTORY: [&str; 22] = [
    "salaire actuel",
    "votre salaire",
    "remuneration actuelle",
    "votre remuneration",
    "dernier salaire",
    "derniers salaires",
    "derniere remuneration",
    "salaire precedent",
    "salaire anterieur",
    "remuneration anterieure",
    "remuneration precedente",
    "ancien salaire",
    "historique de remuneration",
    "historique des salaires",
    "historique salarial",
    "bulletin de salaire",
    "bulletins de salaire",
    "bulletin de paie",
    "bulletins de paie",
    "fiche de paie",
    "fiches de paie",
    "combien gagnez vous",
];

/// What makes « votre salaire » or « votre rémunération » a question about the future pay
/// (« votre salaire sera de… », « votre rémunération : 2 000 € »): then it is allowed.
const FUTURE_PAY: [&str; 12] = [
    "sera",
    "seront",
    "evoluera",
    "evolue",
    "comprend",
    "comprendra",
    "est",
    "de",
    "brut",
    "fixe",
    "mensuel",
    "annuel",
];

/// A question about the candidate's current or past pay (not their expectations).
pub(super) fn asks_pay_history(joined: &str, words: &[&str]) -> bool {
    PAY_HISTORY.iter().any(|phrase| {
        let Some(at) = find_phrase(joined, phrase) else {
            return false;
        };
        if !phrase.starts_with("votre ") {
            return true;
        }
        // « votre salaire » asks for the current pay only when the sentence asks for it
        // (« indiquer », « communiquer », « préciser », « joindre »), not when it tells the pay.
        let after = joined[at + phrase.len()..].split(' ').nth(1).unwrap_or("");
        let asks = words.iter().any(|w| {
            matches!(
                *w,
                "indiquer"
                    | "indiquez"
                    | "communiquer"
                    | "communiquez"
                    | "preciser"
                    | "precisez"
                    | "joindre"
                    | "joignez"
                    | "mentionner"
                    | "mentionnez"
                    | "transmettre"
                    | "transmettez"
                    | "envoyer"
                    | "envoyez"
            )
        });
        asks && !FUTURE_PAY.contains(&after)
    })
}

/// The pay left unsaid: « selon profil », « salaire à négocier », « selon expérience ».
/// A sentence that gives an amount states the pay: « de 28 000 à 34 000 € brut par an selon
/// expérience » says where in the range a candidate lands, which the directive allows.
pub(super) fn leaves_pay_unstated(folded: &str, joined: &str, words: &[&str]) -> bool {
    if !amounts(folded).is_empty() {
        return false;
    }
    if find_phrase(joined, "selon profil").is_some() {
        return true;
    }
    let about_pay = words
        .iter()
        .any(|w| matches!(*w, "salaire" | "remuneration" | "paie" | "paye"));
    about_pay
        && [
            "a negocier",
            "a definir",
            "selon experience",
            "selon l experience",
            "selon les competences",
            "selon competences",
            "non communique",
            "a discuter",
        ]
        .iter()
        .any(|phrase| find_phrase(joined, phrase).is_some())
}

/// `phrase` in `joined` (words joined by single spaces) at word boundaries: its offset.
fn find_phrase(joined: &str, phrase: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = joined[from..].find(phrase) {
        let begin = from + at;
        let end = begin + phrase.len();
        let before_ok = begin == 0 || joined.as_bytes()[begin - 1] == b' ';
        let after_ok = end == joined.len() || joined.as_bytes()[end] == b' ';
        if before_ok && after_ok {
            return Some(begin);
        }
        from = begin + 1;
        while !joined.is_char_boundary(from) {
            from += 1;
        }
    }
    None
}

/// Words that make an amount something else than the pay (a bonus, a benefit, a turnover).
const NOT_THE_PAY: [&str; 16] = [
    "prime",
    "primes",
    "variable",
    "commission",
    "commissions",
    "bonus",
    "ticket",
    "tickets",
    "mutuelle",
    "interessement",
    "participation",
    "indemnite",
    "indemnites",
    "frais",
    "capital",
    "affaires",
];

/// An amount of the text: cents, and the period it is written for (if it says).
#[derive(Debug, PartialEq)]
struct Amount {
    cents: i64,
    period: Option<PayPeriod>,
}

/// The amounts with a currency a sentence gives: « 32 000 € », « 32k€ », « 2 100 euros par
/// mois », « 14 €/h », and both ends of « 30 à 35 k€ » or « 30-35 K€ ».
fn amounts(folded: &str) -> Vec<Amount> {
    let chars: Vec<char> = folded.chars().collect();
    let mut found: Vec<Amount> = Vec::new();
    // Numbers waiting for a currency: « 30 » of « 30 à 35 k€ ».
    let mut pending: Vec<f64> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || (i > 0 && chars[i - 1].is_alphanumeric()) {
            i += 1;
            continue;
        }
        // Digits, groups of three after a space or a dot, a decimal comma.
        let mut digits = String::new();
        while i < chars.len() {
            let c = chars[i];
            if c.is_ascii_digit() {
                digits.push(c);
                i += 1;
            } else if matches!(c, ' ' | '\u{a0}' | '\u{202f}' | '.')
                && chars
                    .get(i + 1..i + 4)
                    .is_some_and(|g| g.iter().all(char::is_ascii_digit))
                && chars.get(i + 4).is_none_or(|c| !c.is_ascii_digit())
            {
                i += 1;
            } else if c == ','
                && chars.get(i + 1).is_some_and(char::is_ascii_digit)
                && !digits.contains('.')
            {
                digits.push('.');
                i += 1;
            } else {
                break;
            }
        }
        let Ok(number) = digits.parse::<f64>() else {
            continue;
        };
        let rest: String = chars[i..chars.len().min(i + 40)].iter().collect();
        let rest = rest.trim_start();
        let (multiplier, after) = if let Some(after) = rest
            .strip_prefix("k€")
            .or_else(|| rest.strip_prefix("k €"))
            .or_else(|| rest.strip_prefix("keur"))
        {
            (1000.0, after)
        } else if let Some(after) = rest
            .strip_prefix('€')
            .or_else(|| rest.strip_prefix("euros"))
            .or_else(|| rest.strip_prefix("euro"))
            .or_else(|| rest.strip_prefix("eur "))
        {
            (1.0, after)
        } else {
            // A number before « à », « - », « et »: the start of a range.
            if rest.starts_with("a ")
                || rest.starts_with('-')
                || rest.starts_with('–')
                || rest.starts_with("et ")
            {
                pending.push(number);
            } else {
                pending.clear();
            }
            continue;
        };
        let period = period_of(after, multiplier > 1.0);
        for start in pending.drain(..) {
            found.push(Amount {
                cents: (start * multiplier * 100.0).round() as i64,
                period,
            });
        }
        found.push(Amount {
            cents: (number * multiplier * 100.0).round() as i64,
            period,
        });
    }
    found
}

/// The period written after an amount: « /h », « de l'heure », « par mois », « brut annuel »…
fn period_of(after: &str, thousands: bool) -> Option<PayPeriod> {
    let head: String = after
        .chars()
        .take(30)
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    let words: Vec<&str> = head.split_whitespace().take(4).collect();
    let first_slash = after.trim_start().starts_with('/');
    for word in words {
        match word {
            "h" | "heure" | "heures" | "horaire" if first_slash || word != "h" => {
                return Some(PayPeriod::Hour)
            }
            "mois" | "mensuel" | "mensuels" | "mensuelle" => return Some(PayPeriod::Month),
            "an" | "ans" | "annuel" | "annuels" | "annuelle" | "annee" => {
                return Some(PayPeriod::Year)
            }
            _ => {}
        }
    }
    thousands.then_some(PayPeriod::Year)
}

/// The period an amount without one is read in: a pay of 10,000 € or more is yearly, of 500
/// € or more monthly, below it hourly.
fn likely_period(cents: i64) -> PayPeriod {
    match cents {
        1_000_000.. => PayPeriod::Year,
        50_000.. => PayPeriod::Month,
        _ => PayPeriod::Hour,
    }
}

/// The text gives a pay outside the range of the offer (annualised, 2 % either side).
pub(super) fn contradicts_range(folded: &str, words: &[&str], range: &PayRange) -> bool {
    let about_pay = words.iter().any(|w| {
        matches!(
            *w,
            "salaire"
                | "remuneration"
                | "brut"
                | "brute"
                | "net"
                | "paye"
                | "payee"
                | "remunere"
                | "remuneree"
                | "smic"
        )
    });
    if !about_pay || words.iter().any(|w| NOT_THE_PAY.contains(w)) {
        return false;
    }
    let low = range.annual_min_euros() as f64 * 0.98;
    let high = range.annual_max_euros() as f64 * 1.02;
    amounts(folded).iter().any(|amount| {
        let period = amount.period.unwrap_or_else(|| likely_period(amount.cents));
        let yearly = (amount.cents * period.per_year()) as f64 / 100.0;
        yearly < low || yearly > high
    })
}

/// The feminine forms of job words, and their masculine: what a title names a woman with.
const FEMININE_WORDS: [(&str, &str); 9] = [
    ("assistante", "assistant"),
    ("commerciale", "commercial"),
    ("chargee", "chargé"),
    ("employee", "employé"),
    ("apprentie", "apprenti"),
    ("consultante", "consultant"),
    ("gerante", "gérant"),
    ("cheffe", "chef"),
    ("architecte", ""),
];

/// Feminine endings of job words and the masculine ones that replace them.
const FEMININE_ENDINGS: [(&str, &str); 5] = [
    ("euse", "eur"),
    ("trice", "teur"),
    ("iere", "ier"),
    ("ienne", "ien"),
    ("ere", "er"),
];

/// Words with those endings that are not people (« matière », « lumière », « première »…).
const NOT_PEOPLE: [&str; 14] = [
    "matiere",
    "lumiere",
    "maniere",
    "carriere",
    "filiere",
    "premiere",
    "derniere",
    "piece",
    "serie",
    "entiere",
    "particuliere",
    "frontiere",
    "riviere",
    "chaudiere",
];

/// A title that names the job in the feminine only, though it says « H/F »: the suggestion
/// with both forms (« Vendeur / Vendeuse (H/F) »), or `None`.
pub(super) fn feminine_title_suggestion(title: &str) -> Option<String> {
    let cleaned = strip_sex_marker(title);
    // Each feminine job word and its masculine.
    let pairs: Vec<(String, String)> = cleaned
        .split_whitespace()
        .filter_map(|word| {
            let bare: String = word.chars().filter(|c| c.is_alphabetic()).collect();
            masculine_of(&bare).map(|masculine| (bare, masculine))
        })
        .collect();
    let suggestion = match pairs.as_slice() {
        [] => return None,
        // One word: both forms side by side (« Vendeur / Vendeuse »).
        [(feminine, masculine)] => {
            cleaned.replacen(feminine.as_str(), &format!("{masculine} / {feminine}"), 1)
        }
        // Several: the whole title in each form (« Tapissier décorateur / Tapissière
        // décoratrice »).
        several => {
            let masculine_title = several.iter().fold(cleaned.clone(), |title, (f, m)| {
                title.replacen(f.as_str(), m, 1)
            });
            format!("{masculine_title} / {cleaned}")
        }
    };
    Some(format!("{} (H/F)", suggestion.trim()))
}

/// The masculine of a feminine job word (« vendeuse » → « vendeur »), in its case.
fn masculine_of(bare: &str) -> Option<String> {
    let folded = ensemblier_index::text::fold(bare);
    if folded.len() < 5 || NOT_PEOPLE.contains(&folded.as_str()) {
        return None;
    }
    let masculine = FEMININE_WORDS
        .iter()
        .find(|(feminine, _)| *feminine == folded)
        .map(|(_, masculine)| (*masculine).to_owned())
        .or_else(|| {
            FEMININE_ENDINGS.iter().find_map(|(ending, replacement)| {
                let stem_len = bare.chars().count().checked_sub(ending.len())?;
                folded.ends_with(ending).then(|| {
                    let stem: String = bare.chars().take(stem_len).collect();
                    format!("{stem}{replacement}")
                })
            })
        })?;
    (!masculine.is_empty()).then(|| capitalised_as(&masculine, bare))
}

/// `word` with the first letter in the case of `model`'s.
fn capitalised_as(word: &str, model: &str) -> String {
    let upper = model.chars().next().is_some_and(char::is_uppercase);
    let mut chars = word.chars();
    match chars.next() {
        Some(first) if upper => first.to_uppercase().chain(chars).collect(),
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The title without « H/F », « (F/H) », « H-F »…
fn strip_sex_marker(title: &str) -> String {
    let mut out = title.to_owned();
    for marker in [
        "(H/F/X)", "(F/H/X)", "(H/F)", "(F/H)", "(H-F)", "(F-H)", "H/F/X", "F/H/X", "H/F", "F/H",
        "H-F", "F-H", "h/f", "f/h",
    ] {
        out = out.replace(marker, " ");
    }
    // « Vendeuse H/F, Lyon » leaves « Vendeuse , Lyon »: no space before a comma or a
    // closing bracket, none after an opening one, no separator left at either end.
    let joined = out.split_whitespace().collect::<Vec<_>>().join(" ");
    joined
        .replace(" ,", ",")
        .replace(" )", ")")
        .replace("( ", "(")
        .replace("()", "")
        .trim_matches(|c: char| c.is_whitespace() || matches!(c, ',' | '–' | '-'))
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::super::wording::{check, AdWording, Rule};
    use super::*;

    /// The offer of the table: 32–38 k€ a year, a neutral title.
    fn range() -> PayRange {
        PayRange {
            min_cents: 3_200_000,
            max_cents: 3_800_000,
            period: PayPeriod::Year,
            variable: String::new(),
            spread_reason: String::new(),
        }
    }

    fn rules_of(title: &str, text: &str) -> Vec<Rule> {
        let range = range();
        let mut rules: Vec<Rule> = check(&AdWording {
            title,
            description: text,
            pay: Some(&range),
            ..AdWording::default()
        })
        .into_iter()
        .map(|flag| flag.rule)
        .collect();
        rules.dedup();
        rules
    }

    const TITLE: &str = "Architecte d'intérieur (H/F)";

    /// The 2026 rules, sentence by sentence: what each must raise (none for the traps).
    const TABLE: &[(&str, &str, &[Rule])] = &[
        // Pay history: banned; expectations are not.
        (
            TITLE,
            "Merci de nous indiquer votre salaire actuel.",
            &[Rule::PayHistory],
        ),
        (
            TITLE,
            "Précisez votre rémunération actuelle dans votre lettre.",
            &[Rule::PayHistory],
        ),
        (
            TITLE,
            "Joignez vos trois derniers bulletins de salaire.",
            &[Rule::PayHistory],
        ),
        (
            TITLE,
            "Envoyez CV, lettre et dernière fiche de paie.",
            &[Rule::PayHistory],
        ),
        (
            TITLE,
            "Indiquez votre dernier salaire brut annuel.",
            &[Rule::PayHistory],
        ),
        (
            TITLE,
            "Merci de communiquer votre salaire.",
            &[Rule::PayHistory],
        ),
        (
            TITLE,
            "Combien gagnez-vous aujourd'hui ?",
            &[Rule::PayHistory],
        ),
        (
            TITLE,
            "Votre historique de rémunération nous aidera.",
            &[Rule::PayHistory],
        ),
        (TITLE, "Merci d'indiquer vos prétentions salariales.", &[]),
        (TITLE, "Indiquez vos prétentions.", &[]),
        (TITLE, "Votre salaire sera revu chaque année.", &[]),
        (
            TITLE,
            "Nous gérons la paie de nos 12 salariés en interne.",
            &[],
        ),
        // « Selon profil » and kin.
        (TITLE, "Salaire selon profil.", &[Rule::PayUnstated]),
        (
            TITLE,
            "Rémunération : selon profil et expérience.",
            &[Rule::PayUnstated],
        ),
        (TITLE, "Salaire à négocier.", &[Rule::PayUnstated]),
        (
            TITLE,
            "Rémunération selon expérience.",
            &[Rule::PayUnstated],
        ),
        (TITLE, "Le planning est à définir avec l'équipe.", &[]),
        (
            TITLE,
            "Les missions évoluent selon l'expérience acquise.",
            &[],
        ),
        // The pay in the text against the range (32–38 k€ a year).
        (TITLE, "Salaire : 32 000 à 38 000 € brut par an.", &[]),
        (TITLE, "Rémunération de 35 k€ brut annuel.", &[]),
        (
            TITLE,
            "Salaire : 25 000 € brut par an.",
            &[Rule::PayMismatch],
        ),
        (
            TITLE,
            "Rémunération entre 40 et 45 k€.",
            &[Rule::PayMismatch],
        ),
        (TITLE, "Salaire brut : 2 900 € par mois.", &[]),
        (
            TITLE,
            "Salaire brut : 2 100 € par mois.",
            &[Rule::PayMismatch],
        ),
        (TITLE, "Payé 12 € de l'heure.", &[Rule::PayMismatch]),
        (
            TITLE,
            "Prime annuelle de 2 000 € brut selon objectifs.",
            &[],
        ),
        (TITLE, "Tickets restaurant de 9 € par jour.", &[]),
        (TITLE, "Chiffre d'affaires de 4 000 000 € en 2025.", &[]),
        // A title in the feminine only, even with « H/F ».
        (
            "Vendeuse H/F",
            "Vous conseillez nos clients.",
            &[Rule::GenderedTitle],
        ),
        (
            "Assistante de direction (H/F)",
            "Vous organisez l'agenda.",
            &[Rule::GenderedTitle],
        ),
        (
            "Tapissière décoratrice H/F",
            "Vous garnissez des sièges.",
            &[Rule::GenderedTitle],
        ),
        (
            "Vendeur / Vendeuse (H/F)",
            "Vous conseillez nos clients.",
            &[],
        ),
        ("Vendeur H/F", "Vous conseillez nos clients.", &[]),
        (
            "Chargée de projet lumière F/H",
            "Vous suivez les chantiers.",
            &[Rule::GenderedTitle],
        ),
        (
            "Chef de projet lumière H/F",
            "Vous suivez les chantiers.",
            &[],
        ),
    ];

    #[test]
    fn the_table_of_2026_sentences() {
        assert!(TABLE.len() >= 30);
        let failures: Vec<String> = TABLE
            .iter()
            .filter_map(|(title, sentence, expected)| {
                let got = rules_of(title, sentence);
                (got != *expected)
                    .then(|| format!("{title:?} {sentence:?}: expected {expected:?}, got {got:?}"))
            })
            .collect();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn each_2026_flag_says_its_rule_and_suggests_the_title() {
        let range = range();
        let flags = check(&AdWording {
            title: "Vendeuse H/F",
            description: "Salaire : 25 000 € brut par an.",
            pay: Some(&range),
            ..AdWording::default()
        });
        assert_eq!(
            flags[0].message,
            "Votre titre ne nomme le poste qu'au féminin, même avec « H/F » : écrivez les deux formes, par exemple « Vendeur / Vendeuse (H/F) »"
        );
        assert_eq!(
            flags[0].rule.law(),
            "Directive (UE) 2023/970, article 5, paragraphe 3"
        );
        assert_eq!(
            flags[1].message,
            "Votre annonce donne un salaire différent de la fourchette indiquée (32–38\u{a0}k€ brut/an) : « Salaire : 25 000 € brut par an »"
        );
        assert_eq!(Rule::PayHistory.code(), "PAY_HISTORY");
        assert_eq!(
            Rule::PayHistory.law(),
            "Directive (UE) 2023/970, article 5, paragraphe 2"
        );
    }

    #[test]
    fn amounts_are_read_with_their_period() {
        let read = |text: &str| {
            amounts(&ensemblier_index::text::fold(text))
                .into_iter()
                .map(|a| (a.cents, a.period))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            read("Salaire : 32 000 € brut par an"),
            [(3_200_000, Some(PayPeriod::Year))]
        );
        assert_eq!(
            read("entre 30 et 35 k€"),
            [
                (3_000_000, Some(PayPeriod::Year)),
                (3_500_000, Some(PayPeriod::Year))
            ]
        );
        assert_eq!(read("14 €/h"), [(1_400, Some(PayPeriod::Hour))]);
        assert_eq!(
            read("2 100 euros bruts mensuels"),
            [(210_000, Some(PayPeriod::Month))]
        );
        assert_eq!(read("12,50 € de l'heure"), [(1_250, Some(PayPeriod::Hour))]);
        assert_eq!(
            read("30-35K€"),
            [
                (3_000_000, Some(PayPeriod::Year)),
                (3_500_000, Some(PayPeriod::Year))
            ]
        );
        assert_eq!(read("2 100 €"), [(210_000, None)]);
        assert!(read("Depuis 1952, 35 personnes").is_empty());
    }

    #[test]
    fn a_feminine_title_gets_both_forms() {
        assert_eq!(
            feminine_title_suggestion("Vendeuse H/F").as_deref(),
            Some("Vendeur / Vendeuse (H/F)")
        );
        assert_eq!(
            feminine_title_suggestion("Assistante de direction (H/F)").as_deref(),
            Some("Assistant / Assistante de direction (H/F)")
        );
        assert_eq!(
            feminine_title_suggestion("Tapissière décoratrice H/F").as_deref(),
            Some("Tapissier décorateur / Tapissière décoratrice (H/F)")
        );
        assert_eq!(
            feminine_title_suggestion("Vendeuse H/F, boutique de Lyon").as_deref(),
            Some("Vendeur / Vendeuse, boutique de Lyon (H/F)"),
            "no space before the comma"
        );
        assert_eq!(feminine_title_suggestion("Vendeur H/F"), None);
        assert_eq!(
            feminine_title_suggestion("Architecte d'intérieur H/F"),
            None
        );
        assert_eq!(
            feminine_title_suggestion("Chef de projet lumière H/F"),
            None
        );
    }
}
