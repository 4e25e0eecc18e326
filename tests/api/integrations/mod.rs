//! What other systems receive: the hand-off to an ATS (signed webhooks) and the feeds.

mod ats;
mod feeds;
