//! The server's own settings: where it listens, the secret it signs with, how it is watched
//! and stopped.

use std::net::SocketAddr;

use anyhow::Context;

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
pub(super) fn secret_and_address(
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

/// The longest the download of a data export or an offer's ZIP may take by default (200 MB at
/// 350 kB/s); then it is cut and its place freed (`EXPORT_DOWNLOAD_SECONDS`,
/// docs/operations.md).
pub const EXPORT_DOWNLOAD_LIMIT: std::time::Duration = std::time::Duration::from_secs(10 * 60);

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
    /// `INDEX_SNAPSHOTS` (`on`, `off`): whether the nightly rebuild publishes the search index
    /// to the store and an instance with an empty index installs the latest one. Unset
    /// (`None`): on when there is a bucket (see [`super::Settings::index_snapshots`]).
    pub index_snapshots: Option<bool>,
}

impl Default for Operations {
    fn default() -> Self {
        Self {
            metrics_bind_address: None,
            shutdown_grace: std::time::Duration::from_secs(30),
            trusted_proxies: Vec::new(),
            export_download_limit: EXPORT_DOWNLOAD_LIMIT,
            index_snapshots: None,
        }
    }
}

impl Operations {
    pub(super) fn from_environment(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
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
        let index_snapshots = match var("INDEX_SNAPSHOTS").as_deref().map(str::trim) {
            None => None,
            Some("on") => Some(true),
            Some("off") => Some(false),
            Some(other) => anyhow::bail!("INDEX_SNAPSHOTS must be on or off, not {other}"),
        };
        Ok(Self {
            metrics_bind_address,
            shutdown_grace,
            trusted_proxies,
            export_download_limit,
            index_snapshots,
        })
    }
}
