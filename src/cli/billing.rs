//! What companies pay for, from the command line: ad credits, promotion codes, transfers
//! marked paid, and the review of banners (also in the back-office).

use clap::Subcommand;
use ensemblier::{
    access::Actor,
    banners::{self, Decision},
    billing::{codes, credit_notes, orders},
    offers::lifecycle,
};

use super::{failed, Ready};

#[derive(Subcommand)]
pub enum PromoAction {
    /// Crée un code : un pourcentage (--percent) ou un montant HT (--amount, en euros).
    Create {
        code: String,
        #[arg(long)]
        percent: Option<i16>,
        /// En euros HT, par exemple 50 ou 49.90.
        #[arg(long)]
        amount: Option<String>,
        /// Premier jour de validité (AAAA-MM-JJ, heure de Paris).
        #[arg(long)]
        from: Option<String>,
        /// Dernier jour de validité (AAAA-MM-JJ, heure de Paris, inclus).
        #[arg(long)]
        until: Option<String>,
        /// Nombre de commandes payées où il peut servir, en tout.
        #[arg(long)]
        max_uses: Option<i32>,
        /// Nombre de commandes payées où il peut servir, par entreprise.
        #[arg(long)]
        max_uses_per_company: Option<i32>,
        /// Seulement pour ces tarifs (répétez l'option) ; tous les tarifs sans elle.
        #[arg(long = "pricing")]
        pricings: Vec<i64>,
    },
}

#[derive(Subcommand)]
pub enum OrdersAction {
    /// Un virement est arrivé : paie la commande de cette référence comme une carte le ferait.
    MarkPaid { reference: String },
    /// Annule la facture d'une commande payée par un avoir : `refund` (remboursement) ou `cancellation` (annulation).
    CreditNote {
        /// Le numéro de la facture, `F2026-000042`.
        invoice: String,
        #[arg(long, default_value = "refund")]
        reason: String,
    },
}

#[derive(Subcommand)]
pub enum BannersAction {
    /// Valide une bannière : elle est diffusée pendant ses jours une fois sa commande payée.
    Approve {
        id: i64,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Refuse une bannière : elle ne sera pas diffusée.
    Reject {
        id: i64,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Les bannières payées qui attendent leur validation.
    Pending,
}

pub async fn credits(company: i64, ads: i32) -> anyhow::Result<()> {
    let Ready { pool, .. } = Ready::connect(2).await?;
    let remaining = lifecycle::grant_credits(&pool, company, ads)
        .await
        .map_err(failed(format!("entreprise {company}")))?;
    println!("Entreprise {company} : {remaining} crédit(s) d'annonce disponible(s).");
    Ok(())
}

pub async fn promo(action: PromoAction) -> anyhow::Result<()> {
    let PromoAction::Create {
        code,
        percent,
        amount,
        from,
        until,
        max_uses,
        max_uses_per_company,
        pricings,
    } = action;
    let new = codes::NewCode {
        code,
        percent_off: percent.map(i32::from),
        amount_off: amount,
        valid_from: from,
        valid_until: until,
        max_uses,
        max_uses_per_client: max_uses_per_company,
        pricing_ids: pricings,
    };
    let Ready { pool, .. } = Ready::connect(2).await?;
    codes::create(&pool, Actor::CommandLine, &new)
        .await
        .map_err(failed("promo create"))?;
    println!("Code promotionnel {} créé.", new.code.trim());
    Ok(())
}

pub async fn orders(action: OrdersAction) -> anyhow::Result<()> {
    let Ready { pool, settings } = Ready::connect(2).await?;
    match action {
        OrdersAction::MarkPaid { reference } => {
            let mailer = ensemblier::mail::Mailer::new(&settings.public_base_url);
            let (order, _) = orders::mark_paid(&pool, &mailer, Actor::CommandLine, &reference)
                .await
                .map_err(failed(format!("commande {reference}")))?;
            // In French like every line the CLI prints (« Commande F… : payée. »).
            println!(
                "Commande {} : {}.",
                order.reference,
                order.state_label().to_lowercase()
            );
        }
        OrdersAction::CreditNote { invoice, reason } => {
            let reason = credit_notes::Reason::parse(&reason).map_err(failed("credit-note"))?;
            let (note, issued_now) =
                credit_notes::issue(&pool, Actor::CommandLine, &invoice, reason)
                    .await
                    .map_err(failed(format!("facture {invoice}")))?;
            let what = if issued_now { "émis" } else { "déjà émis" };
            println!(
                "Avoir {} {what} pour la facture {} ({}).",
                note.reference, note.invoice_reference, note.uuid
            );
        }
    }
    Ok(())
}

pub async fn banners(action: BannersAction) -> anyhow::Result<()> {
    let Ready { pool, .. } = Ready::connect(2).await?;
    let (id, decision, reason) = match action {
        BannersAction::Approve { id, reason } => (id, Decision::Approve, reason),
        BannersAction::Reject { id, reason } => (id, Decision::Reject, reason),
        BannersAction::Pending => {
            let pending = banners::awaiting_review(&pool, 100)
                .await
                .map_err(failed("banners pending"))?;
            for b in pending {
                println!(
                    "{}\t{}\t{}\t{}\t{}",
                    b.id,
                    b.company_name.unwrap_or_default(),
                    b.runs_from.unwrap_or(b.start_on),
                    b.link,
                    b.alt
                );
            }
            return Ok(());
        }
    };
    let banner = banners::review(&pool, Actor::CommandLine, id, decision, reason.as_deref())
        .await
        .map_err(failed(format!("bannière {id}")))?;
    println!("Bannière {} : {}.", banner.id, banner.review);
    Ok(())
}
