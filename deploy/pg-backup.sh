#!/bin/sh
# A backup of the shop's PostgreSQL database, as `cli backup` makes it (pg_dump, custom format).
#
#   DATABASE_URL=postgres://veso@db.internal:5432/veso [VESO_DB_SCHEMA=name] deploy/pg-backup.sh FILE
#
# Runs against the live database (pg_dump reads one consistent snapshot; the shop keeps
# selling). Give the password through ~/.pgpass or PGPASSWORD rather than in the URL: a
# URL's password shows in the process list. Connect to PostgreSQL itself, not through
# PgBouncer. The file is written as FILE.partial and renamed once complete.
set -eu
file=${1:?usage: deploy/pg-backup.sh FILE}
: "${DATABASE_URL:?DATABASE_URL is required}"
command -v pg_dump >/dev/null || {
  echo "pg_dump is not on PATH (Debian: apt-get install postgresql-client)" >&2
  exit 1
}
if [ -e "$file" ]; then
  echo "$file exists: choose a new file" >&2
  exit 1
fi
trap 'rm -f "$file.partial"' EXIT
pg_dump --format=custom --no-owner --no-privileges \
  ${VESO_DB_SCHEMA:+"--schema=$VESO_DB_SCHEMA"} \
  --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
trap - EXIT
echo "pg-backup: written to $file"
