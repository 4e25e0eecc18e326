//! A real SMTP server on loopback for the tests: it speaks enough of RFC 5321 for lettre,
//! keeps every mail it receives, and can be told to refuse mail (an outage).

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc, Mutex,
};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

#[derive(Clone, Default)]
pub struct SmtpServer {
    received: Arc<Mutex<Vec<String>>>,
    refusing: Arc<AtomicBool>,
    pub port: u16,
}

impl SmtpServer {
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind SMTP");
        let server = Self {
            port: listener.local_addr().expect("address").port(),
            ..Self::default()
        };
        let handle = server.clone();
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                tokio::spawn(handle.clone().converse(socket));
            }
        });
        server
    }

    /// While refusing, every message is answered 451 (try again later).
    pub fn set_refusing(&self, refusing: bool) {
        self.refusing.store(refusing, Ordering::SeqCst);
    }

    pub fn received(&self) -> Vec<String> {
        self.received.lock().map(|m| m.clone()).unwrap_or_default()
    }

    async fn converse(self, socket: tokio::net::TcpStream) {
        let (read, mut write) = socket.into_split();
        let mut lines = BufReader::new(read).lines();
        let _ = write.write_all(b"220 ensemblier-test ESMTP\r\n").await;
        while let Ok(Some(line)) = lines.next_line().await {
            let command = line.to_ascii_uppercase();
            let reply: &[u8] = if command.starts_with("EHLO") {
                b"250-ensemblier-test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n"
            } else if command.starts_with("DATA") {
                let _ = write.write_all(b"354 go ahead\r\n").await;
                let mut message = String::new();
                while let Ok(Some(data)) = lines.next_line().await {
                    if data == "." {
                        break;
                    }
                    message.push_str(
                        data.strip_prefix('.')
                            .filter(|_| data.starts_with(".."))
                            .unwrap_or(&data),
                    );
                    message.push_str("\r\n");
                }
                if self.refusing.load(Ordering::SeqCst) {
                    b"451 4.3.0 try again later\r\n"
                } else {
                    if let Ok(mut received) = self.received.lock() {
                        received.push(message);
                    }
                    b"250 2.0.0 queued\r\n"
                }
            } else if command.starts_with("QUIT") {
                let _ = write.write_all(b"221 bye\r\n").await;
                return;
            } else {
                b"250 ok\r\n"
            };
            if write.write_all(reply).await.is_err() {
                return;
            }
        }
    }
}
