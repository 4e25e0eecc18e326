//! `ensemblier mail inbound`: mail received by the site, for the MTA's pipe transport.

use std::io::Read;

use clap::Subcommand;
use ensemblier::{
    alerts::inbound::{self, Inbound},
    applications::messages::inbound::{self as replies, Received, MAX_MESSAGE_BYTES},
    mail::{Mailer, ReplyAddresses},
};

use super::Ready;

#[derive(Subcommand)]
pub enum MailAction {
    /// Lit un message sur l'entrée standard : une réponse à un mail de conversation
    /// (adresse de réponse signée) s'ajoute à la conversation de la candidature ; une demande
    /// de désinscription d'alerte (`List-Unsubscribe` mailto) désactive ses alertes ; le reste
    /// est ignoré, sans réponse. Sort avec 75
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
    if let Some(addresses) = ReplyAddresses::new(&settings.jwt_secret, &settings.mail_from) {
        let mailer = Mailer::new(&settings.public_base_url)
            .with_replies(&settings.jwt_secret, &settings.mail_from);
        let raw = if truncated { &[][..] } else { &raw[..] };
        match replies::receive(&pool, &mailer, &addresses, raw)
            .await
            .map_err(|error| anyhow::anyhow!("{error:?}"))?
        {
            Some(Received::Added {
                application_id,
                message_id,
            }) => {
                println!(
                    "mail inbound : message {message_id} ajouté à la conversation de la candidature {application_id}."
                );
                return Ok(());
            }
            Some(Received::Ignored(reason)) => {
                tracing::info!(reason, "inbound reply ignored");
                println!("mail inbound : réponse ignorée ({reason}).");
                return Ok(());
            }
            None => {}
        }
    }
    // What is not a thread's reply may be an unsubscribe request (64 KB at most).
    let truncated = truncated || raw.len() > inbound::MAX_MESSAGE_BYTES;
    match inbound::receive(&pool, &settings.jwt_secret, &raw, truncated)
        .await
        .map_err(|error| anyhow::anyhow!("{error:?}"))?
    {
        Inbound::Unsubscribed(alerts) => {
            println!("mail inbound : alerte(s) {alerts:?} désactivée(s).");
        }
        Inbound::OffersForYouStopped(candidate) => {
            println!("mail inbound : « Offres pour vous » par e-mail désactivées (candidat {candidate}).");
        }
        Inbound::Ignored(reason) => {
            tracing::info!(reason, "inbound mail ignored");
            println!("mail inbound : message ignoré ({reason}).");
        }
    }
    Ok(())
}
