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

use std::process::ExitCode;

use clap::{
    error::{ContextKind, ErrorKind},
    Arg, ArgAction, CommandFactory, FromArgMatches, Parser, Subcommand,
};
use ensemblier::{config::Settings, db, error::AppError};
use sqlx::PgPool;

/// Ensemblier, le site d'emploi des métiers de la décoration. Les réglages viennent de
/// l'environnement (docs/settings.md).
#[derive(Parser)]
#[command(version)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Migre la base de données puis sert le site et son API.
    Serve,
    /// Crée la base de données au besoin et applique les migrations.
    Migrate,
    /// Charge les données de référence (sans doublon) et, sur une base vide, le contenu de démonstration.
    Seed {
        /// Les données de référence seulement, jamais de démonstration.
        #[arg(long)]
        no_demo: bool,
    },
    /// Reconstruit l'index de recherche depuis la base (serveur arrêté : un serveur en marche
    /// reconstruit le sien chaque nuit).
    Reindex,
    /// Donne des crédits d'annonces à une entreprise.
    Credits {
        /// Le numéro de l'entreprise (celui de /api/companies/{id}).
        #[arg(long)]
        company: i64,
        /// Le nombre d'annonces à ajouter.
        #[arg(long, default_value_t = 1)]
        ads: i32,
    },
    /// Codes promotionnels (aussi dans l'administration : /admin/codes-promo).
    Promo {
        #[command(subcommand)]
        action: billing::PromoAction,
    },
    /// Bannières de la page d'accueil : leur validation (aussi dans l'administration : /admin/bannieres).
    Banners {
        #[command(subcommand)]
        action: billing::BannersAction,
    },
    /// Commandes payées hors du paiement par carte.
    Orders {
        #[command(subcommand)]
        action: billing::OrdersAction,
    },
    /// Comptes de l'équipe : qui a accès à l'administration (/admin).
    Staff {
        #[command(subcommand)]
        action: staff::StaffAction,
    },
    /// Modération des offres (docs/moderation.md).
    Offers {
        #[command(subcommand)]
        action: moderation::OffersAction,
    },
    /// Modération des entreprises (docs/moderation.md).
    Companies {
        #[command(subcommand)]
        action: moderation::CompaniesAction,
    },
    /// Affiche le schéma GraphQL (SDL), celui de `ui/schema.graphql`.
    Schema {
        /// Affiche plutôt les limites vues des utilisateurs, en TypeScript (`ui/src/gql/limits.ts`).
        #[arg(long)]
        limits: bool,
    },
    /// Les tâches planifiées d'un serveur (docs/operations.md) ; `job` est l'ancien nom.
    #[command(alias = "job")]
    Task {
        #[command(subcommand)]
        action: tasks::TaskAction,
    },
    /// Le courrier reçu par le site (pour le transport « pipe » du serveur de mail, docs/operations.md).
    Mail {
        #[command(subcommand)]
        action: mail::MailAction,
    },
    /// Les fichiers déposés (docs/operations.md, « Files »).
    Files {
        #[command(subcommand)]
        action: files::FilesAction,
    },
}

/// The help's layout, in French (clap's own headings are English).
const HELP_TEMPLATE: &str =
    "{before-help}{about-with-newline}\nUtilisation : {usage}\n\n{all-args}{after-help}\n";

/// A command and its subcommands with French help: headings, the help and version flags,
/// no `help` subcommand (`--help` on any command says the same).
fn in_french(command: clap::Command) -> clap::Command {
    let has_version = command.get_version().is_some();
    let command = command
        .help_template(HELP_TEMPLATE)
        // clap writes the colon right after the heading: the space is French typography's.
        .subcommand_help_heading("Commandes ")
        .subcommand_value_name("COMMANDE")
        .next_help_heading("Options ")
        .disable_help_subcommand(true)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help("Affiche cette aide"),
        );
    let command = if has_version {
        command.arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help("Affiche la version"),
        )
    } else {
        command
    };
    command.mut_subcommands(in_french)
}

/// A command line clap refuses, said in French; then the process ends (status 2, as clap).
fn refuse_in_french(error: &clap::Error) -> ! {
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        // The help itself, already in French.
        error.exit()
    }
    let what = match error.kind() {
        ErrorKind::InvalidSubcommand => "commande inconnue",
        ErrorKind::UnknownArgument => "option inconnue",
        ErrorKind::MissingRequiredArgument => "argument obligatoire manquant",
        ErrorKind::MissingSubcommand => "commande manquante",
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => "valeur refusée",
        ErrorKind::ArgumentConflict => "options incompatibles",
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues => "nombre de valeurs refusé",
        _ => "ligne de commande refusée",
    };
    let named: Vec<String> = [
        ContextKind::InvalidSubcommand,
        ContextKind::InvalidArg,
        ContextKind::InvalidValue,
    ]
    .into_iter()
    .filter_map(|kind| error.get(kind))
    .map(|value| format!("« {value} »"))
    .collect();
    let named = if named.is_empty() {
        String::new()
    } else {
        format!(" : {}", named.join(", "))
    };
    let valid = error
        .get(ContextKind::ValidValue)
        .map(|values| format!("\nValeurs possibles : {values}."))
        .unwrap_or_default();
    eprintln!("erreur : {what}{named}{valid}\n\n`ensemblier --help` (ou `--help` après une commande) décrit les commandes et leurs options.");
    std::process::exit(2)
}

/// A command's failure on standard error, in one line (its causes after colons), without a
/// backtrace: the exit status says it failed.
pub fn report(error: &anyhow::Error) -> ExitCode {
    eprintln!("erreur : {error:#}");
    ExitCode::FAILURE
}

impl Cli {
    /// The command line read with French help and refusals.
    pub fn parse_in_french() -> Self {
        let matches = in_french(Self::command())
            .try_get_matches()
            .unwrap_or_else(|error| refuse_in_french(&error));
        Self::from_arg_matches(&matches).unwrap_or_else(|error| refuse_in_french(&error))
    }

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
/// (e.g. "commande ENS-7K2Q9M").
fn failed(what: impl std::fmt::Display) -> impl FnOnce(AppError) -> anyhow::Error {
    move |error| anyhow::anyhow!("{what}: {}", error.message())
}
