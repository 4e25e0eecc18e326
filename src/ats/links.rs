//! The documents of an application as signed links, for an ATS (the API's answers and the
//! webhook's payload): `/api/v1/documents/<application>.<kind>.<expiry>.<hex mac>`, signed
//! with the server's secret and valid `VALID_HOURS`. The link is the permission (an ATS
//! fetches it without the token); an altered, expired or unknown link is a 404.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::{
    book::links::{Holder, ImageLinks},
    files::FileKind,
};

/// Long enough for a delivery retried over a day to still carry working links.
pub const VALID_HOURS: i64 = 48;
pub const PREFIX: &str = "/api/v1/documents/";

/// Which document of an application.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Document {
    Cv,
    CoverLetter,
    /// The PDF book sent with it (docs/book.md).
    BookPdf,
    /// The attachment (its id) of a message of its thread (issue 53).
    Attachment(i64),
}

impl Document {
    fn code(self) -> String {
        match self {
            Self::Cv => "cv".to_owned(),
            Self::CoverLetter => "lettre".to_owned(),
            Self::BookPdf => "book".to_owned(),
            Self::Attachment(id) => format!("pj{id}"),
        }
    }

    fn of_code(code: &str) -> Option<Self> {
        match code {
            "cv" => Some(Self::Cv),
            "lettre" => Some(Self::CoverLetter),
            "book" => Some(Self::BookPdf),
            _ => code
                .strip_prefix("pj")
                .filter(|id| id.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|id| id.parse().ok())
                .map(Self::Attachment),
        }
    }

    pub fn kind(self) -> FileKind {
        match self {
            Self::Cv => FileKind::Cv,
            Self::CoverLetter => FileKind::CoverLetter,
            Self::BookPdf => FileKind::BookPdf,
            Self::Attachment(_) => FileKind::MessageAttachment,
        }
    }

    /// The download's name: « CV », « Lettre-de-motivation ».
    pub fn label(self) -> &'static str {
        match self {
            Self::Cv => "CV",
            Self::CoverLetter => "Lettre-de-motivation",
            Self::BookPdf => "Book",
            Self::Attachment(_) => "Piece-jointe",
        }
    }
}

/// Signs and reads document links; built from the server's secret.
#[derive(Clone)]
pub struct DocumentLinks {
    key: std::sync::Arc<str>,
    base_url: std::sync::Arc<str>,
    images: ImageLinks,
}

impl DocumentLinks {
    pub fn new(secret: &str, base_url: &str) -> Self {
        Self {
            key: secret.into(),
            base_url: base_url.trim_end_matches('/').into(),
            images: ImageLinks::new(secret),
        }
    }

    fn mac(&self, application: i64, document: Document, expires: i64) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(self.key.as_bytes()).expect("any key length");
        // The purpose first: no other signature of this secret can pass for this one.
        mac.update(b"ats-document\0");
        mac.update(format!("{application}.{}.{expires}", document.code()).as_bytes());
        mac
    }

    /// The whole address of `document` of `application`, valid `VALID_HOURS` from `now`.
    pub fn url(&self, application: i64, document: Document, now: i64) -> String {
        let expires = now + VALID_HOURS * 3600;
        let mac = hex::encode(
            self.mac(application, document, expires)
                .finalize()
                .into_bytes(),
        );
        format!(
            "{}{PREFIX}{application}.{}.{expires}.{mac}",
            self.base_url,
            document.code()
        )
    }

    /// The whole address of a rendition of an image sent with `application` (the book's
    /// signed image link, `book::links`), valid `VALID_HOURS` from `now`.
    pub fn image_url(
        &self,
        application: i64,
        stem: &str,
        width: u32,
        extension: &'static str,
        now: i64,
    ) -> String {
        let path = self.images.signed(
            Holder::Application(application),
            stem,
            width,
            extension,
            now + VALID_HOURS * 3600,
        );
        format!("{}{path}", self.base_url)
    }

    /// The application and document a link's last segment names, if it is genuine and
    /// unexpired at `now`.
    pub fn read(&self, segment: &str, now: i64) -> Option<(i64, Document)> {
        let mut parts = segment.splitn(4, '.');
        let application = parts.next()?.parse::<i64>().ok()?;
        let document = Document::of_code(parts.next()?)?;
        let expires = parts.next()?.parse::<i64>().ok()?;
        let mac = hex::decode(parts.next()?).ok()?;
        (expires >= now
            && self
                .mac(application, document, expires)
                .verify_slice(&mac)
                .is_ok())
        .then_some((application, document))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_opens_its_document_only_and_only_for_a_while() {
        let links = DocumentLinks::new("secret", "https://ensemblier.fr/");
        let url = links.url(41, Document::Cv, 1_000);
        let segment = url
            .strip_prefix("https://ensemblier.fr/api/v1/documents/")
            .expect("the prefix");
        assert_eq!(links.read(segment, 1_000), Some((41, Document::Cv)));
        assert_eq!(links.read(segment, 1_000 + VALID_HOURS * 3600 + 1), None);
        assert_eq!(links.read(&segment.replacen("41.", "42.", 1), 1_000), None);
        assert_eq!(
            links.read(&segment.replacen(".cv.", ".lettre.", 1), 1_000),
            None
        );
        assert_eq!(DocumentLinks::new("other", "x").read(segment, 1_000), None);
        assert_eq!(links.read("41.cv", 1_000), None);
        let attachment = links.url(41, Document::Attachment(7), 1_000);
        let segment = attachment
            .strip_prefix("https://ensemblier.fr/api/v1/documents/")
            .expect("the prefix");
        assert_eq!(
            links.read(segment, 1_000),
            Some((41, Document::Attachment(7)))
        );
        assert_eq!(
            links.read(&segment.replacen(".pj7.", ".pj8.", 1), 1_000),
            None
        );
        assert_eq!(
            links.read(&segment.replacen(".pj7.", ".pj+7.", 1), 1_000),
            None
        );
    }
}
