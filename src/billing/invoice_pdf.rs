//! An invoice (or credit note) written as a Factur-X PDF (`billing::pdf`, `billing::facturx`).

use super::{
    facturx,
    invoices::{
        paris_day, Document, InvoiceData, NO_DISCOUNT, PENALTIES, RECOVERY_INDEMNITY,
        REVERSE_CHARGE,
    },
    pdf::{self, euros, Attachment, Cell, PdfDocument, Row},
};
use crate::{config::Seller, error::AppResult};

/// `123456789` as printed: `123 456 789`.
fn spaced_siren(siren: &str) -> String {
    let digits: String = siren.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == 9 {
        format!("{} {} {}", &digits[..3], &digits[3..6], &digits[6..])
    } else {
        digits
    }
}

/// An IBAN in groups of four, as a bank prints it.
pub fn spaced_iban(iban: &str) -> String {
    let compact: Vec<char> = iban
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_uppercase)
        .collect();
    compact
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

fn country_line(code: &str) -> String {
    let code = if code.is_empty() { "FR" } else { code };
    crate::companies::billing_identity::country_name(code)
        .map(str::to_owned)
        .unwrap_or_else(|| code.to_owned())
}

/// The invoice (or credit note) as a Factur-X PDF: PDF/A-3b with its EN 16931
/// `factur-x.xml` attached and the Factur-X XMP (`billing::xmp`).
pub fn render(invoice: &InvoiceData, seller: &Seller) -> AppResult<Vec<u8>> {
    let a = invoice.amounts;
    let credit = invoice.is_credit_note();
    let title = if credit { "Avoir" } else { "Facture" };
    let mut rows = vec![Row::cells(
        20.0,
        vec![
            Cell::left(0.0, title.to_uppercase()).bold(),
            Cell::right(495.0, format!("N° {}", invoice.reference)).bold(),
        ],
    )];
    rows.push(Row::gap(6.0));
    match &invoice.document {
        Document::Invoice => rows.extend([
            Row::text(
                10.0,
                format!("Date de facture : {}", paris_day(invoice.created_at)),
            ),
            Row::text(
                10.0,
                format!("Date de la prestation : {}", paris_day(invoice.paid_at)),
            ),
        ]),
        Document::CreditNote {
            invoice_reference,
            invoice_date,
            reason,
        } => rows.extend([
            Row::text(10.0, format!("Date : {}", paris_day(invoice.created_at))),
            Row::text(
                10.0,
                format!(
                    "Avoir sur la facture n° {invoice_reference} du {}",
                    paris_day(*invoice_date)
                ),
            ),
            Row::text(
                10.0,
                format!(
                    "Motif : {}",
                    if reason == "cancellation" {
                        "annulation de la commande"
                    } else {
                        "remboursement de la commande"
                    }
                ),
            ),
            Row::text(
                10.0,
                format!("Date de la prestation : {}", paris_day(invoice.paid_at)),
            ),
        ]),
    }
    rows.extend([
        Row::text(10.0, format!("Commande : {}", invoice.order_reference)),
        Row::gap(14.0),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Vendeur").bold(),
                Cell::left(260.0, "Client").bold(),
            ],
        ),
    ]);
    let b = &invoice.buyer;
    let mut buyer_lines = vec![b.name.clone()];
    for line in b.street.lines() {
        buyer_lines.extend(pdf::wrap(line, 10.0, 230.0));
    }
    buyer_lines.push(format!("{} {}", b.postcode, b.city).trim().to_owned());
    buyer_lines.push(country_line(&b.country));
    if !b.siren.is_empty() {
        buyer_lines.push(format!("SIREN {}", spaced_siren(&b.siren)));
    }
    if !b.vat_number.is_empty() {
        buyer_lines.push(format!("TVA intracommunautaire {}", b.vat_number));
    }
    let mut buyer_cells: Vec<Cell> = buyer_lines
        .into_iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Cell::left(260.0, l))
        .collect();
    // The e-mail address on one line, smaller if it must; cut only past the smallest size.
    if !b.email.trim().is_empty() {
        match pdf::one_line_size(&b.email, 10.0, 235.0) {
            Some(size) => buyer_cells.push(Cell::left(260.0, b.email.clone()).sized(size)),
            None => buyer_cells.extend(
                pdf::wrap(&b.email, pdf::SMALLEST_SIZE, 230.0)
                    .into_iter()
                    .map(|l| Cell::left(260.0, l).sized(pdf::SMALLEST_SIZE)),
            ),
        }
    }
    let seller_lines = [
        seller.name.clone(),
        seller.address.clone(),
        format!("{} {}", seller.postcode, seller.city),
        "France".to_owned(),
        // R123-237 of the Code de commerce: the SIREN, then « RCS » and the registry's town.
        format!("SIREN {} – RCS {}", spaced_siren(&seller.siren), seller.rcs),
        format!("TVA intracommunautaire {}", seller.vat_number),
        format!("Capital social de {}", seller.capital),
    ];
    for i in 0..seller_lines.len().max(buyer_cells.len()) {
        let mut cells = Vec::new();
        if let Some(line) = seller_lines.get(i) {
            cells.push(Cell::left(0.0, line.clone()));
        }
        if let Some(cell) = buyer_cells.get(i) {
            cells.push(cell.clone());
        }
        rows.push(Row::cells(10.0, cells));
    }
    let plural = |n: i32, one: &str, many: &str| {
        if n > 1 {
            format!("{n} {many}")
        } else {
            format!("{n} {one}")
        }
    };
    let what = if invoice.is_pack {
        plural(invoice.quantity, "annonce", "annonces")
    } else {
        plural(invoice.quantity, "jour", "jours")
    };
    // « Pack 3 annonces » says its quantity already.
    let designation = if invoice.product_name.contains(&what) {
        invoice.product_name.clone()
    } else {
        format!("{} ({what})", invoice.product_name)
    };
    rows.extend([
        Row::gap(16.0),
        Row::cells(
            9.5,
            vec![
                Cell::left(0.0, "Désignation").bold(),
                Cell::right(270.0, "Qté").bold(),
                Cell::right(350.0, "Prix unit. HT").bold(),
                Cell::right(420.0, "Remise").bold(),
                Cell::right(495.0, "Total HT").bold(),
            ],
        ),
        Row::rule(),
        Row::cells(
            9.5,
            vec![
                Cell::left(0.0, designation),
                Cell::right(270.0, "1"),
                Cell::right(350.0, euros(a.price)),
                Cell::right(420.0, euros(a.discount)),
                Cell::right(495.0, euros(a.net)),
            ],
        ),
    ]);
    if let Some(detail) = &invoice.detail {
        rows.extend(
            pdf::wrap(detail, 9.0, 240.0)
                .into_iter()
                .map(|l| Row::text(9.0, l)),
        );
    }
    if let (Some(code), true) = (&invoice.code, a.discount > 0) {
        rows.push(Row::text(
            9.0,
            format!("Remise : code promotionnel {code}, {}", euros(a.discount)),
        ));
    }
    rows.push(Row::rule());
    let total_row = |label: &str, cents: i32| {
        Row::cells(
            10.0,
            vec![
                Cell::left(300.0, label.to_owned()),
                Cell::right(495.0, euros(cents)),
            ],
        )
    };
    rows.extend([
        Row::gap(4.0),
        total_row("Total HT", a.net),
        if invoice.is_reverse_charged() {
            total_row("TVA 0 % (autoliquidation)", a.vat)
        } else {
            total_row("TVA 20 %", a.vat)
        },
        Row::cells(
            11.0,
            vec![
                Cell::left(300.0, "Total TTC").bold(),
                Cell::right(495.0, euros(a.total)).bold(),
            ],
        ),
    ]);
    if credit {
        rows.push(total_row("Montant à rembourser", a.total));
    } else {
        rows.extend([
            total_row("Déjà payé", a.total),
            total_row("Reste à payer", 0),
        ]);
    }
    rows.extend([
        Row::gap(14.0),
        Row::bold(
            10.0,
            if credit {
                "Remboursement"
            } else {
                "Règlement"
            },
        ),
    ]);
    rows.extend(
        pdf::wrap(&invoice.payment_line(), 10.0, 495.0)
            .into_iter()
            .map(|l| Row::text(10.0, l)),
    );
    if invoice.payment_method == "transfer" {
        rows.extend([
            Row::text(
                10.0,
                format!(
                    "Virement sur le compte de {} — {}",
                    seller.name, seller.bank
                ),
            ),
            Row::text(
                10.0,
                format!(
                    "IBAN {}   BIC {}",
                    spaced_iban(&seller.iban),
                    seller.bic.replace(' ', "").to_uppercase()
                ),
            ),
            Row::text(
                10.0,
                format!("Référence du virement : {}", invoice.order_reference),
            ),
        ]);
    }
    rows.extend([Row::gap(14.0), Row::bold(9.0, "Conditions")]);
    let vat_mention = if invoice.is_reverse_charged() {
        REVERSE_CHARGE
    } else {
        "TVA acquittée sur les encaissements."
    };
    for mention in [PENALTIES, RECOVERY_INDEMNITY, NO_DISCOUNT, vat_mention] {
        rows.extend(
            pdf::wrap(mention, 8.5, 495.0)
                .into_iter()
                .map(|l| Row::text(8.5, l)),
        );
    }
    let xml = facturx::xml(invoice, seller);
    let pdf = pdf::render(PdfDocument {
        title: &format!("{title} {}", invoice.reference),
        author: &seller.name,
        created: invoice.created_at,
        rows: &rows,
        attachment: Some(Attachment {
            name: "factur-x.xml".to_owned(),
            description: "Factur-X EN 16931".to_owned(),
            mime: "text/xml",
            data: xml.into_bytes(),
        }),
    })?;
    Ok(super::xmp::with_facturx_xmp(&pdf, "EN 16931")?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sirens_and_ibans_are_printed_in_groups() {
        assert_eq!(spaced_siren("732829320"), "732 829 320");
        assert_eq!(
            spaced_iban("fr7630006000011234567890189"),
            "FR76 3000 6000 0112 3456 7890 189"
        );
    }
}
