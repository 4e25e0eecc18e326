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
# binary comes out of this same build. The UI's side runs beside it (the build leaves a core
# idle for long stretches: single-crate compiles, links): its packages and bundle first, which
# the journeys need, then its checks, which go on beside the tests. The build checks the SQL
# macros online against the migrated schema and fails when the committed `.sqlx/` is stale
# (scripts/sqlx-prepare.sh --check).
ui_bundled="$(mktemp -u)"
ui_side() {
  ensure_chromium
  ensure_ui_packages
  (cd ui && npx vite build) >/dev/null # `npm run build` would type-check a second time
  touch "$ui_bundled"
  npm --prefix ui run typecheck
  npm --prefix ui run lint
  npm --prefix ui run format:check
  npm --prefix ui test # includes the generated types' check (src/test/codegen.test.ts)
}
ui="UI: packages, bundle, then type check, lint, formatting, unit tests"
stage "Rust: build with clippy's lints (-D warnings), SQL checked against the schema | $ui"
beside "$ui" ui_side
# CI builds from nothing once: incremental compilation's bookkeeping would only cost time.
[ "${CI:-}" = true ] && export CARGO_INCREMENTAL=0
RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)"
export RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
scripts/sqlx-prepare.sh --check
until [ -f "$ui_bundled" ]; do
  # The UI's side ended without its bundle: its log says why.
  kill -0 "${beside_pids[$ui]}" 2>/dev/null || { await "$ui"; exit 1; }
  sleep 1
done
rm -f "$ui_bundled"

# The browser journeys and the Rust tests share nothing but the PostgreSQL server (each on its
# own databases) and wait far more than they compute (on the browser, the server, timers: the
# Rust tests use 0.6 of a core four at a time), so they all run together, with the end of the
# UI's checks: the Rust tests four at a time, the journeys in three groups
# (ui/playwright.config.ts, E2E_GROUP), each against its own server and database (two groups
# against one server would see each other's offers).
stage "Rust: unit and integration tests (4 at a time) | UI: browser journeys (Chromium, 3 groups), the end of its checks"
for group in 1 2 3; do
  beside "UI: browser journeys, group $group/3" env E2E_PREBUILT=1 E2E_PORT=$((8090 + group)) \
    E2E_GROUP="$group" E2E_OUTPUT_DIR="test-results/group-$group" scripts/e2e.sh
done
rust_tests=0 rust_log="$(mktemp)"
cargo test --workspace -- --test-threads=4 2>&1 | tee "$rust_log" || rust_tests=$?
[ "$rust_tests" = 0 ] || failed "Rust: unit and integration tests" "$rust_log"
rm -f "$rust_log"
ui_tests=0
await "$ui" || ui_tests=1
for group in 1 2 3; do await "UI: browser journeys, group $group/3" || ui_tests=1; done
[ "$rust_tests" = 0 ] && [ "$ui_tests" = 0 ]
