//! Settings, read once from the environment and passed in (never a global), so a test can
//! start the server with its own database, directory and port 0.

use std::{net::SocketAddr, path::PathBuf};

use anyhow::Context;

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
    /// The seller on invoices and transfer instructions (`SELLER_*`, see `Seller`).
    pub seller: Seller,
    /// The rest of the legal notice: phone, publication director, host (`LEGAL_*`).
    pub legal: crate::legal_notice::LegalSettings,
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
}

/// The bucket of uploaded files (docs/operations.md, "Files"). `S3_BUCKET` turns it on; then
/// `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` are required too.
#[derive(Clone, PartialEq, Eq)]
pub struct S3Settings {
    /// `S3_ENDPOINT`: the server's URL (e.g. `https://s3.fr-par.scw.cloud`); unset: AWS.
    pub endpoint: Option<String>,
    /// `S3_BUCKET`.
    pub bucket: String,
    /// `S3_REGION`. Default `us-east-1` (what most S3-compatible servers accept).
    pub region: String,
    /// `S3_ACCESS_KEY_ID`.
    pub access_key_id: String,
    /// `S3_SECRET_ACCESS_KEY`.
    pub secret_access_key: String,
}

/// The secret key stays out of logs and panics.
impl std::fmt::Debug for S3Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Settings")
            .field("endpoint", &self.endpoint)
            .field("bucket", &self.bucket)
            .field("region", &self.region)
            .field("access_key_id", &self.access_key_id)
            .finish_non_exhaustive()
    }
}

impl S3Settings {
    fn from_environment(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Option<Self>> {
        let Some(bucket) = var("S3_BUCKET") else {
            anyhow::ensure!(
                var("S3_ENDPOINT").is_none() && var("S3_ACCESS_KEY_ID").is_none(),
                "S3_ENDPOINT or S3_ACCESS_KEY_ID is set without S3_BUCKET"
            );
            return Ok(None);
        };
        let required = |name: &str| {
            var(name)
                .map(|value| value.trim().to_owned())
                .with_context(|| format!("S3_BUCKET is set: {name} must be set too"))
        };
        Ok(Some(Self {
            endpoint: var("S3_ENDPOINT").map(|e| e.trim().trim_end_matches('/').to_owned()),
            bucket: bucket.trim().to_owned(),
            region: var("S3_REGION").unwrap_or_else(|| "us-east-1".to_owned()),
            access_key_id: required("S3_ACCESS_KEY_ID")?,
            secret_access_key: required("S3_SECRET_ACCESS_KEY")?,
        }))
    }
}

/// How a server is watched and stopped (docs/operations.md, docs/deploying.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operations {
    /// `METRICS_BIND_ADDRESS`: where `/metrics` listens, apart from the public address. Unset:
    /// no metrics listener.
    pub metrics_bind_address: Option<SocketAddr>,
    /// `SHUTDOWN_GRACE_SECONDS`: how long requests in flight may take to finish after SIGTERM
    /// or Ctrl-C. Default 30.
    pub shutdown_grace: std::time::Duration,
    /// `TRUSTED_PROXIES`: addresses of the reverse proxies in front (comma-separated, e.g.
    /// `127.0.0.1`); from them, the client is the one their `X-Forwarded-For` names. Empty:
    /// the peer is the client.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// `EXPORT_DOWNLOAD_SECONDS`: the longest the download of a data export or an offer's ZIP
    /// may take before it is cut and its place freed. Default 600.
    pub export_download_limit: std::time::Duration,
}

impl Default for Operations {
    fn default() -> Self {
        Self {
            metrics_bind_address: None,
            shutdown_grace: std::time::Duration::from_secs(30),
            trusted_proxies: Vec::new(),
            export_download_limit: crate::accounts::export::DOWNLOAD_LIMIT,
        }
    }
}

impl Operations {
    fn from_environment(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        let metrics_bind_address = var("METRICS_BIND_ADDRESS")
            .map(|address| address.trim().parse())
            .transpose()
            .context("METRICS_BIND_ADDRESS must be an address such as 127.0.0.1:9100")?;
        let seconds = |name: &str, default: std::time::Duration| match var(name) {
            Some(seconds) => seconds
                .trim()
                .parse()
                .map(std::time::Duration::from_secs)
                .with_context(|| format!("{name} must be a whole number of seconds")),
            None => Ok(default),
        };
        let shutdown_grace = seconds("SHUTDOWN_GRACE_SECONDS", Self::default().shutdown_grace)?;
        let export_download_limit = seconds(
            "EXPORT_DOWNLOAD_SECONDS",
            Self::default().export_download_limit,
        )?;
        if export_download_limit.is_zero() {
            anyhow::bail!("EXPORT_DOWNLOAD_SECONDS must be at least 1");
        }
        let trusted_proxies = var("TRUSTED_PROXIES")
            .unwrap_or_default()
            .split(',')
            .map(str::trim)
            .filter(|address| !address.is_empty())
            .map(|address| {
                address
                    .parse()
                    .with_context(|| format!("TRUSTED_PROXIES: {address} is not an IP address"))
            })
            .collect::<anyhow::Result<_>>()?;
        Ok(Self {
            metrics_bind_address,
            shutdown_grace,
            trusted_proxies,
            export_download_limit,
        })
    }
}

