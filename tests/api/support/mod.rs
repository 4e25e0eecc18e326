//! What every test file shares: the test app (`helpers`), its builder of the usual starting
//! states through the product's own paths (`builder`: a company with credits, a published
//! offer, a candidate who applied), records written straight into the database for what no
//! user can do (`fixtures`), answers made comparable for snapshots (`snapshot`), and the real
//! local servers the tests talk to (SMTP, S3, `serve`, a PostgreSQL primary and its replica).

pub mod builder;
pub mod fixtures;
pub mod helpers;
pub mod replica;
pub mod s3;
pub mod servers;
pub mod smtp;
pub mod snapshot;
