//! Every text a user sends, bounded and cleaned at the boundary: `Text<B>` is the only way a
//! GraphQL argument, a GraphQL input field or a REST form field reaches a domain as text.
//!
//! A bound (`B`, one of the types declared in the table below) says how long the text may be
//! in characters, whether it is one line, several lines or a secret, and how the refusal
//! names it. The rule, in one place:
//!
//! - a line or a multi-line text is trimmed at both ends, as the forms always did; a secret
//!   (password, link token) is kept as typed;
//! - its length in characters (after trimming) is at most the bound's `MAX`, else `TOO_LONG`;
//! - control characters (Unicode `Cc`: C0, DEL, C1, NUL included) are refused with
//!   `CONTROL_CHARACTER`, except line feed, carriage return and tab in multi-line texts.
//!   PostgreSQL refuses NUL in text, and no form types the others.
//!
//! In GraphQL, `Text<B>` is a `String`: the schema (and the UI's generated types) do not
//! change. PostgreSQL holds the same bound on each column (`CHECK (char_length(col) <= N)`,
//! migration `20261127100001_text_bounds.sql`): no path can store more.

use std::{borrow::Cow, fmt, marker::PhantomData, ops::Deref};

use async_graphql::{registry::Registry, InputType, InputValueError, InputValueResult, Value};

use crate::error::{AppError, AppResult, ErrorCode};

/// What a text may hold besides its length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One line: trimmed; every control character refused.
    Line,
    /// Several lines (a message, a presentation): trimmed; line breaks and tabs allowed.
    Lines,
    /// A password or a token: kept as sent (spaces count); every control character refused.
    Secret,
}

/// One row of the bounds table.
pub trait Bound: Send + Sync + 'static {
    /// The longest value, in characters.
    const MAX: usize;
    const SHAPE: Shape;
    /// The field as the refusal names it (« Le champ {LABEL} … »).
    const LABEL: &'static str;
    /// The too-long refusal, when not « Le champ {LABEL} est trop long ({MAX} caractères au
    /// plus). »
    const TOO_LONG: Option<&'static str>;
}