/// How buyers pay, from `PAYMENT_METHODS` (`card,transfer`, the default, or `transfer`) and
/// the Stripe keys (docs/settings.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Payments {
    /// Cards through Stripe, and bank transfers.
    Stripe(StripeSettings),
    /// `PAYMENT_METHODS=transfer`: bank transfers only; the payment page has no card form.
    TransferOnly,
    /// Cards through the local test provider (Stripe's test cards, no money moves), and
    /// transfers. Development and tests only: the environment gives it only with
    /// `ENSEMBLIER_DEVELOPMENT=1`, and `serve` refuses it otherwise.
    LocalTest,
    /// Outside development, cards asked for without Stripe keys: the commands that take no
    /// payment run; `serve` refuses to start.
    Unconfigured,
}

impl Payments {
    fn from_environment(
        var: impl Fn(&str) -> Option<String>,
        development: bool,
    ) -> anyhow::Result<Self> {
        let stripe = StripeSettings::from_environment(&var)?;
        let methods = var("PAYMENT_METHODS");
        let methods: Vec<&str> = methods
            .as_deref()
            .unwrap_or("card,transfer")
            .split(',')
            .map(str::trim)
            .collect();
        Ok(match (methods.as_slice(), stripe) {
            (["transfer"], None) => Self::TransferOnly,
            (["transfer"], Some(_)) => anyhow::bail!(
                "PAYMENT_METHODS=transfer turns card payments off, yet STRIPE_SECRET_KEY is set: \
                 unset the STRIPE_* keys or set PAYMENT_METHODS=card,transfer"
            ),
            (["card", "transfer"] | ["transfer", "card"], Some(stripe)) => Self::Stripe(stripe),
            (["card", "transfer"] | ["transfer", "card"], None) if development => Self::LocalTest,
            (["card", "transfer"] | ["transfer", "card"], None) => Self::Unconfigured,
            _ => anyhow::bail!(
                "PAYMENT_METHODS must be `card,transfer` (the default) or `transfer` (bank \
                 transfers only)"
            ),
        })
    }

    /// Why a server outside development cannot take payments with these settings, naming
    /// what to set.
    fn refusal_outside_development(&self) -> Option<String> {
        match self {
            Self::Stripe(_) | Self::TransferOnly => None,
            Self::LocalTest => Some(
                "the local test payment provider takes test cards as payments: it serves only \
                 with ENSEMBLIER_DEVELOPMENT=1"
                    .to_owned(),
            ),
            Self::Unconfigured => Some(
                "no payment configuration: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and \
                 STRIPE_WEBHOOK_SECRET for card payments, or PAYMENT_METHODS=transfer for bank \
                 transfers only"
                    .to_owned(),
            ),
        }
    }
}

/// Stripe's keys. `STRIPE_SECRET_KEY` turns Stripe on; then `STRIPE_PUBLISHABLE_KEY` and
/// `STRIPE_WEBHOOK_SECRET` are required too (docs/billing.md).
#[derive(Clone, PartialEq, Eq)]
pub struct StripeSettings {
    /// `STRIPE_SECRET_KEY` (`sk_…` or a restricted `rk_…`): the server's calls to the API.
    pub secret_key: String,
    /// `STRIPE_PUBLISHABLE_KEY` (`pk_…`): the card form's, written in the page.
    pub publishable_key: String,
    /// `STRIPE_WEBHOOK_SECRET` (`whsec_…`): checks the `Stripe-Signature` of notifications.
    pub webhook_secret: String,
    /// `STRIPE_API_BASE`: the API's address, `https://api.stripe.com` unless a test sets it.
    pub api_base: String,
}

/// Keys stay out of logs and panics.
impl std::fmt::Debug for StripeSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StripeSettings")
            .field("publishable_key", &self.publishable_key)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

pub const STRIPE_API_BASE: &str = "https://api.stripe.com";

