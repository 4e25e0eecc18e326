//! The one error type every domain returns and both boundaries (REST and GraphQL) map: a
//! French message a user can read, a stable code, and an HTTP status. Internal causes are
//! logged, never sent.
//!
//! `AppError` deliberately has no `Display`: async-graphql turns any `Display` error into a
//! client message, and a database error's text must never reach a client.

use std::sync::Arc;

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};

/// Declares `ErrorCode`: the stable code of every error a client can receive, written once
/// with its wire name. The GraphQL schema exports it (so the UI's generated types name each
/// code) and REST bodies carry the same names.
macro_rules! error_codes {
    ($($(#[doc = $doc:literal])+ $variant:ident = $wire:literal,)+) => {
        #[derive(async_graphql::Enum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[graphql(rename_items = "SCREAMING_SNAKE_CASE")]
        pub enum ErrorCode {
            $($(#[doc = $doc])+ $variant,)+
        }

        impl ErrorCode {
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant,)+];

            /// The code as clients read it, in `extensions.code` and REST's `code`.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $wire,)+
                }
            }
        }
    };
}

error_codes! {
    // Any request
    /// No valid session: the client sends the user to /login.
    Unauthenticated = "UNAUTHENTICATED",
    /// Sign-in refused: unknown e-mail or wrong password (never says which).
    InvalidCredentials = "INVALID_CREDENTIALS",
    /// Signed in, but this is not theirs or not for their role.
    Forbidden = "FORBIDDEN",
    /// Nothing at that id or path.
    NotFound = "NOT_FOUND",
    /// Too many attempts (sign-in, applications, confirmation mails, mails to candidates).
    RateLimited = "RATE_LIMITED",
    /// A body or file over its size limit.
    TooLarge = "TOO_LARGE",
    /// Something failed on the server; the cause is logged, never sent.
    Internal = "INTERNAL",
    /// The database has no connection free for this request now: try again in a moment.
    Busy = "BUSY",
    /// A body that is not a GraphQL request.
    BadRequest = "BAD_REQUEST",
    /// A multipart form that cannot be read.
    BadForm = "BAD_FORM",
    /// A GraphQL document that does not parse or does not fit the schema.
    InvalidQuery = "INVALID_QUERY",
    /// A GraphQL document nested deeper than the server allows.
    QueryTooDeep = "QUERY_TOO_DEEP",
    /// A GraphQL document costlier than the server allows.
    QueryTooComplex = "QUERY_TOO_COMPLEX",
    /// A GraphQL query text longer than the server reads (16 KB).
    QueryTooLong = "QUERY_TOO_LONG",
    /// A GraphQL document asking too many root fields or aliases at once.
    TooManyFields = "TOO_MANY_FIELDS",
    /// A GraphQL answer that would be larger than the server sends (4 MB).
    ResponseTooLarge = "RESPONSE_TOO_LARGE",
    /// A GraphQL variable or input field that must have a value has none.
    Required = "REQUIRED",
    /// Several rules of a form at once; the message lists them, one a line.
    Validation = "VALIDATION",
    // Identifiers, pages and lists
    /// An IRI or id that cannot be read.
    InvalidId = "INVALID_ID",
    /// A pagination cursor that this server did not write.
    InvalidCursor = "INVALID_CURSOR",
    /// A number argument outside its range.
    OutOfRange = "OUT_OF_RANGE",
    /// A text over its maximum length.
    TooLong = "TOO_LONG",
    /// A text holding a control character (NUL, escape…) that no form types (`src/text.rs`).
    ControlCharacter = "CONTROL_CHARACTER",
    /// A list over its maximum size.
    TooMany = "TOO_MANY",
    // Accounts
    /// Registration as neither candidate nor company.
    InvalidAccountType = "INVALID_ACCOUNT_TYPE",
    /// A malformed e-mail address.
    InvalidEmail = "INVALID_EMAIL",
    /// The e-mail confirmation field differs from the e-mail.
    EmailMismatch = "EMAIL_MISMATCH",
    /// An account already uses this e-mail address.
    EmailTaken = "EMAIL_TAKEN",
    /// A password under the strength rules.
    WeakPassword = "WEAK_PASSWORD",
    /// A password and its confirmation differ.
    PasswordMismatch = "PASSWORD_MISMATCH",
    /// The current password given to change it is wrong.
    WrongPassword = "WRONG_PASSWORD",
    /// A confirmation or reset link that is unknown, used or expired.
    InvalidToken = "INVALID_TOKEN",
    /// A phone number that cannot be read.
    InvalidPhone = "INVALID_PHONE",
    /// A professional-network profile address that is not one.
    InvalidLinkedinUrl = "INVALID_LINKEDIN_URL",
    // Companies
    /// A notification frequency other than none, daily or weekly.
    InvalidFrequency = "INVALID_FREQUENCY",
    /// A company size that is not one of `companies::SIZES`' bands.
    InvalidSize = "INVALID_SIZE",
    /// A job position that does not exist.
    UnknownPosition = "UNKNOWN_POSITION",
    /// A company that does not exist or is not the caller's.
    UnknownCompany = "UNKNOWN_COMPANY",
    // Teams
    /// A team role other than owner or recruiter.
    InvalidRole = "INVALID_ROLE",
    /// The person invited or joining already belongs to a company (this one or another).
    AlreadyMember = "ALREADY_MEMBER",
    /// The change would leave the company without an owner.
    LastOwner = "LAST_OWNER",
    /// An invitation opened by an account of another address.
    OtherAddress = "OTHER_ADDRESS",
    // Offers and search
    /// A filter option that does not exist.
    UnknownOption = "UNKNOWN_OPTION",
    /// A locality that does not exist.
    UnknownPlace = "UNKNOWN_PLACE",
    /// A `localization_list` entry that cannot be read.
    InvalidPlace = "INVALID_PLACE",
    /// A radius other than 0, 10, 20, 50 or 100 km, or around anything but one town.
    InvalidRadius = "INVALID_RADIUS",
    /// A moderation reason that is not one of the terms'.
    InvalidReason = "INVALID_REASON",
    /// Signing in to a company account that staff suspended.
    AccountSuspended = "ACCOUNT_SUSPENDED",
    /// A status change the offer's state does not allow.
    InvalidStatus = "INVALID_STATUS",
    /// Publishing without an ad credit left.
    NoCredit = "NO_CREDIT",
    /// Publishing a copy of an ad (same company, texts and place) within 30 days of the
    /// other's publication (the terms: once per 30-day period).
    DuplicateAd = "DUPLICATE_AD",
    /// Publishing or buying before the company's e-mail address is confirmed.
    EmailUnconfirmed = "EMAIL_UNCONFIRMED",
    /// Changing what a live offer may not change (its position, place or company).
    LiveOfferLocked = "LIVE_OFFER_LOCKED",
    /// Publishing or editing an offer without its gross pay range, or naming « Selon profil »
    /// for a new one (issue 36).
    PayRangeRequired = "PAY_RANGE_REQUIRED",
    /// A pay range that breaks one of its rules: partial, inverted, wider than 1.5 times its
    /// minimum without a reason, below the SMIC for a salaried contract.
    PayRangeInvalid = "PAY_RANGE_INVALID",
    // Applications and favourites
    /// Applying to an offer that is no longer public.
    OfferClosed = "OFFER_CLOSED",
    /// Applying without a phone number.
    PhoneRequired = "PHONE_REQUIRED",
    /// A second application of a candidate to the same offer.
    AlreadyApplied = "ALREADY_APPLIED",
    /// An application missing a document it needs: the CV or the cover letter PDF of the
    /// classic form; the profile's CV, or a motivation (typed or a PDF) in the one-step apply.
    BothDocuments = "BOTH_DOCUMENTS",
    /// Publishing (or editing a live) ad whose texts hold an offence: an age limit, family
    /// status, origin, health, a demand for money (the article of law in the message).
    WordingForbidden = "WORDING_FORBIDDEN",
    /// An application document over 5 MB.
    DocumentTooLarge = "DOCUMENT_TOO_LARGE",
    /// An interview status other than yes, maybe or no.
    InvalidInterviewStatus = "INVALID_INTERVIEW_STATUS",
    /// Mailing applicants without a valid recipient among them.
    Recipients = "RECIPIENTS",
    /// More favourites than a candidate may keep.
    TooManyFavorites = "TOO_MANY_FAVORITES",
    /// A book over one of its bounds: 30 projects, 200 images, 12 images a project, 300 MB.
    BookFull = "BOOK_FULL",
    /// A company's « Réalisations » over their bound of 24 images.
    CompanyWorksFull = "COMPANY_WORKS_FULL",
    /// A book project's field that is not valid (its year).
    InvalidBookProject = "INVALID_BOOK_PROJECT",
    /// The book sent with an application: more than 6 projects, one no longer in the book,
    /// a PDF book that is not there.
    InvalidPortfolio = "INVALID_PORTFOLIO",
    /// The public book's address: not 3 to 40 letters, digits and dashes once cleaned, or
    /// published without a project.
    InvalidBookSlug = "INVALID_BOOK_SLUG",
    /// The public book's address another book holds.
    BookSlugTaken = "BOOK_SLUG_TAKEN",
    /// Job preferences out of their bounds (too many trades, towns or contracts, an unknown
    /// one, a radius or a pay floor out of range).
    InvalidPreferences = "INVALID_PREFERENCES",
    /// More « Pas pour moi » than a candidate may keep.
    TooManyDismissals = "TOO_MANY_DISMISSALS",
    // Billing
    /// A pricing that cannot be bought online (free, or not sold this way).
    NotForSale = "NOT_FOR_SALE",
    /// The Urgent option without one of the company's published offers to boost.
    OfferRequired = "OFFER_REQUIRED",
    /// A promotion code that does not exist, is expired, used up or not for this product.
    InvalidDiscountCode = "INVALID_DISCOUNT_CODE",
    /// The payment provider refused the card; the message is the provider's.
    PaymentDeclined = "PAYMENT_DECLINED",
    /// The card payment provider cannot be reached or refused the server's call: pay later or
    /// by transfer.
    PaymentUnavailable = "PAYMENT_UNAVAILABLE",
    /// A payment notification whose `Stripe-Signature` is missing, wrong or too old.
    InvalidSignature = "INVALID_SIGNATURE",
    /// A banner's creative, link, alt text or start date that is missing or not valid.
    InvalidBanner = "INVALID_BANNER",
    /// The company's billing identity (address, SIREN, VAT number): a value that is not
    /// valid, or a purchase before it was given.
    InvalidBillingIdentity = "INVALID_BILLING_IDENTITY",
    /// A pricing change staff made that is not valid (price, description).
    InvalidPricing = "INVALID_PRICING",
    /// A new promotion code whose text, discount, dates or limits are not valid.
    InvalidNewDiscountCode = "INVALID_NEW_DISCOUNT_CODE",
    /// A new promotion code whose text another code already has.
    DiscountCodeTaken = "DISCOUNT_CODE_TAKEN",
    // Alerts
    /// More alerts than a candidate may keep (20).
    TooManyAlerts = "TOO_MANY_ALERTS",
    /// An alert recurrence other than 1d or 7d.
    InvalidRecurrence = "INVALID_RECURRENCE",
    // Verified employers (issue 54)
    /// A SIRET that is not 14 digits with a valid key.
    InvalidSiret = "INVALID_SIRET",
    /// A SIRET the State's company directory does not know.
    UnknownSiret = "UNKNOWN_SIRET",
    /// A SIRET whose establishment (or company) the directory says is closed.
    ClosedSiret = "CLOSED_SIRET",
    /// The directory did not answer while the company's SIRET is verified already: the one
    /// verified stays, try the new one later.
    DirectoryUnavailable = "DIRECTORY_UNAVAILABLE",
    /// Publishing or buying before the company's SIRET is verified (or while a lookup the
    /// directory did not answer is more than a day old).
    SiretRequired = "SIRET_REQUIRED",
    // Craft labels
    /// A craft label that is not one of the three, without its holder or expiry, already
    /// declared, or already decided.
    InvalidLabel = "INVALID_LABEL",
    /// More standing labels than a company may have (6).
    TooManyLabels = "TOO_MANY_LABELS",
    // Files
    /// A document that is not a PDF.
    NotPdf = "NOT_PDF",
    /// An image that is not a PNG, JPEG, GIF or WebP (SVG can carry scripts).
    NotImage = "NOT_IMAGE",
    /// An image whose width and height are not the ones asked (a banner's 4:1 format).
    ImageDimensions = "IMAGE_DIMENSIONS",
    // Back-office content
    /// A post slug that is not lowercase letters, digits and hyphens.
    InvalidSlug = "INVALID_SLUG",
    /// A post slug another post already has.
    SlugTaken = "SLUG_TAKEN",
    /// A link that is not an absolute http(s) address.
    InvalidUrl = "INVALID_URL",
    /// An image path that is neither the record's own nor an image uploaded to the back-office.
    UnknownImage = "UNKNOWN_IMAGE",
    // Contact
    /// A contact message whose subject is not one of the form's four.
    UnknownSubject = "UNKNOWN_SUBJECT",
    // Notices (issue 54)
    /// The reporter has an open notice on this offer or company already.
    AlreadyReported = "ALREADY_REPORTED",
    /// A notice without the good-faith statement (DSA article 16 (2)(d)).
    GoodFaithRequired = "GOOD_FAITH_REQUIRED",
    /// A decision contested once already.
    AlreadyContested = "ALREADY_CONTESTED",
    /// A decision older than the 6 months a contest has.
    ContestClosed = "CONTEST_CLOSED",
    /// A contest decided by the staff member who took the first decision.
    SameModerator = "SAME_MODERATOR",
    /// A candidate's second message before the company wrote in the thread (issue 53).
    ThreadNotOpen = "THREAD_NOT_OPEN",
    /// A message to a withdrawn application.
    ApplicationWithdrawn = "APPLICATION_WITHDRAWN",
    // Interviews (issue 53)
    /// A proposal without 1 to 5 valid slots (a date to come, a time, 15 minutes to 8 hours),
    /// or a video interview without its link.
    InvalidSlots = "INVALID_SLOTS",
    /// The slot was taken by another candidate of the same recruiter a moment before.
    SlotTaken = "SLOT_TAKEN",
    /// An interview already proposed for the application, or one no longer open to the change.
    InterviewState = "INTERVIEW_STATE",
}

