//! Settings, read once from the environment and passed in (never a global), so a test can
//! start the server with its own database, directory and port 0.

use std::{net::SocketAddr, path::PathBuf};

use anyhow::Context;

#[derive(Clone, Debug)]
pub struct Settings {
    /// `DATABASE_URL`: the PostgreSQL database; created and migrated at start if missing.
    /// Default: `postgres://postgres@127.0.0.1:5432/ensemblier`.
    pub database_url: String,
    /// `BIND_ADDRESS`: where the HTTP server listens. Default `0.0.0.0:8080`.
    pub bind_address: SocketAddr,
    /// `DATA_DIR`: index, uploads and mails written as `.eml` when no SMTP is set. Default `data`.
    pub data_dir: PathBuf,
    /// `UI_DIR`: the built single-page app served at `/`. Default `ui/dist`.
    pub ui_dir: PathBuf,
    /// `PUBLIC_BASE_URL`: absolute URL of the site, for links in mails, canonical URLs and the
    /// sitemap. Default `http://localhost:8080`.
    pub public_base_url: String,
    /// `JWT_SECRET`: key signing session tokens. Required in production; a development
    /// default is used (with a warning) when unset.
    pub jwt_secret: String,
    /// `SMTP_URL`: SMTP relay, e.g. `smtp://user:pass@mail.example:587`. Unset: mails are
    /// written as `.eml` files under `DATA_DIR/mail`.
    pub smtp_url: Option<String>,
    /// `MAIL_FROM`: sender of every mail. Default `Ensemblier <ne-pas-repondre@ensemblier.fr>`.
    pub mail_from: String,
    /// `CONTACT_EMAIL`: the address shown to visitors and receiving contact messages.
    /// Default `contact@ensemblier.fr`.
    pub contact_email: String,
    /// `DATABASE_MAX_CONNECTIONS`: pool size. Default 10.
    pub database_max_connections: u32,
}

pub const DEVELOPMENT_JWT_SECRET: &str = "development-only-secret-change-me";

impl Settings {
    pub fn from_environment() -> anyhow::Result<Self> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let jwt_secret = var("JWT_SECRET").unwrap_or_else(|| {
            tracing::warn!("JWT_SECRET is not set: using the development secret");
            DEVELOPMENT_JWT_SECRET.to_owned()
        });
        Ok(Self {
            database_url: var("DATABASE_URL")
                .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/ensemblier".to_owned()),
            bind_address: var("BIND_ADDRESS")
                .unwrap_or_else(|| "0.0.0.0:8080".to_owned())
                .parse()
                .context("BIND_ADDRESS must be an address such as 0.0.0.0:8080")?,
            data_dir: var("DATA_DIR").unwrap_or_else(|| "data".to_owned()).into(),
            ui_dir: var("UI_DIR").unwrap_or_else(|| "ui/dist".to_owned()).into(),
            public_base_url: var("PUBLIC_BASE_URL")
                .unwrap_or_else(|| "http://localhost:8080".to_owned())
                .trim_end_matches('/')
                .to_owned(),
            jwt_secret,
            smtp_url: var("SMTP_URL"),
            mail_from: var("MAIL_FROM")
                .unwrap_or_else(|| "Ensemblier <ne-pas-repondre@ensemblier.fr>".to_owned()),
            contact_email: var("CONTACT_EMAIL")
                .unwrap_or_else(|| "contact@ensemblier.fr".to_owned()),
            database_max_connections: match var("DATABASE_MAX_CONNECTIONS") {
                Some(n) => n
                    .parse()
                    .context("DATABASE_MAX_CONNECTIONS must be a number")?,
                None => 10,
            },
        })
    }
}
