//! Moderation from the command line: the same domain functions and audit rows as the
//! back-office's « Modération » and « Entreprises » (docs/moderation.md).

use clap::Subcommand;
use ensemblier::{
    access::Actor,
    mail::Mailer,
    moderation,
    text::{self, ReviewReason},
};

use super::{failed, Ready};

#[derive(Subcommand)]
pub enum OffersAction {
    /// Retire une offre pour un motif des conditions d'utilisation ou de la modération : masquée
    /// aussitôt, l'entreprise prévenue par e-mail, rien n'est remboursé.
    Remove {
        /// Le numéro de l'offre.
        id: i64,
        /// DISCRIMINATING_CONTENT, UNIDENTIFIED_COMPANY, PERSONAL_EMAIL, SCAM, OFF_TOPIC,
        /// DUPLICATE ou OTHER (ou le libellé français, par exemple « contenu discriminatoire », « doublon »).
        #[arg(long)]
        reason: String,
        /// Avec OTHER : le motif en toutes lettres, que lit l'entreprise.
        #[arg(long)]
        note: Option<String>,
    },
    /// La file de modération : les offres publiées, les plus récentes d'abord, avec les alertes
    /// du contrôle de rédaction.
    Queue {
        #[arg(long, default_value_t = 20)]
        first: i64,
    },
}

#[derive(Subcommand)]
pub enum CompaniesAction {
    /// Liste les entreprises, les plus récentes d'abord (nom ou adresse du compte contenant SEARCH).
    List {
        #[arg(default_value = "")]
        search: String,
    },
    /// Suspend les entreprises du compte qui se connecte avec EMAIL : leurs offres quittent le
    /// site, leurs utilisateurs ne peuvent plus se connecter.
    Suspend { email: String },
    /// Les rétablit : leurs offres reviennent.
    Unsuspend { email: String },
}

pub async fn offers(action: OffersAction) -> anyhow::Result<()> {
    let Ready { settings, pool } = Ready::connect(2).await?;
    match action {
        OffersAction::Remove { id, reason, note } => {
            let reason = moderation::Reason::parse(&reason).map_err(failed("--reason"))?;
            if let Some(note) = &note {
                text::check::<ReviewReason>(note).map_err(failed("--note"))?;
            }
            let note = reason.note(note.as_deref()).map_err(failed("--note"))?;
            let mailer = Mailer::new(&settings.public_base_url);
            let removal = moderation::remove_offer(
                &pool,
                &mailer,
                id,
                reason,
                note.as_deref(),
                Actor::CommandLine,
            )
            .await
            .map_err(failed(format!("offre {id}")))?;
            println!(
                "Annonce {} « {} » retirée ({}) ; mail envoyé à {}.",
                removal.offer_id,
                removal.title,
                note.as_deref().unwrap_or(reason.label()),
                removal.mailed_to
            );
        }
        OffersAction::Queue { first } => {
            let (queue, _) = moderation::queue(&pool, first, None, false)
                .await
                .map_err(failed("offers queue"))?;
            for queued in queue {
                let card = &queued.offer.card;
                println!("{} « {} » ({})", card.id, card.title, card.company_name);
                for flag in &queued.flags {
                    println!("  [{}] {}", flag.rule.code(), flag.message);
                }
            }
        }
    }
    Ok(())
}

pub async fn companies(action: CompaniesAction) -> anyhow::Result<()> {
    let Ready { pool, .. } = Ready::connect(2).await?;
    let (email, suspend) = match action {
        CompaniesAction::List { search } => return list_companies(&pool, &search).await,
        CompaniesAction::Suspend { email } => (email, true),
        CompaniesAction::Unsuspend { email } => (email, false),
    };
    let ids = moderation::companies_of_account(&pool, &email)
        .await
        .map_err(failed(&email))?;
    if ids.is_empty() {
        anyhow::bail!("aucun compte entreprise ne se connecte avec {email}");
    }
    for id in ids {
        moderation::set_company_suspended(&pool, id, suspend, Actor::CommandLine)
            .await
            .map_err(failed(format!("entreprise {id}")))?;
        println!(
            "Entreprise {id} : {}.",
            if suspend { "suspendue" } else { "rétablie" }
        );
    }
    Ok(())
}

async fn list_companies(pool: &sqlx::PgPool, search: &str) -> anyhow::Result<()> {
    let (companies, _) = moderation::list_companies(pool, search, moderation::MAX_COMPANIES, None)
        .await
        .map_err(failed("companies list"))?;
    for c in companies {
        println!(
            "{} « {} » {} ({}{}) : {} annonce(s), {} commande(s){}",
            c.id,
            c.name,
            c.account_email,
            if c.email_confirmed {
                "confirmée"
            } else {
                "non confirmée"
            },
            if c.personal_email() {
                ", adresse personnelle"
            } else {
                ""
            },
            c.offers,
            c.orders,
            if c.suspended { ", SUSPENDUE" } else { "" },
        );
    }
    Ok(())
}
