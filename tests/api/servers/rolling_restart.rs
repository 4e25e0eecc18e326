//! Stopping a server (SIGTERM) loses nothing: a request in flight finishes while new
//! connections are refused at once, a write is done whole or refused, a rolling restart of
//! two servers behind a client that moves to the other on a refused connection (as a proxy
//! does) fails no request, and a job cut short lets go of its lock for another instance.

use std::{
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use ensemblier::{
    config::Settings,
    filters::JobFilters,
    mail::Mailer,
    tasks::{self, Lock, Schedule, Task, TaskFuture},
};
use serde_json::json;
use sqlx::{Connection, PgConnection, PgPool};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::{
    support::helpers::{company_registration, fresh_database, PASSWORD},
    support::servers::{server_log, start, start_on, Server},
};

async fn refused(port: u16) -> bool {
    matches!(
        TcpStream::connect(("127.0.0.1", port)).await,
        Err(error) if error.kind() == std::io::ErrorKind::ConnectionRefused
    )
}

#[tokio::test]
async fn a_request_in_flight_finishes_after_sigterm_while_new_connections_are_refused() {
    let database = fresh_database().await;
    let dir = tempfile::tempdir().expect("dir");
    let mut a = start(&database, dir.path()).await;

    // A search whose body arrives slowly, as a large upload on a slow line does.
    let body = format!(
        "{{\"query\":\"{{ jobOffers(nb_items: 1) {{ totalCount }} }}\"{}}}",
        " ".repeat(300_000)
    );
    let (first, rest) = body.split_at(body.len() / 2);
    let mut stream = TcpStream::connect(("127.0.0.1", a.port()))
        .await
        .expect("connect");
    let head = format!(
        "POST /api/graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.expect("head");
    stream.write_all(first.as_bytes()).await.expect("half");
    tokio::time::sleep(Duration::from_millis(300)).await;

    a.terminate();
    let stopping = Instant::now();
    while !refused(a.port()).await {
        assert!(
            // Liveness, not speed: a busy CI machine must not fail it.
            stopping.elapsed() < Duration::from_secs(10),
            "A still accepts connections 10 s after SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        a.child.try_wait().expect("wait").is_none(),
        "A waits for the request in flight"
    );

    stream.write_all(rest.as_bytes()).await.expect("the rest");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.expect("answer");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"totalCount\":0"), "{answer}");
    let status = a.exited(Duration::from_secs(10)).await;
    assert!(status.success(), "{status}: {}", server_log(dir.path()));
}

/// What a company's registration writes, all or nothing: the user, its company, its wallet
/// and its confirmation mail.
async fn written_parts(pool: &PgPool, email: &str) -> [bool; 4] {
    let exists = |sql: &'static str| async move {
        sqlx::query_scalar::<_, bool>(sql)
            .bind(email)
            .fetch_one(pool)
            .await
            .expect("read")
    };
    [
        exists("SELECT EXISTS (SELECT 1 FROM users WHERE email = $1)").await,
        exists("SELECT EXISTS (SELECT 1 FROM companies WHERE email = $1)").await,
        exists(
            "SELECT EXISTS (SELECT 1 FROM wallets w JOIN companies c USING (pro_client_id) WHERE c.email = $1)",
        )
        .await,
        exists("SELECT EXISTS (SELECT 1 FROM mail_queue WHERE to_address = $1)").await,
    ]
}

fn registration(email: &str) -> reqwest::multipart::Form {
    company_registration(email, "Atelier Lumière")
        .into_iter()
        .fold(reqwest::multipart::Form::new(), |form, (name, value)| {
            form.text(name, value.to_owned())
        })
}

