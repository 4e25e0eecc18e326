#!/usr/bin/env bash
# Lighthouse on the pages design.md names: home, search (/emploi) and an offer, served by the
# release server with the built UI on a freshly seeded database (reference data and demo
# content), in Debian's Chromium. Prints each page's four category scores, mobile (Lighthouse's
# default: emulated phone, simulated slow 4G and 4x slower CPU) and desktop.
# Usage: benches/lighthouse/run.sh   (reports are kept in target/lighthouse/reports/)
source "$(dirname "$0")/../../scripts/lib.sh"

port=8098
tools="$ROOT/target/lighthouse"
reports="$tools/reports"
ensure_postgres
ensure_chromium
ensure_ui_packages
server_url="${PG_SERVER_URL:-${DATABASE_URL%/*}}"
database="ensemblier_lighthouse"
workdir="$(mktemp -d)"

cleanup() {
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$workdir"
}
trap cleanup EXIT

# Lighthouse 12 is the last line for Node 20; kept out of the UI's packages (CI needs none of it).
if [ ! -x "$tools/node_modules/.bin/lighthouse" ]; then
  say "installing lighthouse 12.8.2 into target/lighthouse"
  npm install --no-audit --no-fund --prefix "$tools" lighthouse@12.8.2 >/dev/null
fi
npm --prefix ui run build >/dev/null
cargo build --release --quiet --bin ensemblier
psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)"
export DATABASE_URL="$server_url/$database" DATA_DIR="$workdir" BIND_ADDRESS="127.0.0.1:$port" \
  UI_DIR="$ROOT/ui/dist" PUBLIC_BASE_URL="http://127.0.0.1:$port" RUST_LOG=warn ENSEMBLIER_DEVELOPMENT=1
./target/release/ensemblier seed 2>"$workdir/seed.log"
./target/release/ensemblier serve 2>"$workdir/server.log" &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.2
done

offer=$(psql -Atq "$DATABASE_URL" -c "SELECT '/emploi/' || id || '/' || slug FROM job_offers WHERE status = 2 ORDER BY id LIMIT 1")
mkdir -p "$reports"
for preset in mobile desktop; do
  for path in / /emploi "$offer"; do
    name="$preset$(echo "$path" | tr '/' '_')"
    flags=(--quiet --output=json --output-path="$reports/$name.json"
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync")
    [ "$preset" = desktop ] && flags+=(--preset=desktop)
    CHROME_PATH=/usr/bin/chromium "$tools/node_modules/.bin/lighthouse" "http://127.0.0.1:$port$path" "${flags[@]}"
    node -e '
      const report = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      const scores = Object.values(report.categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`);
      const failed = Object.values(report.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      console.log(`${process.argv[2].padEnd(8)} ${process.argv[3].padEnd(28)} ${scores.join(", ")}` +
        (failed.length ? `  (failed: ${failed.join(", ")})` : ""));
    ' "$reports/$name.json" "$preset" "$path"
  done
done
