//! Everything company-side is scoped by membership and role (issue 38): every company-side
//! GraphQL query and mutation and every company file route, tried by the owner, a recruiter
//! of the company, a member removed from it (her session still open) and the owner of another
//! company. The owner reaches everything; a recruiter reaches offers and applications, not
//! billing, banners, members or integrations; a removed member reaches nothing; another company never
//! reaches this company's records.

use serde_json::{json, Value};

use crate::{
    applications::company_with_offer,
    billing::confirmed_company,
    companies::team::{recruiter_joins, INVITE},
    offers::offer_form,
    support::fixtures::{self, Offer},
    support::helpers::{TestApp, PNG},
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Past the access check (a later refusal of the input still counts as reached).
    Reached,
    /// FORBIDDEN, NOT_FOUND, UNAUTHENTICATED, or this company's records not in the answer.
    Refused,
}
use Outcome::{Reached, Refused};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Actor {
    Owner,
    Recruiter,
    Removed,
    OtherCompany,
}

/// Who may: every member (offers, applications) or the owners only (billing, banners, members).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    Members,
    Owners,
}

/// Whether the call names this company's records (an offer, an order…): another company is
/// refused. An unscoped call acts on the caller's own company (buying, inviting): another
/// company's owner reaches her own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    Scoped,
    Unscoped,
}

#[derive(Clone, Copy, Debug)]
enum Case {
    // GraphQL queries
    MyCompanies,
    MyOffers,
    Wallets,
    MyUrgentOffers,
    OfferApplications,
    OneApplication,
    ApplicationPortfolio,
    OfferWording,
    MyOrders,
    OrderInvoices,
    MyTeam,
    TeamLog,
    MyIntegrations,
    // GraphQL mutations
    UpdateMyCompany,
    CreateOffer,
    UpdateOffer,
    PublishOffer,
    DuplicateOffer,
    DeleteOffer,
    TriageApplication,
    MailApplicants,
    AnswerApplications,
    NoteApplications,
    InviteMember,
    RevokeInvitation,
    SetMemberRole,
    RemoveMember,
    SetWebhook,
    SendWebhookAgain,
    CreateApiToken,
    // REST and file routes
    ApplicationCv,
    ApplicationBookPdf,
    ApplicationsCsv,
    ApplicationsZip,
    CompanyLogo,
    CreateIntent,
    ApplyCode,
    Transfer,
    BillingIdentityRead,
    BillingIdentitySave,
    SyncOrder,
    InvoicePdf,
    CreditNotePdf,
    BannerCreative,
    MyBanners,
}

const CASES: &[(Case, Who, Scope)] = &[
    (Case::MyCompanies, Who::Members, Scope::Scoped),
    (Case::MyOffers, Who::Members, Scope::Scoped),
    (Case::Wallets, Who::Members, Scope::Scoped),
    (Case::MyUrgentOffers, Who::Members, Scope::Scoped),
    (Case::OfferApplications, Who::Members, Scope::Scoped),
    (Case::OneApplication, Who::Members, Scope::Scoped),
    (Case::ApplicationPortfolio, Who::Members, Scope::Scoped),
    (Case::OfferWording, Who::Members, Scope::Unscoped),
    (Case::MyOrders, Who::Owners, Scope::Scoped),
    (Case::OrderInvoices, Who::Owners, Scope::Scoped),
    // Every member reads the team's list (issue 58, minor 17); its log and invitations are the
    // owners'. Another company's member reads her own team, never this one.
    (Case::MyTeam, Who::Members, Scope::Scoped),
    (Case::TeamLog, Who::Owners, Scope::Scoped),
    (Case::MyIntegrations, Who::Owners, Scope::Scoped),
    (Case::UpdateMyCompany, Who::Members, Scope::Scoped),
    (Case::CreateOffer, Who::Members, Scope::Scoped),
    (Case::UpdateOffer, Who::Members, Scope::Scoped),
    (Case::PublishOffer, Who::Members, Scope::Scoped),
    (Case::DuplicateOffer, Who::Members, Scope::Scoped),
    (Case::DeleteOffer, Who::Members, Scope::Scoped),
    (Case::TriageApplication, Who::Members, Scope::Scoped),
    (Case::MailApplicants, Who::Members, Scope::Scoped),
    (Case::AnswerApplications, Who::Members, Scope::Scoped),
    (Case::NoteApplications, Who::Members, Scope::Scoped),
    (Case::InviteMember, Who::Owners, Scope::Unscoped),
    (Case::RevokeInvitation, Who::Owners, Scope::Scoped),
    (Case::SetMemberRole, Who::Owners, Scope::Scoped),
    (Case::RemoveMember, Who::Owners, Scope::Scoped),
    (Case::SetWebhook, Who::Owners, Scope::Unscoped),
    (Case::SendWebhookAgain, Who::Owners, Scope::Scoped),
    (Case::CreateApiToken, Who::Owners, Scope::Unscoped),
    (Case::ApplicationCv, Who::Members, Scope::Scoped),
    (Case::ApplicationBookPdf, Who::Members, Scope::Scoped),
    (Case::ApplicationsCsv, Who::Members, Scope::Scoped),
    (Case::ApplicationsZip, Who::Members, Scope::Scoped),
    (Case::CompanyLogo, Who::Members, Scope::Scoped),
    (Case::CreateIntent, Who::Owners, Scope::Unscoped),
    (Case::ApplyCode, Who::Owners, Scope::Unscoped),
    (Case::Transfer, Who::Owners, Scope::Unscoped),
    (Case::BillingIdentityRead, Who::Owners, Scope::Scoped),
    (Case::BillingIdentitySave, Who::Owners, Scope::Unscoped),
    (Case::SyncOrder, Who::Owners, Scope::Scoped),
    (Case::InvoicePdf, Who::Owners, Scope::Scoped),
    (Case::CreditNotePdf, Who::Owners, Scope::Scoped),
    (Case::BannerCreative, Who::Owners, Scope::Unscoped),
    (Case::MyBanners, Who::Owners, Scope::Unscoped),
];

