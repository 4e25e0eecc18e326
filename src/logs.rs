//! Log lines on standard error: readable text by default, or one JSON object per line
//! (`LOG_FORMAT=json`) for a log collector. `RUST_LOG` filters both.

use anyhow::Context as _;
use tracing::Subscriber;
use tracing_subscriber::{fmt::MakeWriter, EnvFilter};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    /// `{"timestamp", "level", "target", "message", …fields}` per line.
    Json,
}

impl Format {
    /// `LOG_FORMAT`: `text` (default) or `json`.
    pub fn parse(value: Option<&str>) -> anyhow::Result<Self> {
        match value.map(str::trim) {
            None | Some("" | "text") => Ok(Self::Text),
            Some("json") => Ok(Self::Json),
            Some(other) => Err(anyhow::anyhow!(
                "LOG_FORMAT must be text or json, not {other}"
            )),
        }
    }
}

/// The filter when `RUST_LOG` is unset.
const DEFAULT_FILTER: &str = "info,sqlx=warn,tower_http=info";

/// Installs the process's logger from `LOG_FORMAT` and `RUST_LOG`.
pub fn init() -> anyhow::Result<()> {
    let format = Format::parse(std::env::var("LOG_FORMAT").ok().as_deref())?;
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    tracing::subscriber::set_global_default(subscriber(format, filter, std::io::stderr))
        .context("a logger is already installed")
}

fn subscriber<W>(format: Format, filter: EnvFilter, writer: W) -> Box<dyn Subscriber + Send + Sync>
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer);
    match format {
        Format::Text => Box::new(builder.finish()),
        // The event's fields (its message first) at the top level, beside level and target.
        Format::Json => Box::new(builder.json().flatten_event(true).finish()),
    }
}

#[cfg(test)]
mod tests {
    use std::{
        io::Write,
        sync::{Arc, Mutex},
    };

    use super::*;

    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl Write for Buffer {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .map_err(|_| std::io::Error::other("poisoned"))?
                .extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_json_line_carries_time_level_target_and_message() {
        let buffer = Buffer::default();
        let writer = buffer.clone();
        let logger = subscriber(Format::Json, EnvFilter::new("info"), move || writer.clone());
        tracing::subscriber::with_default(logger, || {
            tracing::info!(job = "mail-queue", count = 3, "job done");
            tracing::debug!("filtered out");
        });
        let text = String::from_utf8(buffer.0.lock().expect("buffer").clone()).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1, "{text}");
        let line: serde_json::Value = serde_json::from_str(lines[0]).expect("one JSON object");
        assert_eq!(line["level"], "INFO");
        assert_eq!(line["message"], "job done");
        assert_eq!(line["job"], "mail-queue");
        assert_eq!(line["count"], 3);
        assert_eq!(line["target"], "ensemblier::logs::tests");
        let timestamp = line["timestamp"].as_str().expect("timestamp");
        assert!(
            chrono::DateTime::parse_from_rfc3339(timestamp).is_ok(),
            "{timestamp}"
        );
    }

    #[test]
    fn the_format_is_text_unless_json_is_asked() {
        assert_eq!(Format::parse(None).expect("default"), Format::Text);
        assert_eq!(Format::parse(Some("json")).expect("json"), Format::Json);
        assert!(Format::parse(Some("xml")).is_err());
    }
}
