#!/usr/bin/env bash
# Scale-out scenario (issue 21): a reverse proxy (PROXY=haproxy, the default, or nginx; Debian's
# packages) in front of one release server pinned to CPU 0, then of two pinned to CPUs 0 and 1,
# wrk sending the /emploi page's own GraphQL search (search_ui.lua) through the proxy; then the
# two again while a rolling restart (out of the proxy's rotation, SIGTERM, wait, start again,
# back in, one server after the other) happens during the run: wrk must count no error and no
# non-2xx answer. haproxy drains a server through its runtime API (admin socket), with no
# reload; nginx needs a reload, whose old worker closes wrk's idle keep-alive connections.
# The machine's 2 cores are shared with the proxy, wrk and PostgreSQL: the figures say so.
# Bounded in time; stops by itself.
# Usage: benches/load/scale.sh [offers (100000)] [seconds per run (30)] [connections (32)]
# LOAD_BUILT=1: use target/release/ensemblier as it is (a rerun, with others compiling).
# PROXY=haproxy (default) | nginx. LOAD_SCRIPT: the wrk script, search_ui.lua (default: the
# page's GraphQL search) or search_page.lua (GET /emploi?search=…, the server-written page).
source "$(dirname "$0")/../../scripts/lib.sh"
source "$(dirname "$0")/setup.sh"

offers="${1:-100000}"
seconds="${2:-30}"
connections="${3:-32}"
script="${LOAD_SCRIPT:-search_ui.lua}"
proxy_port=8110
ports=(8111 8112)
workdir="$(mktemp -d)"
command -v wrk >/dev/null || apt_install wrk
proxy_kind="${PROXY:-haproxy}"
case "$proxy_kind" in
  nginx)
    command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || apt_install nginx-light
    nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)" ;;
  haproxy)
    command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || apt_install haproxy
    command -v socat >/dev/null || apt_install socat
    haproxy_bin="$(command -v haproxy || echo /usr/sbin/haproxy)" ;;
  *) echo "PROXY must be nginx or haproxy" >&2; exit 2 ;;
esac
pids=()

cleanup() {
  [ -f "$workdir/nginx.pid" ] && kill "$(cat "$workdir/nginx.pid")" 2>/dev/null
  [ -f "$workdir/haproxy.pid" ] && kill "$(cat "$workdir/haproxy.pid")" 2>/dev/null
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  rm -rf "$workdir"
}
trap cleanup EXIT

# nginx as docs/deploying.md configures it, on loopback, with the upstreams given.
nginx_proxy() {
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

# haproxy as docs/deploying.md configures it, on loopback: both servers in its backend, the
# ones not given put in maintenance (no traffic) through the admin socket. Started once; later
# calls change the servers' states at run time, with no reload.
haproxy_proxy() {
  if [ ! -f "$workdir/haproxy.pid" ]; then
    cat >"$workdir/haproxy.cfg" <<CONF
global
  nbthread 1
  maxconn 4096
  stats socket $workdir/haproxy.sock level admin
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout queue 10s
  timeout http-keep-alive 10s
  option http-keep-alive
frontend www
  bind 127.0.0.1:$proxy_port
  default_backend ensemblier
backend ensemblier
  balance roundrobin
  option forwardfor
  http-reuse safe
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  server s0 127.0.0.1:${ports[0]}
  server s1 127.0.0.1:${ports[1]}
CONF
    "$haproxy_bin" -f "$workdir/haproxy.cfg" -D -p "$workdir/haproxy.pid"
  fi
  local i state
  for i in 0 1; do
    state=maint
    for port in "$@"; do [ "$port" = "${ports[$i]}" ] && state=ready; done
    haproxy_command "set server ensemblier/s$i state $state"
  done
}

haproxy_command() { echo "$1" | socat stdio "unix-connect:$workdir/haproxy.sock"; }

# The current sessions (scur) of server s$1, from `show stat`'s CSV.
haproxy_sessions() {
  haproxy_command "show stat" | awk -F, -v s="s$1" '$1 == "ensemblier" && $2 == s { print $5 }'
}

proxy() { "${proxy_kind}_proxy" "$@"; }

wrk_in_background() {
  say "wrk: 1 thread, $connections connections, ${seconds} s, $script through $proxy_kind — $1 (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  wrk -t1 -c"$connections" -d"${seconds}s" -s "benches/load/$script" "http://127.0.0.1:$proxy_port/" &
  wrk_pid=$!
}

run_wrk() {
  wrk_in_background "$1"
  wait "$wrk_pid"
}

# Out of the proxy's rotation first (haproxy: maintenance by its admin socket, then wait until
# it has no request at the server; nginx: a graceful reload without it), then SIGTERM, wait for
# the drain to end, start again on the same port and CPU, and back in.
restart() {
  local i="$1" start; start=$(date +%s.%N)
  proxy "${ports[$((1 - i))]}"
  if [ "$proxy_kind" = haproxy ]; then
    for _ in $(seq 1 100); do [ "$(haproxy_sessions "$i")" = 0 ] && break; sleep 0.1; done
    say "server $i out of haproxy's rotation, $(haproxy_sessions "$i") session(s) left, after $(echo "$(date +%s.%N) - $start" | bc) s"
  fi
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
if [ "$proxy_kind" = nginx ]; then
  grep -v "signal process started" "$workdir/nginx-error.log" | tail -20 || true
else
  haproxy_command "show stat" | awk -F, 'NR == 1 || $1 == "ensemblier" { print $2, "sessions (all runs):", $8, "conn. errors:", $14, "resp. errors:", $15, "retries:", $16, "redispatches:", $17 }'
fi
say "servers' memory: $(for pid in "${pids[@]}"; do ps -o rss= -p "$pid"; done | awk '{printf "%.0f MB ", $1/1024}')RSS"
