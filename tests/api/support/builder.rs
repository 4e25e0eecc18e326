//! The `TestApp` builder: the states most tests start from (a company with credits, a published
//! offer, a candidate who applied), reached the way users reach them — the registration form,
//! the mailed confirmation link, the payment page's billing identity, the offer form and
//! publishing, applying in two calls — and returned as typed handles. SQL is for what no user
//! can do (time travel, stored legacy data: `fixtures`), not for set-ups.

use serde_json::{json, Value};

use super::helpers::{spawn_app, TestApp, PDF};

/// A company's owner, signed in, with the company's ids.
#[derive(Clone, Debug)]
pub struct Company {
    pub token: String,
    pub email: String,
    /// The company's `_id`.
    pub id: i64,
    /// The company's IRI (`/api/companies/12`), as forms name it.
    pub iri: String,
    /// The owner's user `_id` (the payment page sends it).
    pub user_id: i64,
}

/// A live offer: published by its company through GraphQL, one credit spent.
#[derive(Clone, Debug)]
pub struct Offer {
    pub id: i64,
    /// `/api/job_offers/12`.
    pub iri: String,
}

/// A candidate, signed in.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub token: String,
    pub email: String,
}

/// A candidate and her sent application (a CV and a letter, both PDFs).
#[derive(Clone, Debug)]
pub struct Applied {
    pub candidate: Candidate,
    pub application: i64,
}

/// What `TestApp::a_company` registers; `create` makes it.
pub struct CompanySpec<'a> {
    app: &'a TestApp,
    email: String,
    name: String,
    credits: i32,
    confirmed: bool,
    billing_identity: bool,
    siret: bool,
}

impl CompanySpec<'_> {
    pub fn email(mut self, email: &str) -> Self {
        self.email = email.to_owned();
        self
    }

    pub fn named(mut self, name: &str) -> Self {
        self.name = name.to_owned();
        self
    }

    /// Ads it may publish, as a paid order or staff's « Marquer payé » grant them.
    pub fn credits(mut self, credits: i32) -> Self {
        self.credits = credits;
        self
    }

    /// Leaves the address unconfirmed (such a company publishes nothing).
    pub fn unconfirmed(mut self) -> Self {
        self.confirmed = false;
        self
    }

    /// Without the billing identity the payment page asks before a first order.
    pub fn without_billing_identity(mut self) -> Self {
        self.billing_identity = false;
        self
    }

    /// Gives no SIRET (such a company publishes and buys nothing, unless it is established
    /// in another EU state).
    pub fn without_siret(mut self) -> Self {
        self.siret = false;
        self
    }

    pub async fn create(self) -> Company {
        let app = self.app;
        let token = app.company(&self.email, &self.name).await;
        let (_, session) = app.login(&self.email, super::helpers::PASSWORD).await;
        let user_id = session["user"]["_id"].as_i64().expect("the user's _id");
        let data = app
            .graphql_as(
                &token,
                "{ companies { edges { node { id _id } } } }",
                json!({}),
            )
            .await;
        let node = &data["data"]["companies"]["edges"][0]["node"];
        let company = Company {
            token,
            email: self.email,
            id: node["_id"].as_i64().unwrap_or_else(|| panic!("{data}")),
            iri: node["id"].as_str().expect("the company's IRI").to_owned(),
            user_id,
        };
        if self.confirmed {
            app.confirm_by_mail(&company.email).await;
        }
        if self.billing_identity {
            let (status, saved) = app
                .post_json(
                    "/api/payment/billing-identity",
                    json!({ "street": "3 place des Vosges", "postcode": "75004", "city": "Paris",
                            "country": "FR", "siren": "732829320", "vatNumber": "FR44732829320" }),
                    Some(&company.token),
                )
                .await;
            assert_eq!(status, 200, "billing identity: {saved}");
        }
        if self.siret {
            app.give_siret(&company, DIRECTORY_SIRET).await;
        }
        if self.credits > 0 {
            ensemblier::offers::lifecycle::grant_credits(&app.pool, company.id, self.credits)
                .await
                .map_err(|e| e.message())
                .expect("credits");
        }
        company
    }
}

/// The SIRET builder companies give: the fake directory knows it as « Atelier Dubois », at
/// the billing identity's address (`companies::directory::fake::KNOWN`).
pub const DIRECTORY_SIRET: &str = "73282932000074";

pub const VERIFY_SIRET: &str = "mutation ($company: ID!, $siret: String!) {
    verifyCompanySiret(input: {company: $company, siret: $siret}) {
        verification { siret status legalName naf size allowsPublishing } } }";

const CREATE_OFFER: &str = "mutation ($input: JobOfferInput!) {
    createJobOffer(input: $input) { jobOffer { id _id } } }";
const PUBLISH: &str = "mutation ($id: ID!) {
    updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { status } } }";
