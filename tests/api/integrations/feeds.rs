//! Feeds: an Atom feed per search (the parameters of `/emploi`) and every live offer in the
//! XML job aggregators read.

use std::time::Duration;

use crate::{
    alerts::region,
    support::fixtures::{self, Offer},
    support::helpers::{spawn_app, TestApp},
};

async fn get_text(app: &TestApp, path: &str) -> (String, String) {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    let kind = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (kind, response.text().await.expect("body"))
}

#[tokio::test]
async fn a_search_has_an_atom_feed_and_every_live_offer_is_in_the_aggregator_feed() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier Dubois & fils").await;
    for (title, insee, status) in [
        ("Ébéniste d'art", "69383", 2),
        ("Ébéniste parisien", "75111", 2),
        ("Ébéniste en brouillon", "69383", 0),
    ] {
        fixtures::offer(
            &app.pool,
            Offer {
                company_id: company,
                title,
                insee,
                status,
                ..Offer::default()
            },
        )
        .await;
    }
    let aura = region(&app.pool, "Auvergne-Rhône-Alpes").await;
    let path = format!("/emploi/feed?search=ebeniste&places=region-{aura}");
    let mut feed = String::new();
    for _ in 0..300 {
        feed = get_text(&app, &path).await.1;
        if feed.contains("<entry>") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        feed.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\""),
        "{feed}"
    );
    assert!(
        feed.contains(
            "Ébéniste d&#39;art — Atelier Dubois &amp; fils — Lyon 3e Arrondissement (69003)"
        ),
        "{feed}"
    );
    assert!(!feed.contains("parisien"));
    assert!(!feed.contains("brouillon"));

    let bad = app.get("/emploi/feed?contracts=/api/job_types/1").await;
    assert_eq!(bad.status(), 422);

    let (kind, xml) = get_text(&app, "/feeds/offers.xml").await;
    assert!(kind.starts_with("application/xml"));
    assert!(xml.starts_with("<?xml"));
    assert!(xml.trim_end().ends_with("</source>"));
    assert_eq!(xml.matches("<job>").count(), 2, "{xml}");
    assert!(xml.contains("<postalcode>69003</postalcode>"));
    assert!(xml.contains("<city>Lyon</city>"));
    assert!(xml.contains("<jobtype>CDI</jobtype>"));
    assert!(xml.contains("<company>Atelier Dubois &amp; fils</company>"));
}
