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
    /// Create a code: a percentage (--percent) or an amount excl. tax (--amount, in euros).
    Create {
        code: String,
        #[arg(long)]
        percent: Option<i16>,
        /// Euros excl. tax, e.g. 50 or 49.90.
        #[arg(long)]
        amount: Option<String>,
        /// First valid day (YYYY-MM-DD, Paris time).
        #[arg(long)]
        from: Option<String>,
        /// Last valid day (YYYY-MM-DD, Paris time, included).
        #[arg(long)]
        until: Option<String>,
        /// Paid orders it may be used for, in all.
        #[arg(long)]
        max_uses: Option<i32>,
        /// Paid orders it may be used for, per company.
        #[arg(long)]
        max_uses_per_company: Option<i32>,
        /// Only for these pricing ids (repeat the option); every pricing when absent.
        #[arg(long = "pricing")]
        pricings: Vec<i64>,
    },
}

#[derive(Subcommand)]
pub enum OrdersAction {
    /// A bank transfer has arrived: pay the order of this reference exactly as a card would.
    MarkPaid { reference: String },
    /// Cancel a paid order's invoice with a credit note (avoir): `refund` or `cancellation`.
    CreditNote {
        /// The invoice's number, `F2026-000042`.
        invoice: String,
        #[arg(long, default_value = "refund")]
        reason: String,
    },
}

#[derive(Subcommand)]
pub enum BannersAction {
    /// Approve a banner: it runs during its days once its order is paid.
    Approve {
        id: i64,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Reject a banner: it never runs.
    Reject {
        id: i64,
        #[arg(long)]
        reason: Option<String>,
    },
    /// Paid banners waiting for a review.
    Pending,
}

pub async fn credits(company: i64, ads: i32) -> anyhow::Result<()> {
    let Ready { pool, .. } = Ready::connect(2).await?;
    let remaining = lifecycle::grant_credits(&pool, company, ads)
        .await
        .map_err(failed(format!("company {company}")))?;
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
    let Ready { pool, .. } = Ready::connect(2).await?;
    match action {
        OrdersAction::MarkPaid { reference } => {
            let (order, _) = orders::mark_paid(&pool, Actor::CommandLine, &reference)
                .await
                .map_err(failed(format!("order {reference}")))?;
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
                    .map_err(failed(format!("invoice {invoice}")))?;
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
        .map_err(failed(format!("banner {id}")))?;
    println!("Bannière {} : {}.", banner.id, banner.review);
    Ok(())
}
