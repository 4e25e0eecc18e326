//! The seller's numbers, checked before `serve` starts outside development
//! (`config::Settings::check_for_serving` runs [`refusals`] once every `SELLER_*` field is set
//! and none is the example's): a plateforme agréée refuses an invoice whose numbers cannot be.

use crate::{
    companies::billing_identity::{french_vat_number, siren_is_valid},
    config::Seller,
};

/// Why `seller`'s numbers cannot be, each naming its setting.
pub fn refusals(seller: &Seller) -> Vec<String> {
    seller
        .fields()
        .into_iter()
        .filter_map(|(name, value)| malformed(seller, name, value))
        .collect()
}

/// A value no invoice may carry: a SIREN whose Luhn key is wrong (the example's is), a
/// VAT number that is not the SIREN's, an IBAN whose check digits are wrong, a BIC that is
/// not 8 or 11 characters. A plateforme agréée refuses such invoices; so does `serve`.
fn malformed(seller: &Seller, name: &str, value: &str) -> Option<String> {
    let compact = value.replace(char::is_whitespace, "").to_uppercase();
    match name {
        "SELLER_SIREN" if !siren_is_valid(&compact) => Some(format!(
            "SELLER_SIREN {value} is not a SIREN: 9 digits whose Luhn key is right"
        )),
        "SELLER_VAT_NUMBER" => {
            let siren = seller.siren.replace(char::is_whitespace, "");
            let expected = french_vat_number(&siren);
            (expected.as_deref() != Some(compact.as_str())).then(|| {
                format!(
                    "SELLER_VAT_NUMBER {value} is not the VAT number of SELLER_SIREN ({})",
                    expected.unwrap_or_default()
                )
            })
        }
        "SELLER_IBAN" if !iban_is_valid(&compact) => Some(format!(
            "SELLER_IBAN {value} is not an IBAN: its check digits are wrong"
        )),
        "SELLER_BIC"
            if !matches!(compact.len(), 8 | 11)
                || !compact.chars().all(|c| c.is_ascii_alphanumeric()) =>
        {
            Some(format!(
                "SELLER_BIC {value} is not a BIC (8 or 11 letters and digits)"
            ))
        }
        _ => None,
    }
}

/// ISO 13616: the IBAN's first four characters moved to its end, letters as numbers
/// (A = 10…), the whole is 1 modulo 97.
pub fn iban_is_valid(iban: &str) -> bool {
    if iban.len() < 15 || iban.len() > 34 || !iban.chars().all(|c| c.is_ascii_alphanumeric()) {
        return false;
    }
    let (head, tail) = iban.split_at(4);
    let mut rest = 0u32;
    for c in tail.chars().chain(head.chars()) {
        let Some(value) = c.to_digit(36) else {
            return false;
        };
        rest = if value >= 10 {
            (rest * 100 + value) % 97
        } else {
            (rest * 10 + value) % 97
        };
    }
    rest == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_siren_vat_number_iban_or_bic_that_cannot_be_is_refused() {
        let seller = Seller {
            siren: "732829321".to_owned(),
            vat_number: "FR44732829320".to_owned(),
            iban: "FR76 1027 8073 0000 0201 3480 146".to_owned(),
            bic: "CMCI".to_owned(),
            ..Seller::default()
        };
        let said = refusals(&seller).join("\n");
        for part in [
            "SELLER_SIREN 732829321 is not a SIREN",
            "SELLER_VAT_NUMBER FR44732829320 is not the VAT number of SELLER_SIREN",
            "SELLER_IBAN FR76 1027 8073 0000 0201 3480 146 is not an IBAN",
            "SELLER_BIC CMCI is not a BIC",
        ] {
            assert!(said.contains(part), "{said}");
        }
        let real = Seller {
            siren: "732829320".to_owned(),
            vat_number: "FR44732829320".to_owned(),
            iban: "FR7630006000011234567890189".to_owned(),
            bic: "AGRIFRPPXXX".to_owned(),
            ..Seller::default()
        };
        assert_eq!(refusals(&real), Vec::<String>::new());
        assert!(iban_is_valid("FR7630006000011234567890189"));
        assert!(!iban_is_valid("FR7630006000011234567890188"));
    }
}