impl StripeSettings {
    fn from_environment(var: &impl Fn(&str) -> Option<String>) -> anyhow::Result<Option<Self>> {
        let Some(secret_key) = var("STRIPE_SECRET_KEY") else {
            anyhow::ensure!(
                var("STRIPE_PUBLISHABLE_KEY").is_none() && var("STRIPE_WEBHOOK_SECRET").is_none(),
                "STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set without STRIPE_SECRET_KEY"
            );
            return Ok(None);
        };
        let required = |name: &str| {
            var(name).with_context(|| format!("STRIPE_SECRET_KEY is set: {name} must be set too"))
        };
        Ok(Some(Self {
            secret_key: secret_key.trim().to_owned(),
            publishable_key: required("STRIPE_PUBLISHABLE_KEY")?.trim().to_owned(),
            webhook_secret: required("STRIPE_WEBHOOK_SECRET")?.trim().to_owned(),
            api_base: var("STRIPE_API_BASE")
                .unwrap_or_else(|| STRIPE_API_BASE.to_owned())
                .trim_end_matches('/')
                .to_owned(),
        }))
    }
}

/// Who sells: the identity French law requires on an invoice, and the bank account transfers
/// go to. Each field from its `SELLER_*` variable. The defaults are example values, for
/// development only: outside it an unset field is empty, and `serve` refuses an empty field or
/// an example identity (docs/settings.md, "Settings that fail closed").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seller {
    /// `SELLER_NAME`, with its legal form.
    pub name: String,
    /// `SELLER_ADDRESS`: street line.
    pub address: String,
    /// `SELLER_POSTCODE`.
    pub postcode: String,
    /// `SELLER_CITY`.
    pub city: String,
    /// `SELLER_SIREN`: 9 digits.
    pub siren: String,
    /// `SELLER_VAT_NUMBER`: intra-community VAT number (FR + key + SIREN).
    pub vat_number: String,
    /// `SELLER_CAPITAL`: share capital, as printed (e.g. "10 000 €").
    pub capital: String,
    /// `SELLER_IBAN` and `SELLER_BIC`: where transfers go.
    pub iban: String,
    pub bic: String,
    /// `SELLER_BANK`: the bank's name.
    pub bank: String,
}

/// The example seller of development and tests.
impl Default for Seller {
    fn default() -> Self {
        Self {
            name: "Ensemblier SAS".to_owned(),
            address: "12 rue des Artisans".to_owned(),
            postcode: "75011".to_owned(),
            city: "Paris".to_owned(),
            siren: "123456789".to_owned(),
            vat_number: "FR32123456789".to_owned(),
            capital: "10 000 €".to_owned(),
            iban: "FR76 3000 6000 0112 3456 7890 189".to_owned(),
            bic: "AGRIFRPPXXX".to_owned(),
            bank: "Banque de démonstration".to_owned(),
        }
    }
}

impl Seller {
    fn from_environment(var: impl Fn(&str) -> Option<String>, development: bool) -> Self {
        let example = Self::default();
        let read = |name: &str, example: String| match var(name) {
            Some(value) => value.trim().to_owned(),
            None if development => example,
            None => String::new(),
        };
        Self {
            name: read("SELLER_NAME", example.name),
            address: read("SELLER_ADDRESS", example.address),
            postcode: read("SELLER_POSTCODE", example.postcode),
            city: read("SELLER_CITY", example.city),
            siren: read("SELLER_SIREN", example.siren),
            vat_number: read("SELLER_VAT_NUMBER", example.vat_number),
            capital: read("SELLER_CAPITAL", example.capital),
            iban: read("SELLER_IBAN", example.iban),
            bic: read("SELLER_BIC", example.bic),
            bank: read("SELLER_BANK", example.bank),
        }
    }

