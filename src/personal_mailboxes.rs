//! Domains of personal (consumer) mailboxes, which the terms do not accept on a company's
//! account or in an ad. A leaf of the crate: the wording checker (offers) and moderation
//! both read it, so neither room imports the other for it.

/// Domains of personal (consumer) mailboxes: an offer's text or a company's account using
/// one is flagged (the terms ask for a professional address). Compared lowercased.
pub const PERSONAL_EMAIL_DOMAINS: &[&str] = &[
    "gmail.com",
    "googlemail.com",
    "hotmail.com",
    "hotmail.fr",
    "live.com",
    "live.fr",
    "outlook.com",
    "outlook.fr",
    "msn.com",
    "yahoo.com",
    "yahoo.fr",
    "ymail.com",
    "aol.com",
    "aol.fr",
    "icloud.com",
    "me.com",
    "mac.com",
    "orange.fr",
    "wanadoo.fr",
    "free.fr",
    "sfr.fr",
    "neuf.fr",
    "bbox.fr",
    "laposte.net",
    "numericable.fr",
    "club-internet.fr",
    "gmx.fr",
    "gmx.com",
    "protonmail.com",
    "proton.me",
];

/// Whether `domain` (of an address) is a personal mailbox's.
pub fn is_personal_email_domain(domain: &str) -> bool {
    let domain = domain.trim().trim_end_matches('.').to_ascii_lowercase();
    PERSONAL_EMAIL_DOMAINS.contains(&domain.as_str())
}

/// Whether the address `email` is at a personal mailbox.
pub fn is_personal_email(email: &str) -> bool {
    email
        .rsplit_once('@')
        .is_some_and(|(_, domain)| is_personal_email_domain(domain))
}
