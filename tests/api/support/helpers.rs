//! `spawn_app()`: a fresh database cloned from a template (migrated, reference data seeded,
//! no demo content), the server on port 0, and a client.

use std::{
    collections::hash_map::DefaultHasher,
    hash::{Hash, Hasher},
    path::{Path, PathBuf},
    sync::atomic::{AtomicUsize, Ordering},
};

use ensemblier::{config::Settings, db, search::position::OutboxPosition, seed, server::Server};

use crate::support::smtp::SmtpServer;
use serde_json::{json, Value};
use sqlx::{Connection, Executor, PgConnection, PgPool};
use tokio::sync::OnceCell;

pub struct TestApp {
    pub address: String,
    pub pool: PgPool,
    pub client: reqwest::Client,
    pub smtp: SmtpServer,
    pub data_dir: PathBuf,
    /// `http://…` of `/metrics`, when `operations.metrics_bind_address` was set.
    pub metrics_address: Option<String>,
    /// Kept alive for the test: the data and UI directories.
    _dir: tempfile::TempDir,
}

/// The PostgreSQL server tests use (`TEST_DATABASE_URL`, else the local one), without a
/// database name.
fn server_url() -> String {
    std::env::var("TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".to_owned())
        .trim_end_matches('/')
        .to_owned()
}

/// Held exclusively to build a template or drop stale databases, shared to clone one: clones of
/// one template run at once (PostgreSQL allows it; serialised, they were the test run's queue).
const TEMPLATE_LOCK: i64 = 0x656e_7365_6d62;

static TEMPLATE: OnceCell<String> = OnceCell::const_new();
static NEXT_DATABASE: AtomicUsize = AtomicUsize::new(0);

pub async fn spawn_app() -> TestApp {
    spawn_on(fresh_database().await).await
}

/// A new database cloned from the template; returns its URL.
pub async fn fresh_database() -> String {
    let template = TEMPLATE.get_or_init(prepare_template).await;
    let name = format!(
        "ensemblier_test_{}_{}",
        std::process::id(),
        NEXT_DATABASE.fetch_add(1, Ordering::SeqCst)
    );
    let mut admin = admin_connection().await;
    admin
        .execute(format!("SELECT pg_advisory_lock_shared({TEMPLATE_LOCK})").as_str())
        .await
        .expect("lock");
    admin
        .execute(format!("CREATE DATABASE {name} TEMPLATE {template}").as_str())
        .await
        .expect("clone the template database");
    admin
        .execute(format!("SELECT pg_advisory_unlock_shared({TEMPLATE_LOCK})").as_str())
        .await
        .expect("unlock");
    format!("{}/{name}", server_url())
}

/// A fresh database and the server with settings changed by `configure` (e.g. Stripe's keys).
pub async fn spawn_app_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
    spawn_configured(fresh_database().await, configure).await
}

/// Starts the server on an existing database.
pub async fn spawn_on(database_url: String) -> TestApp {
    spawn_configured(database_url, |_| {}).await
}

/// Starts the server on an existing database, with settings changed by `configure`.
pub async fn spawn_on_with(database_url: String, configure: impl FnOnce(&mut Settings)) -> TestApp {
    spawn_configured(database_url, configure).await
}

/// The servers' errors (an INTERNAL answer's cause) go to standard error, so a test that
/// gets one under load says why (the CI log keeps it).
fn log_errors() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_max_level(tracing::Level::ERROR)
            .try_init();
    });
}

