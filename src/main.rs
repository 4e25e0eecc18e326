use std::sync::Arc;

use clap::{builder::PossibleValuesParser, Parser, Subcommand};
use ensemblier::{
    app::Application,
    config::Settings,
    db,
    filters::JobFilters,
    graphql,
    jobs::{self, Outcome},
    mail::Mailer,
    search::Search,
    seed,
};

/// mimalloc rather than the system allocator: a search request allocates and frees many small
/// values (GraphQL values, result rows), and glibc's malloc took about 15 % of its CPU.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Ensemblier: the job board of the decoration trades. Settings come from the environment
/// (see docs/operations.md).
#[derive(Parser)]
#[command(version)]
struct Cli {
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
        action: PromoAction,
    },
    /// Home-page banners: the staff's review (also in the back-office: /admin/bannieres).
    Banners {
        #[command(subcommand)]
        action: BannersAction,
    },
    /// Orders paid outside the card form.
    Orders {
        #[command(subcommand)]
        action: OrdersAction,
    },
    /// Staff accounts: who may use the back-office (/admin).
    Staff {
        #[command(subcommand)]
        action: StaffAction,
    },
    /// Moderation of offers (docs/moderation.md).
    Offers {
        #[command(subcommand)]
        action: OffersAction,
    },
    /// Moderation of companies (docs/moderation.md).
    Companies {
        #[command(subcommand)]
        action: CompaniesAction,
    },
    /// Print the GraphQL schema (SDL).
    Schema,
    /// The background jobs a server runs (see docs/operations.md).
    Job {
        #[command(subcommand)]
        action: JobAction,
    },
    /// Mail received by the site (for the MTA's pipe transport, see docs/operations.md).
    Mail {
        #[command(subcommand)]
        action: MailAction,
    },
    /// Uploaded files (docs/operations.md, "Files").
    Files {
        #[command(subcommand)]
        action: FilesAction,
    },
}

#[derive(Subcommand)]
enum FilesAction {
    /// Copy DATA_DIR/uploads into the bucket of the S3_* settings; a rerun copies only what
    /// the bucket lacks.
    Migrate,
}

#[derive(Subcommand)]
enum MailAction {
    /// Read one message on standard input: an alert unsubscribe request (`List-Unsubscribe`
    /// mailto) disables its alerts; anything else is ignored. Exits 75 (EX_TEMPFAIL) when the
    /// database cannot be reached, so that the MTA tries again; 0 otherwise.
    Inbound,
}

#[derive(Subcommand)]
enum PromoAction {
    /// Create a code: a percentage (--percent) or an amount excl. tax (--amount, in euros).
    Create {
        code: String,
        #[arg(long)]
        percent: Option<i16>,
        /// Euros excl. tax, e.g. 50 or 49.90.
        #[arg(long)]
        amount: Option<String>,
        /// First valid day (YYYY-MM-DD, Paris time).
        #[arg(long)]
        from: Option<String>,
        /// Last valid day (YYYY-MM-DD, Paris time, included).
        #[arg(long)]
        until: Option<String>,
        /// Paid orders it may be used for, in all.
        #[arg(long)]
        max_uses: Option<i32>,
        /// Paid orders it may be used for, per company.
        #[arg(long)]
        max_uses_per_company: Option<i32>,
        /// Only for these pricing ids (repeat the option); every pricing when absent.
        #[arg(long = "pricing")]
        pricings: Vec<i64>,
    },
}

