//! The guard of issue 33: a statement is static SQL through `sqlx::query!` and its kin, so
//! the compiler checks it against the migrated schema (`.sqlx/`, docs/ARCHITECTURE.md). SQL
//! assembled at run time lives only in the places listed here, each saying why.

use std::path::{Path, PathBuf};

/// The files that may build SQL at run time, and why it cannot be static there.
const DYNAMIC: &[(&str, &str)] = &[(
    "src/accounts/export.rs",
    "the candidate profile is exported under French names listed in `CANDIDATE_FIELDS`, a \
         table the statement is built from (and its test reads); its other statements are static",
)];

/// The calls that send a string chosen at run time: the functions `query`, `query_as` and
/// `query_scalar` of sqlx (not their macros), their `_with` forms, a query builder. Assembled
/// here so this file does not match itself.
fn runtime_calls() -> Vec<String> {
    let mut calls: Vec<String> = ["query", "query_as", "query_scalar"]
        .iter()
        .flat_map(|name| {
            [
                format!("sqlx::{name}("),
                format!("sqlx::{name}::<"),
                format!("sqlx::{name}_with("),
            ]
        })
        .collect();
    calls.push(format!("{}Builder", "Query"));
    calls
}

fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.map(|e| e.path()).unwrap_or_default();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn sql_outside_the_dynamic_places_is_checked_at_compile_time() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for (file, why) in DYNAMIC {
        assert!(root.join(file).is_file(), "{file} is listed but missing");
        assert!(!why.trim().is_empty(), "{file} does not say why");
    }
    let calls = runtime_calls();
    let mut found = Vec::new();
    for file in &files {
        let name = file
            .strip_prefix(root)
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .unwrap_or_default();
        if DYNAMIC.iter().any(|(dynamic, _)| *dynamic == name) {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap_or_default();
        for (line, content) in text.lines().enumerate() {
            if calls.iter().any(|call| content.contains(call.as_str())) {
                found.push(format!("{name}:{}: {}", line + 1, content.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "SQL sent as a run-time string outside the dynamic places of src/db/static_sql.rs: \
         write it with sqlx::query! (or query_as!, query_scalar!) and run \
         scripts/sqlx-prepare.sh, or, if it must be assembled at run time, build it in its \
         domain's dynamic place and list that file in DYNAMIC with the reason:\n{}",
        found.join("\n")
    );
}
