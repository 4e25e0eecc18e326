//! What a server exposes at `/metrics` (Prometheus text format, on `METRICS_BIND_ADDRESS`
//! only): its requests, its jobs, and, read when scraped, its index, the outbox it follows,
//! the mail queue and its connection pool. One registry per server, no global: the tests run
//! many servers in one process. docs/operations.md lists the metrics and what to alert on.

use std::{
    sync::{atomic::AtomicU64, Arc},
    time::Duration,
};

use prometheus_client::{
    encoding::EncodeLabelSet,
    metrics::{
        counter::Counter,
        family::Family,
        gauge::Gauge,
        histogram::{exponential_buckets, Histogram},
    },
    registry::Registry,
};
use sqlx::PgPool;

use crate::search::Search;

/// Every metric name starts with this.
pub const PREFIX: &str = "ensemblier";

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    /// The matched route template (`/api/files/{id}`), never the raw path: one series per
    /// route, however many URLs are asked.
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct JobLabels {
    job: &'static str,
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct JobName {
    job: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PoolState {
    state: &'static str,
}

type FloatGauge = Gauge<f64, AtomicU64>;

/// The server's metrics; cheap to clone (everything behind `Arc`s).
#[derive(Clone)]
pub struct Metrics {
    registry: Arc<Registry>,
    requests: Family<RequestLabels, Histogram, fn() -> Histogram>,
    in_flight: Gauge,
    job_runs: Family<JobLabels, Counter>,
    job_durations: Family<JobName, Histogram, fn() -> Histogram>,
    database_up: Gauge,
    pool_connections: Family<PoolState, Gauge>,
    pool_max: Gauge,
    index_documents: Gauge,
    outbox_lag_rows: Gauge,
    outbox_lag_seconds: FloatGauge,
    mail_pending: Gauge,
    mail_retrying: Gauge,
    mail_oldest_seconds: FloatGauge,
    mail_parked: Gauge,
}

/// From 1 ms to about 16 s: a search answers in milliseconds, an upload or an export in seconds.
fn request_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.001, 2.0, 15))
}

/// From 10 ms to about 20 min: the mail queue's runs are short, a rebuild of the index long.
fn job_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.01, 4.0, 9))
}

/// How a job's run ended, as its `outcome` label says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobOutcome {
    Done,
    /// Another instance holds its lock.
    Skipped,
    Failed,
    /// Cut short by the server stopping.
    Stopped,
}

impl JobOutcome {
    fn label(self) -> &'static str {
        match self {
            Self::Done => "done",
            Self::Skipped => "skipped",
            Self::Failed => "failed",
            Self::Stopped => "stopped",
        }
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Self {
        let mut registry = Registry::with_prefix(PREFIX);
        let requests = Family::<_, _, fn() -> Histogram>::new_with_constructor(
            request_buckets as fn() -> Histogram,
        );
        registry.register(
            "http_request_duration_seconds",
            "Requests answered, by method, route template and status, with their latency",
            requests.clone(),
        );
        let in_flight = Gauge::default();
        registry.register(
            "http_requests_in_flight",
            "Requests being answered now",
            in_flight.clone(),
        );
        let job_runs = Family::default();
        registry.register(
            "job_runs",
            "Runs of the scheduled jobs on this instance, by job and outcome (done, skipped: another instance ran it, failed, stopped: cut by a shutdown)",
            job_runs.clone(),
        );
        let job_durations = Family::<_, _, fn() -> Histogram>::new_with_constructor(
            job_buckets as fn() -> Histogram,
        );
        registry.register(
            "job_duration_seconds",
            "How long the jobs' runs took on this instance, by job",
            job_durations.clone(),
        );
        let database_up = Gauge::default();
        registry.register(
            "database_up",
            "1 if the last scrape could read PostgreSQL, else 0",
            database_up.clone(),
        );
        let pool_connections = Family::default();
        registry.register(
            "db_pool_connections",
            "This instance's PostgreSQL connections, by state (in_use, idle)",
            pool_connections.clone(),
        );
        let pool_max = Gauge::default();
        registry.register(
            "db_pool_max_connections",
            "The pool's size limit (DATABASE_MAX_CONNECTIONS)",
            pool_max.clone(),
        );
        let index_documents = Gauge::default();
        registry.register(
            "index_documents",
            "Offers in this instance's search index",
            index_documents.clone(),
        );
        let outbox_lag_rows = Gauge::default();
        registry.register(
            "index_outbox_lag_rows",
            "Outbox rows written after this instance's index position (changes not yet searchable here)",
            outbox_lag_rows.clone(),
        );
        let outbox_lag_seconds = FloatGauge::default();
        registry.register(
            "index_outbox_lag_seconds",
            "Age of the oldest outbox row this instance's index has not applied; 0 when up to date",
            outbox_lag_seconds.clone(),
        );
        let mail_pending = Gauge::default();
        registry.register(
            "mail_queue_pending",
            "Mails waiting to be sent (shared by every instance)",
            mail_pending.clone(),
        );
        let mail_retrying = Gauge::default();
        registry.register(
            "mail_queue_retrying",
            "Pending mails whose sending failed at least once (shared by every instance)",
            mail_retrying.clone(),
        );
        let mail_oldest_seconds = FloatGauge::default();
        registry.register(
            "mail_queue_oldest_pending_seconds",
            "Age of the oldest pending mail; 0 when none waits",
            mail_oldest_seconds.clone(),
        );
        let mail_parked = Gauge::default();
        registry.register(
            "mail_queue_parked",
            "Mails parked: the relay refused their address for good, they are not retried (shared by every instance)",
            mail_parked.clone(),
        );
        Self {
            registry: Arc::new(registry),
            requests,
            in_flight,
            job_runs,
            job_durations,
            database_up,
            pool_connections,
            pool_max,
            index_documents,
            outbox_lag_rows,
            outbox_lag_seconds,
            mail_pending,
            mail_retrying,
            mail_oldest_seconds,
            mail_parked,
        }
    }

