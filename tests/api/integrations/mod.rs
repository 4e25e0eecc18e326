//! What other systems receive: the hand-off to an ATS (signed webhooks), the feeds and
//! Google's Indexing API and La bonne alternance.

pub(crate) mod ats;
mod feeds;
mod google_indexing;
mod la_bonne_alternance;
