//! `Stripe-Signature` as Stripe documents it: `t=<unix time>,v1=<hex>[,v1=<hex>…][,v0=…]`,
//! each `v1` an HMAC-SHA256 of `"<t>.<raw body>"` keyed with the endpoint's secret. One
//! matching `v1` suffices (Stripe sends several while a secret is rolled); the comparison is
//! constant-time (`Mac::verify_slice`); the timestamp must be within 5 minutes of now, so a
//! captured notification cannot be replayed later.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// Stripe's default tolerance.
pub const TOLERANCE_SECONDS: i64 = 300;

/// The most signatures read from one header (Stripe sends one or two).
const MAX_SIGNATURES: usize = 8;

pub const REFUSED: &str = "La signature de la notification est invalide.";

#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    NoHeader,
    Malformed,
    NoSignature,
    TooOld,
    Mismatch,
}

pub fn verify(secret: &str, header: Option<&str>, payload: &[u8], now: i64) -> Result<(), Refusal> {
    let header = header.ok_or(Refusal::NoHeader)?;
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for item in header.split(',') {
        let (key, value) = item.trim().split_once('=').ok_or(Refusal::Malformed)?;
        match key {
            "t" => timestamp = Some(value.parse::<i64>().map_err(|_| Refusal::Malformed)?),
            "v1" if signatures.len() < MAX_SIGNATURES => {
                // A v1 that is not hex cannot match: skipped, like Stripe's libraries.
                if let Ok(bytes) = hex::decode(value) {
                    signatures.push(bytes);
                }
            }
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(Refusal::Malformed)?;
    if signatures.is_empty() {
        return Err(Refusal::NoSignature);
    }
    if (now - timestamp).abs() > TOLERANCE_SECONDS {
        return Err(Refusal::TooOld);
    }
    let mut mac =
        Hmac::<Sha256>::new_from_slice(secret.as_bytes()).map_err(|_| Refusal::Mismatch)?;
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(payload);
    if signatures
        .iter()
        .any(|signature| mac.clone().verify_slice(signature).is_ok())
    {
        Ok(())
    } else {
        Err(Refusal::Mismatch)
    }
}

/// The header Stripe would send for `payload` at `timestamp` (tests and the fake API).
pub fn sign(secret: &str, payload: &[u8], timestamp: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(payload);
    format!(
        "t={timestamp},v1={}",
        hex::encode(mac.finalize().into_bytes())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "whsec_test_secret";
    const BODY: &[u8] = br#"{"id":"evt_1","type":"payment_intent.succeeded"}"#;
    const NOW: i64 = 1_790_000_000;

    #[test]
    fn a_signature_of_the_body_with_the_secret_is_accepted() {
        let header = sign(SECRET, BODY, NOW);
        assert_eq!(verify(SECRET, Some(&header), BODY, NOW), Ok(()));
        assert_eq!(verify(SECRET, Some(&header), BODY, NOW + 300), Ok(()));
    }

    /// Stripe's documented example of the header's shape, with a rolled secret: the old
    /// secret's v1 first, a v0 that is ignored.
    #[test]
    fn any_one_of_several_v1_suffices() {
        let good = sign(SECRET, BODY, NOW);
        let good_v1 = good.split_once(",v1=").expect("v1").1;
        let header = format!("t={NOW},v1={},v1={good_v1},v0=6ffbb59b", "ab".repeat(32));
        assert_eq!(verify(SECRET, Some(&header), BODY, NOW), Ok(()));
    }

    #[test]
    fn a_wrong_secret_body_or_timestamp_is_refused() {
        let header = sign("whsec_other", BODY, NOW);
        assert_eq!(
            verify(SECRET, Some(&header), BODY, NOW),
            Err(Refusal::Mismatch)
        );
        let header = sign(SECRET, BODY, NOW);
        assert_eq!(
            verify(SECRET, Some(&header), b"{\"id\":\"evt_2\"}", NOW),
            Err(Refusal::Mismatch)
        );
        // The signed timestamp changed to look fresh: the signature no longer matches.
        let forged = header.replacen(&format!("t={NOW}"), &format!("t={}", NOW + 1), 1);
        assert_eq!(
            verify(SECRET, Some(&forged), BODY, NOW),
            Err(Refusal::Mismatch)
        );
    }

    #[test]
    fn older_than_five_minutes_is_refused_even_when_well_signed() {
        let header = sign(SECRET, BODY, NOW - 301);
        assert_eq!(
            verify(SECRET, Some(&header), BODY, NOW),
            Err(Refusal::TooOld)
        );
        let future = sign(SECRET, BODY, NOW + 301);
        assert_eq!(
            verify(SECRET, Some(&future), BODY, NOW),
            Err(Refusal::TooOld)
        );
    }

    #[test]
    fn a_missing_or_malformed_header_is_refused() {
        assert_eq!(verify(SECRET, None, BODY, NOW), Err(Refusal::NoHeader));
        assert_eq!(
            verify(SECRET, Some("nonsense"), BODY, NOW),
            Err(Refusal::Malformed)
        );
        assert_eq!(
            verify(SECRET, Some(&format!("t={NOW}")), BODY, NOW),
            Err(Refusal::NoSignature)
        );
        assert_eq!(
            verify(SECRET, Some("v1=abcd"), BODY, NOW),
            Err(Refusal::Malformed)
        );
    }
}
