#!/bin/sh
# Runs the ledger check and writes its outcome for node_exporter's textfile collector, so
# that Prometheus can alert on it (deploy/prometheus/veso-alerts.yml, VesoLedgerCheckFailed).
# Cron, on one machine, e.g. every 30 minutes:
#   */30 * * * * veso /opt/veso/current/deploy/ledger-check-metric.sh /var/lib/prometheus/node-exporter
set -u
dir=${1:?usage: ledger-check-metric.sh <node_exporter textfile directory>}
here=$(cd "$(dirname "$0")" && pwd)
set -a
[ -r /etc/veso/node.env ] && . /etc/veso/node.env
set +a
if node "$here/../apps/server/dist/cli.js" ledger check >/dev/null 2>"$dir/.veso-ledger.err"; then
  ok=1
else
  ok=0
fi
problems=$(grep -c '^ledger:' "$dir/.veso-ledger.err" || true)
cat >"$dir/veso_ledger.prom.$$" <<METRICS
# HELP veso_ledger_check_ok 1 when the last ledger check found no problem, 0 otherwise.
# TYPE veso_ledger_check_ok gauge
veso_ledger_check_ok $ok
# HELP veso_ledger_check_problems Problems the last ledger check found.
# TYPE veso_ledger_check_problems gauge
veso_ledger_check_problems ${problems:-0}
# HELP veso_ledger_check_timestamp_seconds When the last ledger check ran.
# TYPE veso_ledger_check_timestamp_seconds gauge
veso_ledger_check_timestamp_seconds $(date +%s)
METRICS
mv "$dir/veso_ledger.prom.$$" "$dir/veso_ledger.prom"
