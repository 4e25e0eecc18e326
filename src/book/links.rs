//! Signed links to a book's image renditions: `/book-images/<stem>w<width>.<expiry>.<mac>.<ext>`,
//! signed with the server's secret. Only a request the book's owner makes is given them
//! (GraphQL `myBook`), so a link is a short-lived permission an `<img srcset>` can use without
//! the session's header; an altered, expired or deleted image's link is a 404 like any
//! unknown file. Expiries are rounded to the hour, so a page shown twice in an hour asks for
//! the same addresses and the browser's cache serves them.

use hmac::{Hmac, Mac};
use sha2::Sha256;

pub const PREFIX: &str = "/book-images/";
/// The images of a book sent with an application: `/application-images/<id>-<stem>w…`.
pub const APPLICATION_PREFIX: &str = "/application-images/";
/// A link works for one to two hours after it is given.
const HOUR: i64 = 3600;

/// Whose copy of an image a link opens: the candidate's book, or an application's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    Book,
    Application(i64),
}

/// One rendition a link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendition {
    pub holder: Holder,
    pub stem: String,
    pub width: u32,
    /// `webp` or `jpg`.
    pub extension: &'static str,
}

/// The expiry of a link given at `now`: the end of the next hour.
pub fn expiry(now: i64) -> i64 {
    (now / HOUR + 2) * HOUR
}

#[derive(Clone)]
pub struct ImageLinks {
    key: std::sync::Arc<str>,
}

impl ImageLinks {
    pub fn new(secret: &str) -> Self {
        Self { key: secret.into() }
    }

    fn mac(
        &self,
        holder: Holder,
        stem: &str,
        width: u32,
        extension: &str,
        expires: i64,
    ) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(self.key.as_bytes()).expect("any key length");
        // The purpose first: no other signature of this secret can pass for this one.
        mac.update(b"book-image\0");
        if let Holder::Application(id) = holder {
            mac.update(format!("application {id}\0").as_bytes());
        }
        mac.update(format!("{stem}w{width}.{extension}.{expires}").as_bytes());
        mac
    }

    /// The path of a rendition of `holder`'s, valid until `expires`.
    pub fn signed(
        &self,
        holder: Holder,
        stem: &str,
        width: u32,
        extension: &'static str,
        expires: i64,
    ) -> String {
        let mac = hex::encode(
            self.mac(holder, stem, width, extension, expires)
                .finalize()
                .into_bytes(),
        );
        match holder {
            Holder::Book => format!("{PREFIX}{stem}w{width}.{expires}.{mac}.{extension}"),
            Holder::Application(id) => {
                format!("{APPLICATION_PREFIX}{id}-{stem}w{width}.{expires}.{mac}.{extension}")
            }
        }
    }

    /// The path of a book's rendition, valid until the end of the hour after `now`.
    pub fn path(&self, stem: &str, width: u32, extension: &'static str, now: i64) -> String {
        self.signed(Holder::Book, stem, width, extension, expiry(now))
    }

    /// The rendition a link's last segment names (after `PREFIX`, or `APPLICATION_PREFIX`
    /// when `application`), if it is genuine and unexpired at `now`.
    pub fn read(&self, segment: &str, application: bool, now: i64) -> Option<Rendition> {
        let mut parts = segment.split('.');
        let (name, expires, mac, extension) =
            (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let extension = match extension {
            "webp" => "webp",
            "jpg" => "jpg",
            _ => return None,
        };
        let (holder, name) = if application {
            let (id, name) = name.split_once('-')?;
            (Holder::Application(id.parse().ok()?), name)
        } else {
            (Holder::Book, name)
        };
        let (stem, width) = name.split_once('w')?;
        let width: u32 = width.parse().ok()?;
        let expires: i64 = expires.parse().ok()?;
        let mac = hex::decode(mac).ok()?;
        let genuine = expires >= now
            && self
                .mac(holder, stem, width, extension, expires)
                .verify_slice(&mac)
                .is_ok();
        genuine.then(|| Rendition {
            holder,
            stem: stem.to_owned(),
            width,
            extension,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_opens_its_rendition_only_and_only_for_a_while() {
        let links = ImageLinks::new("secret");
        let path = links.path("0f3a", 480, "webp", 10_000);
        let segment = path.strip_prefix(PREFIX).expect("prefix");
        let opened = links.read(segment, false, 10_000).expect("genuine");
        assert_eq!((opened.stem.as_str(), opened.width), ("0f3a", 480));
        assert_eq!(
            links.read(segment, false, 10_000 + 3 * HOUR),
            None,
            "expired"
        );
        assert_eq!(
            links.read(&segment.replace("w480", "w960"), false, 10_000),
            None
        );
        assert_eq!(
            links.read(&segment.replace(".webp", ".jpg"), false, 10_000),
            None
        );
        assert_eq!(ImageLinks::new("other").read(segment, false, 10_000), None);
        assert_eq!(
            links.path("0f3a", 480, "webp", 10_000),
            links.path("0f3a", 480, "webp", 10_500),
            "the same address within the hour"
        );
    }

    #[test]
    fn an_applications_link_opens_that_applications_copy_only() {
        let links = ImageLinks::new("secret");
        let path = links.signed(Holder::Application(41), "0f3a", 480, "jpg", 20_000);
        let segment = path.strip_prefix(APPLICATION_PREFIX).expect("prefix");
        let opened = links.read(segment, true, 10_000).expect("genuine");
        assert_eq!(opened.holder, Holder::Application(41));
        assert_eq!(
            links.read(&segment.replacen("41-", "42-", 1), true, 10_000),
            None
        );
        // The book's link of the same file is another signature.
        let book = links.signed(Holder::Book, "0f3a", 480, "jpg", 20_000);
        let book = book.strip_prefix(PREFIX).expect("prefix");
        assert_eq!(links.read(&format!("41-{book}"), true, 10_000), None);
        assert_eq!(links.read(segment, false, 10_000), None);
    }
}
