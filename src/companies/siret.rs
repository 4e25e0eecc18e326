//! The SIRET: the INSEE number of an establishment, its SIREN (9 digits) and its NIC (5),
//! with a Luhn key over the 14 digits. La Poste's establishments are INSEE's documented
//! exception: under SIREN 356000000, the digits add up to a multiple of 5 instead. The
//! database checks the same rule (`siret_is_valid`, migration `company_verifications`).

use crate::{
    error::{AppError, AppResult, ErrorCode},
    text::{Siret as SiretBound, Text},
};

pub const FORMAT: &str =
    "Le SIRET doit compter 14 chiffres (les 9 du SIREN suivis des 5 du NIC de l'établissement).";
pub const KEY: &str = "Ce SIRET n'est pas valide : sa clé de contrôle est fausse. Recopiez-le depuis votre extrait Kbis ou votre avis de situation Insee.";

const LA_POSTE: &str = "356000000";

/// A SIRET of 14 digits whose key is right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Siret(String);

impl Siret {
    /// The SIRET typed (spaces, dots and dashes allowed between digits), or a French refusal.
    pub fn parse(typed: &Text<SiretBound>) -> AppResult<Self> {
        let digits: String = typed
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '.' && *c != '-')
            .collect();
        if digits.len() != 14 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(AppError::invalid(ErrorCode::InvalidSiret, FORMAT));
        }
        if !is_valid(&digits) {
            return Err(AppError::invalid(ErrorCode::InvalidSiret, KEY));
        }
        Ok(Self(digits))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The company's SIREN: the first 9 digits.
    pub fn siren(&self) -> &str {
        &self.0[..9]
    }
}

/// 14 digits with a right key (Luhn, or La Poste's digit sum).
pub fn is_valid(siret: &str) -> bool {
    if siret.len() != 14 || !siret.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let digits = || siret.bytes().map(|b| u32::from(b - b'0'));
    luhn_sum(siret).is_multiple_of(10)
        || (siret.starts_with(LA_POSTE) && digits().sum::<u32>().is_multiple_of(5))
}

/// From the right, every second digit doubled (its digits added): INSEE's key of a SIREN
/// and of a SIRET, right when the sum is a multiple of 10.
pub fn luhn_sum(digits: &str) -> u32 {
    digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let d = d * 2;
                d / 10 + d % 10
            } else {
                d
            }
        })
        .sum()
}

/// `prefix` and the one digit that makes its Luhn key right (the demo content's numbers).
pub fn with_key(prefix: &str) -> String {
    (0..10)
        .map(|d| format!("{prefix}{d}"))
        .find(|n| luhn_sum(n).is_multiple_of(10))
        .unwrap_or_default()
}

/// A SIRET shown to people: `732 829 320 00017`.
pub fn spaced(siret: &str) -> String {
    if siret.len() != 14 {
        return siret.to_owned();
    }
    format!(
        "{} {} {} {}",
        &siret[..3],
        &siret[3..6],
        &siret[6..9],
        &siret[9..]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(s: &str) -> Text<SiretBound> {
        Text::parse(s).expect("bounded")
    }

    #[test]
    fn a_siret_is_14_digits_with_a_luhn_key() {
        assert!(is_valid("73282932000074"));
        assert!(is_valid("55210055400013"));
        assert!(!is_valid("73282932000075"));
        assert!(!is_valid("7328293200007"));
        assert!(!is_valid("7328293200007a"));
        let siret = Siret::parse(&typed(" 732 829 320 00074 ")).expect("valid");
        assert_eq!(siret.as_str(), "73282932000074");
        assert_eq!(siret.siren(), "732829320");
        assert_eq!(
            Siret::parse(&typed("123")).map_err(|e| e.message()),
            Err(FORMAT.to_owned())
        );
        assert_eq!(
            Siret::parse(&typed("73282932000075")).map_err(|e| e.message()),
            Err(KEY.to_owned())
        );
    }

    #[test]
    fn la_postes_establishments_add_up_to_a_multiple_of_five() {
        // Its head office follows Luhn; its other establishments only the digit sum.
        assert!(is_valid("35600000000048"));
        assert!(is_valid("35600000049837"), "3+5+6+4+9+8+3+7 = 45");
        assert!(!is_valid("35600000049838"));
        assert!(!luhn_sum("35600000049837").is_multiple_of(10));
    }

    #[test]
    fn the_key_digit_is_found_and_the_number_spaced() {
        assert_eq!(with_key("7328293200007"), "73282932000074");
        assert_eq!(spaced("73282932000074"), "732 829 320 00074");
    }
}