fn expected(actor: Actor, who: Who, scope: Scope) -> Outcome {
    match (actor, who, scope) {
        (Actor::Owner, _, _) | (Actor::Recruiter, Who::Members, _) => Reached,
        (Actor::OtherCompany, _, Scope::Unscoped) => Reached,
        _ => Refused,
    }
}

/// The company under test and its records.
struct World {
    app: TestApp,
    company_id: i64,
    company_iri: String,
    offer: i64,
    application: i64,
    application_uuid: String,
    order_uuid: String,
    invoice_uuid: String,
    invoice_reference: String,
    credit_note_uuid: String,
    wallet_iri: String,
    /// The webhook delivery of `application`.
    delivery: i64,
    owner: String,
    recruiter: String,
    recruiter_id: i64,
    removed: String,
    other: String,
}

/// The company's webhook address.
const WEBHOOK: &str = "http://127.0.0.1:9/lumiere";

const REFUSALS: [&str; 4] = [
    "FORBIDDEN",
    "NOT_FOUND",
    "UNAUTHENTICATED",
    "UNKNOWN_COMPANY",
];

/// A GraphQL answer: refused by its code, or when it does not hold `marker` (this company's
/// record) where one is expected.
fn graphql(answer: &Value, marker: Option<&str>) -> Outcome {
    let code = answer["errors"][0]["extensions"]["code"].as_str();
    if code.is_some_and(|code| REFUSALS.contains(&code)) {
        return Refused;
    }
    match marker {
        Some(marker) if !answer.to_string().contains(marker) => Refused,
        _ => Reached,
    }
}

fn rest(status: u16) -> Outcome {
    if [401, 403, 404].contains(&status) {
        Refused
    } else {
        Reached
    }
}

impl World {
    async fn gql(
        &self,
        token: &str,
        query: &str,
        variables: Value,
        marker: Option<&str>,
    ) -> Outcome {
        graphql(&self.app.graphql_as(token, query, variables).await, marker)
    }

    /// `query` with `$id`, a fresh draft of this company.
    async fn on_fresh_offer(&self, token: &str, query: &str) -> Outcome {
        let id = format!("/api/job_offers/{}", self.fresh_offer().await);
        self.gql(token, query, json!({ "id": id }), None).await
    }

    async fn post(&self, token: &str, path: &str, body: Value) -> Outcome {
        rest(self.app.post_json(path, body, Some(token)).await.0)
    }

    async fn get(&self, token: &str, path: &str) -> Outcome {
        let response = self
            .app
            .client
            .get(format!("{}{path}", self.app.address))
            .bearer_auth(token)
            .send()
            .await
            .expect("GET");
        rest(response.status().as_u16())
    }

