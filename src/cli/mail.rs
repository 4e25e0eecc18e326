//! `ensemblier mail inbound`: mail received by the site, for the MTA's pipe transport.

use std::io::Read;

use clap::Subcommand;
use ensemblier::alerts::inbound::{self, Inbound, MAX_MESSAGE_BYTES};

use super::Ready;

#[derive(Subcommand)]
pub enum MailAction {
    /// Lit un message sur l'entrée standard : une demande de désinscription d'alerte
    /// (`List-Unsubscribe` mailto) désactive ses alertes ; le reste est ignoré. Sort avec 75
    /// (EX_TEMPFAIL) quand la base est injoignable ou les réglages refusés (pas de `JWT_SECRET`,
    /// comme `serve`), pour que le serveur de mail garde le message et réessaie ; 0 sinon.
    Inbound,
}

pub async fn run(action: MailAction) -> anyhow::Result<()> {
    let MailAction::Inbound = action;
    if let Err(error) = receive().await {
        eprintln!("mail inbound : {error:#}");
        std::process::exit(75);
    }
    Ok(())
}

/// At most `MAX_MESSAGE_BYTES` of the message are kept, the rest is read and dropped (the MTA
/// expects its pipe to be read whole).
async fn receive() -> anyhow::Result<()> {
    let mut raw = Vec::new();
    let mut stdin = std::io::stdin().lock();
    (&mut stdin)
        .take(MAX_MESSAGE_BYTES as u64 + 1)
        .read_to_end(&mut raw)?;
    let rest = std::io::copy(&mut stdin, &mut std::io::sink())?;
    let truncated = raw.len() > MAX_MESSAGE_BYTES || rest > 0;
    raw.truncate(MAX_MESSAGE_BYTES);
    let Ready { settings, pool } = Ready::signing("mail inbound", 1).await?;
    match inbound::receive(&pool, &settings.jwt_secret, &raw, truncated)
        .await
        .map_err(|error| anyhow::anyhow!("{error:?}"))?
    {
        Inbound::Unsubscribed(alerts) => {
            println!("mail inbound : alerte(s) {alerts:?} désactivée(s).");
        }
        Inbound::Ignored(reason) => {
            tracing::info!(reason, "inbound mail ignored");
            println!("mail inbound : message ignoré ({reason}).");
        }
    }
    Ok(())
}
