//! The bucket of uploaded files (`S3_*`).

use anyhow::Context;

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
    pub(super) fn from_environment(
        var: impl Fn(&str) -> Option<String>,
    ) -> anyhow::Result<Option<Self>> {
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