    /// A request starts: counted in flight until the returned guard is dropped.
    pub fn request_started(&self) -> InFlight {
        self.in_flight.inc();
        InFlight(self.in_flight.clone())
    }

    /// A request was answered. `route` is the matched template or the page's (`PageRoute`),
    /// `None` for what nothing matched (the UI's files, unknown paths).
    pub fn request_answered(
        &self,
        method: &axum::http::Method,
        route: Option<&str>,
        status: u16,
        elapsed: Duration,
    ) {
        let labels = RequestLabels {
            method: method_label(method),
            route: route.map_or_else(|| UNMATCHED.to_owned(), route_label),
            status,
        };
        self.requests
            .get_or_create(&labels)
            .observe(elapsed.as_secs_f64());
    }

    pub fn job_ran(&self, job: &'static str, outcome: JobOutcome, elapsed: Duration) {
        self.job_runs
            .get_or_create(&JobLabels {
                job,
                outcome: outcome.label(),
            })
            .inc();
        self.job_durations
            .get_or_create(&JobName { job })
            .observe(elapsed.as_secs_f64());
    }

    /// Reads what is measured at scrape time, then writes every metric in the text format.
    pub async fn scrape(&self, pool: &PgPool, search: &Search) -> String {
        let idle = i64::try_from(pool.num_idle()).unwrap_or(i64::MAX);
        let size = i64::from(pool.size());
        self.pool_connections
            .get_or_create(&PoolState { state: "idle" })
            .set(idle);
        self.pool_connections
            .get_or_create(&PoolState { state: "in_use" })
            .set((size - idle).max(0));
        self.pool_max
            .set(i64::from(pool.options().get_max_connections()));
        self.index_documents
            .set(i64::try_from(search.live.current().len()).unwrap_or(i64::MAX));
        match self.read_database(pool, search).await {
            Ok(()) => {
                self.database_up.set(1);
            }
            Err(error) => {
                tracing::warn!(%error, "metrics: cannot read PostgreSQL");
                self.database_up.set(0);
            }
        }
        let mut text = String::new();
        if let Err(error) = prometheus_client::encoding::text::encode(&mut text, &self.registry) {
            tracing::error!(%error, "metrics: cannot encode");
        }
        text
    }

    async fn read_database(&self, pool: &PgPool, search: &Search) -> sqlx::Result<()> {
        let position = search.progress();
        let (rows, oldest): (i64, f64) = sqlx::query!(
            r#"SELECT count(*) AS "rows!", COALESCE(EXTRACT(EPOCH FROM now() - min(created_at))::float8, 0) AS "oldest!"
               FROM index_outbox WHERE (xid, id) > ($1::text::xid8, $2)"#,
            position.xid.to_string(),
            position.id
        )
        .map(|row| (row.rows, row.oldest))
        .fetch_one(pool)
        .await?;
        self.outbox_lag_rows.set(rows);
        self.outbox_lag_seconds.set(oldest.max(0.0));
        let (pending, retrying, oldest): (i64, i64, f64) = sqlx::query!(
            r#"SELECT count(*) AS "pending!", count(*) FILTER (WHERE attempts > 0) AS "retrying!",
                    COALESCE(EXTRACT(EPOCH FROM now() - min(created_at))::float8, 0) AS "oldest!"
               FROM mail_queue WHERE status = 'pending'"#
        )
        .map(|row| (row.pending, row.retrying, row.oldest))
        .fetch_one(pool)
        .await?;
        self.mail_pending.set(pending);
        self.mail_retrying.set(retrying);
        self.mail_oldest_seconds.set(oldest.max(0.0));
        let parked: i64 = sqlx::query_scalar!(
            r#"SELECT count(*) AS "count!" FROM mail_queue WHERE status = 'parked'"#
        )
        .fetch_one(pool)
        .await?;
        self.mail_parked.set(parked);
        Ok(())
    }
}

/// Counts a request in flight while it lives.
pub struct InFlight(Gauge);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.dec();
    }
}

/// The route label of requests no route matched.
const UNMATCHED: &str = "unmatched";

/// The route a response names when no router template did: the UI's pages, which one
/// fallback serves, are told apart by the page handler (`http::pages::ui_page`) from a fixed
/// set of labels, so the series stay bounded.
#[derive(Clone, Copy, Debug)]
pub struct PageRoute(pub &'static str);

/// axum names the tail of a nested router's catch-all with a private parameter; `/*` says
/// the same, shorter.
fn route_label(template: &str) -> String {
    match template.split_once("/{*__private") {
        Some((prefix, _)) => format!("{prefix}/*"),
        None => template.to_owned(),
    }
}

/// A method outside HTTP's own set is one label: a client cannot add series by inventing
/// methods.
fn method_label(method: &axum::http::Method) -> &'static str {
    use axum::http::Method;
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "OTHER",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_bounded_whatever_the_request() {
        assert_eq!(
            route_label("/assets/{*__private__axum_nest_tail_param}"),
            "/assets/*"
        );
        assert_eq!(route_label("/api/files/{id}"), "/api/files/{id}");
        let invented = axum::http::Method::from_bytes(b"BREW").expect("method");
        assert_eq!(method_label(&invented), "OTHER");
        assert_eq!(method_label(&axum::http::Method::GET), "GET");
    }
}
