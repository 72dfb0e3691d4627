#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on loopback for the storage tests and prints
# `export DATABASE_URL=…` for the caller to eval. Prints nothing (and the
# storage tests run on SQLite only) when PostgreSQL cannot be started.
set -uo pipefail
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed: storage tests run on SQLite only" >&2
  exit 0
fi
port=${TEST_PG_PORT:-54329}
url="postgres://postgres@127.0.0.1:$port/leads_test"
# Already running (a second call in the same session): reuse it.
if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" 2>/dev/null; then
  "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres leads_test >/dev/null 2>&1 || true
  echo "export DATABASE_URL=$url"
  exit 0
fi
dir=$(mktemp -d /tmp/leads-pg.XXXXXX)
chown postgres:postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
as_pg "$bindir/initdb -D $dir/data -A trust -U postgres >/dev/null" >&2 || exit 0
as_pg "$bindir/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on' -l $dir/log start -w >/dev/null" >&2 || exit 0
as_pg "$bindir/createdb -h 127.0.0.1 -p $port -U postgres leads_test" >&2 || exit 0
echo "export DATABASE_URL=$url"
