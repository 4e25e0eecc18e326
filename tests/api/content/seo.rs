//! What search engines read: heads written by the server, JobPosting, sitemap, robots.

use serde_json::Value;

use crate::{
    support::fixtures::{self, Offer},
    support::helpers::spawn_app,
};

pub fn between<'a>(page: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = page.find(start)? + start.len();
    let to = page[from..].find(end)? + from;
    Some(&page[from..to])
}

pub fn json_ld(page: &str) -> Option<Value> {
    between(page, "<script type=\"application/ld+json\">", "</script>")
        .and_then(|json| serde_json::from_str(json).ok())
}

#[tokio::test]
async fn a_live_offer_page_has_its_head_and_a_complete_job_posting() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier du Forez").await;
    let description = format!(
        "<p>{}</p>",
        "Restauration de meubles anciens et création contemporaine. ".repeat(6)
    );
    let id = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Ébéniste H/F",
            description: &description,
            insee: "42218",
            ..Offer::default()
        },
    )
    .await;
    sqlx::query("UPDATE job_offers SET job_salary_id = (SELECT id FROM job_salaries WHERE code = '25k-30k'), slug = 'ebeniste-h-f' WHERE id = $1")
        .bind(id)
        .execute(&app.pool)
        .await
        .expect("salary");
    let response = app.get(&format!("/emploi/{id}/ebeniste-h-f")).await;
    assert_eq!(response.status(), 200);
    let page = response.text().await.expect("page");
    assert_eq!(
        between(&page, "<title>", "</title>"),
        Some("Ébéniste H/F – Atelier du Forez à Saint-Étienne — Ensemblier")
    );
    let meta = between(&page, "<meta name=\"description\" content=\"", "\"").expect("description");
    assert_eq!(meta.chars().count(), 200);
    assert!(meta.starts_with("Restauration de meubles anciens") && meta.ends_with('…'));
    assert!(page.contains(&format!(
        "<link rel=\"canonical\" href=\"http://localhost:8080/emploi/{id}/ebeniste-h-f\" />"
    )));
    assert!(page.contains("<meta property=\"og:title\""));
    assert!(!page.contains("noindex"));
    assert!(
        page.contains("<div id=\"root\"></div>"),
        "the app follows its head"
    );

    let posting = json_ld(&page).expect("a JobPosting");
    assert_eq!(posting["@type"], "JobPosting");
    for property in [
        "title",
        "description",
        "datePosted",
        "validThrough",
        "employmentType",
        "hiringOrganization",
        "jobLocation",
    ] {
        assert!(
            !posting[property].is_null(),
            "{property} missing: {posting}"
        );
    }
    assert_eq!(posting["title"], "Ébéniste H/F");
    assert_eq!(posting["employmentType"], "FULL_TIME");
    assert_eq!(posting["hiringOrganization"]["name"], "Atelier du Forez");
    let address = &posting["jobLocation"]["address"];
    assert_eq!(address["addressLocality"], "Saint-Étienne");
    assert_eq!(address["postalCode"], "42000");
    assert_eq!(address["addressRegion"], "Auvergne-Rhône-Alpes");
    assert_eq!(address["addressCountry"], "FR");
    assert_eq!(posting["baseSalary"]["currency"], "EUR");
    assert_eq!(posting["baseSalary"]["value"]["minValue"], 25000);
    assert_eq!(posting["baseSalary"]["value"]["maxValue"], 30000);
    assert_eq!(posting["baseSalary"]["value"]["unitText"], "YEAR");
}

#[tokio::test]
async fn the_head_and_the_job_posting_carry_text_not_tags() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier").await;
    let id = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Tapissier",
            description: "<p>Atelier <strong>familial</strong> &amp; fier.</p><ul><li>Couture</li><li>Garnitures</li></ul>",
            ..Offer::default()
        },
    )
    .await;
    let page = app
        .get(&format!("/emploi/{id}/offre"))
        .await
        .text()
        .await
        .expect("page");
    for meta in [
        "<meta name=\"description\" content=\"",
        "<meta property=\"og:description\" content=\"",
    ] {
        assert_eq!(
            between(&page, meta, "\""),
            Some("Atelier familial &amp; fier. Couture Garnitures"),
            "{meta}"
        );
    }
    let posting = json_ld(&page).expect("a JobPosting");
    assert_eq!(
        posting["description"],
        "Atelier familial & fier.\nCouture\nGarnitures"
    );
}

