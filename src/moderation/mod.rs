//! Moderation (docs/moderation.md), one file per thing it does: removing offers for one of the
//! terms' reasons, suspending companies, the back-office's company list and the queue of what
//! is published. The personal-mailbox list it shares with the wording checker is a leaf of the
//! crate, `crate::personal_mailboxes`.

mod companies;
mod queue;
mod removal;
mod review;
mod suspension;

pub use companies::{company_listing, list_companies, CompanyListing, MAX_COMPANIES, MAX_SEARCH};
pub use queue::{queue, QueuedOffer, MAX_QUEUE};
pub use removal::{remove_offer, remove_offer_in, Reason, Removal};
pub use review::{approve_offer, approve_offer_in};
pub use suspension::{companies_of_account, set_company_suspended, set_company_suspended_in};
