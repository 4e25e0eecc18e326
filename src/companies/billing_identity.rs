//! The buyer as a legal entity (issue 34): what an invoice the French e-invoicing reform
//! accepts must say of the company that pays — its billing address (street, postcode, city,
//! country), its SIREN and its intra-community VAT number. Kept on the company (the one its
//! invoices name: the client's first), asked once at checkout when missing, and required
//! before any order is made (`billing::checkout::quote`).
//!
//! The one home of the rules: a French company gives its SIREN (9 digits, Luhn key) and its
//! VAT number is derived from it (`FR` + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97);
//! a company of another EU country gives its VAT number (country prefix + 2 to 12 letters or
//! digits) and no SIREN. Outside the EU: not sold online (docs/invoices.md).

use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
};

/// The EU member states (ISO 3166 alpha-2) and their names as the form shows them.
pub const COUNTRIES: &[(&str, &str)] = &[
    ("FR", "France"),
    ("DE", "Allemagne"),
    ("AT", "Autriche"),
    ("BE", "Belgique"),
    ("BG", "Bulgarie"),
    ("CY", "Chypre"),
    ("HR", "Croatie"),
    ("DK", "Danemark"),
    ("ES", "Espagne"),
    ("EE", "Estonie"),
    ("FI", "Finlande"),
    ("GR", "Grèce"),
    ("HU", "Hongrie"),
    ("IE", "Irlande"),
    ("IT", "Italie"),
    ("LV", "Lettonie"),
    ("LT", "Lituanie"),
    ("LU", "Luxembourg"),
    ("MT", "Malte"),
    ("NL", "Pays-Bas"),
    ("PL", "Pologne"),
    ("PT", "Portugal"),
    ("CZ", "République tchèque"),
    ("RO", "Roumanie"),
    ("SK", "Slovaquie"),
    ("SI", "Slovénie"),
    ("SE", "Suède"),
];

pub const REQUIRED: &str = "Avant de payer, complétez l'identité de facturation de votre entreprise : adresse, code postal, ville, pays, SIREN et numéro de TVA intracommunautaire.";
pub const STREET_MISSING: &str = "Indiquez l'adresse de facturation (numéro et voie).";
pub const POSTCODE_FR: &str = "Le code postal doit compter 5 chiffres.";
pub const POSTCODE_BAD: &str =
    "Le code postal ne peut contenir que des chiffres, des lettres, des espaces et des tirets (10 caractères au plus).";
pub const CITY_MISSING: &str = "Indiquez la ville.";
pub const COUNTRY_BAD: &str = "Choisissez le pays de facturation parmi ceux de l'Union européenne.";
pub const SIREN_FORMAT: &str = "Le SIREN doit compter 9 chiffres.";
pub const SIREN_KEY: &str =
    "Ce SIREN n'est pas valide : sa clé de contrôle est fausse. Recopiez-le depuis votre extrait Kbis ou votre avis de situation Insee.";
pub const VAT_FORMAT: &str = "Le numéro de TVA intracommunautaire doit commencer par le code du pays ({prefix}) suivi de 2 à 12 chiffres ou lettres.";

/// A company's billing identity, as stored (empty texts until it is given).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BillingIdentity {
    pub street: String,
    pub postcode: String,
    pub city: String,
    pub country: String,
    pub siren: String,
    pub vat_number: String,
}

impl BillingIdentity {
    /// Everything an invoice needs is there (as saved through [`check`]).
    pub fn is_complete(&self) -> bool {
        !self.street.is_empty()
            && !self.postcode.is_empty()
            && !self.city.is_empty()
            && country_name(&self.country).is_some()
            && (self.country != "FR" || !self.siren.is_empty())
            && !self.vat_number.is_empty()
    }

    /// A company of another EU member state (its VAT number checked by [`check`]): services
    /// sold to it are taxed in its country, by it (reverse charge, art. 196 of directive
    /// 2006/112/EC, art. 283-2 CGI), so its orders carry no French VAT.
    pub fn is_reverse_charged(&self) -> bool {
        !self.country.is_empty() && self.country != "FR" && !self.vat_number.is_empty()
    }
}

pub fn country_name(code: &str) -> Option<&'static str> {
    COUNTRIES.iter().find(|(c, _)| *c == code).map(|(_, n)| *n)
}

fn refused(message: impl Into<String>) -> AppError {
    AppError::invalid(ErrorCode::InvalidBillingIdentity, message)
}

