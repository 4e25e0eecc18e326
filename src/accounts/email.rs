//! `Email`: the only way an address enters the accounts domain.

use crate::error::{AppError, ErrorCode};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// Trims and checks the shape (one `@`, a dotted domain, no spaces, at most 254 bytes).
    /// The address keeps its case; comparisons are case-insensitive in the database.
    pub fn parse(raw: &str) -> Result<Self, AppError> {
        let email = raw.trim();
        if email.is_empty() {
            return Err(AppError::missing("Adresse e-mail"));
        }
        let valid = email.len() <= 254
            && !email.chars().any(char::is_whitespace)
            && email.split_once('@').is_some_and(|(local, domain)| {
                !local.is_empty()
                    && !domain.contains('@')
                    && domain.contains('.')
                    && !domain.starts_with('.')
                    && !domain.ends_with('.')
                    && !domain.contains("..")
            });
        if valid {
            Ok(Self(email.to_owned()))
        } else {
            Err(AppError::invalid(
                ErrorCode::InvalidEmail,
                "L'adresse e-mail n'est pas valide.",
            ))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The key used for rate limits and look-ups.
    pub fn normalized(&self) -> String {
        self.0.to_lowercase()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_well_formed_address_is_kept_trimmed() {
        assert_eq!(
            Email::parse("  Marie.Dupont@atelier.fr ").map(|e| e.0).ok(),
            Some("Marie.Dupont@atelier.fr".into())
        );
    }

    #[test]
    fn malformed_addresses_are_refused_in_french() {
        for bad in [
            "marie",
            "marie@",
            "@atelier.fr",
            "marie@atelier",
            "ma rie@atelier.fr",
            "a@b@c.fr",
            "marie@.fr",
            "marie@atelier..fr",
        ] {
            let error = Email::parse(bad).expect_err(bad);
            assert_eq!(
                error.message(),
                "L'adresse e-mail n'est pas valide.",
                "{bad}"
            );
        }
    }

    #[test]
    fn an_empty_address_is_a_missing_field() {
        let error = Email::parse("  ").expect_err("empty");
        assert_eq!(
            error.message(),
            "Le champ obligatoire Adresse e-mail n'a pas été renseigné."
        );
    }
}
