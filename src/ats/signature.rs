//! How a webhook delivery is signed, the scheme Stripe uses (docs/api.md, "Checking a
//! delivery"): the header `Ensemblier-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` where
//! the MAC of the company's secret covers `<t>.<body>`. The receiver recomputes it, compares
//! in constant time and refuses a timestamp older than five minutes (a replay).

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use hmac::{Hmac, Mac};
use sha2::Sha256;

pub const HEADER: &str = "Ensemblier-Signature";
/// How old a delivery's timestamp a receiver should accept (what `verify` checks).
pub const TOLERANCE_SECONDS: i64 = 300;

/// A new signing secret: `whsec_` and 256 random bits.
pub fn new_secret() -> String {
    format!(
        "whsec_{}",
        URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>())
    )
}

fn mac(secret: &str, timestamp: i64, body: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    mac
}

/// The header's value for `body` sent at `timestamp`.
pub fn sign(secret: &str, timestamp: i64, body: &[u8]) -> String {
    let mac = hex::encode(mac(secret, timestamp, body).finalize().into_bytes());
    format!("t={timestamp},v1={mac}")
}

/// What a receiver does: whether `header` signs `body` with `secret`, no older than
/// `TOLERANCE_SECONDS` at `now`. Several `v1` (a secret being replaced) may be given.
pub fn verify(secret: &str, header: &str, body: &[u8], now: i64) -> bool {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => timestamp = value.parse::<i64>().ok(),
            Some(("v1", value)) => signatures.extend(hex::decode(value).ok()),
            _ => {}
        }
    }
    let Some(timestamp) = timestamp else {
        return false;
    };
    (now - timestamp).abs() <= TOLERANCE_SECONDS
        && signatures
            .iter()
            .any(|signature| mac(secret, timestamp, body).verify_slice(signature).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_holds_for_its_body_secret_and_time_only() {
        let secret = new_secret();
        assert!(secret.starts_with("whsec_") && secret.len() == 49);
        let header = sign(&secret, 1_700_000_000, b"{\"id\":1}");
        assert!(verify(&secret, &header, b"{\"id\":1}", 1_700_000_100));
        assert!(!verify(&secret, &header, b"{\"id\":2}", 1_700_000_100));
        assert!(!verify(
            "whsec_other",
            &header,
            b"{\"id\":1}",
            1_700_000_100
        ));
        assert!(!verify(&secret, &header, b"{\"id\":1}", 1_700_000_301));
        assert!(!verify(&secret, "v1=00", b"{\"id\":1}", 1_700_000_000));
    }

    /// The example of docs/api.md, so a receiver can check its own code against it.
    #[test]
    fn the_documented_example_holds() {
        assert_eq!(
            sign("whsec_exemple", 1_764_000_000, b"{\"event\":\"ping\"}"),
            "t=1764000000,v1=".to_owned() + EXAMPLE_MAC
        );
    }
    const EXAMPLE_MAC: &str = "fb56bbec559cde751519affc54c712d19a63a09371b01e614bc64e384e79ba91";
}
