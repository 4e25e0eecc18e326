#!/usr/bin/env bash
# Lighthouse SEO and accessibility audits of the HR-trend pages (issue 18): builds the UI,
# starts the real server on a fresh demo database, audits /tendance-rh and a post in
# Debian's Chromium, and fails unless both categories score 100 on each page.
# Lighthouse is not a dependency of the UI: `LIGHTHOUSE` names its binary, else npx runs the
# pinned version from the npm registry.
source "$(dirname "$0")/lib.sh"

ensure_postgres
server_url="${TEST_DATABASE_URL:-${PG_SERVER_URL:-${DATABASE_URL%/*}}}"
database="ensemblier_lighthouse_$$"
port="${E2E_PORT:-8092}"
workdir="$(mktemp -d)"
lighthouse="${LIGHTHOUSE:-npx --yes lighthouse@12.8.2}"

cleanup() {
  stop_test_server
  rm -rf "$workdir"
}
trap cleanup EXIT

npm --prefix ui run build >/dev/null
cargo build --quiet --bin ensemblier
start_test_server ./target/debug/ensemblier "$server_url/$database" "$port" "$workdir"

base="http://127.0.0.1:$port"
post="$(curl -fs "$base/api/graphql" -H 'Content-Type: application/json' \
  -d '{"query":"{ lastPosts(nb_items: 1) { _id slug } }"}' |
  node -e 'const p = JSON.parse(require("fs").readFileSync(0)).data.lastPosts[0]; console.log(`/tendance-rh/${p._id}/${p.slug}`)')"

failed=0
for path in /tendance-rh "$post"; do
  report="$workdir/report.json"
  CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" $lighthouse "$base$path" --quiet \
    --only-categories=seo,accessibility --output=json --output-path="$report" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu"
  scores="$(node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1]));
    const fails = Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual").map((a) => a.id);
    console.log(`seo ${Math.round(r.categories.seo.score * 100)} accessibility ${Math.round(r.categories.accessibility.score * 100)}${fails.length ? " — " + fails.join(", ") : ""}`)' "$report")"
  echo "$path: $scores"
  [[ "$scores" == "seo 100 accessibility 100" ]] || failed=1
done
exit "$failed"