#[tokio::test]
async fn a_write_sent_to_a_stopping_server_is_done_whole_or_refused() {
    let database = fresh_database().await;
    let dirs = [
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    ];
    let mut a = start(&database, dirs[0].path()).await;
    let b = start(&database, dirs[1].path()).await;
    let pool = crate::support::helpers::test_pool(&database).await;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()
        .expect("client");

    // Registrations keep arriving at A, eight at a time, while it is told to stop.
    let sent = Arc::new(AtomicUsize::new(0));
    let mut writers = Vec::new();
    for writer in 0..8 {
        let (client, address, sent) = (client.clone(), a.address.clone(), sent.clone());
        writers.push(tokio::spawn(async move {
            let mut outcomes = Vec::new();
            for n in 0..40 {
                let email = format!("rh-{writer}-{n}@exemple.fr");
                let answer = client
                    .post(format!("{address}/api/register"))
                    .multipart(registration(&email))
                    .send()
                    .await;
                sent.fetch_add(1, Ordering::SeqCst);
                let done = match answer {
                    Ok(response) => response.text().await.is_ok_and(|text| text == "ok"),
                    Err(_) => false,
                };
                outcomes.push((email, done));
            }
            outcomes
        }));
    }
    while sent.load(Ordering::SeqCst) < 24 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    a.terminate();
    let mut outcomes = Vec::new();
    for writer in writers {
        outcomes.extend(writer.await.expect("writer"));
    }
    assert!(a.exited(Duration::from_secs(30)).await.success());

    let (mut done, mut refused) = (0, 0);
    for (email, answered_ok) in &outcomes {
        let parts = written_parts(&pool, email).await;
        assert!(
            parts == [true; 4] || parts == [false; 4],
            "{email} half written: {parts:?}"
        );
        if *answered_ok {
            done += 1;
            assert_eq!(parts, [true; 4], "{email} answered ok but not written");
            let signed_in = client
                .post(format!("{}/api/login_check", b.address))
                .json(&json!({ "email": email, "password": PASSWORD }))
                .send()
                .await
                .expect("sign in through B");
            assert_eq!(signed_in.status(), 200, "{email} through B");
        } else if parts == [false; 4] {
            refused += 1;
        }
    }
    assert!(done >= 24, "the writes before and during the stop: {done}");
    assert!(refused > 0, "A stopped while writes kept coming");
}

/// Searches through both servers as nginx's default `proxy_next_upstream error` does: a GET
/// that met an error before any answer (a refused connection, or one reset in the stopping
/// server's listen queue) is sent to the other server; counts the requests that failed. (nginx
/// does not resend a POST it has passed on: hence, in docs/deploying.md, a server leaves the
/// proxy's upstream before its SIGTERM.)
struct Searcher {
    failures: Arc<AtomicUsize>,
    answered: Arc<AtomicUsize>,
    moved: Arc<AtomicUsize>,
    running: Arc<AtomicBool>,
}

impl Searcher {
    fn start(ports: [u16; 2]) -> (Self, tokio::task::JoinHandle<Vec<String>>) {
        let searcher = Self {
            failures: Arc::default(),
            answered: Arc::default(),
            moved: Arc::default(),
            running: Arc::new(AtomicBool::new(true)),
        };
        let (failures, answered, moved, running) = (
            searcher.failures.clone(),
            searcher.answered.clone(),
            searcher.moved.clone(),
            searcher.running.clone(),
        );
        let task = tokio::spawn(async move {
            // A new connection per request, as nginx opens to its upstreams by default.
            let client = reqwest::Client::builder()
                .pool_max_idle_per_host(0)
                .build()
                .expect("client");
            let mut errors = Vec::new();
            let mut turn = 0usize;
            while running.load(Ordering::SeqCst) {
                turn += 1;
                let mut answer = None;
                for attempt in 0..2 {
                    let port = ports[(turn + attempt) % 2];
                    match client
                        .get(format!(
                            "http://127.0.0.1:{port}/emploi/feed?search=tapissier"
                        ))
                        .send()
                        .await
                    {
                        // No answer at all: nothing of this request was served.
                        Err(error) if !error.is_timeout() => {
                            moved.fetch_add(1, Ordering::SeqCst);
                        }
                        other => {
                            answer = Some(other);
                            break;
                        }
                    }
                }
                let failure = match answer {
                    Some(Ok(response)) if response.status() == 200 => match response.text().await {
                        Ok(feed) if feed.contains("</feed>") => None,
                        Ok(feed) => Some(feed),
                        Err(error) => Some(error.to_string()),
                    },
                    Some(Ok(response)) => Some(format!("status {}", response.status())),
                    Some(Err(error)) => Some(format!("{error:?}")),
                    None => Some("both servers refused".to_owned()),
                };
                match failure {
                    None => answered.fetch_add(1, Ordering::SeqCst),
                    Some(error) => {
                        errors.push(error);
                        failures.fetch_add(1, Ordering::SeqCst)
                    }
                };
            }
            errors
        });
        (searcher, task)
    }
}

