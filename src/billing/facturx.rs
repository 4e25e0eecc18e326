//! The Factur-X XML of an invoice or a credit note: UN/CEFACT Cross Industry Invoice (D16B)
//! in the EN 16931 profile, the format of the French e-invoicing reform. Elements follow the
//! XSD's order. Amounts come from the order (`Amounts`), the same numbers as the PDF and the
//! page. What the rules ask and how it is met:
//!
//! - EN 16931 (CEN Schematron): a transfer names the seller's IBAN (BT-84) and BIC (BT-86);
//!   a promotion code is a line allowance (BG-27, reason code 95 « discount »);
//! - French CTC rules (BR-FR): the PMD, PMT and AAB notes (BR-FR-05), the billing mode BT-23
//!   (BR-FR-08: `S2`, a service already paid, for invoices — the due date is then the payment
//!   date and the prepaid amount the total; `S1` for credit notes), the seller's and the
//!   buyer's electronic addresses BT-34 / BT-49 (BR-FR-13 / 12: scheme 0225, the SIREN, as the
//!   French directory addresses companies; a buyer of another EU country by its e-mail);
//! - a credit note (381) references its invoice (BT-25, BT-26).

use super::invoices::{Document, InvoiceData, NO_DISCOUNT, PENALTIES, RECOVERY_INDEMNITY};
use crate::config::Seller;

/// Cents as the XML wants them: `588.00`.
pub fn amount(cents: i32) -> String {
    format!("{}.{:02}", cents / 100, (cents % 100).abs())
}

fn escape(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() || *c == '\n')
        .map(|c| match c {
            '&' => "&amp;".to_owned(),
            '<' => "&lt;".to_owned(),
            '>' => "&gt;".to_owned(),
            '"' => "&quot;".to_owned(),
            '\'' => "&apos;".to_owned(),
            c => c.to_string(),
        })
        .collect()
}

fn day(at: chrono::DateTime<chrono::Utc>) -> String {
    at.with_timezone(&chrono_tz::Europe::Paris)
        .format("%Y%m%d")
        .to_string()
}

/// UNCL 4461 payment means: 48 bank card, 30 credit transfer.
fn payment_means_code(method: &str) -> &'static str {
    if method == "transfer" {
        "30"
    } else {
        "48"
    }
}

/// A postal address: postcode, first line, the other lines, city, country (CII order).
fn address(postcode: &str, street: &str, city: &str, country: &str) -> String {
    let e = escape;
    let mut lines = street.lines().map(str::trim).filter(|l| !l.is_empty());
    let mut xml = String::from("<ram:PostalTradeAddress>");
    if !postcode.is_empty() {
        xml += &format!("<ram:PostcodeCode>{}</ram:PostcodeCode>", e(postcode));
    }
    if let Some(first) = lines.next() {
        xml += &format!("<ram:LineOne>{}</ram:LineOne>", e(first));
    }
    let rest: Vec<&str> = lines.collect();
    if !rest.is_empty() {
        xml += &format!("<ram:LineTwo>{}</ram:LineTwo>", e(&rest.join(", ")));
    }
    if !city.is_empty() {
        xml += &format!("<ram:CityName>{}</ram:CityName>", e(city));
    }
    let country = if country.is_empty() { "FR" } else { country };
    xml += &format!(
        "<ram:CountryID>{}</ram:CountryID></ram:PostalTradeAddress>",
        e(country)
    );
    xml
}

fn note(subject: &str, content: &str) -> String {
    format!(
        "<ram:IncludedNote><ram:Content>{}</ram:Content><ram:SubjectCode>{subject}</ram:SubjectCode></ram:IncludedNote>",
        escape(content)
    )
}

fn buyer(invoice: &InvoiceData) -> String {
    let e = escape;
    let b = &invoice.buyer;
    let mut xml = format!("<ram:BuyerTradeParty><ram:Name>{}</ram:Name>", e(&b.name));
    if !b.siren.is_empty() {
        xml += &format!(
            "<ram:SpecifiedLegalOrganization><ram:ID schemeID=\"0002\">{}</ram:ID></ram:SpecifiedLegalOrganization>",
            e(&b.siren)
        );
    }
    xml += &address(&b.postcode, &b.street, &b.city, &b.country);
    // BT-49: the directory's address of a French company (its SIREN), else its e-mail.
    if !b.siren.is_empty() {
        xml += &format!(
            "<ram:URIUniversalCommunication><ram:URIID schemeID=\"0225\">{}</ram:URIID></ram:URIUniversalCommunication>",
            e(&b.siren)
        );
    } else if !b.email.is_empty() {
        xml += &format!(
            "<ram:URIUniversalCommunication><ram:URIID schemeID=\"EM\">{}</ram:URIID></ram:URIUniversalCommunication>",
            e(&b.email)
        );
    }
    if !b.vat_number.is_empty() {
        xml += &format!(
            "<ram:SpecifiedTaxRegistration><ram:ID schemeID=\"VA\">{}</ram:ID></ram:SpecifiedTaxRegistration>",
            e(&b.vat_number)
        );
    }
    xml + "</ram:BuyerTradeParty>"
}

