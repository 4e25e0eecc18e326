//! The `ensemblier` commands: what each is called, its arguments, and which module runs it.
//! One file per command group; [`Ready`] is the one place a command reads the settings and
//! opens the database.

mod billing;
mod database;
mod files;
mod mail;
mod moderation;
mod staff;
mod tasks;

use clap::{Parser, Subcommand};
use ensemblier::{config::Settings, db, error::AppError};
use sqlx::PgPool;

/// Ensemblier: the job board of the decoration trades. Settings come from the environment
/// (see docs/settings.md).
#[derive(Parser)]
#[command(version)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Migrate the database and serve the site and its API.
    Serve,
    /// Create the database if needed and apply the migrations.
    Migrate,
    /// Load reference data (idempotent) and, on an empty database, demo content.
    Seed {
        /// Load reference data only, never demo content.
        #[arg(long)]
        no_demo: bool,
    },
    /// Rebuild the search index from the database (with the server stopped: a running
    /// server rebuilds its own index every night).
    Reindex,
    /// Give ad credits to a company (until billing sells them).
    Credits {
        /// The company's id (as in /api/companies/{id}).
        #[arg(long)]
        company: i64,
        /// How many ads to add.
        #[arg(long, default_value_t = 1)]
        ads: i32,
    },
    /// Promotion codes (also in the back-office: /admin/codes-promo).
    Promo {
        #[command(subcommand)]
        action: billing::PromoAction,
    },
    /// Home-page banners: the staff's review (also in the back-office: /admin/bannieres).
    Banners {
        #[command(subcommand)]
        action: billing::BannersAction,
    },
    /// Orders paid outside the card form.
    Orders {
        #[command(subcommand)]
        action: billing::OrdersAction,
    },
    /// Staff accounts: who may use the back-office (/admin).
    Staff {
        #[command(subcommand)]
        action: staff::StaffAction,
    },
    /// Moderation of offers (docs/moderation.md).
    Offers {
        #[command(subcommand)]
        action: moderation::OffersAction,
    },
    /// Moderation of companies (docs/moderation.md).
    Companies {
        #[command(subcommand)]
        action: moderation::CompaniesAction,
    },
    /// Print the GraphQL schema (SDL), committed as `ui/schema.graphql`.
    Schema {
        /// Print the user-facing limits instead, as TypeScript (`ui/src/gql/limits.ts`).
        #[arg(long)]
        limits: bool,
    },
    /// The scheduled tasks a server runs (see docs/operations.md); `job` is the older name.
    #[command(alias = "job")]
    Task {
        #[command(subcommand)]
        action: tasks::TaskAction,
    },
    /// Mail received by the site (for the MTA's pipe transport, see docs/operations.md).
    Mail {
        #[command(subcommand)]
        action: mail::MailAction,
    },
    /// Uploaded files (docs/operations.md, "Files").
    Files {
        #[command(subcommand)]
        action: files::FilesAction,
    },
}

impl Cli {
    pub async fn run(self) -> anyhow::Result<()> {
        match self.command {
            Command::Serve => database::serve().await,
            Command::Migrate => database::migrate().await,
            Command::Seed { no_demo } => database::seed(!no_demo).await,
            Command::Reindex => database::reindex().await,
            Command::Credits { company, ads } => billing::credits(company, ads).await,
            Command::Promo { action } => billing::promo(action).await,
            Command::Orders { action } => billing::orders(action).await,
            Command::Banners { action } => billing::banners(action).await,
            Command::Staff { action } => staff::run(action).await,
            Command::Offers { action } => moderation::offers(action).await,
            Command::Companies { action } => moderation::companies(action).await,
            Command::Schema { limits: false } => {
                print!("{}", ensemblier::graphql::sdl());
                Ok(())
            }
            Command::Schema { limits: true } => {
                print!("{}", ensemblier::limits::typescript());
                Ok(())
            }
            Command::Task { action } => tasks::run(action).await,
            Command::Mail { action } => mail::run(action).await,
            Command::Files { action } => files::run(action).await,
        }
    }
}

/// What a command works with: the settings, read once from the environment, and a pool of
/// `connections` to the database (created if missing).
struct Ready {
    settings: Settings,
    pool: PgPool,
}

impl Ready {
    async fn connect(connections: u32) -> anyhow::Result<Self> {
        let settings = Settings::from_environment()?;
        let pool = db::connect(&settings.database_url, connections).await?;
        Ok(Self { settings, pool })
    }

    /// As [`Ready::connect`], for a command that signs or reads tokens (`task run`, `mail
    /// inbound`): the settings are checked as `serve` checks its secret, before any connection.
    async fn signing(command: &str, connections: u32) -> anyhow::Result<Self> {
        let settings = Settings::from_environment()?;
        settings.check_for_signing(command)?;
        let pool = db::connect(&settings.database_url, connections).await?;
        Ok(Self { settings, pool })
    }

    /// As [`Ready::connect`], with the migrations applied first.
    async fn migrated(connections: u32) -> anyhow::Result<Self> {
        let ready = Self::connect(connections).await?;
        db::migrate(&ready.pool).await?;
        Ok(ready)
    }
}

/// A domain error as a command's failure: its French message, after `what` it was about
/// (e.g. "order FA-2026-0001").
fn failed(what: impl std::fmt::Display) -> impl FnOnce(AppError) -> anyhow::Error {
    move |error| anyhow::anyhow!("{what}: {}", error.message())
}