async fn spawn_configured(database_url: String, configure: impl FnOnce(&mut Settings)) -> TestApp {
    log_errors();
    let dir = tempfile::tempdir().expect("temp dir");
    let ui_dir = dir.path().join("ui");
    std::fs::create_dir_all(ui_dir.join("assets")).expect("ui dir");
    std::fs::write(
        ui_dir.join("index.html"),
        "<!doctype html><html lang=\"fr\"><head><!--head--><title>Ensemblier</title><!--/head--></head><body><div id=\"root\"></div></body></html>",
    )
    .expect("index.html");
    std::fs::write(
        ui_dir.join("assets/app-1234.js"),
        "console.log('ensemblier')",
    )
    .expect("asset");
    let smtp = SmtpServer::start().await;
    let mut settings = Settings {
        database_url: database_url.clone(),
        bind_address: "127.0.0.1:0".parse().expect("address"),
        data_dir: dir.path().join("data"),
        ui_dir,
        public_base_url: "http://localhost:8080".to_owned(),
        jwt_secret: JWT_SECRET.to_owned(),
        // A test server: the local test provider and the example seller.
        development: true,
        smtp_url: Some(format!("smtp://127.0.0.1:{}", smtp.port)),
        mail_from: "Ensemblier <ne-pas-repondre@ensemblier.test>".to_owned(),
        contact_email: "contact@ensemblier.test".to_owned(),
        database_max_connections: 5,
        read_replica: None,
        seller: ensemblier::config::Seller::default(),
        legal: ensemblier::config::LegalSettings::default(),
        payments: ensemblier::config::Payments::LocalTest,
        s3: None,
        jobs_every_seconds: None,
        // The server's own fake directory (a development server's).
        company_directory_url: None,
        google_indexing: None,
        la_bonne_alternance: None,
        operations: ensemblier::config::Operations::default(),
    };
    configure(&mut settings);
    let app = Server::build(settings)
        .await
        .expect("build the application");
    let address = format!("http://127.0.0.1:{}", app.port());
    let metrics_address = app
        .metrics_port()
        .map(|port| format!("http://127.0.0.1:{port}"));
    tokio::spawn(app.run_until_stopped());
    let pool = test_pool(&database_url).await;
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    TestApp {
        address,
        pool,
        client,
        smtp,
        data_dir: dir.path().join("data"),
        metrics_address,
        _dir: dir,
    }
}

/// The test's own connections to its database: few, because four tests run at once beside three
/// browser journeys' servers, each test with one or two servers of its own, all under PostgreSQL's
/// 100 connections (a connection refused there made a sign-in fail in CI).
pub async fn test_pool(database_url: &str) -> PgPool {
    sqlx::postgres::PgPoolOptions::new()
        .max_connections(3)
        .connect(database_url)
        .await
        .expect("test pool")
}

