//! Serving, the schema of the database and what is derived from it: `serve`, `migrate`,
//! `seed`, `reindex`.

use ensemblier::{config::Settings, db, filters::JobFilters, search::Search, server::Server};

use super::{failed, Ready};

pub async fn serve() -> anyhow::Result<()> {
    let settings = Settings::from_environment()?;
    settings.check_for_serving(ensemblier::billing::seller::refusals)?;
    let app = Server::build(settings.clone()).await?;
    tracing::info!(
        "serving on http://{} ({})",
        settings.bind_address,
        settings.public_base_url
    );
    app.run_until_stopped().await
}

pub async fn migrate() -> anyhow::Result<()> {
    let Ready { pool, .. } = Ready::connect(2).await?;
    db::migrate(&pool).await
}

pub async fn seed(demo: bool) -> anyhow::Result<()> {
    let Ready { pool, .. } = Ready::migrated(2).await?;
    let report = ensemblier::seed::seed(&pool, demo).await?;
    tracing::info!(demo_loaded = report.demo_loaded, "reference data loaded");
    Ok(())
}

pub async fn reindex() -> anyhow::Result<()> {
    let Ready { settings, pool } = Ready::migrated(2).await?;
    let filters = JobFilters::load(&pool).await?;
    let search = Search::open(&settings.data_dir)?;
    let started = std::time::Instant::now();
    let count = search
        .reindex(&pool, &filters)
        .await
        .map_err(failed("reindex"))?;
    tracing::info!(count, elapsed = ?started.elapsed(), "search index rebuilt");
    Ok(())
}
