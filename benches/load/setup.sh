# The load scenarios' shared setup, sourced by run.sh and scale.sh after scripts/lib.sh:
# a database of N synthetic offers, the variables the wrk scripts read, a release server
# started and waited for. Each function says what it sets.

# A fresh database `ensemblier_load` of $1 synthetic offers, seeded and analysed; exports
# DATABASE_URL (and the settings every server of the scenario shares).
load_database() {
  local offers="$1"
  ensure_postgres
  local server_url="${PG_SERVER_URL:-${DATABASE_URL%/*}}"
  local database="ensemblier_load"
  psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)"
  export DATABASE_URL="$server_url/$database" UI_DIR="$ROOT/ui/dist" RUST_LOG=warn ENSEMBLIER_DEVELOPMENT=1
  ./target/release/ensemblier seed --no-demo
  say "generating $offers offers"
  local start; start=$(date +%s.%N)
  psql -q "$DATABASE_URL" -v offers="$offers" -f benches/load/offers.sql
  say "generated in $(echo "$(date +%s.%N) - $start" | bc) s"
  # As a database in service is: analysed, with no autovacuum pass due in the middle of the run.
  psql -q "$DATABASE_URL" -c "VACUUM ANALYZE"
}

# Starts `ensemblier serve` on 127.0.0.1:$1 with its data under $2 (log: $2/server.log),
# pinned to the CPUs $3 when given (taskset), and waits until its index holds $4 offers.
# Sets server_pid.
start_server() {
  local port="$1" dir="$2" cpus="${3:-}" offers="$4"
  local pin=(); [ -n "$cpus" ] && pin=(taskset -c "$cpus")
  mkdir -p "$dir"
  local start; start=$(date +%s.%N)
  DATA_DIR="$dir" BIND_ADDRESS="127.0.0.1:$port" RUST_LOG=info \
    "${pin[@]}" ./target/release/ensemblier serve 2>>"$dir/server.log" &
  server_pid=$!
  local query='{"query":"{ jobOffers(nb_items: 1) { totalCount } }"}' total=0
  for _ in $(seq 1 900); do
    total=$(curl -fs "http://127.0.0.1:$port/api/graphql" -H 'content-type: application/json' -d "$query" 2>/dev/null | sed -n 's/.*"totalCount":\([0-9]*\).*/\1/p' || true)
    [ "${total:-0}" -ge "$offers" ] && break
    sleep 0.2
  done
  say "server on :$port${cpus:+ (CPU $cpus)}: index of ${total:-0} offers ready after $(echo "$(date +%s.%N) - $start" | bc) s"
}

# What the wrk scripts read (search_ui.lua's document, the ids the varied searches draw
# from); the database must be loaded, $1 is a scratch directory.
export_load_variables() {
  export LOAD_UI_QUERY="$1/ui-query.graphql"
  sed -n '/query SearchJobOffers/,/^`);/p' ui/src/features/search/api/search.ts | sed '$d' >"$LOAD_UI_QUERY"
  export LOAD_REGION=$(psql -Atq "$DATABASE_URL" -c "SELECT id FROM regions WHERE code = '84'")
  export LOAD_DEPARTMENT=$(psql -Atq "$DATABASE_URL" -c "SELECT id FROM departments WHERE code = '69'")
  export LOAD_CONTRACT=$(psql -Atq "$DATABASE_URL" -c "SELECT '/api/job_contracts/' || id FROM job_contracts WHERE code = 'cdi'")
  ids() { psql -Atq "$DATABASE_URL" -c "SELECT string_agg(id::text, ',') FROM ($1) t"; }
  export LOAD_REGIONS=$(ids "SELECT id FROM regions")
  export LOAD_DEPARTMENTS=$(ids "SELECT id FROM departments")
  export LOAD_CITIES=$(ids "SELECT id FROM localities WHERE city_id IS NULL ORDER BY population DESC LIMIT 2000")
  export LOAD_CONTRACTS=$(ids "SELECT id FROM job_contracts")
  export LOAD_SALARIES=$(ids "SELECT id FROM job_salaries")
  export LOAD_TYPES=$(ids "SELECT id FROM job_types")
}
