//! Who sees a creative's image. Once staff approved a banner showing it, anyone (the home
//! page shows it). Before that, only its owner and staff: the answers made for them (the
//! upload, « Mes bannières », the back-office) carry an address signed with the server's
//! secret and valid `PREVIEW_HOURS` (an `<img>` sends no bearer token, so the address itself
//! is the permission); any other request for the file is answered 404, as for a file that
//! does not exist.

use hmac::{Hmac, Mac};
use sha2::Sha256;
use sqlx::PgPool;

use super::image_url;
use crate::error::AppResult;

/// How long a signed preview address works: a working session, not a shareable link.
pub const PREVIEW_HOURS: i64 = 12;
/// The query parameter carrying the signature: `?apercu=<expiry>.<hex mac>`.
pub const PARAMETER: &str = "apercu";

/// Signs preview addresses; built from the server's secret.
#[derive(Clone)]
pub struct Previews {
    key: std::sync::Arc<str>,
}

impl Previews {
    pub fn new(secret: &str) -> Self {
        Self { key: secret.into() }
    }

    fn mac(&self, name: &str, expires: i64) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(self.key.as_bytes()).expect("any key length");
        // The purpose first: no other signature of this secret can pass for this one.
        mac.update(b"banner-creative-preview\0");
        mac.update(name.as_bytes());
        mac.update(b"\0");
        mac.update(expires.to_string().as_bytes());
        mac
    }

    /// The creative's address for its owner or staff, valid `PREVIEW_HOURS` from `now`.
    pub fn url(&self, name: &str, now: i64) -> String {
        let expires = now + PREVIEW_HOURS * 3600;
        let mac = hex::encode(self.mac(name, expires).finalize().into_bytes());
        format!("{}?{PARAMETER}={expires}.{mac}", image_url(name))
    }

    /// Whether `signature` (the parameter's value) was made by `url` for `name` and still
    /// runs at `now`.
    pub fn verify(&self, name: &str, signature: &str, now: i64) -> bool {
        let Some((expires, mac)) = signature.split_once('.') else {
            return false;
        };
        let (Ok(expires), Ok(mac)) = (expires.parse::<i64>(), hex::decode(mac)) else {
            return false;
        };
        expires >= now && self.mac(name, expires).verify_slice(&mac).is_ok()
    }
}

/// Whether a banner showing this creative was approved: then its image is public.
pub async fn is_public(pool: &PgPool, name: &str) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM banners WHERE image_name = $1 AND review = 'approved') AS "exists!""#,
        name
    )
    .fetch_one(pool)
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signed_address_opens_its_creative_only_and_only_for_a_while() {
        let previews = Previews::new("secret");
        let url = previews.url("abc.png", 1_000);
        let signature = url
            .split_once("apercu=")
            .map(|(_, s)| s)
            .unwrap_or_default();
        assert!(url.starts_with("/uploads/banners/abc.png?apercu="));
        assert!(previews.verify("abc.png", signature, 1_000));
        assert!(previews.verify("abc.png", signature, 1_000 + PREVIEW_HOURS * 3600));
        assert!(!previews.verify("abc.png", signature, 1_001 + PREVIEW_HOURS * 3600));
        assert!(!previews.verify("other.png", signature, 1_000));
        assert!(!Previews::new("other secret").verify("abc.png", signature, 1_000));
        let later = signature.replacen("4", "5", 1);
        assert!(!previews.verify("abc.png", &later, 1_000), "{later}");
        for forged in ["", "x", "99999999999.", "1.zz"] {
            assert!(!previews.verify("abc.png", forged, 1_000), "{forged}");
        }
    }
}