#[tokio::test]
async fn expired_and_removed_offers_lose_their_job_posting() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier").await;
    let expired = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Ancienne",
            days_ago: 40,
            ..Offer::default()
        },
    )
    .await;
    let draft = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Brouillon",
            status: 0,
            ..Offer::default()
        },
    )
    .await;
    let old = app.get(&format!("/emploi/{expired}/offre")).await;
    assert_eq!(old.status(), 200, "visitors still see the expired notice");
    let old = old.text().await.expect("page");
    assert!(old.contains("<meta name=\"robots\" content=\"noindex\" />"));
    assert!(json_ld(&old).is_none());
    for path in [
        format!("/emploi/{draft}/offre"),
        "/emploi/999999/inconnue".to_owned(),
    ] {
        let response = app.get(&path).await;
        assert_eq!(response.status(), 404, "{path}");
        let page = response.text().await.expect("page");
        assert!(
            page.contains("noindex") && json_ld(&page).is_none(),
            "{path}"
        );
        assert!(!page.contains("Brouillon"), "a draft's title never leaks");
    }
}

#[tokio::test]
async fn public_pages_are_indexed_and_private_ones_are_not() {
    let app = spawn_app().await;
    let tarifs = app.get("/tarifs").await.text().await.expect("page");
    assert_eq!(
        between(&tarifs, "<title>", "</title>"),
        Some("Tarifs des annonces — Ensemblier")
    );
    assert!(!tarifs.contains("noindex"));
    let home = app.get("/").await.text().await.expect("page");
    assert!(home.contains("<link rel=\"canonical\" href=\"http://localhost:8080/\" />"));
    for private in ["/dashboard/jobs", "/login", "/emploi/nouvelle-annonce"] {
        let page = app.get(private).await.text().await.expect("page");
        assert!(page.contains("noindex"), "{private}");
    }
}

#[tokio::test]
async fn the_sitemap_lists_live_offers_and_posts_and_robots_points_to_it() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier").await;
    let live = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            ..Offer::default()
        },
    )
    .await;
    let draft = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            status: 0,
            ..Offer::default()
        },
    )
    .await;
    let expired = fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            days_ago: 45,
            ..Offer::default()
        },
    )
    .await;
    let post: i64 = sqlx::query_scalar(
        "INSERT INTO posts (slug, title) VALUES ('salaires-2026', 'Salaires 2026') RETURNING id",
    )
    .fetch_one(&app.pool)
    .await
    .expect("post");
    let response = app.get("/sitemap.xml").await;
    assert_eq!(
        response.headers()["content-type"],
        "application/xml; charset=utf-8"
    );
    let xml = response.text().await.expect("xml");
    assert!(xml.contains(&format!(
        "<loc>http://localhost:8080/emploi/{live}/offre</loc><lastmod>"
    )));
    assert!(xml.contains(&format!(
        "<loc>http://localhost:8080/tendance-rh/{post}/salaires-2026</loc><lastmod>"
    )));
    assert!(
        !xml.contains(&format!("/emploi/{draft}/"))
            && !xml.contains(&format!("/emploi/{expired}/"))
    );
    assert!(xml.contains("<loc>http://localhost:8080/tarifs</loc>"));
    let robots = app.get("/robots.txt").await.text().await.expect("robots");
    assert!(robots.contains("Sitemap: http://localhost:8080/sitemap.xml"));
    assert!(robots.contains("Disallow: /dashboard"));
}

#[tokio::test]
async fn the_page_on_what_the_machine_does_has_its_head_and_is_in_the_sitemap() {
    let app = spawn_app().await;
    let page = app
        .get("/comment-fonctionne-ensemblier")
        .await
        .text()
        .await
        .expect("page");
    assert_eq!(
        between(&page, "<title>", "</title>"),
        Some("Comment fonctionne Ensemblier — Ensemblier")
    );
    let description =
        between(&page, "<meta name=\"description\" content=\"", "\"").expect("description");
    assert!(
        description.contains("ce que fait la machine")
            && description.contains("vérification des annonces"),
        "{description}"
    );
    assert!(page.contains(
        "<link rel=\"canonical\" href=\"http://localhost:8080/comment-fonctionne-ensemblier\" />"
    ));
    assert!(!page.contains("noindex"));
    let xml = app.get("/sitemap.xml").await.text().await.expect("xml");
    assert!(xml.contains("<loc>http://localhost:8080/comment-fonctionne-ensemblier</loc>"));
}
