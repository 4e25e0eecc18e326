#!/usr/bin/env bash
# Runs the site on http://localhost:8080: installs what is missing, builds the UI and the
# server, migrates, seeds reference data (and demo content on an empty database), serves.
source "$(dirname "$0")/lib.sh"
trap stages_summary EXIT

need_toolchains
ensure_postgres
export DATABASE_URL="${DATABASE_URL:-$PG_SERVER_URL/ensemblier}"
# A machine of one's own: without JWT_SECRET, the public development secret on 127.0.0.1 only.
export ENSEMBLIER_DEVELOPMENT="${ENSEMBLIER_DEVELOPMENT:-1}"

# The UI's packages and bundle beside the server's build, which leaves a core idle in its long
# single-crate stretches. The bundle only: type-checking is `make test`'s.
ui_side() {
  ensure_ui_packages
  (cd ui && npx vite build)
}
stage "building the server (profile dev) | the UI beside it"
beside "the UI: packages and bundle" ui_side
# The dev profile: a first build in half the time of an optimised one, and the same
# dependency builds as `make test` (benches/README.md, "A newcomer's first `make run`").
cargo build --bin ensemblier
await "the UI: packages and bundle"

stage "migrating and seeding $DATABASE_URL"
./target/debug/ensemblier seed

stage "serving on ${PUBLIC_BASE_URL:-http://localhost:8080}"
stages_summary
trap - EXIT
exec ./target/debug/ensemblier serve
