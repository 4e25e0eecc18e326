//! The legal notice (« Mentions légales », `/legal`), written from the operator's settings:
//! the publisher is the seller the invoices name (`SELLER_*`), with its phone, the
//! publication director and the host from `LEGAL_*` (LCEN, article 6 III). Nothing is left
//! « à compléter »: outside development `serve` refuses to start while a field is missing or
//! still the example (`LegalSettings::refusals`); in development the example is clearly fake
//! and the page says so (docs/settings.md, "Settings that fail closed").

use async_graphql::SimpleObject;

use crate::config::{LegalSettings, Seller};

/// Whether any field is the example (development only: `serve` refuses it elsewhere).
fn is_example(legal: &LegalSettings, seller: &Seller) -> bool {
    let squeeze = |s: &str| s.replace(char::is_whitespace, "");
    squeeze(&seller.siren) == squeeze(&Seller::default().siren)
        || legal
            .fields()
            .into_iter()
            .zip(LegalSettings::default().fields())
            .any(|((_, value), (_, example))| value == example)
}

/// The legal notice as the page shows it (GraphQL `legalNotice`).
#[derive(SimpleObject)]
pub struct LegalNotice {
    /// The publisher's name with its legal form (the seller).
    pub publisher: String,
    /// Its registered office, on one line.
    pub address: String,
    pub siren: String,
    /// The trade register's town (« Paris »: « RCS Paris »), `SELLER_RCS`.
    pub rcs: String,
    pub vat_number: String,
    /// The share capital, as printed (e.g. "10 000 €").
    pub capital: String,
    pub phone: String,
    pub publication_director: String,
    pub host_name: String,
    pub host_address: String,
    pub host_phone: String,
    /// The address visitors write to (`CONTACT_EMAIL`).
    pub contact_email: String,
    /// True while the example values of development are shown (never in production).
    pub example: bool,
}

impl LegalNotice {
    pub fn new(seller: &Seller, legal: &LegalSettings, contact_email: &str) -> Self {
        Self {
            publisher: seller.name.clone(),
            address: format!("{}, {} {}", seller.address, seller.postcode, seller.city),
            siren: seller.siren.clone(),
            rcs: seller.rcs.clone(),
            vat_number: seller.vat_number.clone(),
            capital: seller.capital.clone(),
            phone: legal.phone.clone(),
            publication_director: legal.publication_director.clone(),
            host_name: legal.host_name.clone(),
            host_address: legal.host_address.clone(),
            host_phone: legal.host_phone.clone(),
            contact_email: contact_email.to_owned(),
            example: is_example(legal, seller),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name: &str| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        }
    }

    #[test]
    fn outside_development_every_field_must_be_set_and_not_the_example() {
        let unset = LegalSettings::from_environment(env(&[]), false);
        assert_eq!(unset.refusals().len(), 5);
        let example = LegalSettings::from_environment(
            env(&[("LEGAL_HOST_NAME", "Hébergeur Exemple SAS (fictif)")]),
            false,
        );
        assert!(example
            .refusals()
            .iter()
            .any(|r| r.starts_with("LEGAL_HOST_NAME is the example")));
        let real = LegalSettings::from_environment(
            env(&[
                ("LEGAL_PHONE", "04 78 00 00 00"),
                ("LEGAL_PUBLICATION_DIRECTOR", "Claire Dubois"),
                ("LEGAL_HOST_NAME", "OVH SAS"),
                ("LEGAL_HOST_ADDRESS", "2 rue Kellermann, 59100 Roubaix"),
                ("LEGAL_HOST_PHONE", "1007"),
            ]),
            false,
        );
        assert_eq!(real.refusals(), Vec::<String>::new());
        assert!(!is_example(
            &real,
            &Seller {
                siren: "732829320".to_owned(),
                ..Seller::default()
            }
        ));
    }

    #[test]
    fn in_development_the_example_is_shown_and_said_to_be_one() {
        let development = LegalSettings::from_environment(env(&[]), true);
        assert_eq!(development, LegalSettings::default());
        let notice = LegalNotice::new(&Seller::default(), &development, "contact@ensemblier.fr");
        assert!(notice.example);
        assert!(notice.publication_director.contains("fictive"));
        assert_eq!(notice.address, "12 rue des Artisans, 75011 Paris");
    }
}
