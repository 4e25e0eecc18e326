//! The headers every answer carries, pages, API and downloads alike (docs/security.md).
//!
//! The content security policy allows scripts from this origin only: the UI is built into
//! files, and the one inline script the server writes is JSON-LD, a data block browsers never
//! run (CSP does not apply to it). Styles allow `'unsafe-inline'` because MUI's emotion
//! injects `<style>` elements at run time; a style cannot run code.

use axum::{
    extract::State,
    http::{header, HeaderValue},
    response::Response,
};

pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// A year, the value HSTS preload lists ask for.
const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

/// Adds the headers an answer does not set itself; `https`: the site is served over https,
/// so browsers are told to keep to it.
pub async fn add(State(https): State<bool>, mut response: Response) -> Response {
    let headers = response.headers_mut();
    let mut set = |name, value| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
    set(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY);
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::X_FRAME_OPTIONS, "DENY");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    if https {
        set(header::STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY);
    }
    response
}
