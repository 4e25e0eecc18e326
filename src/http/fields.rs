//! Every text field a REST endpoint reads, with its bound (`src/text.rs`), in one table: a
//! multipart form is read through it (`Form::read`), a JSON body or a query string is checked
//! against it (`check`). A field not declared here cannot be read, and
//! `tests/api/text_bounds.rs` sends each declared field too long and with a NUL.

use crate::{
    error::{AppError, AppResult},
    text::{
        Address, AltText, BannerLink, Choice, City, CompanyName, ContactMessage, CountryCode, Date,
        EmailAddress, FieldBound, FileName, ImageCaption, Keywords, LabelHolder, OrderReference,
        Password, PersonName, PortfolioChoice, Postcode, PromoCode, Reference, Siren,
        ThreadMessage, Token, VatNumber,
    },
};

/// How an endpoint's fields travel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Carrier {
    Multipart,
    /// A JSON object; `a.b` names the field `b` of the object `a`.
    Json,
    Query,
}

/// Who may call an endpoint (its fields are read only after this check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caller {
    Anyone,
    Candidate,
    Company,
    Staff,
}

pub struct Endpoint {
    pub method: &'static str,
    /// The path as a client calls it (`/api/register`).
    pub path: &'static str,
    pub carrier: Carrier,
    pub caller: Caller,
    /// Text fields and their bounds; a multipart form's file names are bounded by
    /// [`FileName`] whatever the field.
    pub fields: &'static [(&'static str, FieldBound)],
}

const fn field<B: crate::text::Bound>(name: &'static str) -> (&'static str, FieldBound) {
    (name, FieldBound::of::<B>())
}

/// A purchase's body (`checkout::PurchaseRequest`), the same on the three payment routes.
const PURCHASE: &[(&str, FieldBound)] = &[
    field::<Reference>("id"),
    field::<Reference>("userId"),
    field::<Reference>("jobOfferId"),
    field::<PromoCode>("code"),
    field::<Reference>("banner.creative"),
    field::<BannerLink>("banner.link"),
    field::<AltText>("banner.alt"),
    field::<Date>("banner.startDate"),
];

