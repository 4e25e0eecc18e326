#!/usr/bin/env bash
# Runs every test: Rust unit and integration tests (a fresh database per test), the UI's
# generated-types check, type check, ESLint (layer boundaries), Prettier and unit tests, and
# the browser journeys in Chromium against the real server, two steps at a time where they
# share no resource. Prints each stage's duration.
source "$(dirname "$0")/lib.sh"
trap stages_summary EXIT

stage "setup: toolchains, PostgreSQL, the Factur-X validator"
need_toolchains
ensure_postgres
ensure_facturx_validator
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-${PG_SERVER_URL:-${DATABASE_URL%/*}}}"

stage "Rust: formatting"
cargo fmt --all -- --check

# One build for the lints and the tests: clippy is the compiler of the workspace's own crates
# (what `cargo clippy` does, in a full build rather than a check), so the dependencies are
# compiled once, not once for clippy and again for the tests. The browser journeys' server
# binary comes out of this same build. The UI's checks run beside it: the build leaves a core
# idle for long stretches (single-crate compiles, links). The build checks the SQL macros
# online against the migrated schema and fails when the committed `.sqlx/` is stale
# (scripts/sqlx-prepare.sh --check).
ui_checks() {
  ensure_chromium
  ensure_ui_packages
  npm --prefix ui run typecheck
  npm --prefix ui run lint
  npm --prefix ui run format:check
  npm --prefix ui test # includes the generated types' check (src/test/codegen.test.ts)
  (cd ui && npx vite build) >/dev/null # `npm run build` would type-check a second time
}
stage "Rust: build with clippy's lints (-D warnings), SQL checked against the schema | UI: packages, type check, lint, formatting, unit tests, bundle"
beside "UI: packages, type check, lint, formatting, unit tests, bundle" ui_checks
# CI builds from nothing once: incremental compilation's bookkeeping would only cost time.
[ "${CI:-}" = true ] && export CARGO_INCREMENTAL=0
RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)"
export RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
scripts/sqlx-prepare.sh --check
await "UI: packages, type check, lint, formatting, unit tests, bundle"

# The browser journeys and the Rust tests share nothing but the PostgreSQL server (each on its
# own databases) and mostly wait (on the browser, the server, timers), so they run together;
# the journeys in two shards, each against its own server and database (two shards against
# one server would see each other's offers in their searches).
stage "Rust: unit and integration tests | UI: browser journeys (Chromium, 2 shards)"
for shard in 1 2; do
  beside "UI: browser journeys, shard $shard/2" env E2E_PREBUILT=1 E2E_PORT=$((8090 + shard)) \
    E2E_OUTPUT_DIR="test-results/shard-$shard" scripts/e2e.sh --shard="$shard/2"
done
rust_tests=0
cargo test --workspace || rust_tests=$?
journeys=0
for shard in 1 2; do await "UI: browser journeys, shard $shard/2" || journeys=1; done
[ "$rust_tests" = 0 ] && [ "$journeys" = 0 ]
