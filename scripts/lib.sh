# Shared steps of scripts/run.sh and scripts/test.sh: each installs what is missing.
# shellcheck shell=bash
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# `stage NAME` starts a timed stage of a script; `stages_summary` (an EXIT trap) prints each
# stage's duration, so a slow CI run says where its time went.
stage_names=(); stage_starts=()
stage() {
  say "$*"
  stage_names+=("$*"); stage_starts+=("$SECONDS")
}
stages_summary() {
  local status=$? i end name
  for name in "${!beside_pids[@]}"; do kill_tree "${beside_pids[$name]}"; done
  [ ${#stage_names[@]} -gt 0 ] || return "$status"
  printf '\n==> stages (total %dm%02ds)\n' $((SECONDS / 60)) $((SECONDS % 60)) >&2
  for i in "${!stage_names[@]}"; do
    end=${stage_starts[$((i + 1))]:-$SECONDS}
    printf '%6ds  %s\n' $((end - stage_starts[i])) "${stage_names[i]}" >&2
  done
  # Last, since CI shows only the end of a run's output: what failed, by name.
  [ -z "$failures" ] || printf '\n==> FAILED\n%s' "$failures" >&2
  return "$status"
}

# `failed NAME [LOG]` records a failed step for the run's last lines, with what its log names
# as failing: the Rust tests' `test … FAILED` lines and panics, Playwright's failed journeys.
failures=""
# Rust: `test … FAILED` and each panic with its message. Playwright: its list of failed journeys,
# then each try's first error, its detail (what was received, which locator) and the line it
# stopped on, one line a try: without them a journey that fails only on CI cannot be explained.
failure_lines='
  /^test .* FAILED$/ { print; next }
  / ERROR .*request failed/ { print; next }
  /^thread .* panicked at/ { print; if ((getline message) > 0) print "  " message; next }
  /^ +[0-9]+ failed$/ { listing = 1; print; next }
  listing && /^ +\[/ { sub(/ *─+$/, ""); print; next }
  { listing = 0 }
  /^  [0-9]+\) \[/ { try = 1; error = ""; detail = ""; next }
  /^    Retry #[0-9]+/ { try++; error = ""; detail = ""; next }
  !try { next }
  error == "" && /^    (Test timeout|[A-Za-z]*Error:)/ { sub(/^ +/, ""); error = $0; next }
  error != "" && /^    (Received|Locator)/ { sub(/^ +/, ""); detail = " | " $0; next }
  error != "" && detail == "" && /^    Error:/ { sub(/^ +/, ""); detail = " | " $0; next }
  error != "" && /^ +at .*:[0-9]+:[0-9]+$/ {
    n = split($NF, place, "/"); sub(/:[0-9]+$/, "", place[n])
    print "  " place[n] " (try " try "): " substr(error detail, 1, 200); error = ""; detail = ""; next
  }'
failed() {
  failures+="$1"$'\n'
  [ -n "${2:-}" ] && [ -f "$2" ] || return 0
  failures+="$(sed 's/\x1b\[[0-9;]*m//g' "$2" | awk "$failure_lines" | head -40 | sed 's/^/  /')"$'\n'
}

# `beside NAME COMMAND...` runs a step in the background while the script goes on (the 2-core
# machine has idle time in every stage: links, database round trips, browser waits); its output
# goes to a log. `await NAME` waits for it, prints its log and duration, and fails if it failed.
declare -A beside_pids=() beside_logs=() beside_starts=()
beside() {
  local name="$1"; shift
  beside_logs[$name]="$(mktemp)"; beside_starts[$name]=$SECONDS
  say "$name (beside)"
  "$@" >"${beside_logs[$name]}" 2>&1 &
  beside_pids[$name]=$!
}
await() {
  local name="$1" status=0
  wait "${beside_pids[$name]}" || status=$?
  unset "beside_pids[$name]"
  cat "${beside_logs[$name]}" >&2
  [ "$status" = 0 ] || failed "$name" "${beside_logs[$name]}"
  rm -f "${beside_logs[$name]}"
  printf '==> %s: %ds, %s\n' "$name" $((SECONDS - beside_starts[$name])) \
    "$([ $status = 0 ] && echo ok || echo "FAILED ($status)")" >&2
  return "$status"
}

# A step left running when the script fails (its children too), so nothing outlives the run.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Waits for another apt/dpkg run (an unattended upgrade, a parallel install) instead of failing.
apt_install() {
  say "installing $* (Debian packages)"
  as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@"
}

need_toolchains() {
  command -v cargo >/dev/null || { echo "cargo is missing: install Rust with rustup (https://rustup.rs)" >&2; exit 1; }
  command -v npm >/dev/null || apt_install nodejs npm
}

# The PostgreSQL server holding the records. DATABASE_URL wins; else the local server on
# 127.0.0.1:5432; if none answers, a private cluster under data/pg on port 5433.
ensure_postgres() {
  command -v pg_isready >/dev/null || apt_install postgresql postgresql-client
  # The server's binaries too (a client alone talking to a server elsewhere lacks them): the
  # read replica test makes its own primary and replica with them (tests/api/support/replica.rs).
  ls /usr/lib/postgresql/*/bin/pg_basebackup >/dev/null 2>&1 || apt_install postgresql
  if [ -n "${DATABASE_URL:-}" ]; then return; fi
  if pg_isready -q -h 127.0.0.1 -p 5432; then
    export PG_SERVER_URL="postgres://postgres@127.0.0.1:5432"
    return
  fi
  local bin; bin="$(dirname "$(command -v initdb 2>/dev/null || ls /usr/lib/postgresql/*/bin/initdb | tail -1)")"
  local dir="$ROOT/data/pg"
  local run=(); [ "$(id -u)" = 0 ] && run=(runuser -u postgres --)
  if [ ! -f "$dir/PG_VERSION" ]; then
    say "no PostgreSQL on 127.0.0.1:5432: creating a private cluster in data/pg"
    mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
    "${run[@]}" "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5433; then
    "${run[@]}" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -o "-p 5433 -c listen_addresses=127.0.0.1 -k /tmp" -w start >/dev/null
  fi
  export PG_SERVER_URL="postgres://postgres@127.0.0.1:5433"
}

ensure_ui_packages() {
  if [ ! -d ui/node_modules ] || [ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]; then
    say "installing the UI's npm packages"
    npm --prefix ui ci --no-audit --no-fund
  fi
}

# The independent Factur-X validator `tests/api/billing/facturx.rs` runs over every kind of invoice:
# FACTURX_VALIDATE, else shared/facturx/validate.sh beside the checkout (where the workplace and
# CI lay shared/). It needs python3 with venv and poppler's pdftotext; its pinned Python
# packages are installed by its first run, once, in a virtual environment under $TMPDIR.
ensure_facturx_validator() {
  command -v pdftotext >/dev/null || apt_install poppler-utils
  python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
  if [ -z "${FACTURX_VALIDATE:-}" ]; then
    FACTURX_VALIDATE="$(cd "$ROOT/.." && pwd)/shared/facturx/validate.sh"
    export FACTURX_VALIDATE
  fi
  [ -f "$FACTURX_VALIDATE" ] || { echo "no Factur-X validator at $FACTURX_VALIDATE: set FACTURX_VALIDATE" >&2; exit 1; }
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] || apt_install chromium
}

# The test servers of scripts/e2e.sh, scripts/lighthouse.sh and benches/lighthouse/run.sh:
# `start_test_server BIN DATABASE_URL PORT WORKDIR` seeds the database (reference data and demo
# content), serves the built UI (`UI_DIR`, default ui/dist) from BIN on 127.0.0.1:PORT, sets
# `server_pid` and returns once /healthz answers. Logs go to WORKDIR/seed.log and server.log.
# A test server runs in development mode: the local test provider takes Stripe's test cards
# and invoices name the example seller (production settings would refuse both).
start_test_server() {
  local bin="$1" port="$3" workdir="$4"
  export ENSEMBLIER_DEVELOPMENT=1 DATABASE_URL="$2" BIND_ADDRESS="127.0.0.1:$3" DATA_DIR="$workdir" \
    UI_DIR="${UI_DIR:-$ROOT/ui/dist}" PUBLIC_BASE_URL="http://127.0.0.1:$3" \
    JWT_SECRET="${JWT_SECRET:-test-server-only-signing-secret-of-32-bytes}"
  "$bin" seed 2>"$workdir/seed.log" || { cat "$workdir/seed.log" >&2; return 1; }
  "$bin" serve 2>"$workdir/server.log" &
  server_pid=$!
  for _ in $(seq 1 150); do
    curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && return 0
    kill -0 "$server_pid" 2>/dev/null || { cat "$workdir/server.log" >&2; return 1; }
    sleep 0.2
  done
  echo "the test server did not answer on port $port" >&2
  return 1
}

# Stops the server started above (if any) and drops its database; for the scripts' EXIT trap.
stop_test_server() {
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  [ -n "${DATABASE_URL:-}" ] && psql -q "${DATABASE_URL%/*}/postgres" \
    -c "DROP DATABASE IF EXISTS ${DATABASE_URL##*/} WITH (FORCE)" >/dev/null 2>&1
  return 0
}