#[derive(Clone, Debug)]
pub enum AppError {
    /// Bad input: the message says what to fix.
    Invalid {
        code: ErrorCode,
        message: String,
    },
    /// No valid session: the client sends the user to /login.
    Unauthenticated,
    /// Sign-in refused: unknown e-mail or wrong password (never says which).
    InvalidCredentials,
    /// Signed in, but this is not theirs or not for their role.
    Forbidden,
    NotFound,
    /// Too many attempts (login, applications).
    RateLimited(String),
    /// A body or file over its size limit.
    TooLarge(String),
    /// The database had no connection for this request in time (its pool, or the server's
    /// own connection limit): a moment later it will. Logged as a warning, answered 503.
    Busy(Arc<sqlx::Error>),
    /// The actual error message isn't returned to the client for security reasons.
    Internal(Arc<anyhow::Error>),
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn invalid(code: ErrorCode, message: impl Into<String>) -> Self {
        Self::Invalid {
            code,
            message: message.into(),
        }
    }

    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        Self::Internal(Arc::new(cause.into()))
    }

    pub fn invalid_id(value: &str) -> Self {
        // Shown as typed, but short and without control characters.
        let value: String = value.chars().filter(|c| !c.is_control()).take(80).collect();
        Self::invalid(
            ErrorCode::InvalidId,
            format!("L'identifiant « {value} » est invalide."),
        )
    }

    pub fn invalid_cursor() -> Self {
        Self::invalid(
            ErrorCode::InvalidCursor,
            "Le curseur de pagination est invalide.",
        )
    }

    pub fn out_of_range(name: &str, min: i64, max: i64) -> Self {
        Self::invalid(
            ErrorCode::OutOfRange,
            format!("Le paramètre {name} doit être compris entre {min} et {max}."),
        )
    }

    /// `Le champ obligatoire <name> n'a pas été renseigné.` (spec section 5).
    pub fn missing(display_name: &str) -> Self {
        Self::invalid(
            ErrorCode::Required,
            format!("Le champ obligatoire {display_name} n'a pas été renseigné."),
        )
    }

    pub fn message(&self) -> String {
        match self {
            Self::Invalid { message, .. }
            | Self::RateLimited(message)
            | Self::TooLarge(message) => message.clone(),
            Self::Unauthenticated => "Vous devez être connecté.".to_owned(),
            Self::InvalidCredentials => {
                "Les identifiants saisis sont invalides ou inexistants.".to_owned()
            }
            Self::Forbidden => "Vous n'avez pas accès à cette ressource.".to_owned(),
            Self::NotFound => "Ressource introuvable.".to_owned(),
            Self::Busy(_) => BUSY.to_owned(),
            Self::Internal(_) => "Une erreur est survenue.".to_owned(),
        }
    }

    pub fn code(&self) -> ErrorCode {
        match self {
            Self::Invalid { code, .. } => *code,
            Self::Unauthenticated => ErrorCode::Unauthenticated,
            Self::InvalidCredentials => ErrorCode::InvalidCredentials,
            Self::Forbidden => ErrorCode::Forbidden,
            Self::NotFound => ErrorCode::NotFound,
            Self::RateLimited(_) => ErrorCode::RateLimited,
            Self::TooLarge(_) => ErrorCode::TooLarge,
            Self::Busy(_) => ErrorCode::Busy,
            Self::Internal(_) => ErrorCode::Internal,
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Unauthenticated | Self::InvalidCredentials => StatusCode::UNAUTHORIZED,
            Self::Forbidden => StatusCode::FORBIDDEN,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn log(&self) {
        match self {
            Self::Internal(cause) => tracing::error!(error = ?cause, "request failed"),
            Self::Busy(cause) => tracing::warn!(error = %cause, "request refused: database busy"),
            _ => {}
        }
    }
}

/// A PostgreSQL unique-constraint violation becomes this input error; anything else is
/// internal. The one place where "already exists" is decided.
pub fn on_unique_violation(error: sqlx::Error, code: ErrorCode, message: &str) -> AppError {
    match &error {
        sqlx::Error::Database(db) if db.is_unique_violation() => AppError::invalid(code, message),
        _ => AppError::from(error),
    }
}

/// What a user reads when the database is out of connections for a moment.
pub const BUSY: &str =
    "Le service est momentanément très sollicité. Veuillez réessayer dans quelques instants.";

/// SQLSTATE of PostgreSQL refusing a connection over its `max_connections` (53300) or while
/// it starts or stops (57P03).
const CONNECTIONS_REFUSED: [&str; 2] = ["53300", "57P03"];

impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        let busy = match &error {
            sqlx::Error::PoolTimedOut => true,
            sqlx::Error::Database(db) => db
                .code()
                .is_some_and(|code| CONNECTIONS_REFUSED.contains(&code.as_ref())),
            _ => false,
        };
        if busy {
            Self::Busy(Arc::new(error))
        } else {
            Self::internal(error)
        }
    }
}