const APPLY: &str = "mutation ($input: CreateJobOfferApplicationInput!) {
    createJobOfferApplication(input: $input) { jobOfferApplication { _id } } }";

impl TestApp {
    /// A fresh database and server (`spawn_app`).
    pub async fn new() -> Self {
        spawn_app().await
    }

    /// The owner of `company` gives `siret` through the dashboard's mutation; it must be
    /// verified or pending (the fake directory answers by the SIRET).
    pub async fn give_siret(&self, company: &Company, siret: &str) -> Value {
        let given = self
            .graphql_as(
                &company.token,
                VERIFY_SIRET,
                json!({ "company": company.iri, "siret": siret }),
            )
            .await;
        assert!(
            given["data"]["verifyCompanySiret"]["verification"]["status"].is_string(),
            "SIRET {siret}: {given}"
        );
        given
    }

    /// A company to register: « Atelier Dubois », `rh@atelier.fr`, its address confirmed and
    /// its billing identity given, no credits; change any of it before `create`.
    pub fn a_company(&self) -> CompanySpec<'_> {
        CompanySpec {
            app: self,
            email: "rh@atelier.fr".to_owned(),
            name: "Atelier Dubois".to_owned(),
            credits: 0,
            confirmed: true,
            billing_identity: true,
            siret: true,
        }
    }

    /// `a_company()` with `credits` ads to publish.
    pub async fn company_with_credits(&self, credits: i32) -> Company {
        self.a_company().credits(credits).create().await
    }

    /// Follows the confirmation link mailed at registration, as its reader would.
    pub async fn confirm_by_mail(&self, email: &str) {
        let link = self
            .mail_to(email, "Confirmez")
            .await
            .link("http://localhost:8080/api/confirm-email/");
        let confirmed = self
            .client
            .get(self.local(&link))
            .send()
            .await
            .expect("follow the confirmation link");
        assert_eq!(confirmed.status(), 303, "confirmation of {email}");
    }

    /// « Tapissier décorateur », published by `company` (one of its credits).
    pub async fn published_offer(&self, company: &Company) -> Offer {
        self.publish_offer(
            company,
            offer_input(self, &company.iri, "Tapissier décorateur").await,
        )
        .await
    }

    /// Creates the offer `input` (an `offer_input`, changed at will) and publishes it.
    pub async fn publish_offer(&self, company: &Company, input: Value) -> Offer {
        let created = self
            .graphql_as(&company.token, CREATE_OFFER, json!({ "input": input }))
            .await;
        let offer = &created["data"]["createJobOffer"]["jobOffer"];
        let iri = offer["id"]
            .as_str()
            .unwrap_or_else(|| panic!("offer created: {created}"))
            .to_owned();
        let published = self
            .graphql_as(&company.token, PUBLISH, json!({ "id": iri }))
            .await;
        assert_eq!(
            published["data"]["updateStatusJobOffer"]["jobOffer"]["status"], 2,
            "offer published: {published}"
        );
        Offer {
            id: offer["_id"].as_i64().expect("the offer's _id"),
            iri,
        }
    }

    /// A candidate (« Léa Martin ») registered and signed in as `email`.
    pub async fn a_candidate(&self, email: &str) -> Candidate {
        Candidate {
            token: self.candidate(email).await,
            email: email.to_owned(),
        }
    }

    /// A candidate registered as `email` who followed the mailed confirmation link (mails
    /// about her applications and alerts go only to a proven address); her token.
    pub async fn confirmed_candidate(&self, email: &str) -> String {
        let token = self.candidate(email).await;
        self.confirm_by_mail(email).await;
        token
    }

    /// `lea@exemple.fr`, registered, who applied to `offer`.
    pub async fn candidate_who_applied(&self, offer: &Offer) -> Applied {
        self.candidate_applied_as("lea@exemple.fr", offer).await
    }

    pub async fn candidate_applied_as(&self, email: &str, offer: &Offer) -> Applied {
        let candidate = self.a_candidate(email).await;
        let application = apply(self, &candidate.token, offer.id).await;
        Applied {
            candidate,
            application,
        }
    }

    /// Changes the company of the holder of `token` as its profile page does
    /// (`updateMyCompany`); `changes` holds fields of `UpdateMyCompanyInput`.
    pub async fn update_my_company(&self, token: &str, changes: Value) {
        let mine = self
            .graphql_as(
                token,
                "{ companies { edges { node { id name } } } }",
                json!({}),
            )
            .await;
        let node = &mine["data"]["companies"]["edges"][0]["node"];
        let mut input = json!({ "id": node["id"], "name": node["name"] });
        for (field, value) in changes.as_object().expect("fields") {
            input[field] = value.clone();
        }
        let answer = self
            .graphql_as(
                token,
                "mutation ($input: UpdateMyCompanyInput!) { updateMyCompany(input: $input) { company { id } } }",
                json!({ "input": input }),
            )
            .await;
        assert!(answer.get("errors").is_none(), "company updated: {answer}");
    }

    /// A promotion code created by staff in the back-office; `input` holds the fields of
    /// `NewPromoCodeInput` (`{"code": "DIX", "percentOff": 10}`).
    pub async fn promo_code(&self, input: Value) {
        let staff = self
            .staff(&format!(
                "equipe-{}@ensemblier.test",
                uuid::Uuid::new_v4().simple()
            ))
            .await;
        let answer = self
            .graphql_as(
                &staff,
                "mutation ($input: NewPromoCodeInput!) { admin { createPromoCode(input: $input) { code } } }",
                json!({ "input": input }),
            )
            .await;
        assert!(
            answer["data"]["admin"]["createPromoCode"]["code"].is_string(),
            "promotion code: {answer}"
        );
    }

    /// POSTs JSON to `path`: the status and the JSON answer.
    pub async fn post_json(&self, path: &str, body: Value, token: Option<&str>) -> (u16, Value) {
        let mut request = self
            .client
            .post(format!("{}{path}", self.address))
            .json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.expect("POST");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }
}

