//! What jobs work with: the database, the mailer, the mail transport, the places and the
//! search index.

use std::{path::PathBuf, sync::Arc};

use anyhow::Context as _;
use lettre::message::Mailbox;
use sqlx::PgPool;
use tokio::sync::OnceCell;

use crate::{
    ats::{address::Reach, delivery::Deliverer, links::DocumentLinks},
    config::Settings,
    files::Storage,
    filters::JobFilters,
    mail::{sender::Transport, Mailer},
    places::Places,
    search::Search,
};

#[derive(Clone)]
pub struct Context {
    pub pool: PgPool,
    pub mailer: Mailer,
    pub filters: Arc<JobFilters>,
    pub transport: Arc<Transport>,
    pub from: Mailbox,
    /// Signs the alerts' unsubscribe links (`JWT_SECRET`).
    pub signing_secret: String,
    /// The uploaded files (the retention job erases old documents).
    pub storage: Storage,
    /// Sends the webhooks to the companies' ATS.
    pub deliverer: Deliverer,
    /// The State's company directory, asked again for the pending SIRET.
    pub directory: crate::companies::directory::Directory,
    /// Whether the nightly rebuild publishes the index to `storage` (`INDEX_SNAPSHOTS`).
    pub index_snapshots: bool,
    /// Google's Indexing API, when `GOOGLE_INDEXING_KEY_FILE` turns it on.
    pub google_indexing: Option<crate::google_indexing::client::Client>,
    /// La bonne alternance's API, when `LBA_API_URL` and `LBA_API_KEY` turn it on.
    pub la_bonne_alternance: Option<crate::la_bonne_alternance::client::Client>,
    /// `PUBLIC_BASE_URL`: the site whose pages Google is told of.
    pub public_base_url: String,
    search: Arc<OnceCell<Search>>,
    places: Arc<OnceCell<Arc<Places>>>,
    data_dir: PathBuf,
}

impl Context {
    /// `search` is the server's own index; without one (`ensemblier job run`), the index
    /// under `DATA_DIR` is opened when a job first needs it, so jobs that do not touch it
    /// run beside a live server.
    pub fn new(
        settings: &Settings,
        pool: PgPool,
        mailer: Mailer,
        filters: Arc<JobFilters>,
        search: Option<Search>,
    ) -> anyhow::Result<Self> {
        let transport = Transport::new(settings.smtp_url.as_deref(), &settings.data_dir)?;
        let from = settings
            .mail_from
            .parse()
            .context("MAIL_FROM is not a mail address")?;
        Ok(Self {
            pool,
            mailer,
            filters,
            transport: Arc::new(transport),
            from,
            signing_secret: settings.jwt_secret.clone(),
            storage: Storage::from_settings(settings)?,
            deliverer: Deliverer {
                reach: Reach::for_development(settings.development),
                links: DocumentLinks::new(&settings.jwt_secret, &settings.public_base_url),
            },
            directory: crate::companies::directory::Directory::new(
                &settings.company_directory(settings.bind_address),
            )?,
            index_snapshots: settings.index_snapshots(),
            google_indexing: settings
                .google_indexing
                .as_ref()
                .map(crate::google_indexing::client::Client::new)
                .transpose()?,
            la_bonne_alternance: settings
                .la_bonne_alternance
                .as_ref()
                .map(crate::la_bonne_alternance::client::Client::new)
                .transpose()?,
            public_base_url: settings.public_base_url.clone(),
            search: Arc::new(OnceCell::new_with(search)),
            places: Arc::new(OnceCell::new()),
            data_dir: settings.data_dir.clone(),
        })
    }

    /// The server's places, loaded at its start, instead of a read of their own.
    #[must_use]
    pub fn with_places(mut self, places: Arc<Places>) -> Self {
        self.places = Arc::new(OnceCell::new_with(Some(places)));
        self
    }

    /// This instance's data directory (uploads, `.eml` mails, index).
    pub fn data_dir(&self) -> &std::path::Path {
        &self.data_dir
    }

    pub async fn search(&self) -> anyhow::Result<&Search> {
        self.search
            .get_or_try_init(|| async { Search::open(&self.data_dir) })
            .await
    }

    /// The regions, departments and centres: the server's, else read once (`ensemblier task
    /// run`). Reference data: they change with a new release's seeding only.
    pub async fn places(&self) -> sqlx::Result<&Places> {
        let places = self
            .places
            .get_or_try_init::<sqlx::Error, _, _>(|| async {
                let (places, _) = crate::places::load(&self.pool).await?;
                Ok(Arc::new(places))
            })
            .await?;
        Ok(places)
    }
}
