//! Integration tests: the real server on an ephemeral port, each test against its own fresh
//! PostgreSQL database (cloned from a migrated and seeded template).

mod accounts;
mod admin;
mod admin_moderation;
mod alerts;
mod applications;
mod banners;
mod billing;
mod contact;
mod crash;
mod export;
mod favorites;
mod feeds;
mod filters;
mod fixtures;
mod graphql_errors;
mod hardening;
mod helpers;
mod http;
mod job_alerts;
mod jobs;
mod moderation;
mod offers;
mod places;
mod posts;
mod pricings;
mod retention;
mod schema;
mod search;
mod security;
mod seed;
mod seo;
mod sessions;
mod smtp;
mod stripe;
