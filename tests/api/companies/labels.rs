//! Craft labels (issue 54, item 5; docs/labels.md): a company declares one with its proof;
//! nothing shows until staff approve it; an approved label shows on the company page, the
//! offer, the search cards and under « Savoir-faire labellisé » until it expires; a refusal
//! is mailed with its reason; the cap holds under a race.

use serde_json::{json, Value};

use crate::content::answers::build_ui_with;
use crate::security::race::fire;
use crate::support::builder::{offer_input, Company, Offer};
use crate::support::helpers::{error_of, TestApp, PDF};

const MINE: &str =
    "{ myCompanyLabels { id _id kind title holderName expiresOn status refusalReason proofPath } }";
const PENDING: &str = "{ admin { pendingCompanyLabels { id kind title companyName proofPath } } }";
const DECIDE: &str = "mutation($id: ID!, $approve: Boolean!, $reason: String) {
  admin { decideCompanyLabel(id: $id, approve: $approve, reason: $reason) { status refusalReason } } }";
const COMPANY_PAGE: &str =
    "query($id: ID!) { company(id: $id) { labels { kind name holderName } } }";
const WITHDRAW: &str = "mutation($id: ID!) { withdrawCompanyLabel(id: $id) }";
const OFFER: &str = "query($id: ID!) { jobOffer(id: $id) { craftLabels } }";
const SEARCH: &str = "query($labelled: Boolean) {
  jobOffers(labelled: $labelled) { totalCount edges { node { _id craftLabels } } } }";

/// POSTs a declaration; returns the status and the JSON answer.
async fn declare(
    app: &TestApp,
    token: &str,
    kind: &str,
    holder: &str,
    expires_on: &str,
    proof: (&str, &[u8]),
) -> (u16, Value) {
    let form = reqwest::multipart::Form::new()
        .text("kind", kind.to_owned())
        .text("holderName", holder.to_owned())
        .text("expiresOn", expires_on.to_owned())
        .part(
            "proof",
            reqwest::multipart::Part::bytes(proof.1.to_vec()).file_name(proof.0.to_owned()),
        );
    let response = app
        .send_form("/api/upload/company-label", form, Some(token))
        .await;
    let status = response.status().as_u16();
    (status, response.json().await.expect("JSON"))
}

fn in_years(years: i32) -> String {
    let today = chrono::Utc::now().date_naive();
    today
        .checked_add_months(chrono::Months::new(12 * years as u32))
        .expect("date")
        .to_string()
}

async fn badges_everywhere(
    app: &TestApp,
    company: &Company,
    offer: &Offer,
) -> (Value, Value, Value) {
    let page = app.query(COMPANY_PAGE, json!({ "id": company.iri })).await;
    let on_offer = app.query(OFFER, json!({ "id": offer.iri })).await;
    let search = app.query(SEARCH, json!({ "labelled": null })).await;
    (
        page["company"]["labels"].clone(),
        on_offer["jobOffer"]["craftLabels"].clone(),
        search["jobOffers"]["edges"][0]["node"]["craftLabels"].clone(),
    )
}

