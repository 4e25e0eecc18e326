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
        undeliverable(email)?;
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

/// Refuses the shapes no relay delivers to an ordinary mailbox: an IP address instead of a
/// domain (`x@[127.0.0.1]`, `x@127.0.0.1`: mail aimed at a machine, not a person), a domain
/// label that is no host name (`_`, a leading or trailing `-`), a top-level domain of one
/// letter or of digits, and a local part that would need quoting (`"`, `<`, `(`…). Such mail
/// would only be refused by the relay again and again.
fn undeliverable(email: &str) -> Result<(), AppError> {
    let (local, domain) = email.rsplit_once('@').unwrap_or_default();
    if domain.starts_with('[') || domain.parse::<std::net::IpAddr>().is_ok() {
        return Err(AppError::invalid(
            ErrorCode::InvalidEmail,
            "L'adresse e-mail doit se terminer par un nom de domaine, pas par une adresse IP.",
        ));
    }
    let labels_ok = domain.split('.').all(|label| {
        !label.starts_with('-')
            && !label.ends_with('-')
            && label
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || !c.is_ascii())
    });
    let tld = domain.rsplit('.').next().unwrap_or_default();
    let tld_ok = tld.chars().count() >= 2 && !tld.chars().all(|c| c.is_ascii_digit());
    let local_ok = !local
        .chars()
        .any(|c| c.is_control() || "\"<>()[]\\,;:".contains(c));
    if labels_ok && tld_ok && local_ok {
        Ok(())
    } else {
        Err(AppError::invalid(
            ErrorCode::InvalidEmail,
            "L'adresse e-mail n'est pas valide.",
        ))
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
    fn an_ip_address_instead_of_a_domain_is_refused_in_french() {
        for bad in [
            "x@[127.0.0.1]",
            "x@[IPv6:::1]",
            "x@127.0.0.1",
            "x@[10.0.0.1].fr",
        ] {
            let error = Email::parse(bad).expect_err(bad);
            assert_eq!(
                error.message(),
                "L'adresse e-mail doit se terminer par un nom de domaine, pas par une adresse IP.",
                "{bad}"
            );
        }
    }

    #[test]
    fn undeliverable_shapes_are_refused_and_real_ones_kept() {
        for bad in [
            "x@exa_mple.fr",
            "x@-atelier.fr",
            "x@atelier-.fr",
            "x@atelier.f",
            "x@atelier.123",
            "\"x\"@atelier.fr",
            "x<y@atelier.fr",
            "x,y@atelier.fr",
        ] {
            let error = Email::parse(bad).expect_err(bad);
            assert_eq!(
                error.message(),
                "L'adresse e-mail n'est pas valide.",
                "{bad}"
            );
        }
        for good in [
            "marie.dupont+alertes@atelier-dubois.fr",
            "o'neil@exemple.co.uk",
            "léa@café.fr",
            "x@xn--caf-dma.fr",
            "x@3com.com",
        ] {
            assert!(Email::parse(good).is_ok(), "{good}");
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
