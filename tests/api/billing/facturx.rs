//! Issue 34: every kind of invoice the board issues, made through the API as a buyer and staff
//! would, is checked by the independent validator (`../shared/facturx/validate.sh`: the CEN
//! EN 16931 Schematron, the Factur-X and French BR-FR Schematrons, the XSD, the PDF/A-3
//! attachment and the Factur-X XMP, the printed mentions, the numbering). One validator run
//! over all the PDFs: its Python environment is installed by its first run, once.

use std::path::PathBuf;

use serde_json::{json, Value};

use crate::{
    billing::confirmed_company,
    support::helpers::{repo_path, spawn_app, TestApp},
};

/// The validator: `FACTURX_VALIDATE`, else `shared/facturx/validate.sh` beside the checkout
/// (where the workplace and CI lay it).
fn validator() -> PathBuf {
    let path = std::env::var_os("FACTURX_VALIDATE")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_path("../shared/facturx/validate.sh"));
    assert!(
        path.is_file(),
        "no Factur-X validator at {}: set FACTURX_VALIDATE to validate.sh",
        path.display()
    );
    path
}

const MARK_PAID: &str = "mutation($reference: String!) {
    admin { markOrderPaid(reference: $reference) { paidNow } } }";
const CREDIT_NOTE: &str = "mutation($invoice: String!, $reason: CreditNoteReasonArg!) {
    admin { issueCreditNote(invoiceReference: $invoice, reason: $reason) {
        reference uuid invoiceReference issuedNow } } }";
const INVOICES: &str =
    "{ orderInvoices { edges { node { uuid reference order { reference } } } } }";

impl TestApp {
    /// The PDF at `path`, read with `token`.
    async fn pdf(&self, path: &str, token: &str) -> Vec<u8> {
        let response = self
            .client
            .get(format!("{}{path}", self.address))
            .bearer_auth(token)
            .send()
            .await
            .expect("GET");
        assert_eq!(response.status().as_u16(), 200, "{path}");
        response.bytes().await.expect("PDF").to_vec()
    }

