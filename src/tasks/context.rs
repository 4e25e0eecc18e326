//! What jobs work with: the database, the mailer, the mail transport and the search index.

use std::{path::PathBuf, sync::Arc};

use anyhow::Context as _;
use lettre::message::Mailbox;
use sqlx::PgPool;
use tokio::sync::OnceCell;

use crate::{
    config::Settings,
    files::Storage,
    filters::JobFilters,
    mail::{sender::Transport, Mailer},
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
    search: Arc<OnceCell<Search>>,
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
            search: Arc::new(OnceCell::new_with(search)),
            data_dir: settings.data_dir.clone(),
        })
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
}
