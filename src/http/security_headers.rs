//! The headers every answer carries, pages, API and downloads alike (docs/security.md).
//!
//! The content security policy allows scripts from this origin only: the UI is built into
//! files, and the one inline script the server writes is JSON-LD, a data block browsers never
//! run (CSP does not apply to it). Styles allow `'unsafe-inline'` because MUI's emotion
//! injects `<style>` elements at run time; a style cannot run code.
//!
//! With Stripe configured (and only then) the card form loads Stripe.js and its Elements
//! frames: the policy adds Stripe's documented origins to `script-src`, `frame-src` and
//! `connect-src`, nothing else.

use axum::{
    extract::State,
    http::{header, HeaderValue},
    response::Response,
};

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// The same policy with Stripe.js allowed: its script, its Elements and 3-D Secure frames, and
/// the calls it makes to Stripe's API.
pub const CONTENT_SECURITY_POLICY_WITH_STRIPE: &str = "default-src 'self'; \
     script-src 'self' https://js.stripe.com https://*.js.stripe.com; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self' https://api.stripe.com; \
     frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; \
     object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// What decides the headers: the site's scheme and whether the card form is Stripe's.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// The site is served over https, so browsers are told to keep to it.
    pub https: bool,
    /// Stripe is configured: its origins are allowed.
    pub stripe: bool,
}

/// A year, the value HSTS preload lists ask for.
const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

/// Adds the headers an answer does not set itself.
pub async fn add(State(policy): State<Policy>, mut response: Response) -> Response {
    let headers = response.headers_mut();
    let mut set = |name, value| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
    set(
        header::CONTENT_SECURITY_POLICY,
        match policy.stripe {
            true => CONTENT_SECURITY_POLICY_WITH_STRIPE,
            false => CONTENT_SECURITY_POLICY,
        },
    );
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::X_FRAME_OPTIONS, "DENY");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    if policy.https {
        set(header::STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stripe_origins_are_allowed_only_with_stripe() {
        assert!(!CONTENT_SECURITY_POLICY.contains("stripe"));
        let directive = |name: &str| {
            CONTENT_SECURITY_POLICY_WITH_STRIPE
                .split(';')
                .map(str::trim)
                .find(|d| d.starts_with(&format!("{name} ")))
                .unwrap_or_default()
                .to_owned()
        };
        assert!(directive("script-src").contains("https://js.stripe.com"));
        assert!(directive("frame-src").contains("https://js.stripe.com"));
        assert!(directive("connect-src").contains("https://api.stripe.com"));
        // Everything else is the same policy.
        assert_eq!(directive("frame-ancestors"), "frame-ancestors 'none'");
        assert_eq!(directive("object-src"), "object-src 'none'");
    }
}
