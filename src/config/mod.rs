//! Settings, read once from the environment and passed in (never a global), so a test can
//! start the server with its own database, directory and port 0. Each concern in its file:
//! the server (`server`: address, signing secret, operations), the bucket (`storage`),
//! payments (`payments`), the seller (`seller`), the legal notice (`legal`) and the read
//! replica (`replica`); the database and mail settings are a few fields of [`Settings`]. This module checks what a setting
//! must be to start, never a domain rule: those are called from the domain
//! (`billing::seller::refusals`, passed to [`Settings::check_for_serving`]).

use std::{net::SocketAddr, path::PathBuf};

use anyhow::Context;

mod google_indexing;
mod la_bonne_alternance;
mod legal;
mod payments;
mod replica;
mod seller;
mod server;
mod storage;

pub use google_indexing::{
    GoogleIndexingSettings, GOOGLE_DEFAULT_DAILY_QUOTA, GOOGLE_INDEXING_API,
};
pub use la_bonne_alternance::LaBonneAlternanceSettings;
pub use legal::LegalSettings;
pub use payments::{Payments, StripeSettings, STRIPE_API_BASE};
pub use replica::{ReadReplica, MAX_READ_CONNECTIONS, MAX_READ_LAG_SECONDS};
pub use seller::Seller;
use server::secret_and_address;
pub use server::{
    secret_bits, Operations, DEVELOPMENT_JWT_SECRET, EXPORT_DOWNLOAD_LIMIT, MIN_JWT_SECRET_BITS,
    MIN_JWT_SECRET_BYTES,
};
pub use storage::S3Settings;

/// The State's « Recherche d'entreprises » API, the directory outside development.
pub const COMPANY_DIRECTORY_PUBLIC_API: &str = "https://recherche-entreprises.api.gouv.fr";
/// Where a development server serves its fake company directory (`companies::directory::fake`).
pub const DEVELOPMENT_DIRECTORY_PATH: &str = "/api/dev/company-directory";
/// Where a development server serves its fake La bonne alternance (`la_bonne_alternance::fake`),
/// and the key it takes: `LBA_API_URL=http://127.0.0.1:8080/api/dev/la-bonne-alternance`,
/// `LBA_API_KEY=development`.
pub const DEVELOPMENT_LBA_PATH: &str = "/api/dev/la-bonne-alternance";
pub const DEVELOPMENT_LBA_KEY: &str = "development";

