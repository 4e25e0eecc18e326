//! The Factur-X XML of an invoice: UN/CEFACT Cross Industry Invoice (D16B) in the EN 16931
//! profile, the format of the French e-invoicing reform. Elements follow the XSD's order.
//! Amounts come from the order (`Amounts`), the same numbers as the PDF and the page.

use super::invoices::InvoiceData;
use crate::config::Seller;

/// Cents as the XML wants them: `588.00`.
fn amount(cents: i32) -> String {
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

pub fn xml(invoice: &InvoiceData, seller: &Seller) -> String {
    let a = invoice.amounts;
    let e = escape;
    let allowance = if a.discount > 0 {
        format!(
            "<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>\
<ram:ActualAmount>{}</ram:ActualAmount><ram:Reason>{}</ram:Reason></ram:SpecifiedTradeAllowanceCharge>",
            amount(a.discount),
            e(&format!("Code promotionnel {}", invoice.code.as_deref().unwrap_or_default()))
        )
    } else {
        String::new()
    };
    let buyer_address = invoice.buyer_address.lines().next().unwrap_or_default();
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>{number}</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">{issued}</udt:DateTimeString></ram:IssueDateTime>
<ram:IncludedNote><ram:Content>{legal}</ram:Content><ram:SubjectCode>REG</ram:SubjectCode></ram:IncludedNote>
<ram:IncludedNote><ram:Content>{penalties}</ram:Content><ram:SubjectCode>PMD</ram:SubjectCode></ram:IncludedNote>
</rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
<ram:IncludedSupplyChainTradeLineItem>
<ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
<ram:SpecifiedTradeProduct><ram:Name>{product}</ram:Name></ram:SpecifiedTradeProduct>
<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>{price}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
<ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>{allowance}<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>{net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
</ram:IncludedSupplyChainTradeLineItem>
<ram:ApplicableHeaderTradeAgreement>
<ram:SellerTradeParty><ram:Name>{seller_name}</ram:Name><ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">{siren}</ram:ID></ram:SpecifiedLegalOrganization><ram:PostalTradeAddress><ram:PostcodeCode>{seller_postcode}</ram:PostcodeCode><ram:LineOne>{seller_address}</ram:LineOne><ram:CityName>{seller_city}</ram:CityName><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">{vat_number}</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
<ram:BuyerTradeParty><ram:Name>{buyer}</ram:Name><ram:PostalTradeAddress><ram:LineOne>{buyer_address}</ram:LineOne><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress></ram:BuyerTradeParty>
</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeDelivery><ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">{delivered}</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent></ram:ApplicableHeaderTradeDelivery>
<ram:ApplicableHeaderTradeSettlement>
<ram:PaymentReference>{order_reference}</ram:PaymentReference>
<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>{means}</ram:TypeCode></ram:SpecifiedTradeSettlementPaymentMeans>
<ram:ApplicableTradeTax><ram:CalculatedAmount>{vat}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>{net}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent></ram:ApplicableTradeTax>
<ram:SpecifiedTradePaymentTerms><ram:Description>{terms}</ram:Description></ram:SpecifiedTradePaymentTerms>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>{net}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>{net}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">{vat}</ram:TaxTotalAmount><ram:GrandTotalAmount>{total}</ram:GrandTotalAmount><ram:TotalPrepaidAmount>{total}</ram:TotalPrepaidAmount><ram:DuePayableAmount>0.00</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
"#,
        number = e(&invoice.reference),
        issued = day(invoice.created_at),
        legal = e(&format!(
            "{} – SIREN {} – capital {} – {} {} {}",
            seller.name, seller.siren, seller.capital, seller.address, seller.postcode, seller.city
        )),
        penalties = e(super::invoices::PENALTIES),
        product = e(&match &invoice.detail {
            Some(detail) => format!("{} – {detail}", invoice.product_name),
            None => invoice.product_name.clone(),
        }),
        price = amount(a.price),
        net = amount(a.net),
        vat = amount(a.vat),
        total = amount(a.total),
        allowance = allowance,
        seller_name = e(&seller.name),
        siren = e(&seller.siren),
        seller_postcode = e(&seller.postcode),
        seller_address = e(&seller.address),
        seller_city = e(&seller.city),
        vat_number = e(&seller.vat_number.replace(' ', "")),
        buyer = e(&invoice.buyer_name),
        buyer_address = e(buyer_address),
        delivered = day(invoice.paid_at),
        order_reference = e(&invoice.order_reference),
        means = payment_means_code(&invoice.payment_method),
        terms = e(&invoice.payment_line()),
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
}
