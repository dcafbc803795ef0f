#!/bin/sh
# Restores a backup of deploy/pg-backup.sh (or `cli backup`) into a fresh PostgreSQL
# database, then runs the ledger check on it.
#
#   createdb veso_restored
#   DATABASE_URL=postgres://veso@db.internal:5432/veso_restored [VESO_DB_SCHEMA=name] \
#     deploy/pg-restore.sh FILE
#
# Never over a live database: the target's schema (VESO_DB_SCHEMA, else public) must have
# no table. One transaction: a failed restore leaves the target as it was.
set -eu
file=${1:?usage: deploy/pg-restore.sh FILE}
: "${DATABASE_URL:?DATABASE_URL is required}"
here=$(cd "$(dirname "$0")" && pwd)
cli="$here/../apps/server/dist/cli.js"
command -v pg_restore >/dev/null || {
  echo "pg_restore is not on PATH (Debian: apt-get install postgresql-client)" >&2
  exit 1
}
# `cli restore` checks the file and that the target is fresh, then runs pg_restore.
node "$cli" restore --from "$file"
node "$cli" ledger check
