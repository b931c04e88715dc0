#!/usr/bin/env bash
# The CouchDB-compatible server the tests use (issue 52): pouchdb-server
# from npm, in memory, on 127.0.0.1 only, with an admin.
#
#   scripts/test-server.sh start [PORT]   prints the address; admin admin:admin
#   scripts/test-server.sh stop [PORT]
#
# PORT is 5990 unless said. It keeps its settings and log in
# target/test-server/PORT/ (nothing else is written; its databases live
# in memory and go when it stops).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${2:-5990}
dir=$PWD/target/test-server/$port
pidfile=$dir/pid
case "${1:-}" in
  start)
    "$0" stop "$port"
    mkdir -p "$dir"
    rm -f "$dir/config.json" "$dir/log.txt"
    # The admin's password, as CouchDB's settings keep it (pouchdb-server
    # hashes it when it reads its settings).
    echo '{"admins":{"admin":"admin"},"log":{"file":"'"$dir"'/log.txt"}}' > "$dir/config.json"
    (cd "$dir" && exec setsid node -r "$OLDPWD/scripts/test-server-alive.cjs" "$OLDPWD/node_modules/pouchdb-server/bin/pouchdb-server" --in-memory --host 127.0.0.1 --port "$port" \
      --config "$dir/config.json" --no-stdout-logs > "$dir/out.txt" 2>&1) &
    echo $! > "$pidfile"
    for _ in $(seq 1 100); do
      if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
        echo "http://127.0.0.1:$port"
        exit 0
      fi
      sleep 0.2
    done
    echo "test-server: pouchdb-server did not start on 127.0.0.1:$port:" >&2
    cat "$dir/out.txt" >&2
    exit 1
    ;;
  stop)
    if [ -f "$pidfile" ]; then
      kill -- "-$(cat "$pidfile")" 2>/dev/null || kill "$(cat "$pidfile")" 2>/dev/null || true
      rm -f "$pidfile"
    fi
    ;;
  *)
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