impl TestApp {
    /// The helpers of a test app, aimed at a server started otherwise (`servers::start_with`)
    /// on `database_url`; its `smtp` receives nothing.
    pub async fn over(address: &str, database_url: &str) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        Self {
            address: address.to_owned(),
            pool: test_pool(database_url).await,
            client: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .expect("client"),
            smtp: SmtpServer::start().await,
            data_dir: dir.path().join("data"),
            metrics_address: None,
            _dir: dir,
        }
    }

    /// What a scheduled task of this app's database works with, as the scheduler builds it,
    /// with settings changed by `configure`; run one with `tasks::run_once`.
    pub async fn task_context(
        &self,
        configure: impl FnOnce(&mut Settings),
    ) -> ensemblier::tasks::Context {
        let mut settings = Settings::from_environment().expect("settings");
        settings.database_url = self.pool.connect_options().get_database().map_or_else(
            || panic!("a database name"),
            |name| format!("{}/{name}", server_url()),
        );
        settings.data_dir = self.data_dir.clone();
        settings.smtp_url = None;
        configure(&mut settings);
        let filters = std::sync::Arc::new(
            ensemblier::filters::JobFilters::load(&self.pool)
                .await
                .expect("filters"),
        );
        ensemblier::tasks::Context::new(
            &settings,
            self.pool.clone(),
            ensemblier::mail::Mailer::new("http://localhost"),
            filters,
            None,
        )
        .expect("context")
    }

    /// POSTs a GraphQL query and returns the whole JSON answer.
    pub async fn graphql(&self, query: &str, variables: Value) -> Value {
        self.client
            .post(format!("{}/api/graphql", self.address))
            .json(&json!({ "query": query, "variables": variables }))
            .send()
            .await
            .expect("GraphQL request")
            .json()
            .await
            .expect("GraphQL answer is JSON")
    }

    /// The `data` of a GraphQL answer that must have no errors.
    pub async fn query(&self, query: &str, variables: Value) -> Value {
        let answer = self.graphql(query, variables).await;
        assert!(
            answer.get("errors").is_none(),
            "unexpected errors: {answer}"
        );
        answer["data"].clone()
    }

    /// Waits until the index follows the outbox to `total` live offers.
    pub async fn indexed(&self, total: i64) {
        for _ in 0..300 {
            let answer = self.query("{ jobOffers { totalCount } }", json!({})).await;
            if answer["jobOffers"]["totalCount"] == total {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("the index never reached {total} offers");
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("GET")
    }
}

/// The first error of a GraphQL answer: (message, extensions.code).
pub fn first_error(answer: &Value) -> (String, String) {
    let error = &answer["errors"][0];
    (
        error["message"].as_str().unwrap_or_default().to_owned(),
        error["extensions"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned(),
    )
}

async fn admin_connection() -> PgConnection {
    PgConnection::connect(&format!("{}/postgres", server_url()))
        .await
        .expect("PostgreSQL must run on 127.0.0.1:5432 (or set TEST_DATABASE_URL)")
}

/// Builds the template once per change of migrations, reference data or the code that
/// loads them, and drops the
/// databases left by earlier test runs.
async fn prepare_template() -> String {
    let sources = ["migrations", "src", "index/src"].map(repo_path);
    let template = format!("ensemblier_tpl_{:016x}", fingerprint(&sources));
    let mut admin = admin_connection().await;
    admin
        .execute(format!("SELECT pg_advisory_lock({TEMPLATE_LOCK})").as_str())
        .await
        .expect("lock");
    drop_stale_databases(&mut admin, &template).await;
    let exists: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
            .bind(&template)
            .fetch_one(&mut admin)
            .await
            .expect("look up the template");
    if !exists {
        let building = format!("{template}_building");
        admin
            .execute(format!("DROP DATABASE IF EXISTS {building}").as_str())
            .await
            .expect("drop");
        let pool = db::connect(&format!("{}/{building}", server_url()), 2)
            .await
            .expect("connect");
        db::migrate(&pool).await.expect("migrate the template");
        seed::seed(&pool, false).await.expect("seed the template");
        pool.close().await;
        // A closed connection's backend may still be exiting, and PostgreSQL renames no database
        // in use: end what is left of it first.
        sqlx::query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1")
            .bind(&building)
            .execute(&mut admin)
            .await
            .expect("end the template's connections");
        let mut renamed = Err(sqlx::Error::PoolClosed);
        for _ in 0..50 {
            renamed = admin
                .execute(format!("ALTER DATABASE {building} RENAME TO {template}").as_str())
                .await;
            if renamed.is_ok() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        renamed.expect("publish the template");
        admin
            .execute(format!("COMMENT ON DATABASE {template} IS '{}'", unix_now()).as_str())
            .await
            .expect("date the template");
    }
    admin
        .execute(format!("SELECT pg_advisory_unlock({TEMPLATE_LOCK})").as_str())
        .await
        .expect("unlock");
    template
}

/// How long another template is kept: other checkouts (worktrees) testing on the same
/// PostgreSQL at the same time use their own template, which must not vanish under them.
const TEMPLATE_KEPT_SECONDS: u64 = 6 * 3600;

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
}

/// Test databases of processes that are gone, and templates of other sources older than
/// `TEMPLATE_KEPT_SECONDS` (their creation time is the database's comment).
async fn drop_stale_databases(admin: &mut PgConnection, current_template: &str) {
    let databases: Vec<(String, Option<String>)> = sqlx::query_as(
        "SELECT datname, shobj_description(oid, 'pg_database') FROM pg_database
          WHERE datname LIKE 'ensemblier\\_test\\_%' OR datname LIKE 'ensemblier\\_tpl\\_%'",
    )
    .fetch_all(&mut *admin)
    .await
    .expect("list test databases");
    for (name, comment) in databases {
        let stale = match name.strip_prefix("ensemblier_test_") {
            Some(rest) => {
                let pid = rest.split('_').next().unwrap_or_default();
                !Path::new(&format!("/proc/{pid}")).exists()
            }
            None => {
                let created = comment.and_then(|c| c.parse::<u64>().ok()).unwrap_or(0);
                name != current_template
                    && unix_now().saturating_sub(created) > TEMPLATE_KEPT_SECONDS
            }
        };
        if stale {
            let _ = admin
                .execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
                .await;
        }
    }
}

pub fn repo_path(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// A hash of every file below `dirs` (names and contents).
fn fingerprint(dirs: &[PathBuf]) -> u64 {
    fn visit(dir: &Path, hasher: &mut DefaultHasher) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("read a source folder")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                visit(&path, hasher);
            } else {
                path.file_name().hash(hasher);
                std::fs::read(&path)
                    .expect("read a source file")
                    .hash(hasher);
            }
        }
    }
    let mut hasher = DefaultHasher::new();
    for dir in dirs {
        visit(dir, &mut hasher);
    }
    hasher.finish()
}