/// Waits until « Savoir-faire labellisé » finds `total` offers (the index follows the outbox).
async fn labelled(app: &TestApp, total: i64) {
    for _ in 0..300 {
        let answer = app.query(SEARCH, json!({ "labelled": true })).await;
        if answer["jobOffers"]["totalCount"] == total {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("« Savoir-faire labellisé » never found {total} offers");
}

#[tokio::test]
async fn a_label_shows_only_once_staff_approved_it_and_until_it_expires() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(1).await;
    let offer = app
        .publish_offer(
            &company,
            offer_input(&app, &company.iri, "Ébéniste H/F").await,
        )
        .await;
    app.indexed(1).await;

    let (status, declared) = declare(
        &app,
        &company.token,
        "MOF",
        "Jeanne Martin",
        "",
        ("diplome-mof.pdf", PDF),
    )
    .await;
    assert_eq!(status, 200, "{declared}");
    assert_eq!(declared["status"], "PENDING");
    assert_eq!(
        declared["title"],
        "Meilleur Ouvrier de France — Jeanne Martin"
    );
    let (status, epv) = declare(
        &app,
        &company.token,
        "EPV",
        "",
        &in_years(4),
        ("epv.pdf", PDF),
    )
    .await;
    assert_eq!(status, 200, "{epv}");

    // Declared, not approved: nowhere to be seen.
    let mine = app.graphql_as(&company.token, MINE, json!({})).await;
    let labels = mine["data"]["myCompanyLabels"]
        .as_array()
        .expect("labels")
        .clone();
    assert_eq!(labels.len(), 2, "{mine}");
    assert!(labels.iter().all(|label| label["status"] == "PENDING"));
    assert_eq!(labels[1]["holderName"], "Jeanne Martin");
    assert_eq!(labels[1]["expiresOn"], Value::Null, "a MOF is for life");
    assert_eq!(labels[0]["expiresOn"], in_years(4));
    assert_eq!(
        badges_everywhere(&app, &company, &offer).await,
        (json!([]), json!([]), json!([]))
    );
    labelled(&app, 0).await;

    // The company and staff open the proof; another company does not.
    let proof = labels[1]["proofPath"].as_str().expect("proof").to_owned();
    let staff = app.staff("moderation@ensemblier.fr").await;
    for token in [&company.token, &staff] {
        let response = app
            .client
            .get(format!("{}{proof}", app.address))
            .bearer_auth(token)
            .send()
            .await
            .expect("proof");
        assert_eq!(response.status(), 200);
        assert_eq!(response.bytes().await.expect("bytes").as_ref(), PDF);
    }
    let other = app
        .a_company()
        .email("rh@autre.fr")
        .named("Autre")
        .create()
        .await;
    let response = app
        .client
        .get(format!("{}{proof}", app.address))
        .bearer_auth(&other.token)
        .send()
        .await
        .expect("proof");
    assert_eq!(response.status(), 404);

    // Staff see both pending, oldest first, and approve the MOF.
    let pending = app.graphql_as(&staff, PENDING, json!({})).await;
    let queue = pending["data"]["admin"]["pendingCompanyLabels"]
        .as_array()
        .expect("pending")
        .clone();
    assert_eq!(queue.len(), 2, "{pending}");
    assert_eq!(queue[0]["kind"], "MOF");
    let approved = app
        .graphql_as(
            &staff,
            DECIDE,
            json!({ "id": queue[0]["id"], "approve": true }),
        )
        .await;
    assert_eq!(
        approved["data"]["admin"]["decideCompanyLabel"]["status"], "APPROVED",
        "{approved}"
    );
    app.mail_to(&company.email, "Votre label a été validé")
        .await;
    labelled(&app, 1).await;
    let (page, on_offer, card) = badges_everywhere(&app, &company, &offer).await;
    assert_eq!(
        page,
        json!([{ "kind": "MOF", "name": "Meilleur Ouvrier de France", "holderName": "Jeanne Martin" }])
    );
    assert_eq!(on_offer, json!(["MOF"]));
    assert_eq!(card, json!(["MOF"]));
    first_screens_show(&app, &company, &offer, "Meilleur Ouvrier de France").await;
    let audit: i64 =
        sqlx::query_scalar("SELECT count(*) FROM audit_log WHERE action = 'company_label.approve'")
            .fetch_one(&app.pool)
            .await
            .expect("audit");
    assert_eq!(audit, 1);

    // The EPV approved too: both show; then its last day passes (time travel): it leaves
    // every place, the MOF (for life) stays.
    app.graphql_as(
        &staff,
        DECIDE,
        json!({ "id": queue[1]["id"], "approve": true }),
    )
    .await;
    card_shows(&app, json!(["EPV", "MOF"])).await;
    let (page, on_offer, _) = badges_everywhere(&app, &company, &offer).await;
    assert_eq!(page.as_array().map(Vec::len), Some(2), "{page}");
    assert_eq!(on_offer, json!(["EPV", "MOF"]));
    sqlx::query("UPDATE company_labels SET expires_on = CURRENT_DATE - 1 WHERE kind = 'EPV'")
        .execute(&app.pool)
        .await
        .expect("time travel");
    card_shows(&app, json!(["MOF"])).await;
    let (page, on_offer, _) = badges_everywhere(&app, &company, &offer).await;
    assert_eq!(
        page,
        json!([{ "kind": "MOF", "name": "Meilleur Ouvrier de France", "holderName": "Jeanne Martin" }])
    );
    assert_eq!(on_offer, json!(["MOF"]));

    // Withdrawn by its company (never by another): it leaves every place, with its proof.
    let mof = json!({ "id": queue[0]["id"] });
    let refused = app.graphql_as(&other.token, WITHDRAW, mof.clone()).await;
    assert_eq!(
        refused["errors"][0]["extensions"]["code"], "NOT_FOUND",
        "{refused}"
    );
    let withdrawn = app.graphql_as(&company.token, WITHDRAW, mof.clone()).await;
    assert_eq!(
        withdrawn["data"]["withdrawCompanyLabel"], queue[0]["id"],
        "{withdrawn}"
    );
    card_shows(&app, json!([])).await;
    labelled(&app, 0).await;
    let (page, on_offer, _) = badges_everywhere(&app, &company, &offer).await;
    assert_eq!((page, on_offer), (json!([]), json!([])));
    let response = app
        .client
        .get(format!("{}{proof}", app.address))
        .bearer_auth(&company.token)
        .send()
        .await
        .expect("proof");
    assert_eq!(response.status(), 404, "the proof is gone");
    let again = app.graphql_as(&company.token, WITHDRAW, mof).await;
    assert_eq!(
        again["errors"][0]["extensions"]["code"], "NOT_FOUND",
        "{again}"
    );
    let audit: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM audit_log WHERE action = 'company_label.withdraw'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("audit");
    assert_eq!(audit, 1);
}

/// The server-written first screens of the offer, the company page (with the holder) and
/// `/emploi` write the badge before any script runs.
async fn first_screens_show(app: &TestApp, company: &Company, offer: &Offer, badge: &str) {
    build_ui_with(
        app,
        &[
            "JobOffer",
            "SimilarJobOffers",
            "PublicCompany",
            "SearchJobOffers",
            "SearchFilters",
        ],
    );
    for (path, shown) in [
        (format!("/emploi/{}/offre", offer.id), badge.to_owned()),
        (
            format!("/entreprises/{}/entreprise", company.id),
            format!("{badge} — Jeanne Martin"),
        ),
        ("/emploi".to_owned(), badge.to_owned()),
    ] {
        let page = app.get(&path).await.text().await.expect("page");
        let (_, markup) = page
            .split_once("<div id=\"root\">")
            .expect("the first screen");
        assert!(
            markup.contains(&format!(
                "<span class=\"fs-chip fs-chip-label\">{shown}</span>"
            )),
            "{path}: {markup}"
        );
    }
}

/// Waits until the search's card of the one offer shows `labels` (the follower's update).
async fn card_shows(app: &TestApp, labels: Value) {
    for _ in 0..300 {
        let answer = app.query(SEARCH, json!({ "labelled": null })).await;
        if answer["jobOffers"]["edges"][0]["node"]["craftLabels"] == labels {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the card never showed {labels}");
}

#[tokio::test]
async fn a_refused_label_is_mailed_with_its_reason_and_never_shows() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(1).await;
    let offer = app
        .publish_offer(
            &company,
            offer_input(&app, &company.iri, "Ébéniste H/F").await,
        )
        .await;
    let (status, _) = declare(
        &app,
        &company.token,
        "MAITRE_ART",
        "Paul Doreur",
        "",
        ("titre.pdf", PDF),
    )
    .await;
    assert_eq!(status, 200);
    let staff = app.staff("moderation@ensemblier.fr").await;
    let pending = app.graphql_as(&staff, PENDING, json!({})).await;
    let id = pending["data"]["admin"]["pendingCompanyLabels"][0]["id"].clone();
    let no_reason = app
        .graphql_as(&staff, DECIDE, json!({ "id": id, "approve": false }))
        .await;
    assert_eq!(
        no_reason["errors"][0]["extensions"]["code"], "INVALID_REASON",
        "{no_reason}"
    );
    let refused = app
        .graphql_as(
            &staff,
            DECIDE,
            json!({ "id": id, "approve": false, "reason": "Le justificatif est illisible." }),
        )
        .await;
    assert_eq!(
        refused["data"]["admin"]["decideCompanyLabel"]["status"], "REFUSED",
        "{refused}"
    );
    let mail = app
        .mail_to(&company.email, "Votre label n'a pas été validé")
        .await;
    assert!(
        mail.text.contains("Maître d'art — Paul Doreur"),
        "{}",
        mail.text
    );
    assert!(
        mail.text.contains("Le justificatif est illisible."),
        "{}",
        mail.text
    );
    // Decided once.
    let again = app
        .graphql_as(&staff, DECIDE, json!({ "id": id, "approve": true }))
        .await;
    assert_eq!(again["errors"][0]["extensions"]["code"], "INVALID_LABEL");
    app.indexed(1).await;
    assert_eq!(
        badges_everywhere(&app, &company, &offer).await,
        (json!([]), json!([]), json!([]))
    );
    let mine = app.graphql_as(&company.token, MINE, json!({})).await;
    assert_eq!(
        mine["data"]["myCompanyLabels"][0]["refusalReason"],
        "Le justificatif est illisible."
    );
    // A candidate cannot reach the back-office's list.
    let candidate = app.candidate("lea@exemple.fr").await;
    let answer = app.graphql_as(&candidate, PENDING, json!({})).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "NOT_FOUND");
}

/// Staff take back an approved label with a reason: it leaves the company page, the offer,
/// the search and « Savoir-faire labellisé » at once; the company is mailed why and reads it
/// in its list; a pending label cannot be revoked, nor one twice; the step is logged.
#[tokio::test]
async fn staff_revoke_an_approved_label_with_its_reason_and_it_shows_nowhere() {
    const APPROVED: &str = "{ admin { approvedCompanyLabels { id title companyName } } }";
    const REVOKE: &str = "mutation($id: ID!, $reason: String) {
      admin { revokeCompanyLabel(id: $id, reason: $reason) { status refusalReason } } }";
    let app = TestApp::new().await;
    let company = app.company_with_credits(1).await;
    let offer = app
        .publish_offer(
            &company,
            offer_input(&app, &company.iri, "Doreur H/F").await,
        )
        .await;
    let (status, _) = declare(
        &app,
        &company.token,
        "EPV",
        "",
        &in_years(3),
        ("epv.pdf", PDF),
    )
    .await;
    assert_eq!(status, 200);
    let staff = app.staff("moderation@ensemblier.fr").await;
    let pending = app.graphql_as(&staff, PENDING, json!({})).await;
    let id = pending["data"]["admin"]["pendingCompanyLabels"][0]["id"].clone();
    let early = app
        .graphql_as(&staff, REVOKE, json!({ "id": id, "reason": "Trop tôt." }))
        .await;
    assert_eq!(
        early["errors"][0]["extensions"]["code"], "INVALID_LABEL",
        "a pending label is decided, not revoked: {early}"
    );
    app.graphql_as(&staff, DECIDE, json!({ "id": id, "approve": true }))
        .await;
    labelled(&app, 1).await;
    let approved = app.graphql_as(&staff, APPROVED, json!({})).await;
    assert_eq!(
        approved["data"]["admin"]["approvedCompanyLabels"][0]["id"], id,
        "{approved}"
    );

    let no_reason = app
        .graphql_as(&staff, REVOKE, json!({ "id": id, "reason": "  " }))
        .await;
    assert_eq!(
        no_reason["errors"][0]["extensions"]["code"], "INVALID_REASON",
        "{no_reason}"
    );
    let revoked = app
        .graphql_as(
            &staff,
            REVOKE,
            json!({ "id": id, "reason": "Le label n'a pas été renouvelé par l'État." }),
        )
        .await;
    assert_eq!(
        revoked["data"]["admin"]["revokeCompanyLabel"]["status"], "REFUSED",
        "{revoked}"
    );
    let twice = app
        .graphql_as(&staff, REVOKE, json!({ "id": id, "reason": "Encore." }))
        .await;
    assert_eq!(twice["errors"][0]["extensions"]["code"], "INVALID_LABEL");
    labelled(&app, 0).await;
    assert_eq!(
        badges_everywhere(&app, &company, &offer).await,
        (json!([]), json!([]), json!([]))
    );
    let mail = app
        .mail_to(&company.email, "Votre label a été retiré")
        .await;
    assert!(
        mail.text
            .contains("Le label n'a pas été renouvelé par l'État."),
        "{}",
        mail.text
    );
    let mine = app.graphql_as(&company.token, MINE, json!({})).await;
    assert_eq!(
        mine["data"]["myCompanyLabels"][0]["refusalReason"],
        "Le label n'a pas été renouvelé par l'État."
    );
    let logged: i64 =
        sqlx::query_scalar("SELECT count(*) FROM audit_log WHERE action = 'company_label.revoke'")
            .fetch_one(&app.pool)
            .await
            .expect("audit");
    assert_eq!(logged, 1);
    // Nobody but staff reaches the list or the mutation.
    let answer = app.graphql_as(&company.token, APPROVED, json!({})).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "NOT_FOUND");
}

