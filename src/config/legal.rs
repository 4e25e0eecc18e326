//! What the legal notice says beyond the seller (`LEGAL_*`); the notice itself is
//! `legal_notice`.

/// What the legal notice says beyond the seller's identity. Each field from its `LEGAL_*`
/// variable; the defaults are examples, for development only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalSettings {
    /// `LEGAL_PHONE`: the publisher's telephone number.
    pub phone: String,
    /// `LEGAL_PUBLICATION_DIRECTOR`: the director of the publication (a person's name).
    pub publication_director: String,
    /// `LEGAL_HOST_NAME`: the host's name (company and legal form).
    pub host_name: String,
    /// `LEGAL_HOST_ADDRESS`: the host's address, on one line.
    pub host_address: String,
    /// `LEGAL_HOST_PHONE`: the host's telephone number.
    pub host_phone: String,
}

/// The example of development and tests: no one could take it for a real company.
impl Default for LegalSettings {
    fn default() -> Self {
        Self {
            phone: "01 00 00 00 00 (exemple)".to_owned(),
            publication_director: "Camille Exemple (fictive)".to_owned(),
            host_name: "Hébergeur Exemple SAS (fictif)".to_owned(),
            host_address: "1 rue de l'Exemple, 00000 Nulle-Part".to_owned(),
            host_phone: "00 00 00 00 00 (exemple)".to_owned(),
        }
    }
}

impl LegalSettings {
    pub fn from_environment(var: impl Fn(&str) -> Option<String>, development: bool) -> Self {
        let example = Self::default();
        let read = |name: &str, example: String| match var(name) {
            Some(value) => value.trim().to_owned(),
            None if development => example,
            None => String::new(),
        };
        Self {
            phone: read("LEGAL_PHONE", example.phone),
            publication_director: read("LEGAL_PUBLICATION_DIRECTOR", example.publication_director),
            host_name: read("LEGAL_HOST_NAME", example.host_name),
            host_address: read("LEGAL_HOST_ADDRESS", example.host_address),
            host_phone: read("LEGAL_HOST_PHONE", example.host_phone),
        }
    }

    /// Each field by its setting's name.
    pub fn fields(&self) -> [(&'static str, &str); 5] {
        [
            ("LEGAL_PHONE", &self.phone),
            ("LEGAL_PUBLICATION_DIRECTOR", &self.publication_director),
            ("LEGAL_HOST_NAME", &self.host_name),
            ("LEGAL_HOST_ADDRESS", &self.host_address),
            ("LEGAL_HOST_PHONE", &self.host_phone),
        ]
    }

    /// Why `serve` may not show these to the public: each field empty or still the example.
    pub fn refusals(&self) -> Vec<String> {
        self.fields()
            .into_iter()
            .zip(Self::default().fields())
            .filter_map(|((name, value), (_, example))| {
                if value.trim().is_empty() {
                    Some(format!("{name} must be set (the legal notice, /legal)"))
                } else if value.trim() == example {
                    Some(format!("{name} is the example's ({example}): set your own"))
                } else {
                    None
                }
            })
            .collect()
    }
}
