#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 on loopback for the integration tests and prints its admin URL.
# Installs it with apt when missing and the user is root.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  else
    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' (Debian 12 ships version 15)." >&2
    exit 1
  fi
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 0.5
done
runuser -u postgres -- psql -q -c "ALTER USER postgres PASSWORD 'postgres'" >&2
echo "postgres://postgres:postgres@127.0.0.1:5432/postgres"
