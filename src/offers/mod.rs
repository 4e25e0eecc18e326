//! Job offers: their status machine and publication periods.

pub mod authors;
pub mod copies;
pub mod html;
pub mod lifecycle;
pub mod live;
pub mod pay;
mod pay_wording;
pub mod read;
pub mod stats;
pub mod status;
pub mod training;
pub mod wording;
pub mod write;

/// An ad is published for 30 days (the terms, and the FAQ says so: docs/offers.md).
/// The Urgent option's days are `billing::URGENT_DAYS`.
pub const AD_DURATION_DAYS: i64 = 30;
