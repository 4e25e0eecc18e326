//! A real SMTP server on loopback for the tests: it speaks enough of RFC 5321 for lettre,
//! keeps every mail it receives, and can be told to refuse mail (an outage, 451) or one
//! recipient for good (no such mailbox, 550).

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
    /// Addresses answered `550` at `RCPT TO`, lowercased.
    unknown: Arc<Mutex<Vec<String>>>,
    /// `RCPT TO` commands received, in order (their address).
    recipients_tried: Arc<Mutex<Vec<String>>>,
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

    /// From now on `address` is refused for good (`550 5.1.1`), as a relay refuses a mailbox
    /// that does not exist.
    pub fn refuse_recipient(&self, address: &str) {
        if let Ok(mut unknown) = self.unknown.lock() {
            unknown.push(address.to_lowercase());
        }
    }

    /// How many times a mail to `address` was attempted (`RCPT TO`).
    pub fn attempts_to(&self, address: &str) -> usize {
        let address = address.to_lowercase();
        self.recipients_tried
            .lock()
            .map(|tried| tried.iter().filter(|a| **a == address).count())
            .unwrap_or_default()
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
            } else if let Some(rest) = command.strip_prefix("RCPT TO:") {
                let address = rest
                    .trim()
                    .trim_start_matches('<')
                    .split('>')
                    .next()
                    .unwrap_or_default()
                    .to_lowercase();
                let unknown = self
                    .unknown
                    .lock()
                    .map(|unknown| unknown.contains(&address))
                    .unwrap_or_default();
                if let Ok(mut tried) = self.recipients_tried.lock() {
                    tried.push(address);
                }
                if unknown {
                    b"550 5.1.1 no such mailbox\r\n"
                } else {
                    b"250 ok\r\n"
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
