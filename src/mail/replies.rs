//! Addresses a reply by mail comes back to: `<sender's local part>+<tag>-<signature>@<sender's
//! domain>` (plus-addressing: the MTA delivers it to the sender's address, whose pipe runs
//! `ensemblier mail inbound`). The tag says what the reply belongs to (an application's
//! thread and its party); the signature, an HMAC-SHA256 of the tag under `JWT_SECRET` cut to
//! 128 bits, proves this server wrote it. Lower-case hexadecimal and digits only: some MTAs
//! fold a local part's case.

use std::fmt;

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// What a signature covers besides the tag (no other token of this secret verifies here).
const CONTEXT: &[u8] = b"ensemblier-reply-address:";
/// Hex characters of the signature (128 bits).
const SIGNATURE_CHARS: usize = 32;

/// Signs and reads reply addresses; built from the secret and the site's sender address.
#[derive(Clone)]
pub struct ReplyAddresses {
    secret: String,
    local: String,
    domain: String,
}

impl fmt::Debug for ReplyAddresses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ReplyAddresses({}@{})", self.local, self.domain)
    }
}

impl ReplyAddresses {
    /// `mail_from` as `MAIL_FROM` holds it (`Ensemblier <ne-pas-repondre@ensemblier.fr>`);
    /// `None` when it is not an address.
    pub fn new(secret: &str, mail_from: &str) -> Option<Self> {
        let mailbox: lettre::message::Mailbox = mail_from.parse().ok()?;
        Some(Self {
            secret: secret.to_owned(),
            local: mailbox.email.user().to_lowercase(),
            domain: mailbox.email.domain().to_lowercase(),
        })
    }

    fn signature(&self, tag: &str) -> String {
        let mut mac =
            Hmac::<Sha256>::new_from_slice(self.secret.as_bytes()).expect("any key length");
        mac.update(CONTEXT);
        mac.update(tag.as_bytes());
        let mut hex = hex::encode(mac.finalize().into_bytes());
        hex.truncate(SIGNATURE_CHARS);
        hex
    }

    /// The address carrying `tag` (lower-case letters and digits).
    pub fn address(&self, tag: &str) -> String {
        format!(
            "{}+{tag}-{}@{}",
            self.local,
            self.signature(tag),
            self.domain
        )
    }

    /// The tag of `address` when this server signed it (any case, with or without angle
    /// brackets); `None` for a forged, altered or foreign one.
    pub fn tag_of(&self, address: &str) -> Option<String> {
        let address = address
            .trim()
            .trim_matches(|c| c == '<' || c == '>')
            .to_lowercase();
        let (local, domain) = address.rsplit_once('@')?;
        if domain != self.domain {
            return None;
        }
        let (base, extension) = local.split_once('+')?;
        if base != self.local {
            return None;
        }
        let (tag, signature) = extension.rsplit_once('-')?;
        let expected = self.signature(tag);
        // Constant time, as any comparison of a secret's output.
        let same = signature.len() == expected.len()
            && signature
                .bytes()
                .zip(expected.bytes())
                .fold(0u8, |acc, (a, b)| acc | (a ^ b))
                == 0;
        same.then(|| tag.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn replies() -> ReplyAddresses {
        ReplyAddresses::new(
            "a-secret-of-thirty-two-bytes-at-least",
            "Ensemblier <ne-pas-repondre@ensemblier.fr>",
        )
        .expect("an address")
    }

    #[test]
    fn an_address_signed_here_gives_its_tag_back_in_any_case() {
        let address = replies().address("m41c");
        assert!(address.starts_with("ne-pas-repondre+m41c-"), "{address}");
        assert!(address.ends_with("@ensemblier.fr"));
        assert_eq!(replies().tag_of(&address).as_deref(), Some("m41c"));
        assert_eq!(
            replies()
                .tag_of(&format!("<{}>", address.to_uppercase()))
                .as_deref(),
            Some("m41c")
        );
    }

    #[test]
    fn forged_altered_and_foreign_addresses_give_nothing() {
        let address = replies().address("m41c");
        let altered = address.replace("m41c", "m42c");
        let other_secret = ReplyAddresses::new(
            "another-secret-of-thirty-two-bytes!!",
            "ne-pas-repondre@ensemblier.fr",
        )
        .expect("an address")
        .address("m41c");
        let other_domain = address.replace("ensemblier.fr", "exemple.fr");
        for bad in [
            altered.as_str(),
            other_secret.as_str(),
            other_domain.as_str(),
            "ne-pas-repondre@ensemblier.fr",
            "ne-pas-repondre+m41c@ensemblier.fr",
            "ne-pas-repondre+m41c-@ensemblier.fr",
            "lea@exemple.fr",
        ] {
            assert_eq!(replies().tag_of(bad), None, "{bad}");
        }
    }
}