fn seller_party(seller: &Seller) -> String {
    let e = escape;
    format!(
        "<ram:SellerTradeParty><ram:Name>{name}</ram:Name>\
<ram:SpecifiedLegalOrganization><ram:ID schemeID=\"0002\">{siren}</ram:ID></ram:SpecifiedLegalOrganization>\
{address}<ram:URIUniversalCommunication><ram:URIID schemeID=\"0225\">{siren}</ram:URIID></ram:URIUniversalCommunication>\
<ram:SpecifiedTaxRegistration><ram:ID schemeID=\"VA\">{vat}</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>",
        name = e(&seller.name),
        siren = e(&seller.siren.replace(' ', "")),
        address = address(&seller.postcode, &seller.address, &seller.city, "FR"),
        vat = e(&seller.vat_number.replace(' ', "")),
    )
}

fn payment_means(invoice: &InvoiceData, seller: &Seller) -> String {
    let e = escape;
    let code = payment_means_code(&invoice.payment_method);
    if invoice.payment_method == "transfer" {
        format!(
            "<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>{code}</ram:TypeCode>\
<ram:Information>Virement bancaire</ram:Information>\
<ram:PayeePartyCreditorFinancialAccount><ram:IBANID>{iban}</ram:IBANID><ram:AccountName>{name}</ram:AccountName></ram:PayeePartyCreditorFinancialAccount>\
<ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>{bic}</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>\
</ram:SpecifiedTradeSettlementPaymentMeans>",
            iban = e(&seller.iban.replace(' ', "").to_uppercase()),
            bic = e(&seller.bic.replace(' ', "").to_uppercase()),
            name = e(&seller.name),
        )
    } else {
        format!(
            "<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>{code}</ram:TypeCode>\
<ram:Information>Carte bancaire</ram:Information></ram:SpecifiedTradeSettlementPaymentMeans>"
        )
    }
}

