//! Real `ensemblier serve` processes, for the tests that need the binary itself: a kill, a
//! restart, several servers on one database.

use std::{
    path::Path,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

/// `ensemblier serve` as a child process, killed when dropped.
pub struct Server {
    pub child: Child,
    pub address: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

/// A server on `database_url` whose data, UI folder and log (`server.log`) are under `dir`.
pub async fn start(database_url: &str, dir: &Path) -> Server {
    start_with(database_url, dir, &[]).await
}

/// The same, with more settings in its environment (they win over the defaults).
pub async fn start_with(database_url: &str, dir: &Path, settings: &[(&str, &str)]) -> Server {
    let port = free_port();
    let log = std::fs::File::options()
        .create(true)
        .append(true)
        .open(dir.join("server.log"))
        .expect("log file");
    let mut command = Command::new(env!("CARGO_BIN_EXE_ensemblier"));
    command
        .arg("serve")
        .env("DATABASE_URL", database_url)
        .env("BIND_ADDRESS", format!("127.0.0.1:{port}"))
        .env("DATA_DIR", dir.join("data"))
        .env("UI_DIR", dir.join("ui"))
        .env(
            "JWT_SECRET",
            "test-only-signing-secret-of-at-least-32-bytes",
        )
        .env("RUST_LOG", "warn")
        .envs(settings.iter().copied())
        .stdout(Stdio::null())
        .stderr(log.try_clone().expect("log"));
    let child = command.spawn().expect("start the server");
    let server = Server {
        child,
        address: format!("http://127.0.0.1:{port}"),
    };
    let client = reqwest::Client::new();
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        let health = client
            .get(format!("{}/healthz", server.address))
            .send()
            .await;
        if health.is_ok_and(|response| response.status().is_success()) {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the server did not start: {}", server_log(dir));
}

pub fn server_log(dir: &Path) -> String {
    std::fs::read_to_string(dir.join("server.log")).unwrap_or_default()
}