/// The Luhn key, as INSEE computes a SIREN's: from the right, every second digit doubled
/// (its digits added), the sum a multiple of 10. La Poste's SIREN is the one exception INSEE
/// documents (digit sum a multiple of 5).
pub fn siren_is_valid(siren: &str) -> bool {
    if siren.len() != 9 || !siren.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    if siren == "356000000" {
        return true;
    }
    super::siret::luhn_sum(siren).is_multiple_of(10)
}

/// The French intra-community VAT number of a SIREN: `FR` + key + SIREN.
pub fn french_vat_number(siren: &str) -> Option<String> {
    let n: u64 = siren.parse().ok()?;
    Some(format!("FR{:02}{siren}", (12 + 3 * (n % 97)) % 97))
}

/// The VAT prefix of a member state (Greece's is EL).
fn vat_prefix(country: &str) -> &str {
    if country == "GR" {
        "EL"
    } else {
        country
    }
}

/// What the form sent (each text already through its bound, `http::fields`).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IdentityInput {
    pub street: Option<String>,
    pub postcode: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub siren: Option<String>,
    pub vat_number: Option<String>,
}

/// The identity `input` describes, or a French refusal naming the first bad value.
pub fn check(input: &IdentityInput) -> AppResult<BillingIdentity> {
    let squeeze = |s: &Option<String>| {
        s.as_deref()
            .unwrap_or_default()
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '.' && *c != '-')
            .collect::<String>()
            .to_uppercase()
    };
    let line = |s: &Option<String>| {
        s.as_deref()
            .unwrap_or_default()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let street = input
        .street
        .as_deref()
        .unwrap_or_default()
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    if street.is_empty() {
        return Err(refused(STREET_MISSING));
    }
    if street.chars().count() > 300 {
        return Err(refused("L'adresse compte 300 caractères au plus."));
    }
    let country = line(&input.country).to_uppercase();
    if country_name(&country).is_none() {
        return Err(refused(COUNTRY_BAD));
    }
    let postcode = line(&input.postcode).to_uppercase();
    if country == "FR" {
        if postcode.len() != 5 || !postcode.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refused(POSTCODE_FR));
        }
    } else if postcode.is_empty()
        || postcode.chars().count() > 10
        || !postcode
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-')
    {
        return Err(refused(POSTCODE_BAD));
    }
    let city = line(&input.city);
    if city.is_empty() {
        return Err(refused(CITY_MISSING));
    }
    if city.chars().count() > 100 {
        return Err(refused("La ville compte 100 caractères au plus."));
    }
    let given_vat = squeeze(&input.vat_number);
    let (siren, vat_number) = if country == "FR" {
        let siren = squeeze(&input.siren);
        if siren.len() != 9 || !siren.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refused(SIREN_FORMAT));
        }
        if !siren_is_valid(&siren) {
            return Err(refused(SIREN_KEY));
        }
        let derived = french_vat_number(&siren).ok_or_else(|| refused(SIREN_FORMAT))?;
        if !given_vat.is_empty() && given_vat != derived {
            return Err(refused(format!(
                "Ce numéro de TVA intracommunautaire ne correspond pas au SIREN {siren} : celui d'une entreprise française est {derived}."
            )));
        }
        (siren, derived)
    } else {
        let prefix = vat_prefix(&country);
        let rest = given_vat.strip_prefix(prefix).unwrap_or_default();
        if rest.len() < 2 || rest.len() > 12 || !rest.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(refused(VAT_FORMAT.replace("{prefix}", prefix)));
        }
        (String::new(), given_vat)
    };
    Ok(BillingIdentity {
        street,
        postcode,
        city,
        country,
        siren,
        vat_number,
    })
}

/// The company the client's invoices name: its first.
async fn invoiced_company(conn: &mut PgConnection, client_id: i64) -> AppResult<i64> {
    sqlx::query_scalar!(
        "SELECT id FROM companies WHERE pro_client_id = $1 ORDER BY id LIMIT 1",
        client_id
    )
    .fetch_optional(conn)
    .await?
    .ok_or(AppError::Forbidden)
}

/// The client's billing identity as stored (possibly incomplete).
pub async fn of_client(conn: &mut PgConnection, client_id: i64) -> AppResult<BillingIdentity> {
    Ok(sqlx::query_as!(
        BillingIdentity,
        "SELECT billing_address AS street, billing_postcode AS postcode, billing_city AS city,
                billing_country AS country, siren, vat_number
         FROM companies WHERE pro_client_id = $1 ORDER BY id LIMIT 1",
        client_id
    )
    .fetch_optional(conn)
    .await?
    .unwrap_or_default())
}