    /// The invoice of the order `order_reference`: (number, uuid).
    async fn invoice_of(&self, token: &str, order_reference: &str) -> (String, String) {
        let data = self.graphql_as(token, INVOICES, json!({})).await;
        let edges = data["data"]["orderInvoices"]["edges"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let node = edges
            .iter()
            .map(|e| &e["node"])
            .find(|n| n["order"]["reference"] == order_reference)
            .unwrap_or_else(|| panic!("no invoice for {order_reference}: {data}"));
        (
            node["reference"].as_str().expect("number").to_owned(),
            node["uuid"].as_str().expect("uuid").to_owned(),
        )
    }
}

fn error(answer: &Value) -> (&str, &str) {
    (
        answer["code"].as_str().unwrap_or_default(),
        answer["error"].as_str().unwrap_or_default(),
    )
}

#[tokio::test]
async fn every_kind_of_invoice_passes_the_official_factur_x_rules() {
    let validate = validator();
    let app = spawn_app().await;
    let staff = app.staff("compta@ensemblier.fr").await;
    let mut pdfs: Vec<(String, Vec<u8>)> = Vec::new();

    // 1. A card payment.
    let (card, _, _) = confirmed_company(&app, "rh@carte.fr").await;
    let (status, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2 }),
            Some(&card),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    let secret = intent["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
    let order = intent["order"]["reference"].as_str().expect("order");
    let (card_invoice, uuid) = app.invoice_of(&card, order).await;
    pdfs.push((
        "1-carte".to_owned(),
        app.pdf(&format!("/sf/invoices/{uuid}"), &card).await,
    ));

    // 2. A card payment with a promotion code (an EN 16931 allowance).
    app.promo_code(json!({ "code": "DIX", "percentOff": 10 }))
        .await;
    let (status, intent) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 2, "code": "DIX" }),
            Some(&card),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    assert_eq!(intent["order"]["discount"], 4900);
    let secret = intent["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
    let order = intent["order"]["reference"].as_str().expect("order");
    let (_, uuid) = app.invoice_of(&card, order).await;
    pdfs.push((
        "2-code".to_owned(),
        app.pdf(&format!("/sf/invoices/{uuid}"), &card).await,
    ));

    // 3. A bank transfer staff mark paid (the seller's IBAN and BIC on it).
    let (transfer, _, _) = confirmed_company(&app, "rh@virement.fr").await;
    let (status, order) = app
        .post_json("/api/payment/transfer", json!({ "id": 1 }), Some(&transfer))
        .await;
    assert_eq!(status, 200, "{order}");
    let reference = order["order"]["reference"].as_str().expect("reference");
    let paid = app
        .graphql_as(&staff, MARK_PAID, json!({ "reference": reference }))
        .await;
    assert_eq!(
        paid["data"]["admin"]["markOrderPaid"]["paidNow"], true,
        "{paid}"
    );
    let (_, uuid) = app.invoice_of(&transfer, reference).await;
    pdfs.push((
        "3-virement".to_owned(),
        app.pdf(&format!("/sf/invoices/{uuid}"), &transfer).await,
    ));

    // 4. A company that never gave its billing identity is refused, in French, then asked
    //    for it once; this one is Belgian (no SIREN, its own VAT number).
    let foreign = app
        .a_company()
        .email("achats@bruxelles.be")
        .named("Atelier Bruxelles");
    let foreign = foreign
        .without_billing_identity()
        .without_siret()
        .create()
        .await
        .token;
    let (status, refused) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2 }),
            Some(&foreign),
        )
        .await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(
        error(&refused),
        (
            "INVALID_BILLING_IDENTITY",
            ensemblier::companies::billing_identity::REQUIRED
        )
    );
    let (status, transfer_refused) = app
        .post_json("/api/payment/transfer", json!({ "id": 2 }), Some(&foreign))
        .await;
    assert_eq!(status, 422, "{transfer_refused}");
    let identity = |siren: &str, country: &str, vat: &str| {
        json!({ "street": "12 rue Haute", "postcode": "1000", "city": "Bruxelles",
                "country": country, "siren": siren, "vatNumber": vat })
    };
    let (status, bad) = app
        .post_json(
            "/api/payment/billing-identity",
            identity("123456789", "FR", ""),
            Some(&foreign),
        )
        .await;
    assert_eq!(status, 422, "{bad}");
    assert_eq!(error(&bad).0, "INVALID_BILLING_IDENTITY");
    let (status, saved) = app
        .post_json(
            "/api/payment/billing-identity",
            identity("", "BE", "BE 0123.456.789"),
            Some(&foreign),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["vatNumber"], "BE0123456789");
    assert_eq!(saved["complete"], true);
    let (status, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2 }),
            Some(&foreign),
        )
        .await;
    assert_eq!(status, 200, "{intent}");
    // Reverse charge: no French VAT for a company of another EU member state.
    assert_eq!(intent["order"]["vat"], 0, "{intent}");
    assert_eq!(intent["amount"], 49000, "{intent}");
    let secret = intent["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
    let order = intent["order"]["reference"].as_str().expect("order");
    let (_, uuid) = app.invoice_of(&foreign, order).await;
    pdfs.push((
        "4-societe-belge".to_owned(),
        app.pdf(&format!("/sf/invoices/{uuid}"), &foreign).await,
    ));

    // 5. A credit note cancelling the first invoice, issued by staff (once, audited).
    let vars = json!({ "invoice": card_invoice, "reason": "REFUND" });
    let issued = app.graphql_as(&staff, CREDIT_NOTE, vars.clone()).await;
    let note = &issued["data"]["admin"]["issueCreditNote"];
    assert_eq!(note["issuedNow"], true, "{issued}");
    assert_eq!(note["invoiceReference"], card_invoice.as_str());
    let again = app.graphql_as(&staff, CREDIT_NOTE, vars).await;
    assert_eq!(
        again["data"]["admin"]["issueCreditNote"]["issuedNow"],
        false
    );
    assert_eq!(
        again["data"]["admin"]["issueCreditNote"]["reference"],
        note["reference"]
    );
    let audited: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM audit_log WHERE action = 'invoice.credit_note' AND actor_email = 'compta@ensemblier.fr'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("audit");
    assert_eq!(audited, 1);
    let credit_uuid = note["uuid"].as_str().expect("uuid");
    let path = format!("/sf/credit-notes/{credit_uuid}");
    // Its company and staff read it; another company does not.
    let other = app.company("rh@voisin.fr", "Voisin").await;
    let response = app
        .client
        .get(format!("{}{path}", app.address))
        .bearer_auth(&other)
        .send()
        .await
        .expect("GET");
    assert_eq!(response.status().as_u16(), 404);
    assert!(app.pdf(&path, &staff).await.starts_with(b"%PDF"));
    pdfs.push(("5-avoir".to_owned(), app.pdf(&path, &card).await));

    // The validator over all of them, at once. The PDFs and its reports (the XML, the SVRL,
    // a PNG of each page) stay in target/facturx-check to be looked at.
    let dir = repo_path("target/facturx-check");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let files: Vec<PathBuf> = pdfs
        .iter()
        .map(|(name, bytes)| {
            let file = dir.join(format!("{name}.pdf"));
            std::fs::write(&file, bytes).expect("write the PDF");
            file
        })
        .collect();
    let output = std::process::Command::new("bash")
        .arg(&validate)
        .args(&files)
        .env("FACTURX_OUT", dir.join("reports"))
        .output()
        .expect("run the Factur-X validator");
    let said = String::from_utf8_lossy(&output.stdout);
    // Each PDF's section starts with `== path`. The validator's printed-mentions check wants
    // « TVA 20 % » on every invoice: the reverse-charged one (0 %, « Autoliquidation ») fails
    // that one line by design, and only that one.
    let mut fails = Vec::new();
    let mut section = String::new();
    for line in said.lines() {
        if let Some(path) = line.strip_prefix("== ") {
            section = path.to_owned();
        }
        let trimmed = line.trim_start();
        let failed = trimmed.starts_with("FAIL")
            || trimmed.starts_with("[fatal]")
            || trimmed.starts_with("[error]");
        let expected =
            section.contains("4-societe-belge") && line.starts_with("FAIL  mention: VAT rate");
        if failed && !expected {
            fails.push(format!("{section}: {line}"));
        }
    }
    assert!(
        fails.is_empty(),
        "Factur-X validation failed:\n{}\n{said}\n{}",
        fails.join("\n"),
        String::from_utf8_lossy(&output.stderr)
    );
    // One PASS line per check of each PDF, and the invoice series is gapless.
    assert_eq!(
        said.matches("PASS  schematron FR-CTC-BR-FR").count(),
        5,
        "{said}"
    );
    assert_eq!(
        said.matches("PASS  XMP fx:ConformanceLevel").count(),
        5,
        "{said}"
    );
    assert!(
        said.contains("PASS  numbering of series 'F2") && said.contains("1..4, 4 invoice(s)"),
        "{said}"
    );
    assert!(said.contains("PASS  numbering of series 'A2"), "{said}");
}
