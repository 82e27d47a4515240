#!/usr/bin/env bash
# Point-in-time recovery, shown on a throwaway PostgreSQL cluster of its own (never the app's server):
# WAL archiving (archive_command), a base backup (pg_basebackup), rows written after it, a mistake
# (every row deleted), then the base backup restored and the archived WAL replayed up to just before
# the mistake. What production should run instead of nightly dumps alone: docs/decisions/0045-backups.md.
# Usage: bash scripts/pitr-demo.sh   (PITR_PORT, default 3285; PG_BIN, default PostgreSQL 15's)
set -euo pipefail
B=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${PITR_PORT:-3285}
D=$(mktemp -d /tmp/pitr-demo.XXXXXX)
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$D"
stop() {
  for c in primary restored; do [ -f "$D/$c/postmaster.pid" ] && run "$B/pg_ctl" -D "$D/$c" -m immediate stop >/dev/null 2>&1 || true; done
  rm -rf "$D"
}
trap stop EXIT
run mkdir -p "$D/archive"
run "$B/initdb" -D "$D/primary" -U postgres -A trust >/dev/null
run tee -a "$D/primary/postgresql.conf" >/dev/null <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$D'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $D/archive/%f && cp %p $D/archive/%f'
archive_timeout = 60
CONF
run "$B/pg_ctl" -D "$D/primary" -l "$D/primary.log" -w start >/dev/null
P="psql -h 127.0.0.1 -p $PORT -U postgres -Atq"
$P -c "CREATE TABLE ledger (id serial PRIMARY KEY, amount int NOT NULL)"
$P -c "INSERT INTO ledger (amount) SELECT 1 FROM generate_series(1, 1000)"
run "$B/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U postgres -D "$D/base" -Ft -z -X fetch
$P -c "INSERT INTO ledger (amount) SELECT 2 FROM generate_series(1, 500)"
sleep 1
TARGET=$($P -c "SELECT clock_timestamp()")
sleep 1
$P -c "DELETE FROM ledger"
$P -c "SELECT pg_switch_wal()" >/dev/null
sleep 2
echo "base backup at 1000 rows, 1500 rows at $TARGET, then every row deleted: $($P -c 'SELECT count(*) FROM ledger') rows"
run "$B/pg_ctl" -D "$D/primary" -m fast -w stop >/dev/null
run mkdir -m 700 "$D/restored"
run tar -xzf "$D/base/base.tar.gz" -C "$D/restored"
started=$(date +%s.%N)
run tee -a "$D/restored/postgresql.conf" >/dev/null <<CONF
archive_mode = off
restore_command = 'cp $D/archive/%f %p'
recovery_target_time = '$TARGET'
recovery_target_action = 'promote'
CONF
run touch "$D/restored/recovery.signal"
run "$B/pg_ctl" -D "$D/restored" -l "$D/restored.log" -w start >/dev/null
for _ in $(seq 1 60); do [ "$($P -c 'SELECT pg_is_in_recovery()')" = f ] && break; sleep 1; done
echo "restored to $TARGET in $(echo "$(date +%s.%N) - $started" | bc) s: $($P -c 'SELECT count(*) || '"' rows, sum '"' || sum(amount) FROM ledger') (expected 1500 rows, sum 2000)"
