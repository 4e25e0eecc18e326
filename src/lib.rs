//! Ensemblier's server: the job board of the decoration, interior-design and
//! decorative-arts trades.

pub mod accounts;
pub mod alerts;
pub mod app;
pub mod applications;
pub mod billing;
pub mod companies;
pub mod config;
pub mod contact;
pub mod db;
pub mod error;
pub mod favorites;
pub mod files;
pub mod filters;
pub mod graphql;
pub mod http;
pub mod jobs;
pub mod mail;
pub mod offers;
pub mod places;
pub mod posts;
pub mod retention;
pub mod search;
pub mod seed;
pub mod seo;
pub mod showcase;
