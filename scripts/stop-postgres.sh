#!/usr/bin/env bash
# Stops a server started by scripts/start-postgres.sh [port] and removes its directory.
set -euo pipefail
port="${1:-55432}"
dir="$(cat "/tmp/leadgen-pg-$port.dir")"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
if [ "$(id -un)" = postgres ]; then as=(); else as=(runuser -u postgres --); fi
"${as[@]}" "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null
rm -rf "$dir" "/tmp/leadgen-pg-$port.dir"
