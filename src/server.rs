//! The server (`Server`), built from its settings: database, reference data, schema, router,
//! listener. Tests build it the same way on port 0.

use std::{future::IntoFuture, net::SocketAddr, sync::Arc, time::Duration};

use anyhow::Context;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;

use crate::{
    config::Settings, db, files::Storage, filters::JobFilters, graphql, http, mail,
    metrics::Metrics, places, search::Search, tasks::Background,
};

pub struct Server {
    listener: TcpListener,
    router: axum::Router,
    /// `/metrics` on its own address (`METRICS_BIND_ADDRESS`), when set.
    metrics: Option<(TcpListener, axum::Router)>,
    background: Background,
    pool: sqlx::PgPool,
    shutdown_grace: Duration,
    stop: CancellationToken,
}

impl Server {
    pub async fn build(mut settings: Settings) -> anyhow::Result<Self> {
        let listener = TcpListener::bind(settings.bind_address)
            .await
            .with_context(|| format!("cannot listen on {}", settings.bind_address))?;
        // A development server's fake directory is on its own port, known once bound.
        settings.company_directory_url = Some(settings.company_directory(listener.local_addr()?));
        let pool = db::connect(&settings.database_url, settings.database_max_connections).await?;
        db::migrate(&pool).await?;
        let read = db::ReadPool::connect(&pool, settings.read_replica.as_ref()).await?;
        let (places, gazetteer) = places::load(&pool).await?;
        let places = Arc::new(places);
        let filters = Arc::new(JobFilters::load(&pool).await?);
        if places.regions.is_empty() {
            tracing::warn!("no reference data: run `ensemblier seed`");
        }
        let mailer = mail::Mailer::new(&settings.public_base_url)
            .with_replies(&settings.jwt_secret, &settings.mail_from);
        let storage = Storage::from_settings(&settings)?;
        let search = Search::open(&settings.data_dir)?;
        search.live.set_gazetteer(gazetteer);
        let metrics = Metrics::new();
        let background = Background::start(
            &settings, &pool, &search, &places, &filters, &mailer, &metrics,
        )
        .await?;
        let context = graphql::Context {
            pool: pool.clone(),
            read: read.clone(),
            places: places.clone(),
            filters: filters.clone(),
            storage: storage.clone(),
            search: search.clone(),
            mailer: mailer.clone(),
            contact: crate::contact::ContactAddress(settings.contact_email.clone()),
            seller: settings.seller.clone(),
            legal: settings.legal.clone(),
            reach: crate::ats::address::Reach::for_development(settings.development),
            directory: crate::companies::directory::Directory::new(
                &settings.company_directory(settings.bind_address),
            )?,
            image_links: crate::book::links::ImageLinks::new(&settings.jwt_secret),
        };
        let own_documents_schema = graphql::own_documents_schema(context.clone());
        let schema = graphql::schema(context);
        let limits = Arc::new(graphql::limits::CostModel::new(&schema.sdl())?);
        let payments = crate::billing::provider::PaymentProvider::from_settings(
            pool.clone(),
            &settings.payments,
        )?;
        let state = http::AppState::from(http::Services {
            schema,
            own_documents_schema,
            documents: Arc::default(),
            limits,
            pool: pool.clone(),
            read,
            settings: Arc::new(settings.clone()),
            mailer,
            visitor_key: crate::offers::stats::VisitorKey(settings.jwt_secret.as_str().into()),
            exporter: crate::accounts::export::Exporter::new(
                storage.clone(),
                settings.operations.export_download_limit,
            ),
            storage,
            places,
            filters,
            payments,
            banners: crate::banners::rotation::Rotation::default(),
            search,
            metrics,
            first_screen: Arc::default(),
        });
        let router = http::router(state.clone(), &settings.ui_dir);
        let metrics = match settings.operations.metrics_bind_address {
            Some(address) => Some((
                TcpListener::bind(address).await.with_context(|| {
                    format!("cannot listen on {address} (METRICS_BIND_ADDRESS)")
                })?,
                http::metrics_router(state),
            )),
            None => None,
        };
        Ok(Self {
            listener,
            router,
            metrics,
            background,
            pool,
            shutdown_grace: settings.operations.shutdown_grace,
            stop: CancellationToken::new(),
        })
    }

    pub fn port(&self) -> u16 {
        self.listener
            .local_addr()
            .map(|a| a.port())
            .unwrap_or_default()
    }

    /// The port of `/metrics`, when it is served.
    pub fn metrics_port(&self) -> Option<u16> {
        let (listener, _) = self.metrics.as_ref()?;
        listener.local_addr().ok().map(|a| a.port())
    }

    /// What stops the server as SIGTERM does (tests).
    pub fn stopper(&self) -> CancellationToken {
        self.stop.clone()
    }

    /// Serves until Ctrl-C or SIGTERM (or `stopper`), then stops in this order: no new
    /// connection is accepted (the listener is closed, so a proxy moves to another instance
    /// at once); the jobs are cut and let go of their locks and claims; requests in flight
    /// finish, for `SHUTDOWN_GRACE_SECONDS` at most; the database connections are closed.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let stop = self.stop;
        tokio::spawn({
            let stop = stop.clone();
            async move {
                tokio::select! {
                    () = shutdown_signal() => stop.cancel(),
                    () = stop.cancelled() => {}
                }
            }
        });
        if let Some((listener, router)) = self.metrics {
            let stop = stop.clone();
            tokio::spawn(async move {
                let served = axum::serve(listener, router)
                    .with_graceful_shutdown(stop.cancelled_owned())
                    .await;
                if let Err(error) = served {
                    tracing::error!(%error, "the metrics listener failed");
                }
            });
        }
        let background = self.background;
        let handover = tokio::spawn({
            let stop = stop.clone();
            async move {
                stop.cancelled().await;
                background.stop().await;
                tracing::info!("jobs stopped and handed over");
            }
        });
        let service = self
            .router
            .into_make_service_with_connect_info::<SocketAddr>();
        let serving = axum::serve(self.listener, service)
            .with_graceful_shutdown(stop.clone().cancelled_owned())
            .into_future();
        let grace = self.shutdown_grace;
        let grace_over = async {
            stop.cancelled().await;
            tokio::time::sleep(grace).await;
        };
        tokio::select! {
            served = serving => served?,
            () = grace_over => tracing::warn!(
                seconds = grace.as_secs(),
                "requests still in flight after the shutdown grace: cut"
            ),
        }
        if let Err(error) = handover.await {
            tracing::error!(%error, "stopping the jobs failed");
        }
        self.pool.close().await;
        tracing::info!("stopped");
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
