#!/usr/bin/env bash
# Scale-out scenario (issue 21): Debian's nginx in front of one release server pinned to CPU 0,
# then of two pinned to CPUs 0 and 1, wrk sending the /emploi page's own GraphQL search
# (search_ui.lua) through nginx; then the two again while a rolling restart (SIGTERM, wait,
# start again, one server after the other) happens during the run: wrk must count no error and
# no non-2xx answer. The machine's 2 cores are shared with nginx, wrk and PostgreSQL: the
# figures say so. Bounded in time; stops by itself.
# Usage: benches/load/scale.sh [offers (100000)] [seconds per run (30)] [connections (32)]
# LOAD_BUILT=1: use target/release/ensemblier as it is (a rerun, with others compiling).
source "$(dirname "$0")/../../scripts/lib.sh"
source "$(dirname "$0")/setup.sh"

offers="${1:-100000}"
seconds="${2:-30}"
connections="${3:-32}"
proxy_port=8110
ports=(8111 8112)
workdir="$(mktemp -d)"
command -v wrk >/dev/null || apt_install wrk
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || apt_install nginx-light
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
pids=()

cleanup() {
  [ -f "$workdir/nginx.pid" ] && kill "$(cat "$workdir/nginx.pid")" 2>/dev/null
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  rm -rf "$workdir"
}
trap cleanup EXIT

# nginx as docs/operations.md configures it, on loopback, with the upstreams given.
proxy() {
  local servers=""
  for port in "$@"; do servers+="    server 127.0.0.1:$port max_fails=0;"$'\n'; done
  # Started as root, nginx's worker would run as www-data, who cannot write in $workdir.
  local user=""; [ "$(id -u)" = 0 ] && user="user root;"
  cat >"$workdir/nginx.conf" <<CONF
$user
worker_processes 1;
pid $workdir/nginx.pid;
error_log $workdir/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $workdir/body;
  proxy_temp_path $workdir/proxy;
  upstream ensemblier {
$servers  }
  server {
    listen 127.0.0.1:$proxy_port;
    location / {
      proxy_pass http://ensemblier;
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
CONF
  if [ -f "$workdir/nginx.pid" ] && kill -0 "$(cat "$workdir/nginx.pid")" 2>/dev/null; then
    "$nginx_bin" -c "$workdir/nginx.conf" -s reload
    sleep 1
  else
    "$nginx_bin" -c "$workdir/nginx.conf"
  fi
}

wrk_in_background() {
  say "wrk: 1 thread, $connections connections, ${seconds} s, search_ui.lua through nginx — $1 (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  wrk -t1 -c"$connections" -d"${seconds}s" -s benches/load/search_ui.lua "http://127.0.0.1:$proxy_port/" &
  wrk_pid=$!
}

run_wrk() {
  wrk_in_background "$1"
  wait "$wrk_pid"
}

# Out of nginx's upstream first (a graceful reload), then SIGTERM, wait for the drain to end,
# start again on the same port and CPU, and back in the upstream.
restart() {
  local i="$1" start; start=$(date +%s.%N)
  proxy "${ports[$((1 - i))]}"
  kill -TERM "${pids[$i]}"
  wait "${pids[$i]}" || true
  say "server $i stopped after $(echo "$(date +%s.%N) - $start" | bc) s"
  start_server "${ports[$i]}" "$workdir/server-$i" "$i" "$offers"
  pids[$i]=$server_pid
  proxy "${ports[0]}" "${ports[1]}"
}

[ -n "${LOAD_BUILT:-}" ] || cargo build --release --quiet --bin ensemblier
load_database "$offers"
export_load_variables "$workdir"
for i in 0 1; do
  start_server "${ports[$i]}" "$workdir/server-$i" "$i" "$offers"
  pids[$i]=$server_pid
done

proxy "${ports[0]}"
run_wrk "one server (CPU 0)"
proxy "${ports[0]}" "${ports[1]}"
run_wrk "two servers (CPUs 0 and 1)"
wrk_in_background "two servers, rolling restart of both during the run"
sleep $((seconds / 5))
restart 0
sleep 2
restart 1
wait "$wrk_pid"
grep -v "signal process started" "$workdir/nginx-error.log" | tail -20 || true
say "servers' memory: $(for pid in "${pids[@]}"; do ps -o rss= -p "$pid"; done | awk '{printf "%.0f MB ", $1/1024}')RSS"