/// The client's identity, or a French refusal when its invoices could not name it as a legal
/// entity.
pub async fn require(conn: &mut PgConnection, client_id: i64) -> AppResult<BillingIdentity> {
    let identity = of_client(conn, client_id).await?;
    if identity.is_complete() {
        Ok(identity)
    } else {
        Err(refused(REQUIRED))
    }
}

/// The signed-in company's billing identity.
pub async fn mine(pool: &PgPool, viewer: &Viewer) -> AppResult<BillingIdentity> {
    let (_, client_id) = viewer.company_for(crate::access::Area::Billing)?;
    of_client(&mut *pool.acquire().await?, client_id).await
}

/// Saves the signed-in company's billing identity, checked by [`check`].
pub async fn save(
    pool: &PgPool,
    viewer: &Viewer,
    input: &IdentityInput,
) -> AppResult<BillingIdentity> {
    let (_, client_id) = viewer.company_for(crate::access::Area::Billing)?;
    let identity = check(input)?;
    let mut conn = pool.acquire().await?;
    let company_id = invoiced_company(&mut conn, client_id).await?;
    sqlx::query!(
        "UPDATE companies SET billing_address = $2, billing_postcode = $3, billing_city = $4,
             billing_country = $5, siren = $6, vat_number = $7, updated_at = now()
         WHERE id = $1",
        company_id,
        &identity.street,
        &identity.postcode,
        &identity.city,
        &identity.country,
        &identity.siren,
        &identity.vat_number
    )
    .execute(&mut *conn)
    .await?;
    Ok(identity)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(country: &str, siren: &str, vat: &str) -> IdentityInput {
        IdentityInput {
            street: Some(" 3  place des Vosges ".to_owned()),
            postcode: Some(if country == "FR" { "75004" } else { "1000" }.to_owned()),
            city: Some("Paris".to_owned()),
            country: Some(country.to_owned()),
            siren: Some(siren.to_owned()),
            vat_number: Some(vat.to_owned()),
        }
    }

    #[test]
    fn a_siren_is_checked_by_its_luhn_key() {
        assert!(siren_is_valid("732829320"));
        assert!(siren_is_valid("552100554"));
        assert!(!siren_is_valid("123456789"), "the example seller's");
        assert!(!siren_is_valid("73282932"));
        assert!(siren_is_valid("356000000"), "La Poste");
    }

    #[test]
    fn a_french_vat_number_is_derived_from_the_siren() {
        assert_eq!(
            french_vat_number("732829320").as_deref(),
            Some("FR44732829320")
        );
        assert_eq!(
            french_vat_number("123456789").as_deref(),
            Some("FR32123456789")
        );
    }

    #[test]
    fn a_french_company_gives_its_siren_and_gets_its_vat_number() {
        let identity = check(&input("FR", "732 829 320", "")).expect("valid");
        assert_eq!(identity.vat_number, "FR44732829320");
        assert_eq!(identity.street, "3 place des Vosges");
        assert!(identity.is_complete());
        assert_eq!(
            check(&input("FR", "732829320", "fr 44 732 829 320"))
                .map(|i| i.siren)
                .ok(),
            Some("732829320".to_owned())
        );
    }

    #[test]
    fn only_a_company_of_another_eu_state_is_reverse_charged() {
        let french = check(&input("FR", "732829320", "")).expect("valid");
        assert!(!french.is_reverse_charged());
        let belgian = check(&input("BE", "", "BE0123456789")).expect("valid");
        assert!(belgian.is_reverse_charged());
    }

    #[test]
    fn each_bad_value_has_its_french_refusal() {
        let message = |input: IdentityInput| match check(&input) {
            Err(AppError::Invalid { message, .. }) => message,
            other => panic!("{other:?}"),
        };
        assert_eq!(message(input("FR", "123456789", "")), SIREN_KEY);
        assert_eq!(message(input("FR", "12345", "")), SIREN_FORMAT);
        assert!(message(input("FR", "732829320", "FR00732829320")).contains("FR44732829320"));
        assert_eq!(message(input("US", "", "")), COUNTRY_BAD);
        assert!(message(input("BE", "", "FR123")).contains("(BE)"));
        assert_eq!(
            check(&input("BE", "ignored", "BE 0123.456.789"))
                .map(|i| (i.siren, i.vat_number))
                .ok(),
            Some((String::new(), "BE0123456789".to_owned()))
        );
        let mut no_street = input("FR", "732829320", "");
        no_street.street = Some("  ".to_owned());
        assert_eq!(message(no_street), STREET_MISSING);
        let mut bad_postcode = input("FR", "732829320", "");
        bad_postcode.postcode = Some("7500".to_owned());
        assert_eq!(message(bad_postcode), POSTCODE_FR);
    }
}