pub fn xml(invoice: &InvoiceData, seller: &Seller) -> String {
    let a = invoice.amounts;
    let e = escape;
    let allowance = if a.discount > 0 {
        format!(
            "<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>\
<ram:ActualAmount>{}</ram:ActualAmount><ram:ReasonCode>95</ram:ReasonCode><ram:Reason>{}</ram:Reason></ram:SpecifiedTradeAllowanceCharge>",
            amount(a.discount),
            e(&format!(
                "Remise code promotionnel {}",
                invoice.code.as_deref().unwrap_or_default()
            ))
        )
    } else {
        String::new()
    };
    let (type_code, billing_mode, referenced, settlement_end, terms, due) = match &invoice.document
    {
        Document::Invoice => (
            "380",
            "S2",
            String::new(),
            format!(
                "<ram:TotalPrepaidAmount>{total}</ram:TotalPrepaidAmount><ram:DuePayableAmount>0.00</ram:DuePayableAmount>",
                total = amount(a.total)
            ),
            invoice.payment_line(),
            day(invoice.paid_at),
        ),
        Document::CreditNote {
            invoice_reference,
            invoice_date,
            ..
        } => (
            "381",
            "S1",
            format!(
                "<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>{}</ram:IssuerAssignedID>\
<ram:FormattedIssueDateTime><qdt:DateTimeString format=\"102\">{}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>",
                e(invoice_reference),
                day(*invoice_date)
            ),
            format!(
                "<ram:DuePayableAmount>{}</ram:DuePayableAmount>",
                amount(a.total)
            ),
            invoice.payment_line(),
            day(invoice.created_at),
        ),
    };
    // VAT: 20 % on receipts (services), or reverse charged to a company of another EU state
    // (category AE, its exemption reason, BR-AE-*: both VAT numbers are on the invoice).
    let (category, rate, header_tax) = if invoice.is_reverse_charged() {
        (
            "AE",
            "0",
            format!(
                "<ram:ApplicableTradeTax><ram:CalculatedAmount>0.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>\
<ram:ExemptionReason>Autoliquidation</ram:ExemptionReason><ram:BasisAmount>{net}</ram:BasisAmount><ram:CategoryCode>AE</ram:CategoryCode>\
<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode><ram:RateApplicablePercent>0</ram:RateApplicablePercent></ram:ApplicableTradeTax>",
                net = amount(a.net)
            ),
        )
    } else {
        (
            "S",
            "20",
            format!(
                "<ram:ApplicableTradeTax><ram:CalculatedAmount>{vat}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>\
<ram:BasisAmount>{net}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:DueDateTypeCode>72</ram:DueDateTypeCode>\
<ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>",
                vat = amount(a.vat),
                net = amount(a.net)
            ),
        )
    };
    let notes = [
        note(
            "BAR",
            if invoice.buyer.country.is_empty() || invoice.buyer.country == "FR" {
                "B2B"
            } else {
                "B2BINT"
            },
        ),
        note(
            "REG",
            &format!(
                "{} – capital {} – SIREN {} – RCS {} – TVA {} – {} {} {}",
                seller.name,
                seller.capital,
                seller.siren,
                seller.rcs,
                seller.vat_number,
                seller.address,
                seller.postcode,
                seller.city
            ),
        ),
        note("PMD", PENALTIES),
        note("PMT", RECOVERY_INDEMNITY),
        note("AAB", NO_DISCOUNT),
    ]
    .concat();
    let description = invoice
        .detail
        .as_ref()
        .map(|d| format!("<ram:Description>{}</ram:Description>", e(d)))
        .unwrap_or_default();
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>{billing_mode}</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>{number}</ram:ID><ram:TypeCode>{type_code}</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">{issued}</udt:DateTimeString></ram:IssueDateTime>
{notes}
</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
<ram:IncludedSupplyChainTradeLineItem>
<ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
<ram:SpecifiedTradeProduct><ram:Name>{product}</ram:Name>{description}</ram:SpecifiedTradeProduct>
<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>{price}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
<ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>{category}</ram:CategoryCode><ram:RateApplicablePercent>{rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>{allowance}<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>{net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
</ram:IncludedSupplyChainTradeLineItem>
<ram:ApplicableHeaderTradeAgreement>
{seller_party}
{buyer_party}
</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery><ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">{delivered}</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent></ram:ApplicableHeaderTradeDelivery>
<ram:ApplicableHeaderTradeSettlement>
<ram:PaymentReference>{order_reference}</ram:PaymentReference>
<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
{payment_means}
{header_tax}
<ram:SpecifiedTradePaymentTerms><ram:Description>{terms}</ram:Description><ram:DueDateDateTime><udt:DateTimeString format="102">{due}</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>{net}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>{net}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">{vat}</ram:TaxTotalAmount><ram:GrandTotalAmount>{total}</ram:GrandTotalAmount>{settlement_end}</ram:SpecifiedTradeSettlementHeaderMonetarySummation>
{referenced}
</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
"#,
        number = e(&invoice.reference),
        issued = day(invoice.created_at),
        product = e(&invoice.product_name),
        price = amount(a.price),
        net = amount(a.net),
        vat = amount(a.vat),
        total = amount(a.total),
        seller_party = seller_party(seller),
        buyer_party = buyer(invoice),
        delivered = day(invoice.paid_at),
        order_reference = e(&invoice.order_reference),
        payment_means = payment_means(invoice, seller),
        terms = e(&terms),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_have_two_decimals() {
        assert_eq!(amount(58800), "588.00");
        assert_eq!(amount(5), "0.05");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("A & B <C>"), "A &amp; B &lt;C&gt;");
    }

    #[test]
    fn an_address_keeps_every_line_its_postcode_and_city() {
        let xml = address(
            "75004",
            "Bâtiment B\n3 place des Vosges\n2e étage",
            "Paris",
            "FR",
        );
        assert!(xml.contains("<ram:PostcodeCode>75004</ram:PostcodeCode><ram:LineOne>Bâtiment B</ram:LineOne><ram:LineTwo>3 place des Vosges, 2e étage</ram:LineTwo><ram:CityName>Paris</ram:CityName><ram:CountryID>FR</ram:CountryID>"));
    }
}
