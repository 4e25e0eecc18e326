#!/usr/bin/env bash
# Regenerates `.sqlx/`, the checks of the compile-checked SQL (`sqlx::query!` and its kin)
# that every other build reads (`.cargo/config.toml` sets SQLX_OFFLINE=true), so a build needs
# no database. Run it after adding or changing a query or a migration, and commit `.sqlx/`.
#
# How: the migrations are applied to a scratch database, then the workspace is built (the
# build of scripts/test.sh, clippy's lints included) with the macros online against it;
# each macro writes its query's description to SQLX_OFFLINE_DIR (what `cargo sqlx prepare`
# does, without installing sqlx-cli).
#
# `--check` (scripts/test.sh, hence CI) builds the same way but compares instead of
# replacing: it fails when a query's data is missing, left over or stale (a migration changed
# a column a query reads). The build is the one the tests use, so the check costs no extra
# compilation on a clean clone.
source "$(dirname "$0")/lib.sh"

check=false
[ "${1:-}" = "--check" ] && check=true

ensure_postgres
server="${PG_SERVER_URL:-${DATABASE_URL%/*}}"
database="ensemblier_sqlx_$$"
out="$ROOT/target/sqlx-prepare"

drop_database() {
  psql -q "$server/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
}
trap drop_database EXIT

psql -q "$server/postgres" -c "CREATE DATABASE $database" >/dev/null
# Each migration in its own transaction, as `sqlx::migrate!` runs them.
for migration in migrations/*.sql; do
  psql -q -X -v ON_ERROR_STOP=1 --single-transaction -f "$migration" "$server/$database" >/dev/null
done

rm -rf "$out" && mkdir -p "$out"
# The macros run only when their crate is compiled: make sure it is.
touch src/lib.rs
RUSTC_WORKSPACE_WRAPPER="${RUSTC_WORKSPACE_WRAPPER:-$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)}"
export RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS="${CLIPPY_ARGS:--D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__}"
SQLX_OFFLINE=false DATABASE_URL="$server/$database" SQLX_OFFLINE_DIR="$out" \
  cargo test --workspace --all-targets --no-run --quiet

if $check; then
  if ! diff -r "$ROOT/.sqlx" "$out" >/dev/null; then
    diff -r "$ROOT/.sqlx" "$out" | head -40 >&2 || true
    echo "\`.sqlx/\` is not up to date with the queries and the migrations: run scripts/sqlx-prepare.sh and commit \`.sqlx/\`" >&2
    exit 1
  fi
else
  rm -rf "$ROOT/.sqlx" && mv "$out" "$ROOT/.sqlx"
  say "wrote $(find "$ROOT/.sqlx" -name 'query-*.json' | wc -l) query files to .sqlx/"
fi
