//! The `ensemblier` binary: logs, the allocator, and the command line (`src/cli/`).

mod cli;

use std::process::ExitCode;

/// mimalloc rather than the system allocator: a search request allocates and frees many small
/// values (GraphQL values, result rows), and glibc's malloc took about 15 % of its CPU.
#[global_allocator]
static ALLOCATOR: ensemblier_allocator::MiMalloc = ensemblier_allocator::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    if let Err(error) = ensemblier::logs::init() {
        return cli::report(&error);
    }
    match cli::Cli::parse_in_french().run().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => cli::report(&error),
    }
}
