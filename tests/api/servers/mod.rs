//! The server as a process and a deployment: health and routes, the GraphQL schema, files in a
//! bucket, metrics, the seed, jobs, several servers on one database, a read replica, restarts
//! and crashes.

mod cli;
mod crash;
mod files;
mod http;
pub(crate) mod metrics;
mod read_replica;
mod rolling_restart;
mod schema;
mod seed;
mod tasks;
mod two_servers;
