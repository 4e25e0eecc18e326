//! A private primary and its streaming replica, made the way an operator makes one
//! (`initdb`, then `pg_basebackup -R` of the running primary), each a PostgreSQL cluster in a
//! temporary directory on a free port, stopped when dropped. The shared server on 5432 is not
//! used: making a replica of it would copy every test database and need a replication entry
//! in its `pg_hba.conf`.

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use super::servers::free_port;

pub struct Clusters {
    bin: PathBuf,
    dir: tempfile::TempDir,
    pub primary_port: u16,
    pub replica_port: u16,
}

/// The directory of the newest PostgreSQL server binaries installed, if any has them all.
fn binaries() -> Option<PathBuf> {
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            ["initdb", "pg_ctl", "pg_basebackup", "postgres"]
                .iter()
                .all(|tool| bin.join(tool).is_file())
                .then_some((version, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, bin)| bin)
}

impl Clusters {
    /// Both clusters running, the replica streaming from the primary; `None` (with the reason
    /// on stderr) only where PostgreSQL's server binaries are not installed, and never in CI.
    pub async fn start() -> Option<Self> {
        let Some(bin) = binaries() else {
            let reason = "no PostgreSQL server binaries under /usr/lib/postgresql/*/bin \
                          (initdb, pg_ctl, pg_basebackup, postgres): the read replica test \
                          is skipped; install the `postgresql` package to run it";
            assert!(std::env::var("CI").as_deref() != Ok("true"), "{reason}");
            eprintln!("SKIPPED: {reason}");
            return None;
        };
        let dir = tempfile::tempdir().expect("temp dir");
        let clusters = Self {
            bin,
            dir,
            primary_port: free_port(),
            replica_port: free_port(),
        };
        tokio::task::spawn_blocking(move || {
            clusters.make();
            clusters
        })
        .await
        .map(Some)
        .expect("make the clusters")
    }

    pub fn primary_url(&self, database: &str) -> String {
        format!(
            "postgres://postgres@127.0.0.1:{}/{database}",
            self.primary_port
        )
    }

    pub fn replica_url(&self, database: &str) -> String {
        format!(
            "postgres://postgres@127.0.0.1:{}/{database}",
            self.replica_port
        )
    }

    fn data(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn make(&self) {
        if is_root() {
            // PostgreSQL does not run as root: the clusters are the postgres user's.
            run(Command::new("chown").arg("postgres").arg(self.dir.path()));
        }
        let primary = self.data("primary");
        run(self.tool("initdb").arg("-D").arg(&primary).args([
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        ]));
        // initdb's pg_hba.conf trusts replication connections from 127.0.0.1.
        configure(
            &primary,
            &format!(
                "port = {}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{}'\n\
                 wal_level = replica\nmax_wal_senders = 4\nfsync = off\n\
                 synchronous_commit = off\nfull_page_writes = off\nshared_buffers = 32MB\n",
                self.primary_port,
                self.dir.path().display()
            ),
        );
        self.pg_ctl(&primary, "start");
        let replica = self.data("replica");
        run(self
            .tool("pg_basebackup")
            .args([
                "-h",
                "127.0.0.1",
                "-U",
                "postgres",
                "-X",
                "stream",
                "-R",
                "-c",
                "fast",
            ])
            .args(["-p", &self.primary_port.to_string(), "-D"])
            .arg(&replica));
        // A copy of the primary's settings, on its own port; `-R` wrote `standby.signal` and
        // the primary's address.
        configure(
            &replica,
            &format!("port = {}\nhot_standby = on\n", self.replica_port),
        );
        self.pg_ctl(&replica, "start");
    }

    /// `name` of the server binaries, as the postgres user when the test runs as root.
    fn tool(&self, name: &str) -> Command {
        let path = self.bin.join(name);
        if is_root() {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(path);
            command
        } else {
            Command::new(path)
        }
    }

    fn pg_ctl(&self, data: &Path, action: &str) {
        let mut command = self.tool("pg_ctl");
        command
            .arg("-D")
            .arg(data)
            .arg("-l")
            .arg(data.with_extension("log"))
            .args(["-w", "-t", "60", action]);
        if action == "stop" {
            command.args(["-m", "immediate"]);
        }
        run(&mut command);
    }
}

impl Drop for Clusters {
    fn drop(&mut self) {
        for name in ["replica", "primary"] {
            let data = self.data(name);
            if data.join("postmaster.pid").exists() {
                self.pg_ctl(&data, "stop");
            }
        }
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.stdout.starts_with(b"0\n"))
}

/// Appends `lines` to the cluster's `postgresql.conf` (the last setting wins).
fn configure(data: &Path, lines: &str) {
    let path = data.join("postgresql.conf");
    let mut conf = std::fs::read_to_string(&path).expect("postgresql.conf");
    conf.push_str("\n# The read replica test\n");
    conf.push_str(lines);
    // Written by the test's user: the file stays the owner's (only its content changes).
    std::fs::write(&path, conf).expect("write postgresql.conf");
}

fn run(command: &mut Command) {
    let out = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{command:?}: {e}"));
    assert!(
        out.status.success(),
        "{command:?}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
