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
  stop_test_server
  rm -rf "$workdir"
}
trap cleanup EXIT

# scripts/test.sh builds both in its earlier stages and sets E2E_PREBUILT=1.
if [ -z "${E2E_PREBUILT:-}" ]; then
  npm --prefix ui run build >/dev/null
  cargo build --quiet --bin ensemblier
fi

export JWT_SECRET="e2e-only-signing-secret-of-at-least-32-bytes"
# La bonne alternance: the server's own fake of its API (development only, docs/operations.md).
export LBA_API_URL="http://127.0.0.1:$port/api/dev/la-bonne-alternance" LBA_API_KEY="development"
# A browser needs few connections; three journeys' servers beside four Rust tests at once must
# stay under PostgreSQL's 100 (past them a pool waits out its 30 s and answers BUSY).
export DATABASE_MAX_CONNECTIONS="${DATABASE_MAX_CONNECTIONS:-4}"
start_test_server ./target/debug/ensemblier "$server_url/$database" "$port" "$workdir"

E2E_BASE_URL="http://127.0.0.1:$port" E2E_MAIL_DIR="$workdir/mail" E2E_SERVER_BIN="$ROOT/target/debug/ensemblier" npm --prefix ui run e2e -- "$@" || { tail -50 "$workdir/server.log"; exit 1; }
