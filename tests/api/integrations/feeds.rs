//! Feeds: an Atom feed per search (the parameters of `/emploi`) and every live offer in the
//! XML job aggregators read: Indeed-shaped, Jooble's and Adzuna's formats, each read back by a
//! real XML parser against its format's rules.

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

/// A job of an aggregator feed: its attributes and its fields' texts (CDATA read as text).
#[derive(Debug, Default)]
struct FeedJob {
    attributes: Vec<(String, String)>,
    fields: std::collections::BTreeMap<String, String>,
}

impl FeedJob {
    fn field(&self, name: &str) -> &str {
        self.fields.get(name).map_or("", String::as_str)
    }
}

/// Parses `xml` strictly (well-formed, end tags matching): the root's name and its `<job>`s.
fn parse_jobs(xml: &str) -> (String, Vec<FeedJob>) {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut root = String::new();
    let mut jobs = Vec::new();
    let mut depth = 0;
    let mut field: Option<String> = None;
    let mut job: Option<FeedJob> = None;
    loop {
        match reader
            .read_event()
            .unwrap_or_else(|e| panic!("not well-formed: {e}: {xml}"))
        {
            Event::Start(start) => {
                depth += 1;
                let name = String::from_utf8(start.name().as_ref().to_vec()).expect("name");
                match depth {
                    1 => root = name,
                    2 => {
                        assert_eq!(name, "job", "{xml}");
                        let attributes = start
                            .attributes()
                            .map(|a| {
                                let a = a.expect("attribute");
                                (
                                    String::from_utf8(a.key.as_ref().to_vec()).expect("key"),
                                    a.normalized_value(quick_xml::XmlVersion::Explicit1_0)
                                        .expect("value")
                                        .into_owned(),
                                )
                            })
                            .collect();
                        job = Some(FeedJob {
                            attributes,
                            ..FeedJob::default()
                        });
                    }
                    _ => field = Some(name),
                }
            }
            Event::End(_) => {
                depth -= 1;
                match depth {
                    1 => jobs.extend(job.take()),
                    _ => field = None,
                }
            }
            Event::Text(text) => push(&mut job, &field, &text.decode().expect("text")),
            Event::CData(text) => push(&mut job, &field, &text.decode().expect("cdata")),
            Event::GeneralRef(entity) => {
                let name = entity.decode().expect("entity");
                let text = quick_xml::escape::unescape(&format!("&{name};"))
                    .expect("entity")
                    .into_owned();
                push(&mut job, &field, &text);
            }
            Event::Eof => break,
            _ => {}
        }
    }
    (root, jobs)
}

fn push(job: &mut Option<FeedJob>, field: &Option<String>, text: &str) {
    if let (Some(job), Some(field)) = (job.as_mut(), field) {
        job.fields.entry(field.clone()).or_default().push_str(text);
    }
}

/// Jooble: one `<job id>` per live offer with its link, title, place, complete description
/// (CDATA holds any text, `]]>` included), company and `DD.MM.YYYY` dates. Adzuna: `<jobs>`
/// of the offers whose description has 100 characters at least, with `permanent` for a CDI.
#[tokio::test]
async fn the_jooble_and_adzuna_feeds_follow_their_formats() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier Dubois & fils").await;
    let long =
        "<p>Restauration de sièges anciens en crin et ressorts, garnitures traditionnelles, \
                couverture en tissus d'éditeurs. Le code du chantier est « ]]> » pour l'accès.</p>";
    for (title, description, status) in [
        ("Tapissier d'art", long, 2),
        ("Ébéniste", "<p>Court.</p>", 2),
        ("Doreur en brouillon", long, 0),
    ] {
        fixtures::offer(
            &app.pool,
            Offer {
                company_id: company,
                title,
                description,
                insee: "69383",
                status,
                ..Offer::default()
            },
        )
        .await;
    }

    let (kind, xml) = get_text(&app, "/feeds/jooble.xml").await;
    assert!(kind.starts_with("application/xml"));
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"utf-8\"?>"));
    let (root, jobs) = parse_jobs(&xml);
    assert_eq!(root, "jobs");
    assert_eq!(jobs.len(), 2, "the live offers: {xml}");
    let date = |text: &str| {
        chrono::NaiveDate::parse_from_str(text, "%d.%m.%Y")
            .unwrap_or_else(|_| panic!("DD.MM.YYYY: {text}"))
    };
    for job in &jobs {
        assert!(
            job.attributes
                .iter()
                .any(|(key, value)| key == "id" && !value.is_empty()),
            "{job:?}"
        );
        for field in [
            "link",
            "name",
            "region",
            "description",
            "company",
            "pubdate",
            "updated",
            "expire",
        ] {
            assert!(!job.field(field).is_empty(), "{field}: {job:?}");
        }
        assert!(job
            .field("link")
            .starts_with("http://localhost:8080/emploi/"));
        assert_eq!(job.field("company"), "Atelier Dubois & fils");
        assert_eq!(job.field("region"), "Lyon, Auvergne-Rhône-Alpes");
        assert_eq!(job.field("jobtype"), "CDI");
        assert!(date(job.field("pubdate")) <= date(job.field("updated")));
        assert!(date(job.field("pubdate")) < date(job.field("expire")));
        assert!(job.attributes.iter().all(|(key, _)| key == "id"));
    }
    let tapissier = jobs
        .iter()
        .find(|j| j.field("name") == "Tapissier d'art")
        .expect("the offer");
    assert!(
        tapissier.field("description").contains("« ]]> »"),
        "CDATA keeps the text whole: {tapissier:?}"
    );
    assert!(
        xml.matches("<![CDATA[").count() >= 14,
        "every text in CDATA, as Jooble asks"
    );

    let (_, xml) = get_text(&app, "/feeds/adzuna.xml").await;
    let (root, jobs) = parse_jobs(&xml);
    assert_eq!(root, "jobs");
    assert_eq!(
        jobs.len(),
        1,
        "a description under 100 characters is left out: {xml}"
    );
    let job = &jobs[0];
    for field in [
        "id",
        "title",
        "description",
        "url",
        "company",
        "location",
        "date",
    ] {
        assert!(!job.field(field).is_empty(), "{field}: {job:?}");
    }
    assert_eq!(job.field("title"), "Tapissier d'art");
    assert_eq!(job.field("contract_type"), "permanent");
    assert!(job.field("location").ends_with(", 69003"), "{job:?}");
    assert!(
        job.field("description").starts_with("<p>Restauration"),
        "HTML kept: {job:?}"
    );
    chrono::NaiveDate::parse_from_str(job.field("date"), "%Y-%m-%d").expect("an ISO date");
}
