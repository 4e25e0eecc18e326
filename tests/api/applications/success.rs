//! The answers of applying and of the recruiter's list, snapshotted (volatile values replaced,
//! `support::snapshot`).

use serde_json::json;

use crate::support::{builder::upload, helpers::TestApp, helpers::PDF, snapshot::success};

#[tokio::test]
async fn applying_answers_the_application_and_the_recruiter_lists_it() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    let lea = app.a_candidate("lea@exemple.fr").await;
    let created = app
        .graphql_as(
            &lea.token,
            "mutation ($input: CreateJobOfferApplicationInput!) {
               createJobOfferApplication(input: $input) { jobOfferApplication {
                 _id interviewStatus phone coverLetterMessage jobOffer { title } } } }",
            json!({ "input": { "jobOffer": offer.iri, "phone": "06 12 34 56 78",
                    "coverLetterMessage": "Passionnée de tissus anciens." } }),
        )
        .await;
    insta::assert_json_snapshot!("application_created", success(&created));
    let id = created["data"]["createJobOfferApplication"]["jobOfferApplication"]["_id"]
        .as_i64()
        .expect("the application's _id");
    let sent = upload(
        &app,
        Some(&lea.token),
        id,
        Some(("cv.pdf", PDF)),
        Some(("lettre.pdf", PDF)),
    )
    .await;
    assert_eq!(sent.status(), 200);
    let listed = app
        .graphql_as(
            &company.token,
            "query ($offer: ID) { jobOfferApplications(jobOfferId: $offer) { totalCount
               edges { node { _id readAt interviewStatus candidateName candidateEmail phone
                 coverLetterMessage jobOffer { title } } } } }",
            json!({ "offer": offer.iri }),
        )
        .await;
    insta::assert_json_snapshot!("applications_listed", success(&listed));
}

#[tokio::test]
async fn a_candidate_who_applied_reads_her_applications_story() {
    let app = TestApp::new().await;
    let company = app.company_with_credits(1).await;
    let offer = app.published_offer(&company).await;
    let applied = app.candidate_who_applied(&offer).await;
    let story = app
        .graphql_as(
            &applied.candidate.token,
            "query ($id: ID!) { jobOfferApplication(id: $id) { _id withdrawn candidateName phone
               coverLetterMessage cvPath steps { kind at } jobOffer { title } } }",
            json!({ "id": applied.application }),
        )
        .await;
    insta::assert_json_snapshot!("application_story", success(&story));
}
