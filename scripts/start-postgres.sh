#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for tests and benchmarks, and prints its URL.
#   scripts/start-postgres.sh [port]     (default 55432)
# The cluster lives in a temp directory owned by the postgres user (initdb refuses root);
# scripts/stop-postgres.sh [port] stops it and removes the directory.
set -euo pipefail
port="${1:-55432}"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}
dir="$(as_postgres mktemp -d /tmp/leadgen-pg.XXXXXX)"
as_postgres "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w start \
  -o "-k /tmp -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >/dev/null
echo "$dir" >"/tmp/leadgen-pg-$port.dir"
as_postgres "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -qc 'CREATE DATABASE leadgen' >/dev/null
echo "postgres://postgres@127.0.0.1:$port/leadgen"
