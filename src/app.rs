//! Builds the application from its settings: database, reference data, schema, router,
//! listener. Tests build it the same way on port 0.

use std::sync::Arc;

use anyhow::Context;
use tokio::net::TcpListener;

use crate::{config::Settings, db, filters::JobFilters, graphql, http, places::Places};

pub struct Application {
    listener: TcpListener,
    router: axum::Router,
}

impl Application {
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        let pool = db::connect(&settings.database_url, settings.database_max_connections).await?;
        db::migrate(&pool).await?;
        let places = Arc::new(Places::load(&pool).await?);
        let filters = Arc::new(JobFilters::load(&pool).await?);
        if places.regions.is_empty() {
            tracing::warn!("no reference data: run `ensemblier seed`");
        }
        let schema = graphql::schema(pool.clone(), places, filters);
        let router = http::router(http::AppState { schema, pool }, &settings.ui_dir);
        let listener = TcpListener::bind(settings.bind_address)
            .await
            .with_context(|| format!("cannot listen on {}", settings.bind_address))?;
        Ok(Self { listener, router })
    }

    pub fn port(&self) -> u16 {
        self.listener
            .local_addr()
            .map(|a| a.port())
            .unwrap_or_default()
    }

    /// Serves until Ctrl-C or SIGTERM, then lets requests in flight finish.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        axum::serve(self.listener, self.router)
            .with_graceful_shutdown(shutdown_signal())
            .await?;
        Ok(())
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(error) = tokio::signal::ctrl_c().await {
            tracing::error!(%error, "cannot listen for Ctrl-C");
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => tracing::error!(%error, "cannot listen for SIGTERM"),
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