    /// A fresh draft of this company, for the calls that change or delete one.
    async fn fresh_offer(&self) -> i64 {
        fixtures::offer(
            &self.app.pool,
            Offer {
                company_id: self.company_id,
                title: "Doreur ornemaniste",
                status: 0,
                ..Offer::default()
            },
        )
        .await
    }

    async fn run(&self, case: Case, token: &str) -> Outcome {
        let offer_iri = format!("/api/job_offers/{}", self.offer);
        match case {
            Case::MyCompanies => {
                self.gql(
                    token,
                    "{ companies(getOnlyMine: 1) { edges { node { name } } } }",
                    json!({}),
                    Some("Atelier Lumière"),
                )
                .await
            }
            Case::MyOffers => {
                self.gql(
                    token,
                    "{ jobOffers(get_only_mine: 1) { edges { node { title } } } }",
                    json!({}),
                    Some("Tapissier de la maison Lumière"),
                )
                .await
            }
            Case::Wallets => {
                self.gql(
                    token,
                    "{ wallets { edges { node { id } } } }",
                    json!({}),
                    Some(&self.wallet_iri),
                )
                .await
            }
            Case::MyUrgentOffers => {
                self.gql(
                    token,
                    "{ myUrgentOffers { title } }",
                    json!({}),
                    Some("Ébéniste urgent"),
                )
                .await
            }
            Case::OfferApplications => {
                let query = "query ($offer: ID) { jobOfferApplications(jobOfferId: $offer) { edges { node { uuid } } } }";
                self.gql(
                    token,
                    query,
                    json!({ "offer": offer_iri }),
                    Some(&self.application_uuid),
                )
                .await
            }
            Case::OneApplication => {
                let query = "query ($id: ID!) { jobOfferApplication(id: $id) { uuid } }";
                self.gql(
                    token,
                    query,
                    json!({ "id": self.application }),
                    Some(&self.application_uuid),
                )
                .await
            }
            // The book sent with it (docs/book.md): its projects and its PDF.
            Case::ApplicationPortfolio => {
                let query = "query ($id: ID!) { jobOfferApplication(id: $id) {
                    portfolio { pdfPath projects { title images { caption src } } } } }";
                self.gql(
                    token,
                    query,
                    json!({ "id": self.application }),
                    Some("Paravent laqué"),
                )
                .await
            }
            Case::OfferWording => {
                let query = "query ($input: OfferWordingInput!) { offerWording(input: $input) { __typename } }";
                self.gql(
                    token,
                    query,
                    json!({ "input": { "title": "Doreur", "description": "Atelier." } }),
                    None,
                )
                .await
            }
            Case::MyOrders => {
                self.gql(
                    token,
                    "{ myOrders { edges { node { uuid } } } }",
                    json!({}),
                    Some(&self.order_uuid),
                )
                .await
            }
            Case::OrderInvoices => {
                self.gql(
                    token,
                    "{ orderInvoices { edges { node { reference } } } }",
                    json!({}),
                    Some(&self.invoice_reference),
                )
                .await
            }
            Case::MyIntegrations => {
                self.gql(
                    token,
                    "{ myIntegrations { webhook { url } deliveries { id } } }",
                    json!({}),
                    Some(WEBHOOK),
                )
                .await
            }
            Case::SetWebhook => {
                let query = "mutation ($url: String!) { setWebhook(url: $url) { url } }";
                self.gql(token, query, json!({ "url": WEBHOOK }), None)
                    .await
            }
            Case::SendWebhookAgain => {
                // A finished delivery of this company's application (the owner's call, last,
                // puts it back in the queue).
                sqlx::query("UPDATE webhook_deliveries SET status = 'failed' WHERE id = $1")
                    .bind(self.delivery)
                    .execute(&self.app.pool)
                    .await
                    .expect("a failed delivery");
                let query = "mutation ($id: Int!) { sendWebhookAgain(id: $id) }";
                self.gql(token, query, json!({ "id": self.delivery }), None)
                    .await
            }
            Case::CreateApiToken => {
                self.gql(token, "mutation { createApiToken }", json!({}), None)
                    .await
            }
            Case::MyTeam => {
                self.gql(
                    token,
                    "{ myTeam { members { email } } }",
                    json!({}),
                    Some("rh@lumiere.fr"),
                )
                .await
            }
            Case::TeamLog => {
                self.gql(
                    token,
                    "{ myTeam { log { subjectEmail } invitations { email } } }",
                    json!({}),
                    Some("marc@exemple.fr"),
                )
                .await
            }
            Case::NoteApplications => {
                let query = "mutation ($input: NoteJobOfferApplicationsInput!) { noteJobOfferApplications(input: $input) { ids } }";
                let input = json!({ "ids": [self.application], "interviewStatus": "yes" });
                self.gql(token, query, json!({ "input": input }), None)
                    .await
            }
            Case::UpdateMyCompany => {
                let query = "mutation ($input: UpdateMyCompanyInput!) { updateMyCompany(input: $input) { company { name } } }";
                self.gql(
                    token,
                    query,
                    json!({ "input": { "id": self.company_iri, "name": "Atelier Lumière" } }),
                    None,
                )
                .await
            }
            Case::CreateOffer => {
                let query = "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { _id } } }";
                let input = offer_form(&self.app, &self.company_iri, "cdi").await;
                self.gql(token, query, json!({ "input": input }), None)
                    .await
            }
            Case::UpdateOffer => {
                let query = "mutation ($input: JobOfferInput!) { updateJobOffer(input: $input) { jobOffer { _id } } }";
                let mut input = offer_form(&self.app, &self.company_iri, "cdi").await;
                input["id"] = json!(format!("/api/job_offers/{}", self.fresh_offer().await));
                self.gql(token, query, json!({ "input": input }), None)
                    .await
            }
            Case::PublishOffer => {
                let query = "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { status } } }";
                self.on_fresh_offer(token, query).await
            }
            Case::DuplicateOffer => {
                let query = "mutation ($id: ID!) { duplicateJobOffer(input: {id: $id}) { jobOffer { id } } }";
                self.on_fresh_offer(token, query).await
            }
            Case::DeleteOffer => {
                let query = "mutation ($id: ID!) { deleteJobOffer(input: {id: $id}) { id } }";
                self.on_fresh_offer(token, query).await
            }
            Case::TriageApplication => {
                let query = "mutation ($input: UpdateJobOfferApplicationInput!) { updateJobOfferApplication(input: $input) { interviewStatus } }";
                self.gql(
                    token,
                    query,
                    json!({ "input": { "id": self.application, "interviewStatus": "maybe" } }),
                    None,
                )
                .await
            }
            Case::MailApplicants => {
                let query = "mutation ($input: MailJobOfferApplicantsInput!) { mailJobOfferApplicants(input: $input) { sent } }";
                let input = json!({ "ids": [self.application], "subject": "Entretien", "message": "Bonjour" });
                self.gql(token, query, json!({ "input": input }), None)
                    .await
            }
            Case::AnswerApplications => {
                let query = "mutation ($input: AnswerJobOfferApplicationsInput!) { answerJobOfferApplications(input: $input) { sent } }";
                let input = json!({ "ids": [self.application], "answer": "INVITED",
                                    "subject": "Invitation à un entretien", "message": "Venez mardi." });
                self.gql(token, query, json!({ "input": input }), None)
                    .await
            }
            Case::InviteMember => {
                let email = format!("recrue-{}@exemple.fr", uuid::Uuid::new_v4().simple());
                self.gql(
                    token,
                    INVITE,
                    json!({ "email": email, "role": "RECRUITER" }),
                    None,
                )
                .await
            }
            Case::RevokeInvitation => {
                let email = format!("recrue-{}@exemple.fr", uuid::Uuid::new_v4().simple());
                let sent = self
                    .app
                    .graphql_as(
                        &self.owner,
                        INVITE,
                        json!({ "email": email, "role": "RECRUITER" }),
                    )
                    .await;
                let id = sent["data"]["inviteTeamMember"]["id"]
                    .as_i64()
                    .expect("invitation");
                let query = "mutation ($id: Int!) { revokeTeamInvitation(id: $id) }";
                self.gql(token, query, json!({ "id": id }), None).await
            }
            Case::SetMemberRole => {
                let query =
                    "mutation ($user: Int!) { setTeamMemberRole(userId: $user, role: RECRUITER) }";
                self.gql(token, query, json!({ "user": self.recruiter_id }), None)
                    .await
            }
            Case::RemoveMember => {
                // A member who joins for this call only.
                let email = format!("recrue-{}@exemple.fr", uuid::Uuid::new_v4().simple());
                recruiter_joins(&self.app, &self.owner, &email).await;
                let user: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
                    .bind(&email)
                    .fetch_one(&self.app.pool)
                    .await
                    .expect("the member");
                let query = "mutation ($user: Int!) { removeTeamMember(userId: $user) }";
                self.gql(token, query, json!({ "user": user }), None).await
            }
            Case::ApplicationCv => {
                self.get(
                    token,
                    &format!("/api/applications/{}/cv", self.application_uuid),
                )
                .await
            }
            Case::ApplicationBookPdf => {
                self.get(
                    token,
                    &format!("/api/applications/{}/book-pdf", self.application_uuid),
                )
                .await
            }
            Case::ApplicationsCsv => {
                self.get(
                    token,
                    &format!("/api/job_offers/{}/applications/export.csv", self.offer),
                )
                .await
            }
            Case::ApplicationsZip => {
                self.get(
                    token,
                    &format!("/api/job_offers/{}/applications/export.zip", self.offer),
                )
                .await
            }
            Case::CompanyLogo => {
                let form = reqwest::multipart::Form::new()
                    .text("companyIRI", self.company_iri.clone())
                    .part(
                        "logo",
                        reqwest::multipart::Part::bytes(PNG.to_vec()).file_name("logo.png"),
                    );
                rest(
                    self.app
                        .send_form("/api/upload/company-logo", form, Some(token))
                        .await
                        .status()
                        .as_u16(),
                )
            }
            Case::CreateIntent => {
                self.post(token, "/api/payment/create-intent", json!({ "id": 1 }))
                    .await
            }
            Case::ApplyCode => {
                self.post(
                    token,
                    "/api/payment/apply-code",
                    json!({ "id": 1, "code": "inconnu" }),
                )
                .await
            }
            Case::Transfer => {
                self.post(token, "/api/payment/transfer", json!({ "id": 1 }))
                    .await
            }
            Case::BillingIdentityRead => {
                let response = self
                    .app
                    .client
                    .get(format!("{}/api/payment/billing-identity", self.app.address))
                    .bearer_auth(token)
                    .send()
                    .await
                    .expect("GET");
                match rest(response.status().as_u16()) {
                    Refused => Refused,
                    Reached
                        if response
                            .text()
                            .await
                            .unwrap_or_default()
                            .contains("732829320") =>
                    {
                        Reached
                    }
                    Reached => Refused,
                }
            }
            Case::BillingIdentitySave => {
                self.post(
                    token,
                    "/api/payment/billing-identity",
                    json!({ "siren": "" }),
                )
                .await
            }
            Case::SyncOrder => {
                self.post(
                    token,
                    &format!("/api/payment/orders/{}/sync", self.order_uuid),
                    json!({}),
                )
                .await
            }
            Case::InvoicePdf => {
                self.get(token, &format!("/sf/invoices/{}", self.invoice_uuid))
                    .await
            }
            Case::CreditNotePdf => {
                self.get(
                    token,
                    &format!("/sf/credit-notes/{}", self.credit_note_uuid),
                )
                .await
            }
            Case::BannerCreative => {
                let response = self
                    .app
                    .upload_creative(token, crate::billing::banners::png(1200, 300))
                    .await;
                rest(response.status().as_u16())
            }
            Case::MyBanners => self.get(token, "/api/banners/mine").await,
        }
    }
}