pub const PASSWORD: &str = "tapisserie-2026";
/// The test servers' and commands' `JWT_SECRET`: as long as `serve` and `task run` require.
pub const JWT_SECRET: &str = "test-only-secret-9c4e1f7a2b6d0835e1c7a9f3";

/// A small but whole PDF, and a whole 2 × 2 PNG image (the image pipeline decodes it).
pub const PDF: &[u8] = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";
pub const PNG: &[u8] = b"\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00\x00\x00\x02\x00\x00\x00\x02\x08\x02\x00\x00\x00\xfd\xd4\x9a\x73\x00\x00\x00\x10\x49\x44\x41\x54\x78\x9c\x63\xd8\xd0\x15\x03\x44\x0c\x10\x0a\x00\x2d\xc6\x06\x59\x13\x22\x66\x90\x00\x00\x00\x00\x49\x45\x4e\x44\xae\x42\x60\x82";

/// The status and French `error` of a REST answer.
pub async fn error_of(response: reqwest::Response) -> (u16, String) {
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    (
        status,
        body["error"].as_str().unwrap_or_default().to_owned(),
    )
}

/// Accounts, forms and mails.
impl TestApp {
    /// A GraphQL query as the holder of `token`.
    pub async fn graphql_as(&self, token: &str, query: &str, variables: Value) -> Value {
        self.client
            .post(format!("{}/api/graphql", self.address))
            .bearer_auth(token)
            .json(&json!({ "query": query, "variables": variables }))
            .send()
            .await
            .expect("GraphQL request")
            .json()
            .await
            .expect("GraphQL answer is JSON")
    }

    /// POSTs a multipart form of text fields to `path`, optionally with a bearer token.
    pub async fn post_form(
        &self,
        path: &str,
        fields: &[(&str, &str)],
        token: Option<&str>,
    ) -> reqwest::Response {
        let mut form = reqwest::multipart::Form::new();
        for (name, value) in fields {
            form = form.text(name.to_string(), value.to_string());
        }
        self.send_form(path, form, token).await
    }

    pub async fn send_form(
        &self,
        path: &str,
        form: reqwest::multipart::Form,
        token: Option<&str>,
    ) -> reqwest::Response {
        let mut request = self
            .client
            .post(format!("{}{path}", self.address))
            .multipart(form);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("POST form")
    }

    /// Signs in; returns the status and the answer (`{token, roles, user}` or `{error}`).
    pub async fn login(&self, email: &str, password: &str) -> (u16, Value) {
        let response = self
            .client
            .post(format!("{}/api/login_check", self.address))
            .json(&json!({ "email": email, "password": password }))
            .send()
            .await
            .expect("login");
        (
            response.status().as_u16(),
            response.json().await.unwrap_or(Value::Null),
        )
    }

    /// Registers a candidate, signs in, and returns the token.
    pub async fn candidate(&self, email: &str) -> String {
        let fields = [
            ("accountType", "candidate"),
            ("firstname", "Léa"),
            ("lastname", "Martin"),
            ("email", email),
            ("password", PASSWORD),
        ];
        let response = self.post_form("/api/register", &fields, None).await;
        assert_eq!(response.text().await.expect("body"), "ok");
        self.token(email).await
    }

    /// Registers a company, signs in, and returns the token.
    pub async fn company(&self, email: &str, name: &str) -> String {
        let fields = company_registration(email, name);
        let response = self.post_form("/api/register", &fields, None).await;
        assert_eq!(response.text().await.expect("body"), "ok");
        self.token(email).await
    }

    /// A staff member: registers a candidate account, grants it the back-office as
    /// `ensemblier staff grant` does, signs in, and returns the token.
    pub async fn staff(&self, email: &str) -> String {
        self.candidate(email).await;
        ensemblier::admin::staff::grant(&self.pool, email)
            .await
            .map_err(|e| e.message())
            .expect("grant staff");
        self.token(email).await
    }