#[tokio::test]
async fn a_declaration_needs_a_real_pdf_its_holder_and_a_plausible_expiry() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(0).await;
    let (status, answer) = declare(
        &app,
        &company.token,
        "MOF",
        "Jeanne Martin",
        "",
        ("diplome.pdf", b"<html>not a pdf</html>"),
    )
    .await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (422, Some("NOT_PDF")),
        "{answer}"
    );
    let (status, answer) = declare(&app, &company.token, "MOF", " ", "", ("d.pdf", PDF)).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (422, Some("INVALID_LABEL")),
        "{answer}"
    );
    let (status, answer) = declare(
        &app,
        &company.token,
        "EPV",
        "",
        &in_years(6),
        ("d.pdf", PDF),
    )
    .await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (422, Some("INVALID_LABEL")),
        "{answer}"
    );
    let (status, _) = declare(
        &app,
        &company.token,
        "MOF",
        "Jeanne Martin",
        "",
        ("d.pdf", PDF),
    )
    .await;
    assert_eq!(status, 200);
    let (status, answer) = declare(
        &app,
        &company.token,
        "MOF",
        "jeanne martin",
        "",
        ("d.pdf", PDF),
    )
    .await;
    assert_eq!(
        (status, answer["error"].as_str()),
        (
            422,
            Some("Ce label est déjà déclaré pour votre entreprise.")
        ),
        "{answer}"
    );
    // A candidate is no company.
    let candidate = app.candidate("lea@exemple.fr").await;
    let form = reqwest::multipart::Form::new().text("kind", "MOF");
    let response = app
        .send_form("/api/upload/company-label", form, Some(&candidate))
        .await;
    assert_eq!(error_of(response).await.0, 403);
}

#[tokio::test]
async fn twenty_declarations_at_once_store_six_labels() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(0).await;
    let results = fire(20, |i| {
        let app = &app;
        let token = company.token.clone();
        async move {
            declare(
                app,
                &token,
                "MOF",
                &format!("Artisan {i}"),
                "",
                ("d.pdf", PDF),
            )
            .await
        }
    })
    .await;
    let passed = results.iter().filter(|(status, _)| *status == 200).count();
    assert_eq!(passed, 6, "{results:?}");
    assert!(results
        .iter()
        .filter(|(status, _)| *status != 200)
        .all(|(status, answer)| *status == 422 && answer["code"] == "TOO_MANY_LABELS"));
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM company_labels")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(stored, 6);
}