#[tokio::test]
async fn a_rolling_restart_of_two_servers_fails_no_search() {
    let database = fresh_database().await;
    let dirs = [
        tempfile::tempdir().expect("dir"),
        tempfile::tempdir().expect("dir"),
    ];
    let mut servers: [Server; 2] = [
        start(&database, dirs[0].path()).await,
        start(&database, dirs[1].path()).await,
    ];
    let ports = [servers[0].port(), servers[1].port()];
    let (searcher, task) = Searcher::start(ports);
    tokio::time::sleep(Duration::from_millis(500)).await;

    for (i, dir) in dirs.iter().enumerate() {
        servers[i].terminate();
        let status = servers[i].exited(Duration::from_secs(30)).await;
        assert!(status.success(), "{status}: {}", server_log(dir.path()));
        // Down: searches meet a refused connection, move, and are answered by the other.
        let (answered, moved) = (
            searcher.answered.load(Ordering::SeqCst),
            searcher.moved.load(Ordering::SeqCst),
        );
        let down = Instant::now();
        while searcher.moved.load(Ordering::SeqCst) == moved
            || searcher.answered.load(Ordering::SeqCst) == answered
        {
            assert!(
                down.elapsed() < Duration::from_secs(20),
                "no search moved to the other server"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        servers[i] = start_on(&database, dir.path(), ports[i], &[]).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    searcher.running.store(false, Ordering::SeqCst);
    let errors = task.await.expect("searcher");
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(searcher.failures.load(Ordering::SeqCst), 0);
    assert!(searcher.answered.load(Ordering::SeqCst) > 20);
}

/// Stands for a long job: holds its lock until cut.
const HELD: Task = Task {
    name: "held-until-cut",
    summary: "",
    counted: "",
    schedule: Schedule::Continuously(Duration::from_secs(1)),
    lock: Lock::Advisory(0x7465_7374_6375_7400),
    run: hold,
};

fn hold(_: tasks::Context) -> TaskFuture {
    Box::pin(std::future::pending())
}

async fn advisory_locks_held(connection: &mut PgConnection) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database
         WHERE l.locktype = 'advisory' AND l.granted AND d.datname = current_database()",
    )
    .fetch_one(connection)
    .await
    .expect("locks")
}

#[tokio::test]
async fn a_job_cut_short_lets_go_of_its_lock_at_once() {
    let database = fresh_database().await;
    let dir = tempfile::tempdir().expect("dir");
    let pool = crate::support::helpers::test_pool(&database).await;
    let mut settings = Settings::from_environment().expect("settings");
    settings.database_url = database.clone();
    settings.data_dir = dir.path().to_owned();
    settings.smtp_url = None;
    let filters = Arc::new(JobFilters::load(&pool).await.expect("filters"));
    let context = tasks::Context::new(
        &settings,
        pool.clone(),
        Mailer::new("http://localhost"),
        filters,
        None,
    )
    .expect("context");
    let run = tokio::spawn(async move { tasks::run_once(&HELD, &context).await.map(drop) });
    let mut other = PgConnection::connect(&database).await.expect("connect");
    let started = Instant::now();
    while advisory_locks_held(&mut other).await == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the job never locked"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }

    run.abort();
    assert!(run.await.is_err(), "cut");
    let Lock::Advisory(key) = HELD.lock else {
        unreachable!()
    };
    let cut = Instant::now();
    loop {
        let taken: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
            .bind(key)
            .fetch_one(&mut other)
            .await
            .expect("try");
        if taken {
            break;
        }
        assert!(
            cut.elapsed() < Duration::from_secs(10),
            "the lock outlived the run"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}
