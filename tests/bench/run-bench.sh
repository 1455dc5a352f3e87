#!/usr/bin/env bash
# Builds and runs a benchmark script against a throwaway PostgreSQL (unless TEST_DATABASE_URL is set).
set -euo pipefail
cd "$(dirname "$0")/../.."
name="$1"
npx tsup "tests/bench/$name.bench.ts" --format cjs --platform node --target node20 --out-dir .tmp/bench --no-config --silent
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL="$(bash tests/support/postgres.sh start)"
  export TEST_DATABASE_URL
  trap 'bash tests/support/postgres.sh stop' EXIT
fi
node ".tmp/bench/$name.bench.js"
