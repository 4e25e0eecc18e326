//! Builds the application from its settings: database, reference data, schema, router,
//! listener. Tests build it the same way on port 0.

use std::{net::SocketAddr, sync::Arc};

use anyhow::Context;
use tokio::net::TcpListener;

use crate::{
    config::Settings, db, files::Storage, filters::JobFilters, graphql, http, jobs::Background,
    mail, places::Places, search::Search,
};

pub struct Application {
    listener: TcpListener,
    router: axum::Router,
    background: Background,
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
        let mailer = mail::Mailer::new(&settings.public_base_url);
        let storage = Storage::from_settings(&settings)?;
        let search = Search::open(&settings.data_dir)?;
        search
            .live
            .set_gazetteer(crate::places::gazetteer(&pool, &places).await?);
        let background = Background::start(&settings, &pool, &search, &filters, &mailer).await?;
        let schema = graphql::schema(graphql::Context {
            pool: pool.clone(),
            places: places.clone(),
            filters: filters.clone(),
            storage: storage.clone(),
            search: search.clone(),
            mailer: mailer.clone(),
            contact: crate::contact::ContactAddress(settings.contact_email.clone()),
        });
        let limits = Arc::new(graphql::limits::CostModel::new(&schema.sdl())?);
        let payments = crate::billing::provider::PaymentProvider::from_settings(
            pool.clone(),
            settings.stripe.as_ref(),
        )?;
        let state = http::AppState {
            schema,
            documents: Arc::default(),
            limits,
            pool,
            settings: Arc::new(settings.clone()),
            mailer,
            exporter: crate::accounts::export::Exporter::new(storage.clone()),
            storage,
            places,
            filters,
            payments,
            banners: crate::banners::rotation::Rotation::default(),
            search,
        };
        let router = http::router(state, &settings.ui_dir);
        let listener = TcpListener::bind(settings.bind_address)
            .await
            .with_context(|| format!("cannot listen on {}", settings.bind_address))?;
        Ok(Self {
            listener,
            router,
            background,
        })
    }

    pub fn port(&self) -> u16 {
        self.listener
            .local_addr()
            .map(|a| a.port())
            .unwrap_or_default()
    }

    /// Serves until Ctrl-C or SIGTERM, then lets requests in flight finish.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let service = self
            .router
            .into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(self.listener, service)
            .with_graceful_shutdown(shutdown_signal())
            .await?;
        self.background.stop().await;
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
