#!/bin/sh
# A rolling release: one node at a time is drained in HAProxy, restarted on the new
# release, checked ready, and put back, so the shop never stops answering.
#
#   deploy/roll.sh node1:127.0.0.1:3001 node2:127.0.0.1:3002 node3:127.0.0.1:3003
#
# Each argument is <HAProxy server name>:<host>:<port>. Environment:
#   RESTART     command restarting one node, %s = its name (default: systemctl restart veso@<n>,
#               <n> the digits of the name)
#   HAPROXY_SOCKET  HAProxy's admin socket (default /run/haproxy/admin.sock)
#   BACKEND     HAProxy backend (default nodes)
#   READY_TIMEOUT   seconds to wait for a node to be ready again (default 120)
#   DRAIN_TIMEOUT   seconds to wait for a drained node's sessions to end (default 5: on SIGTERM the
#               node finishes its in-flight requests itself; live streams never end by themselves)
set -eu
socket=${HAPROXY_SOCKET:-/run/haproxy/admin.sock}
backend=${BACKEND:-nodes}
ready_timeout=${READY_TIMEOUT:-120}
drain_timeout=${DRAIN_TIMEOUT:-5}

admin() { echo "$1" | socat stdio "unix-connect:$socket"; }

# The number of sessions HAProxy has open to a server now (show stat: field 5, scur).
sessions() {
  admin "show stat" | awk -F, -v b="$backend" -v s="$1" '$1 == b && $2 == s { print $5 }'
}

status() {
  admin "show stat" | awk -F, -v b="$backend" -v s="$1" '$1 == b && $2 == s { print $18 }'
}

wait_for() { # seconds, description, command...
  limit=$1
  what=$2
  shift 2
  waited=0
  until "$@"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$limit" ]; then
      echo "roll: $what: still not after ${limit}s" >&2
      return 1
    fi
    sleep 1
  done
}

drained() { [ "$(sessions "$1")" = 0 ]; }
ready() { curl -fs -o /dev/null --max-time 2 "http://$1/api/readyz"; }
up() { [ "$(status "$1")" = UP ]; }

for node in "$@"; do
  name=${node%%:*}
  address=${node#*:}
  echo "roll: $name: draining"
  # No new requests; open ones (and live streams) go on.
  admin "set server $backend/$name state drain" >/dev/null
  wait_for "$drain_timeout" "$name drained" drained "$name" || true
  echo "roll: $name: restarting"
  if [ -n "${RESTART:-}" ]; then
    # shellcheck disable=SC2059
    sh -c "$(printf "$RESTART" "$name")"
  else
    systemctl restart "veso@$(echo "$name" | tr -cd 0-9)"
  fi
  wait_for "$ready_timeout" "$name ready" ready "$address"
  admin "set server $backend/$name state ready" >/dev/null
  wait_for "$ready_timeout" "$name up in HAProxy" up "$name"
  echo "roll: $name: serving"
done
echo "roll: done"
