//! The legal notice (`/legal`, issue 35): written from the operator's settings, never with
//! placeholders; `serve` refuses to start outside development without them.

use serde_json::json;

use crate::support::helpers::{spawn_app, spawn_app_with};

const NOTICE: &str = "{ legalNotice { publisher address siren rcs vatNumber capital phone
    publicationDirector hostName hostAddress hostPhone contactEmail example } }";

#[tokio::test]
async fn the_legal_notice_says_what_the_operator_set() {
    let app = spawn_app_with(|settings| {
        settings.seller = ensemblier::config::Seller {
            name: "Atelier Dupont SARL".to_owned(),
            address: "3 place du Marché".to_owned(),
            postcode: "69002".to_owned(),
            city: "Lyon".to_owned(),
            siren: "732829320".to_owned(),
            vat_number: "FR44732829320".to_owned(),
            capital: "5 000 €".to_owned(),
            rcs: "Lyon".to_owned(),
            ..ensemblier::config::Seller::default()
        };
        settings.legal = ensemblier::config::LegalSettings {
            phone: "04 78 00 00 00".to_owned(),
            publication_director: "Claire Dupont".to_owned(),
            host_name: "OVH SAS".to_owned(),
            host_address: "2 rue Kellermann, 59100 Roubaix".to_owned(),
            host_phone: "1007".to_owned(),
        };
    })
    .await;
    let notice = app.query(NOTICE, json!({})).await;
    assert_eq!(
        notice["legalNotice"],
        json!({
            "publisher": "Atelier Dupont SARL",
            "address": "3 place du Marché, 69002 Lyon",
            "siren": "732829320",
            "rcs": "Lyon",
            "vatNumber": "FR44732829320",
            "capital": "5 000 €",
            "phone": "04 78 00 00 00",
            "publicationDirector": "Claire Dupont",
            "hostName": "OVH SAS",
            "hostAddress": "2 rue Kellermann, 59100 Roubaix",
            "hostPhone": "1007",
            "contactEmail": "contact@ensemblier.test",
            "example": false,
        })
    );
}

/// In development the example is shown, marked as such (and never « [à compléter] »).
#[tokio::test]
async fn in_development_the_legal_notice_is_an_example_and_says_so() {
    let app = spawn_app().await;
    let notice = app.query(NOTICE, json!({})).await;
    assert_eq!(notice["legalNotice"]["example"], true, "{notice}");
    let text = notice.to_string();
    assert!(!text.contains("compléter"), "{text}");
    assert!(text.contains("fictive"), "{text}");
}

/// Outside development, `serve` names each missing setting of the notice and does not start.
#[test]
fn serve_refuses_to_start_without_the_legal_notice() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"))
        .arg("serve")
        .env("JWT_SECRET", "a-production-secret-of-at-least-32-bytes")
        .env_remove("ENSEMBLIER_DEVELOPMENT")
        .env("PAYMENT_METHODS", "transfer")
        .env_remove("STRIPE_SECRET_KEY")
        .env_remove("STRIPE_PUBLISHABLE_KEY")
        .env_remove("STRIPE_WEBHOOK_SECRET")
        .env_remove("LEGAL_PHONE")
        .env_remove("LEGAL_HOST_NAME")
        .env("LEGAL_PUBLICATION_DIRECTOR", "Camille Exemple (fictive)")
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .output()
        .expect("run the server");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    for setting in [
        "LEGAL_PHONE must be set",
        "LEGAL_HOST_NAME must be set",
        "LEGAL_PUBLICATION_DIRECTOR is the example",
    ] {
        assert!(said.contains(setting), "{setting}: {said}");
    }
}
