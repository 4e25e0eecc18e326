//! Moderation (docs/moderation.md), one file per thing it does: removing offers for one of the
//! terms' reasons, suspending companies, the back-office's company list and the queue of what
//! is published. The personal-mailbox list it shares with the wording checker is a leaf of the
//! crate, `crate::personal_mailboxes`.

mod companies;
mod queue;
mod removal;
mod suspension;

pub use companies::{company_listing, list_companies, CompanyListing, MAX_COMPANIES, MAX_SEARCH};
pub use queue::{queue, QueuedOffer, MAX_QUEUE};
pub use removal::{remove_offer, Reason, Removal};
pub use suspension::{companies_of_account, set_company_suspended, user_is_suspended, SUSPENDED};