/// A valid offer form (`JobOfferInput`) of `company` (its IRI) titled `title`: a full-time CDI
/// in Paris 11e with a yearly range.
pub async fn offer_input(app: &TestApp, company: &str, title: &str) -> Value {
    json!({
        "title": title,
        "companyPresentation": "Atelier de décoration.",
        "description": "<p>Une belle maison.</p>",
        // « H/F »: a masculine title alone would be held for staff (offers::wording, Sex).
        "perfectCandidateDescription": "<p>Passionné(e), H/F.</p>",
        "jobTypesIRI": [option(app, "job_types", "temps-plein").await],
        "jobPositionIRI": option(app, "job_positions", "ebeniste").await,
        "jobSalaryIRI": option(app, "job_salaries", "selon-profil").await,
        "payMin": 32000,
        "payMax": 38000,
        "payPeriod": "YEAR",
        "jobContractIRI": option(app, "job_contracts", "cdi").await,
        "localizedCompanyLocalityIRI": format!("/api/localities/{}", locality(app, "75111").await),
        "localizedCompanyAddress1": "12 rue de la Roquette",
        "localizedCompanyCompanyId": company,
    })
}

/// The IRI of the reference row `code` of `table` (`/api/job_contracts/3`).
pub async fn option(app: &TestApp, table: &str, code: &str) -> String {
    let id: i64 = sqlx::query_scalar(&format!("SELECT id FROM {table} WHERE code = $1"))
        .bind(code)
        .fetch_one(&app.pool)
        .await
        .unwrap_or_else(|e| panic!("{table} {code}: {e}"));
    format!("/api/{table}/{id}")
}

/// The id of the locality of INSEE code `insee`.
pub async fn locality(app: &TestApp, insee: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM localities WHERE insee_code = $1")
        .bind(insee)
        .fetch_one(&app.pool)
        .await
        .unwrap_or_else(|e| panic!("locality {insee}: {e}"))
}

/// Creates an application to `offer` as the holder of `token` (the first call); its id.
pub async fn created_id(app: &TestApp, token: &str, offer: i64) -> i64 {
    let answer = app
        .graphql_as(
            token,
            APPLY,
            json!({ "input": { "jobOffer": format!("/api/job_offers/{offer}"),
                    "phone": "06 12 34 56 78",
                    "coverLetterMessage": "Passionnée de tissus anciens.",
                    "questionsAnswerMessage": "Disponible en septembre." } }),
        )
        .await;
    answer["data"]["createJobOfferApplication"]["jobOfferApplication"]["_id"]
        .as_i64()
        .unwrap_or_else(|| panic!("created: {answer}"))
}

/// A file to upload: its name and bytes.
pub type File<'a> = (&'a str, &'a [u8]);

/// The second call of applying: the CV and the letter of `application`.
pub async fn upload(
    app: &TestApp,
    token: Option<&str>,
    application: i64,
    cv: Option<File<'_>>,
    letter: Option<File<'_>>,
) -> reqwest::Response {
    let part = |(name, bytes): File<'_>| {
        reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(name.to_owned())
    };
    let mut form = reqwest::multipart::Form::new().text("application", application.to_string());
    if let Some(cv) = cv {
        form = form.part("cv", part(cv));
    }
    if let Some(letter) = letter {
        form = form.part("cv2", part(letter));
    }
    app.send_form("/api/upload/application-cv", form, token)
        .await
}

/// Creates and sends an application with two PDFs; returns its id.
pub async fn apply(app: &TestApp, token: &str, offer: i64) -> i64 {
    let id = created_id(app, token, offer).await;
    let response = upload(
        app,
        Some(token),
        id,
        Some(("cv.pdf", PDF)),
        Some(("lettre.pdf", PDF)),
    )
    .await;
    assert_eq!(response.status(), 200, "{:?}", response.text().await);
    id
}
