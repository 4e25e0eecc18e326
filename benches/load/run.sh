#!/usr/bin/env bash
# Load scenario: the release server on a database of N synthetic offers (default 100,000),
# wrk sending varied public searches through GraphQL on loopback for 30 s, then the server's
# memory. Bounded in time; stops by itself.
# Usage: benches/load/run.sh [offers] [seconds] [script: search.lua (five searches on repeat) or
# search_varied.lua (searches that rarely repeat) or search_ui.lua (the /emploi page's own
# document and variables), search_page.lua (the server-written /emploi?search=… page),
# offer_page.lua (an offer's page), or paced: that document at a fixed rate, LOAD_RATE (3,000) a
# second, or paced-rare: the same with searches that seldom repeat (benches/load/paced.rs)]
source "$(dirname "$0")/../../scripts/lib.sh"
source "$(dirname "$0")/setup.sh"

offers="${1:-100000}"
seconds="${2:-30}"
script="${3:-search.lua}"
port=8097
workdir="$(mktemp -d)"
command -v wrk >/dev/null || apt_install wrk

cleanup() {
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$workdir"
}
trap cleanup EXIT

cargo build --release --quiet --bin ensemblier
[[ "$script" = paced* ]] && cargo bench --quiet --no-run --bench load_paced
load_database "$offers"
say "starting the server (it builds its index from the database)"
start_server "$port" "$workdir" "" "$offers"
grep -m1 "search index built" "$workdir/server.log" || true
export_load_variables "$workdir"
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