pub const ENDPOINTS: &[Endpoint] = &[
    Endpoint {
        method: "POST",
        path: "/api/register",
        carrier: Carrier::Multipart,
        caller: Caller::Anyone,
        fields: &[
            field::<Choice>("accountType"),
            field::<PersonName>("firstname"),
            field::<PersonName>("lastname"),
            field::<EmailAddress>("email"),
            field::<EmailAddress>("emailConfirmation"),
            field::<Password>("password"),
            field::<CompanyName>("companyName"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/login_check",
        carrier: Carrier::Json,
        caller: Caller::Anyone,
        fields: &[
            field::<EmailAddress>("email"),
            field::<Password>("password"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/reset-password",
        carrier: Carrier::Multipart,
        caller: Caller::Anyone,
        fields: &[
            field::<EmailAddress>("email"),
            field::<Token>("confirmationToken"),
            field::<Password>("newPassword"),
            field::<Password>("newPasswordConfirmation"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/update-password",
        carrier: Carrier::Multipart,
        caller: Caller::Candidate,
        fields: &[
            field::<Password>("oldPassword"),
            field::<Password>("newPassword"),
            field::<Password>("newPasswordConfirmation"),
        ],
    },
    Endpoint {
        method: "DELETE",
        path: "/api/account/delete",
        carrier: Carrier::Json,
        caller: Caller::Candidate,
        fields: &[field::<Password>("password")],
    },
    Endpoint {
        method: "POST",
        path: "/api/contact",
        carrier: Carrier::Multipart,
        caller: Caller::Candidate,
        fields: &[
            field::<Choice>("subject"),
            field::<EmailAddress>("email"),
            field::<ContactMessage>("message"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/candidate-cv",
        carrier: Carrier::Multipart,
        caller: Caller::Candidate,
        fields: &[],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/book-image",
        carrier: Carrier::Multipart,
        caller: Caller::Candidate,
        fields: &[
            field::<Reference>("project"),
            field::<AltText>("altText"),
            field::<ImageCaption>("caption"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/book-pdf",
        carrier: Carrier::Multipart,
        caller: Caller::Candidate,
        fields: &[],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/company-logo",
        carrier: Carrier::Multipart,
        caller: Caller::Company,
        fields: &[field::<Reference>("companyIRI")],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/company-work",
        carrier: Carrier::Multipart,
        caller: Caller::Company,
        fields: &[
            field::<Reference>("companyIRI"),
            field::<AltText>("altText"),
            field::<ImageCaption>("caption"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/company-cover",
        carrier: Carrier::Multipart,
        caller: Caller::Company,
        fields: &[field::<Reference>("companyIRI")],
    },
    Endpoint {
        method: "POST",
        // Both parties of a thread write here (the candidate, a member of the company).
        path: "/api/upload/application-message",
        carrier: Carrier::Multipart,
        caller: Caller::Candidate,
        fields: &[
            field::<Reference>("application"),
            field::<ThreadMessage>("body"),
            field::<Reference>("template"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/application-cv",
        carrier: Carrier::Multipart,
        caller: Caller::Candidate,
        fields: &[
            field::<Reference>("application"),
            field::<Reference>("id"),
            // « 1 »: document n°1 is the profile's CV (one-step apply).
            field::<Choice>("profileCv"),
            // The book's projects sent with it, in her order (`applications::portfolio`).
            field::<PortfolioChoice>("portfolio"),
            // « 1 »: her PDF book goes too.
            field::<Choice>("bookPdf"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/company-label",
        carrier: Carrier::Multipart,
        caller: Caller::Company,
        fields: &[
            field::<Choice>("kind"),
            field::<LabelHolder>("holderName"),
            field::<Date>("expiresOn"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/upload/banner-creative",
        carrier: Carrier::Multipart,
        caller: Caller::Company,
        fields: &[],
    },
    Endpoint {
        method: "POST",
        path: "/api/admin/upload/image",
        carrier: Carrier::Multipart,
        caller: Caller::Staff,
        fields: &[],
    },
    Endpoint {
        method: "POST",
        path: "/api/alerts/unsubscribe",
        carrier: Carrier::Query,
        caller: Caller::Anyone,
        fields: &[field::<Token>("token")],
    },
    Endpoint {
        method: "POST",
        path: "/api/alerts/resubscribe",
        carrier: Carrier::Query,
        caller: Caller::Anyone,
        fields: &[field::<Token>("token")],
    },
    Endpoint {
        method: "POST",
        path: "/api/recommendations/unsubscribe",
        carrier: Carrier::Query,
        caller: Caller::Anyone,
        fields: &[field::<Token>("token")],
    },
    Endpoint {
        method: "POST",
        path: "/api/recommendations/resubscribe",
        carrier: Carrier::Query,
        caller: Caller::Anyone,
        fields: &[field::<Token>("token")],
    },
    Endpoint {
        method: "POST",
        path: "/api/payment/create-intent",
        carrier: Carrier::Json,
        caller: Caller::Company,
        fields: PURCHASE,
    },
    Endpoint {
        method: "POST",
        path: "/api/payment/apply-code",
        carrier: Carrier::Json,
        caller: Caller::Company,
        fields: PURCHASE,
    },
    Endpoint {
        method: "POST",
        path: "/api/payment/transfer",
        carrier: Carrier::Json,
        caller: Caller::Company,
        fields: PURCHASE,
    },
    Endpoint {
        method: "POST",
        path: "/api/payment/billing-identity",
        carrier: Carrier::Json,
        caller: Caller::Company,
        fields: &[
            field::<Address>("street"),
            field::<Postcode>("postcode"),
            field::<City>("city"),
            field::<CountryCode>("country"),
            field::<Siren>("siren"),
            field::<VatNumber>("vatNumber"),
        ],
    },
    Endpoint {
        method: "POST",
        path: "/api/payment/local/confirm",
        carrier: Carrier::Json,
        caller: Caller::Anyone,
        fields: &[field::<Token>("clientSecret")],
    },
    Endpoint {
        method: "GET",
        path: "/emploi/feed",
        carrier: Carrier::Query,
        caller: Caller::Anyone,
        fields: &[
            field::<Keywords>("search"),
            field::<Reference>("contracts"),
            field::<Reference>("types"),
            field::<Reference>("salaries"),
            field::<Reference>("positions"),
            field::<Reference>("places"),
            field::<Choice>("exact"),
            field::<Choice>("minPay"),
            field::<Choice>("sort"),
        ],
    },
    Endpoint {
        method: "GET",
        path: "/pdf/{file}",
        carrier: Carrier::Query,
        caller: Caller::Company,
        fields: &[field::<OrderReference>("reference")],
    },
];

/// The declared fields of the endpoint at `path`. An undeclared endpoint is a server bug.
pub fn of(path: &str) -> AppResult<&'static [(&'static str, FieldBound)]> {
    ENDPOINTS
        .iter()
        .find(|e| e.path == path)
        .map(|e| e.fields)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("{path} declares no fields")))
}

/// Checks the field `name` of the endpoint at `path` (a JSON or query value).
pub fn check(path: &str, name: &str, value: Option<&str>) -> AppResult<()> {
    let Some(value) = value else { return Ok(()) };
    let bound = of(path)?
        .iter()
        .find(|(field, _)| *field == name)
        .map(|(_, bound)| bound)
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("{path} declares no field {name}")))?;
    bound.check(value)
}

/// Checks every declared field among a query string's parameters (others are not read).
pub fn check_query<'a>(
    path: &str,
    params: impl IntoIterator<Item = (&'a String, &'a String)>,
) -> AppResult<()> {
    let declared = of(path)?;
    for (name, value) in params {
        if let Some((_, bound)) = declared.iter().find(|(field, _)| field == name) {
            bound.check(value)?;
        }
    }
    Ok(())
}

/// The file name of any uploaded part.
pub fn check_file_name(name: &str) -> AppResult<()> {
    FieldBound::of::<FileName>().check(name)
}

#[cfg(test)]
mod tests {
    use std::{fs, path::Path};

    use super::*;

    /// Every `Form::read` and `fields::check` in the HTTP sources names a path of the table
    /// (a literal), so the table is the list of what REST reads.
    #[test]
    fn every_path_the_handlers_read_is_declared() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/http");
        let mut named = Vec::new();
        // The sources of `src/http`, its submodules' folders included.
        let mut files = Vec::new();
        let mut folders = vec![dir];
        while let Some(folder) = folders.pop() {
            for entry in fs::read_dir(folder).expect("src/http").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    folders.push(path);
                } else {
                    files.push(path);
                }
            }
        }
        for file in files {
            let text = fs::read_to_string(file).expect("a source file");
            let text = text.split("#[cfg(test)]").next().unwrap_or_default();
            // Whitespace out: a call is found however `rustfmt` wrapped it.
            let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            for call in [
                "Form::read(multipart,\"",
                "fields::check(\"",
                "fields::check_query(\"",
                "check_purchase(\"",
            ] {
                for piece in text.split(call).skip(1) {
                    named.push(piece.split('"').next().unwrap_or_default().to_owned());
                }
            }
        }
        assert!(named.len() >= 10, "{named:?}");
        for path in &named {
            assert!(of(path).is_ok(), "{path} is read but not declared");
        }
        for endpoint in ENDPOINTS {
            assert!(
                named.iter().any(|p| p == endpoint.path),
                "{} is declared but never read",
                endpoint.path
            );
        }
    }
}