#[derive(Clone, Debug)]
pub struct Settings {
    /// `DATABASE_URL`: the PostgreSQL database; created and migrated at start if missing.
    /// Default: `postgres://postgres@127.0.0.1:5432/ensemblier`.
    pub database_url: String,
    /// `BIND_ADDRESS`: where the HTTP server listens. Default `0.0.0.0:8080`; in development
    /// mode (`ENSEMBLIER_DEVELOPMENT=1` without `JWT_SECRET`), `127.0.0.1:8080` and only a
    /// loopback address.
    pub bind_address: SocketAddr,
    /// `DATA_DIR`: index, uploads and mails written as `.eml` when no SMTP is set. Default `data`.
    pub data_dir: PathBuf,
    /// `UI_DIR`: the built single-page app served at `/`. Default `ui/dist`.
    pub ui_dir: PathBuf,
    /// `PUBLIC_BASE_URL`: absolute URL of the site, for links in mails, canonical URLs and the
    /// sitemap. Default `http://localhost:8080`.
    pub public_base_url: String,
    /// `JWT_SECRET`: key signing session tokens, at least 32 bytes: `serve` refuses to start
    /// without one. Only with `ENSEMBLIER_DEVELOPMENT=1` (the README's run command, for a machine
    /// of one's own) is the public development secret used, on a loopback address.
    pub jwt_secret: String,
    /// `ENSEMBLIER_DEVELOPMENT=1`: a developer's machine or a test server, where the public
    /// development secret, the local test provider and the example seller are allowed.
    /// Unset (production): `serve` refuses each of them, naming the setting.
    pub development: bool,
    /// `SMTP_URL`: SMTP relay, e.g. `smtp://user:pass@mail.example:587`. Unset: mails are
    /// written as `.eml` files under `DATA_DIR/mail`.
    pub smtp_url: Option<String>,
    /// `MAIL_FROM`: sender of every mail. Default `Ensemblier <ne-pas-repondre@ensemblier.fr>`.
    pub mail_from: String,
    /// `CONTACT_EMAIL`: the address shown to visitors and receiving contact messages.
    /// Default `contact@ensemblier.fr`.
    pub contact_email: String,
    /// `DATABASE_MAX_CONNECTIONS`: pool size. Default 10.
    pub database_max_connections: u32,
    /// The streaming replica serving the public reads that tolerate a second of lag
    /// (`DATABASE_READ_*`, see `ReadReplica`); `None`: every read on `DATABASE_URL`.
    pub read_replica: Option<ReadReplica>,
    /// The seller on invoices and transfer instructions (`SELLER_*`, see `Seller`).
    pub seller: Seller,
    /// The rest of the legal notice: phone, publication director, host (`LEGAL_*`).
    pub legal: LegalSettings,
    /// How buyers pay (`PAYMENT_METHODS`, `STRIPE_*`, see `Payments`).
    pub payments: Payments,
    /// Uploaded files in an S3-compatible bucket (`S3_*`, see `S3Settings`); `None`: under
    /// `DATA_DIR/uploads`.
    pub s3: Option<S3Settings>,
    /// `JOBS_EVERY_SECONDS` (1 to 59): every scheduled job runs every that many seconds instead
    /// of its schedule, so a test sees jobs run without waiting for them. Unset (always, in
    /// production): each job's own schedule.
    pub jobs_every_seconds: Option<u32>,
    /// Metrics and shutdown (`METRICS_BIND_ADDRESS`, `SHUTDOWN_GRACE_SECONDS`).
    pub operations: Operations,
    /// `COMPANY_DIRECTORY_URL`: the base URL of the State's company directory (the
    /// « Recherche d'entreprises » API), which verifies the companies' SIRET. Unset: the
    /// public API outside development; in development, the server's own fake of it
    /// (`/api/dev/company-directory`, see [`Settings::company_directory`]). Outside
    /// development it must be https.
    pub company_directory_url: Option<String>,
    /// Notices of new, changed and removed offers to Google's Indexing API
    /// (`GOOGLE_INDEXING_*`, see `GoogleIndexingSettings`); `None`: off.
    pub google_indexing: Option<GoogleIndexingSettings>,
    /// La bonne alternance's offer-publishing API (`LBA_API_URL`, `LBA_API_KEY`, see
    /// `LaBonneAlternanceSettings`); `None`: off.
    pub la_bonne_alternance: Option<LaBonneAlternanceSettings>,
}

