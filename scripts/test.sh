#!/usr/bin/env bash
# Runs every test: Rust unit and integration tests (a fresh database per test), the UI's
# generated-types check, type check, ESLint (layer boundaries), Prettier and unit tests, then
# the browser journeys in Chromium against the real server. Prints each stage's duration.
source "$(dirname "$0")/lib.sh"
trap stages_summary EXIT

stage "setup: toolchains, PostgreSQL"
need_toolchains
ensure_postgres
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-${PG_SERVER_URL:-${DATABASE_URL%/*}}}"

stage "Rust: formatting and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings

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
