#!/usr/bin/env bash
# Load scenario: the release server on a database of N synthetic offers (default 100,000),
# wrk sending varied public searches through GraphQL on loopback for 30 s, then the server's
# memory. Bounded in time; stops by itself.
# Usage: benches/load/run.sh [offers] [seconds] [script: search.lua (five searches on repeat) or
# search_varied.lua (searches that rarely repeat) or search_ui.lua (the /emploi page's own
# document and variables), or paced: that document at a fixed rate, LOAD_RATE (3,000) a second,
# or paced-rare: the same with searches that seldom repeat (benches/load/paced.rs)]
source "$(dirname "$0")/../../scripts/lib.sh"

offers="${1:-100000}"
seconds="${2:-30}"
script="${3:-search.lua}"
port=8097
ensure_postgres
server_url="${PG_SERVER_URL:-${DATABASE_URL%/*}}"
database="ensemblier_load"
workdir="$(mktemp -d)"
command -v wrk >/dev/null || apt_install wrk

cleanup() {
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$workdir"
}
trap cleanup EXIT

cargo build --release --quiet --bin ensemblier
[[ "$script" = paced* ]] && cargo bench --quiet --no-run --bench load_paced
psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)"
export DATABASE_URL="$server_url/$database" DATA_DIR="$workdir" BIND_ADDRESS="127.0.0.1:$port" UI_DIR="$ROOT/ui/dist" RUST_LOG=warn ENSEMBLIER_DEVELOPMENT=1
./target/release/ensemblier seed --no-demo
say "generating $offers offers"
start=$(date +%s.%N)
psql -q "$DATABASE_URL" -v offers="$offers" -f benches/load/offers.sql
say "generated in $(echo "$(date +%s.%N) - $start" | bc) s"
# As a database in service is: analysed, with no autovacuum pass due in the middle of the run.
psql -q "$DATABASE_URL" -c "VACUUM ANALYZE"

say "starting the server (it builds its index from the database)"
start=$(date +%s.%N)
RUST_LOG=info ./target/release/ensemblier serve 2>"$workdir/server.log" &
server_pid=$!
query='{"query":"{ jobOffers(nb_items: 1) { totalCount } }"}'
for _ in $(seq 1 600); do
  total=$(curl -fs "http://127.0.0.1:$port/api/graphql" -H 'content-type: application/json' -d "$query" 2>/dev/null | sed -n 's/.*"totalCount":\([0-9]*\).*/\1/p' || true)
  [ "${total:-0}" -ge "$offers" ] && break
  sleep 0.2
done
say "index of ${total:-0} offers ready after $(echo "$(date +%s.%N) - $start" | bc) s (server start included)"
grep -m1 "search index built" "$workdir/server.log" || true

# The /emploi page's own search document, for search_ui.lua.
export LOAD_UI_QUERY="$workdir/ui-query.graphql"
sed -n '/query SearchJobOffers/,/^`);/p' ui/src/features/search/api/search.ts | sed '$d' >"$LOAD_UI_QUERY"
export LOAD_REGION=$(psql -Atq "$DATABASE_URL" -c "SELECT id FROM regions WHERE code = '84'")
export LOAD_DEPARTMENT=$(psql -Atq "$DATABASE_URL" -c "SELECT id FROM departments WHERE code = '69'")
export LOAD_CONTRACT=$(psql -Atq "$DATABASE_URL" -c "SELECT '/api/job_contracts/' || id FROM job_contracts WHERE code = 'cdi'")
# The ids the rare searches draw from.
ids() { psql -Atq "$DATABASE_URL" -c "SELECT string_agg(id::text, ',') FROM ($1) t"; }
export LOAD_REGIONS=$(ids "SELECT id FROM regions")
export LOAD_DEPARTMENTS=$(ids "SELECT id FROM departments")
export LOAD_CITIES=$(ids "SELECT id FROM localities WHERE city_id IS NULL ORDER BY population DESC LIMIT 2000")
export LOAD_CONTRACTS=$(ids "SELECT id FROM job_contracts")
export LOAD_SALARIES=$(ids "SELECT id FROM job_salaries")
export LOAD_TYPES=$(ids "SELECT id FROM job_types")
if [[ "$script" = paced* ]]; then
  rate="${LOAD_RATE:-3000}"
  export LOAD_SEARCHES=varied
  [ "$script" = paced-rare ] && LOAD_SEARCHES=rare
  say "paced: the /emploi search ($LOAD_SEARCHES) at $rate req/s for ${seconds} s (benches/load/paced.rs)"
  /usr/bin/time -f "load generator: %U s user, %S s system" cargo bench --quiet --bench load_paced -- "http://127.0.0.1:$port" "$rate" "$seconds"
else
  say "wrk: 2 threads, 32 connections, ${seconds} s, $script"
  wrk -t2 -c32 -d"${seconds}s" -s "benches/load/$script" "http://127.0.0.1:$port/"
fi
say "server memory: $(ps -o rss= -p "$server_pid" | awk '{printf "%.0f MB RSS", $1/1024}')"
