#!/usr/bin/env bash
# Starts (start) or stops (stop) a throwaway PostgreSQL server for the tests, on 127.0.0.1 only.
# Installs Debian's postgresql when it is missing and we are root. Prints the connection URL on start.
set -euo pipefail

DIR="${TAVOLA_PG_DIR:-/tmp/tavola-test-pg}"
PORT="${TAVOLA_PG_PORT:-54329}"
DB=tavola_test

pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_owner() {
  # PostgreSQL refuses to run as root: run its programs as the postgres user then.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    BIN="$(pg_bin)"
    if [ -z "$BIN" ]; then
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "Installing Debian's postgresql for the database tests..." >&2
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
        BIN="$(pg_bin)"
      fi
    fi
    if [ -z "$BIN" ]; then
      echo "PostgreSQL is not installed: install Debian's postgresql (apt-get install postgresql) or set TEST_DATABASE_URL." >&2
      exit 1
    fi
    if [ -f "$DIR/data/postmaster.pid" ]; then as_owner "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_owner "$BIN/initdb" -D "$DIR/data" -U tavola --auth=trust -E UTF8 --no-sync >/dev/null
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U tavola "$DB"
    echo "postgres://tavola@127.0.0.1:$PORT/$DB"
    ;;
  stop)
    BIN="$(pg_bin)"
    if [ -n "$BIN" ] && [ -f "$DIR/data/postmaster.pid" ]; then
      as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
    fi
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