impl From<anyhow::Error> for AppError {
    fn from(error: anyhow::Error) -> Self {
        Self::Internal(Arc::new(error))
    }
}

impl From<std::io::Error> for AppError {
    fn from(error: std::io::Error) -> Self {
        Self::internal(error)
    }
}

impl From<AppError> for async_graphql::Error {
    fn from(error: AppError) -> Self {
        use async_graphql::ErrorExtensions;
        error.log();
        let code = error.code().as_str();
        async_graphql::Error::new(error.message()).extend_with(|_, e| e.set("code", code))
    }
}

/// REST answers: `{"error": "<French message>", "code": "<CODE>"}` with the status.
impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        self.log();
        let body = serde_json::json!({ "error": self.message(), "code": self.code().as_str() });
        let mut response = (self.status(), Json(body)).into_response();
        if matches!(self, Self::Busy(_)) {
            // A connection frees in well under a second: tell clients and crawlers when.
            response.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from_static("2"),
            );
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use std::{fs, path::Path};

    use super::ErrorCode;

    /// The server's sources without their test modules (by convention, at the end of a file).
    fn sources(dir: &Path, into: &mut String) {
        for entry in fs::read_dir(dir).expect("read src/").flatten() {
            let path = entry.path();
            if path.is_dir() {
                sources(&path, into);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).expect("read a source file");
                into.push_str(text.split("#[cfg(test)]").next().unwrap_or_default());
            }
        }
    }

    /// As Lemmy's `test_errors_used.rs`: a code nobody raises is a code the UI handles for
    /// nothing; remove it or raise it.
    #[test]
    fn every_error_code_is_used_by_the_server() {
        let mut text = String::new();
        sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut text,
        );
        let unused: Vec<_> = ErrorCode::ALL
            .iter()
            .filter(|code| !text.contains(&format!("ErrorCode::{code:?}")))
            .collect();
        assert!(unused.is_empty(), "error codes never used: {unused:?}");
    }

    #[test]
    fn each_code_reads_the_same_in_graphql_and_rest() {
        use async_graphql::resolver_utils::EnumType;
        assert_eq!(ErrorCode::items().len(), ErrorCode::ALL.len());
        for item in ErrorCode::items() {
            assert_eq!(item.name, item.value.as_str());
        }
    }

    #[test]
    fn a_database_out_of_connections_is_a_french_503_not_an_error() {
        let busy = super::AppError::from(sqlx::Error::PoolTimedOut);
        assert_eq!(busy.code(), ErrorCode::Busy);
        assert_eq!(busy.status(), axum::http::StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(busy.message(), super::BUSY);
        let other = super::AppError::from(sqlx::Error::RowNotFound);
        assert_eq!(other.code(), ErrorCode::Internal);
    }
}
