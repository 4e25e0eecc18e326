//! Notice and action (Regulation (EU) 2022/2065, articles 16 and 17; docs/notices.md): anyone
//! reports an offer or a company, staff decide, the company reads the statement of reasons and
//! may contest once, another staff member decides the contest. One file per thing it holds:
//!
//! - [`form`]: the reasons a reporter chooses, the bounded form, its rate limits and the
//!   submission (an anonymous reporter's notice waits for the mailed link);
//! - [`confirmation`]: the mailed link, single use, expiring;
//! - [`automatic`]: the notices the wording checker queues for a held ad;
//! - [`queue`]: staff's list of what is reported, urgent reasons first;
//! - [`outcome`]: what a decision does (maintenue, retirée, entreprise suspendue; a contest's);
//! - [`decisions`]: staff's decision and its ground (`moderation::Reason`);
//! - [`statements`]: the statement of reasons as the company reads it and as it is mailed;
//! - [`contests`]: the company's one contest and its decision by another staff member.

pub mod automatic;
pub mod confirmation;
pub mod contests;
pub mod decisions;
pub mod form;
pub mod outcome;
pub mod queue;
pub mod statements;

pub use decisions::decide;
pub use form::{report, NoticeForm, NoticeReason, Reported, Target};
pub use outcome::Outcome;