/// Declares the bounds: `Name: Shape, MAX, "label";` (or with the too-long sentence a
/// field had before its bound moved here, when tests and users know it), each with a doc line.
macro_rules! bounds {
    (@too_long) => { None };
    (@too_long $message:literal) => { Some($message) };
    ($($(#[doc = $doc:literal])+ $name:ident: $shape:ident, $max:expr, $label:literal $(, $message:literal)?;)+) => {
        $(
            $(#[doc = $doc])+
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
            pub struct $name;
            impl Bound for $name {
                const MAX: usize = $max;
                const SHAPE: Shape = Shape::$shape;
                const LABEL: &'static str = $label;
                const TOO_LONG: Option<&'static str> = bounds!(@too_long $($message)?);
            }
        )+
        /// `(name, max)` of every bound, for the docs and the database's own table.
        pub const ALL: &[(&str, usize)] = &[$((stringify!($name), $max),)+];
    };
}

// The bounds table. A column that stores one of these texts has a `CHECK` at least as wide.
bounds! {
    // Any request
    /// `clientMutationId`, echoed back as sent.
    ClientMutationId: Line, 100, "clientMutationId";
    /// An id or IRI given as text (`/api/job_positions/3`, a uuid, a `localization_list` entry).
    Reference: Line, 200, "identifiant";
    /// An opaque pagination cursor.
    Cursor: Line, 500, "curseur";
    /// One of a few fixed words (`1d`, `daily`, `yes`, `candidate`, a reason's code…).
    Choice: Line, 50, "choix";
    /// A link token (reset, alert unsubscribe) or a request key.
    Token: Secret, 200, "jeton";
    /// The public search's keywords, and an alert's (`search_args` also bounds the words).
    Keywords: Line, 200, "recherche", "La recherche est limitée à 200 caractères et 32 mots.";
    /// A place suggestion's text.
    PlaceSearch: Line, 100, "recherche";
    /// The back-office's searches (companies, orders).
    AdminSearch: Line, 100, "recherche", "La recherche est trop longue (100 caractères au plus).";
    /// The audit log's filters.
    LogFilter: Line, 100, "filtre", "Un filtre du journal compte 100 caractères au plus.";
    // Accounts
    /// A first or last name, a company's contact.
    PersonName: Line, 100, "nom";
    /// An e-mail address (RFC 5321's 254).
    EmailAddress: Line, 254, "adresse e-mail";
    /// A password, as typed (`NewPassword` has its own rules under this bound).
    Password: Secret, 1024, "mot de passe";
    /// A phone number.
    Phone: Line, 30, "téléphone";
    /// A web address (LinkedIn profile, a partner's site).
    Url: Line, 500, "adresse web";
    // The designer's book (docs/book.md)
    /// A book project's title.
    BookTitle: Line, 120, "Titre du projet";
    /// A project's role: « conception », « réalisation », « restauration »…
    BookRole: Line, 80, "Rôle";
    /// A project's techniques and materials.
    BookTechniques: Line, 300, "Techniques et matériaux";
    /// Where a project was made or stands.
    BookPlace: Line, 120, "Lieu";
    /// A project's short text.
    BookDescription: Lines, 2_000, "Texte du projet";
    /// An image's caption.
    ImageCaption: Line, 300, "Légende";
    /// The public book's address as typed, before it is cleaned into 3 to 40 characters.
    BookSlug: Line, 80, "Adresse du book";
    /// The book's projects ticked when applying: their IRIs, comma-separated (six at most).
    PortfolioChoice: Line, 400, "projets du book";
    // Companies
    /// A company's name.
    CompanyName: Line, 100, "Nom de l'entreprise";
    /// A company contact's job title.
    JobTitle: Line, 100, "fonction";
    /// A company's presentation on its profile.
    CompanyPresentation: Lines, 5_000, "Présentation de l'entreprise";
    /// A postal address (an offer's street line, a company's billing address).
    Address: Lines, 300, "adresse";
    /// One of a company's keywords.
    TagWord: Line, 50, "mot-clé", "Un mot-clé ne peut dépasser 50 caractères.";
    /// The person of the team who holds a craft title (« Meilleur Ouvrier de France »).
    LabelHolder: Line, 120, "Nom du titulaire",
        "Le nom du titulaire compte 120 caractères au plus.";
    // Offers (the labels are the spec's, section 5)
    /// An offer's title.
    OfferTitle: Line, 150, "Nom du poste";
    /// An offer's presentation of its company.
    OfferCompanyPresentation: Lines, 20_000, "Présentation de l'entreprise";
    /// An offer's description.
    OfferDescription: Lines, 20_000, "Description du poste";
    /// An offer's portrait of its ideal candidate.
    OfferCandidate: Lines, 20_000, "Le candidat de vos rêves";
    /// An offer's variable pay, in words (« commission de 3 % sur les ventes »).
    PayVariable: Line, 200, "Part variable", "La part variable compte 200 caractères au plus.";
    /// Why an offer's pay range spans more than 1.5 times its minimum.
    PaySpreadReason: Lines, 300, "Raison de l'écart",
        "La raison de l'écart compte 300 caractères au plus.";
    /// A training offer's school or CFA (issue 55).
    TrainingSchool: Line, 150, "École ou CFA";
    /// A training offer's rhythm (« 3 semaines en entreprise / 1 semaine au CFA »).
    TrainingRhythm: Line, 150, "Rythme de l'alternance";
    // Applications, mails to candidates, contact
    /// A cover letter, the answers to an offer's questions, a company's mail to applicants.
    Message: Lines, 10_000, "message", "Le message ne peut dépasser 10 000 caractères.";
    /// The subject of a company's mail to applicants.
    MailSubject: Line, 200, "objet";
    /// A message of an application's thread (issue 53).
    ThreadMessage: Lines, 5_000, "message", "Un message compte 5 000 caractères au plus.";
    /// A message template's title (issue 53, item 3).
    TemplateTitle: Line, 80, "titre du modèle", "Le titre d'un modèle compte 80 caractères au plus.";
    /// A message template's text.
    TemplateBody: Lines, 5_000, "texte du modèle", "Le texte d'un modèle compte 5 000 caractères au plus.";
    /// A contact message.
    ContactMessage: Lines, 5_000, "message", "Votre message ne peut dépasser 5000 caractères.";
    /// Staff's reply to a contact message.
    ReplyBody: Lines, 5_000, "réponse", "La réponse ne peut dépasser 5000 caractères.";
    // Notices (issue 54)
    /// What a reporter explains of a notice.
    NoticeExplanation: Lines, 2_000, "explication";
    /// The reason a reporter writes out for « autre ».
    NoticeOtherReason: Line, 200, "motif";
    /// The facts and circumstances of staff's decision on a notice.
    DecisionFacts: Lines, 2_000, "faits et circonstances";
    /// A company's contest of a decision.
    ContestText: Lines, 2_000, "contestation";
    // Back-office and billing
    /// A price as staff type it (`49,90`).
    Amount: Line, 20, "montant";
    /// A date as staff type it.
    Date: Line, 40, "date";
    /// One point of a pricing's description.
    DescriptionPoint: Line, 200, "point de la description",
        "Chaque point de la description compte 200 caractères au plus.";
    /// A promotion code.
    PromoCode: Line, 40, "code promotionnel";
    /// A bank transfer's reference.
    OrderReference: Line, 40, "référence";
    /// A billing postcode (`companies::billing_identity`).
    Postcode: Line, 10, "code postal";
    /// A billing city.
    City: Line, 100, "ville";
    /// A country code (ISO 3166 alpha-2).
    CountryCode: Line, 2, "pays";
    /// A SIREN as typed (9 digits, spaces allowed).
    Siren: Line, 20, "SIREN";
    /// A SIRET as typed (14 digits, spaces allowed; `companies::siret`).
    Siret: Line, 30, "SIRET";
    /// An intra-community VAT number as typed.
    VatNumber: Line, 20, "numéro de TVA intracommunautaire";
    /// Why staff refused a banner.
    ReviewReason: Lines, 500, "motif", "Le motif ne doit pas dépasser 500 caractères.";
    /// A banner's link.
    BannerLink: Line, 500, "lien";
    /// A banner's alternative text.
    AltText: Line, 150, "texte alternatif",
        "Le texte alternatif de la bannière ne doit pas dépasser 150 caractères.";
    /// An uploaded file's name, as the browser sends it.
    FileName: Line, 255, "nom du fichier";
    /// A site path to an uploaded image.
    ImagePath: Line, 300, "chemin de l'image";
    /// A post's title.
    PostTitle: Line, 200, "Titre", "Le champ Titre ne doit pas dépasser 200 caractères.";
    /// A post's subtitle.
    PostSubtitle: Line, 300, "Sous-titre", "Le champ Sous-titre ne doit pas dépasser 300 caractères.";
    /// A post's introduction.
    PostIntro: Lines, 1_000, "Chapeau", "Le champ Chapeau ne doit pas dépasser 1000 caractères.";
    /// A post's HTML content.
    PostContent: Lines, 200_000, "Contenu", "Le champ Contenu ne doit pas dépasser 200000 caractères.";
    /// A post's slug.
    Slug: Line, 120, "slug";
    /// A partner's or a testimonial author's name.
    ShowcaseName: Line, 100, "Nom", "Le champ Nom ne doit pas dépasser 100 caractères.";
    /// A testimonial author's trade (« Tapissière décoratrice, Lyon »).
    TestimonialRole: Line, 150, "Rôle", "Le champ Rôle ne doit pas dépasser 150 caractères.";
    /// A testimonial's quote.
    Quote: Lines, 600, "Témoignage", "Le champ Témoignage ne doit pas dépasser 600 caractères.";
}

/// A text that passed its bound `B`: trimmed (unless a secret), at most `B::MAX` characters,
/// no control character its shape refuses.
pub struct Text<B: Bound>(String, PhantomData<B>);

impl<B: Bound> Text<B> {
    pub fn parse(raw: &str) -> AppResult<Self> {
        let value = match B::SHAPE {
            Shape::Line | Shape::Lines => raw.trim(),
            Shape::Secret => raw,
        };
        check::<B>(value)?;
        Ok(Self(value.to_owned(), PhantomData))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// The bound's rule on `value` (already trimmed when its shape trims).
pub fn check<B: Bound>(value: &str) -> AppResult<()> {
    let allowed = |c: char| B::SHAPE == Shape::Lines && matches!(c, '\n' | '\r' | '\t');
    if value.chars().any(|c| c.is_control() && !allowed(c)) {
        return Err(AppError::invalid(
            ErrorCode::ControlCharacter,
            format!(
                "Le champ {} contient un caractère invisible non autorisé : retirez-le.",
                B::LABEL
            ),
        ));
    }
    // Bytes bound characters from above: most texts are counted without walking them.
    if value.len() > B::MAX && value.chars().count() > B::MAX {
        let message = B::TOO_LONG.map_or_else(
            || {
                format!(
                    "Le champ {} est trop long ({} caractères au plus).",
                    B::LABEL,
                    B::MAX
                )
            },
            str::to_owned,
        );
        return Err(AppError::invalid(ErrorCode::TooLong, message));
    }
    Ok(())
}

/// A bound as a value: what a table of form fields holds.
#[derive(Clone, Copy)]
pub struct FieldBound {
    pub max: usize,
    pub shape: Shape,
    check: fn(&str) -> AppResult<()>,
}

impl FieldBound {
    pub const fn of<B: Bound>() -> Self {
        Self {
            max: B::MAX,
            shape: B::SHAPE,
            check: |raw| Text::<B>::parse(raw).map(drop),
        }
    }

    /// The bound's rule on a raw value (trimmed first unless a secret).
    pub fn check(&self, raw: &str) -> AppResult<()> {
        (self.check)(raw)
    }
}

impl fmt::Debug for FieldBound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FieldBound({:?}, {})", self.shape, self.max)
    }
}

/// A bounded value back to plain strings, for a domain that takes them: `input.name.plain()`.
pub trait Plain {
    type Out;
    fn plain(self) -> Self::Out;
}

impl<B: Bound> Plain for Text<B> {
    type Out = String;
    fn plain(self) -> String {
        self.0
    }
}

impl<T: Plain> Plain for Option<T> {
    type Out = Option<T::Out>;
    fn plain(self) -> Self::Out {
        self.map(Plain::plain)
    }
}

impl<T: Plain> Plain for Vec<T> {
    type Out = Vec<T::Out>;
    fn plain(self) -> Self::Out {
        self.into_iter().map(Plain::plain).collect()
    }
}

impl<B: Bound> Deref for Text<B> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl<B: Bound> AsRef<str> for Text<B> {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl<B: Bound> From<Text<B>> for String {
    fn from(text: Text<B>) -> Self {
        text.0
    }
}

impl<B: Bound> Clone for Text<B> {
    fn clone(&self) -> Self {
        Self(self.0.clone(), PhantomData)
    }
}

impl<B: Bound> Default for Text<B> {
    fn default() -> Self {
        Self(String::new(), PhantomData)
    }
}

impl<B: Bound> fmt::Debug for Text<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match B::SHAPE {
            Shape::Secret => f.write_str("Text(<secret>)"),
            _ => fmt::Debug::fmt(&self.0, f),
        }
    }
}

impl<B: Bound> PartialEq for Text<B> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

/// The extension that carries a refusal's French message past async-graphql's English
/// wrapping (`Failed to parse "String": …`); `graphql::french::rewrite` puts it back as the
/// message and removes it.
pub const MESSAGE_EXTENSION: &str = "frenchMessage";

/// In GraphQL a `Text<B>` is a `String`: the bound is checked when the argument is read,
/// before the resolver runs.
impl<B: Bound> InputType for Text<B> {
    type RawValueType = str;

    fn type_name() -> Cow<'static, str> {
        <String as InputType>::type_name()
    }

    fn create_type_info(registry: &mut Registry) -> String {
        <String as InputType>::create_type_info(registry)
    }

    fn parse(value: Option<Value>) -> InputValueResult<Self> {
        let raw = <String as InputType>::parse(value).map_err(InputValueError::propagate)?;
        Self::parse(&raw).map_err(|error| {
            InputValueError::custom(error.message())
                .with_extension("code", error.code().as_str())
                .with_extension(MESSAGE_EXTENSION, error.message())
        })
    }

    fn to_value(&self) -> Value {
        Value::String(self.0.clone())
    }

    fn as_raw_value(&self) -> Option<&str> {
        Some(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal<B: Bound>(raw: &str) -> Option<ErrorCode> {
        Text::<B>::parse(raw).err().map(|e| e.code())
    }

    #[test]
    fn a_line_is_trimmed_and_counted_in_characters() {
        let name = Text::<PersonName>::parse("  Éléonore  ").expect("a name");
        assert_eq!(name.as_str(), "Éléonore");
        // 100 accented letters are 200 bytes and still 100 characters.
        assert_eq!(refusal::<PersonName>(&"é".repeat(100)), None);
        assert_eq!(
            refusal::<PersonName>(&"é".repeat(101)),
            Some(ErrorCode::TooLong)
        );
        // Spaces around do not count.
        assert_eq!(
            refusal::<PersonName>(&format!("  {}  ", "a".repeat(100))),
            None
        );
    }

    #[test]
    fn control_characters_are_refused_but_line_breaks_in_multi_line_texts() {
        for bad in ["a\0b", "a\u{1}b", "a\u{7f}b", "a\u{85}b", "a\u{1b}[31m"] {
            assert_eq!(
                refusal::<Message>(bad),
                Some(ErrorCode::ControlCharacter),
                "{bad:?}"
            );
            assert_eq!(
                refusal::<PersonName>(bad),
                Some(ErrorCode::ControlCharacter),
                "{bad:?}"
            );
            assert_eq!(
                refusal::<Password>(bad),
                Some(ErrorCode::ControlCharacter),
                "{bad:?}"
            );
        }
        assert_eq!(refusal::<Message>("Bonjour,\r\n\tMerci.\n"), None);
        assert_eq!(
            refusal::<MailSubject>("Objet\nBcc: x@exemple.fr"),
            Some(ErrorCode::ControlCharacter)
        );
    }

    #[test]
    fn a_secret_is_kept_as_typed() {
        let password = Text::<Password>::parse(" secret ").expect("a password");
        assert_eq!(password.as_str(), " secret ");
        assert_eq!(format!("{password:?}"), "Text(<secret>)");
    }

    #[test]
    fn the_refusals_read_in_french_with_the_field() {
        let error = Text::<OfferTitle>::parse(&"x".repeat(151)).expect_err("too long");
        assert_eq!(
            error.message(),
            "Le champ Nom du poste est trop long (150 caractères au plus)."
        );
        let error = Text::<PersonName>::parse("a\0").expect_err("NUL");
        assert_eq!(
            error.message(),
            "Le champ nom contient un caractère invisible non autorisé : retirez-le."
        );
    }

    #[test]
    fn in_graphql_a_text_is_a_string_and_its_refusal_carries_a_code() {
        assert_eq!(<Text<PersonName> as InputType>::type_name(), "String");
        let error = <Text<PersonName> as InputType>::parse(Some(Value::String("a\0".into())))
            .expect_err("refused")
            .into_server_error(Default::default());
        let extensions = error.extensions.expect("extensions");
        assert_eq!(
            extensions.get("code"),
            Some(&Value::from("CONTROL_CHARACTER"))
        );
    }

    #[test]
    fn the_bounds_table_names_each_bound_once() {
        let mut names: Vec<_> = ALL.iter().map(|(name, _)| *name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
    }
}
