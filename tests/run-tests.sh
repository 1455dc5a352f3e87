#!/usr/bin/env bash
# The README's test command (`npm test`): type check, build, start a throwaway PostgreSQL for the
# database race tests (unless TEST_DATABASE_URL is given), every jest test with coverage, then the
# browser tests in Debian's Chromium (installed when missing and we are root).
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

npm run typecheck || exit 1
npm run build || exit 1

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL="$(bash tests/support/postgres.sh start)" || exit 1
  export TEST_DATABASE_URL
  trap 'bash tests/support/postgres.sh stop' EXIT
fi

NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning ${NODE_OPTIONS:-}" npx jest --coverage ${JEST_JSON_REPORT:+--json --outputFile="$JEST_JSON_REPORT"} "$@"
jest_rc=$?

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is not installed at $CHROMIUM: install Debian's chromium or set CHROMIUM_PATH." >&2
  exit 1
fi
npx playwright test -c tests/e2e
e2e_rc=$?

[ "$jest_rc" -eq 0 ] && [ "$e2e_rc" -eq 0 ]
