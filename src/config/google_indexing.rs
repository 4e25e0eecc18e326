//! Google's Indexing API (`GOOGLE_INDEXING_*`): off unless a service account's key is given.

use anyhow::Context;

/// Google's API, where the notices go outside development.
pub const GOOGLE_INDEXING_API: &str = "https://indexing.googleapis.com";
/// Google's default publish quota per project and day (URL_UPDATED and URL_DELETED alike).
pub const GOOGLE_DEFAULT_DAILY_QUOTA: u32 = 200;
/// A service account's key file is a few KB; more is not one.
const MAX_KEY_FILE: u64 = 64 * 1024;

/// What the notices to Google need (docs/operations.md, "Google's Indexing API").
#[derive(Clone, PartialEq, Eq)]
pub struct GoogleIndexingSettings {
    /// The service account's `client_email`: the JWT's issuer.
    pub client_email: String,
    /// Its `private_key_id`: the JWT's `kid`.
    pub private_key_id: String,
    /// Its `private_key` (PKCS#8 PEM, RSA): signs the JWT (RS256).
    pub private_key: String,
    /// Its `token_uri`, where the JWT is exchanged for an access token.
    pub token_uri: String,
    /// `GOOGLE_INDEXING_API_URL`: the API's base URL. Default [`GOOGLE_INDEXING_API`].
    pub api_url: String,
    /// `GOOGLE_INDEXING_DAILY_QUOTA`: the project's publish requests per day (Pacific time, as
    /// Google counts them). Default [`GOOGLE_DEFAULT_DAILY_QUOTA`].
    pub daily_quota: u32,
}

/// The private key stays out of logs and panics.
impl std::fmt::Debug for GoogleIndexingSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoogleIndexingSettings")
            .field("client_email", &self.client_email)
            .field("token_uri", &self.token_uri)
            .field("api_url", &self.api_url)
            .field("daily_quota", &self.daily_quota)
            .finish_non_exhaustive()
    }
}

/// The fields of a service account's JSON key that are read.
#[derive(serde::Deserialize)]
struct KeyFile {
    #[serde(rename = "type")]
    kind: String,
    client_email: String,
    private_key_id: String,
    private_key: String,
    token_uri: String,
}

impl GoogleIndexingSettings {
    /// `GOOGLE_INDEXING_KEY_FILE` turns the notices on. A key that cannot be read or is not a
    /// service account's RSA key stops every command: a typo never silently turns them off.
    pub(super) fn from_environment(
        var: impl Fn(&str) -> Option<String>,
    ) -> anyhow::Result<Option<Self>> {
        let Some(path) = var("GOOGLE_INDEXING_KEY_FILE") else {
            anyhow::ensure!(
                var("GOOGLE_INDEXING_API_URL").is_none()
                    && var("GOOGLE_INDEXING_DAILY_QUOTA").is_none(),
                "GOOGLE_INDEXING_API_URL or GOOGLE_INDEXING_DAILY_QUOTA is set without \
                 GOOGLE_INDEXING_KEY_FILE"
            );
            return Ok(None);
        };
        let path = path.trim();
        let size = std::fs::metadata(path)
            .with_context(|| format!("GOOGLE_INDEXING_KEY_FILE: cannot read {path}"))?
            .len();
        anyhow::ensure!(
            size <= MAX_KEY_FILE,
            "GOOGLE_INDEXING_KEY_FILE: {path} is not a service account's key (over 64 KB)"
        );
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("GOOGLE_INDEXING_KEY_FILE: cannot read {path}"))?;
        let daily_quota = match var("GOOGLE_INDEXING_DAILY_QUOTA") {
            Some(n) => n
                .trim()
                .parse()
                .ok()
                .filter(|n| (1..=1_000_000).contains(n))
                .context("GOOGLE_INDEXING_DAILY_QUOTA must be a number from 1 to 1000000")?,
            None => GOOGLE_DEFAULT_DAILY_QUOTA,
        };
        let api_url = var("GOOGLE_INDEXING_API_URL").map_or_else(
            || GOOGLE_INDEXING_API.to_owned(),
            |url| url.trim().to_owned(),
        );
        Self::from_key(&text, api_url, daily_quota)
            .with_context(|| format!("GOOGLE_INDEXING_KEY_FILE: {path}"))
            .map(Some)
    }

    /// The settings of the JSON key `text`.
    pub fn from_key(text: &str, api_url: String, daily_quota: u32) -> anyhow::Result<Self> {
        let key: KeyFile = serde_json::from_str(text)
            .context("not a service account's JSON key (client_email, private_key…)")?;
        anyhow::ensure!(
            key.kind == "service_account",
            "the key's type is {:?}, not \"service_account\"",
            key.kind
        );
        jsonwebtoken::EncodingKey::from_rsa_pem(key.private_key.as_bytes())
            .context("its private_key is not an RSA key in PEM")?;
        Ok(Self {
            client_email: key.client_email,
            private_key_id: key.private_key_id,
            private_key: key.private_key,
            token_uri: key.token_uri.trim().to_owned(),
            api_url: api_url.trim_end_matches('/').to_owned(),
            daily_quota,
        })
    }

    /// Outside development, both addresses the key goes to are https.
    pub(super) fn refusals(&self) -> Vec<String> {
        [
            ("the key file's token_uri", &self.token_uri),
            ("GOOGLE_INDEXING_API_URL", &self.api_url),
        ]
        .into_iter()
        .filter(|(_, url)| !url.starts_with("https://"))
        .map(|(what, url)| {
            format!("{what} must be an https address outside development, not {url}")
        })
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = include_str!("../../tests/api/integrations/google-indexing-key.json");

    #[test]
    fn a_service_account_key_is_read_and_its_addresses_checked() {
        let settings = GoogleIndexingSettings::from_key(KEY, GOOGLE_INDEXING_API.to_owned(), 200)
            .expect("key");
        assert_eq!(settings.token_uri, "https://oauth2.googleapis.com/token");
        assert!(settings.refusals().is_empty());
        assert!(
            !format!("{settings:?}").contains("PRIVATE KEY"),
            "no key in logs"
        );
        let plain = GoogleIndexingSettings::from_key(KEY, "http://127.0.0.1:9".to_owned(), 200)
            .expect("key");
        assert_eq!(plain.refusals().len(), 1, "{:?}", plain.refusals());
    }

    #[test]
    fn a_broken_key_or_a_setting_without_key_stops_instead_of_turning_the_notices_off() {
        let broken = KEY.replace("MII", "XXX");
        assert!(GoogleIndexingSettings::from_key(&broken, String::new(), 1).is_err());
        let user = KEY.replace("\"service_account\"", "\"authorized_user\"");
        assert!(GoogleIndexingSettings::from_key(&user, String::new(), 1).is_err());
        let only_quota =
            |name: &str| (name == "GOOGLE_INDEXING_DAILY_QUOTA").then(|| "5".to_owned());
        assert!(GoogleIndexingSettings::from_environment(only_quota).is_err());
        let missing = |name: &str| {
            (name == "GOOGLE_INDEXING_KEY_FILE").then(|| "/nonexistent.json".to_owned())
        };
        assert!(GoogleIndexingSettings::from_environment(missing).is_err());
        assert!(GoogleIndexingSettings::from_environment(|_| None)
            .expect("off")
            .is_none());
    }
}
