#!/usr/bin/env bash
# Runs the site on http://localhost:8080: installs what is missing, builds the UI and the
# server, migrates, seeds reference data (and demo content on an empty database), serves.
source "$(dirname "$0")/lib.sh"

need_toolchains
ensure_postgres
export DATABASE_URL="${DATABASE_URL:-$PG_SERVER_URL/ensemblier}"
# A machine of one's own: without JWT_SECRET, the public development secret on 127.0.0.1 only.
export ENSEMBLIER_DEVELOPMENT="${ENSEMBLIER_DEVELOPMENT:-1}"

ensure_ui_packages
say "building the UI"
npm --prefix ui run build

say "building the server (release)"
cargo build --release --bin ensemblier

say "migrating and seeding $DATABASE_URL"
./target/release/ensemblier seed

say "serving on ${PUBLIC_BASE_URL:-http://localhost:8080}"
exec ./target/release/ensemblier serve
