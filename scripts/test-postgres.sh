#!/usr/bin/env bash
# Runs the store, engine and server suites (and `leadgen db`) on PostgreSQL: the same tests as
# `npm test` runs on SQLite. Uses LEADGEN_TEST_DATABASE_URL when set, else starts a throwaway
# server (scripts/start-postgres.sh) and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${LEADGEN_TEST_DATABASE_URL:-}" ]; then
  port="${LEADGEN_TEST_PG_PORT:-55439}"
  LEADGEN_TEST_DATABASE_URL="$(scripts/start-postgres.sh "$port")"
  export LEADGEN_TEST_DATABASE_URL
  trap 'scripts/stop-postgres.sh "$port"' EXIT
fi
echo "== PostgreSQL suites on $LEADGEN_TEST_DATABASE_URL"
# two files at a time, not Vitest's three: CI runs these beside the end-to-end tests, and the
# takeover test times a worker process that must not be starved of the CPU
npx vitest run --maxWorkers=2 --project core --project server
npx vitest run --maxWorkers=2 --project tests tests/engine tests/reliability
npx vitest run --project cli packages/cli/src/commands/db.test.ts
