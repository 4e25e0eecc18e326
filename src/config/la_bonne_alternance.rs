//! La bonne alternance's offer-publishing API (`LBA_API_URL`, `LBA_API_KEY`): off unless both
//! are given.

/// What the publishing to La bonne alternance needs (docs/operations.md, "La bonne
/// alternance").
#[derive(Clone, PartialEq, Eq)]
pub struct LaBonneAlternanceSettings {
    /// `LBA_API_URL`: the API's base, the routes' prefix included
    /// (`https://api.apprentissage.beta.gouv.fr/api`), without a final `/`.
    pub api_url: String,
    /// `LBA_API_KEY`: the API key of our account, with the `jobs:write` habilitation.
    pub api_key: String,
}

/// The key stays out of logs and panics.
impl std::fmt::Debug for LaBonneAlternanceSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LaBonneAlternanceSettings")
            .field("api_url", &self.api_url)
            .finish_non_exhaustive()
    }
}

impl LaBonneAlternanceSettings {
    /// Both settings turn it on; one without the other stops every command (a typo never
    /// silently turns the publishing off).
    pub(super) fn from_environment(
        var: impl Fn(&str) -> Option<String>,
    ) -> anyhow::Result<Option<Self>> {
        match (var("LBA_API_URL"), var("LBA_API_KEY")) {
            (None, None) => Ok(None),
            (Some(url), Some(key)) => Ok(Some(Self {
                api_url: url.trim().trim_end_matches('/').to_owned(),
                api_key: key.trim().to_owned(),
            })),
            (Some(_), None) => anyhow::bail!("LBA_API_URL is set without LBA_API_KEY"),
            (None, Some(_)) => anyhow::bail!("LBA_API_KEY is set without LBA_API_URL"),
        }
    }

    /// Outside development the key only goes over https.
    pub(super) fn refusals(&self) -> Vec<String> {
        if self.api_url.starts_with("https://") {
            Vec::new()
        } else {
            vec![format!(
                "LBA_API_URL must be an https address outside development, not {}",
                self.api_url
            )]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_settings_turn_it_on_one_alone_stops_and_plain_http_is_refused() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert!(LaBonneAlternanceSettings::from_environment(vars(&[]))
            .expect("off")
            .is_none());
        assert!(
            LaBonneAlternanceSettings::from_environment(vars(&[("LBA_API_KEY", "k")])).is_err()
        );
        assert!(
            LaBonneAlternanceSettings::from_environment(vars(&[("LBA_API_URL", "https://a")]))
                .is_err()
        );
        let on = LaBonneAlternanceSettings::from_environment(vars(&[
            ("LBA_API_URL", "https://api.apprentissage.beta.gouv.fr/api/"),
            ("LBA_API_KEY", "secret-key"),
        ]))
        .expect("on")
        .expect("settings");
        assert_eq!(on.api_url, "https://api.apprentissage.beta.gouv.fr/api");
        assert!(on.refusals().is_empty());
        assert!(!format!("{on:?}").contains("secret-key"), "no key in logs");
        let plain = LaBonneAlternanceSettings {
            api_url: "http://127.0.0.1:9".to_owned(),
            ..on
        };
        assert_eq!(plain.refusals().len(), 1);
    }
}
