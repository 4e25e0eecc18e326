# Shared steps of scripts/run.sh and scripts/test.sh: each installs what is missing.
# shellcheck shell=bash
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  say "installing $* (Debian packages)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@"
}

need_toolchains() {
  command -v cargo >/dev/null || { echo "cargo is missing: install Rust with rustup (https://rustup.rs)" >&2; exit 1; }
  command -v npm >/dev/null || apt_install nodejs npm
}

# The PostgreSQL server holding the records. DATABASE_URL wins; else the local server on
# 127.0.0.1:5432; if none answers, a private cluster under data/pg on port 5433.
ensure_postgres() {
  command -v pg_isready >/dev/null || apt_install postgresql postgresql-client
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

ensure_chromium() {
  [ -x /usr/bin/chromium ] || apt_install chromium
}
