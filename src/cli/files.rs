//! `ensemblier files migrate`: uploads from the local disk into the S3 bucket.

use clap::Subcommand;
use ensemblier::{
    config::Settings,
    files::{migrate, Storage},
};

#[derive(Subcommand)]
pub enum FilesAction {
    /// Copie DATA_DIR/uploads dans le bucket des réglages S3_* ; relancée, elle ne copie que ce
    /// qui manque au bucket.
    Migrate,
}

pub async fn run(action: FilesAction) -> anyhow::Result<()> {
    let FilesAction::Migrate = action;
    // No database: the copy reads the disk and writes the bucket.
    let settings = Settings::from_environment()?;
    anyhow::ensure!(
        settings.s3.is_some(),
        "files migrate copies into the bucket: set S3_BUCKET and its keys (docs/operations.md)"
    );
    let uploads = settings.data_dir.join("uploads");
    let target = Storage::from_settings(&settings)?;
    let migrated = migrate::copy_local_uploads(&uploads, &target).await?;
    println!(
        "{} : {} fichier(s) copié(s), {} déjà présent(s).",
        uploads.display(),
        migrated.copied,
        migrated.present
    );
    Ok(())
}
