//! Real `ensemblier serve` processes, for the tests that need the binary itself: a kill, a
//! restart, several servers on one database.

use std::{
    path::Path,
    process::{Child, Command, ExitStatus, Stdio},
    time::{Duration, Instant},
};

/// `ensemblier serve` as a child process, killed when dropped.
pub struct Server {
    pub child: Child,
    pub address: String,
}

impl Server {
    /// Sends SIGTERM, as a service manager stopping it does.
    pub fn terminate(&self) {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(sent.success(), "SIGTERM not sent");
    }

    /// Waits for the process to end; its exit status.
    pub async fn exited(&mut self, within: Duration) -> ExitStatus {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return status;
            }
            assert!(started.elapsed() < within, "still running after {within:?}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    pub fn port(&self) -> u16 {
        self.address
            .rsplit(':')
            .next()
            .and_then(|port| port.parse().ok())
            .expect("port")
    }
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
    start_on(database_url, dir, free_port(), settings).await
}

/// The same on a given port: a server restarted where it was, as a proxy expects it.
pub async fn start_on(
    database_url: &str,
    dir: &Path,
    port: u16,
    settings: &[(&str, &str)],
) -> Server {
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
        // A test server: the local test provider and the example seller.
        .env("ENSEMBLIER_DEVELOPMENT", "1")
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