    /// Confirms `email`'s address as its mailed link would (a company publishes only then).
    pub async fn confirm_email(&self, email: &str) {
        sqlx::query("UPDATE users SET confirmation_token = NULL WHERE email = $1")
            .bind(email)
            .execute(&self.pool)
            .await
            .expect("confirm the e-mail");
    }

    pub async fn token(&self, email: &str) -> String {
        let (status, session) = self.login(email, PASSWORD).await;
        assert_eq!(status, 200, "{session}");
        session["token"].as_str().expect("token").to_owned()
    }

    /// Waits (up to 10 s) for the SMTP server to receive a mail to `to` whose subject
    /// starts with `subject`; the latest such.
    pub async fn mail_to(&self, to: &str, subject: &str) -> ReceivedMail {
        for _ in 0..100 {
            let found = self
                .smtp
                .received()
                .into_iter()
                .rev()
                .filter(|raw| raw.contains(to))
                .map(|raw| ReceivedMail::parse(&raw))
                .find(|mail| mail.subject.starts_with(subject));
            if let Some(mail) = found {
                return mail;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("no mail {subject:?} to {to} within 10 s");
    }

    /// The subjects of every mail received so far for `to`.
    pub fn subjects_to(&self, to: &str) -> Vec<String> {
        self.smtp
            .received()
            .iter()
            .filter(|raw| raw.contains(to))
            .map(|raw| ReceivedMail::parse(raw).subject)
            .collect()
    }

    /// A mailer for the domain functions a test calls directly (as the CLI): its links lead
    /// to this test server.
    pub fn mailer(&self) -> ensemblier::mail::Mailer {
        ensemblier::mail::Mailer::new(&self.address)
    }

    /// Rewrites an absolute link of a mail (the public base URL) onto this test server.
    pub fn local(&self, link: &str) -> String {
        link.replacen("http://localhost:8080", &self.address, 1)
    }
}

pub struct ReceivedMail {
    pub subject: String,
    /// The `Reply-To` address, if any.
    pub reply_to: Option<String>,
    /// The name of its `From:` (« Atelier Dubois via Ensemblier »).
    pub from_name: Option<String>,
    pub text: String,
    pub html: String,
}

impl ReceivedMail {
    fn parse(raw: &str) -> Self {
        let message = mail_parser::MessageParser::default()
            .parse(raw.as_bytes())
            .expect("a MIME message");
        Self {
            subject: message.subject().unwrap_or_default().to_owned(),
            reply_to: message
                .reply_to()
                .and_then(|a| a.first())
                .and_then(|a| a.address())
                .map(str::to_owned),
            from_name: message
                .from()
                .and_then(|a| a.first())
                .and_then(|a| a.name())
                .map(str::to_owned),
            text: message
                .body_text(0)
                .map(std::borrow::Cow::into_owned)
                .unwrap_or_default(),
            html: message
                .body_html(0)
                .map(std::borrow::Cow::into_owned)
                .unwrap_or_default(),
        }
    }

    /// The first link in the text part that starts with `prefix`.
    pub fn link(&self, prefix: &str) -> String {
        let start = self
            .text
            .find(prefix)
            .unwrap_or_else(|| panic!("no link {prefix} in {}", self.text));
        self.text[start..]
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_owned()
    }
}

/// The last outbox row: where a follower that applied everything stands.
/// The registration form of a company's account (password `PASSWORD`).
pub fn company_registration<'a>(email: &'a str, name: &'a str) -> [(&'static str, &'a str); 7] {
    [
        ("accountType", "company"),
        ("firstname", "Claire"),
        ("lastname", "Dubois"),
        ("email", email),
        ("emailConfirmation", email),
        ("password", PASSWORD),
        ("companyName", name),
    ]
}

pub async fn outbox_end(pool: &PgPool) -> OutboxPosition {
    let (xid, id): (String, i64) =
        sqlx::query_as("SELECT xid::text, id FROM index_outbox ORDER BY xid DESC, id DESC LIMIT 1")
            .fetch_one(pool)
            .await
            .expect("outbox end");
    OutboxPosition {
        xid: xid.parse().expect("xid"),
        id,
    }
}
