#!/usr/bin/env bash
# Runs every test: Rust unit and integration tests (a fresh database per test), the UI's
# generated-types check, type check, ESLint (layer boundaries), Prettier and unit tests, then
# the browser journeys in Chromium against the real server.
source "$(dirname "$0")/lib.sh"

need_toolchains
ensure_postgres
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-${PG_SERVER_URL:-${DATABASE_URL%/*}}}"

say "Rust: formatting, lints, unit and integration tests"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings
cargo test --workspace

ensure_ui_packages
say "UI: generated types, type check, lint, formatting, unit tests"
npm --prefix ui run codegen:check
npm --prefix ui run typecheck
npm --prefix ui run lint
npm --prefix ui run format:check
npm --prefix ui test

ensure_chromium
say "UI: browser journeys"
scripts/e2e.sh
