//! A real S3 server for the tests: `s3s-fs` (the S3 protocol over a directory, from
//! crates.io) on a random loopback port, over real HTTP with signed requests, on a thread of
//! its own so that it answers while a test blocks. Not a mock: the server's `object_store`
//! client speaks to it as to any S3-compatible store.

use std::path::PathBuf;

use ensemblier::config::S3Settings;
use hyper_util::rt::TokioIo;
use tokio::sync::oneshot;

pub const BUCKET: &str = "ensemblier-fichiers";
const ACCESS_KEY: &str = "test-access-key";
const SECRET_KEY: &str = "test-secret-key";

/// The server, stopped when dropped; its objects are files under `root/BUCKET/`.
pub struct S3Server {
    pub settings: S3Settings,
    pub root: PathBuf,
    stop: Option<oneshot::Sender<()>>,
    _dir: tempfile::TempDir,
}

impl Drop for S3Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

impl S3Server {
    pub fn start() -> Self {
        let dir = tempfile::tempdir().expect("bucket dir");
        let root = dir.path().to_path_buf();
        std::fs::create_dir_all(root.join(BUCKET)).expect("the bucket");
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        listener.set_nonblocking(true).expect("non-blocking");
        let port = listener.local_addr().expect("address").port();
        let service = {
            let mut builder =
                s3s::service::S3ServiceBuilder::new(s3s_fs::FileSystem::new(&root).expect("fs"));
            builder.set_auth(s3s::auth::SimpleAuth::from_single(ACCESS_KEY, SECRET_KEY));
            builder.build()
        };
        let (stop, mut stopped) = oneshot::channel();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            runtime.block_on(async move {
                let listener = tokio::net::TcpListener::from_std(listener).expect("listener");
                loop {
                    let socket = tokio::select! {
                        accepted = listener.accept() => match accepted {
                            Ok((socket, _)) => socket,
                            Err(_) => continue,
                        },
                        _ = &mut stopped => return,
                    };
                    let service = service.clone();
                    tokio::spawn(async move {
                        let _ = hyper::server::conn::http1::Builder::new()
                            .serve_connection(TokioIo::new(socket), service)
                            .await;
                    });
                }
            });
        });
        Self {
            settings: S3Settings {
                endpoint: Some(format!("http://127.0.0.1:{port}")),
                bucket: BUCKET.to_owned(),
                region: "us-east-1".to_owned(),
                access_key_id: ACCESS_KEY.to_owned(),
                secret_access_key: SECRET_KEY.to_owned(),
            },
            root,
            stop: Some(stop),
            _dir: dir,
        }
    }

    /// The settings a server process reads to use this bucket.
    pub fn environment(&self) -> Vec<(&'static str, String)> {
        let s = &self.settings;
        vec![
            ("S3_ENDPOINT", s.endpoint.clone().unwrap_or_default()),
            ("S3_BUCKET", s.bucket.clone()),
            ("S3_REGION", s.region.clone()),
            ("S3_ACCESS_KEY_ID", s.access_key_id.clone()),
            ("S3_SECRET_ACCESS_KEY", s.secret_access_key.clone()),
        ]
    }

    /// Where the server keeps an object.
    pub fn object_path(&self, key: &str) -> PathBuf {
        self.root.join(BUCKET).join(key)
    }
}
