//! The `ensemblier` binary: logs, the allocator, and the command line (`src/cli/`).

mod cli;

use clap::Parser;

/// mimalloc rather than the system allocator: a search request allocates and frees many small
/// values (GraphQL values, result rows), and glibc's malloc took about 15 % of its CPU.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    ensemblier::logs::init()?;
    cli::Cli::parse().run().await
}