#[derive(Subcommand)]
enum BannersAction {
    /// Approve a banner: it runs during its days once its order is paid.
    Approve {
        id: i64,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Reject a banner: it never runs.
    Reject {
        id: i64,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Paid banners waiting for a review.
    Pending,
}

#[derive(Subcommand)]
enum OrdersAction {
    /// A bank transfer has arrived: pay the order of this reference exactly as a card would.
    MarkPaid { reference: String },
}

#[derive(Subcommand)]
enum StaffAction {
    /// Give the back-office to the account of this e-mail address.
    Grant { email: String },
    /// Take the back-office away from the account of this e-mail address.
    Revoke { email: String },
}

#[derive(Subcommand)]
enum OffersAction {
    /// Remove an offer for one of the terms' reasons: hidden at once, the company mailed,
    /// nothing refunded.
    Remove {
        /// The offer's id.
        id: i64,
        /// DISCRIMINATING_CONTENT, UNIDENTIFIED_COMPANY, PERSONAL_EMAIL or SCAM (or the
        /// French label, e.g. "contenu discriminatoire").
        #[arg(long)]
        reason: String,
    },
    /// The moderation queue: offers as they are published, newest first, with the wording
    /// checker's flags.
    Queue {
        #[arg(long, default_value_t = 20)]
        first: i64,
    },
}

#[derive(Subcommand)]
enum CompaniesAction {
    /// List companies, newest first (name or account address containing SEARCH).
    List {
        #[arg(default_value = "")]
        search: String,
    },
    /// Suspend the companies of the account signed in with EMAIL: their offers leave the
    /// site, their users cannot sign in.
    Suspend { email: String },
    /// Restore them: their offers come back.
    Unsuspend { email: String },
}

#[derive(Subcommand)]
enum JobAction {
    /// List the jobs: name, schedule, how instances share them.
    List,
    /// Run one job once, now, under its lock, as the scheduler would.
    Run {
        #[arg(value_parser = PossibleValuesParser::new(jobs::ALL.iter().map(|job| job.name)))]
        name: String,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    ensemblier::logs::init()?;
    match Cli::parse().command {
        Command::Serve => {
            let settings = Settings::from_environment()?;
            settings.check_for_serving()?;
            let app = Application::build(settings.clone()).await?;
            tracing::info!(
                "serving on http://{} ({})",
                settings.bind_address,
                settings.public_base_url
            );
            app.run_until_stopped().await
        }
        Command::Migrate => {
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            db::migrate(&pool).await
        }
        Command::Seed { no_demo } => {
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            db::migrate(&pool).await?;
            let report = seed::seed(&pool, !no_demo).await?;
            tracing::info!(demo_loaded = report.demo_loaded, "reference data loaded");
            Ok(())
        }
        Command::Reindex => {
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            db::migrate(&pool).await?;
            let filters = JobFilters::load(&pool).await?;
            let search = Search::open(&settings.data_dir)?;
            let started = std::time::Instant::now();
            let count = search
                .reindex(&pool, &filters)
                .await
                .map_err(|e| anyhow::anyhow!("{}", e.message()))?;
            tracing::info!(count, elapsed = ?started.elapsed(), "search index rebuilt");
            Ok(())
        }
        Command::Credits { company, ads } => {
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            let remaining = ensemblier::offers::lifecycle::grant_credits(&pool, company, ads)
                .await
                .map_err(|e| anyhow::anyhow!("company {company}: {}", e.message()))?;
            println!("Entreprise {company} : {remaining} crédit(s) d'annonce disponible(s).");
            Ok(())
        }
        Command::Promo {
            action:
                PromoAction::Create {
                    code,
                    percent,
                    amount,
                    from,
                    until,
                    max_uses,
                    max_uses_per_company,
                    pricings,
                },
        } => {
            use ensemblier::{admin::audit::Actor, billing::codes};
            let new = codes::NewCode {
                code,
                percent_off: percent.map(i32::from),
                amount_off: amount,
                valid_from: from,
                valid_until: until,
                max_uses,
                max_uses_per_client: max_uses_per_company,
                pricing_ids: pricings,
            };
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            codes::create(&pool, Actor::CommandLine, &new)
                .await
                .map_err(|e| anyhow::anyhow!("{}", e.message()))?;
            println!("Code promotionnel {} créé.", new.code.trim());
            Ok(())
        }
        Command::Orders {
            action: OrdersAction::MarkPaid { reference },
        } => {
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            let (order, _) = ensemblier::billing::orders::mark_paid(
                &pool,
                ensemblier::admin::audit::Actor::CommandLine,
                &reference,
            )
            .await
            .map_err(|e| anyhow::anyhow!("order {reference}: {}", e.message()))?;
            println!("Commande {} : {}.", order.reference, order.status);
            Ok(())
        }
        Command::Banners { action } => {
            use ensemblier::banners::{self, Decision};
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            let (id, decision, reason) = match action {
                BannersAction::Approve { id, reason } => (id, Decision::Approve, reason),
                BannersAction::Reject { id, reason } => (id, Decision::Reject, reason),
                BannersAction::Pending => {
                    for b in banners::awaiting_review(&pool, 100)
                        .await
                        .map_err(|e| anyhow::anyhow!("{}", e.message()))?
                    {
                        println!(
                            "{}\t{}\t{}\t{}\t{}",
                            b.id,
                            b.company_name.unwrap_or_default(),
                            b.runs_from.unwrap_or(b.start_on),
                            b.link,
                            b.alt
                        );
                    }
                    return Ok(());
                }
            };
            let cli = ensemblier::admin::audit::Actor::CommandLine;
            let banner = banners::review(&pool, cli, id, decision, reason.as_deref())
                .await
                .map_err(|e| anyhow::anyhow!("banner {id}: {}", e.message()))?;
            println!("Bannière {} : {}.", banner.id, banner.review);
            Ok(())
        }
        Command::Staff { action } => {
            use ensemblier::admin::staff::{self, Outcome};
            let settings = Settings::from_environment()?;
            let pool = db::connect(&settings.database_url, 2).await?;
            let (email, granting) = match &action {
                StaffAction::Grant { email } => (email.trim(), true),
                StaffAction::Revoke { email } => (email.trim(), false),
            };
            let outcome = if granting {
                staff::grant(&pool, email).await
            } else {
                staff::revoke(&pool, email).await
            }
            .map_err(|e| anyhow::anyhow!("{email}: {}", e.message()))?;
            let line = match (granting, outcome) {
                (true, Outcome::Changed) => "a désormais accès à l'administration",
                (true, Outcome::Unchanged) => "avait déjà accès à l'administration",
                (false, Outcome::Changed) => "n'a plus accès à l'administration",
                (false, Outcome::Unchanged) => "n'avait pas accès à l'administration",
            };
            println!("Compte {email} : {line}.");
            Ok(())
        }
        Command::Offers { action } => moderate_offers(action).await,
        Command::Companies { action } => moderate_companies(action).await,
        Command::Schema => {
            print!("{}", graphql::sdl());
            Ok(())
        }
        Command::Job {
            action: JobAction::List,
        } => {
            for job in jobs::ALL {
                println!(
                    "{}\n  {}\n  {} ; {}",
                    job.name, job.summary, job.schedule, job.lock
                );
            }
            Ok(())
        }
        Command::Job {
            action: JobAction::Run { name },
        } => run_job(&name).await,
        Command::Mail {
            action: MailAction::Inbound,
        } => {
            if let Err(error) = mail_inbound().await {
                eprintln!("mail inbound : {error:#}");
                std::process::exit(75);
            }
            Ok(())
        }
        Command::Files {
            action: FilesAction::Migrate,
        } => {
            let settings = Settings::from_environment()?;
            anyhow::ensure!(
                settings.s3.is_some(),
                "files migrate copies into the bucket: set S3_BUCKET and its keys (docs/operations.md)"
            );
            let uploads = settings.data_dir.join("uploads");
            let target = ensemblier::files::Storage::from_settings(&settings)?;
            let migrated =
                ensemblier::files::migrate::copy_local_uploads(&uploads, &target).await?;
            println!(
                "{} : {} fichier(s) copié(s), {} déjà présent(s).",
                uploads.display(),
                migrated.copied,
                migrated.present
            );
            Ok(())
        }
    }
}

/// `ensemblier mail inbound`: at most `MAX_MESSAGE_BYTES` of the message are kept, the rest
/// is read and dropped (the MTA expects its pipe to be read whole).
async fn mail_inbound() -> anyhow::Result<()> {
    use ensemblier::alerts::inbound::{self, Inbound, MAX_MESSAGE_BYTES};
    use std::io::Read;

    let mut raw = Vec::new();
    let mut stdin = std::io::stdin().lock();
    (&mut stdin)
        .take(MAX_MESSAGE_BYTES as u64 + 1)
        .read_to_end(&mut raw)?;
    let rest = std::io::copy(&mut stdin, &mut std::io::sink())?;
    let truncated = raw.len() > MAX_MESSAGE_BYTES || rest > 0;
    raw.truncate(MAX_MESSAGE_BYTES);
    let settings = Settings::from_environment()?;
    let pool = db::connect(&settings.database_url, 1).await?;
    match inbound::receive(&pool, &settings.jwt_secret, &raw, truncated)
        .await
        .map_err(|error| anyhow::anyhow!("{error:?}"))?
    {
        Inbound::Unsubscribed(alerts) => {
            println!("mail inbound : alerte(s) {alerts:?} désactivée(s).")
        }
        Inbound::Ignored(reason) => {
            tracing::info!(reason, "inbound mail ignored");
            println!("mail inbound : message ignoré ({reason}).")
        }
    }
    Ok(())
}

/// Runs one job once through `jobs::run_once`, as the scheduler does.
async fn run_job(name: &str) -> anyhow::Result<()> {
    let job = jobs::find(name).ok_or_else(|| anyhow::anyhow!("no job called {name}"))?;
    let settings = Settings::from_environment()?;
    // One connection holds the job's advisory lock; the alert mailing writes two batches at once.
    let pool = db::connect(&settings.database_url, 3).await?;
    let filters = Arc::new(JobFilters::load(&pool).await?);
    let mailer = Mailer::new(&settings.public_base_url);
    let context = jobs::Context::new(&settings, pool, mailer, filters, None)?;
    match jobs::run_once(job, &context).await? {
        Outcome::Done(count) => println!("{name} : {count} {}.", job.counted),
        Outcome::Skipped => {
            println!("{name} : déjà en cours sur une autre instance, rien n'a été fait.")
        }
    }
    Ok(())
}

async fn moderate_offers(action: OffersAction) -> anyhow::Result<()> {
    use ensemblier::{admin::audit::Actor, moderation};
    let settings = Settings::from_environment()?;
    let pool = db::connect(&settings.database_url, 2).await?;
    let failed = |e: ensemblier::error::AppError| anyhow::anyhow!("{}", e.message());
    match action {
        OffersAction::Remove { id, reason } => {
            let reason = moderation::Reason::parse(&reason).map_err(failed)?;
            let mailer = Mailer::new(&settings.public_base_url);
            let removal = moderation::remove_offer(&pool, &mailer, id, reason, Actor::CommandLine)
                .await
                .map_err(|e| anyhow::anyhow!("offer {id}: {}", e.message()))?;
            println!(
                "Annonce {} « {} » retirée ({}) ; mail envoyé à {}.",
                removal.offer_id,
                removal.title,
                reason.label(),
                removal.mailed_to
            );
        }
        OffersAction::Queue { first } => {
            let (queue, _) = moderation::queue(&pool, first, None)
                .await
                .map_err(failed)?;
            for queued in queue {
                let card = &queued.offer.card;
                println!("{} « {} » ({})", card.id, card.title, card.company_name);
                for flag in &queued.flags {
                    println!("  [{}] {}", flag.rule.code(), flag.message);
                }
            }
        }
    }
    Ok(())
}

async fn moderate_companies(action: CompaniesAction) -> anyhow::Result<()> {
    use ensemblier::{admin::audit::Actor, moderation};
    let settings = Settings::from_environment()?;
    let pool = db::connect(&settings.database_url, 2).await?;
    let failed = |e: ensemblier::error::AppError| anyhow::anyhow!("{}", e.message());
    let (email, suspend) = match action {
        CompaniesAction::List { search } => {
            let (companies, _) =
                moderation::list_companies(&pool, &search, moderation::MAX_COMPANIES, None)
                    .await
                    .map_err(failed)?;
            for c in companies {
                println!(
                    "{} « {} » {} ({}{}) : {} annonce(s), {} commande(s){}",
                    c.id,
                    c.name,
                    c.account_email,
                    if c.email_confirmed {
                        "confirmée"
                    } else {
                        "non confirmée"
                    },
                    if c.personal_email() {
                        ", adresse personnelle"
                    } else {
                        ""
                    },
                    c.offers,
                    c.orders,
                    if c.suspended { ", SUSPENDUE" } else { "" },
                );
            }
            return Ok(());
        }
        CompaniesAction::Suspend { email } => (email, true),
        CompaniesAction::Unsuspend { email } => (email, false),
    };
    let ids = moderation::companies_of_account(&pool, &email)
        .await
        .map_err(failed)?;
    if ids.is_empty() {
        anyhow::bail!("no company account signs in with {email}");
    }
    for id in ids {
        moderation::set_company_suspended(&pool, id, suspend, Actor::CommandLine)
            .await
            .map_err(failed)?;
        println!(
            "Entreprise {id} : {}.",
            if suspend { "suspendue" } else { "rétablie" }
        );
    }
    Ok(())
}
