//! Ensemblier's server: the job board of the decoration, interior-design and
//! decorative-arts trades.

// The schema merges one query and one mutation object per domain (`graphql::Query`): their
// async resolvers nest deeper than the default limit of 128.
#![recursion_limit = "256"]

pub mod access;
pub mod account_deletion;
pub mod accounts;
pub mod admin;
pub mod alerts;
pub mod applications;
pub mod ats;
pub mod audit;
pub mod banners;
pub mod billing;
pub mod book;
pub mod companies;
pub mod config;
pub mod contact;
pub mod db;
pub mod error;
pub mod favorites;
pub mod files;
pub mod filters;
pub mod french;
pub mod google_indexing;
pub mod graphql;
pub mod http;
pub mod interviews;
pub mod la_bonne_alternance;
pub mod legal_notice;
pub mod limits;
pub mod logs;
pub mod mail;
pub mod metrics;
pub mod moderation;
pub mod notices;
pub mod offers;
pub mod pages;
pub mod personal_mailboxes;
pub mod places;
pub mod posts;
pub mod recommendations;
pub mod retention;
pub mod salaries;
pub mod search;
pub mod seed;
pub mod server;
pub mod showcase;
pub mod tasks;
pub mod text;
pub mod training_pages;