async fn world() -> World {
    let app = crate::support::helpers::spawn_app().await;
    let (owner, company_id, user_id) = confirmed_company(&app, "rh@lumiere.fr").await;
    let company_iri = format!("/api/companies/{company_id}");
    // A paid pack: an order, its invoice, credits.
    let (_, intent) = app
        .post_json(
            "/api/payment/create-intent",
            json!({ "id": 2, "userId": user_id }),
            Some(&owner),
        )
        .await;
    let secret = intent["client_secret"].as_str().expect("client secret");
    assert_eq!(app.pay(secret, "4242 4242 4242 4242").await.0, 200);
    let order_uuid = intent["order"]["id"].as_str().expect("order").to_owned();
    let (invoice_uuid, invoice_reference): (String, String) =
        sqlx::query_as("SELECT uuid::text, reference FROM order_invoices")
            .fetch_one(&app.pool)
            .await
            .expect("the invoice");
    // Its credit note, as the command line issues it.
    let (note, _) = ensemblier::billing::credit_notes::issue(
        &app.pool,
        ensemblier::access::Actor::CommandLine,
        &invoice_reference,
        ensemblier::billing::credit_notes::Reason::Refund,
    )
    .await
    .map_err(|e| e.message())
    .expect("a credit note");
    let wallet: i64 = sqlx::query_scalar(
        "SELECT w.id FROM wallets w JOIN companies c ON c.pro_client_id = w.pro_client_id WHERE c.id = $1",
    )
    .bind(company_id)
    .fetch_one(&app.pool)
    .await
    .expect("wallet");
    let offer = fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            title: "Tapissier de la maison Lumière",
            ..Offer::default()
        },
    )
    .await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            title: "Ébéniste urgent",
            urgent: true,
            ..Offer::default()
        },
    )
    .await;
    // The company's ATS (nothing listens there), told of the application below.
    let set = app
        .graphql_as(
            &owner,
            "mutation ($url: String!) { setWebhook(url: $url) { url } }",
            json!({ "url": WEBHOOK }),
        )
        .await;
    assert!(set.get("errors").is_none(), "{set}");
    // A candidate's application, with its CV and her book (a project and the PDF).
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let project = crate::book::project_with_image(&app, &lea, "Paravent laqué").await;
    crate::book::upload_pdf(&app, &lea).await;
    let application = crate::book::apply_with_book(&app, &lea, offer, &[&project], true).await;
    let application_uuid: String =
        sqlx::query_scalar("SELECT uuid::text FROM job_offer_applications WHERE id = $1")
            .bind(application)
            .fetch_one(&app.pool)
            .await
            .expect("uuid");

    let delivery: i64 =
        sqlx::query_scalar("SELECT id FROM webhook_deliveries WHERE application_id = $1")
            .bind(application)
            .fetch_one(&app.pool)
            .await
            .expect("the delivery");

    let recruiter = recruiter_joins(&app, &owner, "marc@exemple.fr").await;
    let recruiter_id: i64 =
        sqlx::query_scalar("SELECT id FROM users WHERE email = 'marc@exemple.fr'")
            .fetch_one(&app.pool)
            .await
            .expect("recruiter");
    let removed = recruiter_joins(&app, &owner, "ines@exemple.fr").await;
    let removed_id: i64 =
        sqlx::query_scalar("SELECT id FROM users WHERE email = 'ines@exemple.fr'")
            .fetch_one(&app.pool)
            .await
            .expect("removed");
    let answer = app
        .graphql_as(
            &owner,
            "mutation ($user: Int!) { removeTeamMember(userId: $user) }",
            json!({ "user": removed_id }),
        )
        .await;
    assert_eq!(answer["data"]["removeTeamMember"], true, "{answer}");
    // Another company, with its own offer and applicant.
    let (other, _) = company_with_offer(&app, "rh@autre.fr", "Maison Autre").await;
    // Its own SIRET, so its billing identity is not this company's.
    let mine = app
        .graphql_as(&other, "{ companies { edges { node { id } } } }", json!({}))
        .await;
    let given = app
        .graphql_as(
            &other,
            crate::support::builder::VERIFY_SIRET,
            json!({ "company": mine["data"]["companies"]["edges"][0]["node"]["id"],
                    "siret": "55210055400013" }),
        )
        .await;
    assert_eq!(
        given["data"]["verifyCompanySiret"]["verification"]["status"], "VERIFIED",
        "{given}"
    );
    World {
        app,
        company_id,
        company_iri,
        offer,
        application,
        application_uuid,
        order_uuid,
        invoice_uuid,
        invoice_reference,
        credit_note_uuid: note.uuid.to_string(),
        wallet_iri: format!("/api/wallets/{wallet}"),
        delivery,
        owner,
        recruiter,
        recruiter_id,
        removed,
        other,
    }
}

#[tokio::test]
async fn every_company_side_call_answers_by_membership_and_role() {
    let world = world().await;
    let mut wrong = Vec::new();
    for &(case, who, scope) in CASES {
        // The owner last: some calls change what the others would see.
        for actor in [
            Actor::OtherCompany,
            Actor::Removed,
            Actor::Recruiter,
            Actor::Owner,
        ] {
            let token = match actor {
                Actor::Owner => &world.owner,
                Actor::Recruiter => &world.recruiter,
                Actor::Removed => &world.removed,
                Actor::OtherCompany => &world.other,
            };
            let outcome = world.run(case, token).await;
            let expected = expected(actor, who, scope);
            if outcome != expected {
                wrong.push(format!(
                    "{case:?} as {actor:?}: {outcome:?}, expected {expected:?}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
