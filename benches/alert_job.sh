#!/usr/bin/env bash
# The whole 1d alert job at scale (issue 16: ≤ 5 s at 100,000 alerts and 1,000 new offers,
# mails queued): a fresh database with the reference data, N new offers published within the
# day (benches/load/offers.sql), M enabled 1d alerts over realistic candidates
# (benches/alert_job.sql), then `ensemblier job run job-alerts-1d` on the release build, timed,
# with what it did (pairs found, mails queued) and its peak RSS.
# Usage: benches/alert_job.sh [alerts (100000)] [offers (1000)] [again]
# `again` keeps the database of the last run and only forgets what the job wrote (pairs,
# examined offers, mails), for repeated runs and a median. ENSEMBLIER_BIN picks another build
# (default: the release build, built first).
source "$(dirname "$0")/../scripts/lib.sh"

alerts="${1:-100000}"
offers="${2:-1000}"
ensure_postgres
server_url="${PG_SERVER_URL:-${DATABASE_URL%/*}}"
database="ensemblier_alert_job"
workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT

bin="${ENSEMBLIER_BIN:-./target/release/ensemblier}"
[ -n "${ENSEMBLIER_BIN:-}" ] || cargo build --release --quiet --bin ensemblier
export DATABASE_URL="$server_url/$database" DATA_DIR="$workdir" RUST_LOG=warn ENSEMBLIER_DEVELOPMENT=1
if [ "${3:-}" = again ]; then
  RUST_LOG=error "$bin" migrate >/dev/null  # the database follows the binary's migrations
  psql -q "$DATABASE_URL" -c "TRUNCATE job_offer_alert_found, job_offer_alert_run_offers, job_offer_alert_examined, job_offer_alert_mails, mail_queue;
                              UPDATE job_offer_ads SET starts_at = now() - random() * interval '20 hours'"
else
  psql -q "$server_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)"
  RUST_LOG=error "$bin" seed --no-demo >/dev/null
  say "generating $offers offers published within the day and $alerts alerts"
  psql -q "$DATABASE_URL" -v offers="$offers" -f benches/load/offers.sql
  psql -q "$DATABASE_URL" -c "UPDATE job_offer_ads SET starts_at = now() - random() * interval '20 hours',
                                                    ends_at = now() + interval '29 days'"
  psql -q "$DATABASE_URL" -v alerts="$alerts" -f benches/alert_job.sql
fi
psql -q "$DATABASE_URL" -c "VACUUM ANALYZE"
psql -Atq "$DATABASE_URL" -c "SELECT count(*) || ' candidates with alerts, ' || sum(n) || ' alerts'
                              FROM (SELECT count(*) n FROM job_offer_alerts GROUP BY candidate_id) t"

# The CPU time of the PostgreSQL backends serving the job (the machine's load makes wall
# times mean little): their /proc counters, polled every 50 ms, the last reading of each kept.
pg_cpu() {
  local job=$1 ticks; declare -A seen
  while kill -0 "$job" 2>/dev/null; do
    for pid in $(pgrep -f "postgres: .*$database"); do
      ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null) && seen[$pid]=$ticks
    done
    sleep 0.05
  done
  local total=0; for pid in "${!seen[@]}"; do total=$((total + seen[$pid])); done
  echo "PostgreSQL backends of the job: $(awk -v t="$total" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", t / hz }') s CPU (user + system)"
}
say "running job-alerts-1d (load: $(cut -d' ' -f1-3 /proc/loadavg))"
RUST_LOG=warn,ensemblier::alerts=info /usr/bin/time -f "%e s wall, %U s user, %S s system, peak RSS %M KB" \
  "$bin" job run job-alerts-1d &
job=$!
pg_cpu "$job"
wait "$job"
psql -Atq "$DATABASE_URL" -c "SELECT (SELECT count(*) FROM job_offer_alert_matches) || ' pairs, '
  || (SELECT count(*) FROM job_offer_alert_matches WHERE mailed_at IS NOT NULL) || ' mailed, '
  || (SELECT count(*) FROM mail_queue) || ' mails queued, '
  || (SELECT pg_size_pretty(sum(length(html_body) + length(text_body))) FROM mail_queue) || ' of bodies'"
say "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
