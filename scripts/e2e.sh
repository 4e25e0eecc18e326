#!/usr/bin/env bash
# Browser journeys: builds the UI, starts the real server on a fresh seeded database and a
# free port, runs Playwright in Debian's Chromium against it, then stops and cleans up.
# Arguments go to Playwright: `scripts/e2e.sh e2e/alerts.spec.ts` runs one file.
source "$(dirname "$0")/lib.sh"

ensure_postgres
server_url="${TEST_DATABASE_URL:-${PG_SERVER_URL:-${DATABASE_URL%/*}}}"
database="ensemblier_e2e_$$"
port="${E2E_PORT:-8091}"
workdir="$(mktemp -d)"

cleanup() {
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

npm --prefix ui run build >/dev/null
cargo build --quiet --bin ensemblier

export DATABASE_URL="$server_url/$database" BIND_ADDRESS="127.0.0.1:$port" DATA_DIR="$workdir" \
  UI_DIR="$ROOT/ui/dist" PUBLIC_BASE_URL="http://127.0.0.1:$port" JWT_SECRET="e2e-only-signing-secret-of-at-least-32-bytes"
./target/debug/ensemblier seed 2>"$workdir/seed.log"
./target/debug/ensemblier serve 2>"$workdir/server.log" &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$workdir/server.log"; exit 1; }
  sleep 0.2
done

E2E_BASE_URL="http://127.0.0.1:$port" E2E_MAIL_DIR="$workdir/mail" E2E_SERVER_BIN="$ROOT/target/debug/ensemblier" npm --prefix ui run e2e -- "$@" || { tail -50 "$workdir/server.log"; exit 1; }
