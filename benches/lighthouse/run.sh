#!/usr/bin/env bash
# Lighthouse on the public pages candidates land on (issue 22): home, /emploi, a search, an
# offer, /tendance-rh and a post, and on request (`PAGES=gallery`) the recruiter's page of an
# application sent with six projects of a book (issue 52; signed in, made by
# ui/e2e/bench/gallery.setup.ts), served by the server with the built UI on a freshly seeded
# database, in Debian's Chromium; mobile (Lighthouse's default: emulated phone, simulated slow
# 4G and 4x slower CPU) and desktop. Each page runs RUNS times (default 3); the table shows the
# medians and the script exits non-zero when one is under the thresholds:
#   mobile  performance >= 95, LCP <= 2.0 s, CLS <= 0.02; desktop performance >= 98;
#   accessibility, best practices and SEO 100 on both.
# A benchmark, not part of `make test`. Reports are kept in target/lighthouse/reports/.
# Environment: RUNS, PAGES (space-separated paths, `offer` and `post` stand for the first
# published ones, `gallery` for that application), PROFILE=release|debug (the server build, default release), UI_DIR and
# ENSEMBLIER_BIN (measure another build: both skip building), LIGHTHOUSE_PORT (default 8098),
# PRESETS (default "mobile desktop": one of them to measure a change on one profile).
# Usage: benches/lighthouse/run.sh
source "$(dirname "$0")/../../scripts/lib.sh"

port="${LIGHTHOUSE_PORT:-8098}"
runs="${RUNS:-3}"
profile="${PROFILE:-release}"
tools="$ROOT/target/lighthouse"
reports="$tools/reports"
ensure_postgres
ensure_chromium
ensure_ui_packages
server_url="${PG_SERVER_URL:-${DATABASE_URL%/*}}"
database="ensemblier_lighthouse_$$"
workdir="$(mktemp -d)"

cleanup() {
  stop_test_server
  rm -rf "$workdir"
}
trap cleanup EXIT

# Lighthouse 12 is the last line for Node 20; kept out of the UI's packages (CI needs none of it).
if [ ! -x "$tools/node_modules/.bin/lighthouse" ]; then
  say "installing lighthouse 12.8.2 into target/lighthouse"
  npm install --no-audit --no-fund --prefix "$tools" lighthouse@12.8.2 >/dev/null
fi
if [ -z "${UI_DIR:-}" ]; then npm --prefix ui run build >/dev/null; fi
bin="${ENSEMBLIER_BIN:-}"
if [ -z "$bin" ]; then
  if [ "$profile" = release ]; then cargo build --release --quiet --bin ensemblier; else cargo build --quiet --bin ensemblier; fi
  bin="$ROOT/target/$profile/ensemblier"
fi
export RUST_LOG=warn ENSEMBLIER_DEVELOPMENT=1
start_test_server "$bin" "$server_url/$database" "$port" "$workdir"

offer=$(psql -Atq "$DATABASE_URL" -c "SELECT '/emploi/' || id || '/' || slug FROM job_offers WHERE status = 2 ORDER BY id LIMIT 1")
post=$(psql -Atq "$DATABASE_URL" -c "SELECT '/tendance-rh/' || id || '/' || slug FROM posts WHERE published_at IS NOT NULL AND published_at <= now() ORDER BY id LIMIT 1")
pages="${PAGES:-/ /emploi /emploi?search=tapissier offer /tendance-rh post}"
pages="${pages//offer/$offer}"
pages="${pages//post/$post}"
# A signed-in page: the set-up leaves a profile holding the recruiter's session; each run gets
# a copy of it (its cache cold) and Lighthouse keeps its storage.
profile="$workdir/profile"
if [[ " $pages " == *" gallery "* ]]; then
  say "making the application with six projects (ui/e2e/bench/gallery.setup.ts)"
  (cd ui && E2E_SERVER_BIN="$bin" E2E_BASE_URL="http://127.0.0.1:$port" E2E_MAIL_DIR="$workdir/mail" LIGHTHOUSE_PROFILE_DIR="$profile" \
    LIGHTHOUSE_GALLERY_OUT="$workdir/gallery" npx playwright test -c e2e/bench/lighthouse.config.ts >"$workdir/setup.log" 2>&1) ||
    { cat "$workdir/setup.log" >&2; exit 1; }
  pages="${pages//gallery/$(cat "$workdir/gallery")}"
fi

rm -rf "$reports"
mkdir -p "$reports"
for preset in ${PRESETS:-mobile desktop}; do
  for path in $pages; do
    for run in $(seq 1 "$runs"); do
      name="$preset$(echo "$path" | tr '/?=&' '____').$run"
      flags=(--quiet --output=json --output-path="$reports/$name.json"
        --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync")
      [ "$preset" = desktop ] && flags+=(--preset=desktop)
      if [[ "$path" == */applications/* ]]; then
        rm -rf "$workdir/run-profile" && cp -r "$profile" "$workdir/run-profile"
        flags[3]+=" --user-data-dir=$workdir/run-profile"
        flags+=(--disable-storage-reset)
      fi
      CHROME_PATH=/usr/bin/chromium "$tools/node_modules/.bin/lighthouse" "http://127.0.0.1:$port$path" "${flags[@]}" ||
        echo "lighthouse failed on $preset $path (run $run)" >&2
    done
  done
done
say "medians of $runs runs (machine load: $(cut -d' ' -f1-3 /proc/loadavg))"
node "$ROOT/benches/lighthouse/summary.mjs" "$reports"
