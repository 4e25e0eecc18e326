#!/usr/bin/env bash
# Runs every test: Rust unit and integration tests (a fresh database per test), the UI's
# generated-types check, type check, ESLint (layer boundaries), Prettier and unit tests, then
# the browser journeys in Chromium against the real server. Prints each stage's duration.
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
# binary comes out of this same build.
stage "Rust: build with clippy's lints (-D warnings)"
RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)"
export RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
cargo test --workspace --all-targets --no-run --quiet

stage "Rust: unit and integration tests"
cargo test --workspace

stage "UI: packages"
ensure_ui_packages

stage "UI: generated types, type check, lint, formatting, unit tests"
npm --prefix ui run codegen:check
npm --prefix ui run typecheck
npm --prefix ui run lint
npm --prefix ui run format:check
npm --prefix ui test

stage "UI: browser journeys (Chromium)"
ensure_chromium
scripts/e2e.sh
