#!/usr/bin/env bash
# Builds and runs one benchmark script: `run-bench.sh NAME [--postgres] [bench options...]`. With --postgres
# it starts a throwaway PostgreSQL (unless TEST_DATABASE_URL is set). Other options go to the bench.
set -euo pipefail
cd "$(dirname "$0")/../.."
name="$1"
shift
file="tests/bench/$name.bench.ts"
[ -f "$file" ] || file="tests/bench/$name.bench.tsx"
npx tsup "$file" --format cjs --platform node --target node20 --out-dir .tmp/bench --no-config --silent --external esbuild
if [ "${1:-}" = "--postgres" ]; then
  shift
  if [ -z "${TEST_DATABASE_URL:-}" ]; then
    TEST_DATABASE_URL="$(bash tests/support/postgres.sh start)"
    export TEST_DATABASE_URL
    trap 'bash tests/support/postgres.sh stop' EXIT
  fi
fi
NODE_ENV=production node ".tmp/bench/$name.bench.js" "$@"
