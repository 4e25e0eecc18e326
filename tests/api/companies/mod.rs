//! Companies: their public pages, recruiting as a team, and what each member's role may do.

mod company_pages;
mod labels;
pub(crate) mod team;
mod team_access;
mod verification;
mod works;
