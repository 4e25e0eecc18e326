//! What the board publishes besides offers: posts, the heads and structured data search engines
//! read, the legal notice, the contact form, and server-written pages kept small.

pub(crate) mod answers;
mod contact;
mod legal;
mod posts;
pub(crate) mod seo;
