#!/usr/bin/env bash
# npm test: unit, integration (PGlite, and PostgreSQL when available), build, end-to-end (and on PostgreSQL, a part of it
# again on two server instances behind one address).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh

echo "== unit tests"
npx vitest run --project unit --project unit-node

echo "== integration tests on in-memory PGlite"
env -u TEST_DATABASE_URL npx vitest run --project int

if [ -z "${TEST_DATABASE_URL:-}" ] && [ "$(id -u)" = 0 ]; then
  TEST_DATABASE_URL=$(bash scripts/start-postgres.sh)
  export TEST_DATABASE_URL
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The schedule test (a project of its own) mostly waits a minute or more for pg-boss's one-minute slots: it runs in a
  # second vitest process beside the integration tests and the pg project's files; its output follows theirs.
  schedule_log=$(mktemp)
  npx vitest run --project pg-schedule >"$schedule_log" 2>&1 &
  schedule_pid=$!
  trap 'kill "$schedule_pid" 2>/dev/null || true' EXIT
  echo "== integration tests on PostgreSQL (the schedule test beside them)"
  # production-start starts its servers on in-memory PGlite whatever the run's database: it ran above, the same test.
  npx vitest run --project int --exclude server/production-start.int.test.ts
  echo "== the tests that need PostgreSQL: two instances on one database, jobs on pg-boss, crashes (one file at a time)"
  pg_status=0
  npx vitest run --project pg || pg_status=$?
  schedule_status=0
  wait "$schedule_pid" || schedule_status=$?
  echo "== the schedule test on two instances (pg-schedule)"
  cat "$schedule_log"
  rm -f "$schedule_log"
  if [ "$pg_status" != 0 ] || [ "$schedule_status" != 0 ]; then exit 1; fi
else
  echo "== PostgreSQL run not possible as a non-root user without TEST_DATABASE_URL:"
  echo "   install postgresql and set TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres"
fi

echo "== build and end-to-end tests"
npm run -s build
echo "== bundle budget (first-load JavaScript, brotli) and no public source maps"
npm run check:bundle
npx playwright test

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== end-to-end journeys on two instances (one PostgreSQL, one S3 bucket, behind a round-robin proxy)"
  two_start=$(date +%s)
  E2E_TWO_INSTANCES=1 npx playwright test --project two-instances
  echo "   two-instance run: $(( $(date +%s) - two_start )) s"
fi
