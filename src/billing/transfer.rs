//! Bank transfer instructions: `/pdf/iban-{product}.pdf`. The seller's bank details from
//! settings, the product's amount incl. tax and, for the caller's own order, its reference and
//! its amount after any promotion code.

use chrono::Utc;
use sqlx::{PgConnection, PgPool};

use super::{
    amounts::Amounts,
    orders,
    pdf::{self, euros, Cell, PdfDocument, Row},
    pricing_by_key,
};
use crate::{
    access::Viewer,
    config::Seller,
    error::{AppError, AppResult},
    mail::{
        templates::{self, BankAccount},
        Mailer,
    },
};

/// Mails the buyer of an order to pay by transfer what the instructions say (the seller's
/// account, the amount, the reference), in the order's transaction: she need not download
/// the PDF to pay.
pub(super) async fn mail_instructions(
    tx: &mut PgConnection,
    mailer: &Mailer,
    seller: &Seller,
    viewer: &Viewer,
    order: &orders::Order,
) -> AppResult<()> {
    let firstname: String =
        sqlx::query_scalar!("SELECT firstname FROM users WHERE id = $1", viewer.user_id)
            .fetch_one(&mut *tx)
            .await?;
    let mail = templates::transfer_ordered(
        &viewer.email,
        &firstname,
        &order.summary(),
        &BankAccount {
            holder: &seller.name,
            bank: &seller.bank,
            iban: &seller.iban,
            bic: &seller.bic,
        },
        &mailer.link(orders::INVOICES_PAGE),
    );
    mailer.queue(tx, mail).await
}

pub async fn instructions(
    pool: &PgPool,
    seller: &Seller,
    product: &str,
    order_reference: Option<&str>,
    viewer: Option<&Viewer>,
) -> AppResult<Vec<u8>> {
    let mut conn = pool.acquire().await?;
    let pricing = pricing_by_key(&mut conn, product)
        .await?
        .ok_or(AppError::NotFound)?;
    // An order is only shown to those of its company who may see its billing (the owners,
    // `Area::Billing`); anyone else, a recruiter of the team included, gets the product's
    // list price.
    let buyer = viewer
        .and_then(|v| v.company_for(crate::access::Area::Billing).ok())
        .map(|(_, client_id)| client_id);
    let order = match (order_reference, buyer) {
        (Some(reference), Some(client_id)) => {
            let order = orders::by_reference(&mut conn, reference).await?;
            order.filter(|o| o.pro_client_id == client_id && o.pricing_id == pricing.id)
        }
        _ => None,
    };
    let amounts = order
        .as_ref()
        .map(orders::Order::amounts)
        .unwrap_or_else(|| Amounts::compute(pricing.price, None));
    let reference = order
        .as_ref()
        .map(|o| o.reference.clone())
        .unwrap_or_else(|| "la référence de votre commande (ENS-…)".to_owned());
    let rows = vec![
        Row::bold(18.0, "Paiement par virement bancaire"),
        Row::text(10.0, format!("{} – {}", seller.name, pricing.name)),
        Row::gap(10.0),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Titulaire").bold(),
                Cell::left(120.0, seller.name.clone()),
            ],
        ),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Banque").bold(),
                Cell::left(120.0, seller.bank.clone()),
            ],
        ),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "IBAN").bold(),
                Cell::left(120.0, seller.iban.clone()),
            ],
        ),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "BIC").bold(),
                Cell::left(120.0, seller.bic.clone()),
            ],
        ),
        Row::gap(10.0),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Montant TTC").bold(),
                Cell::left(120.0, euros(amounts.total)),
            ],
        ),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Dont TVA 20 %").bold(),
                Cell::left(120.0, euros(amounts.vat)),
            ],
        ),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Référence").bold(),
                Cell::left(120.0, reference),
            ],
        ),
        Row::gap(10.0),
        Row::text(
            10.0,
            "Indiquez la référence dans le libellé du virement : votre commande est activée",
        ),
        Row::text(
            10.0,
            "dès réception du paiement, et sa facture est alors disponible dans « Mes factures ».",
        ),
        Row::gap(10.0),
        Row::text(
            9.0,
            format!(
                "{} – {} {} {} – SIREN {} – RCS {} – TVA {}",
                seller.name,
                seller.address,
                seller.postcode,
                seller.city,
                seller.siren,
                seller.rcs,
                seller.vat_number
            ),
        ),
    ];
    Ok(pdf::render(PdfDocument {
        title: "Paiement par virement",
        author: &seller.name,
        created: Utc::now(),
        rows: &rows,
        attachment: None,
    })?)
}
