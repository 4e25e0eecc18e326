//! The seller on invoices and transfer instructions (`SELLER_*`).

/// Who sells: the identity French law requires on an invoice, and the bank account transfers
/// go to. Each field from its `SELLER_*` variable. The defaults are example values, for
/// development only: outside it an unset field is empty, and `serve` refuses an empty field or
/// an example identity (docs/settings.md, "Settings that fail closed"); what its numbers must
/// be is the domain's (`companies::billing_identity::seller_refusals`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seller {
    /// `SELLER_NAME`, with its legal form.
    pub name: String,
    /// `SELLER_ADDRESS`: street line.
    pub address: String,
    /// `SELLER_POSTCODE`.
    pub postcode: String,
    /// `SELLER_CITY`.
    pub city: String,
    /// `SELLER_SIREN`: 9 digits.
    pub siren: String,
    /// `SELLER_VAT_NUMBER`: intra-community VAT number (FR + key + SIREN).
    pub vat_number: String,
    /// `SELLER_CAPITAL`: share capital, as printed (e.g. "10 000 €").
    pub capital: String,
    /// `SELLER_RCS`: the town of the trade register's court (greffe) the company is
    /// registered at, printed « RCS Paris » beside the SIREN (Code de commerce, R123-237);
    /// a leading « RCS » typed in the setting is dropped.
    pub rcs: String,
    /// `SELLER_IBAN` and `SELLER_BIC`: where transfers go.
    pub iban: String,
    pub bic: String,
    /// `SELLER_BANK`: the bank's name.
    pub bank: String,
}

/// The example seller of development and tests.
impl Default for Seller {
    fn default() -> Self {
        Self {
            name: "Ensemblier SAS".to_owned(),
            address: "12 rue des Artisans".to_owned(),
            postcode: "75011".to_owned(),
            city: "Paris".to_owned(),
            siren: "123456789".to_owned(),
            vat_number: "FR32123456789".to_owned(),
            capital: "10 000 €".to_owned(),
            rcs: "Paris".to_owned(),
            iban: "FR76 3000 6000 0112 3456 7890 189".to_owned(),
            bic: "AGRIFRPPXXX".to_owned(),
            bank: "Banque de démonstration".to_owned(),
        }
    }
}

/// « Paris » from « Paris », « RCS Paris » or « R.C.S. Paris ».
fn registry_town(value: &str) -> String {
    let value = value.trim();
    for prefix in ["R.C.S.", "RCS"] {
        if let Some(rest) = value
            .get(..prefix.len())
            .filter(|head| head.eq_ignore_ascii_case(prefix))
            .map(|_| &value[prefix.len()..])
        {
            return rest.trim().to_owned();
        }
    }
    value.to_owned()
}

impl Seller {
    pub(super) fn from_environment(
        var: impl Fn(&str) -> Option<String>,
        development: bool,
    ) -> Self {
        let example = Self::default();
        let read = |name: &str, example: String| match var(name) {
            Some(value) => value.trim().to_owned(),
            None if development => example,
            None => String::new(),
        };
        Self {
            name: read("SELLER_NAME", example.name),
            address: read("SELLER_ADDRESS", example.address),
            postcode: read("SELLER_POSTCODE", example.postcode),
            city: read("SELLER_CITY", example.city),
            siren: read("SELLER_SIREN", example.siren),
            vat_number: read("SELLER_VAT_NUMBER", example.vat_number),
            capital: read("SELLER_CAPITAL", example.capital),
            rcs: registry_town(&read("SELLER_RCS", example.rcs)),
            iban: read("SELLER_IBAN", example.iban),
            bic: read("SELLER_BIC", example.bic),
            bank: read("SELLER_BANK", example.bank),
        }
    }

    /// Each field by its setting's name.
    pub fn fields(&self) -> [(&'static str, &str); 11] {
        [
            ("SELLER_NAME", &self.name),
            ("SELLER_ADDRESS", &self.address),
            ("SELLER_POSTCODE", &self.postcode),
            ("SELLER_CITY", &self.city),
            ("SELLER_SIREN", &self.siren),
            ("SELLER_VAT_NUMBER", &self.vat_number),
            ("SELLER_CAPITAL", &self.capital),
            ("SELLER_RCS", &self.rcs),
            ("SELLER_IBAN", &self.iban),
            ("SELLER_BIC", &self.bic),
            ("SELLER_BANK", &self.bank),
        ]
    }

    /// Why these are not a real seller's: each empty field, and each field that identifies the
    /// example seller (its SIREN, VAT number, IBAN and bank: a real seller may well share its
    /// city or its BIC). An invoice naming the example would be a false invoice.
    pub(super) fn refusals(&self) -> Vec<String> {
        let example = Self::default();
        let identifying = [
            "SELLER_SIREN",
            "SELLER_VAT_NUMBER",
            "SELLER_IBAN",
            "SELLER_BANK",
        ];
        // Spaces and case do not make another SIREN or IBAN.
        let same = |a: &str, b: &str| {
            let squeeze = |s: &str| s.replace(char::is_whitespace, "").to_uppercase();
            squeeze(a) == squeeze(b)
        };
        self.fields()
            .into_iter()
            .zip(example.fields())
            .filter_map(|((name, value), (_, example))| {
                if value.trim().is_empty() {
                    Some(format!("{name} must be set (the seller on invoices)"))
                } else if identifying.contains(&name) && same(value, example) {
                    Some(format!(
                        "{name} is the example seller's ({example}): set the seller's own"
                    ))
                } else {
                    None
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_is_read_as_its_town() {
        for typed in ["Lyon", " RCS Lyon ", "rcs Lyon", "R.C.S. Lyon"] {
            assert_eq!(registry_town(typed), "Lyon", "{typed}");
        }
    }

    #[test]
    fn outside_development_an_unset_registry_is_refused() {
        let unset =
            Seller::from_environment(|name| (name != "SELLER_RCS").then(|| "x".to_owned()), false);
        assert!(
            unset
                .refusals()
                .iter()
                .any(|r| r.starts_with("SELLER_RCS must be set")),
            "{:?}",
            unset.refusals()
        );
        let empty = Seller::from_environment(
            |name| {
                Some(if name == "SELLER_RCS" {
                    "RCS ".to_owned()
                } else {
                    "x".to_owned()
                })
            },
            false,
        );
        assert!(empty.refusals().iter().any(|r| r.starts_with("SELLER_RCS")));
    }
}