impl Settings {
    pub fn from_environment() -> anyhow::Result<Self> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        Self::from_variables(var)
    }

    /// [`Settings::from_environment`] from these variables (a test's).
    fn from_variables(var: impl Fn(&str) -> Option<String> + Copy) -> anyhow::Result<Self> {
        let development = var("ENSEMBLIER_DEVELOPMENT").as_deref() == Some("1");
        let (jwt_secret, bind_address) =
            secret_and_address(var("JWT_SECRET"), var("BIND_ADDRESS"), development)?;
        let database_max_connections = match var("DATABASE_MAX_CONNECTIONS") {
            Some(n) => n
                .parse()
                .context("DATABASE_MAX_CONNECTIONS must be a number")?,
            None => 10,
        };
        Ok(Self {
            database_url: var("DATABASE_URL")
                .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/ensemblier".to_owned()),
            bind_address,
            data_dir: var("DATA_DIR").unwrap_or_else(|| "data".to_owned()).into(),
            ui_dir: var("UI_DIR").unwrap_or_else(|| "ui/dist".to_owned()).into(),
            public_base_url: var("PUBLIC_BASE_URL")
                .unwrap_or_else(|| "http://localhost:8080".to_owned())
                .trim_end_matches('/')
                .to_owned(),
            jwt_secret,
            development,
            smtp_url: var("SMTP_URL"),
            mail_from: var("MAIL_FROM")
                .unwrap_or_else(|| "Ensemblier <ne-pas-repondre@ensemblier.fr>".to_owned()),
            contact_email: var("CONTACT_EMAIL")
                .unwrap_or_else(|| "contact@ensemblier.fr".to_owned()),
            database_max_connections,
            read_replica: ReadReplica::from_environment(var, database_max_connections)?,
            seller: Seller::from_environment(var, development),
            legal: LegalSettings::from_environment(var, development),
            payments: Payments::from_environment(var, development)?,
            s3: S3Settings::from_environment(var)?,
            jobs_every_seconds: match var("JOBS_EVERY_SECONDS") {
                Some(n) => Some(
                    n.trim()
                        .parse()
                        .ok()
                        .filter(|n| (1..=59).contains(n))
                        .context("JOBS_EVERY_SECONDS must be a number of seconds from 1 to 59")?,
                ),
                None => None,
            },
            operations: Operations::from_environment(var)?,
            company_directory_url: var("COMPANY_DIRECTORY_URL")
                .map(|url| url.trim().trim_end_matches('/').to_owned()),
            google_indexing: GoogleIndexingSettings::from_environment(var)?,
            la_bonne_alternance: LaBonneAlternanceSettings::from_environment(var)?,
        })
    }

    /// The company directory's base URL. A development server without one answers with its
    /// own fake, on `local` (its listening address; `BIND_ADDRESS` for a command).
    pub fn company_directory(&self, local: SocketAddr) -> String {
        match &self.company_directory_url {
            Some(url) => url.clone(),
            None if self.development => {
                let host = if local.ip().is_unspecified() {
                    std::net::IpAddr::from([127, 0, 0, 1])
                } else {
                    local.ip()
                };
                format!(
                    "http://{}{DEVELOPMENT_DIRECTORY_PATH}",
                    SocketAddr::new(host, local.port())
                )
            }
            None => COMPANY_DIRECTORY_PUBLIC_API.to_owned(),
        }
    }

    /// Whether the search index is published as snapshots and installed from them
    /// (`INDEX_SNAPSHOTS`; unset: when the files are in a bucket, shared by the instances).
    pub fn index_snapshots(&self) -> bool {
        self.operations.index_snapshots.unwrap_or(self.s3.is_some())
    }

    /// What `serve` needs beyond what every command reads: a signing secret nobody can guess,
    /// and, outside development, real payments, a real seller and a full legal notice. Every
    /// refusal at once, each naming its setting. `seller_numbers` is the domain's check of the
    /// seller's SIREN, VAT number, IBAN and BIC (`billing::seller::refusals`), run once every
    /// field is set and none is the example's.
    pub fn check_for_serving(
        &self,
        seller_numbers: impl FnOnce(&Seller) -> Vec<String>,
    ) -> anyhow::Result<()> {
        let mut refusals = self.signing_refusals();
        if !self.development {
            refusals.extend(self.payments.refusal_outside_development());
            let seller = self.seller.refusals();
            refusals.extend(if seller.is_empty() {
                seller_numbers(&self.seller)
            } else {
                seller
            });
            refusals.extend(self.legal.refusals());
            if self.operations.index_snapshots == Some(true) && self.s3.is_none() {
                refusals.push(
                    "INDEX_SNAPSHOTS=on needs S3_BUCKET outside development: snapshots in this \
                     instance's own folder serve no other instance"
                        .to_owned(),
                );
            }
            if let Some(url) = &self.company_directory_url {
                if !url.starts_with("https://") {
                    refusals.push(format!(
                        "COMPANY_DIRECTORY_URL must be an https address outside development, not {url}"
                    ));
                }
            }
            if let Some(google) = &self.google_indexing {
                refusals.extend(google.refusals());
            }
            if let Some(lba) = &self.la_bonne_alternance {
                refusals.extend(lba.refusals());
            }
        }
        refuse("serve", &refusals)
    }

    /// What every command that signs or reads a token (sessions, unsubscribe links, banner
    /// previews) needs: the same secret `serve` accepts, refused in the same words. A job run
    /// from the command line with an empty key would sign links nobody can follow.
    pub fn check_for_signing(&self, command: &str) -> anyhow::Result<()> {
        refuse(command, &self.signing_refusals())
    }

    fn signing_refusals(&self) -> Vec<String> {
        let mut refusals = Vec::new();
        if self.jwt_secret.len() < MIN_JWT_SECRET_BYTES {
            refusals.push(format!(
                "JWT_SECRET must be set to a random value of at least {MIN_JWT_SECRET_BYTES} \
                 bytes (e.g. `openssl rand -hex 32`); for local development only, set \
                 ENSEMBLIER_DEVELOPMENT=1"
            ));
        }
        if !self.development
            && self.jwt_secret.len() >= MIN_JWT_SECRET_BYTES
            && secret_bits(&self.jwt_secret) < MIN_JWT_SECRET_BITS
        {
            refusals.push(format!(
                "JWT_SECRET is too predictable (repeated characters or a small alphabet): \
                 use a random value of at least {MIN_JWT_SECRET_BITS} bits, e.g. \
                 `openssl rand -hex 32`"
            ));
        }
        if !self.development && self.jwt_secret == DEVELOPMENT_JWT_SECRET {
            refusals
                .push("JWT_SECRET is the public development secret: development only".to_owned());
        }
        refusals
    }
}

