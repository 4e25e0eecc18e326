//! Integration tests: the real server on an ephemeral port, each test against its own fresh
//! PostgreSQL database (cloned from a migrated and seeded template). One folder per domain;
//! `support/` holds what they share.

mod accounts;
mod admin;
mod alerts;
mod applications;
mod billing;
mod book;
mod companies;
mod content;
mod integrations;
mod interviews;
mod notices;
mod offers;
mod recommendations;
mod salaries;
mod search;
mod security;
mod servers;
mod support;