    /// Each field by its setting's name.
    fn fields(&self) -> [(&'static str, &str); 10] {
        [
            ("SELLER_NAME", &self.name),
            ("SELLER_ADDRESS", &self.address),
            ("SELLER_POSTCODE", &self.postcode),
            ("SELLER_CITY", &self.city),
            ("SELLER_SIREN", &self.siren),
            ("SELLER_VAT_NUMBER", &self.vat_number),
            ("SELLER_CAPITAL", &self.capital),
            ("SELLER_IBAN", &self.iban),
            ("SELLER_BIC", &self.bic),
            ("SELLER_BANK", &self.bank),
        ]
    }

    /// Why these are not a real seller's: each empty field, and each field that identifies the
    /// example seller (its SIREN, VAT number, IBAN and bank: a real seller may well share its
    /// city or its BIC). An invoice naming the example would be a false invoice.
    fn refusals(&self) -> Vec<String> {
        let example = Self::default();
        let identifying = [
            "SELLER_SIREN",
            "SELLER_VAT_NUMBER",
            "SELLER_IBAN",
            "SELLER_BANK",
        ];
        // Spaces and case do not make another SIREN or IBAN.
        let same = |a: &str, b: &str| {
            let squeeze = |s: &str| s.replace(char::is_whitespace, "").to_uppercase();
            squeeze(a) == squeeze(b)
        };
        self.fields()
            .into_iter()
            .zip(example.fields())
            .filter_map(|((name, value), (_, example))| {
                if value.trim().is_empty() {
                    Some(format!("{name} must be set (the seller on invoices)"))
                } else if identifying.contains(&name) && same(value, example) {
                    Some(format!(
                        "{name} is the example seller's ({example}): set the seller's own"
                    ))
                } else {
                    self.malformed(name, value)
                }
            })
            .collect()
    }

    /// A value no invoice may carry: a SIREN whose Luhn key is wrong (the example's is), a
    /// VAT number that is not the SIREN's, an IBAN whose check digits are wrong, a BIC that is
    /// not 8 or 11 characters. A plateforme agréée refuses such invoices; so does `serve`.
    fn malformed(&self, name: &str, value: &str) -> Option<String> {
        let compact = value.replace(char::is_whitespace, "").to_uppercase();
        match name {
            "SELLER_SIREN" if !crate::companies::billing_identity::siren_is_valid(&compact) => {
                Some(format!(
                    "SELLER_SIREN {value} is not a SIREN: 9 digits whose Luhn key is right"
                ))
            }
            "SELLER_VAT_NUMBER" => {
                let siren = self.siren.replace(char::is_whitespace, "");
                let expected = crate::companies::billing_identity::french_vat_number(&siren);
                (expected.as_deref() != Some(compact.as_str())).then(|| {
                    format!(
                        "SELLER_VAT_NUMBER {value} is not the VAT number of SELLER_SIREN ({})",
                        expected.unwrap_or_default()
                    )
                })
            }
            "SELLER_IBAN" if !iban_is_valid(&compact) => Some(format!(
                "SELLER_IBAN {value} is not an IBAN: its check digits are wrong"
            )),
            "SELLER_BIC"
                if !matches!(compact.len(), 8 | 11)
                    || !compact.chars().all(|c| c.is_ascii_alphanumeric()) =>
            {
                Some(format!(
                    "SELLER_BIC {value} is not a BIC (8 or 11 letters and digits)"
                ))
            }
            _ => None,
        }
    }
}

/// Public (it is in this repository): anyone can sign tokens with it, so it only ever serves
/// in development, on a loopback address, however it was given.
pub const DEVELOPMENT_JWT_SECRET: &str = "development-only-secret-change-me";

/// The shortest `JWT_SECRET` `serve` accepts (HS256 wants a key as long as its hash).
pub const MIN_JWT_SECRET_BYTES: usize = 32;
/// The least information a `JWT_SECRET` must carry outside development, in bits, as
/// [`secret_bits`] estimates it: 32 hex digits make 128, `openssl rand -hex 32` about 256.
pub const MIN_JWT_SECRET_BITS: f64 = 128.0;

/// An upper estimate of the information in `secret`: its length times the Shannon entropy
/// of its bytes' frequencies. It does not prove a secret random, but it refuses what length
/// alone let through (issue 59: 32 × `a` is 0 bits; `abab…` is 32).
pub fn secret_bits(secret: &str) -> f64 {
    let bytes = secret.as_bytes();
    let mut counts = [0usize; 256];
    for &byte in bytes {
        counts[usize::from(byte)] += 1;
    }
    let total = bytes.len() as f64;
    let per_byte: f64 = counts
        .iter()
        .filter(|&&n| n > 0)
        .map(|&n| {
            let p = n as f64 / total;
            -p * p.log2()
        })
        .sum();
    per_byte * total
}

/// The signing secret and the listen address, from `JWT_SECRET`, `BIND_ADDRESS` and the
/// development flag: the development secret in development only, and on loopback only.
fn secret_and_address(
    jwt_secret: Option<String>,
    bind_address: Option<String>,
    development: bool,
) -> anyhow::Result<(String, SocketAddr)> {
    let jwt_secret = jwt_secret.map(|secret| secret.trim().to_owned());
    let given_public = jwt_secret.as_deref() == Some(DEVELOPMENT_JWT_SECRET);
    anyhow::ensure!(
        !given_public || development,
        "JWT_SECRET is the public development secret (it is in this repository, so anyone \
         could sign sessions and links with it): set a random value of at least \
         {MIN_JWT_SECRET_BYTES} bytes (e.g. `openssl rand -hex 32`)"
    );
    let development_secret = given_public || (jwt_secret.is_none() && development);
    let default_address = if development_secret {
        "127.0.0.1:8080"
    } else {
        "0.0.0.0:8080"
    };
    let address: SocketAddr = bind_address
        .as_deref()
        .unwrap_or(default_address)
        .parse()
        .context("BIND_ADDRESS must be an address such as 0.0.0.0:8080")?;
    if development_secret {
        anyhow::ensure!(
            address.ip().is_loopback(),
            "the development secret only serves on a loopback address: set JWT_SECRET to listen on {address}"
        );
        tracing::warn!("development mode: sessions are signed with the public development secret");
        return Ok((DEVELOPMENT_JWT_SECRET.to_owned(), address));
    }
    Ok((jwt_secret.unwrap_or_default(), address))
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
            database_max_connections: match var("DATABASE_MAX_CONNECTIONS") {
                Some(n) => n
                    .parse()
                    .context("DATABASE_MAX_CONNECTIONS must be a number")?,
                None => 10,
            },
            seller: Seller::from_environment(var, development),
            legal: crate::legal_notice::LegalSettings::from_environment(var, development),
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
        })
    }

    /// What `serve` needs beyond what every command reads: a signing secret nobody can guess,
    /// and, outside development, real payments, a real seller and a full legal notice. Every
    /// refusal at once, each naming its setting.
    pub fn check_for_serving(&self) -> anyhow::Result<()> {
        let mut refusals = self.signing_refusals();
        if !self.development {
            refusals.extend(self.payments.refusal_outside_development());
            refusals.extend(self.seller.refusals());
            refusals.extend(self.legal.refusals());
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

/// ISO 13616: the IBAN's first four characters moved to its end, letters as numbers
/// (A = 10…), the whole is 1 modulo 97.
fn iban_is_valid(iban: &str) -> bool {
    if iban.len() < 15 || iban.len() > 34 || !iban.chars().all(|c| c.is_ascii_alphanumeric()) {
        return false;
    }
    let (head, tail) = iban.split_at(4);
    let mut rest = 0u32;
    for c in tail.chars().chain(head.chars()) {
        let Some(value) = c.to_digit(36) else {
            return false;
        };
        rest = if value >= 10 {
            (rest * 100 + value) % 97
        } else {
            (rest * 10 + value) % 97
        };
    }
    rest == 1
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
        assert!(settings.check_for_serving().is_err());
        let short = Settings {
            jwt_secret: "e2e-secret".to_owned(),
            ..example()
        };
        assert!(short.check_for_serving().is_err(), "under 32 bytes");
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
        assert!(settings.check_for_serving().is_ok());
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
            Ok(settings) => settings.check_for_serving().err().map(|e| format!("{e:#}")),
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
        assert!(development.check_for_serving().is_ok());
        // No environment outside development selects it…
        let production =
            Settings::from_variables(production_with(&[("PAYMENT_METHODS", "")])).expect("read");
        assert_eq!(production.payments, Payments::Unconfigured);
        // … and settings built by hand with it do not serve.
        let by_hand = Settings {
            payments: Payments::LocalTest,
            ..production
        };
        let said = format!("{:#}", by_hand.check_for_serving().expect_err("refused"));
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
        assert!(by_hand.check_for_serving().is_err());
    }

    #[test]
    fn outside_development_a_siren_vat_number_iban_or_bic_that_cannot_be_is_refused() {
        let said = refusal(production_with(&[
            ("SELLER_SIREN", "732829321"),
            ("SELLER_IBAN", "FR76 1027 8073 0000 0201 3480 146"),
            ("SELLER_BIC", "CMCI"),
        ]))
        .expect("refused");
        for part in [
            "SELLER_SIREN 732829321 is not a SIREN",
            "SELLER_VAT_NUMBER FR44732829320 is not the VAT number of SELLER_SIREN",
            "SELLER_IBAN FR76 1027 8073 0000 0201 3480 146 is not an IBAN",
            "SELLER_BIC CMCI is not a BIC",
        ] {
            assert!(said.contains(part), "{said}");
        }
        assert!(iban_is_valid("FR7630006000011234567890189"));
        assert!(!iban_is_valid("FR7630006000011234567890188"));
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
        assert_eq!(unset.refusals().len(), 10);
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
            seller: Seller::default(),
            legal: crate::legal_notice::LegalSettings::default(),
            payments: Payments::LocalTest,
            s3: None,
            jobs_every_seconds: None,
            operations: Operations::default(),
        }
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