/// Every refusal at once, each naming its setting.
fn refuse(command: &str, refusals: &[String]) -> anyhow::Result<()> {
    match refusals {
        [] => Ok(()),
        [one] => anyhow::bail!("{one}"),
        many => anyhow::bail!("{command} cannot start:\n- {}", many.join("\n- ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An environment of these variables only.
    fn env(
        pairs: &'static [(&'static str, &'static str)],
    ) -> impl Fn(&str) -> Option<String> + Copy {
        move |name: &str| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        }
    }

    fn some(value: &str) -> Option<String> {
        Some(value.to_owned())
    }

    #[test]
    fn without_a_secret_there_is_nothing_to_serve_with() {
        let (secret, address) = secret_and_address(None, None, false).expect("read");
        assert_eq!(address.to_string(), "0.0.0.0:8080");
        let settings = Settings {
            jwt_secret: secret,
            ..example()
        };
        assert!(settings.check_for_serving(|_| Vec::new()).is_err());
        let short = Settings {
            jwt_secret: "e2e-secret".to_owned(),
            ..example()
        };
        assert!(
            short.check_for_serving(|_| Vec::new()).is_err(),
            "under 32 bytes"
        );
    }

    #[test]
    fn a_predictable_secret_is_refused_outside_development() {
        for weak in ["a".repeat(32), "ab".repeat(20), "test-secret-".repeat(3)] {
            let settings = Settings {
                jwt_secret: weak.clone(),
                ..example()
            };
            let refusal = settings.check_for_signing("serve").expect_err(&weak);
            assert!(refusal.to_string().contains("too predictable"), "{weak}");
        }
        assert!(secret_bits("a-production-secret-of-at-least-32-bytes") >= MIN_JWT_SECRET_BITS);
        assert!(secret_bits("0123456789abcdef0123456789abcdef") >= MIN_JWT_SECRET_BITS);
        assert!(
            secret_bits("7f3c9e1a5b2d8f604c1e9a7b3d5f2e8c6a4b0d9e1f3a5c7e9b2d4f6a8c0e1b3d") > 250.0
        );
    }

    #[test]
    fn a_long_secret_serves_anywhere() {
        let secret = "0123456789abcdef0123456789abcdef";
        let (read, address) =
            secret_and_address(some(secret), some("0.0.0.0:9000"), false).expect("read");
        assert_eq!(
            (read.as_str(), address.to_string()),
            (secret, "0.0.0.0:9000".into())
        );
        let settings = Settings {
            jwt_secret: read,
            development: true,
            ..example()
        };
        assert!(settings.check_for_serving(|_| Vec::new()).is_ok());
    }

    #[test]
    fn the_development_secret_serves_on_loopback_only() {
        let (secret, address) = secret_and_address(None, None, true).expect("read");
        assert_eq!(secret, DEVELOPMENT_JWT_SECRET);
        assert_eq!(address.to_string(), "127.0.0.1:8080");
        assert!(secret_and_address(None, some("[::1]:8080"), true).is_ok());
        assert!(secret_and_address(None, some("0.0.0.0:8080"), true).is_err());
        assert!(
            secret_and_address(some("x".repeat(40).as_str()), some("0.0.0.0:8080"), true).is_ok(),
            "a real secret wins over the flag"
        );
    }

    #[test]
    fn stripe_is_on_with_its_three_keys_only() {
        assert_eq!(
            StripeSettings::from_environment(&env(&[])).expect("read"),
            None
        );
        let on = StripeSettings::from_environment(&env(&[
            ("STRIPE_SECRET_KEY", "sk_test_1"),
            ("STRIPE_PUBLISHABLE_KEY", "pk_test_1"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_1"),
        ]))
        .expect("read")
        .expect("on");
        assert_eq!(on.api_base, "https://api.stripe.com");
        assert!(
            !format!("{on:?}").contains("sk_test_1"),
            "no secret in logs"
        );
        assert!(
            StripeSettings::from_environment(&env(&[("STRIPE_SECRET_KEY", "sk_test_1")])).is_err()
        );
        assert!(
            StripeSettings::from_environment(&env(&[("STRIPE_PUBLISHABLE_KEY", "pk_test_1")]))
                .is_err()
        );
    }

    #[test]
    fn the_bucket_is_on_with_its_keys_only() {
        assert_eq!(S3Settings::from_environment(env(&[])).expect("read"), None);
        let on = S3Settings::from_environment(env(&[
            ("S3_ENDPOINT", "http://127.0.0.1:9000/"),
            ("S3_BUCKET", "fichiers"),
            ("S3_ACCESS_KEY_ID", "key"),
            ("S3_SECRET_ACCESS_KEY", "s3cr3t"),
        ]))
        .expect("read")
        .expect("on");
        assert_eq!(on.endpoint.as_deref(), Some("http://127.0.0.1:9000"));
        assert_eq!(on.region, "us-east-1");
        assert!(!format!("{on:?}").contains("s3cr3t"), "no secret in logs");
        assert!(
            S3Settings::from_environment(env(&[("S3_BUCKET", "fichiers")])).is_err(),
            "keys required"
        );
        assert!(
            S3Settings::from_environment(env(&[("S3_ENDPOINT", "http://x")])).is_err(),
            "an endpoint without a bucket is a mistake"
        );
    }

    /// A production environment `serve` accepts: a real secret, transfers only, a real seller.
    const PRODUCTION: &[(&str, &str)] = &[
        ("JWT_SECRET", "0123456789abcdef0123456789abcdef"),
        ("PAYMENT_METHODS", "transfer"),
        ("SELLER_NAME", "Atelier Dupont SARL"),
        ("SELLER_ADDRESS", "3 place du Marché"),
        ("SELLER_POSTCODE", "69002"),
        ("SELLER_CITY", "Lyon"),
        ("SELLER_SIREN", "732829320"),
        ("SELLER_VAT_NUMBER", "FR44732829320"),
        ("SELLER_CAPITAL", "5 000 €"),
        ("SELLER_RCS", "Lyon"),
        ("SELLER_IBAN", "FR95 1027 8073 0000 0201 3480 146"),
        ("SELLER_BIC", "CMCIFR2A"),
        ("SELLER_BANK", "Crédit Mutuel"),
        ("LEGAL_PHONE", "04 78 00 00 00"),
        ("LEGAL_PUBLICATION_DIRECTOR", "Claire Dupont"),
        ("LEGAL_HOST_NAME", "OVH SAS"),
        ("LEGAL_HOST_ADDRESS", "2 rue Kellermann, 59100 Roubaix"),
        ("LEGAL_HOST_PHONE", "1007"),
    ];

    /// `PRODUCTION` with `changes` on top (a value of "" unsets the variable).
    fn production_with(
        changes: &'static [(&'static str, &'static str)],
    ) -> impl Fn(&str) -> Option<String> + Copy {
        move |name: &str| match changes.iter().find(|(key, _)| *key == name) {
            Some((_, "")) => None,
            Some((_, value)) => Some((*value).to_owned()),
            None => env(PRODUCTION)(name),
        }
    }

    /// `serve`'s refusal with these variables, or `None` when it would start.
    fn refusal(var: impl Fn(&str) -> Option<String> + Copy) -> Option<String> {
        match Settings::from_variables(var) {
            Err(error) => Some(format!("{error:#}")),
            Ok(settings) => settings
                .check_for_serving(crate::billing::seller::refusals)
                .err()
                .map(|e| format!("{e:#}")),
        }
    }

    #[test]
    fn a_real_production_configuration_serves() {
        assert_eq!(refusal(production_with(&[])), None);
        let settings = Settings::from_variables(production_with(&[])).expect("read");
        assert_eq!(settings.payments, Payments::TransferOnly);
        assert!(!settings.development);
    }

    #[test]
    fn the_company_directory_is_the_states_api_outside_development_and_https_only() {
        let local: SocketAddr = "0.0.0.0:8080".parse().expect("address");
        let settings = Settings::from_variables(production_with(&[])).expect("read");
        assert_eq!(
            settings.company_directory(local),
            COMPANY_DIRECTORY_PUBLIC_API
        );
        let said = refusal(production_with(&[(
            "COMPANY_DIRECTORY_URL",
            "http://127.0.0.1:9000",
        )]))
        .expect("refused");
        assert!(
            said.contains("COMPANY_DIRECTORY_URL must be an https address"),
            "{said}"
        );
        assert_eq!(
            refusal(production_with(&[(
                "COMPANY_DIRECTORY_URL",
                "https://annuaire.example/"
            )])),
            None
        );
        // In development, the server's own fake, on its loopback port.
        let development = Settings {
            development: true,
            ..settings
        };
        assert_eq!(
            development.company_directory(local),
            format!("http://127.0.0.1:8080{DEVELOPMENT_DIRECTORY_PATH}")
        );
    }

    #[test]
    fn outside_development_serve_refuses_to_start_without_a_payment_configuration() {
        let said = refusal(production_with(&[("PAYMENT_METHODS", "")])).expect("refused");
        for setting in ["PAYMENT_METHODS=transfer", "STRIPE_SECRET_KEY"] {
            assert!(said.contains(setting), "{said}");
        }
        let said = refusal(production_with(&[("PAYMENT_METHODS", "card,transfer")]));
        assert!(said.is_some_and(|said| said.contains("STRIPE_SECRET_KEY")));
        let said = refusal(production_with(&[("PAYMENT_METHODS", "cheque")])).expect("refused");
        assert!(said.contains("PAYMENT_METHODS"), "{said}");
    }

    #[test]
    fn stripe_keys_are_a_payment_configuration_but_not_with_transfers_only() {
        let stripe: &[(&str, &str)] = &[
            ("PAYMENT_METHODS", ""),
            ("STRIPE_SECRET_KEY", "sk_live_1"),
            ("STRIPE_PUBLISHABLE_KEY", "pk_live_1"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_1"),
        ];
        assert_eq!(refusal(production_with(stripe)), None);
        let settings = Settings::from_variables(production_with(stripe)).expect("read");
        assert!(matches!(settings.payments, Payments::Stripe(_)));
        let both: &[(&str, &str)] = &[
            ("STRIPE_SECRET_KEY", "sk_live_1"),
            ("STRIPE_PUBLISHABLE_KEY", "pk_live_1"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_1"),
        ];
        let said = refusal(production_with(both)).expect("a contradiction");
        assert!(said.contains("PAYMENT_METHODS=transfer"), "{said}");
    }

    #[test]
    fn the_local_test_provider_is_development_only() {
        let development = Settings::from_variables(production_with(&[
            ("PAYMENT_METHODS", ""),
            ("ENSEMBLIER_DEVELOPMENT", "1"),
        ]))
        .expect("read");
        assert_eq!(development.payments, Payments::LocalTest);
        assert!(development.check_for_serving(|_| Vec::new()).is_ok());
        // No environment outside development selects it…
        let production =
            Settings::from_variables(production_with(&[("PAYMENT_METHODS", "")])).expect("read");
        assert_eq!(production.payments, Payments::Unconfigured);
        // … and settings built by hand with it do not serve.
        let by_hand = Settings {
            payments: Payments::LocalTest,
            ..production
        };
        let said = format!(
            "{:#}",
            by_hand
                .check_for_serving(|_| Vec::new())
                .expect_err("refused")
        );
        assert!(said.contains("ENSEMBLIER_DEVELOPMENT=1"), "{said}");
    }

    #[test]
    fn the_public_development_secret_is_refused_outside_development() {
        let said = refusal(production_with(&[(
            "JWT_SECRET",
            "development-only-secret-change-me",
        )]))
        .expect("refused");
        assert!(
            said.contains("JWT_SECRET is the public development secret"),
            "{said}"
        );
        assert!(secret_and_address(some(DEVELOPMENT_JWT_SECRET), None, false).is_err());
        // In development, given or not, it serves on loopback only.
        let (_, address) =
            secret_and_address(some(DEVELOPMENT_JWT_SECRET), None, true).expect("read");
        assert!(address.ip().is_loopback());
        assert!(
            secret_and_address(some(DEVELOPMENT_JWT_SECRET), some("0.0.0.0:8080"), true).is_err()
        );
        // Settings built by hand with it do not serve outside development either.
        let by_hand = Settings {
            jwt_secret: DEVELOPMENT_JWT_SECRET.to_owned(),
            ..Settings::from_variables(production_with(&[])).expect("read")
        };
        assert!(by_hand.check_for_serving(|_| Vec::new()).is_err());
    }

    #[test]
    fn outside_development_the_example_seller_is_refused_by_setting() {
        let said = refusal(production_with(&[
            ("SELLER_NAME", ""),
            ("SELLER_SIREN", "123 456 789"),
            ("SELLER_IBAN", "FR7630006000011234567890189"),
        ]))
        .expect("refused");
        for setting in [
            "SELLER_NAME must be set",
            "SELLER_SIREN is the example",
            "SELLER_IBAN is the example",
        ] {
            assert!(said.contains(setting), "{setting}: {said}");
        }
        assert!(!said.contains("SELLER_CITY"), "{said}");
        // Unset, every field is empty outside development, the example in development.
        let unset = Seller::from_environment(env(&[]), false);
        assert_eq!(unset.refusals().len(), 11);
        assert_eq!(Seller::from_environment(env(&[]), true), Seller::default());
        // The example's city or BIC may be a real seller's.
        assert_eq!(
            refusal(production_with(&[
                ("SELLER_CITY", "Paris"),
                ("SELLER_BIC", "AGRIFRPPXXX")
            ])),
            None
        );
    }

    fn example() -> Settings {
        Settings {
            database_url: String::new(),
            bind_address: "127.0.0.1:0".parse().expect("address"),
            data_dir: PathBuf::new(),
            ui_dir: PathBuf::new(),
            public_base_url: String::new(),
            jwt_secret: String::new(),
            development: false,
            smtp_url: None,
            mail_from: String::new(),
            contact_email: String::new(),
            database_max_connections: 1,
            read_replica: None,
            seller: Seller::default(),
            legal: crate::config::LegalSettings::default(),
            payments: Payments::LocalTest,
            s3: None,
            jobs_every_seconds: None,
            company_directory_url: None,
            google_indexing: None,
            la_bonne_alternance: None,
            operations: Operations::default(),
        }
    }

    #[test]
    fn the_read_replica_is_optional_checked_and_bounded() {
        let read = |pairs: &'static [(&'static str, &'static str)]| {
            ReadReplica::from_environment(env(pairs), 10).map_err(|e| format!("{e:#}"))
        };
        assert_eq!(read(&[]), Ok(None));
        let replica = read(&[(
            "DATABASE_READ_URL",
            "postgres://lecture:s3cr3t@replique:5432/ensemblier",
        )])
        .expect("read")
        .expect("on");
        assert_eq!(replica.max_connections, 10, "the primary's pool size");
        assert_eq!(replica.max_lag.as_secs(), 1);
        assert!(
            !format!("{replica:?}").contains("s3cr3t"),
            "no password in logs"
        );
        let said =
            read(&[("DATABASE_READ_URL", "mysql://replique/ensemblier")]).expect_err("refused");
        assert!(
            said.contains("DATABASE_READ_URL must be a PostgreSQL URL"),
            "{said}"
        );
        for (name, value) in [
            ("DATABASE_READ_MAX_CONNECTIONS", "0"),
            ("DATABASE_READ_MAX_CONNECTIONS", "101"),
            ("DATABASE_READ_MAX_LAG_SECONDS", "0"),
            ("DATABASE_READ_MAX_LAG_SECONDS", "3601"),
            ("DATABASE_READ_MAX_LAG_SECONDS", "une seconde"),
        ] {
            let pairs: &'static [(&'static str, &'static str)] = Box::leak(Box::new([
                ("DATABASE_READ_URL", "postgres://replique/ensemblier"),
                (name, value),
            ]));
            let said = read(pairs).expect_err(value);
            assert!(said.contains(name), "{said}");
        }
        let said = read(&[("DATABASE_READ_MAX_LAG_SECONDS", "5")]).expect_err("no URL");
        assert!(said.contains("without DATABASE_READ_URL"), "{said}");
        // A bad URL refuses every command, `serve` included, before connecting.
        assert!(refusal(production_with(&[("DATABASE_READ_URL", "replique:5432")])).is_some());
        assert_eq!(
            refusal(production_with(&[
                ("DATABASE_READ_URL", "postgres://replique/ensemblier"),
                ("DATABASE_READ_MAX_CONNECTIONS", "20"),
                ("DATABASE_READ_MAX_LAG_SECONDS", "2"),
            ])),
            None
        );
    }

    #[test]
    fn metrics_are_off_unless_given_an_address() {
        assert_eq!(
            Operations::from_environment(env(&[])).expect("read"),
            Operations::default()
        );
        let set = Operations::from_environment(env(&[
            ("METRICS_BIND_ADDRESS", "127.0.0.1:9100"),
            ("SHUTDOWN_GRACE_SECONDS", "5"),
            ("TRUSTED_PROXIES", "127.0.0.1, ::1"),
        ]))
        .expect("read");
        assert_eq!(set.trusted_proxies.len(), 2);
        assert!(Operations::from_environment(env(&[("TRUSTED_PROXIES", "nginx")])).is_err());
        assert_eq!(
            set.metrics_bind_address.map(|a| a.to_string()).as_deref(),
            Some("127.0.0.1:9100")
        );
        assert_eq!(set.shutdown_grace.as_secs(), 5);
        assert!(Operations::from_environment(env(&[("METRICS_BIND_ADDRESS", "9100")])).is_err());
        assert!(Operations::from_environment(env(&[("SHUTDOWN_GRACE_SECONDS", "soon")])).is_err());
    }
}
