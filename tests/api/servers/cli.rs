//! The command line speaks French (issue 58): its help, clap's refusals, and a command's
//! failure, which ends in one line without a Rust backtrace.

use std::process::Output;

fn ensemblier(args: &[&str], database_url: &str) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_ensemblier"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("RUST_LOG", "error")
        .env("RUST_BACKTRACE", "1")
        .output()
        .expect("run ensemblier")
}

#[test]
fn the_help_and_the_refusals_are_in_french() {
    let help = ensemblier(&["--help"], "postgres://127.0.0.1:1/none");
    assert!(help.status.success());
    let text = String::from_utf8_lossy(&help.stdout);
    for french in [
        "Utilisation : ",
        "Commandes",
        "Affiche cette aide",
        "Migre la base de données",
    ] {
        assert!(text.contains(french), "{french}: {text}");
    }
    for english in ["Usage:", "Print help", "Commands:"] {
        assert!(!text.contains(english), "{english}: {text}");
    }
    let sub = ensemblier(&["orders", "--help"], "postgres://127.0.0.1:1/none");
    let text = String::from_utf8_lossy(&sub.stdout);
    assert!(text.contains("Un virement est arrivé"), "{text}");
    assert!(!text.contains("Print help"), "{text}");

    assert!(text.contains("Commandes :"), "French typography: {text}");
    let unknown = ensemblier(&["servir"], "postgres://127.0.0.1:1/none");
    assert_eq!(unknown.status.code(), Some(2));
    let error = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        error.starts_with("erreur : commande inconnue : « servir »"),
        "{error}"
    );
}

#[test]
fn a_failure_is_one_french_line_without_a_backtrace() {
    // Nothing listens on port 1: the database cannot be reached.
    let failed = ensemblier(
        &["orders", "mark-paid", "ENS-NOPE"],
        "postgres://127.0.0.1:1/none",
    );
    assert_eq!(failed.status.code(), Some(1));
    let error = String::from_utf8_lossy(&failed.stderr);
    assert!(
        error.starts_with("erreur : PostgreSQL est injoignable"),
        "{error}"
    );
    assert!(!error.contains("Stack backtrace"), "{error}");
    assert!(!error.contains("Caused by"), "{error}");
    assert_eq!(error.trim_end().lines().count(), 1, "{error}");
}
