//! Access: who is calling and what each caller may do, imported by every domain and importing
//! none (a test in `tests/api/architecture` keeps it so).
//!
//! - [`Viewer`]: the signed-in user of a request, with their company membership.
//! - [`Role`], [`Area`], [`Audience`]: what each company member may act on
//!   ([`Role::may`]), and how a viewer sees an application ([`Viewer::audience`]).
//! - [`Staff`]: the back-office's guard; [`Actor`]: who an admin action is recorded as.
//! - [`iri`]: the API's record identifiers, read and written.

pub mod actor;
pub mod iri;
pub mod roles;
pub mod staff;
pub mod viewer;

pub use actor::Actor;
pub use iri::{iri, parse_iri};
pub use roles::{Area, Audience, Role};
pub use staff::Staff;
pub use viewer::{signed_in, Viewer};
