#!/usr/bin/env bash
# The README's test command (`npm test`): type check, build, start a throwaway PostgreSQL for the
# database race tests (unless TEST_DATABASE_URL is given), then every jest test with coverage.
set -uo pipefail
cd "$(dirname "$0")/.."

npm run typecheck || exit 1
npm run build || exit 1

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL="$(bash tests/support/postgres.sh start)" || exit 1
  export TEST_DATABASE_URL
  trap 'bash tests/support/postgres.sh stop' EXIT
fi

NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning ${NODE_OPTIONS:-}" npx jest --coverage ${JEST_JSON_REPORT:+--json --outputFile="$JEST_JSON_REPORT"} "$@"
